/**
 * The games' own evaluations (evaluate.ts in Paris, Paris Paris and Carcassonne): at the end of a game they are
 * the final score, seat by seat; during play they never fall below the points already scored where the
 * estimate only adds expected points (Paris Paris, Carcassonne), and they are finite for every seat.
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../engine/runner';
import { estimateFinal as carcassonneEstimate, pointsSoFar as carcassonnePoints } from '../games/carcassonne/evaluate';
import type { State as CarcassonneState } from '../games/carcassonne/types';
import { estimateFinal as parisEstimate } from '../games/paris/evaluate';
import type { State as ParisState } from '../games/paris/types';
import { estimateFinal as parisParisEstimate, pointsSoFar as parisParisPoints } from '../games/paris-paris/evaluate';
import type { State as ParisParisState } from '../games/paris-paris/types';
import { getGame } from '../games/registry';

function states(gameId: string, players: number, seed: string): unknown[] {
  const game = getGame(gameId)!;
  const setup = { game: gameId, options: {}, players, names: Array.from({ length: players }, (_, i) => `P${i + 1}`), seed, mode: 'digital' as const };
  const { actions } = randomPlayout(game, setup);
  let state = game.setup(game.optionsSchema.parse({}), { players, names: setup.names, seed, mode: 'digital' });
  const out = [state];
  for (const action of actions) out.push((state = game.reduce(state, action)));
  return out;
}

function finalTotals(gameId: string, state: unknown): number[] {
  const seats = getGame(gameId)!.score(state).seats;
  const out = seats.map(() => 0);
  for (const s of seats) out[s.seat] = s.total;
  return out;
}

describe('game evaluations', () => {
  for (const players of [2, 3, 4]) {
    it(`Paris Paris ${players}p: the final score at the end; never below the points so far`, () => {
      const all = states('paris-paris', players, `eval-${players}`) as ParisParisState[];
      for (const state of all) {
        const estimate = parisParisEstimate(state);
        parisParisPoints(state).forEach((points, seat) => expect(estimate[seat]).toBeGreaterThanOrEqual(points));
      }
      expect(parisParisEstimate(all[all.length - 1])).toEqual(finalTotals('paris-paris', all[all.length - 1]));
    });

    it(`Carcassonne ${players}p: the final score at the end; never below the points so far`, () => {
      const all = states('carcassonne', players, `eval-${players}`) as CarcassonneState[];
      for (const state of all) {
        const estimate = carcassonneEstimate(state);
        carcassonnePoints(state).forEach((points, seat) => expect(estimate[seat]).toBeGreaterThanOrEqual(points));
      }
      expect(carcassonneEstimate(all[all.length - 1])).toEqual(finalTotals('carcassonne', all[all.length - 1]));
    });

    it(`Paris ${players}p: the final score at the end; finite for every seat during play`, () => {
      const all = states('paris', players, `eval-${players}`) as ParisState[];
      for (const state of all) for (const value of parisEstimate(state)) expect(Number.isFinite(value)).toBe(true);
      expect(parisEstimate(all[all.length - 1])).toEqual(finalTotals('paris', all[all.length - 1]));
    });
  }
});
