/**
 * Scoring rules (reference §1.5, current rules): feature values, majorities, final scoring and the report.
 * The same value functions serve the engine and the tabletop end-state entry.
 */
import { inEveryLanguage } from '../../engine/message';
import { rankSeats, seatScore } from '../../engine/ranking';
import type { Message, ScoreLine, ScoreReport } from '../../engine/types';
import { POINTS_PER_UNOPENED_GIFT } from './data';
import { completedValue, incompleteValue } from './values';
import { completedCitiesOf, find, isComplete, neighbourCount, segmentId, type Board, type Feature } from './board';
import { describeEvents } from './phrases';
import { CATEGORIES, type Category, type Meeple, type Points, type ScoringEvent, type State } from './types';

export const CATEGORY_OF: Record<Feature['kind'], Category> = { road: 'roads', city: 'cities', monastery: 'monasteries', field: 'fields' };

export function emptyPoints(): Points {
  return { roads: 0, cities: 0, monasteries: 0, fields: 0, gifts: 0 };
}

export { completedValue, incompleteValue } from './values';

/** Seats holding the most meeples; every tied seat scores in full (reference §1.4 "Ties"). */
export function majority(seats: readonly number[]): number[] {
  // Counted by seat index (seats are small numbers): the search asks this for every occupied feature of every position it values.
  const counts: number[] = [];
  let best = 0;
  for (const seat of seats) {
    const count = (counts[seat] ?? 0) + 1;
    counts[seat] = count;
    if (count > best) best = count;
  }
  const out: number[] = [];
  for (let seat = 0; seat < counts.length; seat++) if (counts[seat] === best) out.push(seat);
  return out;
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

function categoryOf(event: ScoringEvent): Category {
  return event.kind === 'gifts' ? 'gifts' : CATEGORY_OF[event.kind];
}

/** The report, category by category, each with its scoring events in words; `before` = a line per seat scored earlier (the score track). */
export function buildReport(names: readonly string[], events: readonly ScoringEvent[], final: boolean, before?: ScoreLine[]): ScoreReport {
  const mine = (seat: number, category: Category) => events.filter((e) => e.seats.includes(seat) && categoryOf(e) === category);
  const start = (seat: number) => (before ? before[seat].points : 0);
  const totals = names.map((_, seat) => start(seat) + events.filter((e) => e.seats.includes(seat)).reduce((n, e) => n + e.points, 0));
  const ranking = rankSeats(totals.map((total, seat) => ({ seat, total })), [], names);
  return {
    final,
    tieBreaks: ranking.tieBreaks,
    seats: totals.map((total, seat) =>
      seatScore(seat, total, [...(before ? [before[seat]] : []), ...CATEGORIES.map((c) => line(c, mine(seat, c), final))], ranking.rankOf),
    ),
  };
}

function line(category: Category, events: ScoringEvent[], final: boolean): ScoreLine {
  const sum = (list: ScoringEvent[]) => list.reduce((n, e) => n + e.points, 0);
  const during = sum(events.filter((e) => e.cause !== 'final'));
  const atEnd = sum(events.filter((e) => e.cause === 'final'));
  const details = inEveryLanguage('detail', (lang) => describeEvents(lang, events));
  const reason: Message = final
    ? { text: `${during} during play + ${atEnd} in final scoring: ${details.detail}`, key: 'reason.final', params: { during, atEnd, ...details } }
    : { text: `${during} during play so far: ${details.detail}`, key: 'reason.during', params: { during, ...details } };
  return { category, label: { text: LABELS[category], key: `category.${category}` }, points: during + atEnd, reason };
}

/** The match score: provisional while running (points so far), final once the game is over. */
export function scoreState(state: State): ScoreReport {
  return buildReport(state.names, state.events, state.phase === 'over');
}
