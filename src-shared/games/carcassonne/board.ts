/**
 * The board as a union-find over tile segments, so features grow in near-constant time per tile.
 * Every segment has a global id `tileIndex * SEGMENT_SLOTS + localIndex`; each feature's facts live on its
 * root. addTile returns a new board and never changes its input (states are deep-frozen in tests); search and
 * random playouts, which own their copy, grow it in place instead (placeTileInPlace, with an undo log).
 */
import { ABSENT, logged, type UndoLog } from '../../engine/undo-log';
import { TILE_LETTERS, type TileLetter } from './data';
import { DIRS, HALVES, OFFSETS, SEGMENT_SLOTS, cellKey, edgeOwners, facingHalf, isDistinctRotation, rotatedEdges, segmentsOf, type Segment, type SegmentKind } from './geometry';

export interface PlacedTile {
  letter: TileLetter;
  x: number;
  y: number;
  /** Quarter turns clockwise. */
  r: number;
}

export interface Feature {
  kind: SegmentKind;
  /** Distinct tile indexes (a tile counts once even if it holds two segments of the feature). */
  tiles: number[];
  pennants: number;
  /** Road/city edges not yet matched by a neighbour: 0 means complete. */
  open: number;
  /** Fields: global ids of the city segments they touch (resolve with `find` when scoring). */
  cityRefs: number[];
}

export interface Board {
  tiles: PlacedTile[];
  /** cellKey(x, y) → tile index. */
  cells: Record<number, number>;
  /** Union-find parents by global segment id; -1 for unused slots. */
  parent: number[];
  /** Feature facts by root id. */
  features: Record<number, Feature>;
}

export const EMPTY_BOARD: Board = { tiles: [], cells: {}, parent: [], features: {} };

export function segmentId(tile: number, local: number): number {
  return tile * SEGMENT_SLOTS + local;
}

export function find(parent: readonly number[], id: number): number {
  let node = id;
  while (parent[node] !== node) node = parent[node];
  return node;
}

export function tileAt(board: Board, x: number, y: number): number | undefined {
  return board.cells[cellKey(x, y)];
}

/**
 * Edges as numbers, so matching a tile against a cell is a table look-up: each side (N E S W) takes two bits,
 * C = 1, R = 2, F = 3; a cell's requirement has 0 on a side with no neighbour (so it never constrains it).
 */
const EDGE_CODE: Readonly<Record<string, number>> = { C: 1, R: 2, F: 3 };

/** Index (in N E S W) of the neighbour's edge that meets a tile's side. */
const FACING_EDGE = [2, 3, 0, 1] as const;

/** Steps in cellKey space to the neighbour on each side (N E S W): see cellKey. */
const KEY_STEP = DIRS.map((dir) => cellKey(OFFSETS[dir][0], OFFSETS[dir][1]) - cellKey(0, 0));

/** What a placement needs of a tile type in one rotation, worked out once. */
interface Shape {
  segments: readonly Segment[];
  /** Edge codes, two bits per side. */
  edges: number;
  /** Local road/city segment on each side (N E S W), or -1 for a field edge. */
  byEdge: readonly number[];
  /** Local field segment on each half-edge (HALVES order), or -1 where a road or city covers it. */
  byHalf: readonly number[];
}

const LETTER_INDEX = Object.fromEntries(TILE_LETTERS.map((letter, i) => [letter, i])) as Record<TileLetter, number>;

const SHAPES: readonly Shape[] = TILE_LETTERS.flatMap((letter) =>
  [0, 1, 2, 3].map((r) => {
    const owners = edgeOwners(letter, r);
    return { segments: segmentsOf(letter, r), edges: edgesCode(rotatedEdges(letter, r)), byEdge: DIRS.map((d) => owners.byEdge[d]), byHalf: HALVES.map((h) => owners.byHalf[h]) };
  }),
);

function shapeOf(letter: TileLetter, r: number): Shape {
  return SHAPES[LETTER_INDEX[letter] * 4 + r];
}

function edgesCode(edges: string): number {
  let code = 0;
  for (let i = 0; i < 4; i++) code |= EDGE_CODE[edges[i]] << (2 * i);
  return code;
}

/** True when a tile's edges meet every side the requirement constrains. */
function matches(required: number, edges: number): boolean {
  const constrained = ((required | (required >> 1)) & 0x55) * 3;
  return ((required ^ edges) & constrained) === 0;
}

/**
 * For each tile type and requirement (256 codes), the distinct rotations that fit, as bits (bit r):
 * the placement search is then one look-up per open cell.
 */
const FITTING: Uint8Array = (() => {
  const table = new Uint8Array(TILE_LETTERS.length * 256);
  TILE_LETTERS.forEach((letter, i) => {
    for (let required = 1; required < 256; required++) {
      let bits = 0;
      for (let r = 0; r < 4; r++) if (isDistinctRotation(letter, r) && matches(required, shapeOf(letter, r).edges)) bits |= 1 << r;
      table[i * 256 + required] = bits;
    }
  });
  return table;
})();

/** Places a tile (no legality check: see `fits`) and merges it with its neighbours' features. */
export function addTile(board: Board, letter: TileLetter, x: number, y: number, r: number): Board {
  const next: Board = { tiles: board.tiles.slice(), cells: { ...board.cells }, parent: board.parent.slice(), features: { ...board.features } };
  growBoard(next, letter, x, y, r);
  const before = openingsOf.get(board);
  if (before) openingsOf.set(next, deriveOpenings(copyOpenings(before), next, x, y));
  return next;
}

/** A copy of a board whose tables (tiles, cells, parent, features) the caller may change with placeTileInPlace. */
export function ownBoard(board: Board): Board {
  const copy: Board = { tiles: board.tiles.slice(), cells: { ...board.cells }, parent: board.parent.slice(), features: { ...board.features } };
  // Same content, so the same openings and placements (copied, never changed, once either board grows).
  const known = openingsOf.get(board);
  if (known) {
    known.shared = true;
    openingsOf.set(copy, known);
  }
  return copy;
}

/**
 * addTile without the copy: changes `board` (which the caller owns: see ownBoard) into the board with the
 * tile placed. With `log`, every overwritten value is recorded so undoChanges restores the board exactly.
 */
export function placeTileInPlace(board: Board, letter: TileLetter, x: number, y: number, r: number, log?: UndoLog): Board {
  const before = openingsOf.get(board);
  if (log) {
    // A move tried and taken back (a search looking one step ahead) never asks for the next placements, so
    // its openings are not worked out (asked for anyway, they are found by a scan, and forgotten on undo).
    log.push(board.tiles, 'length', board.tiles.length, board.parent, 'length', board.parent.length, openingsOf, board, before ?? ABSENT);
    openingsOf.delete(board);
    growBoard(board, letter, x, y, r, log);
    return board;
  }
  growBoard(board, letter, x, y, r);
  // Openings only this board uses are changed in place; shared ones (ownBoard) are copied first.
  if (before?.shared) openingsOf.set(board, deriveOpenings(copyOpenings(before), board, x, y));
  else if (before) deriveOpenings(before, board, x, y);
  return board;
}

/** Shared by every segment that touches no city (never changed: a merge builds a new list). */
const NO_CITIES: number[] = Object.freeze([]) as unknown as number[];

function newFeature(kind: SegmentKind, tiles: number[], pennants: number, open: number, cityRefs: number[]): Feature {
  return { kind, tiles, pennants, open, cityRefs };
}

/** Adds the tile to `board`'s tables (already the caller's to change). */
function growBoard(board: Board, letter: TileLetter, x: number, y: number, r: number, log?: UndoLog): void {
  const index = board.tiles.length;
  board.tiles.push({ letter, x, y, r });
  logged(log, board.cells, cellKey(x, y), index);
  const shape = shapeOf(letter, r);
  const segments = shape.segments;
  const base = segmentId(index, 0);
  for (let local = 0; local < SEGMENT_SLOTS; local++) board.parent.push(local < segments.length ? base + local : -1);
  for (let local = 0; local < segments.length; local++) {
    const segment = segments[local];
    const cities = segment.cities.length ? segment.cities.map((c) => base + c) : NO_CITIES;
    logged(log, board.features, base + local, newFeature(segment.kind, [index], segment.pennants, segment.edges.length, cities));
  }
  joinNeighbours(board, index, shape, x, y, log);
}

/** For each side (N E S W), its two half-edges and the neighbour's half-edge each one touches, as HALVES indexes. */
const HALF_PAIRS: readonly (readonly number[])[] = DIRS.map((dir) =>
  HALVES.filter((half) => half[0] === dir).flatMap((half) => [HALVES.indexOf(half), HALVES.indexOf(facingHalf(half))]),
);

function joinNeighbours(board: Board, index: number, mine: Shape, x: number, y: number, log: UndoLog | undefined): void {
  const key = cellKey(x, y);
  for (let side = 0; side < 4; side++) {
    const other = board.cells[key + KEY_STEP[side]];
    if (other === undefined) continue;
    const them = board.tiles[other];
    const theirs = shapeOf(them.letter, them.r);
    const a = mine.byEdge[side];
    const b = theirs.byEdge[FACING_EDGE[side]];
    if (a >= 0 && b >= 0) union(board, segmentId(index, a), segmentId(other, b), 2, log);
    const pairs = HALF_PAIRS[side];
    for (let p = 0; p < pairs.length; p += 2) {
      const fa = mine.byHalf[pairs[p]];
      const fb = theirs.byHalf[pairs[p + 1]];
      if (fa >= 0 && fb >= 0) union(board, segmentId(index, fa), segmentId(other, fb), 0, log);
    }
  }
}

/** Merges two segments' features (changes `board`, which is the caller's to change; features are replaced, never changed). */
function union(board: Board, a: number, b: number, closedEdges: number, log: UndoLog | undefined): void {
  const ra = find(board.parent, a);
  const rb = find(board.parent, b);
  const fa = board.features[ra];
  if (ra === rb) {
    logged(log, board.features, ra, newFeature(fa.kind, fa.tiles, fa.pennants, fa.open - closedEdges, fa.cityRefs));
    return;
  }
  const fb = board.features[rb];
  const root = fa.tiles.length >= fb.tiles.length ? ra : rb;
  const child = root === ra ? rb : ra;
  logged(log, board.parent, child, root);
  // Lists are never changed once made, so a merge may share one side's list when the other adds nothing.
  const cityRefs = fb.cityRefs.length === 0 ? fa.cityRefs : fa.cityRefs.length === 0 ? fb.cityRefs : fa.cityRefs.concat(fb.cityRefs);
  logged(log, board.features, root, newFeature(fa.kind, mergeTiles(fa.tiles, fb.tiles), fa.pennants + fb.pennants, fa.open + fb.open - closedEdges, cityRefs));
  if (log) log.push(board.features, child, board.features[child]);
  delete board.features[child];
}

/** Marks for mergeTiles: tile t is in the first list when seen[t] === stamp. */
const seen: number[] = [];
let stamp = 0;

/** The first list, then the second's tiles not in it, in order (a tile holding segments of both counts once). */
function mergeTiles(first: readonly number[], second: readonly number[]): number[] {
  stamp++;
  for (let i = 0; i < first.length; i++) seen[first[i]] = stamp;
  const out = first.slice();
  for (let i = 0; i < second.length; i++) if (seen[second[i]] !== stamp) out.push(second[i]);
  return out;
}

/** What a new tile must show at cellKey `key`: the neighbours' facing edges (0 on a side with none; 0 overall with no neighbour). */
function requiredAt(board: Board, key: number): number {
  let code = 0;
  for (let side = 0; side < 4; side++) {
    const other = board.cells[key + KEY_STEP[side]];
    if (other === undefined) continue;
    const them = board.tiles[other];
    code |= ((shapeOf(them.letter, them.r).edges >> (2 * FACING_EDGE[side])) & 3) << (2 * side);
  }
  return code;
}

/** True when the cell is empty, has a neighbour, and the tile's edges match every placed neighbour. */
export function fits(board: Board, letter: TileLetter, x: number, y: number, r: number): boolean {
  const key = cellKey(x, y);
  if (board.cells[key] !== undefined) return false;
  const required = requiredAt(board, key);
  return required !== 0 && matches(required, shapeOf(letter, r).edges);
}

/**
 * Empty cells next to the board and the edges each must match, in frontier order: north to south, then west
 * to east, each cell as its orderKey.
 */
interface Openings {
  order: number[];
  /** requiredAt of each cell. */
  required: number[];
  /** Also another board's (ownBoard): never changed then, only copied. */
  shared: boolean;
  /** Legal placements on this board by tile type (LETTER_INDEX), each worked out when first asked for. */
  placements: (TilePlacement[] | undefined)[];
}

/** A copy to derive another board's openings from (its placements are not this board's). */
function copyOpenings(openings: Openings): Openings {
  return { order: openings.order.slice(), required: openings.required.slice(), shared: false, placements: [] };
}

/** A cell's place in frontier order (y first, then x), as one number. */
function orderKey(x: number, y: number): number {
  return (y + 256) * 1024 + (x + 256);
}

function orderX(order: number): number {
  return (order & 1023) - 256;
}

function orderY(order: number): number {
  return (order >> 10) - 256;
}

/** Steps in orderKey space to the neighbour on each side (N E S W). */
const ORDER_STEP = DIRS.map((dir) => orderKey(OFFSETS[dir][0], OFFSETS[dir][1]) - orderKey(0, 0));

/**
 * Boards never change once built, so their openings are kept beside them (not in the state, which stays
 * plain data): a board built by addTile derives them from its predecessor's, touching only the cells around
 * the new tile, instead of walking every tile again on every call.
 */
const openingsOf = new WeakMap<Board, Openings>();

function openings(board: Board): Openings {
  let found = openingsOf.get(board);
  if (!found) {
    found = scanOpenings(board);
    openingsOf.set(board, found);
  }
  return found;
}

function scanOpenings(board: Board): Openings {
  const found = new Set<number>();
  for (const tile of board.tiles) {
    for (const dir of DIRS) {
      const x = tile.x + OFFSETS[dir][0];
      const y = tile.y + OFFSETS[dir][1];
      if (board.cells[cellKey(x, y)] === undefined) found.add(orderKey(x, y));
    }
  }
  const order = [...found].sort((p, q) => p - q);
  return { order, required: order.map((o) => requiredAt(board, cellKey(orderX(o), orderY(o)))), shared: false, placements: [] };
}

/**
 * Changes `openings` (the board's before the tile; the caller's to change) into those of `next`, the board
 * with a tile at x, y: the cell leaves, the empty cells around it get their edges worked out again (or join,
 * in frontier order).
 */
function deriveOpenings(openings: Openings, next: Board, x: number, y: number): Openings {
  const { order, required } = openings;
  openings.placements = [];
  const at = frontierIndex(order, orderKey(x, y));
  if (at >= 0) {
    order.splice(at, 1);
    required.splice(at, 1);
  }
  const key = cellKey(x, y);
  const placed = orderKey(x, y);
  const tile = next.tiles[next.cells[key]];
  const edges = shapeOf(tile.letter, tile.r).edges;
  for (let side = 0; side < 4; side++) {
    // The new tile adds one constraint to the cell on this side: its own edge, on the cell's side facing it. A
    // cell already open keeps the others; an empty cell not open before had no neighbour, so this is its only one.
    const facing = ((edges >> (2 * side)) & 3) << (2 * FACING_EDGE[side]);
    const o = placed + ORDER_STEP[side];
    const i = frontierIndex(order, o);
    if (i >= 0) required[i] |= facing;
    else if (next.cells[key + KEY_STEP[side]] === undefined) {
      order.splice(~i, 0, o);
      required.splice(~i, 0, facing);
    }
  }
  return openings;
}

/** Binary search in frontier order: the cell's index, or ~(where it would go). */
function frontierIndex(order: readonly number[], key: number): number {
  let low = 0;
  let high = order.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = order[mid];
    if (at === key) return mid;
    if (at < key) low = mid + 1;
    else high = mid - 1;
  }
  return ~low;
}

/** Empty cells next to the board, sorted north to south, then west to east. */
export function frontier(board: Board): (readonly [number, number])[] {
  return openings(board).order.map((o) => [orderX(o), orderY(o)] as const);
}

export interface Placement {
  x: number;
  y: number;
  r: number;
}

/** A placement as the action that makes it. */
export interface TilePlacement extends Placement {
  type: 'place';
  tile: TileLetter;
}

/** Every legal placement of a tile, in frontier order then rotation (shared: callers must not change the list or its actions). */
export function placements(board: Board, letter: TileLetter): readonly TilePlacement[] {
  const found = openings(board);
  let out = found.placements[LETTER_INDEX[letter]];
  if (!out) {
    out = [];
    const { order, required } = found;
    const base = LETTER_INDEX[letter] * 256;
    for (let i = 0; i < order.length; i++) {
      const bits = FITTING[base + required[i]];
      if (bits === 0) continue;
      const x = orderX(order[i]);
      const y = orderY(order[i]);
      for (let r = 0; r < 4; r++) if (bits & (1 << r)) out.push({ type: 'place', tile: letter, x, y, r });
    }
    found.placements[LETTER_INDEX[letter]] = out;
  }
  return out;
}

/** True when the tile fits somewhere (a look-up per open cell, stopping at the first fit). */
export function canPlace(board: Board, letter: TileLetter): boolean {
  const found = openings(board);
  const known = found.placements[LETTER_INDEX[letter]];
  if (known) return known.length > 0;
  const { required } = found;
  const base = LETTER_INDEX[letter] * 256;
  for (let i = 0; i < required.length; i++) if (FITTING[base + required[i]] !== 0) return true;
  return false;
}

/** Tiles placed among the 8 cells around a tile (a monastery is complete at 8). */
export function neighbourCount(board: Board, tile: number): number {
  const { x, y } = board.tiles[tile];
  let count = 0;
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) if ((dx || dy) && tileAt(board, x + dx, y + dy) !== undefined) count++;
  }
  return count;
}

export function isComplete(board: Board, root: number): boolean {
  const feature = board.features[root];
  if (feature.kind === 'monastery') return neighbourCount(board, feature.tiles[0]) === 8;
  if (feature.kind === 'field') return false;
  return feature.open === 0;
}

/** Roots of the distinct completed cities a field touches. */
export function completedCitiesOf(board: Board, field: Feature): number[] {
  // Asked for every farmer of every position the search values: one pass, no intermediate sets or lists.
  const out: number[] = [];
  for (const id of field.cityRefs) {
    const root = find(board.parent, id);
    if (!out.includes(root) && isComplete(board, root)) out.push(root);
  }
  return out.length > 1 ? out.sort((p, q) => p - q) : out;
}
