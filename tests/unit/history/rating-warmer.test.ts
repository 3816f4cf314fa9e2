/**
 * Leaderboards rebuilt in the background (rating-warmer.ts) after saves that only mark what they
 * changed: whatever people do, once the warmer has run, every cached board (games, groups, seasons)
 * equals the same board rebuilt from scratch, to the last digit.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { openDatabase } from '../../../src-main/db/open';
import type { Db } from '../../../src-main/db/native';
import { historyServices, type HistoryServices } from '../../../src-main/services/history/handlers';
import { playInputSchema } from '../../../src-shared/history/types';
import { projectRoot, tempDir } from '../helpers';

const NAMES = ['Anna', 'Ben', 'Cleo', 'Dev', 'Emi', 'Finn'];
const GAMES = ['Azul', 'Golf'];

type Op =
  | { kind: 'record'; game: number; seats: number[]; scores: number[]; day: number }
  | { kind: 'edit'; which: number; game: number; seats: number[]; scores: number[]; day: number }
  | { kind: 'delete'; which: number }
  | { kind: 'group'; group: number; members: number[]; rename: boolean }
  | { kind: 'season'; game: number | null; group: boolean; from: number; length: number }
  | { kind: 'warm-a-little' };

const play = { game: fc.integer({ min: 0, max: 1 }), seats: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 2, maxLength: 4 }),
  scores: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 4, maxLength: 4 }), day: fc.integer({ min: 0, max: 27 }) };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('record' as const), ...play }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), which: fc.nat(), ...play }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), which: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('group' as const), group: fc.integer({ min: 0, max: 1 }), members: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }), rename: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('season' as const), game: fc.option(fc.integer({ min: 0, max: 1 })), group: fc.boolean(), from: fc.integer({ min: 0, max: 20 }), length: fc.integer({ min: 1, max: 10 }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'warm-a-little' as const }) },
);

const day = (d: number) => `2024-05-${String(d + 1).padStart(2, '0')}`;

function open(): { db: Db; s: HistoryServices } {
  const { db } = openDatabase(tempDir(), projectRoot);
  return { db, s: historyServices(db, () => new Date('2026-11-22T10:00:00Z'), () => undefined, () => []) };
}

function input(op: { game: number; seats: number[]; scores: number[]; day: number }) {
  return playInputSchema.parse({ game: { name: GAMES[op.game] }, playedAt: `${day(op.day)} 19:00:00`, players: op.seats.map((s, i) => ({ name: NAMES[s], scoreText: String(op.scores[i]) })) });
}

function apply(s: HistoryServices, op: Op, step: number): void {
  const plays = s.plays.list({ gameId: null, playerId: null, limit: 1000, offset: 0 }).plays;
  const person = (i: number) => s.people.list().find((p) => p.name === NAMES[i])?.id;
  switch (op.kind) {
    case 'record':
      s.plays.record(input(op));
      return;
    case 'edit':
      if (plays.length) s.plays.edit(plays[op.which % plays.length].id, input(op));
      return;
    case 'delete':
      if (plays.length) s.plays.delete(plays[op.which % plays.length].id);
      return;
    case 'group': {
      const existing = s.people.groups().find((g) => g.name.startsWith(`G${op.group}`));
      const memberIds = op.rename && existing ? existing.memberIds : op.members.map(person).filter((id): id is number => id !== undefined);
      s.people.saveGroup({ ...(existing ? { id: existing.id } : {}), name: `G${op.group}${op.rename ? `-${step}` : ''}`, kind: 'group', memberIds });
      return;
    }
    case 'season': {
      const game = op.game === null ? null : s.people.games().find((g) => g.name === GAMES[op.game!])?.id ?? null;
      const group = op.group ? s.people.groups()[0]?.id ?? null : null;
      s.seasons.save({ name: `S${step}`, startsOn: day(op.from), endsOn: day(Math.min(27, op.from + op.length)), gameId: game, groupId: group });
      return;
    }
    case 'warm-a-little':
      // A slice of a job, then (often) a change under it: the job must start again, never store a stale board.
      s.warmer.step(0, 1);
  }
}

/** Every cached board, to the last digit. */
function cached(db: Db): unknown[] {
  return db.prepare(`SELECT scope, player_id, mu, sigma, ordinal, plays, wins FROM ratings ORDER BY scope, player_id`).all();
}

describe('leaderboards rebuilt in the background', () => {
  test('after any saves, edits, deletions, group and season changes, the warmed boards equal boards rebuilt from scratch', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 30 }), (ops) => {
        const { db, s } = open();
        ops.forEach((op, step) => apply(s, op, step));
        s.warmer.drain();
        expect(db.prepare(`SELECT scope FROM rating_scopes WHERE dirty = 1`).all()).toEqual([]);
        const warmed = cached(db);
        db.prepare(`UPDATE rating_scopes SET dirty = 1`).run();
        for (const row of db.prepare(`SELECT * FROM rating_scopes`).all() as Parameters<HistoryServices['ratings']['selectorOf']>[0][]) {
          const selector = s.ratings.selectorOf(row);
          if (selector) s.ratings.recompute(row.scope, row.game_id, row.group_id, row.season_id, selector);
        }
        expect(warmed).toEqual(cached(db));
        db.close();
      }),
      { numRuns: 40 },
    );
  });

  test('saving a group marks only what changed: a rename nothing, a new member the boards of the games they played', () => {
    const { db, s } = open();
    s.plays.record(input({ game: 0, seats: [0, 1], scores: [3, 4], day: 1 }));
    s.plays.record(input({ game: 1, seats: [2, 3], scores: [5, 1], day: 2 }));
    const people = Object.fromEntries(s.people.list().map((p) => [p.name, p.id]));
    const group = s.people.saveGroup({ name: 'Club', kind: 'club', memberIds: [people.Anna] });
    if (!group.ok) throw new Error(group.error.message);
    const dirty = () => (db.prepare(`SELECT scope FROM rating_scopes WHERE dirty = 1 ORDER BY scope`).all() as { scope: string }[]).map((r) => r.scope);
    const azul = s.people.games().find((g) => g.name === 'Azul')!.id;
    const golf = s.people.games().find((g) => g.name === 'Golf')!.id;
    expect(dirty()).toEqual([`game:${azul}:group:${group.value.id}`]); // listed at once, rated by the warmer
    s.warmer.drain();
    expect(dirty()).toEqual([]);
    s.people.saveGroup({ id: group.value.id, name: 'The club', kind: 'club', memberIds: [people.Anna] });
    expect(dirty()).toEqual([]);
    s.people.saveGroup({ id: group.value.id, name: 'The club', kind: 'club', memberIds: [people.Anna, people.Cleo] });
    expect(dirty()).toEqual([`game:${golf}:group:${group.value.id}`]);
    s.warmer.drain();
    expect(s.ratings.leaderboard({ gameId: golf, groupId: group.value.id }).map((r) => r.name)).toEqual(['Cleo']);
    db.close();
  });

  test('a play saved while a board is being rebuilt in slices starts that board again', () => {
    const { db, s } = open();
    for (let d = 5; d < 12; d++) s.plays.record(input({ game: 0, seats: [d % 3, 3], scores: [d, 5], day: d }));
    s.ratings.leaderboard({ gameId: s.people.games().find((g) => g.name === 'Azul')!.id });
    s.plays.record(input({ game: 0, seats: [0, 3], scores: [1, 9], day: 1 })); // back-dated: the board waits for a rebuild
    expect(s.warmer.step(0, 2)).toBe(true); // two of eight plays rated
    s.plays.record(input({ game: 0, seats: [1, 2], scores: [9, 1], day: 2 })); // another back-dated play, under the job
    s.warmer.drain();
    const warmed = cached(db);
    s.ratings.recomputeAllGames();
    expect(warmed).toEqual(cached(db));
    expect((warmed as { plays: number }[]).reduce((n, r) => n + r.plays, 0)).toBe(18);
    db.close();
  });
});
