/**
 * What a player's final route reaches (rulebook "観光客のチェック"): a location is on the route when a
 * route section runs along one of its sides (touching a corner is not enough), an intersection when the
 * route passes it. Also the figures the goal cards measure.
 */
import { COLOURS, FESTIVAL_POINTS, LANDMARKS, type Colour, type GoalMetric } from './data';
import { isBorderRoad, LANDMARK_AT, locationIndex, sidesOf } from './board';
import { touristTotal } from './helpers';
import { trailVertices } from './route-model';
import { intersectionKey, type Trail } from './route/types';
import type { PlayerState } from './types';

export interface Coverage {
  /** Sections counted as the route. */
  roads: string[];
  /** Ordered vertices when the route is a real trail; null for a provisional "all sections" estimate. */
  vertices: { x: number; y: number }[] | null;
  onRoute: boolean[];
  visited: Set<string>;
}

export function coverageOf(player: PlayerState, trail: Trail | null): Coverage {
  const roads = trail ? trail.sections : player.sections;
  const roadSet = new Set(roads);
  const onRoute = Array.from({ length: 36 }, (_, index) => sidesOf(index).some((side) => roadSet.has(side)));
  const vertices = trail && trail.sections.length ? trailVertices(trail) : trail ? [] : null;
  const visited = new Set<string>();
  for (const key of roads) for (const end of key.split('-')) visited.add(end);
  return { roads, vertices, onRoute, visited };
}

export function touristsOnRoute(player: PlayerState, coverage: Coverage, colour?: Colour): number {
  return player.tourists.reduce((sum, t, index) => {
    if (!t || !coverage.onRoute[index]) return sum;
    return sum + (colour ? t[colour] : touristTotal(t));
  }, 0);
}

export function landmarksOnRoute(coverage: Coverage): number {
  return LANDMARKS.filter((l) => coverage.onRoute[locationIndex(l.x, l.y)]).length;
}

export function specialisedOnRoute(coverage: Coverage, colour: Colour): number {
  return [...LANDMARK_AT].filter(([index, l]) => coverage.onRoute[index] && l.landmark.kind === 'specialised' && l.landmark.colour === colour).length;
}

export function festivalOnRoute(coverage: Coverage): number {
  return FESTIVAL_POINTS.filter((p) => coverage.visited.has(String(intersectionKey(p)))).length;
}

/** Changes of direction along the route (a straight pair is not a turn). */
function turns(vertices: { x: number; y: number }[]): number {
  let count = 0;
  for (let i = 1; i + 1 < vertices.length; i++) {
    const horizontalIn = vertices[i - 1].y === vertices[i].y;
    const horizontalOut = vertices[i].y === vertices[i + 1].y;
    if (horizontalIn !== horizontalOut) count++;
  }
  return count;
}

export function goalMetric(metric: GoalMetric, player: PlayerState, coverage: Coverage): number {
  const allTourists = player.tourists.reduce((sum, t) => sum + touristTotal(t), 0);
  switch (metric) {
    case 'landmarks':
      return landmarksOnRoute(coverage);
    case 'fewestColourLandmarks':
      return Math.min(...COLOURS.map((c) => specialisedOnRoute(coverage, c)));
    case 'erasedSections':
      return player.sections.length - coverage.roads.length;
    case 'routeLength':
      return coverage.roads.length;
    case 'turns':
      return coverage.vertices ? turns(coverage.vertices) : 0;
    case 'borderSections':
      return coverage.roads.filter(isBorderRoad).length;
    case 'touristsOnRoute':
      return touristsOnRoute(player, coverage);
    case 'crowdedLocations':
      return player.tourists.filter((t, index) => coverage.onRoute[index] && touristTotal(t) >= 3).length;
    case 'touristsLost':
      return allTourists - touristsOnRoute(player, coverage);
  }
}
