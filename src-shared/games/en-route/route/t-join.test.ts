import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import maxWeightMatching from 'edmonds-blossom';
import { cheapestPairing } from './t-join';

/** Every pairing tried: the first point left pairs with each other point in turn. */
function bruteForce(count: number, distance: (i: number, j: number) => number): number {
  const pair = (left: number[]): number => {
    if (left.length === 0) return 0;
    const [first, ...rest] = left;
    let best = Infinity;
    rest.forEach((other, k) => (best = Math.min(best, distance(first, other) + pair(rest.filter((_, j) => j !== k)))));
    return best;
  };
  return pair([...Array(count).keys()]);
}

/** The same question put to the edmonds-blossom package (maximum cardinality first, then least distance). */
function referencePairing(count: number, distance: (i: number, j: number) => number): number {
  const edges: [number, number, number][] = [];
  for (let i = 0; i < count; i++) for (let j = i + 1; j < count; j++) if (Number.isFinite(distance(i, j))) edges.push([i, j, 100 - distance(i, j)]);
  const mate = maxWeightMatching(edges, true);
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (mate[i] === undefined || mate[i] < 0) return Infinity;
    if (mate[i] > i) total += distance(i, mate[i]);
  }
  return total;
}

const instance = fc.integer({ min: 0, max: 9 }).chain((count) =>
  fc.record({
    count: fc.constant(count),
    // Symmetric small whole distances, sometimes none (Infinity), as between intersections of a board.
    table: fc.array(fc.option(fc.integer({ min: 1, max: 9 }), { freq: 6, nil: null }), { minLength: 100, maxLength: 100 }),
    single: fc.array(fc.option(fc.integer({ min: 0, max: 9 }), { freq: 3, nil: null }), { minLength: 10, maxLength: 10 }),
  }),
);

describe('the exact pairing behind the optimiser’s T-join bound', () => {
  it('finds the cheapest pairing, with and without one extra point, as trying every pairing does', () => {
    fc.assert(
      fc.property(instance, ({ count, table, single }) => {
        const distance = (i: number, j: number): number => table[Math.min(i, j) * 10 + Math.max(i, j)] ?? Infinity;
        expect(cheapestPairing(count, distance)).toBe(bruteForce(count, distance));
        const withExtra = (i: number, j: number): number => (j === count ? (single[i] ?? Infinity) : i === count ? (single[j] ?? Infinity) : distance(i, j));
        expect(cheapestPairing(count, distance, (i) => single[i] ?? Infinity)).toBe(bruteForce(count + 1, withExtra));
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with the edmonds-blossom package on board-sized instances (up to 40 points, distances as on a board)', () => {
    // Points on a grid with shortest distances of a random grid graph are what the optimiser pairs; here any
    // symmetric whole distances 1–12 (sometimes missing) make harder instances, with many equal-cost choices.
    const large = fc.integer({ min: 1, max: 20 }).chain((half) =>
      fc.record({
        count: fc.constant(half * 2),
        table: fc.array(fc.option(fc.integer({ min: 1, max: 12 }), { freq: 8, nil: null }), { minLength: 1600, maxLength: 1600 }),
      }),
    );
    fc.assert(
      fc.property(large, ({ count, table }) => {
        const distance = (i: number, j: number): number => table[Math.min(i, j) * 40 + Math.max(i, j)] ?? Infinity;
        expect(cheapestPairing(count, distance)).toBe(referencePairing(count, distance));
      }),
      { numRuns: 300 },
    );
  });

  it('pairs nothing at no cost and cannot pair an odd number of points', () => {
    expect(cheapestPairing(0, () => 1)).toBe(0);
    expect(cheapestPairing(3, () => 1)).toBe(Infinity);
    expect(cheapestPairing(3, () => 1, () => 0)).toBe(1);
    expect(cheapestPairing(3, () => 1, (i) => (i === 0 ? 5 : Infinity))).toBe(6);
  });
});
