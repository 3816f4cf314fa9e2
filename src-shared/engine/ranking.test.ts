/**
 * rankSeats and seatScore on their own, every value written by hand: order by total (highest first, whatever
 * the input order), tie-break rules in order with their records, shared places, and the explanation's words.
 */
import { expect, test } from 'vitest';
import { rankSeats, seatScore, type TieBreakRule } from './ranking';

const francs = [3, 5, 5, 0];
const francsRule: TieBreakRule = { rule: { text: 'most francs', key: 'score.tieFrancs' }, value: (s) => francs[s], unit: 'francs' };
const fewestRule: TieBreakRule = { rule: { text: 'fewest keys' }, value: (s) => [2, 1, 1, 4][s], lowerWins: true, unit: 'keys' };
const names = ['Ann', 'Ben', 'Cy'];

test('highest total first, whatever the order of the input; a single seat needs no tie-break', () => {
  const { rankOf, tieBreaks } = rankSeats([{ seat: 2, total: 10 }, { seat: 0, total: 30 }, { seat: 1, total: 20 }], [francsRule], names);
  expect([0, 1, 2].map((s) => rankOf.get(s))).toEqual([1, 2, 3]);
  expect(tieBreaks).toEqual([]);
});

test('tie-break rules in order: one that leaves seats level is recorded as undecided, the next decides', () => {
  const entries = [{ seat: 0, total: 20 }, { seat: 1, total: 20 }, { seat: 2, total: 20 }, { seat: 3, total: 5 }];
  const { rankOf, tieBreaks } = rankSeats(entries, [francsRule, fewestRule], ['Ann', 'Ben', 'Cy']);
  // francs: Ben 5, Cy 5 ahead of Ann 3; keys between Ben and Cy (1 and 1): still level, they share 1st.
  expect([0, 1, 2, 3].map((s) => rankOf.get(s))).toEqual([3, 1, 1, 4]);
  expect(tieBreaks.map((t) => [t.seats, t.rank, t.decided])).toEqual([[[0, 1, 2], 1, true], [[1, 2], 1, false]]);
  expect(tieBreaks[0].explanation.text).toBe('most francs: Ann 3 francs, Ben 5 francs, Cy 5 francs; Ben and Cy ahead.');
  expect(tieBreaks[0].explanation.key).toBe('tiebreak.explanation');
  expect(tieBreaks[0].explanation.params).toMatchObject({ ruleKey: 'score.tieFrancs', count: 3, aheadCount: 2, ahead0: 'Ben', ahead1: 'Cy', name0: 'Ann', value0: 3 });
  expect(tieBreaks[1].explanation.text).toBe('fewest keys: Ben 1 keys, Cy 1 keys; still level.');
  expect(tieBreaks[1].explanation.params).toMatchObject({ ruleKey: '', aheadCount: 0 });
});

test('a lower-wins rule decides for the smaller value; seats without a name are "Seat n"', () => {
  const { rankOf, tieBreaks } = rankSeats([{ seat: 0, total: 7 }, { seat: 3, total: 7 }], [fewestRule], ['Ann']);
  expect(rankOf.get(0)).toBe(1);
  expect(rankOf.get(3)).toBe(2);
  expect(tieBreaks[0].explanation.text).toBe('fewest keys: Ann 2 keys, Seat 4 4 keys; Ann ahead.');
  expect(tieBreaks[0].decided).toBe(true);
});

test('with no rules left, tied seats share the place and the next is skipped', () => {
  const { rankOf } = rankSeats([{ seat: 0, total: 9 }, { seat: 1, total: 9 }, { seat: 2, total: 4 }], [], names);
  expect([0, 1, 2].map((s) => rankOf.get(s))).toEqual([1, 1, 3]);
});

test('seatScore: winner exactly when placed first', () => {
  const rankOf = new Map([[0, 1], [1, 2]]);
  expect(seatScore(0, 12, [], rankOf)).toEqual({ seat: 0, total: 12, breakdown: [], rank: 1, winner: true });
  expect(seatScore(1, 8, [], rankOf)).toEqual({ seat: 1, total: 8, breakdown: [], rank: 2, winner: false });
});
