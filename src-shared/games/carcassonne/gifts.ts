/**
 * The Gifts (rulebook ギフトカードの効果): which effects are possible now, and how each resolves.
 * Decisions where the rulebook is silent (documented in docs/games/carcassonne.md):
 * - a card may be opened only when its effect can do something (an empty effect would only throw away
 *   the 2 end points the card is worth);
 * - Road Sweeper offers only roads holding meeples (an empty road scores nobody and returns nobody);
 * - Change Position may stand a meeple up only on an unfinished road, city or monastery (a finished one has
 *   already scored and would trap the meeple).
 */
import { CASH_OUT_POINTS_PER_MEEPLE, FOLLOWERS_PER_PLAYER, TILE_LETTERS, type GiftCard } from './data';
import { find, isComplete, segmentId, tileAt } from './board';
import { segmentsOf } from './geometry';
import { addEvent, majority, meeplesOn, rootOfMeeple } from './scoring';
import type { Action, Meeple, State } from './types';

export function supplyOf(state: State, seat: number): number {
  let placed = 0;
  for (const m of state.meeples) if (m.seat === seat) placed++;
  return FOLLOWERS_PER_PLAYER - placed;
}

export function pileSize(state: State): number {
  let total = 0;
  for (const letter of TILE_LETTERS) total += state.pile[letter];
  return total;
}

/** pileSize(state) === 0, stopping at the first tile left. */
export function pileEmpty(state: State): boolean {
  for (const letter of TILE_LETTERS) if (state.pile[letter] > 0) return false;
  return true;
}

type EffectAction = Extract<Action, { type: 'synod' | 'sweep' | 'cashOut' | 'changePosition' }>;

export function effectTargets(state: State, card: GiftCard): EffectAction[] {
  switch (card) {
    case 'synod':
      return synodTargets(state);
    case 'roadSweeper':
      return sweepTargets(state);
    case 'cashOut':
      return ownPositions(state).map(([tile, segment]) => ({ type: 'cashOut', ...at(state, tile), segment }));
    case 'changePosition':
      return changePositionTargets(state);
    case 'takeTwo':
      return [];
  }
}

/** True when effectTargets(state, card) has a target (or, for Take 2, a tile is left to draw); found without listing them. */
export function canOpen(state: State, card: GiftCard): boolean {
  switch (card) {
    case 'takeTwo':
      return !pileEmpty(state);
    case 'synod':
      return supplyOf(state, state.seat) > 0 && state.board.tiles.some((_, tile) => openMonastery(state, tile));
    case 'roadSweeper':
      return state.meeples.some((m) => sweepable(state, m));
    case 'cashOut':
      return state.meeples.some((m) => m.seat === state.seat);
    case 'changePosition':
      return state.meeples.some((m) => m.seat === state.seat && positionsFor(state, m.tile, m.segment, true).length > 0);
  }
}

/** The tile holds a monastery that is not finished. */
function openMonastery(state: State, tile: number): boolean {
  const local = localMonastery(state, tile);
  return local >= 0 && !isComplete(state.board, find(state.board.parent, segmentId(tile, local)));
}

/** The meeple stands on a road that is not finished. */
function sweepable(state: State, m: Meeple): boolean {
  const root = rootOfMeeple(state.board, m);
  return state.board.features[root].kind === 'road' && !isComplete(state.board, root);
}

function at(state: State, tile: number): { x: number; y: number } {
  const { x, y } = state.board.tiles[tile];
  return { x, y };
}

function localMonastery(state: State, tile: number): number {
  const { letter, r } = state.board.tiles[tile];
  return segmentsOf(letter, r).findIndex((s) => s.kind === 'monastery');
}

/** Synod: any unfinished monastery, occupied or not, if the player has a meeple in supply. */
function synodTargets(state: State): EffectAction[] {
  if (supplyOf(state, state.seat) === 0) return [];
  const out: EffectAction[] = [];
  state.board.tiles.forEach((_, tile) => {
    if (openMonastery(state, tile)) out.push({ type: 'synod', ...at(state, tile) });
  });
  return out;
}

/** Road Sweeper: each unfinished road holding meeples, named by its first meeple's segment. */
function sweepTargets(state: State): EffectAction[] {
  const seen = new Set<number>();
  const out: EffectAction[] = [];
  for (const m of sortedMeeples(state.meeples)) {
    const root = rootOfMeeple(state.board, m);
    if (seen.has(root) || !sweepable(state, m)) continue;
    seen.add(root);
    out.push({ type: 'sweep', ...at(state, m.tile), segment: m.segment });
  }
  return out;
}

function sortedMeeples(meeples: readonly Meeple[]): Meeple[] {
  return meeples.slice().sort((a, b) => a.tile - b.tile || a.segment - b.segment || a.seat - b.seat);
}

/** Distinct [tile, segment] positions of the current player's meeples. */
function ownPositions(state: State): [number, number][] {
  const keys = new Set<string>();
  const out: [number, number][] = [];
  for (const m of sortedMeeples(state.meeples)) {
    const key = `${m.tile}/${m.segment}`;
    if (m.seat !== state.seat || keys.has(key)) continue;
    keys.add(key);
    out.push([m.tile, m.segment]);
  }
  return out;
}

/** Change Position: standing ↔ lying on the same tile, even onto an occupied feature. */
function changePositionTargets(state: State): EffectAction[] {
  const out: EffectAction[] = [];
  for (const [tile, from] of ownPositions(state)) {
    for (const to of positionsFor(state, tile, from, false)) out.push({ type: 'changePosition', ...at(state, tile), from, to });
  }
  return out;
}

/** Segments of `tile` a meeple on segment `from` may change to (only the first when `first`). */
function positionsFor(state: State, tile: number, from: number, first: boolean): number[] {
  const { letter, r } = state.board.tiles[tile];
  const segments = segmentsOf(letter, r);
  const lying = segments[from].kind === 'field';
  const out: number[] = [];
  for (let to = 0; to < segments.length; to++) {
    if (lying === (segments[to].kind === 'field')) continue;
    if (!lying || !isComplete(state.board, find(state.board.parent, segmentId(tile, to)))) {
      out.push(to);
      if (first) break;
    }
  }
  return out;
}

function tileIndexAt(state: State, x: number, y: number): number {
  return tileAt(state.board, x, y)!;
}

/** Resolves an effect chosen from effectTargets; returns the new state (input untouched). */
export function resolveEffect(state: State, action: EffectAction): State {
  const tile = tileIndexAt(state, action.x, action.y);
  switch (action.type) {
    case 'synod':
      return { ...state, meeples: [...state.meeples, { seat: state.seat, tile, segment: localMonastery(state, tile) }] };
    case 'sweep':
      return sweep(state, find(state.board.parent, segmentId(tile, action.segment)));
    case 'cashOut':
      return cashOut(state, tile, action.segment);
    case 'changePosition': {
      const index = state.meeples.findIndex((m) => m.seat === state.seat && m.tile === tile && m.segment === action.from);
      return { ...state, meeples: state.meeples.map((m, i) => (i === index ? { ...m, segment: action.to } : m)) };
    }
  }
}

/** Road Sweeper: score the road as if the game had ended, then every meeple on it goes home. */
function sweep(state: State, root: number): State {
  const feature = state.board.features[root];
  const on = meeplesOn(state.board, state.meeples, root);
  const event = { kind: 'road' as const, cause: 'roadSweeper' as const, size: feature.tiles.length, pennants: 0, points: feature.tiles.length, seats: majority(on.map((m) => m.seat)), root };
  return {
    ...state,
    points: addEvent(state.points, event),
    events: [...state.events, event],
    meeples: state.meeples.filter((m) => !on.includes(m)),
  };
}

/** Cash Out: 2 points per meeple in the feature (everyone's, the returning one included). */
function cashOut(state: State, tile: number, segment: number): State {
  const root = find(state.board.parent, segmentId(tile, segment));
  const count = meeplesOn(state.board, state.meeples, root).length;
  const event = { kind: 'gifts' as const, cause: 'cashOut' as const, size: count, pennants: 0, points: CASH_OUT_POINTS_PER_MEEPLE * count, seats: [state.seat], root };
  const index = state.meeples.findIndex((m) => m.seat === state.seat && m.tile === tile && m.segment === segment);
  return {
    ...state,
    points: addEvent(state.points, event),
    events: [...state.events, event],
    meeples: state.meeples.filter((_, i) => i !== index),
  };
}
