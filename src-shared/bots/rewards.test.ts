/** Leaf rewards: a logistic of the margin over the best other seat, or (pairwise) the mean chance of finishing above each other seat. */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../engine/types';
import { rewards } from './evaluate';
import type { BotSupport } from './types';

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** A game that is over when told so, its seats ranked as given. */
function game(over: boolean, ranks: number[]): AnyGame {
  return {
    currentActor: () => (over ? 'terminal' : 0),
    score: () => ({ final: over, seats: ranks.map((rank, seat) => ({ seat, total: 0, rank, winner: rank === 1 })) }),
  } as unknown as AnyGame;
}

const support = (reward?: 'best' | 'pairwise', pairwiseFrom?: number): BotSupport => ({ sampleHidden: (s) => s, evaluate: () => [], scale: 4, reward, pairwiseFrom });

describe('leaf rewards', () => {
  it('by default a seat’s margin over the best other seat', () => {
    const r = rewards(game(false, []), support(), null, [10, 2, 6]);
    expect(r).toEqual([sigmoid(4 / 4), sigmoid(-8 / 4), sigmoid(-4 / 4)]);
  });

  it('pairwise: the mean over the other seats of a logistic of the margin over each', () => {
    const r = rewards(game(false, []), support('pairwise'), null, [10, 2, 6]);
    expect(r[0]).toBeCloseTo((sigmoid(8 / 4) + sigmoid(4 / 4)) / 2, 12);
    expect(r[1]).toBeCloseTo((sigmoid(-8 / 4) + sigmoid(-4 / 4)) / 2, 12);
    expect(r[2]).toBeCloseTo((sigmoid(-4 / 4) + sigmoid(4 / 4)) / 2, 12);
  });

  it('pairwise at the end: the share of the others a seat finished above, a tie half', () => {
    expect(rewards(game(true, [1, 3, 1, 4]), support('pairwise'), null, [0, 0, 0, 0])).toEqual([2.5 / 3, 1 / 3, 2.5 / 3, 0]);
  });

  it('with two seats pairwise is the same as the default, during play and at the end', () => {
    expect(rewards(game(false, []), support('pairwise'), null, [7, 3])).toEqual(rewards(game(false, []), support(), null, [7, 3]));
    expect(rewards(game(true, [2, 1]), support('pairwise'), null, [0, 0])).toEqual([0, 1]);
  });

  it('pairwise from 4 seats: at 3 the default, at 4 pairwise', () => {
    expect(rewards(game(false, []), support('pairwise', 4), null, [10, 2, 6])).toEqual([sigmoid(4 / 4), sigmoid(-8 / 4), sigmoid(-4 / 4)]);
    expect(rewards(game(true, [1, 3, 2]), support('pairwise', 4), null, [0, 0, 0])).toEqual([1, 0, 0]);
    const r = rewards(game(false, []), support('pairwise', 4), null, [10, 2, 6, 6]);
    expect(r[0]).toBeCloseTo((sigmoid(8 / 4) + 2 * sigmoid(4 / 4)) / 3, 12);
    expect(r[1]).toBeCloseTo((sigmoid(-8 / 4) + 2 * sigmoid(-4 / 4)) / 3, 12);
    expect(r[2]).toBeCloseTo((sigmoid(-4 / 4) + sigmoid(4 / 4) + 0.5) / 3, 12);
    expect(rewards(game(true, [1, 3, 1, 4]), support('pairwise', 4), null, [0, 0, 0, 0])).toEqual([2.5 / 3, 1 / 3, 2.5 / 3, 0]);
  });
});
