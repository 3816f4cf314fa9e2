/**
 * Invariants every game's score report keeps, over random legal playouts and over each game's end-state
 * example: each seat's total is the sum of its breakdown lines; `final` is false while the game runs and
 * true at its end; ranks are competition ranks of the totals' order and the winners are the seats in 1st.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyAction, randomPlayout, setupState, type MatchSetup } from '../../src-shared/engine/runner';
import type { AnyGame, ScoreReport } from '../../src-shared/engine/types';
import { listGames } from '../../src-shared/games/registry';

const names = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo'];

function checkReport(report: ScoreReport, seats: number): void {
  expect(report.seats.map((s) => s.seat).sort((a, b) => a - b)).toEqual(Array.from({ length: seats }, (_, i) => i));
  for (const seat of report.seats) {
    const sum = seat.breakdown.reduce((total, line) => total + line.points, 0);
    expect(sum, `seat ${seat.seat}: breakdown ${seat.breakdown.map((l) => `${l.category}=${l.points}`).join(', ')}`).toBe(seat.total);
    // Solo games are won by meeting a target, not by placing first; a running game has no winner yet.
    if (report.final && seats > 1) expect(seat.winner, `seat ${seat.seat} rank ${seat.rank}`).toBe(seat.rank === 1);
    // Competition ranks: never better than 1 + the seats whose total is strictly better.
    expect(seat.rank).toBeGreaterThanOrEqual(1);
    expect(seat.rank).toBeLessThanOrEqual(seats);
  }
  expect(report.seats.some((s) => s.rank === 1)).toBe(true);
  if (report.hidden) return;
  // A tie-break may split equal totals, never put a higher total behind a lower one.
  for (const a of report.seats) {
    for (const b of report.seats) if (a.total > b.total) expect(a.rank, `seat ${a.seat} (${a.total}) vs seat ${b.seat} (${b.total})`).toBeLessThan(b.rank);
  }
}

/** Replays `actions` from the setup, checking the report at every `every`-th state and at the end. */
function checkAlong(game: AnyGame, setup: MatchSetup, actions: unknown[], every: number): void {
  const initial = setupState(game, setup);
  if (!initial.ok) throw new Error(initial.error.message);
  let state = initial.value;
  for (const [index, action] of actions.entries()) {
    if (index % every === 0) {
      const report = game.score(state);
      expect(report.final).toBe(false);
      checkReport(report, setup.players);
    }
    const next = applyAction(game, state, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  expect(game.currentActor(state)).toBe('terminal');
  const end = game.score(state);
  expect(end.final).toBe(true);
  checkReport(end, setup.players);
}

describe.each(listGames().map((game) => [game.meta.id, game] as const))('%s score report', (_id, game) => {
  test('over random playouts: totals add up, final only at the end, ranks and winners agree', () => {
    fc.assert(
      fc.property(fc.integer({ min: game.meta.minPlayers, max: game.meta.maxPlayers }), fc.string({ minLength: 1, maxLength: 8 }), (players, seed) => {
        const setup: MatchSetup = { game: game.meta.id, options: {}, players, names: names.slice(0, players), seed, mode: 'digital' };
        const { actions } = randomPlayout(game, setup);
        checkAlong(game, setup, actions, Math.max(1, Math.floor(actions.length / 12)));
      }),
      { numRuns: 3 },
    );
  });

  test.runIf(game.endState)('over the end-state example: totals add up and the report is final', () => {
    const scorer = game.endState!;
    const report = scorer.score(scorer.schema.parse(scorer.example));
    expect(report.final).toBe(true);
    checkReport(report, (scorer.example as { players: unknown[] }).players.length);
  });
});
