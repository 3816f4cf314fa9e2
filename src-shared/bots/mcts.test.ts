/**
 * The search's own rules on a toy game small enough to work out by hand: a position with one legal move is not
 * searched, and below the root the tree branches only where the game says so (`BotSupport.branches`); elsewhere
 * it plays the game's settling move, as a leaf is settled.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../engine/rng';
import type { AnyGame } from '../engine/types';
import { searchChoice } from './mcts';
import type { BotGame, BotSupport } from './types';

/**
 * Seat 0 chooses A or B, then a follow-up, and the game ends: A then "good" wins 10–0, A then "bad" loses −10–0,
 * B draws 3–3 whatever follows.
 */
interface Toy {
  step: 0 | 1 | 2;
  first: string | null;
  second: string | null;
}

function toyPoints(s: Toy): number[] {
  if (s.first === 'B') return [3, 3];
  if (s.first === 'A' && s.second !== null) return [s.second === 'good' ? 10 : -10, 0];
  return [0, 0];
}

const toyGame = {
  currentActor: (s: Toy) => (s.step === 2 ? 'terminal' : 0),
  legalActions: (s: Toy) => (s.step === 0 ? ['A', 'B'] : s.step === 1 ? ['good', 'bad'] : []),
  chanceOutcomes: () => [],
  reduce: (s: Toy, a: string): Toy => (s.step === 0 ? { step: 1, first: a, second: null } : { step: 2, first: s.first, second: a }),
  score: (s: Toy) => {
    const points = toyPoints(s);
    const best = Math.max(...points);
    return { final: true, seats: points.map((total, seat) => ({ seat, total, winner: total === best, rank: total === best ? 1 : 2 })) };
  },
} as unknown as AnyGame;

const toySupport: BotSupport = {
  sampleHidden: (s) => s,
  evaluate: (s) => toyPoints(s as Toy),
  scale: 4,
  rolloutDepth: 0,
  // The follow-up, left to the leaf, is always the bad one.
  quiet: (s) => (s as Toy).step !== 1,
  settle: () => 'bad',
};

const START: Toy = { step: 0, first: null, second: null };
const BUDGET = { iterations: 60, rolloutDepth: 0 };

describe('search: where the tree branches', () => {
  it('with the follow-up in the tree, the search finds A then good', () => {
    const bot: BotGame = { game: toyGame, support: toySupport };
    expect(searchChoice(bot, START, 0, createRng('toy'), BUDGET).action).toBe('A');
  });

  it('where the game keeps the follow-up out of the tree, it is played by settle (bad), so B’s draw is better', () => {
    const bot: BotGame = { game: toyGame, support: { ...toySupport, branches: (s) => (s as Toy).step !== 1 } };
    const choice = searchChoice(bot, START, 0, createRng('toy'), BUDGET);
    expect(choice.action).toBe('B');
    expect(choice.iterations).toBe(BUDGET.iterations);
  });

  it('the root always branches: at the follow-up itself the search still finds good', () => {
    const bot: BotGame = { game: toyGame, support: { ...toySupport, branches: (s) => (s as Toy).step !== 1 } };
    expect(searchChoice(bot, { step: 1, first: 'A', second: null }, 0, createRng('toy'), BUDGET).action).toBe('good');
  });

  it('the game is told which seat the search is for, and may branch for that seat only', () => {
    const asked = new Set<number>();
    const forSeat = (seat: number): BotGame => ({
      game: toyGame,
      support: { ...toySupport, branches: (s, searcher) => (asked.add(searcher), (s as Toy).step !== 1 || searcher === seat) },
    });
    // Searching for seat 0: the follow-up stays in the tree (good is found) when the game branches for seat 0…
    expect(searchChoice(forSeat(0), START, 0, createRng('toy'), BUDGET).action).toBe('A');
    // …and is settled (bad) when it branches for another seat only.
    expect(searchChoice(forSeat(1), START, 0, createRng('toy'), BUDGET).action).toBe('B');
    expect([...asked]).toEqual([0]);
  });

  it('one legal move is not searched: it is played, valued one step ahead', () => {
    const game = { ...toyGame, legalActions: (s: Toy) => (s.step === 0 ? ['B'] : ['bad']) } as unknown as AnyGame;
    const choice = searchChoice({ game, support: toySupport }, START, 0, createRng('toy'), BUDGET);
    // After B the points are 3–3: a margin of 0 (from 0), worth half.
    expect(choice).toEqual({ action: 'B', value: 0.5, gain: 0, iterations: 0 });
  });
});
