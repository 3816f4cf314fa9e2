/**
 * Geometry of the 6×6 city map: roads between the 7×7 intersections, the sides of each location,
 * and where a card's coordinates point on a given player board. Rules-free (the renderer may import it).
 */
import { BOARD_LAYOUTS, GRID, LANDMARKS, SOLO_ROWS, type PlacedLandmark } from './data';
import { roadKey, type Intersection } from './route/types';

export const POINTS = GRID + 1;

export interface Road {
  key: string;
  a: Intersection;
  b: Intersection;
}

/** Every road of the map, horizontal ones first, in a fixed order. */
export const ROADS: readonly Road[] = (() => {
  const roads: Road[] = [];
  for (let y = 0; y < POINTS; y++) {
    for (let x = 0; x < GRID; x++) roads.push(makeRoad({ x, y }, { x: x + 1, y }));
  }
  for (let x = 0; x < POINTS; x++) {
    for (let y = 0; y < GRID; y++) roads.push(makeRoad({ x, y }, { x, y: y + 1 }));
  }
  return roads;
})();

export const ROAD_BY_KEY: ReadonlyMap<string, Road> = new Map(ROADS.map((r) => [r.key, r]));

/** Each road's position in ROADS. */
export const ROAD_INDEX: ReadonlyMap<string, number> = new Map(ROADS.map((r, i) => [r.key, i]));

function makeRoad(a: Intersection, b: Intersection): Road {
  return { key: roadKey(a, b), a, b };
}

/** Location index y * 6 + x. */
export function locationIndex(x: number, y: number): number {
  return y * GRID + x;
}

export function locationOf(index: number): { x: number; y: number } {
  return { x: index % GRID, y: Math.floor(index / GRID) };
}

/** Per location, the four roads along its sides: top, bottom, left, right (worked out once: asked every turn). */
const SIDES: readonly (readonly string[])[] = Array.from({ length: GRID * GRID }, (_, index) => {
  const { x, y } = locationOf(index);
  return Object.freeze([
    roadKey({ x, y }, { x: x + 1, y }),
    roadKey({ x, y: y + 1 }, { x: x + 1, y: y + 1 }),
    roadKey({ x, y }, { x, y: y + 1 }),
    roadKey({ x: x + 1, y }, { x: x + 1, y: y + 1 }),
  ]);
});

/** The four roads along a location's sides: top, bottom, left, right. */
export function sidesOf(index: number): readonly string[] {
  return SIDES[index];
}

function sameIntersection(u: Intersection, v: Intersection): boolean {
  return u.x === v.x && u.y === v.y;
}

export function roadsShareEnd(first: string, second: string): boolean {
  const p = ROAD_BY_KEY.get(first)!;
  const q = ROAD_BY_KEY.get(second)!;
  return sameIntersection(p.a, q.a) || sameIntersection(p.a, q.b) || sameIntersection(p.b, q.a) || sameIntersection(p.b, q.b);
}

/** Per road, every road sharing an end with it (itself included), in ROADS order: worked out once, asked every turn. */
const MEETING: ReadonlyMap<string, readonly string[]> = new Map(ROADS.map((r) => [r.key, ROADS.filter((q) => roadsShareEnd(r.key, q.key)).map((q) => q.key)]));

export function roadsMeeting(key: string): readonly string[] {
  return MEETING.get(key)!;
}

export function isBorderRoad(key: string): boolean {
  const { a, b } = ROAD_BY_KEY.get(key)!;
  const edge = (v: number) => v === 0 || v === GRID;
  return (a.y === b.y && edge(a.y)) || (a.x === b.x && edge(a.x));
}

/** Locations of board `board` whose printed digits are (first, second) in either order. */
export function locationsForDigits(board: number, first: number, second: number): number[] {
  const layout = BOARD_LAYOUTS[board];
  const out: number[] = [];
  for (let y = 0; y < GRID; y++) {
    for (let x = 0; x < GRID; x++) {
      const col = layout.cols[x];
      const row = layout.rows[y];
      if ((col === first && row === second) || (col === second && row === first)) out.push(locationIndex(x, y));
    }
  }
  return out;
}

export const LANDMARK_AT: ReadonlyMap<number, PlacedLandmark> = new Map(LANDMARKS.map((l) => [locationIndex(l.x, l.y), l]));

/** Coordinate digits wrap around: 6 + 1 → 1, 1 − 1 → 6. */
export function wrapDigit(digit: number): number {
  return ((((digit - 1) % 6) + 6) % 6) + 1;
}

/** Solo sequence positions as [row, column]; row 0 is the back row. */
export const SOLO_POSITIONS: readonly [number, number][] = SOLO_ROWS.flatMap((size, row) => Array.from({ length: size }, (_, col) => [row, col] as [number, number]));

/** Positions (indexes into SOLO_POSITIONS) that lie on top of position `index`. */
export function soloCoveredBy(index: number): number[] {
  const [row, col] = SOLO_POSITIONS[index];
  if (row + 1 >= SOLO_ROWS.length) return [];
  const nextSize = SOLO_ROWS[row + 1];
  const overlapping = nextSize > SOLO_ROWS[row] ? [col, col + 1] : [col - 1, col];
  return SOLO_POSITIONS.map((p, i) => [p, i] as const)
    .filter(([[r, c]]) => r === row + 1 && overlapping.includes(c) && c >= 0 && c < nextSize)
    .map(([, i]) => i);
}
