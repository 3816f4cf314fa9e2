/**
 * Plays written in bulk (a first club sync) with the per-row insert rollups paused, then rolled up a
 * batch at a time: every rollup must equal the figures from the rows, as the per-row triggers keep
 * them, and stay so through the ordinary edits, deletions, merges and group changes that follow.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { openDatabase } from '../../../src-main/db/open';
import { BulkRollups } from '../../../src-main/db/history/bulk-rollups';
import { historyServices } from '../../../src-main/services/history/handlers';
import { playInputSchema } from '../../../src-shared/history/types';
import { projectRoot, tempDir } from '../helpers';
import { expectRollupsExact } from './fixture';

const NAMES = ['Anna', 'Ben', 'Cleo', 'Dev', 'Emi', 'Finn'];
const PLACES = ['', 'Home', 'Club'];

const playArb = fc.record({
  game: fc.constantFrom('Azul', 'Golf'),
  seats: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 4 }),
  scores: fc.array(fc.option(fc.integer({ min: 0, max: 6 })), { minLength: 4, maxLength: 4 }),
  place: fc.integer({ min: 0, max: 2 }),
  incomplete: fc.boolean(),
  day: fc.integer({ min: 1, max: 28 }),
});
type PlayOp = typeof playArb extends fc.Arbitrary<infer T> ? T : never;

const input = (p: PlayOp) =>
  playInputSchema.parse({
    game: { name: p.game }, playedAt: `2024-02-${String(p.day).padStart(2, '0')} 19:00:00`, location: PLACES[p.place], incomplete: p.incomplete,
    players: p.seats.map((s, i) => ({ name: NAMES[s], scoreText: p.scores[i] === null ? '' : String(p.scores[i]) })),
  });

describe('bulk writes with rollups caught up per batch', () => {
  test('rollups equal the rows after bulk batches and after the ordinary changes that follow', () => {
    fc.assert(
      fc.property(
        fc.array(playArb, { maxLength: 6 }), fc.array(fc.array(playArb, { maxLength: 8 }), { minLength: 1, maxLength: 3 }), fc.array(playArb, { maxLength: 4 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }), fc.nat(),
        (before, batches, after, members, pick) => {
          const { db } = openDatabase(tempDir(), projectRoot);
          const s = historyServices(db, () => new Date('2026-11-22T10:00:00Z'), () => undefined, () => []);
          const bulk = new BulkRollups(db);
          const person = (i: number) => s.people.list().find((p) => p.name === NAMES[i])?.id;
          for (const p of before) s.plays.record(input(p));
          // A group before the batches (the batches' plays join it in bulk) and one after (by its triggers).
          s.people.saveGroup({ name: 'Club', kind: 'club', memberIds: members.map(person).filter((id): id is number => id !== undefined) });
          for (const batch of batches) {
            db.transaction(() => bulk.insertBatch(() => batch.map((p) => {
              const r = s.plays.record(input(p));
              if (!r.ok) throw new Error(r.error.message);
              return r.value.id;
            })))();
            expectRollupsExact(db);
          }
          s.people.saveGroup({ name: 'Later', kind: 'group', memberIds: [person(pick % 6), person((pick + 1) % 6)].filter((id): id is number => id !== undefined) });
          for (const p of after) s.plays.record(input(p));
          const plays = s.plays.list({ gameId: null, playerId: null, limit: 1000, offset: 0 }).plays;
          if (plays.length) {
            s.plays.edit(plays[pick % plays.length].id, input(after[0] ?? batches[0][0] ?? { game: 'Azul', seats: [0, 1], scores: [1, 2, null, null], place: 1, incomplete: false, day: 3 }));
            s.plays.delete(plays[(pick + 1) % plays.length].id);
          }
          expectRollupsExact(db);
          expect(db.prepare(`SELECT COUNT(*) AS n FROM history_bulk`).get()).toEqual({ n: 0 });
          db.close();
        },
      ),
      { numRuns: 40 },
    );
  });

  test('a batch that fails leaves nothing behind: no plays, no rollups, triggers back on', () => {
    const { db } = openDatabase(tempDir(), projectRoot);
    const s = historyServices(db, () => new Date('2026-11-22T10:00:00Z'), () => undefined, () => []);
    const bulk = new BulkRollups(db);
    s.plays.record(input({ game: 'Azul', seats: [0, 1], scores: [3, 4, null, null], place: 1, incomplete: false, day: 2 }));
    const rollups = () => db.prepare(`SELECT (SELECT COUNT(*) FROM plays) AS plays, (SELECT SUM(n) FROM rollup_scores) AS scores, (SELECT SUM(plays) FROM rollup_h2h) AS h2h`).get();
    const was = rollups();
    expect(() => db.transaction(() => bulk.insertBatch(() => {
      s.plays.record(input({ game: 'Azul', seats: [2, 3], scores: [5, 6, null, null], place: 2, incomplete: false, day: 3 }));
      throw new Error('connection dropped');
    }))()).toThrow('connection dropped');
    expect(rollups()).toEqual(was);
    expect(() => bulk.insertBatch(() => [])).toThrow(/inside a transaction/);
    s.plays.record(input({ game: 'Azul', seats: [2, 3], scores: [5, 6, null, null], place: 2, incomplete: false, day: 3 }));
    expectRollupsExact(db);
    db.close();
  });
});
