/** Carcassonne: a tile's cell, and a meeple's place (the tile's cell and the segment on it). */
import type { Action, View } from '../games/carcassonne/types';
import type { BoardMark, MarkContext } from './types';

const cell = (x: number, y: number): BoardMark => `cell:${x},${y}`;
const spot = (x: number, y: number, segment: number): BoardMark => `spot:${x},${y},${segment}`;

export function carcassonneMarks(action: Action, { before }: MarkContext<View>): BoardMark[] {
  switch (action.type) {
    case 'place': return [cell(action.x, action.y)];
    case 'meeple': {
      // A meeple goes on the tile just placed this turn.
      const tile = before.placed === null ? undefined : before.tiles[before.placed];
      return tile ? [spot(tile.x, tile.y, action.segment)] : [];
    }
    case 'synod': return [cell(action.x, action.y)];
    case 'sweep':
    case 'cashOut': return [spot(action.x, action.y, action.segment)];
    case 'changePosition': return [spot(action.x, action.y, action.from), spot(action.x, action.y, action.to)];
    default: return [];
  }
}
