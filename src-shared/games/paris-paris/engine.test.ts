import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { canonicalJson } from '../../engine/canonical';
import { applyAction, randomPlayout, replay, setupState, type MatchSetup } from '../../engine/runner';
import { createRng } from '../../engine/rng';
import { parisParisGame as game } from './index';
import { graphOf, legalActions, reduce, setup } from './engine';
import { view } from './present';
import { grandTour, smallTour } from './tours';
import { optionsSchema, type Action, type State, type Tile } from './types';

// Seats in the rulebook's examples: grey, purple, green, yellow.
const GREY = 0, PURPLE = 1, GREEN = 2, YELLOW = 3;
const names = ['Grey', 'Purple', 'Green', 'Yellow'];

function fresh(players: number, mode: 'digital' | 'assist' = 'digital', options: object = {}): State {
  return setup(optionsSchema.parse(options), { players, names: names.slice(0, players), seed: 't', mode });
}

/** A state in the pick phase with the given revealed tiles and shops. */
function picking(players: number, revealed: Tile[], shops: Record<string, number[]>, extra: Partial<State> = {}): State {
  return { ...fresh(players), phase: 'pick', markers: ['red', 'blue', 'brown', 'orange'].slice(0, players), revealed, shops, ...extra };
}

const graph = graphOf({ customBoard: null });
const tile = (stop: string, line: string): Tile => ({ stop, line });

describe('setup (rulebook: ゲームの準備)', () => {
  test.each([
    [2, 20, 3],
    [3, 15, 4],
    [4, 12, 5],
  ])('%i players: %i stacks of %i tiles', (players, stacks, size) => {
    const v = view(fresh(players), null);
    expect(v.stacksLeft).toBe(stacks);
    expect(v.stackSize).toBe(size);
  });

  test('19 building shops each, empty bag, the first player holds the bus', () => {
    const s = fresh(3);
    expect(s.supply).toEqual([19, 19, 19]);
    expect(s.bag).toEqual([0, 0, 0]);
    expect(s.startPlayer).toBe(0);
  });

  test('digital: one secret marker each; at 2 players one more face up; the rest stay hidden', () => {
    const deals2 = legalActions(fresh(2));
    expect(deals2).toHaveLength(5 * 4 * 3);
    expect(deals2.every((a) => a.type === 'deal-markers' && a.open !== null && new Set([...a.secret, a.open]).size === 3)).toBe(true);
    const deals4 = legalActions(fresh(4));
    expect(deals4).toHaveLength(5 * 4 * 3 * 2);
    expect(deals4.every((a) => a.type === 'deal-markers' && a.open === null)).toBe(true);
  });

  test('a seat sees only its own marker; observers see none; the log tells only the owner', () => {
    const deal: Action = { type: 'deal-markers', secret: ['red', 'blue'], open: 'green' };
    const s = reduce(fresh(2), deal);
    expect(view(s, 0).myMarker).toBe('red');
    expect(view(s, 1).myMarker).toBe('blue');
    expect(view(s, null).myMarker).toBeNull();
    // Apart from the board and the tile counts (which name every line), nothing in grey's view mentions blue.
    const { board: _board, pool: _pool, ...rest } = view(s, 0);
    expect(JSON.stringify(rest)).not.toContain('blue');
    expect(view(s, 0).revealedMarkers).toEqual([null, null]);
    expect(view(s, 0).openMarker).toBe('green');
    expect(game.describeAction(fresh(2), deal, 0).text).toContain('Yours: the Red line');
    expect(game.describeAction(fresh(2), deal, 1).text).not.toContain('Red');
    expect(game.describeAction(fresh(2), deal, null).text).not.toMatch(/Red|Blue/);
  });

  test('assist: no secret deal (markers are entered when revealed); at 2 players the face-up one first', () => {
    expect(fresh(3, 'assist').phase).toBe('reveal');
    expect(legalActions(fresh(2, 'assist'))).toEqual(['green', 'blue', 'red', 'orange', 'brown'].map((line) => ({ type: 'open-marker', line })));
  });
});

describe('a round (rulebook: ゲームの手順)', () => {
  test('1) revealing a stack: one chance step per tile, weighted by the tiles left', () => {
    let s = reduce(fresh(3), { type: 'deal-markers', secret: ['red', 'blue', 'green'], open: null });
    const outcomes = game.chanceOutcomes(s);
    expect(outcomes.reduce((sum, o) => sum + o.weight, 0)).toBe(60);
    for (const t of [tile('opera', 'red'), tile('opera', 'red'), tile('pont-neuf', 'green'), tile('bastille', 'brown')]) s = reduce(s, { type: 'reveal', ...t });
    expect(s.phase).toBe('pick');
    expect(game.currentActor(s)).toBe(0);
    const left = (stop: string, line: string) => game.chanceOutcomes({ ...s, phase: 'reveal' }).find((o) => o.action.type === 'reveal' && o.action.stop === stop && o.action.line === line)?.weight;
    expect(left('opera', 'red')).toBeUndefined(); // both red Opéra tiles are out
    expect(left('opera', 'brown')).toBe(2);
  });

  test('2) picks go clockwise from the start player; identical tiles are one choice', () => {
    const s = picking(3, [tile('opera', 'red'), tile('opera', 'red'), tile('pont-neuf', 'green'), tile('bastille', 'brown')], {}, { startPlayer: 2 });
    expect(game.currentActor(s)).toBe(2);
    expect(legalActions(s)).toHaveLength(3);
    const after = reduce(s, { type: 'pick', stop: 'opera', line: 'red' });
    expect(after.shops.opera).toEqual([2]);
    expect(game.currentActor(after)).toBe(0);
  });

  test('an intersection takes a second shop without eviction, even of the same player (補足)', () => {
    let s = picking(2, [tile('opera', 'red'), tile('opera', 'brown'), tile('etoile', 'red')], {});
    s = reduce(s, { type: 'pick', stop: 'opera', line: 'red' });
    s = reduce({ ...s, picks: 0 }, { type: 'pick', stop: 'opera', line: 'brown' });
    expect(s.shops.opera).toEqual([0, 0]);
  });

  test('eviction example (商店を追い出す, A/B/C): single stop evicts, full intersection lets the placer choose, evicted shops go in the bag (JP l.148)', () => {
    // A: grey opens the 2nd shop at an intersection (purple already there): no eviction.
    let s = picking(3, [tile('louvre', 'red'), tile('madeleine', 'red'), tile('louvre', 'orange'), tile('etoile', 'red')], { louvre: [PURPLE], madeleine: [GREY] });
    expect(legalActions(s).filter((a) => a.type === 'pick' && a.stop === 'louvre')).toEqual([{ type: 'pick', stop: 'louvre', line: 'red' }, { type: 'pick', stop: 'louvre', line: 'orange' }]);
    s = reduce(s, { type: 'pick', stop: 'louvre', line: 'red' });
    expect(s.shops.louvre).toEqual([PURPLE, GREY]);
    // B: purple opens at a single stop held by grey: grey's shop goes into the bag.
    expect(legalActions(s).filter((a) => a.type === 'pick' && a.stop === 'madeleine')).toEqual([{ type: 'pick', stop: 'madeleine', line: 'red', evict: GREY }]);
    s = reduce(s, { type: 'pick', stop: 'madeleine', line: 'red', evict: GREY });
    expect(s.shops.madeleine).toEqual([PURPLE]);
    expect(s.bag).toEqual([1, 0, 0]);
    // C: at the full intersection the placer chooses whom to evict: both owners are offered.
    s = { ...s, picks: 0, startPlayer: PURPLE };
    expect(legalActions(s).filter((a) => a.type === 'pick' && a.stop === 'louvre')).toEqual([
      { type: 'pick', stop: 'louvre', line: 'orange', evict: GREY },
      { type: 'pick', stop: 'louvre', line: 'orange', evict: PURPLE },
    ]);
    s = reduce(s, { type: 'pick', stop: 'louvre', line: 'orange', evict: GREY });
    expect(s.shops.louvre).toEqual([PURPLE, PURPLE]);
    expect(s.bag).toEqual([2, 0, 0]);
  });

  test('evicting your own shop returns it to you (補足)', () => {
    const s = reduce(picking(3, [tile('madeleine', 'red'), tile('etoile', 'red'), tile('opera', 'red'), tile('opera', 'brown')], { madeleine: [GREY] }, { supply: [10, 19, 19] }), { type: 'pick', stop: 'madeleine', line: 'red', evict: GREY });
    expect(s.supply[GREY]).toBe(10);
    expect(s.bag).toEqual([0, 0, 0]);
  });

  test('at 2 players there is no bag: an evicted shop returns to its owner (2人プレイ時)', () => {
    const s = reduce(picking(2, [tile('madeleine', 'red'), tile('etoile', 'red'), tile('opera', 'red')], { madeleine: [PURPLE] }, { supply: [19, 5] }), { type: 'pick', stop: 'madeleine', line: 'red', evict: PURPLE });
    expect(s.supply).toEqual([18, 6]);
    expect(s.bag).toEqual([0, 0]);
  });

  test('a player with no shop left still picks a tile (it decides the leftover) but opens nothing', () => {
    const s = picking(2, [tile('madeleine', 'red'), tile('etoile', 'red'), tile('opera', 'red')], { madeleine: [PURPLE] }, { supply: [0, 3] });
    expect(legalActions(s)).toContainEqual({ type: 'pick', stop: 'madeleine', line: 'red' });
    const after = reduce(s, { type: 'pick', stop: 'madeleine', line: 'red' });
    expect(after.shops.madeleine).toEqual([PURPLE]);
    expect(after.emptyPicks).toBe(1);
  });

  test('3)-5) the leftover tile: small tour, P space, the bus passes to the left', () => {
    let s = picking(2, [tile('madeleine', 'red'), tile('etoile', 'red'), tile('opera', 'red')], { opera: [PURPLE] });
    s = reduce(s, { type: 'pick', stop: 'madeleine', line: 'red' });
    s = reduce(s, { type: 'pick', stop: 'etoile', line: 'red' });
    expect(s.lastTours[0]).toMatchObject({ kind: 'small', stop: 'opera', totals: [0, 1] });
    expect(s.tally.small.points).toEqual([0, 1]);
    expect(s.pSpaces[0]).toEqual(tile('opera', 'red'));
    expect(s.startPlayer).toBe(1);
    expect(s.phase).toBe('reveal');
    expect(s.round).toBe(2);
  });

  test('a second tile of the same colour on the P spaces runs a grand tour of that line, then both tiles leave', () => {
    const pSpaces = [tile('luxembourg', 'green'), tile('etoile', 'red'), null, null, null];
    let s = picking(2, [tile('madeleine', 'brown'), tile('trocadero', 'brown'), tile('opera', 'red')], { opera: [PURPLE], montparnasse: [GREY] }, { pSpaces });
    s = reduce(s, { type: 'pick', stop: 'madeleine', line: 'brown' });
    s = reduce(s, { type: 'pick', stop: 'trocadero', line: 'brown' });
    expect(s.lastTours.map((t) => t.kind)).toEqual(['small', 'grand']);
    expect(s.lastTours[1].line).toBe('red');
    expect(s.lastTours[1].visits.map((v) => v.stop)).toEqual(['quartier-latin', 'odeon', 'louvre', 'opera']);
    expect(s.pSpaces).toEqual([tile('luxembourg', 'green'), null, null, null, null]);
    // Purple: 1 for the shop at Opéra + 1 for the shop just opened next to it at Trocadéro; grey's Madeleine shop
    // is next to Opéra too, but grey has no shop there.
    expect(s.tally['grand:red'].points).toEqual([0, 2]);
  });
});

describe('small tour (3) 収入を得る)', () => {
  test('example 1: only the shop at the leftover stop scores (grey +1, purple nothing) (JP l.88)', () => {
    const tour = smallTour(graph, { 'pont-neuf': [GREY], pompidou: [PURPLE] }, tile('pont-neuf', 'green'), 'both-lines', 2);
    expect(tour.totals).toEqual([1, 0]);
  });

  test('every shop at the stop scores its owner', () => {
    expect(smallTour(graph, { louvre: [GREY, PURPLE] }, tile('louvre', 'red'), 'both-lines', 2).totals).toEqual([1, 1]);
  });

  test('example 2: empty stop, two equally near grey shops on both sides score 1+1; the further purple one nothing (JP l.94)', () => {
    const shops = { pompidou: [GREY], 'hotel-de-ville': [GREY], 'quartier-latin': [PURPLE] };
    const tour = smallTour(graph, shops, tile('pont-neuf', 'green'), 'both-lines', 2);
    expect(tour.totals).toEqual([2, 0]);
    expect(tour.visits.map((v) => v.stop).sort()).toEqual(['hotel-de-ville', 'pompidou']);
  });

  test('example 3: an empty intersection looks along both lines; green and purple are nearest and score 1 each (JP l.100)', () => {
    // Louvre is on red and orange: green's shop is next on red (Madeleine), purple's next on orange
    // (Palais-Royal); grey's shop at Opéra is two stops away and scores nothing.
    const shops = { madeleine: [GREEN], 'palais-royal': [PURPLE], opera: [GREY] };
    const tour = smallTour(graph, shops, tile('louvre', 'red'), 'both-lines', 3);
    expect(tour.totals).toEqual([0, 1, 1]);
  });

  test('option "tile-line": the empty intersection looks only along the tile colour\'s line', () => {
    const shops = { madeleine: [GREEN], 'palais-royal': [PURPLE] };
    expect(smallTour(graph, shops, tile('louvre', 'orange'), 'tile-line', 3).totals).toEqual([0, 1, 0]);
    expect(smallTour(graph, shops, tile('louvre', 'red'), 'tile-line', 3).totals).toEqual([0, 0, 1]);
  });

  test('the nearest shops may be far away (補足)', () => {
    expect(smallTour(graph, { luxembourg: [PURPLE] }, tile('gare-du-nord', 'green'), 'both-lines', 2).totals).toEqual([0, 1]);
  });

  test('no shop on the line(s): nobody scores (補足)', () => {
    expect(smallTour(graph, { opera: [PURPLE] }, tile('gare-du-nord', 'green'), 'both-lines', 2).totals).toEqual([0, 0]);
  });

  test('an intersection with two shops at the nearest distance scores both', () => {
    expect(smallTour(graph, { montmartre: [GREY, PURPLE] }, tile('gare-du-nord', 'green'), 'both-lines', 2).totals).toEqual([1, 1]);
  });

  // JP l.83-84 and l.90/96 give 1 point per shop ("それらの商店全てについて…1ポイントずつ"; example l.94: 1+1=2),
  // so one player's two shops at an intersection score 2.
  test('one player\'s two shops at the leftover (or nearest) intersection score 1 each (JP l.84, l.96)', () => {
    expect(smallTour(graph, { louvre: [GREY, GREY] }, tile('louvre', 'red'), 'both-lines', 2).totals).toEqual([2, 0]);
    expect(smallTour(graph, { montmartre: [PURPLE, PURPLE] }, tile('gare-du-nord', 'green'), 'both-lines', 2).totals).toEqual([0, 2]);
  });
});

describe('grand tour (グランドツアー)', () => {
  test('example: at the intersection grey and purple score 1 each; grey also 1 per adjacent shop (B); purple\'s far shop (C) and yellow\'s adjacent one (D) score nothing (JP l.124)', () => {
    // The bus stops at Louvre (red × orange). Adjacent stops: Odéon, Madeleine (red); Palais-Royal, Les Halles (orange).
    const shops = { louvre: [GREY, PURPLE], madeleine: [GREY], 'palais-royal': [GREY], opera: [PURPLE], 'les-halles': [YELLOW] };
    const tour = grandTour(graph, shops, 'red', 'owners-at-intersection', 4);
    const louvre = tour.visits.find((v) => v.stop === 'louvre')!;
    expect(louvre.scores).toEqual([
      { seat: GREY, points: 1, kind: 'shop', stops: ['louvre'] },
      { seat: PURPLE, points: 1, kind: 'shop', stops: ['louvre'] },
      { seat: GREY, points: 2, kind: 'adjacent', stops: ['madeleine', 'palais-royal'] },
    ]);
    // Opéra is the next intersection: purple scores 1 for the shop there (C is not next to Louvre);
    // grey's Madeleine shop is next to Opéra too, but grey has no shop at Opéra.
    expect(tour.totals).toEqual([3, 2, 0, 0]);
  });

  test('the bus stops at the line\'s 4 intersections in order and passes those without shops', () => {
    const tour = grandTour(graph, { montmartre: [GREY] }, 'green', 'owners-at-intersection', 2);
    expect(tour.visits.map((v) => v.stop)).toEqual(['montmartre', 'pompidou', 'hotel-de-ville', 'quartier-latin']);
    expect(tour.visits.filter((v) => v.scores.length === 0)).toHaveLength(3);
  });

  test('adjacent means both lines: an intersection mid-line on both has 4 neighbours', () => {
    const shops = { pompidou: [GREY], montmartre: [GREY], 'pont-neuf': [GREY], 'les-halles': [GREY], 'st-nicolas': [GREY] };
    const visit = grandTour(graph, shops, 'brown', 'owners-at-intersection', 2).visits.find((v) => v.stop === 'pompidou')!;
    expect(visit.scores.find((s) => s.kind === 'adjacent')?.points).toBe(4);
  });

  // JP l.118: 1 point per shop at the intersection; the adjacent shops score once for their owner (decision in
  // docs: the wording is per shop, the example l.124 has one shop per player).
  test('a player with both shops at the intersection scores 2 for them and each adjacent shop once (JP l.118)', () => {
    const louvre = grandTour(graph, { louvre: [GREY, GREY], madeleine: [GREY], 'les-halles': [GREY] }, 'red', 'owners-at-intersection', 2).visits.find((v) => v.stop === 'louvre')!;
    expect(louvre.scores).toEqual([
      { seat: GREY, points: 2, kind: 'shop', stops: ['louvre'] },
      { seat: GREY, points: 2, kind: 'adjacent', stops: ['madeleine', 'les-halles'] },
    ]);
  });

  test('option "all-adjacent": adjacent shops score without a shop at the intersection', () => {
    const shops = { louvre: [GREY], madeleine: [YELLOW] };
    expect(grandTour(graph, shops, 'red', 'all-adjacent', 4).totals).toEqual([1, 0, 0, 1]);
    expect(grandTour(graph, shops, 'red', 'owners-at-intersection', 4).totals).toEqual([1, 0, 0, 0]);
    // The bus still passes an intersection without shops (JP l.128), so nothing next to it scores.
    expect(grandTour(graph, { madeleine: [YELLOW] }, 'red', 'all-adjacent', 4).totals).toEqual([0, 0, 0, 0]);
  });
});

describe('the end (ゲームの終了)', () => {
  function lastRound(players: number, extra: Partial<State>): State {
    const revealed = [tile('madeleine', 'red'), tile('etoile', 'red'), tile('opera', 'red'), tile('opera', 'brown'), tile('trocadero', 'brown')].slice(0, players + 1);
    return picking(players, revealed, {}, { pool: {}, ...extra });
  }
  const finishRound = (s: State) => {
    let state = s;
    while (state.phase === 'pick') state = reduce(state, legalActions(state)[0]);
    return state;
  };

  test('no stacks left: special runs in turn order from the start player, then the bag bonus for a sole leader', () => {
    const shops = { louvre: [GREY, PURPLE], montmartre: [GREEN] };
    const s = finishRound(lastRound(3, { shops, bag: [4, 2, 1], markers: ['orange', 'red', 'green'], startPlayer: 1 }));
    expect(s.phase).toBe('over');
    const specials = s.lastTours.filter((t) => t.kind === 'special');
    expect(specials.map((t) => t.markerOf)).toEqual([2, 0, 1]);
    expect(specials.map((t) => t.line)).toEqual(['green', 'orange', 'red']);
    expect(s.tally.bag.points).toEqual([4, 0, 0]);
    const report = game.score(s);
    expect(report.final).toBe(true);
    expect(report.seats[0].breakdown.find((l) => l.category === 'bag')?.reason.text).toBe('sole leader in the bag with 4 shops');
  });

  test('bag bonus with a tie for the lead: nobody scores it', () => {
    const s = finishRound(lastRound(4, { bag: [3, 3, 1, 0], markers: ['orange', 'red', 'green', 'blue'] }));
    expect(s.tally.bag.points).toEqual([0, 0, 0, 0]);
    expect(game.score(s).seats[2].breakdown.find((l) => l.category === 'bag')?.reason.text).toBe('1 shop in the bag; 2 players share the lead with 3, so nobody scores it');
  });

  test('2 players: the face-up marker runs too, and there is no bag bonus', () => {
    const s = finishRound(lastRound(2, { markers: ['orange', 'red'], openMarker: 'green', shops: { montmartre: [GREY] } }));
    expect(s.lastTours.filter((t) => t.kind === 'special').map((t) => [t.line, t.markerOf])).toEqual([['red', 1], ['orange', 0], ['green', null]]); // the bus passed to seat 1 after the last round
    expect(s.tally.bag).toBeUndefined();
    expect(game.score(s).seats[0].breakdown.some((l) => l.category === 'bag')).toBe(false);
  });

  test('assist: markers are entered at the end in turn order, never twice, then the runs happen', () => {
    let s = finishRound({ ...lastRound(3, { markers: [null, null, null], startPlayer: 2 }), mode: 'assist' });
    expect(s.phase).toBe('reveal-markers');
    expect(legalActions(s).every((a) => a.type === 'reveal-marker' && a.seat === 0)).toBe(true);
    s = reduce(s, { type: 'reveal-marker', seat: 0, line: 'red' });
    expect(view(s, null).revealedMarkers).toEqual(['red', null, null]);
    expect(legalActions(s).map((a) => (a.type === 'reveal-marker' ? a.line : ''))).toEqual(['green', 'blue', 'orange', 'brown']);
    s = reduce(s, { type: 'reveal-marker', seat: 1, line: 'blue' });
    s = reduce(s, { type: 'reveal-marker', seat: 2, line: 'green' });
    expect(s.phase).toBe('over');
  });

  test('ties go to the player with fewer shops on the board', () => {
    const s: State = { ...fresh(2), phase: 'over', tally: { small: { points: [5, 5], times: [1, 1], runs: 2 } }, shops: { opera: [GREY, GREY], etoile: [PURPLE] } };
    const report = game.score(s);
    expect(report.seats.map((x) => x.rank)).toEqual([2, 1]);
    expect(report.tieBreaks[0].explanation.text).toBe('fewer shops on the board: Grey 2 shops, Purple 1 shop; Purple ahead.');
  });

  test('the score is the true score past 45 (the track wraps, the app does not)', () => {
    const s: State = { ...fresh(2), tally: { small: { points: [52, 3], times: [9, 1], runs: 20 } } };
    expect(game.score(s).seats[0].total).toBe(52);
  });
});

describe('random legal play (property tests)', () => {
  const setupFor = (players: number, seed: string, mode: 'digital' | 'assist', options: object = {}): MatchSetup => ({
    game: 'paris-paris', options, players, names: names.slice(0, players), seed, mode,
  });

  test('shops are conserved (supply + board + bag = 19 each), no legal action throws, the game ends within maxActions, replay is identical', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.string({ minLength: 1, maxLength: 6 }), fc.constantFrom('digital' as const, 'assist' as const), fc.boolean(), (players, seed, mode, variant) => {
        const options = variant ? { smallTourLines: 'tile-line', grandTourAdjacent: 'all-adjacent' } : {};
        const match = setupFor(players, seed, mode, options);
        const { state, actions } = randomPlayout(game, match, createRng(`${seed}/players`));
        expect(actions.length).toBeLessThanOrEqual(game.meta.maxActions(players));
        expect(game.currentActor(state as State)).toBe('terminal');
        let s = game.setup(game.optionsSchema.parse(options), { players, names: match.names, seed, mode }) as State;
        for (const action of actions) {
          for (const legal of game.legalActions(s)) expect(applyAction(game, s, legal).ok).toBe(true);
          s = game.reduce(s, action as Action);
          const onBoard = Array(players).fill(0);
          for (const owners of Object.values(s.shops)) for (const o of owners) onBoard[o]++;
          for (let seat = 0; seat < players; seat++) expect(s.supply[seat] + onBoard[seat] + s.bag[seat]).toBe(19);
          for (const [stop, owners] of Object.entries(s.shops)) expect(owners.length).toBeLessThanOrEqual(graph.capacity(stop));
        }
        const again = replay(game, match, actions);
        expect(again.ok && canonicalJson(again.state)).toBe(canonicalJson(state));
      }),
      { numRuns: 8 },
    );
  });

  test('the total score equals the points of every tour plus the bag bonus', () => {
    const { state } = randomPlayout(game, setupFor(3, 'sum', 'digital'));
    const s = state as State;
    const report = game.score(s);
    const byTours = Array(3).fill(0);
    for (const t of Object.values(s.tally)) t.points.forEach((p, seat) => (byTours[seat] += p));
    expect(report.seats.map((x) => x.total)).toEqual(byTours);
  });

  test('no view shows another seat\'s marker before the end, nor the bag per seat', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.string({ minLength: 1, maxLength: 6 }), (players, seed) => {
        const match = setupFor(players, seed, 'digital');
        const { actions } = randomPlayout(game, match);
        let s = game.setup(game.optionsSchema.parse({}), { players, names: match.names, seed, mode: 'digital' }) as State;
        for (const action of actions.slice(0, -1)) {
          s = game.reduce(s, action as Action);
          if (s.phase === 'over') break;
          for (let viewer = 0; viewer < players; viewer++) {
            const v = view(s, viewer);
            expect(v.myMarker).toBe(s.markers[viewer]);
            expect(v.revealedMarkers.every((m) => m === null)).toBe(true);
            expect(v.bag).toBeNull();
          }
        }
      }),
      { numRuns: 4 },
    );
  });
});

describe('hidden information: another seat\'s special-run marker (JP l.45: kept secret all game)', () => {
  /** The same deal, except every other seat holds a different line (the viewer's own and the face-up one kept). */
  function otherDeal(deal: Extract<Action, { type: 'deal-markers' }>, viewer: number): Action {
    const free = ['green', 'blue', 'red', 'orange', 'brown'].filter((l) => l !== deal.secret[viewer] && l !== deal.open);
    const secret = deal.secret.map((line, seat) => (seat === viewer ? line : free[(free.indexOf(line) + 1) % free.length]));
    return { ...deal, secret };
  }

  test('views, log lines and scores a seat sees do not depend on the others\' markers until the game is over', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.string({ minLength: 1, maxLength: 6 }), (players, seed) => {
        const match: MatchSetup = { game: 'paris-paris', options: {}, players, names: names.slice(0, players), seed, mode: 'digital' };
        const { actions } = randomPlayout(game, match);
        const deal = actions[0] as Extract<Action, { type: 'deal-markers' }>;
        for (let viewer = 0; viewer < players; viewer++) {
          const alternative = otherDeal(deal, viewer);
          expect(alternative).not.toEqual(deal);
          let a = fresh(players);
          let b = fresh(players);
          expect(game.describeAction(a, deal, viewer)).toEqual(game.describeAction(b, alternative, viewer));
          a = reduce(a, deal);
          b = reduce(b, alternative);
          for (const action of actions.slice(1) as Action[]) {
            const nextA = reduce(a, action);
            if (nextA.phase === 'over') break; // the markers are revealed at the end
            expect(game.describeAction(a, action, viewer)).toEqual(game.describeAction(b, action, viewer));
            a = nextA;
            b = reduce(b, action);
            expect(view(a, viewer)).toEqual(view(b, viewer));
            expect(game.score(a)).toEqual(game.score(b));
          }
        }
      }),
      { numRuns: 3 },
    );
  });
});

describe('any valid board (a group\'s own, from the board editor)', () => {
  // Four lines, every pair crossing once at one of six stops; 60 tiles spread 5 per stop and colour.
  const lines = [
    { id: 'a', name: 'A', colour: '#aa0000', stops: ['p', 'q', 'r'] },
    { id: 'b', name: 'B', colour: '#00aa00', stops: ['p', 's', 't'] },
    { id: 'c', name: 'C', colour: '#0000aa', stops: ['q', 's', 'u'] },
    { id: 'd', name: 'D', colour: '#aaaa00', stops: ['r', 't', 'u'] },
  ];
  const small = {
    name: 'Tiny test board',
    lines,
    stops: ['p', 'q', 'r', 's', 't', 'u'].map((id, i) => ({ id, name: id.toUpperCase(), x: 100 + i * 60, y: 100 + (i % 2) * 80 })),
    tiles: lines.flatMap((l) => l.stops.map((stop) => ({ stop, line: l.id, count: 5 }))),
    pSpaces: 4,
  };

  test('is accepted with warnings where it differs from the printed board, and plays to the end with shops conserved', () => {
    const options = optionsSchema.parse({ board: small });
    expect(options.board?.name).toBe('Tiny test board');
    for (const players of [2, 3, 4]) {
      const match: MatchSetup = { game: 'paris-paris', options: { board: small }, players, names: names.slice(0, players), seed: `tiny${players}`, mode: 'digital' };
      const { state } = randomPlayout(game, match);
      const s = state as State;
      expect(s.phase).toBe('over');
      expect(view(s, 0).board.name).toBe('Tiny test board');
      const onBoard = Object.values(s.shops).flat().length;
      expect(s.supply.reduce((a, b) => a + b, 0) + onBoard + s.bag.reduce((a, b) => a + b, 0)).toBe(19 * players);
      // Every stop is an intersection here: each holds at most 2 shops.
      for (const owners of Object.values(s.shops)) expect(owners.length).toBeLessThanOrEqual(2);
    }
  });

  test('its tours follow its own lines', () => {
    const s = reduce(picking(2, [tile('q', 'a'), tile('t', 'd'), tile('s', 'b')], { p: [GREY], u: [PURPLE] }, { customBoard: optionsSchema.parse({ board: small }).board! }), { type: 'pick', stop: 'q', line: 'a' });
    // Leftover S (b × c) is empty. Its neighbours: P (grey) and T (purple, just opened) on b, Q (grey, just
    // opened) and U (purple) on c: all four at distance 1, so each player scores 2.
    const after = reduce(s, { type: 'pick', stop: 't', line: 'd' });
    expect(after.lastTours[0].visits.map((v) => v.stop).sort()).toEqual(['p', 'q', 't', 'u']);
    expect(after.lastTours[0].totals).toEqual([2, 2]);
  });

  test('an invalid board is refused when the game is set up, with the reason', () => {
    const setupResult = setupState(game, { game: 'paris-paris', options: { board: { ...small, pSpaces: 2 } }, players: 2, names: ['A', 'B'], seed: 'x', mode: 'digital' });
    expect(setupResult.ok).toBe(false);
    if (!setupResult.ok) expect(setupResult.error.code).toBe('options/invalid');
    const parsed = game.optionsSchema.safeParse({ board: { ...small, pSpaces: 2 } });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues[0].message).toBe('Board: There are 4 lines but only 2 P spaces: the P spaces could overflow.');
  });
});
