/**
 * Keeping a file whole: which of a record's fields to give back exactly as the file wrote them, and the
 * checks every kept value passes first (nesting depth, text length), so nothing kept can be hostile.
 *
 * `~asRead` (in a record's extra) maps a field to what the file wrote (`raw`, absent when the file left the
 * field out) and what Tablekeeper would have written for the same record right after import (`written`).
 * On export, a field whose value Tablekeeper would write is still `written` was not edited since, so the
 * file's own value goes out; an edited field goes out as Tablekeeper writes it.
 */
import { fileProblem, wholeFile } from '../problems';
import type { Extra, FileProblem } from '../types';
import { CAPS } from './limits';

export const KEPT_MARKS = { asRead: '~asRead', raw: '~raw', aliases: '~aliases' } as const;

interface AsRead {
  raw?: unknown;
  written?: unknown;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** `{ '~asRead': … }` for the known fields where the file's value and Tablekeeper's differ, or `{}`. */
export function asReadOf(raw: Record<string, unknown>, written: Record<string, unknown>, known: readonly string[]): Extra {
  const out: Record<string, AsRead> = {};
  for (const key of new Set([...known, ...Object.keys(written)])) {
    const inRaw = Object.hasOwn(raw, key);
    const inWritten = Object.hasOwn(written, key);
    if (!inRaw && !inWritten) continue;
    if (inRaw && inWritten && deepEqual(raw[key], written[key])) continue;
    out[key] = { ...(inRaw ? { raw: raw[key] } : {}), ...(inWritten ? { written: written[key] } : {}) };
  }
  return Object.keys(out).length ? { [KEPT_MARKS.asRead]: out } : {};
}

/** Tablekeeper's record with the file's own values put back where the field was not edited since import. */
export function restoreAsRead(written: Record<string, unknown>, extra: Extra): Record<string, unknown> {
  const asRead = extra[KEPT_MARKS.asRead];
  if (typeof asRead !== 'object' || asRead === null) return written;
  const out = { ...written };
  for (const [key, entry] of Object.entries(asRead as Record<string, AsRead>)) {
    const unchanged = Object.hasOwn(entry, 'written') ? Object.hasOwn(written, key) && deepEqual(entry.written, written[key]) : !Object.hasOwn(written, key);
    if (!unchanged) continue;
    if (Object.hasOwn(entry, 'raw')) out[key] = entry.raw;
    else delete out[key];
  }
  return out;
}

export function withoutMarks(extra: Extra): Extra {
  const { [KEPT_MARKS.asRead]: _a, [KEPT_MARKS.raw]: _r, [KEPT_MARKS.aliases]: _l, ...rest } = extra;
  return rest;
}

export function fileTooBig(): FileProblem {
  return wholeFile('fileTooBig', { max: CAPS.fileChars });
}

/**
 * Nesting deeper than CAPS.depth and text longer than CAPS.keptText anywhere in a parsed JSON file, each at
 * its path (`plays[3].metaData`). Walked without recursion, so a hostile file cannot exhaust the stack.
 * `ownCap` names fields whose (smaller) cap is checked where they are read.
 */
export function shapeProblems(root: unknown, ownCap: ReadonlySet<string>): FileProblem[] {
  const problems: FileProblem[] = [];
  const stack: { value: unknown; path: string; depth: number; key: string }[] = [{ value: root, path: '', depth: 0, key: '' }];
  while (stack.length && problems.length < 20) {
    const { value, path, depth, key } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.length > CAPS.keptText && !ownCap.has(key)) problems.push(fileProblem(path || 'the whole file', 'tooLong', { max: CAPS.keptText }));
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= CAPS.depth) {
      problems.push(fileProblem(path || 'the whole file', 'tooDeep', { max: CAPS.depth }));
      continue;
    }
    if (Array.isArray(value)) value.forEach((v, i) => stack.push({ value: v, path: `${path}[${i}]`, depth: depth + 1, key }));
    else for (const [k, v] of Object.entries(value)) stack.push({ value: v, path: path ? `${path}.${k}` : k, depth: depth + 1, key: k });
  }
  return problems;
}
