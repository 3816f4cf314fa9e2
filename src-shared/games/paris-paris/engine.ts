/**
 * Paris Paris rules: setup, the round (reveal a stack, open shops, small tour, leftover tile to a P
 * space and maybe a grand tour, pass the bus) and the end (special runs, bag bonus).
 */
import { invariant } from '../../engine/errors';
import { pickWeighted } from '../../engine/runner';
import type { Actor, ChanceOutcome, InPlacePath, SetupContext } from '../../engine/types';
import type { UndoLog } from '../../engine/undo-log';
import { buildGraph, type BoardData, type BoardGraph } from './board';
import { catalogOf, type TileCatalog } from './catalog';
import { DEFAULT_BOARD, SHOPS_PER_PLAYER } from './data';
import { distinctOwners, grandTour, smallTour } from './tours';
import { tileKey, type Action, type Options, type State, type Tally, type Tile, type TourEvent } from './types';
import { copyingWriter, inPlaceWriter, ownState, type StateWriter } from './writer';

const defaultGraph = buildGraph(DEFAULT_BOARD);
const graphs = new WeakMap<BoardData, BoardGraph>();

export function boardOf(state: Pick<State, 'customBoard'>): BoardData {
  return state.customBoard ?? DEFAULT_BOARD;
}

export function graphOf(state: Pick<State, 'customBoard'>): BoardGraph {
  if (!state.customBoard) return defaultGraph;
  let graph = graphs.get(state.customBoard);
  if (!graph) graphs.set(state.customBoard, (graph = buildGraph(state.customBoard)));
  return graph;
}

/** Stacks hold players + 1 tiles: 2p 20×3, 3p 15×4, 4p 12×5. */
export const stackSize = (players: number): number => players + 1;

export function setup(options: Options, ctx: SetupContext): State {
  const board = options.board ?? DEFAULT_BOARD;
  const { keys } = catalogFor({ customBoard: options.board ?? null });
  const pool: Record<string, number> = {};
  board.tiles.forEach((tile, i) => {
    if (tile.count > 0) pool[keys[i]] = tile.count;
  });
  const firstPhase = ctx.mode === 'digital' ? 'deal-markers' : ctx.players === 2 ? 'open-marker' : 'reveal';
  return {
    names: ctx.names.slice(),
    players: ctx.players,
    mode: ctx.mode,
    smallTourLines: options.smallTourLines,
    grandTourAdjacent: options.grandTourAdjacent,
    customBoard: options.board ?? null,
    phase: firstPhase,
    round: 1,
    startPlayer: 0,
    pool,
    revealed: [],
    picks: 0,
    pSpaces: Array(board.pSpaces).fill(null),
    shops: {},
    supply: Array(ctx.players).fill(SHOPS_PER_PLAYER),
    bag: Array(ctx.players).fill(0),
    markers: Array(ctx.players).fill(null),
    openMarker: null,
    tally: {},
    lastTours: [],
    tourSerial: 0,
    emptyPicks: 0,
  };
}

export function poolSize(state: Pick<State, 'pool'>): number {
  let size = 0;
  for (const key in state.pool) size += state.pool[key];
  return size;
}

function tilesLeft(pool: State['pool']): boolean {
  for (const key in pool) if (pool[key] > 0) return true;
  return false;
}

export function picker(state: State): number {
  return (state.startPlayer + state.picks) % state.players;
}

export function currentActor(state: State): Actor {
  switch (state.phase) {
    case 'pick':
      return picker(state);
    case 'over':
      return 'terminal';
    default:
      return 'chance';
  }
}

/** Seats in turn order from the start player. */
export function turnOrder(state: Pick<State, 'startPlayer' | 'players'>): number[] {
  return Array.from({ length: state.players }, (_, i) => (state.startPlayer + i) % state.players);
}

// ── legal actions ────────────────────────────────────────────────────────────

/** Every way to hand out the markers: one secret per seat (and one face up at 2 players). */
function markerDeals(lines: string[], players: number): Action[] {
  const deals: Action[] = [];
  const wanted = players + (players === 2 ? 1 : 0);
  const extend = (chosen: string[]): void => {
    if (chosen.length === wanted) {
      deals.push({ type: 'deal-markers', secret: chosen.slice(0, players), open: players === 2 ? chosen[players] : null });
      return;
    }
    for (const line of lines) if (!chosen.includes(line)) extend([...chosen, line]);
  };
  extend([]);
  return deals;
}

/** The deals as chance outcomes, made once per board and player count (frozen: every game shares them). */
const dealsOf = new WeakMap<BoardData, Map<number, readonly ChanceOutcome<Action>[]>>();

function dealOutcomes(state: State): readonly ChanceOutcome<Action>[] {
  const board = boardOf(state);
  let byPlayers = dealsOf.get(board);
  if (!byPlayers) dealsOf.set(board, (byPlayers = new Map()));
  let outcomes = byPlayers.get(state.players);
  if (!outcomes) {
    const deals = markerDeals(board.lines.map((l) => l.id), state.players);
    outcomes = deepFrozen(deals.map((action) => ({ action, weight: 1 })));
    byPlayers.set(state.players, outcomes);
  }
  return outcomes;
}

function deepFrozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFrozen(child);
    Object.freeze(value);
  }
  return value;
}

let defaultCatalog: TileCatalog | undefined;

/** The catalog of the state's board: its tiles and the actions naming them (catalog.ts). */
export function catalogFor(state: Pick<State, 'customBoard'>): TileCatalog {
  // The reconstructed board's is kept at hand: every reveal and every pick asks for it.
  if (!state.customBoard) return (defaultCatalog ??= catalogOf(DEFAULT_BOARD, defaultGraph.capacity));
  return catalogOf(state.customBoard, graphOf(state).capacity);
}

/**
 * A pool's reveal outcomes, remembered with the pool: 35 or so per draw, 60 draws a game. A pool object never
 * changes once made, except on the in-place path, whose reveal changes the pool's list with it (see reveal
 * below). Callers get a copy of the list (freezing it instead would cost more than copying it).
 */
const outcomesOfPool = new WeakMap<State['pool'], ChanceOutcome<Action>[]>();

function revealOutcomes(state: State): ChanceOutcome<Action>[] {
  const known = outcomesOfPool.get(state.pool);
  if (known) return known;
  const { keys, reveals } = catalogFor(state);
  const out: ChanceOutcome<Action>[] = [];
  for (let i = 0; i < keys.length; i++) {
    const weight = state.pool[keys[i]] ?? 0;
    if (weight > 0) out.push(Object.freeze({ action: reveals[i], weight }));
  }
  outcomesOfPool.set(state.pool, out);
  return out;
}

/**
 * `outcomes` after one `reveal` tile is taken from the `left + 1` there were: the list itself changed when
 * `inPlace` (the in-place path with nothing to record, whose pool's list nobody else holds), else a new one.
 */
function fewerOutcomes(outcomes: ChanceOutcome<Action>[], reveal: Action, left: number, inPlace: boolean): ChanceOutcome<Action>[] {
  let at = 0;
  while (at < outcomes.length && outcomes[at].action !== reveal) at++;
  if (at === outcomes.length) invariant(false, 'the revealed tile is among the outcomes');
  const out = inPlace ? outcomes : outcomes.slice();
  if (left > 0) out[at] = Object.freeze({ action: reveal, weight: left });
  else out.splice(at, 1);
  return out;
}

const sameTile = (a: Tile, b: Tile): boolean => a.stop === b.stop && a.line === b.line;

/** Each kind of tile on the table once, in the order revealed (at most players + 1 tiles are there). */
function pickActions(state: State): Action[] {
  const seat = picker(state);
  const catalog = catalogFor(state);
  const revealed = state.revealed;
  const out: Action[] = [];
  for (let r = 0; r < revealed.length; r++) {
    const tile = revealed[r];
    if (shownBefore(revealed, r)) continue;
    const index = catalog.indexOf(tile);
    if (index < 0) invariant(false, `tile ${tileKey(tile)} is not on the board`);
    const here = state.shops[tile.stop];
    if (state.supply[seat] === 0 || here === undefined || here.length < catalog.capacities[index]) out.push(catalog.picks[index]);
    else for (const evict of distinctOwners(here)) out.push(catalog.evictingPicks[index][evict]);
  }
  return out;
}

function shownBefore(tiles: readonly Tile[], at: number): boolean {
  for (let i = 0; i < at; i++) if (sameTile(tiles[i], tiles[at])) return true;
  return false;
}

/** Assist mode: the next seat (in turn order) whose marker the table has not entered yet. */
export function nextMarkerSeat(state: State): number | null {
  return turnOrder(state).find((seat) => state.markers[seat] === null) ?? null;
}

function markerRevealActions(state: State): Action[] {
  const seat = nextMarkerSeat(state);
  if (seat === null) return [];
  const taken = new Set([...state.markers, state.openMarker].filter((m): m is string => m !== null));
  return boardOf(state).lines.filter((l) => !taken.has(l.id)).map((l) => ({ type: 'reveal-marker', seat, line: l.id }));
}

export function chanceOutcomes(state: State): ChanceOutcome<Action>[] {
  if (state.phase === 'reveal') return revealOutcomes(state).slice();
  if (state.phase === 'deal-markers') return dealOutcomes(state).slice();
  const actions =
    state.phase === 'open-marker' ? boardOf(state).lines.map((l): Action => ({ type: 'open-marker', line: l.id }))
    : state.phase === 'reveal-markers' ? markerRevealActions(state)
    : [];
  return actions.map((action) => ({ action, weight: 1 }));
}

/** chanceOutcomes' pick for `roll` (GameDefinition.pickChance): the same weighted pick, over the remembered list, not a copy. */
export function pickChance(state: State, roll: number): Action {
  if (state.phase === 'reveal') return pickWeighted(revealOutcomes(state), roll);
  if (state.phase === 'deal-markers') return pickWeighted(dealOutcomes(state), roll);
  return pickWeighted(chanceOutcomes(state), roll);
}

export function legalActions(state: State): Action[] {
  if (state.phase === 'pick') return pickActions(state);
  return chanceOutcomes(state).map((o) => o.action);
}

// ── reduce ───────────────────────────────────────────────────────────────────

/** Pure: a new state that shares with `state` every part the action does not write. */
export function reduce(state: State, action: Action): State {
  const writer = copyingWriter(state);
  applyRules(writer, action);
  return writer.next;
}

/**
 * The apply/undo path (random playouts, the bots' search): the same rules written into the caller's own
 * state (see writer.ts), so an action copies no part of it; with an undo log every write can be taken back.
 */
export const inPlace: InPlacePath<State, Action> = {
  own: ownState,
  apply(state: State, action: Action, undo?: UndoLog): State {
    applyRules(inPlaceWriter(state, undo), action);
    return state;
  },
};

function applyRules(w: StateWriter, action: Action): void {
  switch (action.type) {
    case 'deal-markers':
      w.set('markers', action.secret.slice());
      w.set('openMarker', action.open);
      w.set('phase', 'reveal');
      return;
    case 'open-marker':
      w.set('openMarker', action.line);
      w.set('phase', 'reveal');
      return;
    case 'reveal':
      return reveal(w, action);
    case 'pick':
      return pick(w, action, action.evict);
    case 'reveal-marker':
      w.put('markers', action.seat, action.line);
      if (w.next.markers.every((m) => m !== null)) finish(w);
  }
}

function reveal(w: StateWriter, tile: Tile): void {
  const state = w.next;
  const catalog = catalogFor(state);
  const index = catalog.indexOf(tile);
  const key = index >= 0 ? catalog.keys[index] : tileKey(tile);
  const left = state.pool[key] ?? 0;
  if (left <= 0) invariant(false, `no face-down ${key} tile is left`);
  const outcomes = outcomesOfPool.get(state.pool);
  w.put('pool', key, left - 1);
  if (outcomes) {
    const fewer = fewerOutcomes(outcomes, catalog.reveals[index], left - 1, w.unrecorded);
    if (fewer !== outcomes) w.remember(outcomesOfPool, w.next.pool, fewer);
  }
  // The catalog's tile (frozen, shared by every state): states only ever replace tiles, never change them.
  w.reveal(catalog.tiles[index]);
  w.set('phase', state.revealed.length === stackSize(state.players) ? 'pick' : 'reveal');
  w.set('picks', 0);
}

/** Opens a shop at the tile's stop (evicting `evict`'s shop if the stop is full), then maybe ends the round. */
function pick(w: StateWriter, tile: Tile, evict: number | undefined): void {
  const state = w.next;
  const seat = picker(state);
  const index = state.revealed.findIndex((t) => sameTile(t, tile));
  if (index < 0) invariant(false, `tile ${tileKey(tile)} is not on the table`);
  if (state.supply[seat] > 0) openShop(w, seat, tile.stop, evict);
  else w.set('emptyPicks', state.emptyPicks + 1);
  w.take(index);
  w.set('picks', state.picks + 1);
  if (state.picks === state.players) endRound(w);
}

/** Opening a shop changes the supply, the bag and the shops. */
function openShop(w: StateWriter, seat: number, stop: string, evict: number | undefined): void {
  const state = w.next;
  const here = state.shops[stop] ?? [];
  let owners: number[];
  if (here.length >= graphOf(state).capacity(stop)) {
    if (evict === undefined || !here.includes(evict)) invariant(false, `a full stop needs a shop to evict (${stop})`);
    owners = here.slice();
    owners.splice(owners.indexOf(evict), 1);
    owners.push(seat);
    // The bag is not used at 2 players, and your own evicted shop comes back to you.
    if (state.players === 2 || evict === seat) w.put('supply', evict, state.supply[evict] + 1);
    else w.put('bag', evict, state.bag[evict] + 1);
  } else owners = [...here, seat];
  w.put('supply', seat, state.supply[seat] - 1);
  // A stop's list is replaced, never changed: states before and after may share the old one.
  w.put('shops', stop, owners);
}

function addTour(w: StateWriter, category: string, tour: TourEvent): void {
  const before: Tally | undefined = w.next.tally[category];
  const players = tour.totals.length;
  const points = Array<number>(players);
  const times = Array<number>(players);
  for (let seat = 0; seat < players; seat++) {
    const scored = tour.totals[seat];
    points[seat] = (before ? before.points[seat] : 0) + scored;
    times[seat] = (before ? before.times[seat] : 0) + (scored > 0 ? 1 : 0);
  }
  w.put('tally', category, { points, times, runs: (before ? before.runs : 0) + 1 });
}

/** Small tour, leftover tile to a P space (grand tour on a second tile of its colour), pass the bus. */
function endRound(w: StateWriter): void {
  const state = w.next;
  invariant(state.revealed.length === 1, 'exactly one tile is left over');
  const leftover = state.revealed[0];
  const graph = graphOf(state);
  const small = smallTour(graph, state.shops, leftover, state.smallTourLines, state.players);
  const tours: TourEvent[] = [small];
  addTour(w, 'small', small);
  const match = state.pSpaces.findIndex((t) => t !== null && t.line === leftover.line);
  if (match >= 0) {
    const grand = grandTour(graph, state.shops, leftover.line, state.grandTourAdjacent, state.players);
    tours.push(grand);
    addTour(w, `grand:${leftover.line}`, grand);
    w.put('pSpaces', match, null); // both tiles leave the game
  } else {
    const free = state.pSpaces.indexOf(null);
    invariant(free >= 0, 'a P space is free (there are at least as many P spaces as lines)');
    w.put('pSpaces', free, leftover);
  }
  w.set('revealed', []);
  w.set('picks', 0);
  w.set('startPlayer', (state.startPlayer + 1) % state.players);
  w.set('round', state.round + 1);
  w.set('lastTours', tours);
  w.set('tourSerial', state.tourSerial + 1);
  w.set('phase', 'reveal');
  if (tilesLeft(state.pool)) return;
  if (state.markers.every((m) => m !== null)) finish(w);
  else w.set('phase', 'reveal-markers');
}

/** Special runs in turn order from the start player, the open marker at 2 players, then the bag bonus. */
function finish(w: StateWriter): void {
  const state = w.next;
  const graph = graphOf(state);
  const runs: { line: string; markerOf: number | null }[] = turnOrder(state).map((seat) => ({ line: state.markers[seat]!, markerOf: seat }));
  if (state.players === 2 && state.openMarker) runs.push({ line: state.openMarker, markerOf: null });
  const tours = state.phase === 'reveal-markers' ? [] : state.lastTours.slice();
  for (const run of runs) {
    const tour = grandTour(graph, state.shops, run.line, state.grandTourAdjacent, state.players, { markerOf: run.markerOf });
    tours.push(tour);
    addTour(w, `special:${run.line}:${run.markerOf ?? 'open'}`, tour);
  }
  const bonus = bagBonus(state.bag, state.players);
  if (bonus) w.put('tally', 'bag', { points: bonus.points, times: bonus.points.map((p) => (p > 0 ? 1 : 0)), runs: 1 });
  w.set('lastTours', tours);
  w.set('tourSerial', state.tourSerial + 1);
  w.set('phase', 'over');
}

/** Only a sole leader in the bag scores their bag count; no bag at 2 players. */
export function bagBonus(bag: readonly number[], players: number): { points: number[]; leader: number | null } | null {
  if (players === 2) return null;
  const most = Math.max(...bag);
  const leaders = bag.flatMap((count, seat) => (count === most ? [seat] : []));
  const leader = most > 0 && leaders.length === 1 ? leaders[0] : null;
  return { points: bag.map((count, seat) => (seat === leader ? count : 0)), leader };
}

export function shopsOnBoard(shops: Readonly<Record<string, readonly number[]>>, players: number): number[] {
  const counts = Array<number>(players).fill(0);
  for (const owners of Object.values(shops)) for (const seat of owners) counts[seat]++;
  return counts;
}
