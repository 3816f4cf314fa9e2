/**
 * Each district place in full (seat, place, total, highest value, VP and the note that explains it, with
 * the note's words for every language), for the rulebook's three district examples and the cases around
 * them; the ordinal each language prints; which tie-break decides a running game; districts without a tile.
 */
import { describe, expect, test } from 'vitest';
import { scoreDistrict, scoreInput, type ScoringInput } from './scoring';

const four = ['Louis', 'Raphaël', 'Julie', 'Charlotte'];

describe('every place of a district, with its note', () => {
  // FR "Exemple 1" / JP 例1 (Batignolles): Louis 13 (11+2), Raphaël 10 (5+4+1), Julie 13, Charlotte 3.
  test('rulebook example 1: a tie on total decided by the highest single value, then two clear places', () => {
    const result = scoreDistrict({ id: 'batignolles', name: 'Batignolles', vpTile: [20, 10, 5], holdings: [[11, 2], [5, 4, 1], [13], [3]] }, four);
    expect(result).toEqual([
      {
        seat: 2, place: 1, total: 13, best: 13, vp: 20,
        why: { kind: 'tieDecided', text: 'tied on total; highest single value decides: Julie 13, Louis 11', params: { values: 'Julie 13, Louis 11', valuesJa: 'Julie 13、Louis 11', valuesFr: 'Julie 13, Louis 11' } },
      },
      {
        seat: 0, place: 2, total: 13, best: 11, vp: 10,
        why: { kind: 'tieDecided', text: 'tied on total; highest single value decides: Louis 11, Julie 13', params: { values: 'Louis 11, Julie 13', valuesJa: 'Louis 11、Julie 13', valuesFr: 'Louis 11, Julie 13' } },
      },
      { seat: 1, place: 3, total: 10, best: 5, vp: 5, why: null },
      { seat: 3, place: 4, total: 3, best: 3, vp: 0, why: null },
    ]);
  });

  // FR "Exemple 2" / JP 例2 (Montmartre): Raphaël 21 (15+3+3) and Charlotte 21 (15+4+2) share 1st; 2nd is skipped.
  test('rulebook example 2: a complete tie shares the place, names the other seat, and skips the next place', () => {
    const result = scoreDistrict({ id: 'montmartre', name: 'Montmartre', vpTile: [16, 8, 4], holdings: [[11, 5], [15, 3, 3], [8], [15, 4, 2]] }, four);
    const shared = (other: string) => ({
      kind: 'tieShared',
      text: `tied on total and on highest single value (15) with ${other}: the place is shared and the next is skipped`,
      params: { others: other, othersJa: other, othersFr: other },
    });
    expect(result).toEqual([
      { seat: 1, place: 1, total: 21, best: 15, vp: 16, why: shared('Charlotte') },
      { seat: 3, place: 1, total: 21, best: 15, vp: 16, why: shared('Raphaël') },
      { seat: 0, place: 3, total: 16, best: 11, vp: 4, why: null },
      { seat: 2, place: 4, total: 8, best: 8, vp: 0, why: null },
    ]);
  });

  // FR "Exemple 3" / JP 2人プレイ時の重要な変更点: Charlotte 12, Louis 5 < half of 12.
  test('rulebook example 3: with 2 players the 2nd place under half of 1st gets no VP, and the note names the leader', () => {
    const result = scoreDistrict({ id: 'belleville', name: 'Belleville', vpTile: [18, 9, 4], holdings: [[12], [5]] }, ['Charlotte', 'Louis']);
    expect(result).toEqual([
      { seat: 0, place: 1, total: 12, best: 12, vp: 18, why: null },
      { seat: 1, place: 2, total: 5, best: 5, vp: 0, why: { kind: 'halfRule', text: "2 players: 5 is less than half of Charlotte's 12, so no VP", params: { leader: 'Charlotte', leaderTotal: 12 } } },
    ]);
  });

  test('the same highest value on different totals is no tie: two clear places', () => {
    const result = scoreDistrict({ id: 'marais', name: 'Marais', vpTile: [12, 6, 3], holdings: [[5, 3], [5], [1]] }, ['A', 'B', 'C']);
    expect(result).toEqual([
      { seat: 0, place: 1, total: 8, best: 5, vp: 12, why: null },
      { seat: 1, place: 2, total: 5, best: 5, vp: 6, why: null },
      { seat: 2, place: 3, total: 1, best: 1, vp: 3, why: null },
    ]);
  });

  test('three seats tied completely all take 1st; each note lists the other two in seat order', () => {
    const result = scoreDistrict({ id: 'marais', name: 'Marais', vpTile: [12, 6, 3], holdings: [[6], [4, 2], [6], [6]] }, ['A', 'B', 'C', 'D']);
    expect(result.map((p) => [p.seat, p.place, p.vp, p.why?.kind ?? null, p.why?.params.others ?? null, p.why?.params.othersJa ?? null])).toEqual([
      [0, 1, 12, 'tieShared', 'C, D', 'C、D'],
      [2, 1, 12, 'tieShared', 'A, D', 'A、D'],
      [3, 1, 12, 'tieShared', 'A, C', 'A、C'],
      // 2nd and 3rd are skipped; B's 6 is level on total with the three but lower in value: 4th, nothing.
      [1, 4, 0, 'tieDecided', null, null],
    ]);
    expect(result[3].why!.params).toEqual({ values: 'B 4, A 6, C 6, D 6', valuesJa: 'B 4、A 6、C 6、D 6', valuesFr: 'B 4, A 6, C 6, D 6' });
  });
});

function input(overrides: Partial<ScoringInput>): ScoringInput {
  return { names: ['Ann', 'Ben'], vpTrack: [10, 10], francs: [3, 3], bonus27: [false, false], districts: [], finalTieBreak: 'total', final: true, ...overrides };
}

test('each place is written in every language: 1st/1位/1re, 2nd/2位/2e, 3rd/3位/3e, 4th/4位/4e', () => {
  const district = { id: 'opera', name: 'Opéra', vpTile: [20, 10, 5] as const, holdings: [[9], [7], [5], [3]] };
  const report = scoreInput(input({ names: ['A', 'B', 'C', 'D'], vpTrack: [0, 0, 0, 0], francs: [0, 0, 0, 0], bonus27: [false, false, false, false], districts: [district] }));
  const reason = (seat: number) => report.seats[seat].breakdown.find((l) => l.category === 'district:opera')!.reason;
  expect([0, 1, 2, 3].map((seat) => reason(seat).params)).toEqual([
    { total: 9, best: 9, vp: 20, place: '1st', placeJa: '1位', placeFr: '1re' },
    { total: 7, best: 7, vp: 10, place: '2nd', placeJa: '2位', placeFr: '2e' },
    { total: 5, best: 5, vp: 5, place: '3rd', placeJa: '3位', placeFr: '3e' },
    { total: 3, best: 3, vp: 0, place: '4th', placeJa: '4位', placeFr: '4e' },
  ]);
  expect(reason(3)).toMatchObject({ key: 'score.placeReason.clear', text: '4th place with 3 (highest 3) → 0 VP' });
  expect(report.seats[0].breakdown[1].label).toEqual({ text: 'Opéra', key: 'score.district', params: { name: 'Opéra' } });
});

test('a running game: equal VP are split by the value owned (francs stay secret), not left shared', () => {
  const districts = [{ id: 'marais', name: 'Marais', vpTile: null, holdings: [[3], [8]] }];
  const report = scoreInput(input({ final: false, francs: [9, 1], districts }));
  expect(report.final).toBe(false);
  expect(report.seats.map((s) => [s.total, s.rank])).toEqual([[10, 2], [10, 1]]);
  expect(report.tieBreaks.map((t) => [t.rule.key, t.decided])).toEqual([['score.tieTotal', true]]);
});

test('only districts with a VP tile get a line', () => {
  const districts = [
    { id: 'marais', name: 'Marais', vpTile: [12, 6, 3] as const, holdings: [[4], []] },
    { id: 'opera', name: 'Opéra', vpTile: null, holdings: [[9], [9]] },
  ];
  const report = scoreInput(input({ districts }));
  expect(report.seats.map((s) => s.breakdown.map((l) => [l.category, l.points]))).toEqual([
    [['track', 10], ['district:marais', 12]],
    [['track', 10], ['district:marais', 0]],
  ]);
});

test('the track and bonus 27 lines in full: keys and the numbers their translations use', () => {
  const report = scoreInput(input({ vpTrack: [31, 24], francs: [7, 1], bonus27: [true, false] }));
  expect(report.seats[0].breakdown.slice(0, 2)).toEqual([
    { category: 'track', label: { text: 'VP track', key: 'score.track', params: {} }, points: 31, reason: { text: 'VP scored during the game', key: 'score.trackReason', params: {} } },
    { category: 'bonus27', label: { text: 'Bonus tile 27', key: 'score.bonus27', params: {} }, points: 7, reason: { text: '1 VP per franc: 7 francs', key: 'score.bonus27Reason', params: { francs: 7, count: 7 } } },
  ]);
  expect(report.seats[1].breakdown.map((l) => l.category)).toEqual(['track']);
  expect(report.seats.map((s) => s.total)).toEqual([38, 24]);
});
