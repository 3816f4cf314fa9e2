/**
 * Lanternport's scoring as data for the final-route optimiser (./route): what each location, festival
 * point and personal-goal intersection is worth along a trail. Goal cards are left out on purpose: their
 * PP depend on the other players' routes, so no single player's optimum can include them.
 */
import { COLOURS, FESTIVAL_POINTS, FESTIVAL_TABLE, ICONIC, PERSONAL_GOALS } from './data';
import { LANDMARK_AT, ROAD_BY_KEY, sidesOf } from './board';
import { intersectionKey, type Intersection, type RouteFeature, type RouteScoringModel, type RouteTerm, type Section, type Trail } from './route/types';
import type { PlayerState, State } from './types';

export function sectionsOf(player: PlayerState): Section[] {
  return player.sections.map((key) => {
    const road = ROAD_BY_KEY.get(key)!;
    return { id: key, a: road.a, b: road.b };
  });
}

export function locationFeature(index: number): string {
  return `loc-${index}`;
}

export function buildRouteModel(state: State, seat: number): RouteScoringModel {
  const player = state.seats[seat];
  const features: RouteFeature[] = [];
  for (let index = 0; index < 36; index++) {
    if (player.tourists[index] || LANDMARK_AT.has(index)) {
      features.push({ id: locationFeature(index), label: `location ${index}`, roads: sidesOf(index) });
    }
  }
  FESTIVAL_POINTS.forEach((p, i) => features.push({ id: `festival-${i}`, label: `festival point ${i + 1}`, intersections: [intersectionKey(p)] }));
  const terms: RouteTerm[] = COLOURS.map((colour) => ({
    kind: 'product' as const,
    id: colour,
    label: `${colour} tourists × ${colour} landmarks`,
    left: player.tourists.flatMap((t, index) => (t && t[colour] > 0 ? [{ feature: locationFeature(index), weight: t[colour] }] : [])),
    right: [...LANDMARK_AT].flatMap(([index, l]) => (l.landmark.kind === 'specialised' && l.landmark.colour === colour ? [{ feature: locationFeature(index), weight: 1 }] : [])),
  }));
  terms.push({
    kind: 'sum',
    id: 'yellow',
    label: 'yellow landmarks',
    features: [...LANDMARK_AT].flatMap(([index, l]) => (l.landmark.kind === 'yellow' ? [{ feature: locationFeature(index), points: l.landmark.pp }] : [])),
  });
  terms.push({
    kind: 'sum',
    id: 'iconic',
    label: 'iconic landmarks',
    features: [...LANDMARK_AT].flatMap(([index, l]) =>
      l.landmark.kind === 'iconic' ? [{ feature: locationFeature(index), points: iconicPp(state, l.landmark.iconic) }] : [],
    ),
  });
  terms.push({ kind: 'table', id: 'festival', label: 'Lantern Festival points', features: FESTIVAL_POINTS.map((_, i) => `festival-${i}`), table: [...FESTIVAL_TABLE] });
  const goal = PERSONAL_GOALS.find((g) => g.id === player.personalGoal);
  if (goal) terms.push({ kind: 'longestBetween', id: 'personal', label: 'personal goal', intersections: goal.intersections.map(intersectionKey) });
  return { features, terms };
}

export function iconicPp(state: State, iconic: string): number {
  const landmark = ICONIC.find((i) => i.id === iconic)!;
  return landmark.track[state.ratings[landmark.id]];
}

/** The intersections a trail passes, in order (start included). */
export function trailVertices(trail: Trail): Intersection[] {
  const out: Intersection[] = [trail.start];
  let at = trail.start;
  for (const key of trail.sections) {
    const road = ROAD_BY_KEY.get(key)!;
    at = road.a.x === at.x && road.a.y === at.y ? road.b : road.a;
    out.push(at);
  }
  return out;
}
