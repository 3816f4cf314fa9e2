import { describe, expect, test } from 'vitest';
import { fitName, squeezeTo } from '../../src-renderer/games/paris/labels';

describe('Paris board texts fit their boxes', () => {
  test('a label that would run past its box is squeezed to the box; one that fits is left alone', () => {
    // "boulangerie" at 13 px is about 86 px: wider than a 52 px building space.
    expect(squeezeTo('boulangerie', 13, 52)).toBe(52);
    expect(squeezeTo('shop', 13, 52)).toBeUndefined();
    // Japanese characters take a full em: 4 of them at 13 px (52 px) just fit, 5 do not.
    expect(squeezeTo('パン屋さ', 13, 52)).toBeUndefined();
    expect(squeezeTo('パン屋さん', 13, 52)).toBe(52);
  });

  test('names are cut with an ellipsis before they are squeezed, counting a Japanese character as two letters', () => {
    expect(fitName('Jardin du Luxembourg', 14)).toBe('Jardin du Lux…');
    expect(fitName('ノートルダム大聖堂', 13)).toBe('ノートルダ…');
  });
});
