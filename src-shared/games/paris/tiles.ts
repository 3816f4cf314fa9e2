/** Activating bonus and end-game tiles, taking bonus tiles from the track, and trading. */
import { BUILDING_TYPES, PRESTIGE, RESOURCES, type Prestige, type Resource } from './data';
import { anySpaces, backSpaces, discardSpentTiles, ownedBy, tileEffect, topOfSpace, usesOf } from './rules';
import type { Action, State } from './types';
import { buyAction, sellAction, useTileAction } from './actions';

type UseTile = Extract<Action, { type: 'useTile' }>;
type Sell = Extract<Action, { type: 'sell' }>;
type Buy = Extract<Action, { type: 'buy' }>;

/** Pops the top tile of a track space into a seat's holdings. */
export function takeFromTrack(s: State, seat: number, space: number): void {
  const stack = s.track[space];
  const n = stack[stack.length - 1];
  if (n === undefined) throw new Error(`track space ${space} is empty`);
  // The track array is the draft's own copy; the stack itself may be shared with the state before.
  s.track[space] = stack.slice(0, -1);
  const id = `b${n}`;
  s.players[seat].tiles.push({ id, uses: usesOf(tileEffect(s, id)) });
  if (!s.players[seat].taken.includes(n)) s.players[seat].taken.push(n);
}

function pairChoices(counts: number[]): number[][] {
  const out: number[][] = [];
  for (let a = 0; a <= Math.floor(counts[0] / 2); a++)
    for (let b = 0; b <= Math.floor(counts[1] / 2); b++)
      for (let c = 0; c <= Math.floor(counts[2] / 2); c++) if (a + b + c > 0) out.push([a, b, c]);
  return out;
}

/** Every way the active seat can activate a tile now (tiles that act through moves or payments are not here). */
export function tileUses(s: State, seat: number, out: Action[]): void {
  const p = s.players[seat];
  for (const tile of p.tiles) {
    const effect = tileEffect(s, tile.id);
    switch (effect.kind) {
      case 'gain':
      case 'perBuilding':
      case 'perLandmark':
      case 'perOwned':
      case 'perUnusedTile':
      case 'types':
        out.push(useTileAction(tile.id));
        break;
      case 'buyKey':
        if (p.reserve > 0 && p.francs >= effect.francs) out.push(useTileAction(tile.id));
        break;
      case 'takeAny':
        for (const space of anySpaces(s, seat)) out.push(useTileAction(tile.id, space));
        break;
      case 'stepBack':
        for (const space of backSpaces(s, seat, effect.max)) out.push(useTileAction(tile.id, space));
        break;
      case 'prestigePairs':
        for (const pairs of pairChoices(PRESTIGE.map((t) => p.prestige[t]))) out.push({ type: 'useTile', tile: tile.id, pairs });
        break;
      case 'resourcePairs':
        for (const pairs of pairChoices(RESOURCES.map((t) => p.resources[t]))) out.push({ type: 'useTile', tile: tile.id, pairs });
        break;
      default:
        // resource/prestige tiles are spent in payments or sold; 9 and 16 act through a move; 27 at the end.
        break;
    }
  }
}

/** Tile effects whose VP count what the seat owns. */
const COUNTS_OWNED = new Set(['perBuilding', 'perLandmark', 'perOwned', 'types']);

/** VP a tile would give now (for activation and for the log). */
export function tileVp(s: State, seat: number, action: UseTile): number {
  const effect = tileEffect(s, action.tile);
  const owned = COUNTS_OWNED.has(effect.kind) ? ownedBy(s, seat) : [];
  const players = s.players.length;
  switch (effect.kind) {
    case 'gain':
      return effect.vp;
    case 'perBuilding':
      return effect.vp * owned.filter((o) => o.type !== 'landmark' && o.value === effect.value).reduce((n, o) => n + o.count, 0);
    case 'perLandmark':
      return effect.vp * owned.filter((o) => o.type === 'landmark').reduce((n, o) => n + o.count, 0);
    case 'perOwned':
      return effect.vp * owned.reduce((n, o) => n + o.count, 0);
    case 'perUnusedTile':
      return effect.vpByPlayers[players] * s.players[seat].tiles.filter((t) => t.id.startsWith('b') && t.id !== action.tile).length;
    case 'types': {
      const types = new Set(owned.map((o) => o.type)).size;
      const reached = Object.keys(effect.vpByCount).map(Number).filter((n) => types >= n);
      return reached.length ? effect.vpByCount[Math.max(...reached)] : 0;
    }
    case 'prestigePairs':
    case 'resourcePairs':
      return effect.vpByPlayers[players] * (action.pairs ?? [0, 0, 0]).reduce((a, b) => a + b, 0);
    default:
      return 0;
  }
}

/** Applies a tile activation to the draft: its gain, then the tile goes to the face-up discard. */
export function applyTileUse(s: State, seat: number, action: UseTile): void {
  const p = s.players[seat];
  const effect = tileEffect(s, action.tile);
  p.vp += tileVp(s, seat, action);
  if (effect.kind === 'gain') p.francs += effect.francs;
  if (effect.kind === 'buyKey') {
    p.francs -= effect.francs;
    p.reserve -= 1;
    p.keysInHand += 1;
  }
  if (effect.kind === 'prestigePairs') {
    PRESTIGE.forEach((t, i) => {
      p.prestige[t] -= 2 * action.pairs![i];
      s.spentPrestige[t] += 2 * action.pairs![i];
    });
  }
  if (effect.kind === 'resourcePairs') {
    RESOURCES.forEach((t, i) => {
      p.resources[t] -= 2 * action.pairs![i];
      s.supply[t] += 2 * action.pairs![i];
    });
  }
  const tile = p.tiles.find((t) => t.id === action.tile)!;
  tile.uses = 0;
  discardSpentTiles(s, seat);
  if (effect.kind === 'takeAny') takeFromTrack(s, seat, action.space!);
  if (effect.kind === 'stepBack') {
    p.pawn = action.space!;
    takeFromTrack(s, seat, action.space!);
  }
}

/** Every sale and purchase open to a seat, while its trades this turn are under the limit. */
export function trades(s: State, seat: number, out: Action[]): void {
  if (s.tradesThisTurn >= s.options.tradesPerTurn) return;
  const p = s.players[seat];
  for (const r of RESOURCES) if (p.resources[r] > 0) out.push(sellAction('token', 'resource', r));
  for (const t of PRESTIGE) if (p.prestige[t] > 0) out.push(sellAction('token', 'prestige', t));
  for (const tile of p.tiles) {
    const effect = tileEffect(s, tile.id);
    if (effect.kind !== 'resource' && effect.kind !== 'prestige') continue;
    if (effect.of !== 'any') out.push(sellAction(tile.id, effect.kind, effect.of));
    else for (const as of effect.kind === 'resource' ? RESOURCES : PRESTIGE) out.push(sellAction(tile.id, effect.kind, as));
  }
  for (const r of RESOURCES) if (s.supply[r] > 0 && p.francs >= s.options.buyPrice[r]) out.push(buyAction(r));
}

export function sellPrice(s: State, action: Sell): number {
  return action.kind === 'resource' ? s.options.sellResource[action.as as Resource] : s.options.sellPrestige[action.as as Prestige];
}

export function applyTrade(s: State, seat: number, action: Sell | Buy): void {
  const p = s.players[seat];
  s.tradesThisTurn += 1;
  if (action.type === 'buy') {
    p.francs -= s.options.buyPrice[action.resource];
    s.supply[action.resource] -= 1;
    p.resources[action.resource] += 1;
    return;
  }
  p.francs += sellPrice(s, action);
  if (action.source !== 'token') {
    p.tiles.find((t) => t.id === action.source)!.uses -= 1;
    discardSpentTiles(s, seat);
  } else if (action.kind === 'resource') {
    p.resources[action.as as Resource] -= 1;
    s.supply[action.as as Resource] += 1;
  } else {
    p.prestige[action.as as Prestige] -= 1;
    s.spentPrestige[action.as as Prestige] += 1;
  }
}

export function typesOwned(s: State, seat: number): number {
  return new Set(ownedBy(s, seat).map((o) => o.type)).size;
}

export { BUILDING_TYPES, topOfSpace };
