/**
 * Paris Paris rules: setup, the round (reveal a stack, open shops, small tour, leftover tile to a P
 * space and maybe a grand tour, pass the bus) and the end (special runs, bag bonus).
 */
import { invariant } from '../../engine/errors';
import type { Actor, ChanceOutcome, SetupContext } from '../../engine/types';
import { buildGraph, type BoardData, type BoardGraph } from './board';
import { DEFAULT_BOARD, SHOPS_PER_PLAYER } from './data';
import { grandTour, smallTour } from './tours';
import { tileKey, type Action, type Options, type State, type Tally, type Tile, type TourEvent } from './types';

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
  const pool: Record<string, number> = {};
  for (const tile of board.tiles) if (tile.count > 0) pool[tileKey(tile)] = tile.count;
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

export const poolSize = (state: Pick<State, 'pool'>): number => Object.values(state.pool).reduce((a, b) => a + b, 0);

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

/** Each board tile's pool key, worked out once per board (every reveal looks all of them up). */
const tileKeysOf = new WeakMap<BoardData, string[]>();

function tileKeys(board: BoardData): string[] {
  let keys = tileKeysOf.get(board);
  if (!keys) tileKeysOf.set(board, (keys = board.tiles.map(tileKey)));
  return keys;
}

/** Each board tile's reveal action, made once per board (frozen: every game and every draw shares them). */
const revealsOf = new WeakMap<BoardData, readonly Action[]>();

function revealActions(board: BoardData): readonly Action[] {
  let reveals = revealsOf.get(board);
  if (!reveals) revealsOf.set(board, (reveals = board.tiles.map((t) => Object.freeze({ type: 'reveal' as const, stop: t.stop, line: t.line }))));
  return reveals;
}

function revealOutcomes(state: State): ChanceOutcome<Action>[] {
  const board = boardOf(state);
  const keys = tileKeys(board);
  const reveals = revealActions(board);
  const out: ChanceOutcome<Action>[] = [];
  for (let i = 0; i < keys.length; i++) {
    const weight = state.pool[keys[i]] ?? 0;
    if (weight > 0) out.push({ action: reveals[i], weight });
  }
  return out;
}

const sameTile = (a: Tile, b: Tile): boolean => a.stop === b.stop && a.line === b.line;

/** The tiles on the table, each kind once, in the order revealed (at most players + 1 of them). */
function distinctTiles(tiles: readonly Tile[]): Tile[] {
  const out: Tile[] = [];
  for (const tile of tiles) if (!out.some((seen) => sameTile(seen, tile))) out.push(tile);
  return out;
}

function pickActions(state: State): Action[] {
  const seat = picker(state);
  const graph = graphOf(state);
  const out: Action[] = [];
  for (const tile of distinctTiles(state.revealed)) {
    const here = state.shops[tile.stop] ?? [];
    if (state.supply[seat] === 0 || here.length < graph.capacity(tile.stop)) out.push({ type: 'pick', stop: tile.stop, line: tile.line });
    else for (const evict of [...new Set(here)].sort((a, b) => a - b)) out.push({ type: 'pick', stop: tile.stop, line: tile.line, evict });
  }
  return out;
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
  if (state.phase === 'reveal') return revealOutcomes(state);
  const actions =
    state.phase === 'deal-markers' ? markerDeals(boardOf(state).lines.map((l) => l.id), state.players)
    : state.phase === 'open-marker' ? boardOf(state).lines.map((l): Action => ({ type: 'open-marker', line: l.id }))
    : state.phase === 'reveal-markers' ? markerRevealActions(state)
    : [];
  return actions.map((action) => ({ action, weight: 1 }));
}

export function legalActions(state: State): Action[] {
  if (state.phase === 'pick') return pickActions(state);
  return chanceOutcomes(state).map((o) => o.action);
}

// ── reduce ───────────────────────────────────────────────────────────────────

export function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'deal-markers':
      return { ...state, markers: action.secret.slice(), openMarker: action.open, phase: 'reveal' };
    case 'open-marker':
      return { ...state, openMarker: action.line, phase: 'reveal' };
    case 'reveal':
      return reveal(state, { stop: action.stop, line: action.line });
    case 'pick':
      return pick(state, { stop: action.stop, line: action.line }, action.evict);
    case 'reveal-marker': {
      const markers = state.markers.slice();
      markers[action.seat] = action.line;
      const next = { ...state, markers };
      return markers.every((m) => m !== null) ? finish(next) : next;
    }
  }
}

function reveal(state: State, tile: Tile): State {
  const key = tileKey(tile);
  const left = state.pool[key] ?? 0;
  if (left <= 0) invariant(false, `no face-down ${key} tile is left`);
  const revealed = [...state.revealed, tile];
  const full = revealed.length === stackSize(state.players);
  // Copied, then the one count changed (a computed key in the spread literal made every copy several times slower).
  const pool = { ...state.pool };
  pool[key] = left - 1;
  return { ...state, pool, revealed, phase: full ? 'pick' : 'reveal', picks: 0 };
}

/** Opens a shop at the tile's stop (evicting `evict`'s shop if the stop is full), then maybe ends the round. */
function pick(state: State, tile: Tile, evict: number | undefined): State {
  const seat = picker(state);
  const index = state.revealed.findIndex((t) => sameTile(t, tile));
  if (index < 0) invariant(false, `tile ${tileKey(tile)} is not on the table`);
  const revealed = state.revealed.slice();
  revealed.splice(index, 1);
  const next: State =
    state.supply[seat] > 0
      ? { ...state, ...openShop(state, seat, tile.stop, evict), revealed, picks: state.picks + 1 }
      : { ...state, emptyPicks: state.emptyPicks + 1, revealed, picks: state.picks + 1 };
  return next.picks === state.players ? endRound(next) : next;
}

/** What opening a shop changes: the supply, the bag and the shops. */
function openShop(state: State, seat: number, stop: string, evict: number | undefined): Pick<State, 'supply' | 'bag' | 'shops'> {
  const supply = state.supply.slice();
  const bag = state.bag.slice();
  let here = (state.shops[stop] ?? []).slice();
  if (here.length >= graphOf(state).capacity(stop)) {
    if (evict === undefined || !here.includes(evict)) invariant(false, `a full stop needs a shop to evict (${stop})`);
    here.splice(here.indexOf(evict), 1);
    // The bag is not used at 2 players, and your own evicted shop comes back to you.
    if (state.players === 2 || evict === seat) supply[evict]++;
    else bag[evict]++;
  }
  here = [...here, seat];
  supply[seat]--;
  const shops = { ...state.shops };
  shops[stop] = here;
  return { supply, bag, shops };
}

function addTour(tally: Record<string, Tally>, category: string, tour: TourEvent): Record<string, Tally> {
  const before = tally[category] ?? { points: tour.totals.map(() => 0), times: tour.totals.map(() => 0), runs: 0 };
  const next = { ...tally };
  next[category] = {
    points: before.points.map((p, seat) => p + tour.totals[seat]),
    times: before.times.map((n, seat) => n + (tour.totals[seat] > 0 ? 1 : 0)),
    runs: before.runs + 1,
  };
  return next;
}

/** Small tour, leftover tile to a P space (grand tour on a second tile of its colour), pass the bus. */
function endRound(state: State): State {
  invariant(state.revealed.length === 1, 'exactly one tile is left over');
  const leftover = state.revealed[0];
  const graph = graphOf(state);
  const small = smallTour(graph, state.shops, leftover, state.smallTourLines, state.players);
  const tours: TourEvent[] = [small];
  let tally = addTour(state.tally, 'small', small);
  const pSpaces = state.pSpaces.slice();
  const match = pSpaces.findIndex((t) => t !== null && t.line === leftover.line);
  if (match >= 0) {
    const grand = grandTour(graph, state.shops, leftover.line, state.grandTourAdjacent, state.players);
    tours.push(grand);
    tally = addTour(tally, `grand:${leftover.line}`, grand);
    pSpaces[match] = null; // both tiles leave the game
  } else {
    const free = pSpaces.indexOf(null);
    invariant(free >= 0, 'a P space is free (there are at least as many P spaces as lines)');
    pSpaces[free] = leftover;
  }
  const next: State = {
    ...state,
    tally,
    pSpaces,
    revealed: [],
    picks: 0,
    startPlayer: (state.startPlayer + 1) % state.players,
    round: state.round + 1,
    lastTours: tours,
    tourSerial: state.tourSerial + 1,
    phase: 'reveal',
  };
  if (poolSize(next) > 0) return next;
  return next.markers.every((m) => m !== null) ? finish(next) : { ...next, phase: 'reveal-markers' };
}

/** Special runs in turn order from the start player, the open marker at 2 players, then the bag bonus. */
function finish(state: State): State {
  const graph = graphOf(state);
  const runs: { line: string; markerOf: number | null }[] = turnOrder(state).map((seat) => ({ line: state.markers[seat]!, markerOf: seat }));
  if (state.players === 2 && state.openMarker) runs.push({ line: state.openMarker, markerOf: null });
  let tally = state.tally;
  const tours = state.phase === 'reveal-markers' ? [] : state.lastTours.slice();
  for (const run of runs) {
    const tour = grandTour(graph, state.shops, run.line, state.grandTourAdjacent, state.players, { markerOf: run.markerOf });
    tours.push(tour);
    tally = addTour(tally, `special:${run.line}:${run.markerOf ?? 'open'}`, tour);
  }
  const bonus = bagBonus(state.bag, state.players);
  if (bonus) tally = { ...tally, bag: { points: bonus.points, times: bonus.points.map((p) => (p > 0 ? 1 : 0)), runs: 1 } };
  return { ...state, tally, lastTours: tours, tourSerial: state.tourSerial + 1, phase: 'over' };
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
