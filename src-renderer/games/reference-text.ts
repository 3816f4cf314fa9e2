/** Helpers for the rules references: numbered message lists (`<prefix>.1`, `.2`, …) read until the first missing one. */
import type { Translate } from './types';

export function numbered(t: Translate, prefix: string, params?: Record<string, string | number>): string[] {
  const out: string[] = [];
  for (let i = 1; i < 100; i++) {
    const key = `${prefix}.${i}`;
    const text = t(key, params);
    if (text === key) break;
    out.push(text);
  }
  return out;
}
