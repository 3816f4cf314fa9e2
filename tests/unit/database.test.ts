import { describe, expect, test } from 'vitest';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, DB_FILE_NAME } from '../../src-main/db/open';
import { LATEST_VERSION, MIGRATIONS, migrate, schemaVersion, DatabaseTooNewError } from '../../src-main/db/migrations';
import { openSqlite } from '../../src-main/db/native';
import { boot } from '../../src-main/boot';
import { projectRoot, tempDir } from './helpers';

describe('migrations', () => {
  test('an empty database migrates step by step to the latest version', () => {
    const db = openSqlite(':memory:', projectRoot);
    for (const migration of MIGRATIONS) {
      migrate(db, migration.version);
      expect(schemaVersion(db)).toBe(migration.version);
    }
    expect(schemaVersion(db)).toBe(LATEST_VERSION);
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all().map((r) => (r as { name: string }).name);
    expect(tables).toEqual(expect.arrayContaining(['players', 'matches', 'seats', 'actions', 'results', 'settings']));
  });

  test('a database from a newer app is refused by name', () => {
    const db = openSqlite(':memory:', projectRoot);
    db.pragma(`user_version = ${LATEST_VERSION + 1}`);
    expect(() => migrate(db)).toThrow(DatabaseTooNewError);
  });

  test('the action log is append-only', () => {
    const { db } = openDatabase(tempDir(), projectRoot);
    db.prepare(`INSERT INTO matches (game_id, mode, options_json, seed, status, started_at, state_json) VALUES ('x','digital','{}','s','active','t','{}')`).run();
    db.prepare(`INSERT INTO actions (match_id, seq, kind, actor, action_json, created_at) VALUES (1, 0, 'action', '0', '{}', 't')`).run();
    expect(() => db.prepare(`UPDATE actions SET action_json = 'x'`).run()).toThrow(/append-only/);
    expect(() => db.prepare(`DELETE FROM actions`).run()).toThrow(/append-only/);
  });

  test('a rolled-back transaction leaves nothing behind', () => {
    const { db } = openDatabase(tempDir(), projectRoot);
    const insert = db.prepare(`INSERT INTO players (name, created_at) VALUES (?, 't')`);
    const both = db.transaction(() => {
      insert.run('Ann');
      insert.run('ann'); // unique ignoring case: fails, so Ann must vanish too
    });
    expect(() => both()).toThrow();
    expect(db.prepare(`SELECT COUNT(*) AS n FROM players`).get()).toEqual({ n: 0 });
  });
});

describe('opening the history', () => {
  test('WAL is on and the file lives in the data directory', () => {
    const dir = tempDir();
    const { db, file } = openDatabase(dir, projectRoot);
    expect(file).toBe(join(dir, DB_FILE_NAME));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  });

  test('a corrupt file is moved aside with a timestamp, never deleted, and the app starts', () => {
    const dir = tempDir();
    const garbage = 'this is not a database '.repeat(400);
    writeFileSync(join(dir, DB_FILE_NAME), garbage);
    const { db, notices } = openDatabase(dir, projectRoot, () => new Date('2026-11-22T10:00:00Z'));
    expect(notices[0]).toMatch(/moved to .*corrupt-2026-11-22T10-00-00-000Z/);
    const aside = readdirSync(dir).find((f) => f.includes('.corrupt-'))!;
    expect(existsSync(join(dir, aside))).toBe(true);
    expect(schemaVersion(db)).toBe(LATEST_VERSION);
  });

  test('a database from a newer app is left untouched and the app still starts', () => {
    const dir = tempDir();
    const newer = openSqlite(join(dir, DB_FILE_NAME), projectRoot);
    newer.pragma(`user_version = ${LATEST_VERSION + 5}`);
    newer.close();
    const booted = boot('browser', dir, projectRoot, 'test');
    expect(booted.notices[0]).toMatch(/newer Tablekeeper/);
    const reopened = openSqlite(join(dir, DB_FILE_NAME), projectRoot);
    expect(schemaVersion(reopened)).toBe(LATEST_VERSION + 5);
  });
});
