/**
 * The only way state changes: validate the action's shape, check it is legal, reduce.
 * Used identically by the main process, the browser host, the CLI and the tests.
 */
import type { ZodError } from 'zod';
import { canonicalJson } from './canonical';
import { fail, ok, type AppError, type Result } from './errors';
import { createRng, deriveSeed, firstRoll, type Rng, type Seed } from './rng';
import type { Actor, AnyGame, MatchMode, SetupContext } from './types';

export function zodToAppError(error: ZodError, code: AppError['code']): AppError {
  const issue = error.issues[0];
  const path = (issue?.path ?? []).map((p) => (typeof p === 'symbol' ? String(p) : p));
  const where = path.length ? ` at ${path.join('.')}` : '';
  const appError: AppError = { code, message: `${issue?.message ?? 'invalid input'}${where}`, path };
  const params = issue?.code === 'custom' ? (issue.params as Record<string, unknown> | undefined) : undefined;
  if (params && typeof params.key === 'string') {
    const { key, ...rest } = params;
    appError.detail = { key: key as string, params: rest as Record<string, string | number> };
  }
  return appError;
}

export function parseOptions(game: AnyGame, options: unknown): Result<unknown> {
  const parsed = game.optionsSchema.safeParse(options ?? {});
  return parsed.success ? ok(parsed.data) : { ok: false, error: zodToAppError(parsed.error, 'options/invalid') };
}

export function isLegal(game: AnyGame, state: unknown, action: unknown): boolean {
  if (game.isLegal) return game.isLegal(state, action);
  const key = canonicalJson(action);
  return game.legalActions(state).some((legal) => canonicalJson(legal) === key);
}

export function applyAction(game: AnyGame, state: unknown, action: unknown): Result<unknown> {
  const actor = game.currentActor(state);
  if (actor === 'terminal') return fail('match/over', 'The game is over; no more actions are accepted.');
  const parsed = game.actionSchema.safeParse(action);
  if (!parsed.success) return { ok: false, error: zodToAppError(parsed.error, 'action/invalid') };
  if (!isLegal(game, state, parsed.data)) {
    return fail('action/illegal', `That action is not legal now: ${canonicalJson(parsed.data)}`);
  }
  return ok(game.reduce(state, parsed.data));
}

/**
 * The trusted path, for actions the engine itself just generated (legalActions or chanceOutcomes of this very
 * state): no schema parse, no legality re-check. Simulations, bots and the bench use it; anything that came
 * from outside (IPC, files, the CLI, a stored log) goes through applyAction.
 */
export function applyTrusted(game: AnyGame, state: unknown, action: unknown): unknown {
  if (game.currentActor(state) === 'terminal') throw new Error('the game is over; no more actions are accepted');
  return game.reduce(state, action);
}

export interface MatchSetup {
  game: string;
  options: unknown;
  players: number;
  names: string[];
  seed: Seed;
  mode: MatchMode;
}

export function setupState(game: AnyGame, setup: MatchSetup): Result<unknown> {
  if (setup.players < game.meta.minPlayers || setup.players > game.meta.maxPlayers) {
    return fail('players/count', `${game.meta.name} needs ${game.meta.minPlayers}–${game.meta.maxPlayers} players.`, ['players']);
  }
  const options = parseOptions(game, setup.options);
  if (!options.ok) return options;
  const ctx: SetupContext = { players: setup.players, names: setup.names, seed: setup.seed, mode: setup.mode };
  return ok(game.setup(options.value, ctx));
}

export interface ReplayFailure {
  index: number;
  error: AppError;
}

/** Re-applies a log from setup, checking every action. */
export function replay(
  game: AnyGame,
  setup: MatchSetup,
  actions: readonly unknown[],
): { ok: true; state: unknown } | { ok: false; failure: ReplayFailure } {
  const initial = setupState(game, setup);
  if (!initial.ok) return { ok: false, failure: { index: -1, error: initial.error } };
  let state = initial.value;
  for (let index = 0; index < actions.length; index++) {
    const next = applyAction(game, state, actions[index]);
    if (!next.ok) return { ok: false, failure: { index, error: next.error } };
    state = next.value;
  }
  return { ok: true, state };
}

/** Digital mode draws randomness from the match seed, one independent stream per log position. */
export function drawChance(game: AnyGame, state: unknown, seed: Seed, logIndex: number): unknown {
  const first = firstRoll(deriveSeed(seed, 'chance', logIndex));
  return game.pickChance ? game.pickChance(state, first) : pickWeighted(game.chanceOutcomes(state), first);
}

/** What createRng(...).weighted(weights) picks with `first`, the stream's first number (no generator built per draw). */
export function pickWeighted<Action>(outcomes: readonly { action: Action; weight: number }[], first: number): Action {
  let total = 0;
  for (const outcome of outcomes) total += outcome.weight;
  let roll = first * total;
  for (const outcome of outcomes) {
    roll -= outcome.weight;
    if (roll < 0) return outcome.action;
  }
  return outcomes[outcomes.length - 1].action;
}

export interface Playout {
  state: unknown;
  actions: unknown[];
}

export type PlayoutResult = ({ ok: true } & Playout) | { ok: false; index: number; message: string };

/**
 * One complete game, every decision uniform among legal actions, every chance event by its weight.
 * Any failure comes back with the index of the action that caused it. `trusted` skips the re-check of the
 * engine's own actions (simulate, bench), and takes the game's in-place path where it has one; tests keep the
 * checked path, so a legal action the runner would refuse is still found.
 */
export function tryRandomPlayout(
  game: AnyGame,
  setup: MatchSetup,
  rng: Rng = createRng(deriveSeed(setup.seed, 'players')),
  { trusted = false }: { trusted?: boolean } = {},
): PlayoutResult {
  const initial = setupState(game, setup);
  if (!initial.ok) return { ok: false, index: -1, message: initial.error.message };
  // The trusted path owns its states (nobody else sees them until the end), so it may grow them in place.
  const inPlace = trusted ? game.inPlace : undefined;
  let state = inPlace ? inPlace.own(initial.value) : initial.value;
  const actions: unknown[] = [];
  const bound = game.meta.maxActions(setup.players);
  try {
    for (let actor: Actor = game.currentActor(state); actor !== 'terminal'; actor = game.currentActor(state)) {
      const index = actions.length;
      if (index >= bound) return { ok: false, index, message: `the game did not end within ${bound} actions` };
      const action = actor === 'chance' ? drawChance(game, state, setup.seed, index) : pickUniform(game, state, rng);
      if (action === undefined) return { ok: false, index, message: 'no legal action, but the game is not over' };
      if (inPlace) state = inPlace.apply(state, action);
      else if (trusted) state = applyTrusted(game, state, action);
      else {
        const next = applyAction(game, state, action);
        if (!next.ok) return { ok: false, index, message: `legal action rejected: ${next.error.message}` };
        state = next.value;
      }
      actions.push(action);
    }
  } catch (error) {
    return { ok: false, index: actions.length, message: (error as Error).message };
  }
  return { ok: true, state, actions };
}

/** As tryRandomPlayout, for tests: any failure throws, naming the game, seed and action index. */
export function randomPlayout(game: AnyGame, setup: MatchSetup, rng?: Rng): Playout {
  const result = tryRandomPlayout(game, setup, rng);
  if (!result.ok) throw new Error(`${game.meta.id} (seed ${setup.seed}) action ${result.index}: ${result.message}`);
  return { state: result.state, actions: result.actions };
}

function pickUniform(game: AnyGame, state: unknown, rng: Rng): unknown {
  const legal = game.legalActions(state);
  return legal.length === 0 ? undefined : legal[rng.int(legal.length)];
}
