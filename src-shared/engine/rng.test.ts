import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, firstRoll } from './rng';

describe('firstRoll', () => {
  it("is the generator's first number for any seed (chance draws take it without building the generator)", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (seed) => {
        expect(firstRoll(seed)).toBe(createRng(seed).next());
      }),
      { numRuns: 500, seed: 21 },
    );
    expect(firstRoll('golden/carcassonne/0/chance/7')).toBe(createRng('golden/carcassonne/0/chance/7').next());
  });
});
