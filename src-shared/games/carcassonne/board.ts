/**
 * The board as a union-find over tile segments, so features grow in near-constant time per tile.
 * Every segment has a global id `tileIndex * SEGMENT_SLOTS + localIndex`; each feature's facts live on its
 * root. addTile returns a new board and never changes its input (states are deep-frozen in tests); search and
 * random playouts, which own their copy, grow it in place instead (placeTileInPlace, with an undo log).
 */
import { ABSENT, logged, type UndoLog } from '../../engine/undo-log';
import type { Dir, Half, TileLetter } from './data';
import {
  DIRS, HALVES, OFFSETS, OPPOSITE, SEGMENT_SLOTS, cellKey, edgeOwners, facingHalf, isDistinctRotation, rotatedEdges, segmentsOf,
  type SegmentKind,
} from './geometry';

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

/** Places a tile (no legality check: see `fits`) and merges it with its neighbours' features. */
export function addTile(board: Board, letter: TileLetter, x: number, y: number, r: number): Board {
  const next: Board = { tiles: board.tiles.slice(), cells: { ...board.cells }, parent: board.parent.slice(), features: { ...board.features } };
  growBoard(next, letter, x, y, r, openingsOf.get(board));
  return next;
}

/** A copy of a board whose tables (tiles, cells, parent, features) the caller may change with placeTileInPlace. */
export function ownBoard(board: Board): Board {
  const copy: Board = { tiles: board.tiles.slice(), cells: { ...board.cells }, parent: board.parent.slice(), features: { ...board.features } };
  // Same content, so the same openings and placements (both are replaced, never changed, once the copy grows).
  const known = openingsOf.get(board);
  if (known) openingsOf.set(copy, known);
  const found = placementsOf.get(board);
  if (found) placementsOf.set(copy, found);
  return copy;
}

/**
 * addTile without the copy: changes `board` (which the caller owns: see ownBoard) into the board with the
 * tile placed. With `log`, every overwritten value is recorded so undoChanges restores the board exactly.
 */
export function placeTileInPlace(board: Board, letter: TileLetter, x: number, y: number, r: number, log?: UndoLog): Board {
  const before = openingsOf.get(board);
  if (log) {
    log.push(board.tiles, 'length', board.tiles.length, board.parent, 'length', board.parent.length);
    log.push(openingsOf, board, before ?? ABSENT, placementsOf, board, placementsOf.get(board) ?? ABSENT);
  }
  placementsOf.delete(board);
  openingsOf.delete(board);
  // A move tried and taken back (a search looking one step ahead) never asks for the next placements, so
  // its openings are not worked out (asked for anyway, they are found by a scan).
  growBoard(board, letter, x, y, r, log ? undefined : before, log);
  return board;
}

/** Adds the tile to `board`'s tables (already the caller's to change) and derives the new openings. */
function growBoard(board: Board, letter: TileLetter, x: number, y: number, r: number, before: Openings | undefined, log?: UndoLog): void {
  const index = board.tiles.length;
  board.tiles.push({ letter, x, y, r });
  logged(log, board.cells, cellKey(x, y), index);
  const segments = segmentsOf(letter, r);
  for (let local = 0; local < SEGMENT_SLOTS; local++) board.parent.push(local < segments.length ? segmentId(index, local) : -1);
  segments.forEach((segment, local) => {
    const id = segmentId(index, local);
    logged(log, board.features, id, {
      kind: segment.kind,
      tiles: [index],
      pennants: segment.pennants,
      open: segment.edges.length,
      cityRefs: segment.cities.map((c) => segmentId(index, c)),
    });
  });
  joinNeighbours(board, index, log);
  if (before) openingsOf.set(board, deriveOpenings(before, board, x, y));
}

/** For each side, its two half-edges and the neighbour's half-edge each one touches (in HALVES order). */
const HALF_PAIRS: Readonly<Record<Dir, readonly (readonly [Half, Half])[]>> = Object.fromEntries(
  DIRS.map((dir) => [dir, HALVES.filter((half) => half[0] === dir).map((half) => [half, facingHalf(half)] as const)]),
) as unknown as Record<Dir, readonly (readonly [Half, Half])[]>;

function joinNeighbours(board: Board, index: number, log: UndoLog | undefined): void {
  const me = board.tiles[index];
  const mine = edgeOwners(me.letter, me.r);
  for (const dir of DIRS) {
    const [dx, dy] = OFFSETS[dir];
    const other = tileAt(board, me.x + dx, me.y + dy);
    if (other === undefined) continue;
    const them = board.tiles[other];
    const theirs = edgeOwners(them.letter, them.r);
    const a = mine.byEdge[dir];
    const b = theirs.byEdge[OPPOSITE[dir]];
    if (a >= 0 && b >= 0) union(board, segmentId(index, a), segmentId(other, b), 2, log);
    for (const [half, facing] of HALF_PAIRS[dir]) {
      const fa = mine.byHalf[half];
      const fb = theirs.byHalf[facing];
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
    logged(log, board.features, ra, { ...fa, open: fa.open - closedEdges });
    return;
  }
  const fb = board.features[rb];
  const [root, child] = fa.tiles.length >= fb.tiles.length ? [ra, rb] : [rb, ra];
  logged(log, board.parent, child, root);
  logged(log, board.features, root, {
    kind: fa.kind,
    tiles: [...new Set([...fa.tiles, ...fb.tiles])],
    pennants: fa.pennants + fb.pennants,
    open: fa.open + fb.open - closedEdges,
    cityRefs: [...fa.cityRefs, ...fb.cityRefs],
  });
  if (log) log.push(board.features, child, board.features[child]);
  delete board.features[child];
}

/** Index (in N E S W) of the neighbour's edge that meets a tile's side. */
const FACING_EDGE: Readonly<Record<Dir, number>> = { N: 2, E: 3, S: 0, W: 1 };

/**
 * Edges as numbers, so matching a tile against a cell is two integer operations: each side (N E S W) takes
 * two bits, C = 1, R = 2, F = 3; a cell's requirement carries, above bit 8, a mask of the sides it constrains.
 */
const EDGE_CODE: Readonly<Record<string, number>> = { C: 1, R: 2, F: 3 };

function edgesCode(edges: string): number {
  let code = 0;
  for (let i = 0; i < 4; i++) code |= EDGE_CODE[edges[i]] << (2 * i);
  return code;
}

/** What a new tile must show at (x, y): the neighbours' facing edges and which sides have one; -1 with no neighbour. */
function requiredEdges(board: Board, x: number, y: number): number {
  let code = 0;
  let mask = 0;
  for (let i = 0; i < 4; i++) {
    const dir = DIRS[i];
    const other = tileAt(board, x + OFFSETS[dir][0], y + OFFSETS[dir][1]);
    if (other === undefined) continue;
    const them = board.tiles[other];
    code |= EDGE_CODE[rotatedEdges(them.letter, them.r)[FACING_EDGE[dir]]] << (2 * i);
    mask |= 3 << (2 * i);
  }
  return mask === 0 ? -1 : code | (mask << 8);
}

function matches(required: number, edges: number): boolean {
  return ((required ^ edges) & (required >> 8)) === 0;
}

/** True when the cell is empty, has a neighbour, and the tile's edges match every placed neighbour. */
export function fits(board: Board, letter: TileLetter, x: number, y: number, r: number): boolean {
  if (tileAt(board, x, y) !== undefined) return false;
  const required = requiredEdges(board, x, y);
  return required >= 0 && matches(required, edgesCode(rotatedEdges(letter, r)));
}

/** Empty cells next to the board and the edges each must match, sorted north to south, then west to east. */
interface Openings {
  cells: readonly (readonly [number, number])[];
  /** requiredEdges of each cell. */
  required: readonly number[];
}

/**
 * Boards never change once built, so their openings are kept beside them (not in the state, which stays
 * plain data): a board built by addTile derives them from its predecessor's, touching only the cells around
 * the new tile, instead of walking every tile again on every call.
 */
const openingsOf = new WeakMap<Board, Openings>();
const placementsOf = new WeakMap<Board, Map<TileLetter, Placement[]>>();

function openings(board: Board): Openings {
  let found = openingsOf.get(board);
  if (!found) {
    found = scanOpenings(board);
    openingsOf.set(board, found);
  }
  return found;
}

function scanOpenings(board: Board): Openings {
  const seen = new Set<number>();
  const cells: [number, number][] = [];
  for (const tile of board.tiles) {
    for (const dir of DIRS) {
      const x = tile.x + OFFSETS[dir][0];
      const y = tile.y + OFFSETS[dir][1];
      const key = cellKey(x, y);
      if (seen.has(key) || board.cells[key] !== undefined) continue;
      seen.add(key);
      cells.push([x, y]);
    }
  }
  return withRequired(board, cells);
}

function withRequired(board: Board, cells: [number, number][]): Openings {
  cells.sort((p, q) => p[1] - q[1] || p[0] - q[0]);
  return { cells, required: cells.map(([x, y]) => requiredEdges(board, x, y)) };
}

/**
 * The openings of `next` (a board plus a tile at x, y) from the board's openings before the tile: the cell
 * leaves, the empty cells around it get their edges worked out again (or join, in frontier order).
 */
function deriveOpenings(before: Openings, next: Board, x: number, y: number): Openings {
  const cells = before.cells.slice();
  const required = before.required.slice();
  const at = frontierIndex(cells, x, y);
  if (at >= 0) {
    cells.splice(at, 1);
    required.splice(at, 1);
  }
  for (const dir of DIRS) {
    const nx = x + OFFSETS[dir][0];
    const ny = y + OFFSETS[dir][1];
    if (next.cells[cellKey(nx, ny)] !== undefined) continue;
    const edges = requiredEdges(next, nx, ny);
    const i = frontierIndex(cells, nx, ny);
    if (i >= 0) required[i] = edges;
    else {
      cells.splice(~i, 0, [nx, ny]);
      required.splice(~i, 0, edges);
    }
  }
  return { cells, required };
}

/** Binary search in frontier order (north to south, then west to east): the cell's index, or ~(where it would go). */
function frontierIndex(cells: readonly (readonly [number, number])[], x: number, y: number): number {
  let low = 0;
  let high = cells.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const order = cells[mid][1] - y || cells[mid][0] - x;
    if (order === 0) return mid;
    if (order < 0) low = mid + 1;
    else high = mid - 1;
  }
  return ~low;
}

/** Empty cells next to the board, sorted north to south, then west to east. */
export function frontier(board: Board): (readonly [number, number])[] {
  return openings(board).cells.slice();
}

export interface Placement {
  x: number;
  y: number;
  r: number;
}

/** Every legal placement of a tile, in frontier order then rotation (shared: callers must not change it). */
export function placements(board: Board, letter: TileLetter): readonly Placement[] {
  let byLetter = placementsOf.get(board);
  if (!byLetter) {
    byLetter = new Map();
    placementsOf.set(board, byLetter);
  }
  let out = byLetter.get(letter);
  if (!out) {
    out = [];
    const { cells, required } = openings(board);
    const turns = distinctTurns(letter);
    for (let i = 0; i < cells.length; i++) {
      for (let t = 0; t < turns.length; t++) if (matches(required[i], turns[t][1])) out.push({ x: cells[i][0], y: cells[i][1], r: turns[t][0] });
    }
    byLetter.set(letter, out);
  }
  return out;
}

const turnsOf = new Map<TileLetter, readonly (readonly [number, number])[]>();

/** The rotations of a tile that look different, each with its edges' code. */
function distinctTurns(letter: TileLetter): readonly (readonly [number, number])[] {
  let turns = turnsOf.get(letter);
  if (!turns) turnsOf.set(letter, (turns = [0, 1, 2, 3].filter((r) => isDistinctRotation(letter, r)).map((r) => [r, edgesCode(rotatedEdges(letter, r))] as const)));
  return turns;
}

export function canPlace(board: Board, letter: TileLetter): boolean {
  return placements(board, letter).length > 0;
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
  const roots = new Set(field.cityRefs.map((id) => find(board.parent, id)));
  return [...roots].filter((root) => isComplete(board, root)).sort((a, b) => a - b);
}
