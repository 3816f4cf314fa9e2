/**
 * The bots' evaluation of an En Route position, in PP per seat. The provisional score counts every drawn
 * section as the route, but only one continuous trail scores at the end: a section far from the others is
 * worth nothing then. So a seat's sections are split into connected pieces, and only its best piece counts
 * (less a little for each branch a single trail cannot walk); tourists not yet on it count a little while rounds
 * remain to reach them. Reads only the state it is given (the bot's determinization) and builds no score words,
 * so search can call it on every leaf. The game's final score stays the rules' (the route the seat chose).
 */
import { CAFE_UNUSED_PP, COLOURS, FESTIVAL_POINTS, FESTIVAL_TABLE, GOAL_BY_ID, ROUNDS, type GoalCard } from './data';
import { LANDMARK_AT, sidesOf } from './board';
import { goalMetric, type Coverage } from './coverage';
import { touristTotal, unusedCafes, usesCafes } from './helpers';
import { iconicPp, trailVertices } from './route-model';
import { intersectionKey, type Trail } from './route/types';
import { score } from './scoring';
import type { PlayerState, State } from './types';

/** PP a single trail is expected to lose per pair of odd ends beyond its two (a branch it must leave out). */
const BRANCH_PP = 1.5;
/** PP a tourist off the route is worth with every round still to come (reaching it later is uncertain). */
const OFF_ROUTE_TOURIST = 0.6;
/** A "−" goal card (at most n) met now may still be broken by sections to come. */
const AT_MOST_NOW = 0.5;

const FESTIVAL_KEYS = new Set(FESTIVAL_POINTS.map((p) => String(intersectionKey(p))));

export function estimateFinal(state: State): number[] {
  if (state.phase === 'over') return score(state).seats.slice().sort((a, b) => a.seat - b.seat).map((s) => s.total);
  const counted = state.seats.map(countedRoute);
  const routes = counted.map((c) => c.route);
  const coverages = counted.map((c) => c.coverage);
  const points = state.seats.map((player, seat) => coveragePoints(state, player, coverages[seat]) + unusedCafePoints(state, player));
  addGoals(state, coverages, points);
  const roundsLeft = Math.max(0, ROUNDS - state.round.number) / ROUNDS;
  state.seats.forEach((player, seat) => {
    if (!player.finalTrail) points[seat] += offRouteTourists(player, coverages[seat]) * OFF_ROUTE_TOURIST * roundsLeft - branchLoss(routes[seat]) * BRANCH_PP;
  });
  return points;
}

/** The sections that count: the chosen trail, or the best connected piece of what is drawn. */
type Route = Trail | Piece;
interface Piece {
  sections: string[];
  /** Intersections with an odd number of the piece's sections. */
  oddEnds: number;
}

function isPiece(route: Route): route is Piece {
  return 'oddEnds' in route;
}

function branchLoss(route: Route): number {
  return isPiece(route) ? Math.max(0, route.oddEnds - 2) / 2 : 0;
}

/**
 * A seat's counted route and what it reaches depend on that seat alone, and a draft shares every seat an
 * action leaves alone, so they are kept per seat record (search and greedy evaluate many states that
 * differ in one seat). This relies on a seat record never being written once its state is made, which the
 * golden games' frozen states check; an in-place apply/undo path for En Route would have to forget them.
 */
const routeOf = new WeakMap<PlayerState, { route: Route; coverage: Coverage }>();

function countedRoute(player: PlayerState): { route: Route; coverage: Coverage } {
  let found = routeOf.get(player);
  if (!found) {
    const route = player.finalTrail ?? bestPiece(player);
    routeOf.set(player, (found = { route, coverage: coverageOfRoute(route) }));
  }
  return found;
}

/** Connected pieces of a seat's sections (joined at shared intersections), the one worth most on its own. */
function bestPiece(player: PlayerState): Piece {
  let best: Piece = { sections: [], oddEnds: 0 };
  let bestValue = -Infinity;
  for (const piece of piecesOf(player.sections)) {
    const value = coveragePoints(null, player, coverageOfRoute(piece));
    if (value > bestValue) [best, bestValue] = [piece, value];
  }
  return best;
}

function piecesOf(sections: readonly string[]): Piece[] {
  const parent = new Map<string, string>();
  const find = (v: string): string => {
    let root = v;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(v, root);
    return root;
  };
  const degree = new Map<string, number>();
  for (const key of sections) {
    const [a, b] = key.split('-');
    for (const end of [a, b]) {
      if (!parent.has(end)) parent.set(end, end);
      degree.set(end, (degree.get(end) ?? 0) + 1);
    }
    parent.set(find(a), find(b));
  }
  const byRoot = new Map<string, Piece>();
  for (const key of sections) {
    const root = find(key.split('-')[0]);
    let piece = byRoot.get(root);
    if (!piece) byRoot.set(root, (piece = { sections: [], oddEnds: 0 }));
    piece.sections.push(key);
  }
  for (const [end, d] of degree) if (d % 2 === 1) byRoot.get(find(end))!.oddEnds++;
  return [...byRoot.values()];
}

/** The four sides of every location, once. */
const SIDES: readonly (readonly string[])[] = Array.from({ length: 36 }, (_, index) => sidesOf(index));

/**
 * What a route reaches, as `coverageOf` has it, from its sections alone: a piece has no order, so no
 * vertices (the turns goal then waits for the chosen trail, as in the provisional score).
 */
function coverageOfRoute(route: Route): Coverage {
  const roads = route.sections;
  const set = new Set(roads);
  const onRoute = SIDES.map((sides) => set.has(sides[0]) || set.has(sides[1]) || set.has(sides[2]) || set.has(sides[3]));
  const visited = new Set<string>();
  for (const key of roads) for (const end of key.split('-')) visited.add(end);
  const vertices = isPiece(route) ? null : roads.length ? trailVertices(route) : [];
  return { roads, vertices, onRoute, visited };
}

function unusedCafePoints(state: State, player: PlayerState): number {
  if (!usesCafes(state)) return 0;
  return (unusedCafes(player, 'tourist').length + unusedCafes(player, 'section').length + unusedCafes(player, 'coordinate').length) * CAFE_UNUSED_PP;
}

/** Tourists × landmarks, popular and iconic landmarks, the festival. Iconic ones at the ratings, or a flat 4 without a state (choosing a piece). */
function coveragePoints(state: State | null, player: PlayerState, coverage: Coverage): number {
  let points = 0;
  const tourists = { red: 0, green: 0, blue: 0 };
  const landmarks = { red: 0, green: 0, blue: 0 };
  for (let index = 0; index < 36; index++) {
    if (!coverage.onRoute[index]) continue;
    const marked = player.tourists[index];
    if (marked) for (const colour of COLOURS) tourists[colour] += marked[colour];
    const placed = LANDMARK_AT.get(index);
    if (!placed) continue;
    const landmark = placed.landmark;
    if (landmark.kind === 'specialised') landmarks[landmark.colour]++;
    else if (landmark.kind === 'yellow') points += landmark.pp;
    else points += state ? iconicPp(state, landmark.iconic) : 4;
  }
  for (const colour of COLOURS) points += tourists[colour] * landmarks[colour];
  let festival = 0;
  for (const key of FESTIVAL_KEYS) if (coverage.visited.has(key)) festival++;
  return points + FESTIVAL_TABLE[festival];
}

function offRouteTourists(player: PlayerState, coverage: Coverage): number {
  let count = 0;
  player.tourists.forEach((marked, index) => {
    if (marked && !coverage.onRoute[index]) count += touristTotal(marked);
  });
  return count;
}

/** Goal cards on each seat's counted route: "+" cards as the rules judge them, "−" cards at part value until the route is chosen. */
function addGoals(state: State, coverages: readonly Coverage[], points: number[]): void {
  if (state.players === 1) return;
  for (const id of state.goals) {
    const goal = GOAL_BY_ID.get(id)!;
    const results = state.seats.map((player, seat) => goalMetric(goal.metric, player, coverages[seat]));
    const met = results.map((r) => achieved(goal, r));
    const qualifying = results.filter((_, seat) => met[seat]);
    const best = goal.sign === '+' ? Math.max(...qualifying) : Math.min(...qualifying);
    results.forEach((result, seat) => {
      if (!met[seat]) return;
      const pp = result === best ? goal.winnerPp : goal.achieverPp;
      points[seat] += goal.sign === '+' || state.seats[seat].finalTrail ? pp : pp * AT_MOST_NOW;
    });
  }
}

function achieved(goal: GoalCard, result: number): boolean {
  return goal.sign === '+' ? result >= goal.target : result <= goal.target;
}
