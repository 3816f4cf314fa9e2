import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, firstRoll } from './rng';

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

describe('deriveSeed', () => {
  it('joins the seed and its parts with "/", as every stored seed was made', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.oneof(fc.string(), fc.integer(), fc.double())), (seed, parts) => {
        expect(deriveSeed(seed, ...parts)).toBe([seed, ...parts].join('/'));
      }),
      { numRuns: 300, seed: 21 },
    );
    expect(deriveSeed('bench', 'chance', 12)).toBe('bench/chance/12');
    expect(deriveSeed('s')).toBe('s');
  });
});
