import { expect, test } from 'vitest';
import { counted } from '../../src-shared/engine/message';

test('English counts agree in number: one is singular, zero and many are plural', () => {
  expect(counted(1, 'play', 'plays')).toBe('1 play');
  expect(counted(0, 'play', 'plays')).toBe('0 plays');
  expect(counted(12, 'unused café bonus', 'unused café bonuses')).toBe('12 unused café bonuses');
});
