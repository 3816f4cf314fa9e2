/**
 * Tile geometry: the segments of a tile type in a given rotation. Rules-free (the renderer draws from it).
 * Local segment numbering on a tile: cities first, then roads, then fields, then the monastery.
 */
import { TILE_BY_LETTER, TILE_TYPES, type Dir, type Half, type TileLetter } from './data';

export type SegmentKind = 'city' | 'road' | 'field' | 'monastery';

export interface Segment {
  kind: SegmentKind;
  /** Road/city edges after rotation. */
  edges: Dir[];
  /** Field half-edges after rotation. */
  halves: Half[];
  pennants: number;
  /** For fields: local indexes of the city segments this field touches. */
  cities: number[];
}

export const DIRS: readonly Dir[] = ['N', 'E', 'S', 'W'];
export const HALVES: readonly Half[] = ['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'];
/** Upper bound on segments per tile (X has 8: four roads and four fields), used to number segments globally. */
export const SEGMENT_SLOTS = 10;

export const OFFSETS: Readonly<Record<Dir, [number, number]>> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
export const OPPOSITE: Readonly<Record<Dir, Dir>> = { N: 'S', E: 'W', S: 'N', W: 'E' };

export function rotateDir(dir: Dir, rotation: number): Dir {
  return DIRS[(DIRS.indexOf(dir) + rotation) % 4];
}

/** A quarter turn clockwise moves every half-edge two places on, clockwise (Nw → En). */
export function rotateHalf(half: Half, rotation: number): Half {
  return HALVES[(HALVES.indexOf(half) + 2 * rotation) % 8];
}

/** The half-edge of the neighbour that touches `half`: same side, opposite edge (En meets Wn). */
export function facingHalf(half: Half): Half {
  return `${OPPOSITE[half[0] as Dir]}${half[1]}` as Half;
}

const SEGMENTS: Readonly<Record<string, Segment[][]>> = Object.fromEntries(
  TILE_TYPES.map((t) => [t.letter, [0, 1, 2, 3].map((r) => buildSegments(t.letter, r))]),
);

export function segmentsOf(letter: TileLetter, rotation: number): Segment[] {
  return SEGMENTS[letter][rotation];
}

function buildSegments(letter: TileLetter, rotation: number): Segment[] {
  const type = TILE_BY_LETTER[letter];
  const turn = (edges: string): Dir[] => [...edges].map((e) => rotateDir(e as Dir, rotation));
  const segments: Segment[] = [];
  for (const city of type.cities) segments.push({ kind: 'city', edges: turn(city.edges), halves: [], pennants: city.pennants, cities: [] });
  for (const road of type.roads) segments.push({ kind: 'road', edges: turn(road), halves: [], pennants: 0, cities: [] });
  for (const field of type.fields) {
    segments.push({ kind: 'field', edges: [], halves: field.halves.map((h) => rotateHalf(h, rotation)), pennants: 0, cities: field.cities.slice() });
  }
  if (type.monastery) segments.push({ kind: 'monastery', edges: [], halves: [], pennants: 0, cities: [] });
  return segments;
}

/** What a rotated tile looks like on the table, independent of how its segments are numbered. */
function appearance(letter: TileLetter, rotation: number): string {
  return segmentsOf(letter, rotation)
    .map((s) => `${s.kind}:${[...s.edges].sort().join('')}:${[...s.halves].sort().join('')}:${s.pennants}`)
    .sort()
    .join('|');
}

/**
 * For each tile, the rotations that put something different on the table: a straight road at 180° is the
 * same tile as at 0°, so only the first of identical rotations is offered as a choice. (A log that names the
 * other one is still legal: it places the very same tile.)
 */
const DISTINCT_ROTATIONS: Readonly<Record<string, readonly boolean[]>> = Object.fromEntries(
  TILE_TYPES.map((t) => {
    const seen = new Set<string>();
    return [t.letter, [0, 1, 2, 3].map((r) => {
      const look = appearance(t.letter, r);
      if (seen.has(look)) return false;
      seen.add(look);
      return true;
    })];
  }),
);

export function isDistinctRotation(letter: TileLetter, rotation: number): boolean {
  return DISTINCT_ROTATIONS[letter][rotation];
}

/** Edge kinds ('C', 'R', 'F') of a rotated tile, keyed by direction. */
const ROTATED_EDGES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  TILE_TYPES.map((t) => [t.letter, [0, 1, 2, 3].map((r) => t.edges.slice(4 - r) + t.edges.slice(0, 4 - r))]),
);

/** Edge kinds of a rotated tile as a 4-letter string in N, E, S, W order (a quarter turn moves W to N). */
export function rotatedEdges(letter: TileLetter, rotation: number): string {
  return ROTATED_EDGES[letter][rotation];
}

const kindsCache = new Map<string, Record<Dir, string>>();

export function edgeKinds(letter: TileLetter, rotation: number): Record<Dir, string> {
  const key = `${letter}${rotation}`;
  let found = kindsCache.get(key);
  if (!found) {
    const edges = TILE_BY_LETTER[letter].edges;
    const out = {} as Record<Dir, string>;
    DIRS.forEach((dir, i) => {
      out[rotateDir(dir, rotation)] = edges[i];
    });
    kindsCache.set(key, out);
    found = out;
  }
  return found;
}

/** Numeric cell key (integer object keys are fast); the board can never reach ±200 from the start tile. */
export function cellKey(x: number, y: number): number {
  return (x + 256) * 1024 + (y + 256);
}

export interface EdgeOwners {
  /** Local road/city segment on each edge, or -1 for a field edge. */
  byEdge: Record<Dir, number>;
  /** Local field segment on each half-edge, or -1 where a road or city covers it. */
  byHalf: Record<Half, number>;
}

/** Every tile type's owners in every rotation, worked out once (joining a tile asks for its own and its neighbours'). */
const OWNERS: Readonly<Record<string, readonly EdgeOwners[]>> = Object.fromEntries(
  TILE_TYPES.map((t) => [t.letter, [0, 1, 2, 3].map((r) => ownersOf(t.letter, r))]),
);

export function edgeOwners(letter: TileLetter, rotation: number): EdgeOwners {
  return OWNERS[letter][rotation];
}

function ownersOf(letter: TileLetter, rotation: number): EdgeOwners {
  const byEdge = { N: -1, E: -1, S: -1, W: -1 } as Record<Dir, number>;
  const byHalf = Object.fromEntries(HALVES.map((h) => [h, -1])) as Record<Half, number>;
  segmentsOf(letter, rotation).forEach((segment, index) => {
    for (const edge of segment.edges) byEdge[edge] = index;
    for (const half of segment.halves) byHalf[half] = index;
  });
  return { byEdge, byHalf };
}
