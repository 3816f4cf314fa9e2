import { describe, expect, test } from 'vitest';
import { randomPlayout } from '../../engine/runner';
import { endState, endStateSchema } from './end-state';
import { parisParisGame as game } from './index';
import type { State } from './types';

const example = endState.example;
const parse = (input: unknown) => endStateSchema.safeParse(input);

describe('end-state entry (tablekeeper score)', () => {
  test('the example is valid and scores special runs and the bag bonus with reasons', () => {
    const input = endState.schema.parse(example);
    const report = endState.score(input);
    expect(report.final).toBe(true);
    const aiko = report.seats[0];
    expect(aiko.breakdown.map((l) => l.category)).toEqual(['track', 'special:blue:1', 'special:red:0', 'special:brown:2', 'bag']);
    // Bruno (5 shops) is the sole leader in the bag.
    expect(report.seats[1].breakdown.find((l) => l.category === 'bag')).toMatchObject({ points: 5, reason: { text: 'sole leader in the bag with 5 shops' } });
    for (const seat of report.seats) expect(seat.total).toBe(seat.breakdown.reduce((sum, l) => sum + l.points, 0));
  });

  test('a special run is a grand tour: the red run at Louvre pays Chloé 1 + her adjacent shops', () => {
    const input = endState.schema.parse({
      game: 'paris-paris',
      players: [{ name: 'A', points: 0, marker: 'red', bag: 0 }, { name: 'B', points: 0, marker: 'blue', bag: 0 }, { name: 'C', points: 0, marker: 'green', bag: 0 }],
      shops: { louvre: [2], 'palais-royal': [2], madeleine: [2], 'saint-germain': [0] },
    });
    const report = endState.score(input);
    expect(report.seats[2].breakdown.find((l) => l.category === 'special:red:0')?.points).toBe(3);
    expect(report.seats[0].breakdown.find((l) => l.category === 'special:red:0')?.points).toBe(0);
  });

  test('2 players: the face-up marker is required and runs; a bag count is refused', () => {
    const two = { game: 'paris-paris', players: [{ name: 'A', points: 40, marker: 'red' }, { name: 'B', points: 40, marker: 'blue' }], shops: { opera: [0, 1] } };
    const missing = parse(two);
    expect(missing.success).toBe(false);
    if (!missing.success) expect(missing.error.issues[0].message).toBe('At 2 players, enter the face-up special-run marker.');
    const input = endState.schema.parse({ ...two, openMarker: 'brown' });
    const report = endState.score(input);
    expect(report.seats[0].breakdown.map((l) => l.category)).toEqual(['track', 'special:blue:1', 'special:red:0', 'special:brown:open']); // in the board's line order
    // Tied at 42 (40 + red 1 + brown 1 each): equal shops on the board, so the place is shared.
    expect(report.seats.map((s) => [s.total, s.rank])).toEqual([[42, 1], [42, 1]]);
    expect(report.tieBreaks[0].decided).toBe(false);
    const bag = parse({ ...two, openMarker: 'brown', players: [{ name: 'A', points: 1, marker: 'red', bag: 2 }, { name: 'B', points: 1, marker: 'blue' }] });
    expect(bag.success).toBe(false);
  });

  test('clear errors: unknown stop, too many shops at a stop, duplicate markers, unknown line', () => {
    const bad = parse({ ...example, shops: { nowhere: [0], 'pont-neuf': [0, 1] }, players: example.players.map((p) => ({ ...p, marker: 'red' })) });
    expect(bad.success).toBe(false);
    if (!bad.success) {
      const messages = bad.error.issues.map((i) => i.message);
      expect(messages).toContain('There is no stop "nowhere" on the board.');
      expect(messages).toContain('Pont Neuf is over its capacity of shops (1).');
      expect(messages).toContain('Each line has one special-run marker: two markers name the same line.');
    }
    const unknown = parse({ ...example, players: [{ ...example.players[0], marker: 'purple' }, ...example.players.slice(1)] });
    expect(unknown.success).toBe(false);
  });

  test('ties in the total go to fewer shops on the board', () => {
    const input = endState.schema.parse({
      game: 'paris-paris',
      players: [{ name: 'A', points: 30, marker: 'red' }, { name: 'B', points: 30, marker: 'blue' }, { name: 'C', points: 10, marker: 'green' }],
      shops: { etoile: [0], trocadero: [0], invalides: [1] },
    });
    const report = endState.score(input);
    expect(report.seats.map((s) => s.rank)).toEqual([2, 1, 3]);
    expect(report.tieBreaks[0].explanation.text).toBe('fewer shops on the board: A 2 shops, B 1 shop; B ahead.');
  });
});

describe('the end-state scorer agrees with the engine (JP l.161-167 scored the same way from a table)', () => {
  test('a finished digital game entered as a table end state gives the same totals and ranks', () => {
    for (const [players, seed] of [[2, 'a'], [3, 'b'], [4, 'c'], [3, 'd']] as const) {
      const names = ['A', 'B', 'C', 'D'].slice(0, players);
      const { state: raw } = randomPlayout(game, { game: 'paris-paris', options: {}, players, names, seed, mode: 'digital' });
      const state = raw as State;
      // The track holds every tour of the game before the special runs.
      const track = names.map((_, seat) => Object.entries(state.tally).filter(([k]) => k === 'small' || k.startsWith('grand:')).reduce((sum, [, t]) => sum + t.points[seat], 0));
      const input = endState.schema.parse({
        game: 'paris-paris',
        players: names.map((name, seat) => ({ name, points: track[seat], marker: state.markers[seat], bag: state.bag[seat] })),
        openMarker: state.openMarker,
        startPlayer: state.startPlayer,
        shops: state.shops,
      });
      const fromTable = endState.score(input);
      const fromGame = game.score(state);
      expect(fromTable.seats.map((s) => [s.total, s.rank])).toEqual(fromGame.seats.map((s) => [s.total, s.rank]));
    }
  });
});
