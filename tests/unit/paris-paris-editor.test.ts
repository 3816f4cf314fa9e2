/** Paris Paris board editor: a stop moves straight to any position, and a removal says which tiles go with it. */
import { describe, expect, test } from 'vitest';
import { DEFAULT_BOARD } from '../../src-shared/games/paris-paris/data';
import { movedTo, tilesAtStop, tilesLeavingLine } from '../../src-renderer/games/paris-paris/editor-ops';

describe('board editor', () => {
  test('a stop moves to any position in one step; the others keep their order', () => {
    expect(movedTo(['a', 'b', 'c', 'd', 'e'], 4, 0)).toEqual(['e', 'a', 'b', 'c', 'd']);
    expect(movedTo(['a', 'b', 'c', 'd', 'e'], 0, 4)).toEqual(['b', 'c', 'd', 'e', 'a']);
    expect(movedTo(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
  });

  test('removing a stop counts the tiles of every line at it, so nothing leaves the board unannounced', () => {
    const line = DEFAULT_BOARD.lines[0];
    const stop = line.stops[1];
    const expected = DEFAULT_BOARD.tiles.filter((t) => t.stop === stop).reduce((n, t) => n + t.count, 0);
    expect(expected).toBeGreaterThan(0);
    expect(tilesAtStop(DEFAULT_BOARD, stop)).toBe(expected);
    const ofLine = DEFAULT_BOARD.tiles.filter((t) => t.stop === stop && t.line === line.id).reduce((n, t) => n + t.count, 0);
    expect(tilesLeavingLine(DEFAULT_BOARD, line.id, 1)).toBe(ofLine);
  });
});
