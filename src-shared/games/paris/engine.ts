/** Paris turn flow: setup, legal actions and reduce. Pure; every draw is a chance action. */
import { pickWeighted } from '../../engine/runner';
import {
  BUILDING_VALUES,
  DISTRICTS,
  END_TILE_IDS,
  KEYS_BY_PLAYERS,
  LANDMARKS,
  RESERVE_KEYS,
  START_FRANCS,
  BUILDINGS_REMOVED,
  TOKENS_PER_KIND,
  VALUE3_BONUS_FRANCS,
  VALUE8_VP,
  bonusZone,
  type District,
  type Prestige,
} from './data';
import {
  canPay,
  forwardSpaces,
  keysAt,
  keysOnDistrict,
  landmarkOf,
  keyMoves,
  locValue,
  pay,
  resourceCost,
  tileEffect,
  usesOf,
  valueIndex,
} from './rules';
import { applyTileUse, applyTrade, takeFromTrack, tileUses, trades } from './tiles';
import {
  copyDistrict,
  copyPending,
  copyPlayer,
  copyPrestige,
  copyResources,
  copyState,
  districtRecord,
  newDistrict,
  newPending,
  newPlacedLandmark,
  newSpace,
  prestigeCounts,
  resourceCounts,
} from './copies';
import { END_TURN, PASS, SKIP_BONUS, SKIP_VP_TILE, TAKE_END_TILE, WITHDRAW, bonusTrackAction, drawOutcome, placeKeyAction, vpTileAction } from './actions';
import type { Action, DistrictState, Options, PlayerState, State } from './types';

type Layout = Extract<Action, { type: 'layoutToken' | 'layoutBonus' }>;
const LAYOUT_TOKENS = ['wood', 'marble', 'bronze', 'silver', 'gold'] as const;
/** Variant setup: 30 token spaces (values 1–5 in each district), then 30 track spaces. */
const LAYOUT_STEPS = 60;

function copiesOf(options: Options, n: number, players: number): number {
  return 1 + (players >= 3 && options.copies3p.includes(n) ? 1 : 0) + (players >= 4 && options.copies4p.includes(n) ? 1 : 0);
}

function newPlayer(players: number): PlayerState {
  return {
    francs: START_FRANCS,
    vp: 0,
    keysInHand: KEYS_BY_PLAYERS[players],
    reserve: RESERVE_KEYS,
    resources: resourceCounts(0, 0, 0),
    prestige: prestigeCounts(0, 0, 0),
    tiles: [],
    taken: [],
    pawn: 0,
    withdrawn: false,
  };
}

function startDistrict(options: Options, random: boolean): DistrictState {
  const spaces = BUILDING_VALUES.map((value) => newSpace(null, random ? (value === 8 ? { kind: 'resource', type: 'gold' } : null) : { ...options.basicTokens[value] }, []));
  return newDistrict(spaces, [], [], null);
}

export function setup(options: Options, ctx: { players: number; names: string[] }): State {
  const random = options.setup === 'random';
  const players = ctx.players;
  const track: number[][] = Array.from({ length: 31 }, (_, n) => (n === 0 || random ? [] : Array<number>(copiesOf(options, n, players)).fill(n)));
  const districts = districtRecord(() => startDistrict(options, random));
  return {
    names: ctx.names.slice(),
    options,
    players: Array.from({ length: players }, () => newPlayer(players)),
    districts,
    arc: [],
    pool: DISTRICTS.flatMap((d) => BUILDING_VALUES.map((v) => `${d}:${v}`)),
    stackCount: options.ignoreDistrictNames ? 36 : 36 - BUILDINGS_REMOVED,
    drawn: null,
    landmarkSupply: LANDMARKS.map((l) => l.id),
    vpTileSupply: options.vpTiles.map((_, i) => i),
    endTiles: END_TILE_IDS.slice(),
    track,
    supply: resourceCounts(0, 0, 0),
    spentPrestige: prestigeCounts(0, 0, 0),
    layoutStep: random ? 0 : LAYOUT_STEPS,
    turn: 0,
    round: 0,
    phase: random ? 'layout' : 'draw',
    pending: newPending(null, null, false),
    tradesThisTurn: 0,
    endRound: null,
    discards: [],
  };
}

export function currentActor(s: State): number | 'chance' | 'terminal' {
  if (s.phase === 'over') return 'terminal';
  if (s.phase === 'layout' || s.phase === 'draw') return 'chance';
  return s.turn;
}

// ---------- variant layout (chance) ----------

function layoutTokenSlot(step: number): { district: District; index: number } {
  return { district: DISTRICTS[Math.floor(step / 5)], index: step % 5 };
}

function layoutOutcomes(s: State): { action: Layout; weight: number }[] {
  if (s.layoutStep < 30) {
    const placed = DISTRICTS.flatMap((d) => s.districts[d].spaces.slice(0, 5).map((sp) => sp.token));
    return LAYOUT_TOKENS.map((token) => {
      const kind = token === 'wood' || token === 'marble' ? 'resource' : 'prestige';
      const used = placed.filter((t) => t && t.kind === kind && t.type === token).length;
      return { action: { type: 'layoutToken' as const, token }, weight: TOKENS_PER_KIND - used };
    }).filter((o) => o.weight > 0);
  }
  const space = s.layoutStep - 29;
  const zone = bonusZone(space, s.options.zoneEnds);
  const used = new Set(s.track.flat());
  const free = Array.from({ length: 30 }, (_, i) => i + 1).filter((n) => bonusZone(n, s.options.zoneEnds) === zone && !used.has(n));
  return free.map((number) => ({ action: { type: 'layoutBonus' as const, number }, weight: 1 }));
}

function applyLayout(s: State, a: Layout): void {
  if (a.type === 'layoutToken') {
    const { district, index } = layoutTokenSlot(s.layoutStep);
    const kind = a.token === 'wood' || a.token === 'marble' ? 'resource' : 'prestige';
    s.districts[district].spaces[index].token = kind === 'resource' ? { kind, type: a.token as 'wood' | 'marble' } : { kind, type: a.token as Prestige };
  } else {
    s.track[s.layoutStep - 29] = Array<number>(copiesOf(s.options, a.number, s.players.length)).fill(a.number);
  }
  s.layoutStep += 1;
  if (s.layoutStep === LAYOUT_STEPS) s.phase = 'draw';
}

// ---------- building draw ----------

interface PrintedTile {
  district: District;
  value: number;
}

/** Building tiles by their `district:value` name, read once (a game draws 36 of the same 36 names). */
const printedTiles = new Map<string, PrintedTile>();

function printedTile(tile: string): PrintedTile {
  let printed = printedTiles.get(tile);
  if (!printed) {
    const [district, value] = tile.split(':');
    printedTiles.set(tile, (printed = Object.freeze({ district: district as District, value: Number(value) })));
  }
  return printed;
}

export function tileType(s: Pick<State, 'options'>, tile: string) {
  const { district, value } = printedTile(tile);
  return s.options.spaceTypes[district][valueIndex(value)];
}

/** Variant: districts where the drawn tile fits (its value free, no building of its type there yet). */
export function placementDistricts(s: State, tile: string): District[] {
  const { value } = printedTile(tile);
  const type = tileType(s, tile);
  return DISTRICTS.filter((d) => {
    const spaces = s.districts[d].spaces;
    return spaces[valueIndex(value)].type === null && !spaces.some((sp) => sp.type === type);
  });
}

function applyDraw(s: State, tile: string): void {
  s.pool.splice(s.pool.indexOf(tile), 1);
  s.stackCount -= 1;
  s.phase = 'main';
  if (!s.options.ignoreDistrictNames) {
    const { district, value } = printedTile(tile);
    s.districts[district].spaces[valueIndex(value)].type = tileType(s, tile);
    return;
  }
  // A tile that fits nowhere goes back to the box.
  if (placementDistricts(s, tile).length > 0) {
    s.drawn = tile;
    s.phase = 'placeBuilding';
  }
}

// ---------- turn flow ----------

function beginTurn(s: State): void {
  s.tradesThisTurn = 0;
  s.pending = newPending(null, null, false);
  s.phase = s.stackCount > 0 ? 'draw' : 'main';
}

/** Next seat in clockwise order; withdrawn players are skipped; the game ends after the final round. */
function advanceTurn(s: State): void {
  for (;;) {
    s.turn = (s.turn + 1) % s.players.length;
    if (s.turn === 0) s.round += 1;
    if (s.endRound !== null && s.round > s.endRound + 1) {
      s.phase = 'over';
      return;
    }
    if (!s.players[s.turn].withdrawn) break;
  }
  beginTurn(s);
}

/** Benefits and choices after a purchase, in order: prestige, bonus track, VP tile. */
function nextFollowUp(s: State): void {
  const seat = s.turn;
  // Each follow-up is a choice only when there is more than its "none" to choose from.
  if (s.pending.landmark && prestigeChoices(s, seat).length > 1) s.phase = 'prestige';
  else if (s.pending.bonusValue !== null && bonusAffordable(s, seat) && forwardSpaces(s, seat).length > 0) s.phase = 'bonusTrack';
  else if (s.pending.vpTile && s.vpTileSupply.length > 0 && DISTRICTS.some((d) => s.districts[d].vpTile === null)) s.phase = 'vpTile';
  else s.phase = 'after';
}

function prestigeChoices(s: State, seat: number): number[][] {
  const landmark = landmarkOf(s, s.pending.landmark!);
  const out: number[][] = [[]];
  for (let mask = 1; mask < 1 << landmark.prestige.length; mask++) {
    const slots = landmark.prestige.map((_, i) => i).filter((i) => mask & (1 << i));
    if (canPay(s, s.players[seat], 'prestige', prestigeNeed(landmark.prestige, slots))) out.push(slots);
  }
  return out;
}

function prestigeNeed(slots: readonly { type: Prestige }[], chosen: number[]): Record<string, number> {
  const need: Record<string, number> = {};
  for (const i of chosen) need[slots[i].type] = (need[slots[i].type] ?? 0) + 1;
  return need;
}

/** A value-3 building's bonus tile costs francs; the others' are free. */
function bonusAffordable(s: State, seat: number): boolean {
  return s.pending.bonusValue !== 3 || s.players[seat].francs >= VALUE3_BONUS_FRANCS;
}

function bonusChoices(s: State, seat: number): Action[] {
  const out: Action[] = bonusAffordable(s, seat) ? forwardSpaces(s, seat).map(bonusTrackAction) : [];
  out.push(SKIP_BONUS);
  return out;
}

function vpTileChoices(s: State): Action[] {
  const open = DISTRICTS.filter((d) => s.districts[d].vpTile === null);
  const out: Action[] = [];
  for (const tile of s.vpTileSupply) for (const district of open) out.push(vpTileAction(tile, district));
  out.push(SKIP_VP_TILE);
  return out;
}

function mainActions(s: State, seat: number, out: Action[]): void {
  const p = s.players[seat];
  const first = out.length;
  if (p.keysInHand > 0) {
    if (!s.arc.includes(seat)) out.push(placeKeyAction('arc'));
    for (const d of DISTRICTS) if (!s.districts[d].bank.includes(seat)) out.push(placeKeyAction(d));
  }
  keyMoves(s, seat, out);
  const noEndTiles = s.stackCount === 0 && s.endTiles.length === 0;
  if (s.stackCount === 0 && s.endTiles.length > 0) out.push(TAKE_END_TILE);
  // A player with no possible action is skipped; without end-game tiles left one may withdraw.
  if (out.length === first) out.push(PASS);
  if (noEndTiles) out.push(WITHDRAW);
}

export function legalActions(s: State): Action[] {
  const actor = currentActor(s);
  if (actor === 'terminal') return [];
  if (actor === 'chance') return chanceOutcomes(s).map((o) => o.action);
  switch (s.phase) {
    case 'placeBuilding':
      return placementDistricts(s, s.drawn!).map((district) => ({ type: 'placeBuilding', district }));
    case 'main': {
      const out: Action[] = [];
      mainActions(s, actor, out);
      tileUses(s, actor, out);
      trades(s, actor, out);
      return out;
    }
    case 'chooseEndTile':
      return s.endTiles.slice().sort(byTileNumber).map((tile) => ({ type: 'chooseEndTile', tile }));
    case 'prestige':
      return prestigeChoices(s, actor).map((slots) => ({ type: 'prestige', slots }));
    case 'bonusTrack':
      return bonusChoices(s, actor);
    case 'vpTile':
      return vpTileChoices(s);
    case 'after': {
      const out: Action[] = [END_TURN];
      tileUses(s, actor, out);
      trades(s, actor, out);
      return out;
    }
    default:
      return [];
  }
}

function byTileNumber(a: string, b: string): number {
  return Number(a.slice(1)) - Number(b.slice(1));
}

/**
 * chanceOutcomes' pick for `roll` (GameDefinition.pickChance) without listing the outcomes: every building tile
 * left weighs 1, so the weighted pick is the tile at floor(roll × tiles) (the runner's walk subtracts 1 per
 * tile, exactly, and falls back to the last one). The variant's layout draws go through the weighted pick.
 */
export function pickChance(s: State, roll: number): Action {
  if (s.phase !== 'draw') return pickWeighted(chanceOutcomes(s), roll);
  const tiles = s.pool.length;
  return drawOutcome(s.pool[Math.min(Math.floor(roll * tiles), tiles - 1)]).action;
}

export function chanceOutcomes(s: State): { action: Action; weight: number }[] {
  if (s.phase === 'layout') return layoutOutcomes(s);
  if (s.phase === 'draw') return s.pool.map(drawOutcome);
  return [];
}

// ---------- reduce ----------

type MoveAction = Extract<Action, { type: 'moveKey' }>;

function applyMove(s: State, seat: number, a: MoveAction): void {
  const p = s.players[seat];
  p.francs -= locValue(s, a.to) - locValue(s, a.from);
  pay(s, seat, 'resource', resourceCost(s, a.to));
  if (a.via) {
    p.tiles.find((t) => t.id === `b${a.via}`)!.uses = 0;
    p.tiles = p.tiles.filter((t) => t.uses > 0);
    s.discards.push(`b${a.via}`);
  }
  const district = a.to.district;
  const before = keysOnDistrict(s, district);
  const source = keysAt(s, a.from);
  source.splice(source.indexOf(seat), 1);
  s.pending = newPending(null, null, false);
  if (a.to.kind === 'newLandmark') {
    s.landmarkSupply = s.landmarkSupply.filter((id) => id !== (a.to as { landmark: string }).landmark);
    s.districts[district].landmarks.push(newPlacedLandmark(a.to.landmark, [seat]));
    s.pending.landmark = a.to.landmark;
  } else if (a.to.kind === 'landmark') {
    const placed = s.districts[district].landmarks[a.to.index];
    placed.keys.push(seat);
    s.pending.landmark = placed.id;
  } else {
    const space = s.districts[district].spaces[valueIndex(a.to.value)];
    space.keys.push(seat);
    takeToken(s, seat, space);
    if (a.to.value === 8) p.vp += VALUE8_VP;
    if (a.to.value <= 3) s.pending.bonusValue = a.to.value;
  }
  // A VP tile only at the exact moment a district gets its 4th key; a 5th or 6th never grants one.
  s.pending.vpTile = before < 4 && keysOnDistrict(s, district) >= 4;
  nextFollowUp(s);
}

function takeToken(s: State, seat: number, space: DistrictState['spaces'][number]): void {
  const token = space.token;
  if (!token) return;
  const p = s.players[seat];
  if (token.kind === 'resource') p.resources[token.type] += 1;
  else p.prestige[token.type] += 1;
  space.token = null;
}

function applyPlaceKey(s: State, seat: number, at: 'arc' | District): void {
  const p = s.players[seat];
  p.keysInHand -= 1;
  if (at === 'arc') s.arc.push(seat);
  else {
    s.districts[at].bank.push(seat);
    p.francs += s.options.bankFrancs[at];
  }
  s.phase = 'after';
}

function applyPlayerAction(s: State, seat: number, a: Action): void {
  const p = s.players[seat];
  switch (a.type) {
    case 'placeBuilding':
      s.districts[a.district].spaces[valueIndex(printedTile(s.drawn!).value)].type = tileType(s, s.drawn!);
      s.drawn = null;
      s.phase = 'main';
      return;
    case 'placeKey':
      return applyPlaceKey(s, seat, a.at);
    case 'moveKey':
      return applyMove(s, seat, a);
    case 'takeEndTile':
      s.phase = 'chooseEndTile';
      return;
    case 'chooseEndTile':
      s.endTiles = s.endTiles.filter((t) => t !== a.tile);
      p.tiles.push({ id: a.tile, uses: usesOf(tileEffect(s, a.tile)) });
      if (s.endTiles.length === 0) s.endRound = s.round;
      s.phase = 'after';
      return;
    case 'pass':
    case 'endTurn':
      return advanceTurn(s);
    case 'withdraw':
      p.withdrawn = true;
      return advanceTurn(s);
    case 'prestige': {
      const landmark = landmarkOf(s, s.pending.landmark!);
      pay(s, seat, 'prestige', prestigeNeed(landmark.prestige, a.slots));
      p.vp += a.slots.reduce((n, i) => n + landmark.prestige[i].vp, 0);
      s.pending.landmark = null;
      return nextFollowUp(s);
    }
    case 'bonusTrack':
      if (s.pending.bonusValue === 3) p.francs -= VALUE3_BONUS_FRANCS;
      p.pawn = a.space;
      takeFromTrack(s, seat, a.space);
      s.pending.bonusValue = null;
      return nextFollowUp(s);
    case 'skipBonus':
      s.pending.bonusValue = null;
      return nextFollowUp(s);
    case 'vpTile':
      s.vpTileSupply = s.vpTileSupply.filter((t) => t !== a.tile);
      s.districts[a.district].vpTile = a.tile;
      s.pending.vpTile = false;
      return nextFollowUp(s);
    case 'skipVpTile':
      s.pending.vpTile = false;
      return nextFollowUp(s);
    case 'useTile':
      return applyTileUse(s, seat, a);
    case 'sell':
    case 'buy':
      return applyTrade(s, seat, a);
    default:
      throw new Error(`unexpected action ${a.type} for a player`);
  }
}

/**
 * Pure by structural sharing: the draft shares everything with `state` except the parts this action may
 * write, which are copied first (the golden-games test deep-freezes every state to hold us to that).
 */
export function reduce(state: State, a: Action): State {
  const s = copyState(state);
  draftFor(s, a);
  applyToDraft(s, a);
  return s;
}

/** Replaces the parts of `s` that `a` may write by copies of their own (`pending` always). */
export function draftFor(s: State, a: Action): void {
  s.pending = copyPending(s.pending);
  if (a.type === 'layoutToken') draftDistricts(s, [layoutTokenSlot(s.layoutStep).district]);
  else if (a.type === 'layoutBonus') s.track = s.track.slice();
  else if (a.type === 'draw') {
    s.pool = s.pool.slice();
    if (!s.options.ignoreDistrictNames) draftDistricts(s, [printedTile(a.tile).district]);
  } else if (!TOP_LEVEL_ONLY.has(a.type)) draftForPlayer(s, s.turn, a);
}

/** Makes `a` in `s`, writing its parts in place: the caller has made them its own (a draft or an owned state). */
export function applyToDraft(s: State, a: Action): void {
  if (a.type === 'layoutToken' || a.type === 'layoutBonus') applyLayout(s, a);
  else if (a.type === 'draw') applyDraw(s, a.tile);
  else applyPlayerAction(s, s.turn, a);
}

/** Actions that write only the state's own fields and `pending` (ending a turn, skipping a choice): nothing else to copy. */
const TOP_LEVEL_ONLY = new Set<Action['type']>(['endTurn', 'pass', 'takeEndTile', 'skipBonus', 'skipVpTile']);

/**
 * Copies what a seat's action may write: the seat (one level for the actions that only count, with its
 * tiles and tokens for those that pay or take), the shared pools the action pays into or takes from, and
 * the districts it names. Tile uses, trades and anything not listed copy all of it.
 */
function draftForPlayer(s: State, seat: number, a: Action): void {
  switch (a.type) {
    case 'placeBuilding':
    case 'vpTile':
      draftDistricts(s, [a.district]);
      return;
    case 'withdraw':
      draftSeat(s, seat, false);
      return;
    case 'placeKey':
      draftSeat(s, seat, false);
      if (a.at === 'arc') s.arc = s.arc.slice();
      else draftDistricts(s, [a.at]);
      return;
    case 'chooseEndTile':
      draftSeat(s, seat, true);
      return;
    case 'moveKey':
      draftSeat(s, seat, true);
      s.supply = copyResources(s.supply);
      s.discards = s.discards.slice();
      if (a.from.kind === 'arc') s.arc = s.arc.slice();
      draftDistricts(s, a.from.kind === 'arc' ? [a.to.district] : [a.from.district, a.to.district]);
      return;
    case 'prestige':
      draftSeat(s, seat, true);
      s.spentPrestige = copyPrestige(s.spentPrestige);
      s.discards = s.discards.slice();
      return;
    case 'bonusTrack':
      draftSeat(s, seat, true);
      s.track = s.track.slice();
      return;
    default:
      draftSeat(s, seat, true);
      s.supply = copyResources(s.supply);
      s.spentPrestige = copyPrestige(s.spentPrestige);
      s.discards = s.discards.slice();
      s.arc = s.arc.slice();
      s.track = s.track.slice();
  }
}

/** Gives the draft its own copy of a seat: `holdings` also copies its tokens, tiles and taken numbers. */
function draftSeat(s: State, seat: number, holdings: boolean): void {
  s.players = s.players.slice();
  s.players[seat] = copyPlayer(s.players[seat], holdings);
}

/** Gives the draft its own copy of these districts (spaces, keys, bank, landmarks), each once. */
function draftDistricts(s: State, districts: District[]): void {
  const before = s.districts;
  s.districts = districtRecord((d) => (districts.includes(d) ? copyDistrict(before[d]) : before[d]));
}

/**
 * A proven bound on actions in one game. Turns with a draw: at most 36. After the stacks run out every turn
 * takes a main action from a finite pool — each of at most 12 keys per seat is placed once and then only
 * moves to a strictly higher value within a district (bank 0, six buildings, at most 8 landmarks: 15 moves
 * including the one off the Arc) — or takes one of 12 end-game tiles; passes only happen once those are
 * gone, and then the game ends within two rounds. Each turn has at most: draw, placement, main action,
 * 3 follow-ups, `tradesPerTurn` (≤ 12) trades and the end of turn; tile activations are bounded by the 54
 * tiles (two uses each at most). Plus 60 layout draws in the variant setup.
 */
export function maxActions(players: number): number {
  const keys = 12;
  const mainPool = players * keys * 16 + 12 + 2 * players;
  const turns = 36 + mainPool + 2 * players;
  return LAYOUT_STEPS + turns * (1 + 1 + 1 + 3 + 12 + 1) + 54 * 2;
}

