import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical';

/** What canonicalJson was before it wrote directly: a copy with sorted keys, then JSON.stringify. */
function sortedCopyJson(value: unknown): string {
  const sortKeys = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sortKeys);
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(v).sort()) if ((v as Record<string, unknown>)[key] !== undefined) out[key] = sortKeys((v as Record<string, unknown>)[key]);
      return out;
    }
    return v;
  };
  return JSON.stringify(sortKeys(value));
}

describe('canonicalJson', () => {
  it('sorts keys at every depth and leaves out undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, undefined, { z: 'x', y: null }], c: undefined } })).toBe('{"a":{"d":[3,null,{"y":null,"z":"x"}]},"b":1}');
    // Integer keys (Carcassonne's cells and features) come first, in numeric order, as in any object.
    expect(canonicalJson({ b: 0, 10: 1, '': 2, 2: 3, '02': 4 })).toBe('{"2":3,"10":1,"":2,"02":4,"b":0}');
    expect(canonicalJson(JSON.parse('{"__proto__": 1, "a": 2}'))).toBe('{"a":2}');
  });

  it('writes exactly what sorting a copy and JSON.stringify wrote (random JSON values, odd keys and numbers)', () => {
    const value = fc.anything({ withNullPrototype: true, withObjectString: false, withBoxedValues: false, withMap: false, withSet: false, withBigInt: false, withTypedArray: false, withSparseArray: true, withDate: false });
    fc.assert(fc.property(value, (v) => {
      expect(canonicalJson(v)).toBe(sortedCopyJson(v));
    }), { numRuns: 300, seed: 21 });
  });
});
