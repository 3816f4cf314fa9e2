/** Migration 4: stable ids for every synced record, and a queue entry written in the same transaction as each change. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, DB_FILE_NAME } from '../../../src-main/db/open';
import { openSqlite } from '../../../src-main/db/native';
import { migrate } from '../../../src-main/db/migrations';
import { historyServices } from '../../../src-main/services/history/handlers';
import { SyncRepo } from '../../../src-main/db/club/sync-repo';
import { getGame, listGames } from '../../../src-shared/games/registry';
import { playInputSchema } from '../../../src-shared/history/types';
import { must, tempDir } from '../helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('club sync migration', () => {
  it('gives existing rows stable ids: UUIDs, and a location its name', () => {
    const dir = tempDir();
    const db3 = openSqlite(join(dir, DB_FILE_NAME), process.cwd());
    migrate(db3, 3);
    db3.exec(`INSERT INTO players (name, created_at) VALUES ('Anna', 'x'), ('Ben', 'x');
              INSERT INTO locations (name) VALUES ('Club Room');
              INSERT INTO player_groups (name, created_at) VALUES ('Thursday', 'x');`);
    db3.close();
    const { db } = openDatabase(dir, process.cwd());
    const uids = db.prepare(`SELECT uid FROM players ORDER BY id`).all() as { uid: string }[];
    expect(uids.map((u) => UUID.test(u.uid))).toEqual([true, true]);
    expect(uids[0].uid).not.toBe(uids[1].uid);
    expect(db.prepare(`SELECT uid FROM locations`).all()).toEqual([{ uid: 'location:club room' }]);
    expect((db.prepare(`SELECT uid FROM player_groups`).get() as { uid: string }).uid).toMatch(UUID);
    db.close();
  });

  it('queues nothing until the laptop joins a club, then every change in its own transaction', () => {
    const { db } = openDatabase(tempDir(), process.cwd());
    const s = historyServices(db, () => new Date('2026-01-01T10:00:00Z'), getGame, listGames);
    const repo = new SyncRepo(db);
    const play = (scores: [string, string]) =>
      playInputSchema.parse({ game: { name: 'Azul' }, playedAt: '2024-01-01 19:00:00', location: 'Club', players: [{ name: 'Anna', scoreText: scores[0] }, { name: 'Ben', scoreText: scores[1] }] });
    must(s.plays.record(play(['1', '2'])));
    expect(repo.outbox()).toEqual([]);
    repo.createLink('postgres://anna@localhost/club', 'laptop-1', 'now', false);
    const id = must(s.plays.record(play(['3', '4']))).id;
    const queued = () => repo.outbox().map((q) => `${q.kind}`).sort();
    expect(queued()).toEqual(['play']);
    must(s.plays.edit(id, play(['5', '6'])));
    expect(queued()).toEqual(['play']);
    const person = must(s.people.create('Cleo'));
    must(s.people.rename(person.id, 'Cleo B'));
    must(s.people.saveGroup({ name: 'Thursday', kind: 'club', memberIds: [person.id] }));
    must(s.seasons.save({ name: 'Spring', startsOn: '2024-03-01', endsOn: '2024-05-31', gameId: null, groupId: null }));
    expect(queued()).toEqual(['group', 'play', 'player', 'season']);
    // A change that fails rolls back its queue entry with it.
    expect(() => db.transaction(() => {
      must(s.people.create('Dan'));
      throw new Error('abort');
    })()).toThrow('abort');
    expect(queued()).toEqual(['group', 'play', 'player', 'season']);
    db.close();
  });
});
