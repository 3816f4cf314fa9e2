import { beforeAll, describe, expect, test } from 'vitest';
import type { Handlers } from '../../../src-main/services/app-services';
import { hIndex, monthRange, scoreBuckets, winStreaks } from '../../../src-shared/history/stats';
import { openTestHandlers } from '../helpers';
import { call, callError, ids, seedClub } from './fixture';

let handlers: Handlers;
let id: ReturnType<typeof ids>;

beforeAll(() => {
  ({ handlers } = openTestHandlers());
  seedClub(handlers);
  id = ids(handlers);
});

describe('player page on the hand-computed fixture', () => {
  test('plays, wins, win rate, streaks, average and best score', () => {
    const anna = call(handlers, 'history:player-stats', { playerId: id.player('Anna') });
    expect(anna).toMatchObject({ plays: 5, wins: 3, winRate: 0.6, currentStreak: 1, longestStreak: 1, bestScore: 70 });
    expect(anna.averageScore).toBeCloseTo(53.4, 10);
    expect(anna.perGame).toEqual([
      { gameId: id.game('Azul'), game: 'Azul', plays: 4, wins: 3, winRate: 0.75, averageScore: 48.75, bestScore: 70 },
      { gameId: id.game('Golf'), game: 'Golf', plays: 1, wins: 0, winRate: 0, averageScore: 72, bestScore: 72 },
    ]);
  });

  test('head-to-head and rivals', () => {
    const anna = call(handlers, 'history:player-stats', { playerId: id.player('Anna') });
    expect(anna.headToHead.map(({ name, plays, ahead, behind }) => ({ name, plays, ahead, behind }))).toEqual([
      { name: 'Cleo', plays: 4, ahead: 2, behind: 1 },
      { name: 'Ben', plays: 3, ahead: 2, behind: 1 },
    ]);
    expect(anna.nemesis?.name).toBe('Ben');
    expect(anna.victim?.name).toBe('Ben');
    const cleo = call(handlers, 'history:player-stats', { playerId: id.player('Cleo') });
    expect(cleo).toMatchObject({ plays: 4, wins: 2, currentStreak: 2, longestStreak: 2 });
  });

  test('filters: location and date range', () => {
    const home = call(handlers, 'history:player-stats', { playerId: id.player('Anna'), filter: { locationId: id.location('Home') } });
    expect(home).toMatchObject({ plays: 3, wins: 3, currentStreak: 3, longestStreak: 3 });
    const jan = call(handlers, 'history:player-stats', { playerId: id.player('Anna'), filter: { from: '2024-01-10', to: '2024-02-05' } });
    expect(jan).toMatchObject({ plays: 2, wins: 1 });
  });
});

describe('game page on the hand-computed fixture', () => {
  test('average and best by player count, overall, distribution, plays per month', () => {
    const azul = call(handlers, 'history:game-stats', { gameId: id.game('Azul') });
    expect(azul.plays).toBe(4);
    expect(azul.averageScore).toBeCloseTo(46.5, 10);
    expect(azul.bestScore).toBe(70);
    expect(azul.byPlayerCount).toEqual([
      { players: 2, plays: 2, averageScore: 45, bestScore: 60 },
      { players: 3, plays: 2, averageScore: 47.5, bestScore: 70 },
    ]);
    expect(azul.distribution.reduce((n, b) => n + b.count, 0)).toBe(10);
    expect(azul.playsPerMonth).toEqual([{ month: '2024-01', plays: 2 }, { month: '2024-02', plays: 1 }, { month: '2024-03', plays: 1 }]);
    expect(azul.leaderboard.map((r) => r.name).sort()).toEqual(['Anna', 'Ben', 'Cleo']);
  });

  test('lowest-wins games take the lowest score as best', () => {
    const golf = call(handlers, 'history:game-stats', { gameId: id.game('Golf') });
    expect(golf).toMatchObject({ plays: 1, bestScore: 68, averageScore: 70 });
  });

  test('the same figures with a filter come from the plays, not the rollups', () => {
    const home = call(handlers, 'history:game-stats', { gameId: id.game('Azul'), filter: { locationId: id.location('Home') } });
    expect(home.plays).toBe(3);
    expect(home.byPlayerCount).toEqual([
      { players: 2, plays: 1, averageScore: 45, bestScore: 45 },
      { players: 3, plays: 2, averageScore: 47.5, bestScore: 70 },
    ]);
  });
});

describe('overall', () => {
  test('h-index and plays per month, whole months and partial ones', () => {
    const all = call(handlers, 'history:overview', {});
    expect(all).toMatchObject({ plays: 5, games: 2, hIndex: 1 });
    expect(all.playsPerMonth).toEqual([{ month: '2024-01', plays: 2 }, { month: '2024-02', plays: 2 }, { month: '2024-03', plays: 1 }]);
    const partial = call(handlers, 'history:overview', { filter: { from: '2024-01-10', to: '2024-02-05' } });
    expect(partial.playsPerMonth).toEqual([{ month: '2024-01', plays: 1 }, { month: '2024-02', plays: 1 }]);
    const whole = call(handlers, 'history:overview', { filter: { from: '2024-02-01', to: '2024-03-31' } });
    expect(whole.plays).toBe(3);
  });

  test('group filter: plays with at least one member', () => {
    const group = call(handlers, 'groups:save', { name: 'Tuesday club', kind: 'club', memberIds: [id.player('Ben')] });
    const withBen = call(handlers, 'history:overview', { filter: { groupId: group.id } });
    expect(withBen.plays).toBe(3);
  });

  test('a bad filter names the field', () => {
    const error = callError(handlers, 'history:overview', { filter: { from: '2024-02-30' } });
    expect(error.code).toBe('input/invalid');
    expect(error.path).toEqual(['filter', 'from']);
  });
});

describe('pure helpers', () => {
  test('h-index', () => {
    expect(hIndex([])).toBe(0);
    expect(hIndex([10, 8, 5, 4, 3])).toBe(4);
    expect(hIndex([1, 1, 1])).toBe(1);
  });
  test('streaks', () => {
    expect(winStreaks([true, true, false, true, true, true, false, true])).toEqual({ current: 1, longest: 3 });
  });
  test('score buckets cover every score once', () => {
    const b = scoreBuckets([{ score: 0, count: 2 }, { score: 99, count: 1 }, { score: 50, count: 4 }], 10);
    expect(b.reduce((n, x) => n + x.count, 0)).toBe(7);
    expect(b[0].from).toBe(0);
  });
  test('month ranges fill gaps across years', () => {
    expect(monthRange('2023-11', '2024-02')).toEqual(['2023-11', '2023-12', '2024-01', '2024-02']);
  });
});
