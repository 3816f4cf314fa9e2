/**
 * Shared, frozen action objects. Legal actions are listed again at every decision (thousands of times in a
 * random game or a search), and most of them are the same few dozen actions: each is made once and reused.
 * Frozen, so no caller can change one for everybody.
 */
import type { District, Prestige, Resource } from './data';
import type { Action } from './types';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

function cached<K, A>(cache: Map<K, A>, key: K, make: () => A): A {
  let action = cache.get(key);
  if (action === undefined) cache.set(key, (action = Object.freeze(make())));
  return action;
}

export const END_TURN: Of<'endTurn'> = Object.freeze({ type: 'endTurn' });
export const PASS: Of<'pass'> = Object.freeze({ type: 'pass' });
export const WITHDRAW: Of<'withdraw'> = Object.freeze({ type: 'withdraw' });
export const TAKE_END_TILE: Of<'takeEndTile'> = Object.freeze({ type: 'takeEndTile' });
export const SKIP_BONUS: Of<'skipBonus'> = Object.freeze({ type: 'skipBonus' });
export const SKIP_VP_TILE: Of<'skipVpTile'> = Object.freeze({ type: 'skipVpTile' });

const placeKeys = new Map<'arc' | District, Of<'placeKey'>>();
export const placeKeyAction = (at: 'arc' | District) => cached(placeKeys, at, () => ({ type: 'placeKey' as const, at }));

const bonusMoves = new Map<number, Of<'bonusTrack'>>();
export const bonusTrackAction = (space: number) => cached(bonusMoves, space, () => ({ type: 'bonusTrack' as const, space }));

const vpTiles = new Map<string, Of<'vpTile'>>();
export const vpTileAction = (tile: number, district: District) => cached(vpTiles, `${tile}:${district}`, () => ({ type: 'vpTile' as const, tile, district }));

const buys = new Map<Resource, Of<'buy'>>();
export const buyAction = (resource: Resource) => cached(buys, resource, () => ({ type: 'buy' as const, resource }));

/** Sales by what is sold (resource or prestige), then by source (`token` or a tile id), then by type. */
const sales = { resource: new Map<string, Map<string, Of<'sell'>>>(), prestige: new Map<string, Map<string, Of<'sell'>>>() };
export function sellAction(source: string, kind: 'resource' | 'prestige', as: Resource | Prestige): Of<'sell'> {
  let bySource = sales[kind].get(source);
  if (!bySource) sales[kind].set(source, (bySource = new Map()));
  return cached(bySource, as, () => ({ type: 'sell' as const, source, kind, as }));
}

/** A tile's activation without a choice, or with a track space. */
const uses = new Map<string, Of<'useTile'>[]>();
export function useTileAction(tile: string, space?: number): Of<'useTile'> {
  let bySpace = uses.get(tile);
  if (!bySpace) uses.set(tile, (bySpace = []));
  const index = space ?? 0;
  return (bySpace[index] ??= Object.freeze(space === undefined ? { type: 'useTile', tile } : { type: 'useTile', tile, space }));
}

/** Drawing a building tile, as a chance outcome (each tile left in the stacks equally likely). */
const draws = new Map<string, { action: Of<'draw'>; weight: number }>();
export function drawOutcome(tile: string): { action: Of<'draw'>; weight: number } {
  let outcome = draws.get(tile);
  if (!outcome) draws.set(tile, (outcome = Object.freeze({ action: Object.freeze({ type: 'draw' as const, tile }), weight: 1 })));
  return outcome;
}
