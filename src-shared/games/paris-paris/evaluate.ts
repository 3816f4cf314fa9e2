/**
 * The bots' evaluation of a Paris Paris position: points scored so far plus what the shops on the board
 * are expected to earn before the end. The score only moves at round ends, so one step of provisional
 * points cannot tell a good shop from a bad one; this estimate can. Reads only the state it is given (the
 * bot's determinization), never anything else.
 */
import { boardOf, graphOf, poolSize, stackSize } from './engine';
import { grandTour } from './tours';
import type { State } from './types';

/** How much a special run at the end is worth now: shops may still be evicted before it runs. */
const SPECIAL_WEIGHT = 0.85;
/** Grand tours per round, spread over the lines (a leftover tile matching a P space of its colour). */
const GRAND_TOURS_PER_ROUND = 0.35;

export function pointsSoFar(state: State): number[] {
  const points = Array<number>(state.players).fill(0);
  for (const tally of Object.values(state.tally)) for (let seat = 0; seat < state.players; seat++) points[seat] += tally.points[seat] ?? 0;
  return points;
}

export function estimateFinal(state: State): number[] {
  const points = pointsSoFar(state);
  if (state.phase === 'over') return points;
  const graph = graphOf(state);
  const roundsLeft = (poolSize(state) + state.revealed.length) / stackSize(state.players);
  const addTour = (line: string, weight: number) => {
    const tour = grandTour(graph, state.shops, line, state.grandTourAdjacent, state.players);
    for (let seat = 0; seat < state.players; seat++) points[seat] += weight * tour.totals[seat];
  };
  // Special runs: every marker's line runs once at the end (in the determinization, markers are known).
  for (const marker of [...state.markers, state.players === 2 ? state.openMarker : null]) if (marker) addTour(marker, SPECIAL_WEIGHT);
  // Grand tours still to come, shared evenly between the lines.
  const lineIds = boardOf(state).lines.map((l) => l.id);
  const perLine = (roundsLeft * GRAND_TOURS_PER_ROUND) / Math.max(1, lineIds.length);
  if (perLine > 0) for (const line of lineIds) addTour(line, perLine);
  // Small tours: a shop scores when a round's leftover tile names its stop; each round leaves one tile.
  const total = poolSize(state);
  if (total > 0) {
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
  // Bag bonus (3–4 players): the sole leader scores its count.
  if (state.players > 2) {
    const most = Math.max(...state.bag);
    const leaders = state.bag.filter((n) => n === most).length;
    if (most > 0 && leaders === 1) points[state.bag.indexOf(most)] += most * 0.7;
  }
  return points;
}
