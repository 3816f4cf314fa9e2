/** Every playable game, by id. A game appears here only once its engine is complete. */
import type { AnyGame, GameId } from '../engine/types';
import { carcassonneGame } from './carcassonne';
import { enRouteGame } from './en-route';
import { paris } from './paris';
import { parisParisGame } from './paris-paris';

const games: AnyGame[] = [paris, parisParisGame, carcassonneGame, enRouteGame];

export const registry: ReadonlyMap<GameId, AnyGame> = new Map(games.map((g) => [g.meta.id, g]));

export function getGame(id: string): AnyGame | undefined {
  return registry.get(id as GameId);
}

export function listGames(): AnyGame[] {
  return [...registry.values()];
}
