/**
 * The bus: small tours (every round, at the leftover tile's stop) and grand tours (a line's
 * intersections, also used for the special runs at the end). Pure functions of the board and the shops.
 */
import type { BoardGraph } from './board';
import type { Options, StopScore, Tile, TourEvent, TourVisit } from './types';

type Shops = Readonly<Record<string, readonly number[]>>;

const shopsAt = (shops: Shops, stop: string): readonly number[] => shops[stop] ?? [];

/** The seats with a shop among `owners`, each once, in seat order. */
export function distinctOwners(owners: readonly number[]): number[] {
  // A stop holds one or two shops (a full stop's owners are asked for on every tour).
  if (owners.length === 1) return [owners[0]];
  if (owners.length === 2) {
    const [a, b] = owners;
    return a === b ? [a] : a < b ? [a, b] : [b, a];
  }
  return [...new Set(owners)].sort((a, b) => a - b);
}

function countOf(owners: readonly number[], seat: number): number {
  let count = 0;
  for (const owner of owners) if (owner === seat) count++;
  return count;
}

/** One StopScore per owner of the shops `here` at `stop`, 1 point per shop. */
function ownShopScores(here: readonly number[], owners: readonly number[], stop: string): StopScore[] {
  return owners.map((seat) => ({ seat, points: countOf(here, seat), kind: 'shop', stops: [stop] }));
}

function totalsOf(visits: TourVisit[], players: number): number[] {
  const totals = Array<number>(players).fill(0);
  for (const visit of visits) for (const score of visit.scores) totals[score.seat] += score.points;
  return totals;
}

/**
 * The stops that score in a small tour: the leftover tile's stop if it has shops; otherwise the nearest
 * stops with shops along its line(s), all equally near ones together. Empty when those lines hold no shop.
 */
export function smallTourStops(graph: BoardGraph, shops: Shops, tile: Tile, lines: Options['smallTourLines']): string[] {
  if (shopsAt(shops, tile.stop).length > 0) return [tile.stop];
  const searched = lines === 'both-lines' ? graph.linesAt(tile.stop) : [tile.line];
  const routes = searched.map((lineId) => graph.line(lineId).stops);
  let longest = -Infinity;
  for (const route of routes) longest = Math.max(longest, route.length);
  for (let distance = 1; distance < longest; distance++) {
    const found: string[] = [];
    for (const route of routes) {
      const at = route.indexOf(tile.stop);
      for (const index of [at - distance, at + distance]) {
        const stop = route[index];
        if (stop !== undefined && !found.includes(stop) && shopsAt(shops, stop).length > 0) found.push(stop);
      }
    }
    if (found.length > 0) return found;
  }
  return [];
}

export function smallTour(graph: BoardGraph, shops: Shops, tile: Tile, lines: Options['smallTourLines'], players: number): TourEvent {
  const visits = smallTourStops(graph, shops, tile, lines).map((stop) => {
    const here = shopsAt(shops, stop);
    return { stop, scores: ownShopScores(here, distinctOwners(here), stop) };
  });
  return { kind: 'small', line: tile.line, stop: tile.stop, visits, totals: totalsOf(visits, players), markerOf: null };
}

/** Shops of `seat` on the stops next to `stop` (on both lines), one entry per shop's stop. */
function adjacentShops(graph: BoardGraph, shops: Shops, stop: string, seat: number): string[] {
  const out: string[] = [];
  for (const near of graph.neighbours(stop)) {
    const owners = shops[near];
    if (owners) for (const owner of owners) if (owner === seat) out.push(near);
  }
  return out;
}

/** One bus stop of a grand tour. The bus passes an intersection without shops without stopping. */
function grandTourVisit(graph: BoardGraph, shops: Shops, stop: string, rule: Options['grandTourAdjacent'], players: number): TourVisit {
  const here = shopsAt(shops, stop);
  if (here.length === 0) return { stop, scores: [] };
  const owners = distinctOwners(here);
  const scores = ownShopScores(here, owners, stop);
  // Who scores the shops next to the intersection: its shop owners (rulebook) or everyone (option).
  const scorers = rule === 'all-adjacent' ? [...Array(players).keys()] : owners;
  for (const seat of scorers) {
    const near = adjacentShops(graph, shops, stop, seat);
    // Once per owner, however many shops they have at the intersection (the rulebook's example has one).
    if (near.length > 0) scores.push({ seat, points: near.length, kind: 'adjacent', stops: near });
  }
  return { stop, scores };
}

/** The bus drives `line` from its start, stopping at each of its intersections in order. */
export function grandTour(
  graph: BoardGraph,
  shops: Shops,
  line: string,
  rule: Options['grandTourAdjacent'],
  players: number,
  special: { markerOf: number | null } | null = null,
): TourEvent {
  const visits = graph.intersectionsOf(line).map((stop) => grandTourVisit(graph, shops, stop, rule, players));
  return {
    kind: special ? 'special' : 'grand',
    line,
    stop: null,
    visits,
    totals: totalsOf(visits, players),
    markerOf: special ? special.markerOf : null,
  };
}
