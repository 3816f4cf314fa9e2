/**
 * Shared conformance for every registered game (OpenSpiel's RandomSimTest):
 * random legal play ends, every legal action applies, replay round-trips, views are JSON.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { canonicalJson } from '../engine/canonical';
import { randomPlayout, replay, type MatchSetup } from '../engine/runner';
import { listGames } from './registry';

const games = listGames();

describe.runIf(games.length > 0).each(games.map((g) => [g.meta.id, g] as const))('%s conformance', (_id, game) => {
  const setupFor = (players: number, seed: string): MatchSetup => ({
    game: game.meta.id,
    options: {},
    players,
    names: Array.from({ length: players }, (_, i) => `P${i + 1}`),
    seed,
    mode: 'digital',
  });

  test('random games end, replay identically and score every seat', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: game.meta.minPlayers, max: game.meta.maxPlayers }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (players, seed) => {
          const setup = setupFor(players, seed);
          const playout = randomPlayout(game, setup);
          expect(game.currentActor(playout.state)).toBe('terminal');
          const again = replay(game, setup, playout.actions);
          expect(again.ok).toBe(true);
          if (again.ok) expect(canonicalJson(again.state)).toBe(canonicalJson(playout.state));
          const report = game.score(playout.state);
          expect(report.final).toBe(true);
          expect(report.seats.map((s) => s.seat).sort()).toEqual([...Array(players).keys()]);
          expect(report.seats.some((s) => s.rank === 1)).toBe(true);
        },
      ),
      { numRuns: 6 },
    );
  });

  test('reduce never mutates the state it is given (inputs deep-frozen)', () => {
    const setup = setupFor(game.meta.maxPlayers, 'frozen');
    const { actions } = randomPlayout(game, setup);
    let state = deepFreeze(game.setup(game.optionsSchema.parse({}), { players: setup.players, names: setup.names, seed: setup.seed, mode: 'digital' }));
    for (const action of actions) state = deepFreeze(game.reduce(state, action));
    expect(game.currentActor(state)).toBe('terminal');
  });

  test('views are plain JSON for every seat and the observer', () => {
    const setup = setupFor(game.meta.minPlayers, 'views');
    const { state } = randomPlayout(game, setup);
    for (const viewer of [null, ...Array(game.meta.minPlayers).keys()]) {
      const view = game.view(state, viewer);
      expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    }
  });
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

test('the registry only holds games with a valid end-state example', () => {
  for (const game of games) {
    expect(game.endState.schema.safeParse(game.endState.example).success, game.meta.id).toBe(true);
  }
});
