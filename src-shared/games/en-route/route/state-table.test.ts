import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StateTable } from './state-table';

describe('the stretch programme’s state table', () => {
  it('keeps the best value and its origin per key, like a Map, for keys up to 2^50 and past every growth, and each key’s insertion position', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 2 ** 50 }), fc.integer({ min: 0, max: 1000 })), { maxLength: 300, size: 'max' }), (entries) => {
        const table = new StateTable();
        const reference = new Map<number, { value: number; from: number }>();
        // A Map iterates in insertion order: each key's position is where it was first kept.
        entries.forEach(([key, value], i) => {
          const position = table.keep(key, value, -1 - i);
          const old = reference.get(key);
          if (!old || value > old.value) reference.set(key, { value, from: -1 - i });
          expect(position).toBe([...reference.keys()].indexOf(key));
        });
        expect(table.size).toBe(reference.size);
        for (const [key, { value, from }] of reference) {
          expect(table.get(key)).toBe(value);
          expect(table.from(key)).toBe(from);
        }
        const seen = new Map<number, number>();
        table.forEach((value, key) => seen.set(key, value));
        expect(seen).toEqual(new Map([...reference].map(([key, { value }]) => [key, value])));
        expect(table.get(2 ** 51)).toBeUndefined();
        expect(table.positionOf(2 ** 51)).toBe(-1);
        [...reference].forEach(([key, { value }], position) => {
          expect(table.positionOf(key)).toBe(position);
          expect(table.keyAt(position)).toBe(key);
          expect(table.valueAt(position)).toBe(value);
        });
      }),
      { numRuns: 100 },
    );
  });
});
