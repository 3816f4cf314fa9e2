/**
 * Full backup and restore of the database as one SQLite file. A backup is `VACUUM INTO`: one
 * consistent file, whatever is running. A restore checks the file, migrates a copy to the current
 * schema, then replaces every table's rows in one transaction on the open database, so a bad file
 * changes nothing. Rollups are rebuilt by their triggers and rating caches are marked dirty.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LATEST_VERSION, migrate, schemaVersion } from '../migrations';
import { openSqlite, type Db } from '../native';

export function backupTo(db: Db, file: string): void {
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose a new file name.`);
  db.prepare(`VACUUM INTO ?`).run(file);
}

export class BackupError extends Error {
  override name = 'BackupError';
}

const REQUIRED_TABLES = ['players', 'matches', 'seats', 'actions', 'results', 'settings'];
const REBUILT = new Set(['rollup_month', 'rollup_scores', 'rollup_h2h', 'play_groups', 'ratings', 'rating_history', 'rating_scopes']);

/** Checks a backup file; returns its schema version or throws a BackupError saying what is wrong. */
export function checkBackup(file: string, projectRoot: string): number {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  let db: Db;
  try {
    db = openSqlite(file, projectRoot, { readonly: true });
  } catch (error) {
    throw new BackupError(`${file} is not a Tablekeeper backup: ${(error as Error).message}`);
  }
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`${file} is damaged: ${String(check)}`);
    const version = schemaVersion(db);
    if (version < 1) throw new BackupError(`${file} is not a Tablekeeper backup (no schema version).`);
    if (version > LATEST_VERSION) throw new BackupError(`${file} was written by a newer Tablekeeper (schema ${version}; this app knows up to ${LATEST_VERSION}).`);
    const tables = new Set((db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]).map((r) => r.name));
    const missing = REQUIRED_TABLES.filter((t) => !tables.has(t));
    if (missing.length) throw new BackupError(`${file} is not a Tablekeeper backup (missing tables: ${missing.join(', ')}).`);
    return version;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a Tablekeeper backup: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/** Replaces the whole history with the backup's; all or nothing. */
export function restoreFrom(db: Db, file: string, projectRoot: string): { tables: number; rows: number } {
  checkBackup(file, projectRoot);
  const work = mkdtempSync(join(tmpdir(), 'tk-restore-'));
  const copy = join(work, 'restore.db');
  try {
    copyFileSync(file, copy);
    const staged = openSqlite(copy, projectRoot);
    try {
      migrate(staged);
    } finally {
      staged.close();
    }
    db.prepare(`ATTACH DATABASE ? AS restored`).run(copy);
    try {
      return db.transaction(() => replaceAll(db))();
    } finally {
      db.prepare(`DETACH DATABASE restored`).run();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function replaceAll(db: Db): { tables: number; rows: number } {
  db.pragma('defer_foreign_keys = ON');
  const names = (schema: string) =>
    (db.prepare(`SELECT name FROM ${schema}.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as { name: string }[]).map((r) => r.name);
  const mine = names('main');
  const theirs = new Set(names('restored'));
  // The action log refuses deletes; a restore replaces the whole history, so lift that for this transaction only.
  const guards = db.prepare(`SELECT name, sql FROM main.sqlite_master WHERE type = 'trigger' AND tbl_name = 'actions'`).all() as { name: string; sql: string }[];
  for (const g of guards) db.exec(`DROP TRIGGER main."${g.name}"`);
  for (const table of mine) db.exec(`DELETE FROM main."${table}"`);
  let rows = 0;
  let tables = 0;
  for (const table of mine) {
    if (REBUILT.has(table) || !theirs.has(table)) continue;
    const columns = (db.prepare(`SELECT name FROM pragma_table_info(?, 'main')`).all(table) as { name: string }[]).map((c) => `"${c.name}"`).join(', ');
    // Foreign keys are checked at commit, so the copy order does not matter; triggers rebuild the rollups.
    rows += db.prepare(`INSERT INTO main."${table}" (${columns}) SELECT ${columns} FROM restored."${table}"`).run().changes;
    tables++;
  }
  for (const g of guards) db.exec(g.sql);
  return { tables, rows };
}
