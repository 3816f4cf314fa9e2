/** Every game's bot support, by game id. Evaluation defaults to the game's provisional score totals. */
import type { AnyGame } from '../engine/types';
import { getGame } from '../games/registry';
import { carcassonneBot } from '../games/carcassonne/bot';
import { enRouteBot } from '../games/en-route/bot';
import { parisBot } from '../games/paris/bot';
import { parisParisBot } from '../games/paris-paris/bot';
import { totals } from './redeal';
import type { BotGame, GameBotSupport } from './types';

const supports: Record<string, GameBotSupport> = {
  paris: parisBot as GameBotSupport,
  'paris-paris': parisParisBot as GameBotSupport,
  carcassonne: carcassonneBot as GameBotSupport,
  'en-route': enRouteBot as GameBotSupport,
};

const cache = new Map<string, BotGame>();

export function botGame(gameId: string): BotGame | undefined {
  const cached = cache.get(gameId);
  if (cached) return cached;
  const game = getGame(gameId);
  const support = supports[gameId];
  if (!game || !support) return undefined;
  const bot: BotGame = { game, support: { ...support, evaluate: support.evaluate ?? scoreTotals(game) } };
  cache.set(gameId, bot);
  return bot;
}

function scoreTotals(game: AnyGame): (state: unknown) => number[] {
  return (state) => totals(game.score(state).seats);
}
