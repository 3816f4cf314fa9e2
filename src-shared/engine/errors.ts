/**
 * Every error that crosses a boundary (engine → main → IPC → renderer, or CLI) is one of these codes.
 * Illegal input comes back as a value; a broken invariant inside an engine throws instead.
 */
export const ERROR_CODES = [
  'input/invalid', // payload failed its zod schema
  'input/too-large',
  'action/invalid', // action failed the game's action schema
  'action/illegal', // well-formed, but not legal in this state
  'action/not-your-turn',
  'match/not-found',
  'match/stale-version', // the renderer acted on an old view
  'match/over',
  'match/undo-unavailable',
  'game/unknown',
  'options/invalid',
  'players/count',
  'player/not-found',
  'ipc/unknown-channel',
  'ipc/bad-sender',
  'auth/forbidden',
  'db/error',
  'file/invalid',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface AppError {
  code: ErrorCode;
  message: string;
  /** Path to the offending field, as zod reports it. Empty when the whole input is at fault. */
  path: (string | number)[];
  /** The message as a key and params (a game's `validation.*` messages), for the renderer's languages. */
  detail?: { key: string; params: Record<string, string | number> };
}

/** A problem a game's own checks find in an input: English text, and a key for the app's languages. */
export interface InputProblem {
  message: string;
  path: (string | number)[];
  key?: string;
  params?: Record<string, string | number>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: ErrorCode, message: string, path: (string | number)[] = []): Result<T> {
  return { ok: false, error: { code, message, path } };
}

/** Thrown only for broken invariants: a bug, never bad user input. */
export class InvariantError extends Error {
  override name = 'InvariantError';
}

export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InvariantError(message);
}
