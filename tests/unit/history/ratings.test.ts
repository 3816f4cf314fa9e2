import { describe, expect, test } from 'vitest';
import { conservative, ratePlay, type RatingTable } from '../../../src-shared/history/ratings';
import { openTestHandlers } from '../helpers';
import { call, ids, recordPlay, seedClub } from './fixture';

/** The examples in openskill's README (Plackett-Luce, the library's defaults); the README shows about three decimals. */
describe('OpenSkill against the library examples', () => {
  test('two teams of two, the first wins', () => {
    const table: RatingTable = new Map([
      [1, { mu: 25, sigma: 8.333333333333334 }],
      [2, { mu: 32.444, sigma: 5.123 }],
      [3, { mu: 43.381, sigma: 2.421 }],
      [4, { mu: 25.188, sigma: 6.211 }],
    ]);
    ratePlay(table, [
      { playerId: 1, team: 'A', rank: 1 }, { playerId: 2, team: 'A', rank: 1 },
      { playerId: 3, team: 'B', rank: 2 }, { playerId: 4, team: 'B', rank: 2 },
    ]);
    expect(table.get(1)!.mu).toBeCloseTo(28.67, 2);
    expect(table.get(1)!.sigma).toBeCloseTo(8.07, 2);
    expect(table.get(2)!.mu).toBeCloseTo(33.83, 2);
    expect(table.get(2)!.sigma).toBeCloseTo(5.06, 2);
    expect(table.get(3)!.mu).toBeCloseTo(43.07, 2);
    expect(table.get(3)!.sigma).toBeCloseTo(2.42, 2);
    expect(table.get(4)!.mu).toBeCloseTo(23.15, 2);
    expect(table.get(4)!.sigma).toBeCloseTo(6.14, 2);
  });

  test('four players placed 4, 1, 3, 2', () => {
    const table: RatingTable = new Map();
    ratePlay(table, [1, 2, 3, 4].map((playerId, i) => ({ playerId, team: '', rank: [4, 1, 3, 2][i] })));
    const got = [1, 2, 3, 4].map((p) => [table.get(p)!.mu, table.get(p)!.sigma]);
    const want = [[20.963, 8.084], [27.795, 8.263], [24.689, 8.084], [26.553, 8.179]];
    got.forEach(([mu, sigma], i) => {
      expect(mu).toBeCloseTo(want[i][0], 2);
      expect(sigma).toBeCloseTo(want[i][1], 2);
    });
  });

  test('ties: scores 37, 19, 37, 42 as shared places 2, 4, 2, 1', () => {
    const table: RatingTable = new Map();
    ratePlay(table, [1, 2, 3, 4].map((playerId, i) => ({ playerId, team: '', rank: [2, 4, 2, 1][i] })));
    const want = [[24.689, 8.179], [22.826, 8.179], [24.689, 8.179], [27.795, 8.263]];
    want.forEach(([mu, sigma], i) => {
      expect(table.get(i + 1)!.mu).toBeCloseTo(mu, 2);
      expect(table.get(i + 1)!.sigma).toBeCloseTo(sigma, 2);
    });
  });

  test('the leaderboard value is μ − 3σ (README: 43.07, 2.42 → 35.81)', () => {
    expect(conservative({ mu: 43.07, sigma: 2.42 })).toBeCloseTo(35.81, 2);
  });

  test('unranked players and one-team plays change nothing', () => {
    const table: RatingTable = new Map();
    expect(ratePlay(table, [{ playerId: 1, team: '', rank: null }, { playerId: 2, team: '', rank: 1 }])).toEqual([]);
    expect(ratePlay(table, [{ playerId: 1, team: 'X', rank: 1 }, { playerId: 2, team: 'x', rank: 1 }])).toEqual([]);
    expect(table.size).toBe(0);
  });

  test('any number of players: a 12-player free-for-all', () => {
    const table: RatingTable = new Map();
    const changed = ratePlay(table, Array.from({ length: 12 }, (_, i) => ({ playerId: i + 1, team: '', rank: i + 1 })));
    expect(changed).toHaveLength(12);
    expect(table.get(1)!.mu).toBeGreaterThan(table.get(12)!.mu);
  });
});

describe('ratings over the history', () => {
  test('incremental updates equal a full recompute, which is deterministic', () => {
    const { handlers } = openTestHandlers();
    seedClub(handlers);
    const id = ids(handlers);
    const first = call(handlers, 'history:leaderboard', { gameId: id.game('Azul') });
    recordPlay(handlers, 'Azul', '2024-04-01 20:00', [['Ben', '90'], ['Anna', '10']]);
    const incremental = call(handlers, 'history:leaderboard', { gameId: id.game('Azul') });
    expect(incremental).not.toEqual(first);
    call(handlers, 'history:recompute', {});
    const full = call(handlers, 'history:leaderboard', { gameId: id.game('Azul') });
    expect(full).toEqual(incremental);
    call(handlers, 'history:recompute', {});
    expect(call(handlers, 'history:leaderboard', { gameId: id.game('Azul') })).toEqual(full);
    expect(full[0].ordinal).toBeCloseTo(full[0].mu - 3 * full[0].sigma, 10);
  });

  test('a back-dated play rebuilds the ratings in date order', () => {
    const a = openTestHandlers().handlers;
    const b = openTestHandlers().handlers;
    recordPlay(a, 'Azul', '2024-01-01 10:00', [['P', '1'], ['Q', '2']]);
    recordPlay(a, 'Azul', '2024-01-02 10:00', [['P', '5'], ['Q', '2']]);
    call(a, 'history:leaderboard', { gameId: ids(a).game('Azul') });
    recordPlay(a, 'Azul', '2023-12-31 10:00', [['P', '3'], ['Q', '4'], ['R', '9']]);
    recordPlay(b, 'Azul', '2023-12-31 10:00', [['P', '3'], ['Q', '4'], ['R', '9']]);
    recordPlay(b, 'Azul', '2024-01-01 10:00', [['P', '1'], ['Q', '2']]);
    recordPlay(b, 'Azul', '2024-01-02 10:00', [['P', '5'], ['Q', '2']]);
    const strip = (rows: { name: string; mu: number; sigma: number; place: number }[]) => rows.map(({ name, mu, sigma, place }) => ({ name, mu, sigma, place }));
    expect(strip(call(a, 'history:leaderboard', { gameId: ids(a).game('Azul') }))).toEqual(strip(call(b, 'history:leaderboard', { gameId: ids(b).game('Azul') })));
  });

  test('equal ratings share a place; group and season leaderboards', () => {
    const { handlers } = openTestHandlers();
    recordPlay(handlers, 'Azul', '2024-05-01 10:00', [['A', '5'], ['B', '5']]);
    const board = call(handlers, 'history:leaderboard', { gameId: ids(handlers).game('Azul') });
    expect(board.map((r) => r.place)).toEqual([1, 1]);
    recordPlay(handlers, 'Azul', '2024-06-01 10:00', [['A', '9'], ['C', '1']]);
    const id = ids(handlers);
    const group = call(handlers, 'groups:save', { name: 'AC', memberIds: [id.player('A'), id.player('C')] });
    const groupBoard = call(handlers, 'history:leaderboard', { gameId: id.game('Azul'), groupId: group.id });
    expect(groupBoard.map((r) => r.name)).toEqual(['A', 'C']);
    const season = call(handlers, 'seasons:save', { name: 'June', startsOn: '2024-06-01', endsOn: '2024-06-30', gameId: id.game('Azul') });
    const seasonBoard = call(handlers, 'history:leaderboard', { seasonId: season.id });
    expect(seasonBoard.map((r) => [r.name, r.plays])).toEqual([['A', 1], ['C', 1]]);
    const history = call(handlers, 'history:rating-history', { playerId: id.player('A'), gameId: id.game('Azul') });
    expect(history.map((h) => h.playedAt)).toEqual(['2024-05-01 10:00:00', '2024-06-01 10:00:00']);
  });
});
