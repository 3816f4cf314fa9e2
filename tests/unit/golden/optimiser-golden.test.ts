/**
 * The En Route optimiser gives exactly its recorded answers (tests/fixtures/en-route-optimiser-golden.json,
 * written by record-optimiser.ts at a506dbe, before its fixed cost per board was cut): same trail, value,
 * score, bounds, node and cut counts and proof text on every board. Saved games hash their proposals, proof
 * included, so a faster optimiser must not change any of it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optimiserCases, solveCase, type OptimiserAnswer } from './optimiser-golden';

const recorded = JSON.parse(readFileSync(new URL('../../fixtures/en-route-optimiser-golden.json', import.meta.url), 'utf8')) as { label: string; answer: OptimiserAnswer }[];
const cases = optimiserCases();

describe('En Route optimiser: the recorded answers', () => {
  it('has one recorded answer per case, in order', () => {
    expect(recorded.map((r) => r.label)).toEqual(cases.map((c) => c.label));
  });
  for (const [i, c] of cases.entries()) {
    it(c.label, () => {
      // Through JSON, as recorded: a bound of Infinity is stored as null.
      expect(JSON.parse(JSON.stringify(solveCase(c)))).toEqual(recorded[i].answer);
    });
  }
});
