/**
 * The bots' evaluation of a Paris Paris position: points scored so far plus what the shops on the board
 * are expected to earn before the end. The score only moves at round ends, so one step of provisional
 * points cannot tell a good shop from a bad one; this estimate can. Reads only the state it is given (the
 * bot's determinization), never anything else.
 */
import type { BoardGraph } from './board';
import { boardOf, catalogFor, graphOf, poolSize, stackSize } from './engine';
import { grandTour, smallTour } from './tours';
import type { State, Tile } from './types';

/** How much a special run at the end is worth now: shops may still be evicted before it runs. */
const SPECIAL_WEIGHT = 0.85;
/** Grand tours per round, spread over the lines (the rough estimate). */
const GRAND_TOURS_PER_ROUND = 0.35;
/**
 * From this many players on the tours to come are estimated in detail (addDetailedTours). A 4-player round is
 * four picks and the search sees about one round ahead, so how it ends and what comes later must be
 * estimated; with 2–3 players the search sees the round ends itself, and the detailed terms mostly made
 * greedy as good as strong (strong placed above greedy, 2 players, 100 iterations, 200 games: 69.0% with
 * the rough estimate, 59.5% with the detailed one; docs/bots.md).
 */
const DETAILED_FROM = 4;
/** How much an expected grand tour of a later round is worth now (the leftover is chosen, not drawn). */
const GRAND_WEIGHT = 0.7;
/** How much the bag bonus is worth now: later evictions may change who leads. */
const BAG_WEIGHT = 0.7;

export function pointsSoFar(state: State): number[] {
  const points = Array<number>(state.players).fill(0);
  for (const tally of Object.values(state.tally)) for (let seat = 0; seat < state.players; seat++) points[seat] += tally.points[seat] ?? 0;
  return points;
}

function addWeighted(points: number[], totals: readonly number[], weight: number): void {
  for (let seat = 0; seat < points.length; seat++) points[seat] += weight * totals[seat];
}

/** Points per seat if the bus drove `line` now (a grand tour, or a special run at the end). */
function lineTour(state: State, graph: BoardGraph, line: string): readonly number[] {
  return grandTour(graph, state.shops, line, state.grandTourAdjacent, state.players).totals;
}

export function estimateFinal(state: State): number[] {
  const points = pointsSoFar(state);
  if (state.phase === 'over') return points;
  const graph = graphOf(state);
  // Special runs: every marker's line runs once at the end (in the determinization, markers are known).
  for (const marker of [...state.markers, state.players === 2 ? state.openMarker : null]) if (marker) addWeighted(points, lineTour(state, graph, marker), SPECIAL_WEIGHT);
  if (state.players >= DETAILED_FROM) addDetailedTours(state, graph, points);
  else addRoughTours(state, graph, points);
  // Bag bonus (3–4 players): the sole leader scores its count.
  if (state.players > 2) {
    const most = Math.max(...state.bag);
    const leaders = state.bag.filter((n) => n === most).length;
    if (most > 0 && leaders === 1) points[state.bag.indexOf(most)] += most * BAG_WEIGHT;
  }
  return points;
}

/**
 * Tours still to come, in detail (4 players): this round's leftover, while the picks go on, is one of the
 * tiles on the table, each as likely, and its small tour goes to the nearest shops when its stop has none;
 * later rounds' leftovers are drawn from the face-down tiles (the table's too, while it is filled), and each
 * colour's grand tours are counted from the P spaces (grandToursExpected).
 */
function addDetailedTours(state: State, graph: BoardGraph, points: number[]): void {
  const thisRound = state.phase === 'pick' && state.revealed.length > 0;
  if (thisRound) {
    const share = 1 / state.revealed.length;
    for (const tile of state.revealed) {
      addWeighted(points, smallTour(graph, state.shops, tile, state.smallTourLines, state.players).totals, share);
      if (state.pSpaces.some((t) => t !== null && t.line === tile.line)) addWeighted(points, lineTour(state, graph, tile.line), share);
    }
  }
  const counts = tileCounts(state, !thisRound);
  const { tiles } = catalogFor(state);
  let total = 0;
  const ofLine: Record<string, number> = {};
  for (let i = 0; i < counts.length; i++) {
    total += counts[i];
    ofLine[tiles[i].line] = (ofLine[tiles[i].line] ?? 0) + counts[i];
  }
  const rounds = total / stackSize(state.players);
  if (rounds > 0) {
    addSmallTours(state, graph, counts, rounds / total, points);
    for (const line of boardOf(state).lines) {
      const expected = grandToursExpected(state, line.id, (rounds * (ofLine[line.id] ?? 0)) / total);
      if (expected > 0) addWeighted(points, lineTour(state, graph, line.id), GRAND_WEIGHT * expected);
    }
  }
}

/**
 * Tours still to come, roughly (2–3 players): 0.35 grand tours per round shared between the lines, and a
 * shop's small tours as the chance that a round's leftover names its stop.
 */
function addRoughTours(state: State, graph: BoardGraph, points: number[]): void {
  const roundsLeft = (poolSize(state) + state.revealed.length) / stackSize(state.players);
  const lines = boardOf(state).lines;
  const perLine = (roundsLeft * GRAND_TOURS_PER_ROUND) / Math.max(1, lines.length);
  if (perLine > 0) for (const line of lines) addWeighted(points, lineTour(state, graph, line.id), perLine);
  const total = poolSize(state);
  if (total === 0) return;
  const tilesAt: Record<string, number> = {};
  for (const [key, count] of Object.entries(state.pool)) {
    const stop = key.slice(0, key.indexOf('|'));
    tilesAt[stop] = (tilesAt[stop] ?? 0) + count;
  }
  for (const [stop, owners] of Object.entries(state.shops)) {
    const chance = ((tilesAt[stop] ?? 0) / total) * roundsLeft;
    for (const seat of owners) points[seat] += chance;
  }
}

/** Small tours of later rounds: each kind of tile's tour, times how many of them (`counts`) × rounds per tile. */
function addSmallTours(state: State, graph: BoardGraph, counts: readonly number[], roundsPerTile: number, points: number[]): void {
  const { tiles } = catalogFor(state);
  for (let i = 0; i < tiles.length; i++) {
    if (counts[i] === 0) continue;
    addWeighted(points, smallTour(graph, state.shops, tiles[i], state.smallTourLines, state.players).totals, roundsPerTile * counts[i]);
  }
}

/** Face-down tiles per catalog tile (and those on the table, when `withTable`). */
function tileCounts(state: State, withTable: boolean): number[] {
  const catalog = catalogFor(state);
  const counts = catalog.keys.map((key) => state.pool[key] ?? 0);
  if (withTable) for (const tile of state.revealed) counts[catalog.indexOf(tile)]++;
  return counts;
}

/**
 * Grand tours of `line` still to come, when `leftovers` of its colour are expected: every second leftover of
 * a colour drives its line, the first of the next pair if a tile of that colour already waits on a P space.
 * The number of leftovers is taken as Poisson.
 */
export function grandToursExpected(state: Pick<State, 'pSpaces'>, line: string, leftovers: number): number {
  if (leftovers <= 0) return 0;
  const waiting = state.pSpaces.some((t: Tile | null) => t !== null && t.line === line) ? 1 : 0;
  let probability = Math.exp(-leftovers);
  let expected = 0;
  // Terms past twice the mean and 20 more are negligible.
  for (let k = 1; k <= 2 * leftovers + 20; k++) {
    probability *= leftovers / k;
    expected += probability * Math.floor((k + waiting) / 2);
  }
  return expected;
}
