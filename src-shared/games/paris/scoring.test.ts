import { describe, expect, test } from 'vitest';
import { endState } from './end-state';
import { scoreDistrict, scoreInput, type ScoringInput } from './scoring';

const four = ['Louis', 'Raphaël', 'Julie', 'Charlotte'];

function placesOf(result: ReturnType<typeof scoreDistrict>) {
  return Object.fromEntries(result.map((p) => [four[p.seat] ?? p.seat, { place: p.place, vp: p.vp }]));
}

describe('district majorities', () => {
  // FR "Exemple 1" / JP 例1 (Batignolles): Louis 13 (11+2), Raphaël 10 (5+4+1), Julie 13, Charlotte 3.
  test('rulebook example 1: Batignolles tie broken by the highest single value (Julie 13 beats Louis 11)', () => {
    const result = scoreDistrict({ id: 'batignolles', name: 'Batignolles', vpTile: [20, 10, 5], holdings: [[11, 2], [5, 4, 1], [13], [3]] }, four);
    expect(placesOf(result)).toEqual({
      Julie: { place: 1, vp: 20 },
      Louis: { place: 2, vp: 10 },
      Raphaël: { place: 3, vp: 5 },
      Charlotte: { place: 4, vp: 0 },
    });
    expect(result.find((p) => p.seat === 2)!.why?.text).toContain('highest single value');
  });

  // FR "Exemple 2" / JP 例2 (Montmartre): Raphaël 21 (15+3+3) and Charlotte 21 (15+4+2) share the Louvre.
  test('rulebook example 2: Montmartre complete tie shares 16 VP, nobody gets 8, Louis gets 4', () => {
    const result = scoreDistrict({ id: 'montmartre', name: 'Montmartre', vpTile: [16, 8, 4], holdings: [[11, 5], [15, 3, 3], [8], [15, 4, 2]] }, four);
    expect(placesOf(result)).toEqual({
      Raphaël: { place: 1, vp: 16 },
      Charlotte: { place: 1, vp: 16 },
      Louis: { place: 3, vp: 4 },
      Julie: { place: 4, vp: 0 },
    });
    expect(result.find((p) => p.seat === 1)!.why?.text).toContain('shared');
  });

  // FR "Exemple 3" / JP 2人プレイ時の重要な変更点: Charlotte 12, Louis 5 < half of 12.
  test('rulebook example 3: 2 players, Belleville, Louis 5 is under half of 12 and scores nothing', () => {
    const result = scoreDistrict({ id: 'belleville', name: 'Belleville', vpTile: [18, 9, 4], holdings: [[12], [5]] }, ['Charlotte', 'Louis']);
    expect(result.map((p) => p.vp)).toEqual([18, 0]);
    expect(result[1].why?.text).toContain('less than half');
  });

  test('2 players: exactly half of 1st place still scores 2nd place', () => {
    const result = scoreDistrict({ id: 'belleville', name: 'Belleville', vpTile: [18, 9, 4], holdings: [[12], [6]] }, ['A', 'B']);
    expect(result.map((p) => p.vp)).toEqual([18, 9]);
  });

  test('a player owning nothing in a district scores nothing there and takes no place', () => {
    const result = scoreDistrict({ id: 'chaillot', name: 'Chaillot', vpTile: [10, 5, 2], holdings: [[], [4], [1]] }, ['A', 'B', 'C']);
    expect(result.map((p) => [p.seat, p.place, p.vp])).toEqual([[1, 1, 10], [2, 2, 5]]);
  });

  test('a district without a VP tile scores nothing', () => {
    expect(scoreDistrict({ id: 'chaillot', name: 'Chaillot', vpTile: null, holdings: [[8], [4]] }, ['A', 'B'])).toEqual([]);
  });
});

function base(overrides: Partial<ScoringInput>): ScoringInput {
  return {
    names: ['Ann', 'Ben'],
    vpTrack: [10, 10],
    francs: [3, 3],
    bonus27: [false, false],
    districts: [],
    finalTieBreak: 'total',
    final: true,
    ...overrides,
  };
}

describe('final ranking', () => {
  test('bonus 27 adds 1 VP per franc at the end', () => {
    const report = scoreInput(base({ francs: [7, 3], bonus27: [true, false] }));
    expect(report.seats[0].total).toBe(17);
    expect(report.seats[0].breakdown.find((l) => l.category === 'bonus27')!.points).toBe(7);
  });

  test('most VP wins; a tie goes to the most francs, explained in words', () => {
    const report = scoreInput(base({ francs: [2, 5] }));
    expect(report.seats.map((s) => s.rank)).toEqual([2, 1]);
    expect(report.tieBreaks[0].explanation.text).toContain('Ben 5 francs');
  });

  test('JP (default): then the highest total value owned', () => {
    const districts = [{ id: 'belleville', name: 'Belleville', vpTile: null, holdings: [[8, 5], [12]] }];
    const report = scoreInput(base({ districts }));
    expect(report.seats.map((s) => s.rank)).toEqual([1, 2]);
    expect(report.tieBreaks.map((t) => t.rule.text)).toEqual(['most francs', 'highest total value owned']);
  });

  test('FR option: then the single most valuable building or landmark', () => {
    const districts = [{ id: 'belleville', name: 'Belleville', vpTile: null, holdings: [[8, 5], [12]] }];
    const report = scoreInput(base({ districts, finalTieBreak: 'single' }));
    expect(report.seats.map((s) => s.rank)).toEqual([2, 1]);
  });

  test('after every tie-break the win is shared', () => {
    const report = scoreInput(base({}));
    expect(report.seats.map((s) => [s.rank, s.winner])).toEqual([[1, true], [1, true]]);
    expect(report.tieBreaks.at(-1)!.decided).toBe(false);
  });
});

test('a provisional score shows neither francs (tie-break) nor bonus 27: both stay behind the screens', () => {
  const report = scoreInput(base({ francs: [2, 5], bonus27: [true, false], final: false }));
  expect(report.seats[0].breakdown.some((l) => l.category === 'bonus27')).toBe(false);
  expect(JSON.stringify(report.tieBreaks)).not.toContain('francs');
});

describe('end-state entry', () => {
  test('the example is valid and scores examples 1 and 2 district by district', () => {
    const input = endState.schema.parse(endState.example);
    const report = endState.score(input);
    const julie = report.seats[2];
    expect(julie.breakdown.find((l) => l.category === 'district:batignolles')!.points).toBe(20);
    expect(julie.breakdown.find((l) => l.category === 'bonus27')!.points).toBe(7);
    expect(report.seats[1].breakdown.find((l) => l.category === 'district:montmartre')!.points).toBe(16);
    expect(report.seats[3].breakdown.find((l) => l.category === 'district:montmartre')!.points).toBe(16);
    expect(report.final).toBe(true);
  });

  test('rejects a district whose owned lists do not match the players', () => {
    const bad = { ...endState.example, districts: [{ district: 'chaillot', vpTile: null, owned: [[1]] }] };
    expect(endState.schema.safeParse(bad).success).toBe(false);
  });

  test('rejects a district listed twice', () => {
    const d = { district: 'chaillot', vpTile: null, owned: [[], [], [], []] };
    expect(endState.schema.safeParse({ ...endState.example, districts: [d, d] }).success).toBe(false);
  });

  test('accepts the minimal { game, players } shape with defaults', () => {
    const parsed = endState.schema.safeParse({ game: 'paris', players: [{ name: 'A', vpTrack: 3, francs: 1 }, { name: 'B', vpTrack: 4, francs: 0 }], districts: [] });
    expect(parsed.success).toBe(true);
  });
});
