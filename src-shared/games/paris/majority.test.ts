/** The evaluation's district majorities give exactly the final scoring's VP, ties and the 2-player rule included. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMajorityVp } from './majority';
import { scoreDistrict } from './scoring';

/** A seat's holdings: building and landmark values, small so that ties on total and on best value are common. */
const holdings = fc.array(fc.constantFrom(1, 2, 3, 4, 5, 8, 10, 12), { maxLength: 4 });

function fromScoring(tile: [number, number, number], seats: number[][], weight: number): number[] {
  const points = seats.map(() => 0);
  for (const place of scoreDistrict({ id: 'd', name: 'd', vpTile: tile, holdings: seats }, seats.map((_, i) => `P${i}`))) points[place.seat] += weight * place.vp;
  return points;
}

function fromMajority(tile: [number, number, number], seats: number[][], weight: number): number[] {
  const points = seats.map(() => 0);
  const totals = seats.map((h) => h.reduce((a, b) => a + b, 0));
  const bests = seats.map((h) => (h.length ? Math.max(...h) : 0));
  addMajorityVp(points, tile, totals, bests, weight);
  return points;
}

describe('district majorities for the evaluation', () => {
  it('match scoreDistrict on random holdings at 2–4 players', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }).chain((n) => fc.array(holdings, { minLength: n, maxLength: n })),
        fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 8 })),
        fc.constantFrom(1, 0.8, 0.37),
        (seats, tile, weight) => {
          expect(fromMajority(tile, seats, weight)).toEqual(fromScoring(tile, seats, weight));
        },
      ),
      { numRuns: 500, seed: 21 },
    );
  });

  it('the rulebook’s examples: a tie decided by the best value, a shared first place, the 2-player half rule', () => {
    expect(fromMajority([20, 10, 5], [[11, 2], [5, 4, 1], [13], [3]], 1)).toEqual([10, 5, 20, 0]);
    expect(fromMajority([16, 8, 4], [[11, 5], [15, 3, 3], [8], [15, 4, 2]], 1)).toEqual([4, 16, 0, 16]);
    expect(fromMajority([18, 9, 4], [[12], [5]], 1)).toEqual([18, 0]);
    expect(fromMajority([18, 9, 4], [[12], [6]], 0.5)).toEqual([9, 4.5]);
  });
});
