/**
 * Opening the history: only a file SQLite calls damaged is moved aside, with its -wal and -shm, byte for
 * byte; a locked, unreadable, read-only or full database gets a clear error naming the folder, and
 * nothing is moved or changed.
 */
import { describe, expect, test } from 'vitest';
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { DB_FILE_NAME, openDatabase } from '../../src-main/db/open';
import { DatabaseOpenError, classifyOpenFailure, openFailureError } from '../../src-main/db/open-errors';
import { walChecksum, walHeaderDamage } from '../../src-main/db/wal-header';
import { LATEST_VERSION, schemaVersion } from '../../src-main/db/migrations';
import { openSqlite, type Db } from '../../src-main/db/native';
import { projectRoot, tempDir } from './helpers';

const SUFFIXES = ['', '-wal', '-shm'];
const ROW = 'r'.repeat(400);

/** sha256 of the database and its companions (of the link itself for a symbolic link, e.g. to /dev/full). */
function checksums(base: string): Record<string, string | null> {
  const digest = (file: string): string | null => {
    if (!existsSync(file) && !isLink(file)) return null;
    const bytes = isLink(file) ? Buffer.from(`link:${readlinkSync(file)}`) : statSync(file).isDirectory() ? Buffer.from('folder') : readFileSync(file);
    return createHash('sha256').update(bytes).digest('hex');
  };
  return Object.fromEntries(SUFFIXES.map((s) => [s || 'db', digest(base + s)]));
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

function filesIn(dir: string): string[] {
  return readdirSync(dir).sort();
}

/**
 * A history whose newest transactions are still in its write-ahead log, copied while the writer is open
 * (as a crash would leave it): the database file holds 200 rows, the log 50 more.
 */
function databaseWithLiveLog(dir: string): void {
  const source = tempDir();
  const writer = openSqlite(join(source, DB_FILE_NAME), projectRoot);
  writer.pragma('journal_mode = WAL');
  writer.pragma('wal_autocheckpoint = 0');
  writer.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
  const insert = writer.prepare('INSERT INTO notes (body) VALUES (?)');
  for (let i = 0; i < 200; i++) insert.run(ROW);
  writer.pragma('wal_checkpoint(TRUNCATE)');
  for (let i = 0; i < 50; i++) insert.run(ROW);
  for (const suffix of SUFFIXES) copyFileSync(join(source, DB_FILE_NAME) + suffix, join(dir, DB_FILE_NAME) + suffix);
  writer.close();
}

function overwrite(file: string, offset: number, bytes: Buffer): void {
  const data = readFileSync(file);
  bytes.copy(data, offset);
  writeFileSync(file, data);
}

function expectMovedByteForByte(dir: string, before: Record<string, string | null>, notices: string[]): void {
  expect(notices).toHaveLength(1);
  expect(notices[0]).toMatch(/moved to .*corrupt-2026-11-22T10-00-00-000Z/);
  const aside = join(dir, `${DB_FILE_NAME}.corrupt-2026-11-22T10-00-00-000Z`);
  expect(checksums(aside)).toEqual(before);
}

const at = { now: () => new Date('2026-11-22T10:00:00Z') };

describe('a damaged database is moved aside byte for byte', () => {
  test('not a database: the file and its log are renamed unchanged and a fresh history starts', () => {
    const dir = tempDir();
    writeFileSync(join(dir, DB_FILE_NAME), 'this is not a database '.repeat(400));
    const before = checksums(join(dir, DB_FILE_NAME));
    const { db, notices } = openDatabase(dir, projectRoot, at);
    expectMovedByteForByte(dir, before, notices);
    expect(schemaVersion(db)).toBe(LATEST_VERSION);
    db.close();
  });

  test('a corrupt page with a live write-ahead log: nothing is checkpointed into it, database, -wal and -shm move unchanged', () => {
    const dir = tempDir();
    databaseWithLiveLog(dir);
    const file = join(dir, DB_FILE_NAME);
    // Page 3 is an early leaf of the table, which the log does not rewrite.
    overwrite(file, 2 * 4096, Buffer.alloc(4096, 0xa5));
    const before = checksums(file);
    expect(before['-wal']).not.toBeNull();
    expect(before['-shm']).not.toBeNull();
    const { db, notices } = openDatabase(dir, projectRoot, at);
    expect(notices[0]).toMatch(/integrity check failed|malformed/);
    expectMovedByteForByte(dir, before, notices);
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'notes'`).get()).toBeUndefined();
    db.close();
  });

  test('a write-ahead log with a damaged header (which SQLite would silently reset) is kept with its database', () => {
    const dir = tempDir();
    databaseWithLiveLog(dir);
    const file = join(dir, DB_FILE_NAME);
    overwrite(`${file}-wal`, 24, Buffer.from([1, 2, 3, 4]));
    expect(walHeaderDamage(`${file}-wal`)).toMatch(/checksum/);
    const before = checksums(file);
    const { db, notices } = openDatabase(dir, projectRoot, at);
    expect(notices[0]).toMatch(/write-ahead log/);
    expectMovedByteForByte(dir, before, notices);
    db.close();
  });

  test('a healthy database with a live log opens with every row, log included, and nothing moved', () => {
    const dir = tempDir();
    databaseWithLiveLog(dir);
    expect(walHeaderDamage(join(dir, `${DB_FILE_NAME}-wal`))).toBeNull();
    const { db, notices } = openDatabase(dir, projectRoot, at);
    expect(notices).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM notes').get()).toEqual({ n: 250 });
    expect(filesIn(dir).some((f) => f.includes('corrupt'))).toBe(false);
    db.close();
  });
});

describe('any other failure names the folder and moves nothing', () => {
  function expectUntouched(dir: string, run: () => unknown, failure: DatabaseOpenError['failure'], message: RegExp): void {
    const names = filesIn(dir);
    const before = checksums(join(dir, DB_FILE_NAME));
    let thrown: unknown;
    try {
      run();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DatabaseOpenError);
    expect((thrown as DatabaseOpenError).failure).toBe(failure);
    expect((thrown as Error).message).toContain(dir);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as Error).message).toMatch(/Nothing was moved or changed/);
    expect(filesIn(dir).filter((f) => !names.includes(f) && !f.endsWith('-wal') && !f.endsWith('-shm'))).toEqual([]);
    expect(checksums(join(dir, DB_FILE_NAME)).db).toBe(before.db);
  }

  test('locked by another process: "already running on that data folder", the database stays in place with all its rows', () => {
    const dir = tempDir();
    const first = openDatabase(dir, projectRoot).db;
    first.prepare(`INSERT INTO players (name, created_at) VALUES ('Ann', 't')`).run();
    const holder: Db = openSqlite(join(dir, DB_FILE_NAME), projectRoot);
    first.close();
    holder.pragma('locking_mode = EXCLUSIVE');
    holder.prepare(`INSERT INTO players (name, created_at) VALUES ('Ben', 't')`).run();
    expectUntouched(dir, () => openDatabase(dir, projectRoot, { busyMs: 50 }), 'busy', /Tablekeeper is already running on the data folder/);
    holder.close();
    const again = openDatabase(dir, projectRoot);
    expect(again.notices).toEqual([]);
    expect(again.db.prepare('SELECT name FROM players ORDER BY name').all()).toEqual([{ name: 'Ann' }, { name: 'Ben' }]);
    again.db.close();
  });

  test('disk full: the error says so and names the folder', () => {
    const dir = tempDir();
    symlinkSync('/dev/full', join(dir, DB_FILE_NAME));
    expectUntouched(dir, () => openDatabase(dir, projectRoot), 'full', /is full/);
  });

  test('I/O: the database path is a folder', () => {
    const dir = tempDir();
    mkdirSync(join(dir, DB_FILE_NAME));
    expectUntouched(dir, () => openDatabase(dir, projectRoot), 'io', /could not be opened/);
  });

  test('I/O: the data folder cannot be created', () => {
    const parent = tempDir();
    writeFileSync(join(parent, 'a-file'), 'x');
    const dir = join(parent, 'a-file', 'data');
    expect(() => openDatabase(dir, projectRoot)).toThrow(new RegExp(`could not be opened .*ENOTDIR.*Nothing was moved`));
    expect(() => openDatabase(dir, projectRoot)).toThrow(dir);
  });

  // Root ignores file permissions, so the real permission case runs only for other users; the mapping
  // from the codes SQLite and Node give is checked for everyone below.
  test.skipIf(process.getuid?.() === 0)('permission: a data folder this user may not write (skipped as root, which may write anywhere)', async () => {
    const { chmodSync } = await import('node:fs');
    const dir = tempDir();
    openDatabase(dir, projectRoot).db.close();
    chmodSync(join(dir, DB_FILE_NAME), 0o444);
    chmodSync(dir, 0o555);
    try {
      expectUntouched(dir, () => openDatabase(dir, projectRoot), 'read-only', /read-only/);
    } finally {
      chmodSync(dir, 0o755);
    }
  });

  test('every SQLite and system failure code maps to what the user can do about it', () => {
    const cases: [string, string][] = [
      ['SQLITE_NOTADB', 'damaged'],
      ['SQLITE_CORRUPT', 'damaged'],
      ['SQLITE_CORRUPT_INDEX', 'damaged'],
      ['SQLITE_BUSY', 'busy'],
      ['SQLITE_BUSY_RECOVERY', 'busy'],
      ['SQLITE_LOCKED', 'busy'],
      ['SQLITE_READONLY', 'read-only'],
      ['SQLITE_READONLY_DIRECTORY', 'read-only'],
      ['EROFS', 'read-only'],
      ['SQLITE_FULL', 'full'],
      ['ENOSPC', 'full'],
      ['SQLITE_PERM', 'permission'],
      ['EACCES', 'permission'],
      ['SQLITE_IOERR_WRITE', 'io'],
      ['SQLITE_CANTOPEN', 'io'],
    ];
    for (const [code, failure] of cases) expect(classifyOpenFailure({ code }), code).toBe(failure);
    const readOnly = openFailureError({ code: 'SQLITE_READONLY', message: 'attempt to write a readonly database' }, '/srv/tk');
    expect(readOnly.message).toBe('The data folder /srv/tk is read-only (SQLITE_READONLY: attempt to write a readonly database). Tablekeeper needs to write its history there. Nothing was moved or changed.');
    expect(openFailureError({ code: 'EACCES' }, '/srv/tk').message).toMatch(/^Tablekeeper is not allowed to read and write the data folder \/srv\/tk/);
  });
});

describe('write-ahead log header check', () => {
  test('agrees with SQLite on a real log, and a one-bit change is caught', () => {
    const dir = tempDir();
    databaseWithLiveLog(dir);
    const wal = readFileSync(join(dir, `${DB_FILE_NAME}-wal`));
    const bigEndian = wal.readUInt32BE(0) === 0x377f0683;
    expect(walChecksum(wal.subarray(0, 24), bigEndian)).toEqual([wal.readUInt32BE(24), wal.readUInt32BE(28)]);
    const flipped = Buffer.from(wal.subarray(0, 32));
    flipped[12] ^= 1;
    writeFileSync(join(dir, 'flipped-wal'), flipped);
    expect(walHeaderDamage(join(dir, 'flipped-wal'))).toMatch(/checksum/);
    writeFileSync(join(dir, 'short-wal'), wal.subarray(0, 10));
    expect(walHeaderDamage(join(dir, 'short-wal'))).toMatch(/shorter than a header/);
    expect(walHeaderDamage(join(dir, 'absent-wal'))).toBeNull();
  });
});
