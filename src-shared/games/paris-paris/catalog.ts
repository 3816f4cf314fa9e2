/**
 * Each board's tiles and the actions that name them, made once per board and shared by every game on it
 * (frozen, so no state or caller can change them): a reveal draws one of 35 or so tile kinds 60 times a
 * game, and every pick chooses among the tiles on the table.
 */
import type { BoardData } from './board';
import { tileKey, type Action, type Tile } from './types';

type PickAction = Extract<Action, { type: 'pick' }>;
type RevealAction = Extract<Action, { type: 'reveal' }>;

export interface TileCatalog {
  /** The board's tiles in board order: their pool keys, the tiles and the actions naming them. */
  keys: readonly string[];
  tiles: readonly Tile[];
  reveals: readonly RevealAction[];
  /** Taking the tile (a stop with room, or a picker without shops); and taking it evicting seat `s`'s shop. */
  picks: readonly PickAction[];
  evictingPicks: readonly (readonly PickAction[])[];
  /** Shops the tile's stop holds before it is full (2 at an intersection, else 1). */
  capacities: readonly number[];
  /** The index of a tile (or of an action naming one; the catalog's own found without building its key); -1 if none. */
  indexOf(tile: Tile): number;
}

const catalogs = new WeakMap<BoardData, TileCatalog>();

const MAX_SEATS = 4;

export function catalogOf(board: BoardData, capacity: (stop: string) => number): TileCatalog {
  let catalog = catalogs.get(board);
  if (catalog) return catalog;
  const keys = board.tiles.map(tileKey);
  const tiles = board.tiles.map((t) => Object.freeze({ stop: t.stop, line: t.line }));
  const reveals = board.tiles.map((t) => Object.freeze({ type: 'reveal' as const, stop: t.stop, line: t.line }));
  const picks = board.tiles.map((t) => Object.freeze({ type: 'pick' as const, stop: t.stop, line: t.line }));
  const evictingPicks = board.tiles.map((t) =>
    Object.freeze(Array.from({ length: MAX_SEATS }, (_, evict) => Object.freeze({ type: 'pick' as const, stop: t.stop, line: t.line, evict }))),
  );
  const byObject = new WeakMap<object, number>();
  tiles.forEach((tile, i) => byObject.set(tile, i));
  reveals.forEach((reveal, i) => byObject.set(reveal, i));
  const byKey = new Map(keys.map((key, i) => [key, i]));
  const indexOf = (tile: Tile): number => byObject.get(tile) ?? byKey.get(tileKey(tile)) ?? -1;
  catalog = Object.freeze({ keys, tiles, reveals, picks, evictingPicks, capacities: board.tiles.map((t) => capacity(t.stop)), indexOf });
  catalogs.set(board, catalog);
  return catalog;
}
