/** The levels' search budgets: the level's own, unless the game asks for more iterations at a position. */
import { describe, expect, it } from 'vitest';
import { drawChance, setupState } from '../engine/runner';
import { chooseAction, levelBudget } from './choose';
import { botGame } from './registry';

/** The first position of a seeded game where a seat chooses among several moves. */
function firstChoice(gameId: string, players: number): unknown {
  const { game } = botGame(gameId)!;
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  const seed = `budget/${gameId}/${players}`;
  const initial = setupState(game, { game: gameId, options: {}, players, names, seed, mode: 'digital' });
  if (!initial.ok) throw new Error(initial.error.message);
  let state = initial.value;
  for (let i = 0; game.currentActor(state) === 'chance'; i++) state = game.reduce(state, drawChance(game, state, seed, i));
  expect(game.legalActions(state).length).toBeGreaterThan(1);
  return state;
}

describe('search budgets', () => {
  it("Paris Paris's strong bot searches 2000 iterations at 4 players, the level's 600 at 2 and 3; normal keeps 150", () => {
    const bot = botGame('paris-paris')!;
    expect(levelBudget(bot, 'strong', firstChoice('paris-paris', 4))).toEqual({ iterations: 2000, millis: 2000, rolloutDepth: 0 });
    expect(levelBudget(bot, 'strong', firstChoice('paris-paris', 3))).toEqual({ iterations: 600, millis: 2000, rolloutDepth: 0 });
    expect(levelBudget(bot, 'strong', firstChoice('paris-paris', 2))).toEqual({ iterations: 600, millis: 2000, rolloutDepth: 0 });
    expect(levelBudget(bot, 'normal', firstChoice('paris-paris', 4))).toEqual({ iterations: 150, millis: 500, rolloutDepth: 0 });
  });

  it('a game that asks for nothing keeps the level’s budget', () => {
    expect(levelBudget(botGame('carcassonne')!, 'strong', firstChoice('carcassonne', 4))).toEqual({ iterations: 600, millis: 2000, rolloutDepth: 0 });
  });

  it('the search runs the budget it is given: the game’s, or the caller’s (the arena’s fixed iterations)', () => {
    const bot = botGame('paris-paris')!;
    const state = firstChoice('paris-paris', 4);
    expect(chooseAction(bot, 'strong', state, 1, 'budget-run').iterations).toBe(2000);
    expect(chooseAction(bot, 'strong', state, 1, 'budget-run', { budget: { iterations: 40 } }).iterations).toBe(40);
  });
});
