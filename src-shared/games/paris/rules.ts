/** Queries over a Paris state: what a key may move to, what it costs, what a player owns and can pay. */
import {
  BUILDING_VALUES,
  DISTRICTS,
  PRESTIGE,
  RESOURCES,
  type BuildingType,
  type District,
  type Landmark,
  type Prestige,
  type Resource,
  type TileEffect,
  WOOD_PER_BUILDING,
} from './data';
import type { Action, Dest, HeldTile, Loc, PlayerState, State } from './types';
import { destinationCost, type Cost } from './costs';

/** Landmarks by id, per options' landmark list (options never change within a game; moves look them up often). */
const landmarksById = new WeakMap<readonly Landmark[], Map<string, Landmark>>();

/** A landmark as this game's options have it (data.ts unless the group corrected its numbers). */
export function landmarkOf(s: Pick<State, 'options'>, id: string): Landmark {
  let byId = landmarksById.get(s.options.landmarks);
  if (!byId) landmarksById.set(s.options.landmarks, (byId = new Map(s.options.landmarks.map((l) => [l.id, l]))));
  const found = byId.get(id);
  if (!found) throw new Error(`unknown landmark ${id}`);
  return found;
}

export function valueIndex(value: number): number {
  return (BUILDING_VALUES as readonly number[]).indexOf(value);
}

/** What a bonus tile (`b12`) or end-game tile (`E3`) does in this game (options may correct the numbers). */
export function tileEffect(s: Pick<State, 'options'>, id: string): TileEffect {
  const effect = id.startsWith('b') ? s.options.bonusTiles[Number(id.slice(1))] : s.options.endTiles[id];
  if (!effect) throw new Error(`unknown tile ${id}`);
  return effect;
}

/** How many times a tile can be spent: resource and prestige tiles say so, every other tile once. */
export function usesOf(effect: TileEffect): number {
  return effect.kind === 'resource' || effect.kind === 'prestige' ? effect.uses : 1;
}

export function bonusNumber(id: string): number | null {
  return id.startsWith('b') ? Number(id.slice(1)) : null;
}

/** Keys standing on a location. */
export function keysAt(s: State, loc: Loc | Dest): number[] {
  if (loc.kind === 'arc') return s.arc;
  const d = s.districts[loc.district];
  if (loc.kind === 'bank') return d.bank;
  if (loc.kind === 'building') return d.spaces[valueIndex(loc.value)].keys;
  if (loc.kind === 'landmark') return d.landmarks[loc.index].keys;
  return [];
}

/** Value a key stands on: a bank (and the Arc, for the price) counts as 0. */
export function locValue(s: State, loc: Loc | Dest): number {
  if (loc.kind === 'arc' || loc.kind === 'bank') return 0;
  if (loc.kind === 'building') return loc.value;
  if (loc.kind === 'landmark') return landmarkOf(s, s.districts[loc.district].landmarks[loc.index].id).value;
  return landmarkOf(s, loc.landmark).value;
}

export interface Owned {
  district: District;
  /** A building type, or 'landmark'. */
  type: BuildingType | 'landmark';
  value: number;
  /** How many of this seat's keys stand here (2 after bonus 9): it counts that many times. */
  count: number;
}

/** Every building and landmark a seat owns. */
export function ownedBy(s: State, seat: number): Owned[] {
  const out: Owned[] = [];
  for (const district of DISTRICTS) {
    const d = s.districts[district];
    d.spaces.forEach((space, i) => {
      const count = space.keys.filter((k) => k === seat).length;
      if (count > 0 && space.type) out.push({ district, type: space.type, value: BUILDING_VALUES[i], count });
    });
    for (const placed of d.landmarks) {
      const count = placed.keys.filter((k) => k === seat).length;
      if (count > 0) out.push({ district, type: 'landmark', value: landmarkOf(s, placed.id).value, count });
    }
  }
  return out;
}

/** Keys on buildings and landmarks of a district (bank keys do not count for VP tiles). */
export function keysOnDistrict(s: State, district: District): number {
  const d = s.districts[district];
  return d.spaces.reduce((n, sp) => n + sp.keys.length, 0) + d.landmarks.reduce((n, l) => n + l.keys.length, 0);
}

export function lastLandmarkValue(s: State, district: District): number {
  const list = s.districts[district].landmarks;
  return list.length ? landmarkOf(s, list[list.length - 1].id).value : 0;
}

export type { Cost } from './costs';

export function resourceCost(s: State, dest: Dest): Cost {
  return destinationCost(s, dest);
}

/** A tile that stands for resources or prestige (of one type, or of any). */
function substitutes(s: Pick<State, 'options'>, tile: HeldTile, kind: 'resource' | 'prestige'): { of: string; uses: number } | null {
  const effect = tileEffect(s, tile.id);
  return effect.kind === kind ? { of: effect.of, uses: tile.uses } : null;
}

/** Units of `type` a player can spend without a wildcard: tokens, then tiles of exactly that type. */
function exactUnits(s: Pick<State, 'options'>, p: PlayerState, kind: 'resource' | 'prestige', type: string): number {
  const tokens = kind === 'resource' ? p.resources[type as Resource] : p.prestige[type as Prestige];
  return tokens + p.tiles.reduce((n, t) => n + (substitutes(s, t, kind)?.of === type ? t.uses : 0), 0);
}

function wildUnits(s: Pick<State, 'options'>, p: PlayerState, kind: 'resource' | 'prestige'): number {
  return p.tiles.reduce((n, t) => n + (substitutes(s, t, kind)?.of === 'any' ? t.uses : 0), 0);
}

/** Whether a player can hand in `need[type]` units of each type, counting "any" tiles once. */
export function canPay(s: Pick<State, 'options'>, p: PlayerState, kind: 'resource' | 'prestige', need: Record<string, number>): boolean {
  let short = 0;
  for (const [type, n] of Object.entries(need)) short += Math.max(0, n - exactUnits(s, p, kind, type));
  return short <= wildUnits(s, p, kind);
}

/**
 * Hands in `need` from a player (mutates the draft). Tokens first (resources go to the supply, prestige
 * leaves the game), then tiles of exactly that type, then "any" tiles, so the most flexible tiles are kept.
 */
export function pay(s: State, seat: number, kind: 'resource' | 'prestige', need: Record<string, number>): void {
  const p = s.players[seat];
  for (const [type, n] of Object.entries(need)) {
    if (n === 0) continue;
    let left = n;
    const tokens = kind === 'resource' ? p.resources : p.prestige;
    const fromTokens = Math.min(left, tokens[type as keyof typeof tokens]);
    (tokens as Record<string, number>)[type] -= fromTokens;
    if (kind === 'resource') s.supply[type as Resource] += fromTokens;
    else s.spentPrestige[type as Prestige] += fromTokens;
    left -= fromTokens;
    for (const wanted of [type, 'any']) {
      for (const tile of p.tiles) {
        if (left === 0) break;
        if (substitutes(s, tile, kind)?.of !== wanted) continue;
        const used = Math.min(left, tile.uses);
        tile.uses -= used;
        left -= used;
      }
    }
    if (left > 0) throw new Error(`cannot pay ${n} ${type}`);
  }
  discardSpentTiles(s, seat);
}

export function discardSpentTiles(s: State, seat: number): void {
  const p = s.players[seat];
  if (!p.tiles.some((t) => t.uses === 0)) return;
  for (const tile of p.tiles.filter((t) => t.uses === 0)) s.discards.push(tile.id);
  p.tiles = p.tiles.filter((t) => t.uses > 0);
}

export function holds(p: PlayerState, id: string): boolean {
  return p.tiles.some((t) => t.id === id);
}

/** Whether a player may take a bonus tile with this number (never two of one number). */
export function mayTakeNumber(s: State, seat: number, n: number): boolean {
  const p = s.players[seat];
  if (s.options.sameNumber === 'ever') return !p.taken.includes(n);
  return !holds(p, `b${n}`);
}

export function topOfSpace(s: State, space: number): number | undefined {
  const stack = s.track[space];
  return stack[stack.length - 1];
}

/** Spaces a pawn may move forward to: holding a tile this player may take. */
export function forwardSpaces(s: State, seat: number): number[] {
  const out: number[] = [];
  for (let space = s.players[seat].pawn + 1; space <= 30; space++) {
    const top = topOfSpace(s, space);
    if (top !== undefined && mayTakeNumber(s, seat, top)) out.push(space);
  }
  return out;
}

/** Bonus 25: 1 to 5 spaces back, counting only spaces that still hold tiles. */
export function backSpaces(s: State, seat: number, max: number): number[] {
  const out: number[] = [];
  let counted = 0;
  for (let space = s.players[seat].pawn - 1; space >= 1 && counted < max; space--) {
    const top = topOfSpace(s, space);
    if (top === undefined) continue;
    counted++;
    if (mayTakeNumber(s, seat, top)) out.push(space);
  }
  return out;
}

export function anySpaces(s: State, seat: number): number[] {
  const out: number[] = [];
  for (let space = 1; space <= 30; space++) {
    const top = topOfSpace(s, space);
    if (top !== undefined && mayTakeNumber(s, seat, top)) out.push(space);
  }
  return out;
}

/** A key move as an action (the engine's `moveKey`). */
export type KeyMove = Extract<Action, { type: 'moveKey' }>;

/**
 * Whether a player can pay resource costs, with its tokens and tiles counted once (keyMoves asks for every
 * destination; the answer is canPay's).
 */
function resourcePayer(s: State, p: PlayerState): (wood: number, marble: number, gold: number) => boolean {
  const exactWood = exactUnits(s, p, 'resource', 'wood');
  const exactMarble = exactUnits(s, p, 'resource', 'marble');
  const exactGold = exactUnits(s, p, 'resource', 'gold');
  const wild = wildUnits(s, p, 'resource');
  return (wood, marble, gold) => Math.max(0, wood - exactWood) + Math.max(0, marble - exactMarble) + Math.max(0, gold - exactGold) <= wild;
}

/** What a seat may move a key onto and what it can afford, worked out once per list of moves (see `keyMoves`). */
interface MoveContext {
  s: State;
  seat: number;
  francs: number;
  /** The tile a key needs to go where keys stand already: its own (9) or another seat's (16); null if not held. */
  ownTile: 9 | null;
  otherTile: 16 | null;
  /** Whether the seat can pay the wood a building needs. */
  wood: boolean;
  /** The landmarks not yet built that the seat can afford the marble and gold of, in supply order. */
  newLandmarks: Landmark[];
  /** Francs a new landmark costs at least (beyond the key's value): no search below it. */
  cheapestNew: number;
  canPay: (wood: number, marble: number, gold: number) => boolean;
}

/** undefined: free; 9/16: the tile that allows it (9 onto its own key, 16 onto another's); null: not allowed. */
function viaFor(ctx: MoveContext, keys: readonly number[]): 9 | 16 | undefined | null {
  if (keys.length === 0) return undefined;
  return keys.includes(ctx.seat) ? ctx.ownTile : ctx.otherTile;
}

function moveAction(from: Loc, to: Dest, via: 9 | 16 | undefined): KeyMove {
  return via ? { type: 'moveKey', from, to, via } : { type: 'moveKey', from, to };
}

/**
 * The affordable moves from `from` into one district, above its value: buildings, placed landmarks, then new
 * landmarks above the district's last one; each destination is checked (occupancy, francs, resources) before
 * it is built. Building values rise along the spaces, so the search stops at the first one beyond the francs.
 */
function movesIn(ctx: MoveContext, from: Loc, fromValue: number, district: District, newLandmarks: boolean, out: Action[]): void {
  const { s } = ctx;
  const d = s.districts[district];
  const woodOnResidence = s.options.woodOn === 'residence';
  const reach = fromValue + ctx.francs;
  for (let i = 0; i < d.spaces.length; i++) {
    const value = BUILDING_VALUES[i];
    if (value <= fromValue) continue;
    if (value > reach) break;
    const sp = d.spaces[i];
    if (!sp.type) continue;
    const via = viaFor(ctx, sp.keys);
    if (via === null) continue;
    const needsWood = woodOnResidence ? sp.type === 'residence' : value === 8;
    if (needsWood && !ctx.wood) continue;
    out.push(moveAction(from, { kind: 'building', district, value }, via));
  }
  let floor = fromValue;
  for (let index = 0; index < d.landmarks.length; index++) {
    const placed = d.landmarks[index];
    const landmark = landmarkOf(s, placed.id);
    if (index === d.landmarks.length - 1) floor = Math.max(floor, landmark.value);
    if (landmark.value <= fromValue || landmark.value > reach) continue;
    const via = viaFor(ctx, placed.keys);
    if (via === null) continue;
    if (!ctx.canPay(0, landmark.cost.marble, landmark.cost.gold)) continue;
    out.push(moveAction(from, { kind: 'landmark', district, index }, via));
  }
  if (!newLandmarks || ctx.cheapestNew > reach) return;
  for (const landmark of ctx.newLandmarks) {
    if (landmark.value <= floor || landmark.value > reach) continue;
    out.push({ type: 'moveKey', from, to: { kind: 'newLandmark', district, landmark: landmark.id } });
  }
}

function moveContext(s: State, seat: number): MoveContext {
  const p = s.players[seat];
  const canPay = resourcePayer(s, p);
  const newLandmarks: Landmark[] = [];
  let cheapestNew = Infinity;
  for (const id of s.landmarkSupply) {
    const landmark = landmarkOf(s, id);
    if (!canPay(0, landmark.cost.marble, landmark.cost.gold)) continue;
    newLandmarks.push(landmark);
    cheapestNew = Math.min(cheapestNew, landmark.value);
  }
  return {
    s,
    seat,
    francs: p.francs,
    ownTile: holds(p, 'b9') ? 9 : null,
    otherTile: holds(p, 'b16') ? 16 : null,
    wood: canPay(WOOD_PER_BUILDING, 0, 0),
    newLandmarks,
    cheapestNew,
    canPay,
  };
}

/**
 * Every key move a seat can make and afford now, appended to `out` in a fixed order: by the key's place on the
 * board (the Arc, then per district its bank, buildings and landmarks), then by destination.
 */
export function keyMoves(s: State, seat: number, out: Action[]): void {
  const ctx = moveContext(s, seat);
  if (s.arc.includes(seat)) {
    const from: Loc = { kind: 'arc' };
    const newLandmarks = s.options.arcNewLandmark === 'any';
    for (const district of DISTRICTS) movesIn(ctx, from, 0, district, newLandmarks, out);
  }
  for (const district of DISTRICTS) {
    const d = s.districts[district];
    if (d.bank.includes(seat)) movesIn(ctx, { kind: 'bank', district }, 0, district, true, out);
    for (let i = 0; i < d.spaces.length; i++) {
      const value = BUILDING_VALUES[i];
      if (d.spaces[i].keys.includes(seat)) movesIn(ctx, { kind: 'building', district, value }, value, district, true, out);
    }
    for (let index = 0; index < d.landmarks.length; index++) {
      if (d.landmarks[index].keys.includes(seat)) movesIn(ctx, { kind: 'landmark', district, index }, landmarkOf(s, d.landmarks[index].id).value, district, true, out);
    }
  }
}

/** Total value and highest single value a seat owns in a district (double keys count double). */
export function districtHoldings(s: State, seat: number, district: District): number[] {
  return ownedBy(s, seat)
    .filter((o) => o.district === district)
    .flatMap((o) => Array<number>(o.count).fill(o.value));
}

export { PRESTIGE, RESOURCES };
