/**
 * Scoring rules (reference §1.5, current rules): feature values, majorities, final scoring and the report.
 * The same value functions serve the engine and the tabletop end-state entry.
 */
import { rankSeats } from '../../engine/ranking';
import type { Message, ScoreLine, ScoreReport } from '../../engine/types';
import { POINTS_PER_UNOPENED_GIFT } from './data';
import { completedCitiesOf, find, isComplete, neighbourCount, segmentId, type Board, type Feature } from './board';
import { CATEGORIES, type Category, type Meeple, type Points, type ScoringEvent, type State } from './types';

export const CATEGORY_OF: Record<Feature['kind'], Category> = { road: 'roads', city: 'cities', monastery: 'monasteries', field: 'fields' };

export function emptyPoints(): Points {
  return { roads: 0, cities: 0, monasteries: 0, fields: 0, gifts: 0 };
}

/** Completed: road 1 per tile, city 2 per tile and per pennant, monastery 9. */
export function completedValue(kind: Feature['kind'], tiles: number, pennants: number): number {
  if (kind === 'road') return tiles;
  if (kind === 'city') return 2 * (tiles + pennants);
  if (kind === 'monastery') return 9;
  return 0;
}

/**
 * Incomplete at the end (or swept by Road Sweeper): road 1 per tile, city 1 per tile and per pennant,
 * monastery 1 + neighbours; fields 3 per adjacent completed city (`size` = those cities).
 */
export function incompleteValue(kind: Feature['kind'], size: number, pennants: number): number {
  if (kind === 'city') return size + pennants;
  if (kind === 'field') return 3 * size;
  return size;
}

/** Seats holding the most meeples; every tied seat scores in full (reference §1.4 "Ties"). */
export function majority(seats: readonly number[]): number[] {
  const counts = new Map<number, number>();
  for (const seat of seats) counts.set(seat, (counts.get(seat) ?? 0) + 1);
  const best = Math.max(0, ...counts.values());
  return [...counts.keys()].filter((seat) => counts.get(seat) === best).sort((a, b) => a - b);
}

export function rootOfMeeple(board: Board, meeple: Meeple): number {
  return find(board.parent, segmentId(meeple.tile, meeple.segment));
}

export function meeplesOn(board: Board, meeples: readonly Meeple[], root: number): Meeple[] {
  return meeples.filter((m) => rootOfMeeple(board, m) === root);
}

/** Size used by incomplete scoring: tiles, monastery 1 + neighbours, field completed cities. */
export function incompleteSize(board: Board, root: number): number {
  const feature = board.features[root];
  if (feature.kind === 'monastery') return 1 + neighbourCount(board, feature.tiles[0]);
  if (feature.kind === 'field') return completedCitiesOf(board, feature).length;
  return feature.tiles.length;
}

/** What a feature is worth now: completed value if complete, else its end-of-game value. */
export function valueNow(board: Board, root: number): number {
  const feature = board.features[root];
  if (isComplete(board, root)) return completedValue(feature.kind, feature.tiles.length, feature.pennants);
  return incompleteValue(feature.kind, incompleteSize(board, root), feature.pennants);
}

/** Final scoring: every occupied incomplete road, city and monastery, then every occupied field. */
export function finalEvents(board: Board, meeples: readonly Meeple[]): ScoringEvent[] {
  const roots = [...new Set(meeples.map((m) => rootOfMeeple(board, m)))].sort((a, b) => a - b);
  const events: ScoringEvent[] = [];
  for (const fieldsPass of [false, true]) {
    for (const root of roots) {
      const feature = board.features[root];
      if ((feature.kind === 'field') !== fieldsPass || isComplete(board, root)) continue;
      const size = incompleteSize(board, root);
      const points = incompleteValue(feature.kind, size, feature.pennants);
      const seats = majority(meeplesOn(board, meeples, root).map((m) => m.seat));
      events.push({ kind: feature.kind, cause: 'final', size, pennants: feature.pennants, points, seats, root });
    }
  }
  return events;
}

export function addEvent(points: Points[], event: ScoringEvent): Points[] {
  const category: Category = event.kind === 'gifts' ? 'gifts' : CATEGORY_OF[event.kind];
  return points.map((p, seat) => (event.seats.includes(seat) ? { ...p, [category]: p[category] + event.points } : p));
}

export function giftEndEvents(hands: readonly (readonly unknown[])[]): ScoringEvent[] {
  return hands
    .map((hand, seat) => ({ kind: 'gifts' as const, cause: 'final' as const, size: hand.length, pennants: 0, points: POINTS_PER_UNOPENED_GIFT * hand.length, seats: [seat], root: -1 }))
    .filter((e) => e.size > 0);
}

const LABELS: Record<Category, string> = { roads: 'Roads', cities: 'Cities', monasteries: 'Monasteries', fields: 'Fields', gifts: 'Gifts' };

export function totalOf(p: Points): number {
  return CATEGORIES.reduce((sum, c) => sum + p[c], 0);
}

/** Builds the report from points during play and (when over) final-scoring points, by category. */
export function buildReport(names: readonly string[], during: Points[], atEnd: Points[] | null): ScoreReport {
  const totals = during.map((p, seat) => totalOf(p) + (atEnd ? totalOf(atEnd[seat]) : 0));
  const ranking = rankSeats(totals.map((total, seat) => ({ seat, total })), [], names);
  return {
    final: atEnd !== null,
    tieBreaks: ranking.tieBreaks,
    seats: totals.map((total, seat) => ({
      seat,
      total,
      rank: ranking.rankOf.get(seat)!,
      winner: ranking.rankOf.get(seat) === 1,
      breakdown: CATEGORIES.map((c) => line(c, during[seat][c], atEnd ? atEnd[seat][c] : null)),
    })),
  };
}

function line(category: Category, during: number, atEnd: number | null): ScoreLine {
  const reason: Message =
    atEnd === null
      ? { text: `${during} during play so far`, key: 'reason.during', params: { during } }
      : { text: `${during} during play + ${atEnd} in final scoring`, key: 'reason.final', params: { during, atEnd } };
  return {
    category,
    label: { text: LABELS[category], key: `category.${category}` },
    points: during + (atEnd ?? 0),
    reason,
  };
}

/** The match score: provisional while running; final adds the end-of-game events. */
export function scoreState(state: State): ScoreReport {
  if (state.phase !== 'over') return buildReport(state.names, state.points, null);
  const during = state.names.map(() => emptyPoints());
  const atEnd = state.names.map(() => emptyPoints());
  let duringPts = during;
  let endPts = atEnd;
  for (const event of state.events) {
    if (event.cause === 'final') endPts = addEvent(endPts, event);
    else duringPts = addEvent(duringPts, event);
  }
  return buildReport(state.names, duringPts, endPts);
}
