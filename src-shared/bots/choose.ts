/** A bot's move at a level. Easy is greedy with noise; normal and strong search with different budgets. */
import { createRng, type Seed } from '../engine/rng';
import type { SeatIndex } from '../engine/types';
import { greedyChoice, randomChoice } from './greedy';
import { searchChoice } from './mcts';
import type { BotChoice, BotGame, BotLevel, ChooseOptions, SearchBudget } from './types';

/** Budgets per decision: iterations for reproducible play, a time cap (one core) for the app; a game may ask for more iterations (levelBudget). */
export const LEVEL_BUDGETS: Record<'normal' | 'strong', SearchBudget> = {
  normal: { iterations: 150, millis: 500, rolloutDepth: 12 },
  strong: { iterations: 600, millis: 2000, rolloutDepth: 12 },
};

/** How far easy's estimates are blurred, in multiples of the game's point scale. */
const EASY_NOISE = 0.75;

export function chooseAction(bot: BotGame, level: BotLevel, state: unknown, seat: SeatIndex, seed: Seed, options: ChooseOptions = {}): BotChoice {
  const rng = createRng(seed);
  switch (level) {
    case 'random':
      return randomChoice(bot, state, seat, rng);
    case 'easy':
      return greedyChoice(bot, state, seat, rng, EASY_NOISE * bot.support.scale);
    case 'greedy':
      return greedyChoice(bot, state, seat, rng);
    case 'normal':
    case 'strong':
      return searchChoice(bot, state, seat, rng, budgetFor(bot, level, state, options), options);
  }
}

/** A search level's budget for this game and position: the game's own iterations and playout length where it gives them. */
export function levelBudget(bot: BotGame, level: 'normal' | 'strong', state: unknown): SearchBudget {
  const budget = LEVEL_BUDGETS[level];
  const depth = bot.support.rolloutDepth;
  const iterations = bot.support.iterations?.(state, level);
  return { ...budget, ...(iterations === undefined ? {} : { iterations }), ...(depth === undefined ? {} : { rolloutDepth: depth }) };
}

/** The level's budget, then what the caller asks for. */
function budgetFor(bot: BotGame, level: 'normal' | 'strong', state: unknown, options: ChooseOptions): SearchBudget {
  return { ...levelBudget(bot, level, state), ...options.budget };
}
