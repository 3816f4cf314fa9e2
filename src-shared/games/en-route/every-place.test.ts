/**
 * The end-state example (the rulebook's scoring example player, Aiko, with two more players and three goal
 * cards) checked for every seat in every category, not only the winners: exact PP, each goal card's
 * standing (winner, achiever, missed) for every seat, totals as the sums of their lines, ranks and winners.
 * Values worked out by hand from the rulebook's scoring steps (名声ポイントの獲得例 and steps 1–9).
 */
import { expect, test } from 'vitest';
import { endState } from './end-state';

// Scored inside each test, never at import: a mutation run swaps the code under test between tests.
const scored = () => endState.score(endState.schema.parse(endState.example));
const CATEGORIES = ['red-landmarks', 'green-landmarks', 'blue-landmarks', 'yellow', 'grey', 'cafes', 'visit-them-all', 'personal-goal', 'goal-A', 'goal-B', 'goal-C'];

test('every seat in every category: the PP by hand', () => {
  const report = scored();
  // Aiko, Ben, Chloé.
  const expected: Record<string, [number, number, number]> = {
    // Tourists × landmarks of the colour: Aiko 6×2, 10×2, 7×3; Ben 8×3, 4×1, 9×2; Chloé 3×1, 9×3, 5×2.
    'red-landmarks': [12, 24, 3],
    'green-landmarks': [20, 4, 27],
    'blue-landmarks': [21, 18, 10],
    // Printed PP of the yellow landmarks: 6+6+6, 4+8, 6; grey: 10, 8+6, 12.
    yellow: [18, 12, 6],
    grey: [10, 14, 12],
    // 2 PP per unused café bonus: 1, 0, 2.
    cafes: [2, 0, 4],
    // Handcraft Festival: 1 point 0 PP, 2 points 12 PP, 3 points 24 PP.
    'visit-them-all': [12, 0, 24],
    // 1 PP per section between the two marked intersections.
    'personal-goal': [10, 14, 8],
    // A (+, at least 4; 10/5): results 5, 6, 4, all achieve, Ben's 6 wins.
    'goal-A': [5, 10, 5],
    // B (+, at least 3; 12/6): results 3, 2, 4: Aiko achieves, Ben misses, Chloé wins.
    'goal-B': [6, 0, 12],
    // C (+, at least 2; 8/4): results 1, 3, 2: Aiko misses, Ben wins, Chloé achieves.
    'goal-C': [0, 8, 4],
  };
  for (const seat of [0, 1, 2]) {
    const lines = report.seats[seat].breakdown;
    expect(lines.map((l) => l.category), `seat ${seat}`).toEqual(CATEGORIES);
    for (const category of CATEGORIES) expect(lines.find((l) => l.category === category)!.points, `${category} seat ${seat}`).toBe(expected[category][seat]);
  }
});

test("each goal card's standing for every seat, in the reason", () => {
  const report = scored();
  const standing = (seat: number, letter: string) => report.seats[seat].breakdown.find((l) => l.category === `goal-${letter}`)!.reason.key;
  expect(['A', 'B', 'C'].map((g) => [0, 1, 2].map((seat) => standing(seat, g)))).toEqual([
    ['sheet.reason.goal.min.achiever', 'sheet.reason.goal.min.winner', 'sheet.reason.goal.min.achiever'],
    ['sheet.reason.goal.min.achiever', 'sheet.reason.goal.min.missed', 'sheet.reason.goal.min.winner'],
    ['sheet.reason.goal.min.missed', 'sheet.reason.goal.min.winner', 'sheet.reason.goal.min.achiever'],
  ]);
});

test('totals are the sums of the lines (Aiko: the rulebook 105 + goals 11), ranks and the one winner', () => {
  const report = scored();
  expect(report.final).toBe(true);
  for (const seat of report.seats) expect(seat.total).toBe(seat.breakdown.reduce((sum, l) => sum + l.points, 0));
  expect(report.seats.map((s) => s.total)).toEqual([105 + 5 + 6, 24 + 4 + 18 + 12 + 14 + 14 + 10 + 8, 3 + 27 + 10 + 6 + 12 + 4 + 24 + 8 + 5 + 12 + 4]);
  expect(report.seats.map((s) => s.rank)).toEqual([1, 3, 2]);
  expect(report.seats.map((s) => s.winner)).toEqual([true, false, false]);
  expect(report.tieBreaks).toEqual([]);
});
