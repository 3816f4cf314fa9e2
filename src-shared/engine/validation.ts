/**
 * A game's own input checks, worded once in English and keyed for the app's languages: the key travels in
 * the zod issue's params, `zodToAppError` puts it on the typed error, and the renderer words it.
 */
import type { z } from 'zod';
import type { InputProblem } from './errors';
import { fillTemplate } from './message';

type Params = Record<string, string | number>;

/** Checks named `name` under `prefix` (e.g. `games.paris.validation`), English templates from `english`. */
export function keyedChecks<N extends string>(prefix: string, english: Readonly<Record<N, string>>) {
  /** Fields of a zod issue or refine option: the English message and the key with its params. */
  const issue = (name: N, params: Params = {}) => ({ message: fillTemplate(english[name], params), params: { key: `${prefix}.${name}`, ...params } });
  return {
    issue,
    problem: (name: N, path: (string | number)[], params: Params = {}): InputProblem => ({ message: issue(name, params).message, path, key: `${prefix}.${name}`, params }),
    report: (ctx: z.RefinementCtx, name: N, path: (string | number)[], params: Params = {}): void => ctx.addIssue({ code: 'custom', path, ...issue(name, params) }),
  };
}

/** Adds a problem found by a game's checks to a zod refinement, keeping its key when it has one. */
export function addProblem(ctx: z.RefinementCtx, problem: InputProblem): void {
  ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path, params: problem.key ? { key: problem.key, ...(problem.params ?? {}) } : undefined });
}
