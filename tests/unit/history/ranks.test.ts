import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { rankPlayers, type RankEntry } from '../../../src-shared/history/ranks';
import { parseScore } from '../../../src-shared/history/score';

const points = { highestWins: true, noPoints: false, cooperative: false };
const entry = (score: number | null, extra: Partial<RankEntry> = {}): RankEntry => ({ score, team: '', winner: false, rank: null, ...extra });

describe('rank rules', () => {
  test('shared places skip the next ones: 1, 1, 3', () => {
    const r = rankPlayers([entry(10), entry(12), entry(12), entry(3)], points, false);
    expect(r.map((x) => x.rank)).toEqual([3, 1, 1, 4]);
    expect(r.map((x) => x.winner)).toEqual([false, true, true, false]);
  });

  test('lowest score wins when the game says so', () => {
    const r = rankPlayers([entry(70), entry(65), entry(80)], { ...points, highestWins: false }, false);
    expect(r.map((x) => x.rank)).toEqual([2, 1, 3]);
  });

  test('a player without a score shares last place', () => {
    const r = rankPlayers([entry(5), entry(null), entry(9), entry(null)], points, false);
    expect(r.map((x) => x.rank)).toEqual([2, 3, 1, 3]);
  });

  test('the manual winner overrides the scores; the others are placed after by score', () => {
    const r = rankPlayers([entry(30), entry(20, { winner: true }), entry(25), entry(25)], points, true);
    expect(r.map((x) => x.winner)).toEqual([false, true, false, false]);
    expect(r.map((x) => x.rank)).toEqual([2, 1, 3, 3]);
  });

  test('manual winners without scores: winners share 1st, everyone else the next place', () => {
    const r = rankPlayers([entry(null, { winner: true }), entry(null), entry(null, { winner: true }), entry(null)], points, true);
    expect(r.map((x) => x.rank)).toEqual([1, 3, 1, 3]);
  });

  test('team-mates share their team place, with the team scored by its best entry', () => {
    const r = rankPlayers(
      [entry(40, { team: 'Red' }), entry(null, { team: 'Blue' }), entry(null, { team: 'red' }), entry(55, { team: 'Blue' })],
      points,
      false,
    );
    expect(r.map((x) => x.rank)).toEqual([2, 1, 2, 1]);
    expect(r.map((x) => x.winner)).toEqual([false, true, false, true]);
  });

  test('games without points: complete explicit ranks, else marked winners, else nobody ranked', () => {
    const noPoints = { ...points, noPoints: true };
    expect(rankPlayers([entry(9, { rank: 2 }), entry(1, { rank: 1 }), entry(null, { rank: 2 })], noPoints, false).map((x) => x.rank)).toEqual([2, 1, 2]);
    expect(rankPlayers([entry(null, { winner: true }), entry(null), entry(null)], noPoints, false).map((x) => x.rank)).toEqual([1, 2, 2]);
    expect(rankPlayers([entry(null), entry(null)], noPoints, false)).toEqual([{ rank: null, winner: false }, { rank: null, winner: false }]);
  });

  test('explicit ranks may break a score tie but never reverse a score difference', () => {
    const tieBroken = rankPlayers([entry(20, { rank: 2 }), entry(20, { rank: 1 }), entry(5, { rank: 3 })], points, false);
    expect(tieBroken.map((x) => x.rank)).toEqual([2, 1, 3]);
    const reversed = rankPlayers([entry(20, { rank: 2 }), entry(10, { rank: 1 })], points, false);
    expect(reversed.map((x) => x.rank)).toEqual([1, 2]);
  });

  test('cooperative games rank nobody and keep the marked result', () => {
    const r = rankPlayers([entry(null, { winner: true }), entry(null, { winner: true })], { ...points, cooperative: true }, false);
    expect(r).toEqual([{ rank: null, winner: true }, { rank: null, winner: true }]);
  });

  test('property: ranks are competition ranks of the scores', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 8 }), (scores) => {
        const r = rankPlayers(scores.map((s) => entry(s)), points, false);
        scores.forEach((s, i) => expect(r[i].rank).toBe(1 + scores.filter((t) => t > s).length));
        expect(r.some((x) => x.rank === 1)).toBe(true);
      }),
    );
  });
});

describe('score text', () => {
  test.each([
    ['42', 42], ['-3', -3], ['3.5', 3.5], ['3,5', 3.5], [' 1 234 ', 1234], ['12+7+3', 22], ['10-2', 8], ['DNF', null], ['', null], ['1+', null],
  ])('%j parses to %j', (text, value) => expect(parseScore(text)).toBe(value));
});
