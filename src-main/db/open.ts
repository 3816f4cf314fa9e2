/**
 * Opens (or creates) the history database. A file SQLite cannot read is never deleted: it is moved
 * aside with a timestamp and the app starts on a fresh database, saying so.
 */
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseTooNewError, migrate } from './migrations';
import { openSqlite, type Db } from './native';

export const DB_FILE_NAME = 'tablekeeper.db';

export interface OpenedDatabase {
  db: Db;
  file: string;
  notices: string[];
}

export function openDatabase(dataDir: string, projectRoot: string, now: () => Date = () => new Date()): OpenedDatabase {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DB_FILE_NAME);
  try {
    return { db: openChecked(file, projectRoot), file, notices: [] };
  } catch (error) {
    if (error instanceof DatabaseTooNewError) throw error;
    const aside = moveAside(file, now());
    const notice = `The history database could not be read (${(error as Error).message}). It was moved to ${aside} and a new one was started; nothing was deleted.`;
    return { db: openChecked(file, projectRoot), file, notices: [notice] };
  }
}

function openChecked(file: string, projectRoot: string): Db {
  const db = openSqlite(file, projectRoot);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 3000');
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`integrity check failed: ${String(check)}`);
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function moveAside(file: string, when: Date): string {
  const stamp = when.toISOString().replace(/[:.]/g, '-');
  const aside = `${file}.corrupt-${stamp}`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
  }
  return aside;
}
