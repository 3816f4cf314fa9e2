import { describe, expect, test } from 'vitest';
import { signedPoints } from '../../src-renderer/util/signed-points';

describe('a suggested move\'s expected gain', () => {
  test('signed, one decimal, in the language\'s decimal mark', () => {
    expect([1.06, -0.54, 12, 0, 0.04, -0.04].map((v) => signedPoints(v, 'en'))).toEqual(['+1.1', '−0.5', '+12.0', '0.0', '0.0', '0.0']);
    expect([1.06, -0.54, 1234.5].map((v) => signedPoints(v, 'fr'))).toEqual(['+1,1', '−0,5', '+1\u202f234,5']);
    expect(signedPoints(3.25, 'ja')).toBe('+3.3');
  });
});
