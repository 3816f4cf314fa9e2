/**
 * The bots' evaluation (evaluate.ts): only the best connected piece of a seat's sections counts, less 1.5 PP
 * for each pair of odd ends beyond two; at the end of a game it is the final score. The provisional score
 * (scoring.ts), which counts every drawn section, is the yardstick for what a piece reaches.
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../engine/runner';
import { estimateFinal } from './evaluate';
import { roadKey } from './route/types';
import { edit, game, start } from './test-helpers';
import type { State } from './types';

const road = (ax: number, ay: number, bx: number, by: number) => roadKey({ x: ax, y: ay }, { x: bx, y: by });
/** Top border side of (2,0), the Rope Bridge (6 PP); nothing else touches it. */
const ROPE_BRIDGE = [road(2, 0, 3, 0)];
/** Top side of (3,2), Old Town Square (8 PP), also the bottom side of (3,1), the clocktower. */
const OLD_TOWN = [road(3, 2, 4, 2)];
/** Four sections meeting at (3,4): four odd ends, so a single trail must leave one branch out. */
const STAR = [road(2, 4, 3, 4), road(3, 4, 4, 4), road(3, 3, 3, 4), road(3, 4, 3, 5)];

function withSections(sections: string[]): State {
  return edit(start(2, { level: 'simple' }), (s) => {
    s.seats[0].sections = sections;
  });
}

function provisional(state: State): number {
  return game.score(state).seats.find((s) => s.seat === 0)!.total;
}

describe('En Route evaluation', () => {
  it('counts only the best connected piece of a seat’s sections (the provisional score counts them all)', () => {
    const bridge = provisional(withSections(ROPE_BRIDGE));
    const oldTown = provisional(withSections(OLD_TOWN));
    expect(bridge).toBe(6);
    expect(oldTown).toBeGreaterThanOrEqual(8);
    const both = withSections([...ROPE_BRIDGE, ...OLD_TOWN]);
    expect(provisional(both)).toBe(bridge + oldTown);
    expect(estimateFinal(both)).toEqual([Math.max(bridge, oldTown), 0]);
  });

  it('takes 1.5 PP off a piece for each pair of odd ends beyond two', () => {
    const star = withSections(STAR);
    expect(estimateFinal(star)[0]).toBeCloseTo(provisional(star) - 1.5, 9);
    const path = withSections(STAR.slice(0, 2));
    expect(estimateFinal(path)[0]).toBe(provisional(path));
  });

  for (const players of [2, 3, 4]) {
    it(`${players}p: the final score at the end, finite for every seat during play`, () => {
      const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
      const seed = `eval-${players}`;
      const { actions } = randomPlayout(game, { game: 'en-route', options: {}, players, names, seed, mode: 'digital' });
      let state = game.setup(game.optionsSchema.parse({}), { players, names, seed, mode: 'digital' }) as State;
      for (const action of actions) {
        state = game.reduce(state, action) as State;
        for (const value of estimateFinal(state)) expect(Number.isFinite(value)).toBe(true);
      }
      const final = game.score(state).seats.slice().sort((a, b) => a.seat - b.seat).map((s) => s.total);
      expect(estimateFinal(state)).toEqual(final);
    });
  }
});
