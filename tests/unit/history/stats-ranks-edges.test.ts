/**
 * Edge cases of the statistics helpers and the rank rules that the main tests pass over: unsorted input,
 * nothing played, a points game with no score entered, partial ranks, teams and manual winners.
 * Every expected value is worked out by hand in the comment beside it.
 */
import { describe, expect, test } from 'vitest';
import { rankPlayers, type RankEntry } from '../../../src-shared/history/ranks';
import { hIndex, monthRange, rivals, scoreBuckets, winRate, winStreaks, type RivalRow } from '../../../src-shared/history/stats';

const points = { highestWins: true, noPoints: false, cooperative: false };
const entry = (score: number | null, extra: Partial<RankEntry> = {}): RankEntry => ({ score, team: '', winner: false, rank: null, ...extra });
const ranksOf = (ranked: { rank: number | null }[]) => ranked.map((r) => r.rank);
const winnersOf = (ranked: { winner: boolean }[]) => ranked.map((r) => r.winner);

describe('h-index', () => {
  test('unsorted input is sorted first and left unchanged', () => {
    const plays = [1, 5, 2, 9, 3]; // sorted 9, 5, 3, 2, 1: three games with at least 3 plays
    expect(hIndex(plays)).toBe(3);
    expect(plays).toEqual([1, 5, 2, 9, 3]);
    expect(hIndex([1, 2, 3, 4, 5])).toBe(3);
    expect(hIndex([2, 10, 2])).toBe(2);
  });

  test('zero plays, one game, and a count bounded by the number of games', () => {
    expect(hIndex([])).toBe(0);
    expect(hIndex([0, 0, 0])).toBe(0);
    expect(hIndex([1])).toBe(1);
    expect(hIndex([100])).toBe(1);
    expect(hIndex([3, 3, 3])).toBe(3);
    expect(hIndex([4, 4, 4])).toBe(3);
    expect(hIndex([3, 3, 2])).toBe(2);
  });
});

describe('wins', () => {
  test('streaks: the current run ends at the latest play, the longest anywhere', () => {
    expect(winStreaks([])).toEqual({ current: 0, longest: 0 });
    expect(winStreaks([true, true, false, true])).toEqual({ current: 1, longest: 2 });
    expect(winStreaks([false, true, true, true])).toEqual({ current: 3, longest: 3 });
    expect(winStreaks([true, true, true, false])).toEqual({ current: 0, longest: 3 });
  });

  test('win rate is 0 with no plays, not a division by zero', () => {
    expect(winRate(0, 0)).toBe(0);
    expect(winRate(1, 4)).toBe(0.25);
    expect(winRate(3, 3)).toBe(1);
  });
});

describe('score buckets', () => {
  test('no scores, and a single score in a one-point bucket', () => {
    expect(scoreBuckets([])).toEqual([]);
    expect(scoreBuckets([{ score: 7, count: 3 }])).toEqual([{ from: 7, to: 8, count: 3 }]);
  });

  test('24 consecutive scores in 12 buckets of width 2', () => {
    const counts = Array.from({ length: 24 }, (_, score) => ({ score, count: 1 }));
    expect(scoreBuckets(counts)).toEqual(Array.from({ length: 12 }, (_, i) => ({ from: 2 * i, to: 2 * i + 2, count: 2 })));
  });

  test('unsorted, spread scores: width ceil((span + 1) / buckets), each count in its bucket', () => {
    // span 11, 3 buckets: width 4 → [0,4) [4,8) [8,12)
    expect(scoreBuckets([{ score: 11, count: 1 }, { score: 5, count: 2 }, { score: 0, count: 4 }, { score: 6, count: 1 }], 3)).toEqual([
      { from: 0, to: 4, count: 4 },
      { from: 4, to: 8, count: 3 },
      { from: 8, to: 12, count: 1 },
    ]);
    // span 30, 12 buckets: width 3, 11 buckets from 10; 40 lands in the last one, [40,43)
    const spread = scoreBuckets([{ score: 40, count: 3 }, { score: 10, count: 1 }, { score: 15, count: 2 }]);
    expect(spread).toHaveLength(11);
    expect(spread[0]).toEqual({ from: 10, to: 13, count: 1 });
    expect(spread[1]).toEqual({ from: 13, to: 16, count: 2 });
    expect(spread[10]).toEqual({ from: 40, to: 43, count: 3 });
    expect(spread.slice(2, 10).every((b) => b.count === 0)).toBe(true);
  });

  test('negative scores and fewer distinct scores than buckets', () => {
    // span 10, 5 buckets: width ceil(11 / 5) = 3, ceil(11 / 3) = 4 buckets from -5
    expect(scoreBuckets([{ score: -5, count: 1 }, { score: 5, count: 1 }], 5)).toEqual([
      { from: -5, to: -2, count: 1 },
      { from: -2, to: 1, count: 0 },
      { from: 1, to: 4, count: 0 },
      { from: 4, to: 7, count: 1 },
    ]);
    // span 2 with 12 buckets: width 1, 3 buckets
    expect(scoreBuckets([{ score: 3, count: 1 }, { score: 1, count: 5 }])).toEqual([
      { from: 1, to: 2, count: 5 },
      { from: 2, to: 3, count: 0 },
      { from: 3, to: 4, count: 1 },
    ]);
  });
});

describe('months and rivals', () => {
  test('month ranges cross the year and include both ends', () => {
    expect(monthRange('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthRange('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(monthRange('2026-04', '2026-03')).toEqual([]);
    expect(monthRange('2027-01', '2026-03')).toEqual([]); // a later year, an earlier month number
  });

  test('nemesis and victim: most plays behind / ahead, ties by name, nobody at zero', () => {
    const row = (opponentId: number, name: string, ahead: number, behind: number): RivalRow => ({ opponentId, name, plays: ahead + behind, ahead, behind });
    // Abe comes first by name but has fewer plays either way: a name only breaks a tie.
    const rows = [row(1, 'Cal', 3, 1), row(2, 'Bea', 0, 4), row(3, 'Dan', 3, 4), row(6, 'Abe', 1, 1)];
    for (const order of [rows, [...rows].reverse()]) {
      const found = rivals(order);
      expect(found.nemesis?.opponentId).toBe(2); // Bea and Dan both 4 behind: Bea first by name
      expect(found.victim?.opponentId).toBe(1); // Cal and Dan both 3 ahead: Cal first by name
    }
    // Two people of the same name: the first listed keeps the place.
    expect(rivals([row(7, 'Sam', 1, 2), row(8, 'Sam', 1, 2)])).toMatchObject({ nemesis: { opponentId: 7 }, victim: { opponentId: 7 } });
    expect(rivals([])).toEqual({ nemesis: null, victim: null });
    expect(rivals([row(4, 'Eve', 0, 0)])).toEqual({ nemesis: null, victim: null });
    expect(rivals([row(5, 'Flo', 2, 0)])).toEqual({ nemesis: null, victim: row(5, 'Flo', 2, 0) });
  });
});

describe('rank rules: edge cases', () => {
  test('a points game where nobody entered a score ranks nobody, unless winners were marked', () => {
    const none = rankPlayers([entry(null), entry(null), entry(null)], points, false);
    expect(none).toEqual([{ rank: null, winner: false }, { rank: null, winner: false }, { rank: null, winner: false }]);
    const marked = rankPlayers([entry(null), entry(null, { winner: true }), entry(null), entry(null, { winner: true })], points, false);
    expect(ranksOf(marked)).toEqual([3, 1, 3, 1]);
    expect(winnersOf(marked)).toEqual([false, true, false, true]);
  });

  test('units without a score share the place after every scored unit', () => {
    const r = rankPlayers([entry(10), entry(null), entry(null), entry(30)], points, false);
    expect(ranksOf(r)).toEqual([2, 3, 3, 1]);
    expect(winnersOf(r)).toEqual([false, false, false, true]);
  });

  test('partial ranks are ignored; complete ranks may split a tie but never reverse scores', () => {
    const partial = rankPlayers([entry(10, { rank: 1 }), entry(20), entry(15)], points, false);
    expect(ranksOf(partial)).toEqual([3, 1, 2]);
    expect(winnersOf(partial)).toEqual([false, true, false]);
    const split = rankPlayers([entry(20, { rank: 2 }), entry(20, { rank: 1 }), entry(5, { rank: 3 })], points, false);
    expect(ranksOf(split)).toEqual([2, 1, 3]);
    expect(winnersOf(split)).toEqual([false, true, false]);
    const reversed = rankPlayers([entry(20, { rank: 2 }), entry(10, { rank: 1 })], points, false);
    expect(ranksOf(reversed)).toEqual([1, 2]);
    // Explicit ranks may also share a place that scores would split (not a reversal).
    expect(ranksOf(rankPlayers([entry(20, { rank: 1 }), entry(10, { rank: 1 })], points, false))).toEqual([1, 1]);
    const sharedExplicit = rankPlayers([entry(7, { rank: 1 }), entry(7, { rank: 1 }), entry(3, { rank: 2 })], points, false);
    expect(ranksOf(sharedExplicit)).toEqual([1, 1, 3]);
  });

  test('lowest wins: ties share first and both win', () => {
    const r = rankPlayers([entry(10), entry(5), entry(5)], { ...points, highestWins: false }, false);
    expect(ranksOf(r)).toEqual([3, 1, 1]);
    expect(winnersOf(r)).toEqual([false, true, true]);
  });

  test('teams: names match trimmed and in any case, the best score and best rank count for the team', () => {
    const r = rankPlayers([entry(10, { team: 'Red' }), entry(12, { team: 'blue ' }), entry(14, { team: ' red' }), entry(11)], points, false);
    expect(ranksOf(r)).toEqual([1, 2, 1, 3]);
    expect(winnersOf(r)).toEqual([true, false, true, false]);
    const byRank = rankPlayers([entry(null, { team: 'A', rank: 2 }), entry(null, { team: 'B', rank: 2 }), entry(null, { team: 'a', rank: 1 })], { ...points, noPoints: true }, false);
    expect(ranksOf(byRank)).toEqual([1, 2, 1]);
    // The team's best score and best rank count whichever member comes first; a member without a rank adds none.
    expect(ranksOf(rankPlayers([entry(14, { team: 'T' }), entry(10, { team: 'T' }), entry(12)], points, false))).toEqual([1, 1, 2]);
    expect(ranksOf(rankPlayers([entry(null, { team: 'T', rank: 1 }), entry(null, { team: 'T', rank: 2 }), entry(null, { rank: 2 })], { ...points, noPoints: true }, false))).toEqual([1, 1, 2]);
    expect(ranksOf(rankPlayers([entry(null, { team: 'T', rank: 2 }), entry(null, { team: 'T' }), entry(null, { rank: 1 })], { ...points, noPoints: true }, false))).toEqual([2, 2, 1]);
    // The first member without a score or rank: the team takes the next member's, even a negative score.
    expect(ranksOf(rankPlayers([entry(null, { team: 'T' }), entry(-3, { team: 'T' }), entry(-1)], points, false))).toEqual([2, 2, 1]);
    expect(ranksOf(rankPlayers([entry(null, { team: 'T' }), entry(null, { team: 'T', rank: 2 }), entry(null, { rank: 1 })], { ...points, noPoints: true }, false))).toEqual([2, 2, 1]);
    const teamWinner = rankPlayers([entry(null, { team: 'A' }), entry(null, { team: 'B' }), entry(null, { team: 'a', winner: true })], points, false);
    expect(ranksOf(teamWinner)).toEqual([1, 2, 1]);
    expect(winnersOf(teamWinner)).toEqual([true, false, true]);
  });

  test('manual winners share first; the others are placed after them by score', () => {
    const one = rankPlayers([entry(50), entry(10, { winner: true }), entry(30), entry(30)], points, true);
    expect(ranksOf(one)).toEqual([2, 1, 3, 3]);
    expect(winnersOf(one)).toEqual([false, true, false, false]);
    const two = rankPlayers([entry(50), entry(10, { winner: true }), entry(30), entry(0, { winner: true })], points, true);
    expect(ranksOf(two)).toEqual([3, 1, 4, 1]);
    expect(winnersOf(two)).toEqual([false, true, false, true]);
    // A manual winner's own score does not push the others down.
    expect(ranksOf(rankPlayers([entry(10), entry(50, { winner: true })], points, true))).toEqual([2, 1]);
    const noScores = rankPlayers([entry(null, { winner: true }), entry(null), entry(null)], points, true);
    expect(ranksOf(noScores)).toEqual([1, 2, 2]);
    // Manual winners outrank explicit ranks that say otherwise.
    const overRanks = rankPlayers([entry(5, { rank: 1 }), entry(3, { rank: 2, winner: true })], points, true);
    expect(ranksOf(overRanks)).toEqual([2, 1]);
  });

  test('cooperative games rank nobody and keep the marks; games without points ignore scores', () => {
    const coop = rankPlayers([entry(5, { winner: true, rank: 1 }), entry(9, { winner: true })], { ...points, cooperative: true }, false);
    expect(coop).toEqual([{ rank: null, winner: true }, { rank: null, winner: true }]);
    const noPoints = { ...points, noPoints: true };
    const marks = rankPlayers([entry(5, { winner: true }), entry(10), entry(1)], noPoints, false);
    expect(ranksOf(marks)).toEqual([1, 2, 2]);
    expect(winnersOf(marks)).toEqual([true, false, false]);
    const explicit = rankPlayers([entry(50, { rank: 2 }), entry(1, { rank: 1 })], noPoints, false);
    expect(ranksOf(explicit)).toEqual([2, 1]);
    expect(winnersOf(explicit)).toEqual([false, true]);
    expect(rankPlayers([entry(5), entry(10)], noPoints, false)).toEqual([{ rank: null, winner: false }, { rank: null, winner: false }]);
  });
});
