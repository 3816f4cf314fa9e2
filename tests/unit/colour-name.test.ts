import { describe, expect, test } from 'vitest';
import { colourWord } from '../../src-renderer/util/colour-name';
import { listGames } from '../../src-shared/games/registry';

describe('seat colour names', () => {
  test('plain shades get their plain names', () => {
    expect(['#ff0000', '#0000ff', '#00aa00', '#ffff00', '#000000', '#ffffff'].map(colourWord)).toEqual(['red', 'blue', 'green', 'yellow', 'black', 'white']);
    expect(colourWord('not a colour')).toBe('grey');
  });

  test.each(listGames().map((g) => [g.meta.id, g.meta.colours] as const))('%s: every seat colour has its own name, so people can tell them apart', (_id, colours) => {
    const hexes = colours.filter((c) => c.startsWith('#'));
    expect(new Set(hexes.map(colourWord)).size).toBe(hexes.length);
  });
});
