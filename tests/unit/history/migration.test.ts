import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DB_FILE_NAME, openDatabase } from '../../../src-main/db/open';
import { LATEST_VERSION, migrate, schemaVersion } from '../../../src-main/db/migrations';
import { openSqlite } from '../../../src-main/db/native';
import { projectRoot, tempDir } from '../helpers';
import { call, expectRollupsExact } from './fixture';
import { localStamp } from '../../../src-main/services/history/context';
import { createHandlers } from '../../../src-main/services/app-services';
import { fixtureCatalogue } from '../helpers';

/** Builds the file a version-1 app left behind: two finished matches, one running, one abandoned. */
function versionOneDatabase(dir: string): void {
  const db = openSqlite(join(dir, DB_FILE_NAME), projectRoot);
  migrate(db, 1);
  db.exec(`
    INSERT INTO players (id, name, created_at) VALUES (1, 'Anna', '2026-01-01T00:00:00Z'), (2, 'Ben', '2026-01-01T00:00:00Z');
    INSERT INTO matches (id, game_id, mode, source, options_json, seed, status, started_at, ended_at, version, state_json) VALUES
      (1, 'high-card', 'digital', 'engine', '{}', 's1', 'finished', '2026-03-01T18:00:00Z', '2026-03-01T18:40:00Z', 9, '{}'),
      (2, 'high-card', 'assist', 'end-state', '{}', '', 'finished', '2026-03-02T19:00:00Z', '2026-03-02T19:00:00Z', 0, '{}'),
      (3, 'high-card', 'digital', 'engine', '{}', 's3', 'active', '2026-03-03T19:00:00Z', NULL, 2, '{}'),
      (4, 'high-card', 'digital', 'engine', '{}', 's4', 'abandoned', '2026-03-04T19:00:00Z', '2026-03-04T19:10:00Z', 1, '{}');
    INSERT INTO seats (match_id, seat, player_id, name, colour) VALUES
      (1, 0, 1, 'Anna', '#ff0000'), (1, 1, 2, 'Ben', '#0000ff'),
      (2, 0, 2, 'Ben', '#ff0000'), (2, 1, NULL, 'Cleo', '#00ff00'),
      (3, 0, 1, 'Anna', '#ff0000'), (3, 1, 2, 'Ben', '#0000ff');
    INSERT INTO results (match_id, seat, total, breakdown_json, rank, winner) VALUES
      (1, 0, 12, '[{"category":"cards","label":{"text":"Cards"},"points":12,"reason":{"text":"bets"}}]', 1, 1),
      (1, 1, 12, '[]', 2, 0),
      (2, 0, 7.5, '[]', 1, 1), (2, 1, 3, '[]', 2, 0);
    INSERT INTO result_tiebreaks (match_id, tiebreaks_json) VALUES
      (1, '[{"seats":[0,1],"rank":1,"rule":{"text":"most chips left"},"explanation":{"text":"Anna 3 chips, Ben 1 chips; Anna ahead."},"decided":true}]');
  `);
  expect(schemaVersion(db)).toBe(1);
  db.close();
}

describe('migration 2 on a database from version 1', () => {
  test('keeps every match and turns the finished ones into plays with their results', () => {
    const dir = tempDir();
    versionOneDatabase(dir);
    const { db } = openDatabase(dir, projectRoot);
    expect(schemaVersion(db)).toBe(LATEST_VERSION);
    expect((db.prepare(`SELECT COUNT(*) AS n FROM matches`).get() as { n: number }).n).toBe(4);
    const handlers = createHandlers(db, { version: 'test', host: 'browser', dataDir: dir, notices: [] }, () => new Date('2026-11-22T10:00:00Z'), fixtureCatalogue);
    const { plays, total } = call(handlers, 'history:plays', {});
    expect(total).toBe(2);
    const [second, first] = plays;
    expect(first).toMatchObject({ uid: 'match:1', matchId: 1, mode: 'digital', playedAt: localStamp(new Date('2026-03-01T18:40:00Z')), game: { name: 'High card (test fixture)', engineId: 'high-card' } });
    expect(first.players.map((p) => [p.name, p.scoreText, p.score, p.rank, p.winner, p.colour, p.startPosition])).toEqual([
      ['Anna', '12', 12, 1, true, '#ff0000', 1], ['Ben', '12', 12, 2, false, '#0000ff', 2],
    ]);
    expect(first.players[0].breakdown?.[0]).toMatchObject({ category: 'cards', points: 12 });
    expect(first.tieBreaks?.[0].explanation.text).toBe('Anna 3 chips, Ben 1 chips; Anna ahead.');
    expect(second.players.map((p) => [p.name, p.scoreText, p.winner])).toEqual([['Ben', '7.5', true], ['Cleo', '3', false]]);
    const catalog = call(handlers, 'history:catalog', {});
    expect(catalog.players.map((p) => p.name)).toEqual(['Anna', 'Ben', 'Cleo']);
    const ben = call(handlers, 'history:player-stats', { playerId: catalog.players[1].id });
    expect(ben).toMatchObject({ plays: 2, wins: 1 });
    expect(call(handlers, 'history:overview', {}).playsPerMonth).toEqual([{ month: '2026-03', plays: 2 }]);
  });

  test('an empty version-1 database migrates, and rollups start empty', () => {
    const dir = tempDir();
    const db1 = openSqlite(join(dir, DB_FILE_NAME), projectRoot);
    migrate(db1, 1);
    db1.close();
    const { db } = openDatabase(dir, projectRoot);
    expect(schemaVersion(db)).toBe(LATEST_VERSION);
    expect(db.prepare(`SELECT COUNT(*) AS n FROM rollup_month`).get()).toEqual({ n: 0 });
  });
});

describe('migration 3 on a database from version 2', () => {
  test('fills the head-to-head rollup, group plays and result locations from the existing history', () => {
    const dir = tempDir();
    versionOneDatabase(dir);
    const db2 = openSqlite(join(dir, DB_FILE_NAME), projectRoot);
    migrate(db2, 2);
    db2.exec(`
      INSERT INTO locations (id, name) VALUES (1, 'Club');
      UPDATE plays SET location_id = 1 WHERE uid = 'match:1';
      UPDATE play_players SET rank = 1, winner = 1 WHERE play_id = (SELECT id FROM plays WHERE uid = 'match:2') AND seat = 0;
      INSERT INTO player_groups (id, name, created_at) VALUES (1, 'Thursday', '2026-01-01');
      INSERT INTO group_members (group_id, player_id) VALUES (1, 2);
    `);
    expect(schemaVersion(db2)).toBe(2);
    db2.close();
    const { db } = openDatabase(dir, projectRoot);
    expect(schemaVersion(db)).toBe(LATEST_VERSION);
    expectRollupsExact(db);
    expect(db.prepare(`SELECT COUNT(*) AS n FROM rollup_h2h`).get()).toEqual({ n: 4 });
    expect(db.prepare(`SELECT COUNT(*) AS n FROM play_groups`).get()).toEqual({ n: 2 });
    expect(db.prepare(`SELECT COUNT(*) AS n FROM play_players WHERE location_id = 1`).get()).toEqual({ n: 2 });
  });
});
