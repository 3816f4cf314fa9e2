/** Tabletop end-state entry: feature lines and photographed boards. */
import { describe, expect, test } from 'vitest';
import { endStateExample, endStateSchema, scoreEndState } from './end-state';

const players = [{ name: 'Ann' }, { name: 'Ben' }];

describe('end-state entry', () => {
  test('the example scores by category: track + roads + cities + monasteries + fields + gifts', () => {
    const report = scoreEndState(endStateSchema.parse(endStateExample));
    // Aiko 64 + road 4 + city 7 (shared) + field 6 (shared) + 1 gift 2; Bruno 71 + city 7 + field 9; Chloé 58 + monastery 7 + field 6 + 2 gifts 4.
    expect(report.seats.map((s) => s.total)).toEqual([83, 87, 75]);
    expect(report.seats.map((s) => s.rank)).toEqual([2, 1, 3]);
    const aiko = Object.fromEntries(report.seats[0].breakdown.map((l) => [l.category, l.points]));
    expect(aiko).toEqual({ track: 64, roads: 4, cities: 7, monasteries: 0, fields: 6, gifts: 2 });
    const reasons = report.seats[1].breakdown.map((l) => l.reason.text);
    expect(reasons).toContain('0 during play + 7 in final scoring: city of 5 tiles + 2 pennants (7, shared)');
    expect(reasons).toContain('0 during play + 9 in final scoring: field by 3 completed cities (9)');
  });

  test('accepts the minimal { game, players: [{ name }] } and scores zero', () => {
    const report = scoreEndState(endStateSchema.parse({ game: 'carcassonne', players }));
    expect(report.seats.map((s) => [s.total, s.rank])).toEqual([[0, 1], [0, 1]]);
  });

  test('a photographed board: the app finds the features itself', () => {
    const input = endStateSchema.parse({
      game: 'carcassonne',
      players,
      board: {
        // H with both cities closed by an E above and below; a north–south road of two U tiles beside them.
        tiles: [
          { tile: 'H', x: 0, y: 0, rotation: 0 },
          { tile: 'E', x: 0, y: -1, rotation: 2 },
          { tile: 'E', x: 0, y: 1, rotation: 0 },
          { tile: 'U', x: 1, y: 0, rotation: 1 },
          { tile: 'U', x: 1, y: 1, rotation: 1 },
        ],
        meeples: [
          { player: 1, x: 0, y: 0, segment: 2 }, // H's field, touching two completed cities
          { player: 0, x: 1, y: 0, segment: 0 }, // the road down the U tiles: 2 tiles
        ],
      },
    });
    const report = scoreEndState(input);
    expect(report.seats[0].breakdown.find((l) => l.category === 'roads')!.points).toBe(2);
    expect(report.seats[1].breakdown.find((l) => l.category === 'fields')!.points).toBe(6);
  });

  test('rejects meeple counts that do not match the players, unoccupied features and misplaced pennants', () => {
    const bad = (features: unknown[]) => endStateSchema.safeParse({ game: 'carcassonne', players, features }).success;
    expect(bad([{ kind: 'road', size: 3, meeples: [1] }])).toBe(false);
    expect(bad([{ kind: 'road', size: 3, meeples: [0, 0] }])).toBe(false);
    expect(bad([{ kind: 'road', size: 3, pennants: 1, meeples: [1, 0] }])).toBe(false);
    expect(bad([{ kind: 'monastery', size: 9, meeples: [1, 0] }])).toBe(false);
    expect(bad([{ kind: 'city', size: 3, pennants: 1, meeples: [1, 1] }])).toBe(true);
  });

  test('rejects a board with two tiles on one cell or a meeple off the board', () => {
    const parse = (board: unknown) => endStateSchema.safeParse({ game: 'carcassonne', players, board }).success;
    expect(parse({ tiles: [{ tile: 'U', x: 0, y: 0, rotation: 0 }, { tile: 'V', x: 0, y: 0, rotation: 0 }] })).toBe(false);
    expect(parse({ tiles: [{ tile: 'U', x: 0, y: 0, rotation: 0 }], meeples: [{ player: 0, x: 5, y: 5, segment: 0 }] })).toBe(false);
    expect(parse({ tiles: [{ tile: 'U', x: 0, y: 0, rotation: 0 }], meeples: [{ player: 0, x: 0, y: 0, segment: 7 }] })).toBe(false);
  });

  describe('impossible boards are reported with the exact problem and its place', () => {
    const issues = (board: unknown) => {
      const parsed = endStateSchema.safeParse({ game: 'carcassonne', players, board });
      expect(parsed.success).toBe(false);
      return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
    };

    test('a road edge against a city edge', () => {
      // D (city north, road west–east) with a U (road west–east) turned so its field faces D's road.
      expect(issues({ tiles: [{ tile: 'D', x: 0, y: 0, rotation: 0 }, { tile: 'E', x: 1, y: 0, rotation: 3 }] })).toEqual([
        ['board.tiles.0', 'tile D at (0, 0) puts a road edge against the city edge of tile E at (1, 0)'],
      ]);
    });

    test('three C tiles (the box has one)', () => {
      const tiles = [0, 1, 2].map((x) => ({ tile: 'C', x, y: 0, rotation: 0 }));
      expect(issues({ tiles })).toEqual([['board.tiles.1', 'tile C at (1, 0): the box holds only 1 of tile C']]);
    });

    test('tiles not connected to the rest', () => {
      expect(issues({ tiles: [{ tile: 'U', x: 0, y: 0, rotation: 0 }, { tile: 'U', x: 1, y: 0, rotation: 0 }, { tile: 'B', x: 5, y: 5, rotation: 0 }] })).toEqual([
        ['board.tiles.2', 'tile B at (5, 5) does not touch the rest of the board'],
      ]);
    });

    test('a meeple left on a completed feature', () => {
      // H's two cities closed by an E above and below: the north city is complete.
      const tiles = [
        { tile: 'H', x: 0, y: 0, rotation: 0 },
        { tile: 'E', x: 0, y: -1, rotation: 2 },
        { tile: 'E', x: 0, y: 1, rotation: 0 },
      ];
      expect(issues({ tiles, meeples: [{ player: 0, x: 0, y: 0, segment: 0 }] })).toEqual([
        ['board.meeples.0', 'the meeple at (0, 0) stands on a completed city: it was scored during play and went back to its owner'],
      ]);
    });

    test('the messages carry their key and every language’s words for the edges', () => {
      const parsed = endStateSchema.safeParse({ game: 'carcassonne', players, board: { tiles: [{ tile: 'D', x: 0, y: 0, rotation: 0 }, { tile: 'E', x: 1, y: 0, rotation: 3 }] } });
      const params = parsed.success ? {} : (parsed.error.issues[0] as { params?: Record<string, unknown> }).params;
      expect(params).toMatchObject({ key: 'games.carcassonne.validation.edgeMismatch', edgeJa: '道', otherEdgeJa: '都市', edgeFr: 'route', otherEdgeFr: 'ville' });
    });
  });

  test('a shared majority scores in full for each tied player', () => {
    const report = scoreEndState(endStateSchema.parse({ game: 'carcassonne', players, features: [{ kind: 'city', size: 3, pennants: 1, meeples: [1, 1] }] }));
    expect(report.seats.map((s) => s.total)).toEqual([4, 4]);
  });
});
