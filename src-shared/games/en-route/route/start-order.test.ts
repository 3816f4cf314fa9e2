import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byPromise, chain } from './start-order';

/** The order the optimiser had before it was worked out lazily: the whole class sorted by promise. */
function sortedByPromise(members: number[], promise: Map<number, number>): number[] {
  return [...members].sort((a, b) => promise.get(b)! - promise.get(a)! || a - b);
}

describe('start order: lazily by promise, as sorting the whole class', () => {
  it('gives the sorted order, bounding each start at most once, whatever the upper bounds above the promises', () => {
    fc.assert(
      fc.property(
        // Few distinct values, so ties between promises and between upper bounds are common.
        fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 12, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 12, maxLength: 12 }),
        (members, promises, slack) => {
          const promise = new Map(members.map((v, i) => [v, promises[i]]));
          const upper = new Map(members.map((v, i) => [v, promises[i] + slack[i]]));
          const bounded: number[] = [];
          const order = [
            ...byPromise(
              members,
              (v) => {
                bounded.push(v);
                return promise.get(v)!;
              },
              (v) => upper.get(v)!,
            ),
          ];
          expect(order).toEqual(sortedByPromise(members, promise));
          expect(new Set(bounded).size).toBe(bounded.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('bounds only the starts that could come first when only the first is taken', () => {
    const promise = new Map([
      [3, 5],
      [7, 9],
      [9, 2],
    ]);
    const upper = new Map([
      [3, 6],
      [7, 9],
      [9, 4],
    ]);
    const bounded: number[] = [];
    const first = byPromise(
      [3, 7, 9],
      (v) => {
        bounded.push(v);
        return promise.get(v)!;
      },
      (v) => upper.get(v)!,
    ).next();
    expect(first.value).toBe(7);
    // 7 has the highest upper bound and meets it: neither other start can beat 9.
    expect(bounded).toEqual([7]);
  });

  it('a start alone in its class is never bounded', () => {
    const order = [
      ...byPromise(
        [4],
        () => {
          throw new Error('bounded');
        },
        () => {
          throw new Error('bounded');
        },
      ),
    ];
    expect(order).toEqual([4]);
  });

  it('chains the retried starts before the rest', () => {
    expect([...chain([5, 1], [2, 8])]).toEqual([5, 1, 2, 8]);
  });
});
