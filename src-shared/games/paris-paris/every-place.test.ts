/**
 * The end-state example checked for every seat in every category, not only the winners: each special run
 * (a grand tour of the marker's line: at each intersection with shops, 1 per own shop there, and each owner
 * there 1 per own shop on the stops next to it, rulebook l.161-167) worked out by hand, stop by stop, on the
 * reconstructed board; the bag bonus (sole leader only); totals as the sums of their lines; ranks.
 */
import { expect, test } from 'vitest';
import { DEFAULT_BOARD } from './data';
import { endState } from './end-state';
import { buildReport } from './scoring';

// Scored inside each test, never at import: a mutation run swaps the code under test between tests.
const scored = () => endState.score(endState.schema.parse(endState.example));
// In the board's line order (green, blue, red, orange, brown), then the bag.
const CATEGORIES = ['track', 'special:blue:1', 'special:red:0', 'special:brown:2', 'bag'];

test('every seat in every category: the points by hand', () => {
  const report = scored();
  // Aiko, Bruno, Chloé.
  const expected: Record<string, [number, number, number]> = {
    track: [38, 41, 44],
    // Blue (Bruno's marker) stops at St Nicolas (Aiko 1 + Pompidou 1; Chloé 1 + République, Pompidou, Bastille 3),
    // Hôtel de Ville (Bruno 2 + Marais, Odéon 2), Odéon (Bruno 1 + Louvre, Hôtel de Ville ×2 = 3; Chloé 1 +
    // Saint-Germain, Louvre 2) and Montparnasse (Aiko 1 + Notre-Dame 1).
    'special:blue:1': [2 + 2, 4 + 4, 4 + 3],
    // Red (Aiko's): Quartier Latin (Aiko 1; Chloé 1 + Saint-Germain 1), Odéon (Bruno 4, Chloé 3),
    // Louvre (Bruno 1 + Odéon, Madeleine, Les Halles 3; Chloé 1 + Odéon, Palais-Royal, Les Halles 3),
    // Opéra (Aiko 2 + Étoile, Concorde 2).
    'special:red:0': [1 + 4, 4 + 4, 2 + 3 + 4],
    // Brown (Chloé's): Opéra (Aiko 4), Les Halles (Bruno 1 + Louvre, Pigalle 2; Chloé 1 + Pompidou, Louvre 2),
    // Pompidou (Aiko 1 + St Nicolas, Montmartre, Pont Neuf 3; Chloé 1 + Les Halles, St Nicolas 2), St Nicolas (Aiko 2, Chloé 4).
    'special:brown:2': [4 + 4 + 2, 3, 3 + 3 + 4],
    // Bag 3, 5, 2: Bruno alone leads and scores his 5.
    bag: [0, 5, 0],
  };
  for (const seat of [0, 1, 2]) {
    const lines = report.seats[seat].breakdown;
    expect(lines.map((l) => l.category), `seat ${seat}`).toEqual(CATEGORIES);
    for (const category of CATEGORIES) expect(lines.find((l) => l.category === category)!.points, `${category} seat ${seat}`).toBe(expected[category][seat]);
  }
});

test('the reasons: whose marker ran each line, and where each seat stands in the bag', () => {
  const report = scored();
  const reason = (seat: number, category: string) => report.seats[seat].breakdown.find((l) => l.category === category)!.reason;
  expect(reason(0, 'special:blue:1')).toMatchObject({ key: 'score.specialReason', params: { points: 4, name: 'Bruno' } });
  expect(reason(2, 'special:red:0')).toMatchObject({ key: 'score.specialReason', params: { points: 9, name: 'Aiko' } });
  expect([0, 1, 2].map((seat) => reason(seat, 'bag').key)).toEqual(['score.bagBehind', 'score.bagLeader', 'score.bagBehind']);
  expect(reason(0, 'bag').params).toMatchObject({ count: 3, most: 5 });
  expect(reason(1, 'bag').params).toEqual({ count: 5 });
});

test('totals are the sums of the lines; ranks and the one winner', () => {
  const report = scored();
  expect(report.final).toBe(true);
  for (const seat of report.seats) expect(seat.total).toBe(seat.breakdown.reduce((sum, l) => sum + l.points, 0));
  expect(report.seats.map((s) => s.total)).toEqual([38 + 4 + 5 + 10, 41 + 8 + 8 + 3 + 5, 44 + 7 + 9 + 10]);
  expect(report.seats.map((s) => s.rank)).toEqual([3, 2, 1]);
  expect(report.seats.map((s) => s.winner)).toEqual([false, false, true]);
});

test('while the game runs the bag is not scored and nobody has won yet', () => {
  const tally = { small: { points: [3, 5, 5], times: [1, 2, 2], runs: 2 }, bag: { points: [0, 4, 0], times: [0, 1, 0], runs: 1 } };
  const input = { names: ['A', 'B', 'C'], board: DEFAULT_BOARD, tally, bag: [1, 4, 2], shopsOnBoard: [3, 2, 4], bagUsed: true };
  const running = buildReport({ ...input, final: false });
  expect(running.final).toBe(false);
  expect(running.seats.map((s) => s.breakdown.map((l) => l.category))).toEqual([['small'], ['small'], ['small']]);
  expect(running.seats.map((s) => [s.total, s.rank, s.winner])).toEqual([[3, 3, false], [5, 1, false], [5, 2, false]]);
  // At the end the bag counts: B 5 + 4 = 9 alone in 1st.
  const over = buildReport({ ...input, final: true });
  expect(over.seats.map((s) => [s.total, s.rank, s.winner])).toEqual([[3, 3, false], [9, 1, true], [5, 2, false]]);
});

test('each kind of line: its label, its reason and the numbers the translations use', () => {
  const tally = {
    small: { points: [3, 0, 1], times: [2, 0, 1], runs: 4 },
    'grand:green': { points: [5, 1, 0], times: [1, 1, 0], runs: 2 },
    'special:red:open': { points: [2, 0, 0], times: [1, 0, 0], runs: 1 },
    'special:blue:1': { points: [0, 4, 0], times: [0, 1, 0], runs: 1 },
  };
  const input = { names: ['A', 'B', 'C'], board: DEFAULT_BOARD, tally, shopsOnBoard: [1, 1, 1], bagUsed: true, final: true };
  const lines = (bag: number[]) => buildReport({ ...input, bag }).seats[0].breakdown;
  const [small, grand, blue, red, bag] = lines([2, 2, 1]);
  expect(small).toEqual({ category: 'small', label: { text: 'Small tours', key: 'score.small', params: {} }, points: 3, reason: { text: '3 points: shops scored in 2 of 4 small tours', key: 'score.smallReason', params: { points: 3, count: 3, times: 2, runs: 4 } } });
  expect(grand).toMatchObject({ category: 'grand:green', label: { key: 'score.grand' }, points: 5, reason: { key: 'score.grandReason', params: { points: 5, count: 5, times: 1, runs: 2 } } });
  expect(blue).toMatchObject({ category: 'special:blue:1', points: 0, reason: { key: 'score.specialReason', params: { points: 0, count: 0, name: 'B' } } });
  expect(red).toMatchObject({ category: 'special:red:open', label: { key: 'score.special' }, points: 2, reason: { key: 'score.specialReasonOpen', params: { points: 2, count: 2 } } });
  // The bag with no bag tally: nobody scored it. Two seats share the lead of 2; an empty bag; a seat behind.
  expect(bag).toMatchObject({ category: 'bag', label: { key: 'score.bag' }, points: 0, reason: { key: 'score.bagTie', params: { count: 2, leaders: 2, most: 2 } } });
  expect(lines([0, 0, 0])[4].reason).toMatchObject({ key: 'score.bagEmpty' });
  expect(lines([1, 3, 0])[4].reason).toMatchObject({ key: 'score.bagBehind', params: { count: 1, most: 3 } });
  const track = buildReport({ ...input, tally: { track: { points: [40, 0, 0], times: [0, 0, 0], runs: 0 } }, bag: [0, 0, 0] }).seats[0].breakdown[0];
  expect(track).toMatchObject({ category: 'track', label: { key: 'score.track' }, points: 40, reason: { key: 'score.trackReason', params: { points: 40, count: 40 } } });
});
