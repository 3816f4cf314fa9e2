/**
 * What a board shows of the score agrees with the score report, over random legal play, at about a dozen
 * points of each game and at its end, for every viewer: Carcassonne's score track (the view's totals) is
 * each seat's total; Paris's VP track is each seat's "VP track" line. (Paris Paris and En Route boards show
 * no score of their own: the match header and the score panel print the report itself, which the e2e
 * games test compares.)
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyAction, randomPlayout, setupState, type MatchSetup } from '../../src-shared/engine/runner';
import type { AnyGame, ScoreReport } from '../../src-shared/engine/types';
import { getGame } from '../../src-shared/games/registry';

const names = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve'];

/** The score a board draws for each seat, and the report's figure it must equal. */
const boards: Record<string, { shown: (view: unknown) => number[]; expected: (report: ScoreReport) => number[] }> = {
  carcassonne: {
    shown: (view) => (view as { totals: number[] }).totals,
    expected: (report) => report.seats.map((s) => s.total),
  },
  paris: {
    shown: (view) => (view as { players: { vp: number }[] }).players.map((p) => p.vp),
    expected: (report) => report.seats.map((s) => s.breakdown.find((l) => l.category === 'track')!.points),
  },
};

function states(game: AnyGame, setup: MatchSetup): unknown[] {
  const { actions } = randomPlayout(game, setup);
  const initial = setupState(game, setup);
  if (!initial.ok) throw new Error(initial.error.message);
  const every = Math.max(1, Math.floor(actions.length / 12));
  const out: unknown[] = [];
  let state = initial.value;
  for (const [index, action] of actions.entries()) {
    if (index % every === 0) out.push(state);
    const next = applyAction(game, state, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  out.push(state);
  return out;
}

describe.each(Object.entries(boards))('%s board', (id, board) => {
  const game = getGame(id)!;
  test('the score on the board equals the report for every viewer, during play and at the end', () => {
    let scoredSomething = false;
    fc.assert(
      fc.property(fc.integer({ min: game.meta.minPlayers, max: game.meta.maxPlayers }), fc.string({ minLength: 1, maxLength: 8 }), (players, seed) => {
        const setup: MatchSetup = { game: id, options: {}, players, names: names.slice(0, players), seed, mode: 'digital' };
        for (const state of states(game, setup)) {
          const expected = board.expected(game.score(state));
          scoredSomething ||= expected.some((n) => n !== 0);
          for (const viewer of [null, ...Array.from({ length: players }, (_, seat) => seat)]) {
            expect(board.shown(game.view(state, viewer)), `viewer ${viewer}`).toEqual(expected);
          }
        }
      }),
      { numRuns: 3 },
    );
    // A board and report that both showed 0 everywhere would agree without testing anything.
    expect(scoredSomething).toBe(true);
  });
});
