/**
 * The board as a union-find over tile segments, so features grow in near-constant time per tile.
 * Every segment has a global id `tileIndex * SEGMENT_SLOTS + localIndex`; each feature's facts live on its
 * root. addTile returns a new board and never changes its input (states are deep-frozen in tests); search and
 * random playouts, which own their copy, grow it in place instead (placeTileInPlace, with an undo log).
 */
import { ABSENT, logged, type UndoLog } from '../../engine/undo-log';
import type { TileLetter } from './data';
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
    for (const half of HALVES) {
      if (half[0] !== dir) continue;
      const fa = mine.byHalf[half];
      const fb = theirs.byHalf[facingHalf(half)];
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

/** Edge kinds a new tile must show at (x, y), N E S W, with '?' where there is no neighbour. */
function requiredEdges(board: Board, x: number, y: number): string | null {
  let required = '';
  let neighbours = 0;
  for (const dir of DIRS) {
    const other = tileAt(board, x + OFFSETS[dir][0], y + OFFSETS[dir][1]);
    if (other === undefined) {
      required += '?';
      continue;
    }
    neighbours++;
    const them = board.tiles[other];
    required += rotatedEdges(them.letter, them.r)[DIRS.indexOf(OPPOSITE[dir])];
  }
  return neighbours > 0 ? required : null;
}

function matches(required: string, edges: string): boolean {
  for (let i = 0; i < 4; i++) if (required[i] !== '?' && required[i] !== edges[i]) return false;
  return true;
}

/** True when the cell is empty, has a neighbour, and the tile's edges match every placed neighbour. */
export function fits(board: Board, letter: TileLetter, x: number, y: number, r: number): boolean {
  if (tileAt(board, x, y) !== undefined) return false;
  const required = requiredEdges(board, x, y);
  return required !== null && matches(required, rotatedEdges(letter, r));
}

/** Empty cells next to the board and the edges each must match, sorted north to south, then west to east. */
interface Openings {
  cells: readonly (readonly [number, number])[];
  required: readonly string[];
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
  return { cells, required: cells.map(([x, y]) => requiredEdges(board, x, y)!) };
}

/** The openings of `next` (a board plus a tile at x, y) from the board's openings before the tile. */
function deriveOpenings(before: Openings, next: Board, x: number, y: number): Openings {
  const near = new Set(DIRS.map((dir) => cellKey(x + OFFSETS[dir][0], y + OFFSETS[dir][1])));
  const cells: [number, number][] = [];
  const required: string[] = [];
  const kept = new Set<number>();
  before.cells.forEach(([cx, cy], i) => {
    const key = cellKey(cx, cy);
    if (cx === x && cy === y) return;
    kept.add(key);
    cells.push([cx, cy]);
    required.push(near.has(key) ? requiredEdges(next, cx, cy)! : before.required[i]);
  });
  const added: [number, number][] = [];
  for (const dir of DIRS) {
    const nx = x + OFFSETS[dir][0];
    const ny = y + OFFSETS[dir][1];
    const key = cellKey(nx, ny);
    if (!kept.has(key) && next.cells[key] === undefined) added.push([nx, ny]);
  }
  if (added.length === 0) return { cells, required };
  // Only the new cells need their edges worked out; the rest keep theirs, and all stay in frontier order.
  const order = cells.map((cell, i) => ({ cell, required: required[i] }));
  for (const cell of added) order.push({ cell, required: requiredEdges(next, cell[0], cell[1])! });
  order.sort((p, q) => p.cell[1] - q.cell[1] || p.cell[0] - q.cell[0]);
  return { cells: order.map((o) => o.cell), required: order.map((o) => o.required) };
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
    for (let i = 0; i < cells.length; i++) {
      for (let r = 0; r < 4; r++) if (isDistinctRotation(letter, r) && matches(required[i], rotatedEdges(letter, r))) out.push({ x: cells[i][0], y: cells[i][1], r });
    }
    byLetter.set(letter, out);
  }
  return out;
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
