/**
 * pickChance must pick exactly what the runner's weighted walk over chanceOutcomes picks, for every roll: at
 * each tile's boundary, just below it, and at random rolls, for every draw of a game (basic and variant setup).
 */
import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed } from '../../engine/rng';
import { drawChance, pickWeighted, setupState } from '../../engine/runner';
import { paris } from './index';
import { pickChance } from './engine';
import type { Action, Options, State } from './types';

function rollsFor(outcomes: number, rng: ReturnType<typeof createRng>): number[] {
  const rolls = [0, 1 - Number.EPSILON / 2];
  for (let k = 1; k < outcomes; k++) rolls.push(k / outcomes, k / outcomes - Number.EPSILON, (k - 1e-12) / outcomes);
  for (let i = 0; i < 20; i++) rolls.push(rng.next());
  return rolls.filter((r) => r >= 0 && r < 1);
}

describe('Paris pickChance', () => {
  for (const options of [{}, { setup: 'random', ignoreDistrictNames: true }] as Partial<Options>[]) {
    it(`picks the weighted walk's outcome at every boundary (${JSON.stringify(options)})`, () => {
      const seed = 'pick-chance';
      const initial = setupState(paris, { game: 'paris', options, players: 3, names: ['A', 'B', 'C'], seed, mode: 'digital' });
      if (!initial.ok) throw new Error(initial.error.message);
      let state = initial.value as State;
      const rng = createRng(deriveSeed(seed, 'rolls'));
      let draws = 0;
      for (let steps = 0, actor = paris.currentActor(state); actor !== 'terminal'; actor = paris.currentActor(state), steps++) {
        let action: Action;
        if (actor === 'chance') {
          const outcomes = paris.chanceOutcomes(state);
          for (const roll of rollsFor(outcomes.length, rng)) expect(pickChance(state, roll)).toEqual(pickWeighted(outcomes, roll));
          action = drawChance(paris, state, seed, steps) as Action;
          draws++;
        } else {
          const legal = paris.legalActions(state);
          action = legal[rng.int(legal.length)];
        }
        state = paris.reduce(state, action);
      }
      expect(draws).toBeGreaterThan(30);
    });
  }
});
