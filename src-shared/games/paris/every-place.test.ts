/**
 * The end-state example (the rulebook's scoring examples 1 and 2 plus a clear district) checked for every
 * seat in every district, not only the places that win: VP, and whether the reason is a clear place, a
 * tie decided by the highest single value, or a shared place. Values worked out from the rulebook by hand.
 */
import { expect, test } from 'vitest';
import { endState } from './end-state';

// Scored inside each test, never at import: a mutation run swaps the code under test between tests.
const scored = () => endState.score(endState.schema.parse(endState.example));
const line = (seat: number, category: string) => scored().seats[seat].breakdown.find((l) => l.category === category);
const reasonKind = (seat: number, category: string) => (line(seat, category)?.reason as { key?: string }).key;

test('every seat in every district: VP and the kind of place', () => {
  // Louis, Raphaël, Julie, Charlotte
  const expected: Record<string, [number, string][]> = {
    // Example 1: Louis 13 and Julie 13 tie on total, Julie's 13 beats Louis' 11; Raphaël 10 is a clear 3rd.
    batignolles: [[10, 'tieDecided'], [5, 'clear'], [20, 'tieDecided'], [0, 'clear']],
    // Example 2: Raphaël 21 and Charlotte 21 tie on total and on 15: both 1st (16), nobody 2nd, Louis 16 is 3rd (4).
    montmartre: [[4, 'clear'], [16, 'tieShared'], [0, 'clear'], [16, 'tieShared']],
    // Julie 13, Louis 8, Charlotte 5, Raphaël owns nothing.
    belleville: [[9, 'clear'], [0, 'ownsNothing'], [18, 'clear'], [4, 'clear']],
  };
  for (const [district, seats] of Object.entries(expected)) {
    seats.forEach(([vp, kind], seat) => {
      expect(line(seat, `district:${district}`)?.points, `${district} seat ${seat}`).toBe(vp);
      const key = reasonKind(seat, `district:${district}`);
      expect(key, `${district} seat ${seat}`).toBe(kind === 'ownsNothing' ? 'score.ownsNothing' : `score.placeReason.${kind}`);
    });
  }
  // La Villette has no VP tile: nobody scores there.
  for (const seat of [0, 1, 2, 3]) expect(line(seat, 'district:la-villette')?.points ?? 0).toBe(0);
});

test('totals: track + districts (+ francs for the bonus 27 holder), and the ranks they give', () => {
  const report = scored();
  expect(report.seats.map((s) => s.total)).toEqual([38 + 10 + 4 + 9, 41 + 5 + 16, 45 + 7 + 20 + 18, 33 + 16 + 4]);
  expect(report.seats.map((s) => s.rank)).toEqual([3, 2, 1, 4]);
  expect(report.seats.map((s) => s.winner)).toEqual([false, false, true, false]);
  expect(line(2, 'bonus27')?.points).toBe(7);
  for (const seat of [0, 1, 3]) expect(line(seat, 'bonus27')).toBeUndefined();
});
