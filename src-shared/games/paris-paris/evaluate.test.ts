/**
 * Paris Paris's bot evaluation and determinization: the bag's split counted from what every seat sees, this
 * round's leftover among the tiles on the table, and the grand tours still to come by colour.
 */
import { describe, expect, test } from 'vitest';
import { createRng } from '../../engine/rng';
import { randomPlayout } from '../../engine/runner';
import { bagFromBoard, sampleHidden } from './bot';
import { reduce, setup } from './engine';
import { estimateFinal, grandToursExpected } from './evaluate';
import { parisParisGame } from './index';
import { optionsSchema, type Action, type State, type Tile } from './types';

const GREY = 0;
const names = ['Grey', 'Purple', 'Green', 'Yellow'];
const tile = (stop: string, line: string): Tile => ({ stop, line });

function fresh(players: number): State {
  return setup(optionsSchema.parse({}), { players, names: names.slice(0, players), seed: 't', mode: 'digital' });
}

/** The last round's pick phase: no face-down tile left, so only the tiles on the table can be left over. */
function lastRound(revealed: Tile[], shops: Record<string, number[]>, players = 4): State {
  return { ...fresh(players), phase: 'pick', pool: {}, markers: ['red', 'blue', 'brown', 'orange'].slice(0, players), revealed, shops };
}

describe('Paris Paris bot: the bag', () => {
  test.each([3, 4])('%i players: the split is counted from supplies and board, at every position of a random game', (players) => {
    const match = { game: 'paris-paris', options: {}, players, names: names.slice(0, players), seed: `bag-${players}`, mode: 'digital' as const };
    const { actions } = randomPlayout(parisParisGame, match);
    let state = setup(optionsSchema.parse({}), { players, names: match.names, seed: match.seed, mode: 'digital' });
    const rng = createRng('bag');
    let evicted = 0;
    for (const action of actions) {
      state = reduce(state, action as Action);
      if (state.phase === 'over') break;
      expect(bagFromBoard(state)).toEqual(state.bag);
      for (let seat = 0; seat < players; seat++) expect(sampleHidden(state, seat, rng).bag).toEqual(state.bag);
      evicted = state.bag.reduce((a, b) => a + b, 0);
    }
    // The game had evictions, so a split drawn at random would have differed somewhere.
    expect(evicted).toBeGreaterThan(1);
  });

  test('2 players: no bag', () => {
    expect(bagFromBoard({ ...fresh(2), shops: { opera: [0, 1] }, supply: [18, 18] })).toEqual([0, 0]);
  });
});

describe('Paris Paris bot: tours still to come', () => {
  test("this round's leftover is one of the tiles on the table, each as likely: its small tour, nearest shops included", () => {
    // Grey's only shop is at Étoile (the red line's end, no intersection: no grand tour or special run counts it).
    const shops = { etoile: [GREY] };
    // Étoile's tile scores it; Luxembourg's (the green line's end, no shop on green) scores nobody.
    expect(estimateFinal(lastRound([tile('etoile', 'red'), tile('luxembourg', 'green')], shops))).toEqual([0.5, 0, 0, 0]);
    // Madeleine is empty: its small tour goes to the nearest shops on its line, Étoile's.
    expect(estimateFinal(lastRound([tile('madeleine', 'red'), tile('luxembourg', 'green')], shops))).toEqual([0.5, 0, 0, 0]);
    expect(estimateFinal(lastRound([tile('luxembourg', 'green')], shops))).toEqual([0, 0, 0, 0]);
  });

  test('2–3 players: the rough estimate (a shop scores small tours only from face-down tiles naming its stop)', () => {
    const shops = { etoile: [GREY] };
    expect(estimateFinal(lastRound([tile('etoile', 'red'), tile('luxembourg', 'green')], shops, 3))).toEqual([0, 0, 0]);
    // Three rounds' tiles left at 3 players (4 a round), 4 of them Étoile's of 12: 3 × 4/12 = 1 small tour expected.
    const pool = { 'etoile|red': 4, 'luxembourg|green': 8 };
    expect(estimateFinal({ ...lastRound([], shops, 3), phase: 'reveal', pool })[GREY]).toBeCloseTo(1, 9);
  });

  test('grand tours of a colour: every second leftover of it, the first if one of its tiles waits on a P space (Poisson)', () => {
    const none = { pSpaces: [null, null, null, null, null] };
    const waiting = { pSpaces: [null, tile('opera', 'red'), null, null, null] };
    expect(grandToursExpected(none, 'red', 1)).toBeCloseTo(0.2838338, 6);
    expect(grandToursExpected(waiting, 'red', 1)).toBeCloseTo(0.7161662, 6);
    expect(grandToursExpected(none, 'red', 2.5)).toBeCloseTo(1.0016845, 6);
    expect(grandToursExpected(waiting, 'red', 2.5)).toBeCloseTo(1.4983155, 6);
    // A tile of another colour waits for nothing here.
    expect(grandToursExpected(waiting, 'blue', 1)).toBeCloseTo(0.2838338, 6);
    expect(grandToursExpected(waiting, 'red', 0)).toBe(0);
  });
});
