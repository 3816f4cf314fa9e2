/**
 * The in-place path (random playouts, the bots' own copies) must give exactly reduce's states, and `own` must
 * leave nothing shared that an action writes: each position of a random game is deep-frozen, owned and changed
 * in place (a write into a part still shared would throw), with and without an undo log; and one owned copy is
 * played in place to the end, as a playout does, every third move first tried and undone.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../engine/canonical';
import { createRng, deriveSeed } from '../../engine/rng';
import { drawChance, setupState } from '../../engine/runner';
import { undoChanges, type UndoLog } from '../../engine/undo-log';
import { enRouteInPlace } from './in-place';
import { game } from './test-helpers';
import type { Action, State } from './types';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const cases: { players: number; options: Record<string, unknown> }[] = [
  { players: 1, options: {} },
  { players: 2, options: { level: 'intermediate', balance: ['section', ['coordinate', 'section']] } },
  { players: 3, options: { level: 'simple' } },
  { players: 4, options: {} },
  { players: 4, options: { team: true, ratings: 'advanced', balance: ['coordinate', 'none', 'section', 'none'] } },
];

/** One seeded random game's positions and the action taken at each. */
function randomGame(players: number, options: Record<string, unknown>, seed: string): { states: State[]; actions: Action[] } {
  const names = ['A', 'B', 'C', 'D'].slice(0, players);
  const initial = setupState(game, { game: 'en-route', options, players, names, seed, mode: 'digital' });
  if (!initial.ok) throw new Error(initial.error.message);
  const states = [deepFreeze(initial.value as State)];
  const actions: Action[] = [];
  const rng = createRng(deriveSeed(seed, 'players'));
  for (let state = states[0]; game.currentActor(state) !== 'terminal'; state = states[states.length - 1]) {
    const legal = game.legalActions(state) as Action[];
    const action = (game.currentActor(state) === 'chance' ? drawChance(game, state, seed, actions.length) : legal[rng.int(legal.length)]) as Action;
    actions.push(action);
    states.push(deepFreeze(game.reduce(state, action) as State));
  }
  return { states, actions };
}

describe('En Route in-place path', () => {
  for (const { players, options } of cases) {
    const { states, actions } = randomGame(players, options, `in-place/${players}`);
    const expected = states.map((state) => canonicalJson(state));

    it(`${players} players ${canonicalJson(options)}: each position owned and changed in place gives reduce's state; undo restores it`, () => {
      actions.forEach((action, i) => {
        const tried = enRouteInPlace.own(states[i]);
        const log: UndoLog = [];
        expect(canonicalJson(enRouteInPlace.apply(tried, action, log))).toBe(expected[i + 1]);
        undoChanges(log);
        expect(canonicalJson(tried)).toBe(expected[i]);
        expect(canonicalJson(enRouteInPlace.apply(tried, action))).toBe(expected[i + 1]);
      });
      expect(actions.length).toBeGreaterThan(players === 1 ? 50 : 100);
    });

    it(`${players} players ${canonicalJson(options)}: one owned copy played in place to the end goes through reduce's states`, () => {
      let state = enRouteInPlace.own(states[0]);
      actions.forEach((action, i) => {
        if (i % 3 === 0) {
          const log: UndoLog = [];
          enRouteInPlace.apply(state, action, log);
          undoChanges(log);
        }
        state = enRouteInPlace.apply(state, action);
        expect(canonicalJson(state)).toBe(expected[i + 1]);
      });
      expect(game.score(state)).toEqual(game.score(states[states.length - 1]));
    });
  }
});
