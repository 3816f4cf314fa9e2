/**
 * En Route final route: the shared types of the exact route optimiser.
 *
 * A player's drawn sections form a multigraph on the 7×7 intersections of the city map (rulebook:
 * "ルートセクション: 隣接する2つの交差点の間に引かれた直線"; some cities add diagonal roads, so two
 * intersections can be joined by more than one road). The final route is a trail: continuous, every section
 * at most once, crossing itself and looping allowed (rulebook "最終ルートの決定").
 *
 * What a route is worth is described as data (a RouteScoringModel): features that the route covers through
 * the sections it uses or the intersections it visits, and monotone terms over the covered features. The
 * optimiser needs monotonicity (covering more never loses PP) for its admissible bound.
 */
import type { Message } from '../../../engine/types';

/**
 * Intersection coordinates: 0..6 on both axes for the 6×6 cities; New York's map is twice as wide
 * (12×6 locations, so x runs 0..12).
 */
export interface Intersection {
  x: number;
  y: number;
}

/** y * 16 + x: a compact key for an intersection (16 leaves room for New York's 13 columns). */
export type IntersectionKey = number;

export const KEY_STRIDE = 16;

export function intersectionKey(p: Intersection): IntersectionKey {
  return p.y * KEY_STRIDE + p.x;
}

export function intersectionOf(key: IntersectionKey): Intersection {
  return { x: key % KEY_STRIDE, y: Math.floor(key / KEY_STRIDE) };
}

/** One drawn section. Ids are unique; two sections may join the same two intersections (a multigraph). */
export interface Section {
  id: string;
  a: Intersection;
  b: Intersection;
  /** Paris: the colour the section was drawn in. */
  colour?: 'red' | 'green' | 'blue';
}

/**
 * An ordered trail: it starts at `start` and walks `sections` in order, each section leaving from the
 * intersection the previous one arrived at. An empty `sections` list is a route of no sections.
 */
export interface Trail {
  start: Intersection;
  sections: string[];
  /**
   * The vehicle rule (London tube, Cairo felucca, Paris Batobus, New York subway): once per route the
   * tourists ride from where section number `after` ended (1-based count of sections walked) to `to`, and
   * walk on from there. Both walked parts have at least one section.
   */
  transfer?: { after: number; to: Intersection };
}

/** A thing the route can pass: a location, a bridge, a station, a meeting point, a festival point... */
export interface RouteFeature {
  id: string;
  /** Words for breakdowns, e.g. 'red landmark at (2, 5)'. */
  label: string;
  /**
   * The feature is on the route when the route uses a section along one of these roads. A road is the
   * unordered pair of intersections it joins, written `roadKey(a, b)`.
   */
  roads?: readonly string[];
  /** ...or when the route visits one of these intersections. */
  intersections?: IntersectionKey[];
}

/** Unordered road between two intersections, e.g. '8-9'. */
export function roadKey(a: Intersection, b: Intersection): string {
  const p = intersectionKey(a);
  const q = intersectionKey(b);
  return p <= q ? `${p}-${q}` : `${q}-${p}`;
}

/**
 * One monotone scoring term over the covered features.
 * - sum: Σ points of the covered features (yellow landmarks, bridges at 7, stations at 4...)
 * - product: (Σ weights of covered `left`) × (Σ weights of covered `right`), e.g. red tourists × red landmarks
 * - table: table[number of covered features], non-decreasing (Visit-Them-All 0/0/12/24, viewpoints 0/4/9/16/25)
 * - longestBetween: the personal goal, the most sections between two different marked intersections of the trail
 */
export type RouteTerm =
  | { kind: 'sum'; id: string; label: string; features: { feature: string; points: number }[] }
  | {
      kind: 'product';
      id: string;
      label: string;
      left: { feature: string; weight: number }[];
      right: { feature: string; weight: number }[];
    }
  | { kind: 'table'; id: string; label: string; features: string[]; table: number[] }
  | { kind: 'longestBetween'; id: string; label: string; intersections: IntersectionKey[]; factor?: number };

export interface RouteScoringModel {
  features: RouteFeature[];
  terms: RouteTerm[];
  /**
   * Where one ride is allowed: from any intersection of one list of a pair to any intersection of the other
   * (stations: the same list twice; Cairo: one bank and the other). Absent: no vehicle in this city.
   */
  transit?: { label: string; hops: [IntersectionKey[], IntersectionKey[]][] };
}

export interface TermScore {
  id: string;
  label: string;
  points: number;
}

export interface TrailScore {
  total: number;
  terms: TermScore[];
  /** Ids of the features on the route. */
  covered: string[];
}

/** Why the returned trail is the best one. */
export interface OptimalityProof {
  /** True when the search finished: no trail is worth more than `value`. */
  optimal: boolean;
  /** Admissible upper bound on any trail's value, computed before the search (the root bound). */
  rootBound: number;
  /** The largest bound that remains open; equals the value when optimal. */
  upperBound: number;
  /** Search nodes (partial trails) explored. */
  nodesExplored: number;
  /** Partial trails cut because their bound could not beat the best trail found. */
  pruned: number;
  /** How the answer was established: the root bound reached, every route searched, or stopped at a limit. */
  method: 'bound' | 'searched' | 'stopped';
  /** In words (English), how optimality was established. */
  explanation: string;
  /** The same in the reader's language: key `sheet.route.proof.<method>` of En Route's messages. */
  reason: Message;
}

export interface BestTrailResult {
  trail: Trail;
  value: number;
  score: TrailScore;
  proof: OptimalityProof;
}

export interface BestTrailOptions {
  /** Stop after this many nodes; the result then says optimal: false and gives the open bound. */
  nodeLimit?: number;
  /**
   * Also stop after about this many milliseconds (same honest answer). For tools a person waits on, such as
   * the calculator: the search runs in main, which must stay responsive. Games and tests leave it unset, so
   * their results do not depend on the machine's speed.
   */
  timeLimitMs?: number;
  /** Nodes each start of the search gets at first (tests set a tiny one to exercise the retries). */
  startBudget?: number;
  /**
   * Nodes of the quick search before a board that needs more is searched again with exact bounds (tests set a
   * tiny one so small boards take that path too).
   */
  exactAfter?: number;
}

/** Continuity check of a user-chosen trail. */
export type TrailCheck =
  | { ok: true; trail: Trail; endpoints: [Intersection, Intersection] }
  | { ok: false; problems: string[]; reasons: Message[] };

/** The optimiser's exported signatures (implemented in ./optimiser.ts and ./trail.ts). */
export type BestTrail = (sections: readonly Section[], model: RouteScoringModel, options?: BestTrailOptions) => BestTrailResult;
/** Checks an ordered trail: known sections, each at most once, each leaving from where the previous one ended. */
export type CheckTrail = (sections: readonly Section[], trail: Trail) => TrailCheck;
/** Orders a chosen set of sections into a trail when one exists (connected, at most two odd intersections). */
export type TrailFromSet = (sections: readonly Section[], chosen: readonly string[]) => TrailCheck;
