/**
 * The rollups of migration 3 are caches kept by triggers. Whatever people do to their history, each must
 * equal the same figure computed from the rows now present.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { dispatch } from '../../../src-main/ipc/dispatch';
import type { Handlers } from '../../../src-main/services/app-services';
import { openTestHandlers } from '../helpers';
import { call, expectRollupsExact, ids, recordPlay } from './fixture';

const NAMES = ['Anna', 'Ben', 'Cleo', 'Dev', 'Emi', 'Finn'];
const PLACES = ['', 'Home', 'Club', 'Café'];

type Op =
  | { kind: 'record'; seats: number[]; scores: number[]; place: number; incomplete: boolean }
  | { kind: 'edit'; which: number; seats: number[]; scores: number[]; place: number; incomplete: boolean }
  | { kind: 'delete'; which: number }
  | { kind: 'group'; group: number; members: number[] }
  | { kind: 'merge'; from: number; into: number }
  | { kind: 'unmerge' };

const seatsArb = fc.uniqueArray(fc.integer({ min: 0, max: NAMES.length - 1 }), { minLength: 2, maxLength: 4 });
const playArb = { seats: seatsArb, scores: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 4, maxLength: 4 }), place: fc.integer({ min: 0, max: 3 }), incomplete: fc.boolean() };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('record' as const), ...playArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), which: fc.nat(), ...playArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), which: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('group' as const), group: fc.integer({ min: 0, max: 1 }), members: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('merge' as const), from: fc.integer({ min: 0, max: 5 }), into: fc.integer({ min: 0, max: 5 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'unmerge' as const }) },
);

function playInput(op: { seats: number[]; scores: number[]; place: number; incomplete: boolean }, day: number) {
  return {
    game: { name: 'Azul' },
    playedAt: `2024-01-${String((day % 28) + 1).padStart(2, '0')} 19:00`,
    location: PLACES[op.place],
    incomplete: op.incomplete,
    players: op.seats.map((s, i) => ({ name: NAMES[s], scoreText: String(op.scores[i]) })),
  };
}

function apply(handlers: Handlers, op: Op, step: number, merges: number[]): void {
  const plays = call(handlers, 'history:plays', {}).plays;
  const catalog = call(handlers, 'history:catalog', {});
  const person = (i: number) => catalog.players.find((p) => p.name === NAMES[i])?.id;
  // Some random operations are refused (a merge of two players in one play, say); a refusal changes nothing.
  switch (op.kind) {
    case 'record':
      dispatch(handlers, 'history:record', playInput(op, step));
      return;
    case 'edit':
      if (plays.length) dispatch(handlers, 'history:edit', { playId: plays[op.which % plays.length].id, play: playInput(op, step) });
      return;
    case 'delete':
      if (plays.length) dispatch(handlers, 'history:delete', { playId: plays[op.which % plays.length].id });
      return;
    case 'group': {
      const memberIds = op.members.map(person).filter((id): id is number => id !== undefined);
      const existing = catalog.groups.find((g) => g.name === `G${op.group}`);
      dispatch(handlers, 'groups:save', { ...(existing ? { id: existing.id } : {}), name: `G${op.group}`, memberIds });
      return;
    }
    case 'merge': {
      const [fromId, intoId] = [person(op.from), person(op.into)];
      if (fromId === undefined || intoId === undefined || fromId === intoId) return;
      const reply = dispatch(handlers, 'players:merge', { fromId, intoId });
      if (reply.ok) merges.push((reply.value as { mergeId: number }).mergeId);
      return;
    }
    case 'unmerge': {
      const mergeId = merges.pop();
      if (mergeId !== undefined) dispatch(handlers, 'players:unmerge', { mergeId });
    }
  }
}

describe('history rollups (migration 3)', () => {
  test('head-to-head, group plays and result locations always equal the figures from the rows themselves', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 25 }), (ops) => {
        const { db, handlers } = openTestHandlers();
        const merges: number[] = [];
        ops.forEach((op, step) => apply(handlers, op, step, merges));
        expectRollupsExact(db);
        db.close();
      }),
      { numRuns: 60 },
    );
  });

  test('a group keeps its score counts when a merge moves a result inside one of its plays, and when the merge is undone', () => {
    const { db, handlers } = openTestHandlers();
    recordPlay(handlers, 'Azul', '2024-01-05 19:00', [['Anna', '50'], ['Ben', '40']]);
    recordPlay(handlers, 'Azul', '2024-01-06 19:00', [['Ben', '30'], ['Cleo', '35']]);
    recordPlay(handlers, 'Azul', '2024-01-07 19:00', [['Dev', '20'], ['Cleo', '25']]);
    const who = ids(handlers);
    call(handlers, 'groups:save', { name: 'Club', memberIds: [who.player('Anna')] });
    call(handlers, 'groups:save', { name: 'Cleo only', memberIds: [who.player('Cleo')] });
    expectRollupsExact(db);
    const merge = call(handlers, 'players:merge', { fromId: who.player('Ben'), intoId: who.player('Dev') });
    expectRollupsExact(db);
    call(handlers, 'players:unmerge', { mergeId: merge.mergeId });
    expectRollupsExact(db);
    const game = call(handlers, 'history:game-stats', { gameId: who.game('Azul'), filter: { groupId: call(handlers, 'history:catalog', {}).groups.find((g) => g.name === 'Club')!.id } });
    expect(game.byPlayerCount).toEqual([{ players: 2, plays: 1, averageScore: 45, bestScore: 50 }]);
  });

  test('the filtered head-to-head (self-join) and the unfiltered one (rollup) agree', () => {
    const { handlers } = openTestHandlers();
    const merges: number[] = [];
    fc.sample(opArb, { numRuns: 80, seed: 3 }).forEach((op, step) => apply(handlers, op, step, merges));
    for (const player of call(handlers, 'history:catalog', {}).players) {
      const whole = call(handlers, 'history:player-stats', { playerId: player.id });
      const ranged = call(handlers, 'history:player-stats', { playerId: player.id, filter: { from: '2000-01-01', to: '2100-01-01' } });
      expect(whole.headToHead).toEqual(ranged.headToHead);
    }
  });

  test('a group filter counts exactly the counted plays with at least one member, alone or with a date range', () => {
    const { db, handlers } = openTestHandlers();
    const merges: number[] = [];
    fc.sample(opArb, { numRuns: 120, seed: 11 }).forEach((op, step) => apply(handlers, op, step, merges));
    const groups = call(handlers, 'history:catalog', {}).groups;
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      const raw = (from: string) =>
        (db.prepare(`SELECT COUNT(DISTINCT p.id) AS n FROM plays p JOIN play_players pp ON pp.play_id = p.id
                     JOIN group_members gm ON gm.player_id = pp.player_id AND gm.group_id = ? WHERE p.counted = 1 AND p.played_at >= ?`)
          .get(group.id, from) as { n: number }).n;
      expect(call(handlers, 'history:overview', { filter: { groupId: group.id } }).plays).toBe(raw('0000'));
      expect(call(handlers, 'history:overview', { filter: { groupId: group.id, from: '2024-01-10', to: '2099-12-31' } }).plays).toBe(raw('2024-01-10'));
    }
  });
});
