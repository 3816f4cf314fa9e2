/** Fixture boards for each scoring rule (issue 4 "Tests"; values from reference §1.5). */
import { describe, expect, test } from 'vitest';
import { TILE_LETTERS, type TileLetter } from './data';
import { carcassonneGame } from './index';
import { meeple, play, position, totals, withMeeples } from './test-helpers';
import type { State } from './types';

const emptyPile = Object.fromEntries(TILE_LETTERS.map((l) => [l, 0])) as Record<TileLetter, number>;

describe('scoring during play (completed features score at once, meeples return)', () => {
  test('a road loop of 4 tiles scores 1 per tile = 4', () => {
    // V is a curve W–S; four curves close a loop around a 2×2 square.
    let s = position([['V', 0, 0, 3], ['V', 1, 0, 0], ['V', 1, 1, 1]], { hand: ['V'] });
    s = withMeeples(s, [meeple(s, 0, 0, 0, 'road')]);
    s = play(s, { type: 'place', tile: 'V', x: 0, y: 1, r: 2 }, { type: 'pass' });
    expect(s.points[0].roads).toBe(4);
    expect(s.meeples).toEqual([]);
    expect(s.events.filter((e) => e.cause === 'completed' && e.kind === 'road')).toHaveLength(1);
  });

  test('a city of 3 tiles with a pennant scores 2 per tile and per pennant = 8', () => {
    // E (city N) turned to face east, F (city W–E with pennant) in the middle, E turned to face west.
    let s = position([['E', 0, 0, 1], ['F', 1, 0, 0]], { hand: ['E'], seat: 1 });
    s = withMeeples(s, [meeple(s, 1, 1, 0, 'city')]);
    s = play(s, { type: 'place', tile: 'E', x: 2, y: 0, r: 3 }, { type: 'pass' });
    expect(s.points[1].cities).toBe(8);
  });

  test('a 2-tile city scores 4 under the current rules (reference §1.5 "tiny city")', () => {
    let s = position([['E', 0, 0, 2]], { hand: ['E'] });
    s = withMeeples(s, [meeple(s, 0, 0, 0, 'city')]);
    s = play(s, { type: 'place', tile: 'E', x: 0, y: 1, r: 0 });
    // The log line of the step that scores says so, in each UI language.
    expect(carcassonneGame.describeAction(s, { type: 'pass' }, null).text).toBe('Ann placed no meeple — city: Ann +4');
    expect(carcassonneGame.describeAction(s, { type: 'pass' }, null).params).toMatchObject({ scoredJa: ' — 都市：Ann +4', scoredFr: ' — ville : Ann +4' });
    s = play(s, { type: 'pass' });
    expect(s.points[0].cities).toBe(4);
    expect(s.meeples).toEqual([]);
  });

  test('a completed monastery scores 9', () => {
    const ring: [TileLetter, number, number, number][] = [['B', 0, 0, 0]];
    for (const [x, y] of [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1]]) ring.push(['B', x, y, 0]);
    let s = position(ring, { hand: ['B'] });
    s = withMeeples(s, [meeple(s, 2, 0, 0, 'monastery')]);
    s = play(s, { type: 'place', tile: 'B', x: 1, y: 1, r: 0 }, { type: 'pass' });
    expect(s.points[2].monasteries).toBe(9);
  });

  test('tied majorities: every tied player scores in full, the minority nothing', () => {
    // Two 1-tile cities joined by a G (city W–E): Ann and Ben each hold one end, Cat none.
    let s = position([['E', 0, 0, 1], ['E', 2, 0, 3]], { hand: ['G'] });
    s = withMeeples(s, [meeple(s, 0, 0, 0, 'city'), meeple(s, 1, 2, 0, 'city')]);
    s = play(s, { type: 'place', tile: 'G', x: 1, y: 0, r: 0 }, { type: 'meeple', segment: 1 });
    // Ann's new meeple lies in G's north field, not in the city.
    expect(s.points.map((p) => p.cities)).toEqual([6, 6, 0]);
  });

  test('a majority of 2 against 1 takes the whole city', () => {
    let s = position([['E', 0, 0, 1], ['F', 1, 0, 0], ['E', 3, 0, 3]], { hand: ['F'], seat: 1, gifts: false });
    s = withMeeples(s, [meeple(s, 0, 0, 0, 'city'), meeple(s, 0, 1, 0, 'city'), meeple(s, 1, 3, 0, 'city')]);
    s = play(s, { type: 'place', tile: 'F', x: 2, y: 0, r: 0 }, { type: 'pass' });
    expect(s.points.map((p) => p.cities)).toEqual([2 * (4 + 2), 0, 0]);
  });
});

/** Ends the game right after one more placement: the pile is empty. */
function finish(s: State, place: { tile: TileLetter; x: number; y: number; r: number }): State {
  return play({ ...s, pile: emptyPile, hand: [place.tile] }, { type: 'place', ...place }, { type: 'pass' });
}

describe('final scoring (reference §1.5, incomplete features)', () => {
  test('an incomplete road scores 1 per tile, an incomplete city 1 per tile and per pennant', () => {
    let s = position([['U', 0, 0, 0], ['U', 1, 0, 0], ['F', 0, -1, 0]]);
    s = withMeeples(s, [meeple(s, 0, 0, 0, 'road'), meeple(s, 1, 0, -1, 'city')]);
    s = finish(s, { tile: 'U', x: -1, y: 0, r: 0 });
    expect(s.phase).toBe('over');
    expect(s.points[0].roads).toBe(3);
    expect(s.points[1].cities).toBe(2);
  });

  test('a monastery at the edge scores 1 plus its neighbours', () => {
    let s = position([['B', 0, 0, 0], ['B', 1, 0, 0]]);
    s = withMeeples(s, [meeple(s, 0, 0, 0, 'monastery')]);
    s = finish(s, { tile: 'B', x: 0, y: 1, r: 0 });
    expect(s.points[0].monasteries).toBe(3);
  });

  test('a field touching the same city through two segments scores 3, not 6', () => {
    // 2-tile city E(0,0)/E(0,1); the field wraps round it through B(1,0) and B(1,1), touching the city on both tiles.
    let s = position([['E', 0, 0, 2], ['E', 0, 1, 0], ['B', 1, 0, 0]]);
    s = withMeeples(s, [meeple(s, 2, 1, 0, 'field')]);
    s = finish(s, { tile: 'B', x: 1, y: 1, r: 0 });
    expect(s.points[2].fields).toBe(3);
  });

  test('a field across two separate completed cities scores 6', () => {
    // H (two cities N and S, one field between) closed by an E above and an E below.
    let s = position([['H', 0, 0, 0], ['E', 0, -1, 2]]);
    s = withMeeples(s, [meeple(s, 1, 0, 0, 'field')]);
    s = finish(s, { tile: 'E', x: 0, y: 1, r: 0 });
    expect(s.points[1].fields).toBe(6);
  });

  test('an incomplete city next to a field gives the farmer nothing', () => {
    let s = position([['H', 0, 0, 0]]);
    s = withMeeples(s, [meeple(s, 1, 0, 0, 'field')]);
    s = finish(s, { tile: 'E', x: 0, y: 1, r: 0 });
    expect(s.points[1].fields).toBe(3);
  });

  test('unopened gifts score 2 each at the end', () => {
    const s = finish(position([['U', 0, 0, 0]], { giftHands: [['synod', 'cashOut'], [], ['takeTwo']] }), { tile: 'U', x: 1, y: 0, r: 0 });
    expect(s.points.map((p) => p.gifts)).toEqual([4, 0, 2]);
    const report = carcassonneGame.score(s);
    expect(report.final).toBe(true);
    expect(report.seats[0].breakdown.find((l) => l.category === 'gifts')!.reason.text).toContain('final scoring');
  });

  test('final totals and ranks: shared places are 1, 1, 3', () => {
    let s = position([['E', 0, 0, 2]]);
    s = withMeeples(s, [meeple(s, 0, 0, 0, 'city'), meeple(s, 1, 0, 0, 'field')]);
    s = finish(s, { tile: 'U', x: 1, y: 0, r: 1 });
    expect(totals(s)).toEqual([1, 0, 0]);
    const cities = carcassonneGame.score(s).seats[0].breakdown.find((l) => l.category === 'cities')!;
    expect(cities.reason.text).toBe('0 during play + 1 in final scoring: city of 1 tile (1)');
    expect(cities.reason.params).toMatchObject({ detailJa: '都市 1タイル (1)', detailFr: 'ville de 1 tuile (1)' });
    const ranks = carcassonneGame.score(s).seats.map((x) => x.rank);
    expect(ranks).toEqual([1, 2, 2]);
  });
});
