/**
 * Building route models for boards with the first city's structure: locations numbered 1..6 (column, row)
 * as on the map's edges, landmarks and tourists in locations, Visit-Them-All points and personal-goal
 * intersections at intersections. Location (c, r) lies between intersections x = c−1..c and y = r−1..r.
 */
import { intersectionKey, roadKey, type Intersection, type IntersectionKey, type RouteFeature, type RouteScoringModel, type RouteTerm } from './types';

export type TouristColour = 'red' | 'green' | 'blue' | 'purple';
export const TOURIST_COLOURS: readonly TouristColour[] = ['red', 'green', 'blue', 'purple'];

/** A location on the map, column and row 1-based as printed. */
export interface Location {
  col: number;
  row: number;
}

/**
 * The four roads along the sides of a location (rulebook: a location is on the route only when the route runs
 * along one of its sides; touching a corner is not enough), plus its diagonals when the city draws them.
 */
export function locationRoads(location: Location, diagonals: ('down' | 'up')[] = []): string[] {
  const { col, row } = location;
  const corner = (dx: number, dy: number): Intersection => ({ x: col - 1 + dx, y: row - 1 + dy });
  const roads = [
    roadKey(corner(0, 0), corner(1, 0)),
    roadKey(corner(0, 1), corner(1, 1)),
    roadKey(corner(0, 0), corner(0, 1)),
    roadKey(corner(1, 0), corner(1, 1)),
  ];
  if (diagonals.includes('down')) roads.push(roadKey(corner(0, 0), corner(1, 1)));
  if (diagonals.includes('up')) roads.push(roadKey(corner(0, 1), corner(1, 0)));
  return roads;
}

export interface LandmarkSpec extends Location {
  colour: 'red' | 'green' | 'blue' | 'purple' | 'yellow' | 'grey';
  /** Yellow: printed PP. Grey: the current rating. Ignored for specialised landmarks. */
  pp?: number;
  name?: string;
}

export interface TouristSpec extends Location {
  counts: Partial<Record<TouristColour, number>>;
}

export interface FirstCityStyleBoard {
  landmarks: LandmarkSpec[];
  tourists: TouristSpec[];
  /** Visit-Them-All points and the PP for 0, 1, 2, ... of them on the route (first city: 0, 0, 12, 24). */
  visitThemAll?: { points: Intersection[]; table: number[] };
  /** The personal goal's marked intersections; PP = sections between two of them on the route × factor. */
  personalGoal?: { intersections: Intersection[]; factor?: number };
}

const locationId = (l: Location): string => `location:${l.col},${l.row}`;

/** Route model for a first-city-like board: tourists × landmarks per colour, yellow, grey, Visit-Them-All, personal goal. */
export function firstCityStyleModel(board: FirstCityStyleBoard): RouteScoringModel {
  const features = new Map<string, RouteFeature>();
  const addLocation = (l: Location): string => {
    const id = locationId(l);
    if (!features.has(id)) features.set(id, { id, label: `location (${l.col}, ${l.row})`, roads: locationRoads(l) });
    return id;
  };
  const terms: RouteTerm[] = [];
  for (const colour of TOURIST_COLOURS) {
    const right = board.landmarks.filter((l) => l.colour === colour).map((l) => ({ feature: addLocation(l), weight: 1 }));
    const left = board.tourists.filter((t) => (t.counts[colour] ?? 0) > 0).map((t) => ({ feature: addLocation(t), weight: t.counts[colour]! }));
    if (right.length && left.length) terms.push({ kind: 'product', id: colour, label: `${colour} tourists × ${colour} landmarks`, left, right });
  }
  for (const colour of ['yellow', 'grey'] as const) {
    const list = board.landmarks.filter((l) => l.colour === colour).map((l) => ({ feature: addLocation(l), points: l.pp ?? 0 }));
    if (list.length) terms.push({ kind: 'sum', id: colour, label: `${colour} landmarks`, features: list });
  }
  if (board.visitThemAll) {
    const ids = board.visitThemAll.points.map((p) => {
      const id = `visit:${p.x},${p.y}`;
      features.set(id, { id, label: `Visit-Them-All point (${p.x}, ${p.y})`, intersections: [intersectionKey(p)] });
      return id;
    });
    terms.push({ kind: 'table', id: 'visit-them-all', label: 'Visit-Them-All points', features: ids, table: board.visitThemAll.table });
  }
  if (board.personalGoal) {
    const marked: IntersectionKey[] = board.personalGoal.intersections.map(intersectionKey);
    terms.push({ kind: 'longestBetween', id: 'personal-goal', label: 'personal goal', intersections: marked, factor: board.personalGoal.factor ?? 1 });
  }
  return { features: [...features.values()], terms };
}
