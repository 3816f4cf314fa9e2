/**
 * Opens (or creates) the history database.
 *
 * An existing file is first checked through a read-only connection, which cannot write to the database or
 * its log, and cannot checkpoint the log into it on closing. Only when SQLite says the file is not a
 * database or is corrupt (or its write-ahead log's header is damaged) are the database and its -wal and
 * -shm moved aside, renamed byte for byte, never deleted, and a fresh history started, saying so. Any other
 * failure (locked by another process, permissions, read-only or full disk, I/O) is a DatabaseOpenError that
 * names the data folder and leaves every file as it was.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseTooNewError, migrate } from './migrations';
import { openSqlite, type Db } from './native';
import { classifyOpenFailure, openFailureError } from './open-errors';
import { walHeaderDamage } from './wal-header';

export const DB_FILE_NAME = 'tablekeeper.db';
const COMPANIONS = ['', '-wal', '-shm'] as const;

export interface OpenedDatabase {
  db: Db;
  file: string;
  notices: string[];
}

export interface OpenOptions {
  now?: () => Date;
  /** How long to wait for another process's lock before calling the database busy. */
  busyMs?: number;
}

export function openDatabase(dataDir: string, projectRoot: string, options: OpenOptions | (() => Date) = {}): OpenedDatabase {
  const { now = () => new Date(), busyMs = 3000 } = typeof options === 'function' ? { now: options } : options;
  ensureFolder(dataDir);
  const file = join(dataDir, DB_FILE_NAME);
  const notices: string[] = [];
  const damage = existsSync(file) ? damageFound(file, dataDir, projectRoot, busyMs) : null;
  if (damage) {
    const aside = moveAside(file, damage.shmBefore, now());
    notices.push(`The history database could not be read (${damage.reason}). It was moved to ${aside} (with its -wal and -shm files, unchanged) and a new one was started; nothing was deleted.`);
  }
  return { db: openWritable(file, dataDir, projectRoot, busyMs), file, notices };
}

function ensureFolder(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw openFailureError(error, dataDir);
  }
}

interface Damage {
  reason: string;
  /** The -shm as it was before the check (a read-only connection may still rebuild it), or null if absent. */
  shmBefore: Buffer | null;
}

/** Why SQLite calls the file damaged, or null when it is healthy; throws for any other failure. */
function damageFound(file: string, dataDir: string, projectRoot: string, busyMs: number): Damage | null {
  const shmBefore = existsSync(`${file}-shm`) ? readFileSync(`${file}-shm`) : null;
  const walDamage = walHeaderDamage(`${file}-wal`);
  if (walDamage) return { reason: walDamage, shmBefore };
  let probe: Db | null = null;
  try {
    probe = openSqlite(file, projectRoot, { readonly: true, busyMs });
    const check = probe.pragma('quick_check', { simple: true });
    return check === 'ok' ? null : { reason: `integrity check failed: ${String(check)}`, shmBefore };
  } catch (error) {
    if (classifyOpenFailure(error) === 'damaged') return { reason: (error as Error).message, shmBefore };
    throw openFailureError(error, dataDir);
  } finally {
    probe?.close();
  }
}

function openWritable(file: string, dataDir: string, projectRoot: string, busyMs: number): Db {
  let db: Db;
  try {
    db = openSqlite(file, projectRoot, { busyMs });
  } catch (error) {
    throw openFailureError(error, dataDir);
  }
  try {
    db.pragma(`busy_timeout = ${busyMs}`);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    if (error instanceof DatabaseTooNewError) throw error;
    throw openFailureError(error, dataDir);
  }
}

/** Renames (never copies or rewrites) the database and its companions; the -shm gets its bytes from before the check. */
function moveAside(file: string, shmBefore: Buffer | null, when: Date): string {
  const aside = `${file}.corrupt-${when.toISOString().replace(/[:.]/g, '-')}`;
  for (const suffix of COMPANIONS) {
    if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
  }
  if (shmBefore) writeFileSync(`${aside}-shm`, shmBefore);
  else rmSync(`${aside}-shm`, { force: true });
  return aside;
}
