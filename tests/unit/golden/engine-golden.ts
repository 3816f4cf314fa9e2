/**
 * Seeded random games per game, player count and variant, summarised so a refactor of an engine can show it
 * plays the same games: a chained hash of the canonical state after every action, the action count and the
 * final scores. `npx tsx tests/unit/golden/record.ts` writes the fixture; `engine-golden.test.ts` replays it.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../src-shared/engine/canonical';
import { createRng, deriveSeed } from '../../../src-shared/engine/rng';
import { applyAction, applyTrusted, drawChance, setupState, type MatchSetup } from '../../../src-shared/engine/runner';
import type { AnyGame } from '../../../src-shared/engine/types';
import { undoChanges, type UndoLog } from '../../../src-shared/engine/undo-log';
import { getGame } from '../../../src-shared/games/registry';

export interface GoldenCase {
  game: string;
  players: number;
  options: Record<string, unknown>;
  /** Seeds of the games played for this case. */
  games: number;
}

export const GOLDEN_CASES: GoldenCase[] = [
  { game: 'paris', players: 2, options: {}, games: 4 },
  { game: 'paris', players: 4, options: {}, games: 2 },
  { game: 'paris', players: 3, options: { setup: 'random', ignoreDistrictNames: true }, games: 3 },
  { game: 'paris-paris', players: 2, options: {}, games: 6 },
  { game: 'paris-paris', players: 4, options: {}, games: 6 },
  { game: 'en-route', players: 1, options: {}, games: 4 },
  { game: 'en-route', players: 2, options: {}, games: 4 },
  { game: 'en-route', players: 4, options: {}, games: 3 },
  { game: 'en-route', players: 4, options: { team: true, ratings: 'advanced' }, games: 3 },
  { game: 'en-route', players: 3, options: { level: 'simple' }, games: 3 },
  { game: 'carcassonne', players: 2, options: {}, games: 5 },
  { game: 'carcassonne', players: 5, options: {}, games: 3 },
  { game: 'carcassonne', players: 3, options: { gifts: false }, games: 3 },
];

export interface GoldenGame {
  seed: string;
  actions: number;
  /** sha256 over the sha256 of the canonical state after every action, in order. */
  chain: string;
  scores: number[];
}

export interface GoldenRecord extends GoldenCase {
  played: GoldenGame[];
}

export function caseKey(c: GoldenCase): string {
  return `${c.game} ${c.players}p ${canonicalJson(c.options)}`;
}

export type Step = (game: AnyGame, state: unknown, action: unknown) => unknown;

export const checkedStep: Step = (game, state, action) => {
  const next = applyAction(game, state, action);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
};
export const trustedStep: Step = (game, state, action) => applyTrusted(game, state, action);

/**
 * The in-place path (games that have one), on states nobody else holds: every action is first tried with an
 * undo log and taken back, which must leave the state exactly as it was, then made for good.
 */
export const inPlaceStep: Step = (game, state, action) => {
  const path = game.inPlace!;
  const before = canonicalJson(state);
  const log: UndoLog = [];
  path.apply(state, action, log);
  if (log.length > 0) {
    undoChanges(log);
    if (canonicalJson(state) !== before) throw new Error(`undo of ${canonicalJson(action)} left the state changed`);
  }
  return path.apply(state, action);
};

/** One seeded random game; `observe` sees every state (the tests freeze them to catch shared mutation). */
export function playGolden(c: GoldenCase, index: number, step: Step, observe?: (state: unknown) => void): GoldenGame {
  const game = getGame(c.game)!;
  const seed = `golden/${c.game}/${index}`;
  const names = Array.from({ length: c.players }, (_, i) => `P${i + 1}`);
  const setup: MatchSetup = { game: c.game, options: c.options, players: c.players, names, seed, mode: 'digital' };
  const initial = setupState(game, setup);
  if (!initial.ok) throw new Error(initial.error.message);
  let state = initial.value;
  observe?.(state);
  const rng = createRng(deriveSeed(seed, 'players'));
  const chain = createHash('sha256');
  let actions = 0;
  for (let actor = game.currentActor(state); actor !== 'terminal'; actor = game.currentActor(state)) {
    let action: unknown;
    if (actor === 'chance') action = drawChance(game, state, seed, actions);
    else {
      const legal = game.legalActions(state);
      action = legal[rng.int(legal.length)];
    }
    state = step(game, state, action);
    observe?.(state);
    chain.update(createHash('sha256').update(canonicalJson(state)).digest('hex'));
    actions++;
    if (actions > game.meta.maxActions(c.players)) throw new Error(`${caseKey(c)} seed ${seed}: did not end`);
  }
  const scores = [...game.score(state).seats].sort((a, b) => a.seat - b.seat).map((s) => s.total);
  return { seed, actions, chain: chain.digest('hex'), scores };
}

export function recordGolden(step: Step = checkedStep): GoldenRecord[] {
  return GOLDEN_CASES.map((c) => ({ ...c, played: Array.from({ length: c.games }, (_, i) => playGolden(c, i, step)) }));
}
