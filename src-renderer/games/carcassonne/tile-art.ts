/**
 * Our own tile drawing, computed from the tile geometry (no copied art): a 100×100 square per tile,
 * fields green, cities as walled shapes with pennants, roads as pale lanes, monasteries as a chapel.
 * Also the anchor point of every segment, where a meeple stands or lies.
 */
import type { Dir, Half, TileLetter } from '../../../src-shared/games/carcassonne/data';
import { segmentsOf, type Segment } from '../../../src-shared/games/carcassonne/geometry';

export const TILE = 100;

type Point = [number, number];

const CORNERS: Record<Dir, [Point, Point]> = {
  N: [[0, 0], [100, 0]],
  E: [[100, 0], [100, 100]],
  S: [[100, 100], [0, 100]],
  W: [[0, 100], [0, 0]],
};
const MID: Record<Dir, Point> = { N: [50, 0], E: [100, 50], S: [50, 100], W: [0, 50] };
const INWARD: Record<Dir, Point> = { N: [0, 1], E: [-1, 0], S: [0, -1], W: [1, 0] };
const ORDER: Dir[] = ['N', 'E', 'S', 'W'];

function inward(dir: Dir, depth: number): Point {
  return [MID[dir][0] + INWARD[dir][0] * depth, MID[dir][1] + INWARD[dir][1] * depth];
}

const p = (pt: Point) => `${pt[0].toFixed(1)},${pt[1].toFixed(1)}`;

/**
 * A city: a cap against its single edge; a corner city (two neighbouring edges, tiles M–P) closed by a
 * curve bowed towards its corner, so the diagonal's other half stays field and road; otherwise the
 * square with the non-city edges curved inwards.
 */
export function cityPath(segment: Segment): string {
  if (segment.edges.length === 1) {
    const dir = segment.edges[0];
    const [a, b] = CORNERS[dir];
    return `M${p(a)} L${p(b)} Q${p(inward(dir, 62))} ${p(a)} Z`;
  }
  const corner = cornerRun(segment.edges);
  if (corner) {
    const [first, second] = corner;
    const start = CORNERS[first][0];
    const shared = CORNERS[first][1];
    const end = CORNERS[second][1];
    // The control point sits 20% of the way from the shared corner to the centre: the closing curve
    // passes about 5 units on the corner's side of the diagonal, clear of a road through the centre.
    const control: Point = [shared[0] + (50 - shared[0]) * 0.8, shared[1] + (50 - shared[1]) * 0.8];
    return `M${p(start)} L${p(shared)} L${p(end)} Q${p(control)} ${p(start)} Z`;
  }
  let path = `M${p(CORNERS.N[0])}`;
  for (const dir of ORDER) {
    const end = CORNERS[dir][1];
    path += segment.edges.includes(dir) ? ` L${p(end)}` : ` Q${p(inward(dir, 48))} ${p(end)}`;
  }
  return `${path} Z`;
}

/** Two neighbouring edges in clockwise order (W then N for a north-west city), or null. */
function cornerRun(edges: readonly Dir[]): [Dir, Dir] | null {
  if (edges.length !== 2) return null;
  for (let i = 0; i < 4; i++) {
    const first = ORDER[i];
    const second = ORDER[(i + 1) % 4];
    if (edges.includes(first) && edges.includes(second)) return [first, second];
  }
  return null;
}

/** Where a city's pennant and meeple go: towards its edges, away from the centre when it is a cap. */
function cityAnchor(segment: Segment): Point {
  if (segment.edges.length === 1) return inward(segment.edges[0], 15);
  if (segment.edges.length === 4) return [50, 50];
  const sum = segment.edges.reduce<Point>((acc, d) => [acc[0] + MID[d][0], acc[1] + MID[d][1]], [0, 0]);
  const mean: Point = [sum[0] / segment.edges.length, sum[1] / segment.edges.length];
  return [50 + (mean[0] - 50) * 0.6, 50 + (mean[1] - 50) * 0.6];
}

/** A road through the tile (curving through the centre), or from its edge to the centre where it ends. */
export function roadPath(segment: Segment, endsAtCentre: boolean): string {
  if (segment.edges.length === 2) {
    const [a, b] = segment.edges;
    return `M${p(MID[a])} Q50,50 ${p(MID[b])}`;
  }
  const end = endsAtCentre ? ([50, 50] as Point) : inward(segment.edges[0], 30);
  return `M${p(MID[segment.edges[0]])} L${p(end)}`;
}

function roadAnchor(segment: Segment, endsAtCentre: boolean): Point {
  if (segment.edges.length === 2) {
    const [a, b] = segment.edges;
    // The point halfway along the quadratic curve.
    return [0.25 * MID[a][0] + 0.5 * 50 + 0.25 * MID[b][0], 0.25 * MID[a][1] + 0.5 * 50 + 0.25 * MID[b][1]];
  }
  // A road that stops at a city gate (tiles S, T) is short: its meeple stands before the wall.
  return inward(segment.edges[0], endsAtCentre ? 24 : 15);
}

const HALF_POINT: Record<Half, Point> = {
  Nw: [27, 14], Ne: [73, 14], En: [86, 27], Es: [86, 73], Se: [73, 86], Sw: [27, 86], Ws: [14, 73], Wn: [14, 27],
};

function fieldAnchor(segment: Segment): Point {
  // A field all round the tile (monastery tiles): the top-left corner, clear of chapel and road.
  if (segment.halves.length === 8) return [24, 24];
  const sum = segment.halves.reduce<Point>((acc, h) => [acc[0] + HALF_POINT[h][0], acc[1] + HALF_POINT[h][1]], [0, 0]);
  return [sum[0] / segment.halves.length, sum[1] / segment.halves.length];
}

export interface TileArt {
  cities: { path: string; pennant: Point | null }[];
  roads: string[];
  junction: boolean;
  monastery: boolean;
  /** Meeple spot of each local segment. */
  anchors: Point[];
}

const cache = new Map<string, TileArt>();

export function tileArt(letter: TileLetter, rotation: number): TileArt {
  const key = letter + rotation;
  const hit = cache.get(key);
  if (hit) return hit;
  const segments = segmentsOf(letter, rotation);
  const roadEnds = segments.filter((s) => s.kind === 'road' && s.edges.length === 1).length;
  const monastery = segments.some((s) => s.kind === 'monastery');
  const hasCity = segments.some((s) => s.kind === 'city');
  const endsAtCentre = roadEnds >= 3 || monastery;
  const cities = segments.filter((s) => s.kind === 'city').map((s) => ({ path: cityPath(s), pennant: s.pennants > 0 ? shift(cityAnchor(s), -20) : null }));
  const roadToCentre = endsAtCentre || (!hasCity && roadEnds === 1);
  const roads = segments.filter((s) => s.kind === 'road').map((s) => roadPath(s, roadToCentre));
  const anchors = spreadAnchors(segments, roadToCentre);
  const art = { cities, roads, junction: roadEnds >= 3, monastery, anchors };
  cache.set(key, art);
  return art;
}

/** Pennants sit left of the city's meeple spot so a meeple never hides them. */
function shift(pt: Point, dx: number): Point {
  return [pt[0] + dx, pt[1] - 4];
}

/**
 * Anchors per segment. Roads, cities and monasteries first; then each field takes, among its half-edge
 * points, their midpoints and their centre, the spot farthest from every spot already taken.
 */
function spreadAnchors(segments: Segment[], roadToCentre: boolean): Point[] {
  const anchors: (Point | null)[] = segments.map((s) => {
    if (s.kind === 'city') return cityAnchor(s);
    if (s.kind === 'road') return roadAnchor(s, roadToCentre);
    if (s.kind === 'monastery') return [50, 50];
    return null;
  });
  segments.forEach((s, i) => {
    if (s.kind !== 'field') return;
    const taken = anchors.filter((a): a is Point => a !== null);
    const candidates = fieldCandidates(s);
    const score = (c: Point) => Math.min(999, ...taken.map((a) => Math.hypot(a[0] - c[0], a[1] - c[1])));
    anchors[i] = candidates.reduce((best, c) => (score(c) > score(best) + 0.5 ? c : best), candidates[0]);
  });
  return anchors as Point[];
}

function fieldCandidates(segment: Segment): Point[] {
  const points = segment.halves.map((h) => HALF_POINT[h]);
  const out: Point[] = [fieldAnchor(segment), ...points];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) out.push([(points[i][0] + points[j][0]) / 2, (points[i][1] + points[j][1]) / 2]);
  }
  return out;
}

