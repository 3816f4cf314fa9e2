/**
 * The pieces of Carcassonne's scoring one by one, with exact values from the reference (§1.4 ties, §1.5
 * values): who holds a majority, what a feature is worth now, the final scoring's events and their order,
 * unopened gifts, a seat's total, and each report line (points during play + at the end, never twice).
 */
import { describe, expect, test } from 'vitest';
import { buildReport, finalEvents, giftEndEvents, majority, rootOfMeeple, totalOf, valueNow } from './scoring';
import { meeple, position } from './test-helpers';
import type { ScoringEvent } from './types';

describe('majority', () => {
  test('the seats with the most meeples, every tied seat, in seat order', () => {
    expect(majority([2, 0, 2, 0, 1])).toEqual([0, 2]);
    expect(majority([1, 2, 1])).toEqual([1]);
    expect(majority([2])).toEqual([2]);
    expect(majority([])).toEqual([]);
  });
});

describe('what a feature is worth now', () => {
  test('a closed 2-tile city is worth 4; the same city open, 1 per tile', () => {
    const closed = position([['E', 0, 0, 2], ['E', 0, 1, 0]]);
    expect(valueNow(closed.board, rootOfMeeple(closed.board, meeple(closed, 0, 0, 0, 'city')))).toBe(4);
    const open = position([['E', 0, 0, 2]]);
    expect(valueNow(open.board, rootOfMeeple(open.board, meeple(open, 0, 0, 0, 'city')))).toBe(1);
  });

  test('an open monastery: 1 + its neighbours; a field: 3 per completed city it touches', () => {
    const abbey = position([['B', 0, 0, 0], ['B', 1, 0, 0], ['B', 0, 1, 0]]);
    expect(valueNow(abbey.board, rootOfMeeple(abbey.board, meeple(abbey, 0, 0, 0, 'monastery')))).toBe(3);
    const farm = position([['H', 0, 0, 0], ['E', 0, -1, 2], ['E', 0, 1, 0]]);
    expect(valueNow(farm.board, rootOfMeeple(farm.board, meeple(farm, 0, 0, 0, 'field')))).toBe(6);
  });
});

describe('final scoring events', () => {
  test('every occupied open feature once, roads/cities/monasteries before fields, each pass in board order', () => {
    // An open road of 2 (Ann), an open 1-tile city with a pennant (Ben), the road's field by no closed city (Cat).
    const s = position([['U', 0, 0, 0], ['U', 1, 0, 0], ['F', 0, -1, 0]]);
    const road = meeple(s, 0, 0, 0, 'road');
    const city = meeple(s, 1, 0, -1, 'city');
    const field = meeple(s, 2, 0, 0, 'field');
    const roots = [road, city].map((m) => rootOfMeeple(s.board, m));
    // Meeples listed field first and the two features in reverse board order: the events do not follow that.
    const meeples = [field, ...(roots[0] < roots[1] ? [city, road] : [road, city])];
    const events = finalEvents(s.board, meeples);
    expect(events.map((e) => e.root)).toEqual([Math.min(...roots), Math.max(...roots), rootOfMeeple(s.board, field)]);
    const byKind = Object.fromEntries(events.map((e) => [e.kind, e]));
    expect(byKind.road).toEqual({ kind: 'road', cause: 'final', size: 2, pennants: 0, points: 2, seats: [0], root: roots[0] });
    expect(byKind.city).toEqual({ kind: 'city', cause: 'final', size: 1, pennants: 1, points: 2, seats: [1], root: roots[1] });
    expect(byKind.field).toMatchObject({ kind: 'field', cause: 'final', size: 0, points: 0, seats: [2] });
  });

  test('a closed feature is not scored again at the end', () => {
    const s = position([['E', 0, 0, 2], ['E', 0, 1, 0]]);
    expect(finalEvents(s.board, [meeple(s, 1, 0, 0, 'city')])).toEqual([]);
  });

  test('unopened gifts: 2 each, one event per seat holding any, none for an empty hand', () => {
    expect(giftEndEvents([['a'], [], ['b', 'c']])).toEqual([
      { kind: 'gifts', cause: 'final', size: 1, pennants: 0, points: 2, seats: [0], root: -1 },
      { kind: 'gifts', cause: 'final', size: 2, pennants: 0, points: 4, seats: [2], root: -1 },
    ]);
  });
});

test("a seat's total is the sum of its five categories", () => {
  expect(totalOf({ roads: 1, cities: 20, monasteries: 300, fields: 4000, gifts: 50000 })).toBe(54321);
});

describe('report lines', () => {
  const event = (kind: ScoringEvent['kind'], cause: ScoringEvent['cause'], points: number, seats: number[]): ScoringEvent => ({ kind, cause, size: points, pennants: 0, points, seats, root: 1 });
  const events = [event('city', 'completed', 4, [0]), event('city', 'completed', 6, [0, 1]), event('road', 'cashOut', 3, [1]), event('city', 'final', 2, [0])];

  test('at the end: points during play plus points in final scoring, each counted once', () => {
    const report = buildReport(['Ann', 'Ben'], events, true);
    const cities = report.seats[0].breakdown.find((l) => l.category === 'cities')!;
    expect(cities).toMatchObject({ category: 'cities', label: { text: 'Cities', key: 'category.cities' }, points: 12, reason: { key: 'reason.final', params: { during: 10, atEnd: 2 } } });
    expect(report.seats.map((s) => s.breakdown.map((l) => [l.category, l.points]))).toEqual([
      [['roads', 0], ['cities', 12], ['monasteries', 0], ['fields', 0], ['gifts', 0]],
      [['roads', 3], ['cities', 6], ['monasteries', 0], ['fields', 0], ['gifts', 0]],
    ]);
    expect(report.seats.map((s) => [s.total, s.rank, s.winner])).toEqual([[12, 1, true], [9, 2, false]]);
  });

  test('while the game runs: points so far, said so, and not final', () => {
    const report = buildReport(['Ann', 'Ben'], events.slice(0, 3), false);
    expect(report.final).toBe(false);
    const cities = report.seats[1].breakdown.find((l) => l.category === 'cities')!;
    expect(cities).toMatchObject({ points: 6, reason: { key: 'reason.during', params: { during: 6 } } });
    expect(cities.reason.text.startsWith('6 during play so far: ')).toBe(true);
    expect(report.seats[1].breakdown.find((l) => l.category === 'roads')!.label).toEqual({ text: 'Roads', key: 'category.roads' });
  });

  test('a score-track line entered at the table comes first and counts in the total', () => {
    const before = [60, 7].map((points) => ({ category: 'track', label: { text: 'Score track', key: 'x' }, points, reason: { text: '', key: 'y' } }));
    const report = buildReport(['Ann', 'Ben'], events, true, before);
    expect(report.seats.map((s) => [s.breakdown[0].category, s.breakdown[0].points, s.total])).toEqual([['track', 60, 72], ['track', 7, 16]]);
  });
});
