/**
 * The end-state example checked for every seat in every category, not only the winners: exact points,
 * the reason's kind (final scoring), each total the sum of its lines, ranks and winners. Values worked out
 * by hand from the reference (§1.5): an incomplete road 1 per tile, an incomplete city 1 per tile and per
 * pennant, a monastery 1 + its neighbours, a field 3 per completed city, a tie for the majority scores in
 * full for each tied player, an unopened gift 2.
 */
import { expect, test } from 'vitest';
import { endStateExample, endStateSchema, scoreEndState } from './end-state';

// Scored inside each test, never at import: a mutation run swaps the code under test between tests.
const scored = () => scoreEndState(endStateSchema.parse(endStateExample));
const CATEGORIES = ['track', 'roads', 'cities', 'monasteries', 'fields', 'gifts'];

test('every seat in every category: the points by hand', () => {
  const report = scored();
  // Aiko, Bruno, Chloé.
  const expected: Record<string, [number, number, number]> = {
    track: [64, 71, 58],
    // Road of 4 tiles, Aiko's meeple alone: 4.
    roads: [4, 0, 0],
    // City of 5 tiles + 2 pennants = 7, Aiko and Bruno one meeple each: both 7, Chloé none.
    cities: [7, 7, 0],
    // Chloé's monastery with 6 neighbours: 1 + 6 = 7.
    monasteries: [0, 0, 7],
    // Field by 3 cities (9): Bruno 2 meeples against Chloé's 1. Field by 2 cities (6): Aiko 1, Chloé 1, both 6.
    fields: [6, 9, 6],
    // 1 and 2 unopened gifts, 2 each.
    gifts: [2, 0, 4],
  };
  for (const seat of [0, 1, 2]) {
    const lines = report.seats[seat].breakdown;
    expect(lines.map((l) => l.category), `seat ${seat}`).toEqual(CATEGORIES);
    for (const category of CATEGORIES) expect(lines.find((l) => l.category === category)!.points, `${category} seat ${seat}`).toBe(expected[category][seat]);
  }
});

test('every scored category says it was scored at the end; the track line says it was won in play', () => {
  const report = scored();
  for (const seat of report.seats) {
    for (const line of seat.breakdown.filter((l) => l.category !== 'track')) expect(line.reason.key, `${line.category} seat ${seat.seat}`).toBe('reason.final');
  }
  const bruno = report.seats[1].breakdown;
  expect(bruno.find((l) => l.category === 'fields')!.reason.params).toMatchObject({ during: 0, atEnd: 9 });
  expect(bruno.find((l) => l.category === 'roads')!.reason.params).toMatchObject({ during: 0, atEnd: 0 });
});

test('totals are the sums of the lines, ranks follow them, only the top total wins', () => {
  const report = scored();
  expect(report.final).toBe(true);
  for (const seat of report.seats) expect(seat.total).toBe(seat.breakdown.reduce((sum, l) => sum + l.points, 0));
  expect(report.seats.map((s) => s.total)).toEqual([64 + 4 + 7 + 6 + 2, 71 + 7 + 9, 58 + 7 + 6 + 4]);
  expect(report.seats.map((s) => s.rank)).toEqual([2, 1, 3]);
  expect(report.seats.map((s) => s.winner)).toEqual([false, true, false]);
  expect(report.tieBreaks).toEqual([]);
});
