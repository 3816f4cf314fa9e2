/**
 * The in-place path (random playouts, the bots' search) against the pure reduce: the same state after every
 * action, every move also tried with an undo log and taken back, and the chance outcomes it remembers with its
 * pool the same as a fresh state's (a copy through JSON, which remembers nothing).
 */
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../engine/canonical';
import { createRng } from '../../engine/rng';
import { pickWeighted } from '../../engine/runner';
import type { ChanceOutcome } from '../../engine/types';
import { undoChanges, type UndoLog } from '../../engine/undo-log';
import { parisParisGame as game } from './index';
import { optionsSchema, type Action, type State } from './types';

const inPlace = game.inPlace!;

const fresh = (state: State): State => JSON.parse(JSON.stringify(state)) as State;

function outcomesOf(state: State): string {
  return canonicalJson(game.chanceOutcomes(state));
}

/** pickChance picks what the weighted pick over the outcomes picks, at every boundary between outcomes and between them. */
function expectSamePicks(state: State, outcomes: ChanceOutcome<Action>[]): void {
  const total = outcomes.reduce((n, o) => n + o.weight, 0);
  for (let k = 0; k < total; k++) {
    for (const roll of [k / total, (k + 0.5) / total]) expect(game.pickChance!(state, roll)).toEqual(pickWeighted(outcomes, roll));
  }
}

function playBoth(players: number, mode: 'digital' | 'assist', options: object, seed: string): number {
  const rng = createRng(seed);
  let pure = game.setup(optionsSchema.parse(options), { players, names: ['A', 'B', 'C', 'D'].slice(0, players), seed, mode });
  let own = inPlace.own(pure);
  let actions = 0;
  for (let actor = game.currentActor(pure); actor !== 'terminal'; actor = game.currentActor(pure)) {
    expect(canonicalJson(own)).toBe(canonicalJson(pure));
    let action: Action;
    if (actor === 'chance') {
      const outcomes = game.chanceOutcomes(own);
      expect(canonicalJson(outcomes)).toBe(outcomesOf(fresh(pure)));
      expectSamePicks(own, outcomes);
      action = outcomes[rng.int(outcomes.length)].action;
    } else {
      const legal = game.legalActions(own);
      expect(canonicalJson(legal)).toBe(canonicalJson(game.legalActions(fresh(pure))));
      action = legal[rng.int(legal.length)];
    }
    const log: UndoLog = [];
    const tried = inPlace.apply(own, action, log);
    expect(canonicalJson(tried)).toBe(canonicalJson(game.reduce(pure, action)));
    undoChanges(log);
    expect(canonicalJson(own)).toBe(canonicalJson(pure));
    if (game.currentActor(own) === 'chance') expect(outcomesOf(own)).toBe(outcomesOf(fresh(pure)));
    pure = game.reduce(pure, action);
    own = inPlace.apply(own, action);
    actions++;
  }
  expect(canonicalJson(own)).toBe(canonicalJson(pure));
  expect(game.score(own)).toEqual(game.score(pure));
  return actions;
}

describe('the in-place path plays the pure games', () => {
  test.each([
    [2, 'digital', {}],
    [3, 'digital', { smallTourLines: 'tile-line', grandTourAdjacent: 'all-adjacent' }],
    [4, 'digital', {}],
    [2, 'assist', {}],
    [4, 'assist', { grandTourAdjacent: 'all-adjacent' }],
  ] as const)('%i players, %s, %j', (players, mode, options) => {
    for (const seed of ['a', 'b']) expect(playBoth(players, mode, options, `in-place/${seed}`)).toBeGreaterThan(60);
  });

  test('a state it owns shares nothing it changes with the state it was made from', () => {
    const pure = game.setup(optionsSchema.parse({}), { players: 4, names: ['A', 'B', 'C', 'D'], seed: 's', mode: 'digital' });
    const before = canonicalJson(pure);
    let own = inPlace.own(pure);
    const rng = createRng('own');
    for (let i = 0; i < 40 && game.currentActor(own) !== 'terminal'; i++) {
      const moves = game.currentActor(own) === 'chance' ? game.chanceOutcomes(own).map((o) => o.action) : game.legalActions(own);
      own = inPlace.apply(own, moves[rng.int(moves.length)]);
    }
    expect(canonicalJson(pure)).toBe(before);
  });
});
