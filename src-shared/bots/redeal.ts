/** Dealing hidden items again: what a seat cannot tell apart is pooled, put in a canonical order, shuffled. */
import type { Rng } from '../engine/rng';

/**
 * The pool is sorted first, so the result depends only on which items are hidden (a fact of the viewer's
 * view), never on where they actually are; then shuffled and cut into pieces of the given sizes.
 */
export function redeal<T extends string>(pool: readonly T[], sizes: readonly number[], rng: Rng): T[][] {
  const shuffled = rng.shuffle([...pool].sort());
  const out: T[][] = [];
  let at = 0;
  for (const size of sizes) {
    out.push(shuffled.slice(at, at + size));
    at += size;
  }
  return out;
}

/** Counts by name → a flat list (`{a: 2, b: 1}` → `['a', 'a', 'b']`). */
export function expand<T extends string>(counts: Readonly<Record<T, number>>): T[] {
  return (Object.keys(counts) as T[]).flatMap((key) => Array<T>(counts[key]).fill(key));
}

/** A flat list → counts for the given names. */
export function countOf<T extends string>(names: readonly T[], items: readonly T[]): Record<T, number> {
  const out = Object.fromEntries(names.map((n) => [n, 0])) as Record<T, number>;
  for (const item of items) out[item]++;
  return out;
}

export function totals(seats: readonly { seat: number; total: number }[]): number[] {
  const out = Array<number>(seats.length).fill(0);
  for (const s of seats) out[s.seat] = s.total;
  return out;
}
