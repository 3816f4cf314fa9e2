/**
 * The in-place path (random playouts, the bots' own copies) must give exactly reduce's states, and `own` must
 * copy everything an action writes: each position of a random game is deep-frozen, owned, and changed in place
 * (a write into a part `own` shared would throw), with and without an undo log.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../engine/canonical';
import { createRng, deriveSeed } from '../../engine/rng';
import { drawChance, setupState } from '../../engine/runner';
import { undoChanges, type UndoLog } from '../../engine/undo-log';
import { paris } from './index';
import { inPlace } from './in-place';
import type { Action, Options, State } from './types';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const cases: { players: number; options: Partial<Options> }[] = [
  { players: 2, options: {} },
  { players: 3, options: { setup: 'random', ignoreDistrictNames: true } },
  { players: 4, options: { sameNumber: 'ever', woodOn: 'value8' } },
];

describe('Paris in-place path', () => {
  for (const { players, options } of cases) {
    it(`${players} players ${canonicalJson(options)}: owned copies changed in place give reduce's states and undo restores them`, () => {
      const seed = `in-place/${players}`;
      const names = ['A', 'B', 'C', 'D'].slice(0, players);
      const initial = setupState(paris, { game: 'paris', options, players, names, seed, mode: 'digital' });
      if (!initial.ok) throw new Error(initial.error.message);
      let state = deepFreeze(initial.value as State);
      const rng = createRng(deriveSeed(seed, 'players'));
      let steps = 0;
      for (let actor = paris.currentActor(state); actor !== 'terminal'; actor = paris.currentActor(state), steps++) {
        const legal = paris.legalActions(state);
        const action = (actor === 'chance' ? drawChance(paris, state, seed, steps) : legal[rng.int(legal.length)]) as Action;
        const expected = deepFreeze(paris.reduce(state, action));
        const tried = inPlace.own(state);
        const before = canonicalJson(tried);
        const log: UndoLog = [];
        expect(canonicalJson(inPlace.apply(tried, action, log))).toBe(canonicalJson(expected));
        undoChanges(log);
        expect(canonicalJson(tried)).toBe(before);
        expect(canonicalJson(inPlace.apply(tried, action))).toBe(canonicalJson(expected));
        state = expected;
      }
      expect(steps).toBeGreaterThan(100);
    });
  }
});
