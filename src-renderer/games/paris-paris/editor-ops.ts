/** Board editor operations kept out of the component so they can be tested: reordering and what a removal costs. */
import type { BoardData } from '../../../src-shared/games/paris-paris/board';

/** The stops with the one at `from` moved to position `to` (both 0-based), the others keeping their order. */
export function movedTo<T>(items: readonly T[], from: number, to: number): T[] {
  const out = items.slice();
  if (from < 0 || from >= out.length) return out;
  const [item] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(to, out.length)), 0, item);
  return out;
}

/** Stop tiles that go with a stop removed from the board: every line's tiles at that stop. */
export function tilesAtStop(board: BoardData, stop: string): number {
  return board.tiles.filter((tile) => tile.stop === stop).reduce((sum, tile) => sum + (Number(tile.count) || 0), 0);
}

/** Stop tiles that go when the stop at `index` leaves line `lineId` (none when the line passes it again). */
export function tilesLeavingLine(board: BoardData, lineId: string, index: number): number {
  const line = board.lines.find((l) => l.id === lineId);
  if (!line) return 0;
  const stop = line.stops[index];
  if (line.stops.filter((s) => s === stop).length > 1) return 0;
  return board.tiles.filter((tile) => tile.stop === stop && tile.line === lineId).reduce((sum, tile) => sum + (Number(tile.count) || 0), 0);
}
