/**
 * Turn flow of Carcassonne with The Gifts. One turn:
 *   chance `draw` (an unplaceable tile is discarded and another drawn)
 *   → optional `open` of one gift (+ its effect, or a second chance `draw` for Take 2)
 *   → `place` (x, y, rotation) → chance `gift` when the placement earned one
 *   → `meeple` on a free segment of the placed tile, or `pass` (skipped when there is no choice)
 *   → completed features score at once and their meeples return.
 */
import { canonicalJson } from '../../engine/canonical';
import { pickWeighted } from '../../engine/runner';
import type { InPlacePath, SetupContext } from '../../engine/types';
import { logged, type UndoLog } from '../../engine/undo-log';
import { GIFT_CARDS, GIFT_COPIES, START_TILE, TILE_LETTERS, TILE_TYPES, type GiftCard, type HeldGift, type TileLetter } from './data';
import { EMPTY_BOARD, addTile, type Board, canPlace, ownBoard, placeTileInPlace, find, fits, neighbourCount, placements, segmentId, tileAt } from './board';
import { SEGMENT_SLOTS, segmentsOf } from './geometry';
import { canOpen, effectTargets, pileEmpty, resolveEffect, supplyOf } from './gifts';
import { addEvent, completedValue, emptyPoints, finalEvents, giftEndEvents, majority, meeplesOn } from './scoring';
import type { Action, Meeple, Options, ScoringEvent, State } from './types';

/** The pile at the start: every tile but the start tile. */
const FULL_PILE = Object.freeze(Object.fromEntries(TILE_TYPES.map((t) => [t.letter, t.count - (t.letter === START_TILE ? 1 : 0)])) as Record<TileLetter, number>);

/** The board with the start tile, built once (frozen); each game starts on its own copy, which the in-place path may grow. */
const START_BOARD = freezeBoard(addTile(EMPTY_BOARD, START_TILE, 0, 0, 0));

function freezeBoard(board: Board): Board {
  for (const part of [...board.tiles, ...Object.values(board.features).flatMap((f) => [f, f.tiles, f.cityRefs]), board.tiles, board.cells, board.parent, board.features]) Object.freeze(part);
  return Object.freeze(board);
}

export function setup(options: Options, ctx: SetupContext): State {
  const noCards = Object.fromEntries(GIFT_CARDS.map((c) => [c, 0])) as Record<GiftCard, number>;
  const secretGifts = options.gifts && ctx.mode === 'assist';
  return {
    names: ctx.names.slice(0, ctx.players),
    gifts: options.gifts,
    board: ownBoard(START_BOARD),
    pile: { ...FULL_PILE },
    discarded: [],
    seat: 0,
    phase: 'draw',
    hand: [],
    opened: null,
    placed: null,
    meeples: [],
    points: Array.from({ length: ctx.players }, emptyPoints),
    giftDeck: Object.fromEntries(GIFT_CARDS.map((c) => [c, options.gifts && !secretGifts ? GIFT_COPIES : 0])) as Record<GiftCard, number>,
    giftDiscard: noCards,
    giftHands: Array.from({ length: ctx.players }, () => []),
    secretGifts,
    secretDeck: secretGifts ? GIFT_CARDS.length * GIFT_COPIES : 0,
    events: [],
    turn: 0,
  };
}

export function currentActor(state: State): number | 'chance' | 'terminal' {
  if (state.phase === 'over') return 'terminal';
  if (state.phase === 'draw' || state.phase === 'secondTile' || state.phase === 'gift') return 'chance';
  return state.seat;
}

export function chanceOutcomes(state: State): { action: Action; weight: number }[] {
  if (state.phase === 'gift') {
    return giftSource(state).map(([card, weight]) => ({ action: { type: 'gift', card }, weight }));
  }
  const out: { action: Action; weight: number }[] = [];
  for (const letter of TILE_LETTERS) {
    const weight = state.pile[letter];
    if (weight > 0) out.push({ action: DRAW_ACTIONS[letter], weight });
  }
  return out;
}

/** The pile's counts in TILE_LETTERS order, reused by pickChance. */
const weights: number[] = TILE_LETTERS.map(() => 0);

/** chanceOutcomes' pick for `roll` (see GameDefinition.pickChance): a tile is counted off the pile without listing the outcomes. */
export function pickChance(state: State, roll: number): Action {
  if (state.phase === 'gift') return pickWeighted(chanceOutcomes(state), roll);
  const pile = state.pile;
  let total = 0;
  for (let i = 0; i < TILE_LETTERS.length; i++) total += weights[i] = pile[TILE_LETTERS[i]];
  // The same arithmetic, in the same order, as pickWeighted over chanceOutcomes (tiles in TILE_LETTERS order, none of weight 0).
  let left = roll * total;
  let last = 0;
  for (let i = 0; i < TILE_LETTERS.length; i++) {
    if (weights[i] === 0) continue;
    left -= weights[i];
    if (left < 0) return DRAW_ACTIONS[TILE_LETTERS[i]];
    last = i;
  }
  return DRAW_ACTIONS[TILE_LETTERS[last]];
}

/**
 * Actions that never vary, made once and shared by every state (frozen: nobody may change them); the search
 * and random play ask for these lists at every position.
 */
const DRAW_ACTIONS = Object.freeze(Object.fromEntries(TILE_LETTERS.map((tile) => [tile, Object.freeze({ type: 'draw', tile })]))) as Readonly<Record<TileLetter, Action>>;
const MEEPLE_ACTIONS: readonly Action[] = Object.freeze(Array.from({ length: SEGMENT_SLOTS }, (_, segment) => Object.freeze({ type: 'meeple' as const, segment })));
const PASS: Action = Object.freeze({ type: 'pass' });

/** The deck, or the reshuffled discard pile when the deck is empty (rulebook レアケース). */
function giftSource(state: State): [HeldGift, number][] {
  if (state.secretGifts) {
    const size = state.secretDeck > 0 ? state.secretDeck : discardSize(state);
    return size > 0 ? [['secret', size]] : [];
  }
  const deckSize = GIFT_CARDS.reduce((n, c) => n + state.giftDeck[c], 0);
  const source = deckSize > 0 ? state.giftDeck : state.giftDiscard;
  return GIFT_CARDS.filter((c) => source[c] > 0).map((c) => [c, source[c]]);
}

export function legalActions(state: State): Action[] {
  switch (state.phase) {
    case 'over':
      return [];
    case 'draw':
    case 'secondTile':
    case 'gift': {
      // The table is the truth in assist mode: when it disagrees that a gift was earned, "no card" goes on without one.
      const drawn = chanceOutcomes(state).map((o) => o.action);
      return state.secretGifts ? [...drawn, { type: 'gift', card: 'none' }] : drawn;
    }
    case 'place':
      return placeActions(state, openActions(state));
    case 'effect':
      return effectTargets(state, state.opened!);
    case 'follower': {
      const out = followerActions(state);
      out.push(PASS);
      return out;
    }
  }
}

function discardSize(state: State): number {
  return GIFT_CARDS.reduce((n, c) => n + state.giftDiscard[c], 0);
}

/** A card can be opened if held, or (assist) if a secret card could be of that type: not all its copies are face up. */
function openActions(state: State): Action[] {
  if (!state.gifts || state.opened !== null) return [];
  const hand = state.giftHands[state.seat];
  if (hand.length === 0) return [];
  const couldHold = (card: GiftCard) => hand.includes(card) || (hand.includes('secret') && state.giftDiscard[card] < GIFT_COPIES);
  return GIFT_CARDS.filter((card) => couldHold(card) && canOpen(state, card)).map((card) => ({ type: 'open', card }));
}

/** `out` followed by every placement of the tiles in hand (the same tile twice counts once). */
function placeActions(state: State, out: Action[]): Action[] {
  const hand = state.hand;
  if (out.length === 0 && hand.length === 1) return placements(state.board, hand[0]).slice();
  for (let i = 0; i < hand.length; i++) {
    if (hand.indexOf(hand[i]) !== i) continue;
    const found = placements(state.board, hand[i]);
    for (let k = 0; k < found.length; k++) out.push(found[k]);
  }
  return out;
}

/** Free segments of the tile just placed: no meeple anywhere in the feature. */
function followerActions(state: State): Action[] {
  const free = freeSegments(state);
  const out: Action[] = [];
  for (let segment = 0; free >> segment; segment++) if (free & (1 << segment)) out.push(MEEPLE_ACTIONS[segment]);
  return out;
}

function hasFollowerMove(state: State): boolean {
  return freeSegments(state) !== 0;
}

/** Roots of the features holding meeples, reused by freeSegments. */
const occupiedRoots: number[] = [];

/** The placed tile's segments a follower may go on (bit i: local segment i), none without a follower in supply. */
function freeSegments(state: State): number {
  if (state.placed === null || supplyOf(state, state.seat) === 0) return 0;
  const { parent, tiles } = state.board;
  const tile = state.placed;
  const meeples = state.meeples;
  occupiedRoots.length = meeples.length;
  for (let i = 0; i < meeples.length; i++) occupiedRoots[i] = find(parent, segmentId(meeples[i].tile, meeples[i].segment));
  const count = segmentsOf(tiles[tile].letter, tiles[tile].r).length;
  let free = 0;
  for (let segment = 0; segment < count; segment++) if (!occupiedRoots.includes(find(parent, segmentId(tile, segment)))) free |= 1 << segment;
  return free;
}

/** Fast legality: placements are checked directly; every other action against the (short) legal list. */
export function isLegal(state: State, action: Action): boolean {
  if (action.type === 'place') {
    return state.phase === 'place' && state.hand.includes(action.tile) && fits(state.board, action.tile, action.x, action.y, action.r);
  }
  const key = canonicalJson(action);
  const candidates = state.phase === 'place' ? openActions(state) : legalActions(state);
  return candidates.some((legal) => canonicalJson(legal) === key);
}

export function reduce(state: State, action: Action): State {
  const next = { ...state };
  change(next, action, false, undefined);
  return next;
}

/**
 * The apply/undo path (search, random playouts): the caller's own state is changed instead of copied, its
 * board grown and its pile counted down in place; with an undo log every overwritten value is recorded. The
 * rules are the same code as reduce's, which makes its changes on a fresh copy of the state; either way the
 * other parts below the state's own fields (meeples, points, hands...) are replaced, never changed.
 */
export const inPlace: InPlacePath<State, Action> = {
  own: (state) => ({ ...state, board: ownBoard(state.board), pile: { ...state.pile } }),
  apply(state: State, action: Action, undo?: UndoLog): State {
    change(state, action, true, undo);
    return state;
  },
};

/** Sets one of the state's own fields (recording the old value when `log` is given). */
function set<K extends keyof State>(s: State, key: K, value: State[K], log: UndoLog | undefined): void {
  if (log) logged(log, s, key, value);
  else s[key] = value;
}

/** Makes `s` (a fresh copy, or with `owned` the caller's own state, whose board and pile it may change) the state after `action`. */
function change(s: State, action: Action, owned: boolean, log: UndoLog | undefined): void {
  switch (action.type) {
    case 'draw':
      if (s.phase === 'secondTile') drawSecond(s, action.tile, owned, log);
      else drawTile(s, action.tile, owned, log);
      return;
    case 'open':
      openGift(s, action.card, log);
      return;
    case 'synod':
    case 'sweep':
    case 'cashOut':
    case 'changePosition':
      adopt(s, resolveEffect(s, action), log);
      set(s, 'phase', 'place', log);
      return;
    case 'place': {
      const { tile, x, y, r } = action;
      placeTile(s, tile, owned ? placeTileInPlace(s.board, tile, x, y, r, log) : addTile(s.board, tile, x, y, r), log);
      return;
    }
    case 'gift':
      if (action.card !== 'none') receiveGift(s, action.card, log);
      afterGiftCheck(s, log);
      return;
    case 'meeple':
      set(s, 'meeples', [...s.meeples, { seat: s.seat, tile: s.placed!, segment: action.segment }], log);
      endTurn(s, log);
      return;
    case 'pass':
      endTurn(s, log);
  }
}

/** Every field of `changed` (a state built from `s`) that differs from `s`'s, set on `s`. */
function adopt(s: State, changed: State, log: UndoLog | undefined): void {
  for (const key of Object.keys(changed) as (keyof State)[]) if (changed[key] !== s[key]) set(s, key, changed[key], log);
}

function takeFromPile(s: State, tile: TileLetter, owned: boolean, log: UndoLog | undefined): void {
  if (owned) {
    logged(log, s.pile, tile, s.pile[tile] - 1);
    return;
  }
  // Copied, then the count set: a computed key inside the spread literal makes V8 copy several times slower.
  const pile = { ...s.pile };
  pile[tile]--;
  set(s, 'pile', pile, log);
}

function drawTile(s: State, tile: TileLetter, owned: boolean, log: UndoLog | undefined): void {
  takeFromPile(s, tile, owned, log);
  if (canPlace(s.board, tile)) {
    set(s, 'hand', [tile], log);
    set(s, 'phase', 'place', log);
    return;
  }
  // A tile that fits nowhere is discarded and another is drawn (reference §1.4).
  set(s, 'discarded', [...s.discarded, tile], log);
  if (pileEmpty(s)) endGame(s, log);
}

function drawSecond(s: State, tile: TileLetter, owned: boolean, log: UndoLog | undefined): void {
  takeFromPile(s, tile, owned, log);
  set(s, 'hand', [...s.hand, tile], log);
  set(s, 'phase', 'place', log);
}

function openGift(s: State, card: GiftCard, log: UndoLog | undefined): void {
  const seat = s.seat;
  const hand = s.giftHands[seat].slice();
  hand.splice(hand.includes(card) ? hand.indexOf(card) : hand.indexOf('secret'), 1);
  set(s, 'opened', card, log);
  set(s, 'giftHands', s.giftHands.map((h, i) => (i === seat ? hand : h)), log);
  // Opened cards go face up on the discard pile once resolved; no card can be drawn in between.
  const discard = { ...s.giftDiscard };
  discard[card]++;
  set(s, 'giftDiscard', discard, log);
  set(s, 'phase', card === 'takeTwo' ? 'secondTile' : 'effect', log);
}

/** The placement's bookkeeping around `board`, the board with the tile placed (a new one, or the same grown in place). */
function placeTile(s: State, tile: TileLetter, board: State['board'], log: UndoLog | undefined): void {
  // Take 2: the tile not placed is shuffled back into the pile.
  if (s.hand.length > 1) {
    const rest = s.hand.slice();
    rest.splice(rest.indexOf(tile), 1);
    const pile = { ...s.pile };
    for (const back of rest) pile[back]++;
    set(s, 'pile', pile, log);
  }
  if (board !== s.board) set(s, 'board', board, log);
  set(s, 'hand', [], log);
  set(s, 'placed', board.tiles.length - 1, log);
  if (s.gifts && earnsGift(s) && giftSource(s).length > 0) set(s, 'phase', 'gift', log);
  else afterGiftCheck(s, log);
}

/**
 * Receiving a gift (rulebook ギフトの獲得): the placed tile extended a road or city that holds meeples and
 * where the current player does not hold the (possibly shared) majority, judged right after placement.
 */
export function earnsGift(state: State): boolean {
  if (state.meeples.length === 0) return false;
  const board = state.board;
  const tile = state.placed!;
  const { letter, r } = board.tiles[tile];
  const segments = segmentsOf(letter, r);
  for (let local = 0; local < segments.length; local++) {
    const kind = segments[local].kind;
    if (kind !== 'road' && kind !== 'city') continue;
    const root = find(board.parent, segmentId(tile, local));
    if (board.features[root].tiles.length >= 2 && outnumbered(board, state.meeples, root, state.seat)) return true;
  }
  return false;
}

/** Meeple counts by seat, reused by `outnumbered` (seats are small numbers). */
const counts: number[] = [];

/** True when the feature holds meeples and `seat` is not among the seats with the most of them. */
function outnumbered(board: State['board'], meeples: readonly Meeple[], root: number, seat: number): boolean {
  counts.fill(0);
  let best = 0;
  for (const m of meeples) {
    if (find(board.parent, segmentId(m.tile, m.segment)) !== root) continue;
    const count = (counts[m.seat] ?? 0) + 1;
    counts[m.seat] = count;
    if (count > best) best = count;
  }
  return best > 0 && (counts[seat] ?? 0) < best;
}

const HAND_ORDER: readonly HeldGift[] = [...GIFT_CARDS, 'secret'];

function withCard(hand: readonly HeldGift[], card: HeldGift): HeldGift[] {
  return [...hand, card].sort((a, b) => HAND_ORDER.indexOf(a) - HAND_ORDER.indexOf(b));
}

function receiveGift(s: State, card: HeldGift, log: UndoLog | undefined): void {
  const seat = s.seat;
  set(s, 'giftHands', s.giftHands.map((h, i) => (i === seat ? withCard(h, card) : h)), log);
  if (card === 'secret') {
    receiveSecret(s, log);
    return;
  }
  const deckSize = GIFT_CARDS.reduce((n, c) => n + s.giftDeck[c], 0);
  const deck = deckSize > 0 ? { ...s.giftDeck } : { ...s.giftDiscard };
  if (deckSize === 0) set(s, 'giftDiscard', noCards(), log);
  deck[card]--;
  set(s, 'giftDeck', deck, log);
}

function noCards(): Record<GiftCard, number> {
  return Object.fromEntries(GIFT_CARDS.map((c) => [c, 0])) as Record<GiftCard, number>;
}

/** Assist mode: one unseen card off the deck; an empty deck is first refilled from the discard pile. */
function receiveSecret(s: State, log: UndoLog | undefined): void {
  if (s.secretDeck > 0) {
    set(s, 'secretDeck', s.secretDeck - 1, log);
    return;
  }
  set(s, 'secretDeck', discardSize(s) - 1, log);
  set(s, 'giftDiscard', noCards(), log);
}

function afterGiftCheck(s: State, log: UndoLog | undefined): void {
  if (hasFollowerMove(s)) set(s, 'phase', 'follower', log);
  else endTurn(s, log);
}

/** Scores what the placed tile completed, passes the turn, and ends the game when the pile is empty. */
function endTurn(s: State, log: UndoLog | undefined): void {
  scoreCompleted(s, log);
  set(s, 'seat', (s.seat + 1) % s.names.length, log);
  set(s, 'turn', s.turn + 1, log);
  set(s, 'opened', null, log);
  set(s, 'placed', null, log);
  set(s, 'phase', 'draw', log);
  if (pileEmpty(s)) endGame(s, log);
}

/** Roads and cities through the placed tile, and monasteries on it or around it, that are now complete. */
function completedRoots(state: State): number[] {
  const board = state.board;
  const tile = state.placed!;
  const roots: number[] = [];
  const { letter, r, x, y } = board.tiles[tile];
  const segments = segmentsOf(letter, r);
  for (let local = 0; local < segments.length; local++) {
    const kind = segments[local].kind;
    if (kind !== 'road' && kind !== 'city') continue;
    const root = find(board.parent, segmentId(tile, local));
    if (board.features[root].open === 0 && !roots.includes(root)) roots.push(root);
  }
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      const other = tileAt(board, x + dx, y + dy);
      if (other === undefined) continue;
      const local = MONASTERY_SEGMENT[board.tiles[other].letter];
      if (local >= 0 && neighbourCount(board, other) === 8) {
        const root = find(board.parent, segmentId(other, local));
        if (!roots.includes(root)) roots.push(root);
      }
    }
  }
  return roots.length > 1 ? roots.sort((a, b) => a - b) : roots;
}

/** Local index of each tile type's monastery (the same in every rotation), or -1. */
const MONASTERY_SEGMENT = Object.fromEntries(TILE_TYPES.map((t) => [t.letter, segmentsOf(t.letter, 0).findIndex((s) => s.kind === 'monastery')])) as Record<TileLetter, number>;

function scoreCompleted(s: State, log: UndoLog | undefined): void {
  const roots = completedRoots(s);
  if (roots.length === 0) return;
  let { points, meeples } = s;
  const events: ScoringEvent[] = [];
  for (const root of roots) {
    const feature = s.board.features[root];
    const on = meeplesOn(s.board, meeples, root);
    const event: ScoringEvent = {
      kind: feature.kind,
      cause: 'completed',
      size: feature.tiles.length,
      pennants: feature.pennants,
      points: completedValue(feature.kind, feature.tiles.length, feature.pennants),
      seats: majority(on.map((m) => m.seat)),
      root,
    };
    events.push(event);
    points = addEvent(points, event);
    if (on.length) meeples = meeples.filter((m) => !on.includes(m));
  }
  set(s, 'points', points, log);
  if (meeples !== s.meeples) set(s, 'meeples', meeples, log);
  set(s, 'events', [...s.events, ...events], log);
}

function endGame(s: State, log: UndoLog | undefined): void {
  const events = [...finalEvents(s.board, s.meeples), ...giftEndEvents(s.giftHands)];
  set(s, 'phase', 'over', log);
  set(s, 'hand', [], log);
  set(s, 'points', events.reduce(addEvent, s.points), log);
  set(s, 'events', [...s.events, ...events], log);
}

/** Every turn takes at least one tile out of the pile for good, and a turn is at most 6 actions. */
export function maxActions(): number {
  const tilesInPile = TILE_TYPES.reduce((n, t) => n + t.count, 0) - 1;
  return 6 * tilesInPile;
}

