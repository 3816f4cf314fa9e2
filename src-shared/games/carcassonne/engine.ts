/**
 * Turn flow of Carcassonne with The Gifts. One turn:
 *   chance `draw` (an unplaceable tile is discarded and another drawn)
 *   → optional `open` of one gift (+ its effect, or a second chance `draw` for Take 2)
 *   → `place` (x, y, rotation) → chance `gift` when the placement earned one
 *   → `meeple` on a free segment of the placed tile, or `pass` (skipped when there is no choice)
 *   → completed features score at once and their meeples return.
 */
import { canonicalJson } from '../../engine/canonical';
import type { InPlacePath, SetupContext } from '../../engine/types';
import type { UndoLog } from '../../engine/undo-log';
import { GIFT_CARDS, GIFT_COPIES, START_TILE, TILE_TYPES, type GiftCard, type HeldGift, type TileLetter } from './data';
import { EMPTY_BOARD, addTile, canPlace, ownBoard, placeTileInPlace, find, fits, isComplete, neighbourCount, placements, segmentId, tileAt } from './board';
import { segmentsOf } from './geometry';
import { canOpen, effectTargets, pileSize, resolveEffect, supplyOf } from './gifts';
import { addEvent, completedValue, emptyPoints, finalEvents, giftEndEvents, majority, meeplesOn } from './scoring';
import type { Action, Options, ScoringEvent, State } from './types';

export function setup(options: Options, ctx: SetupContext): State {
  const pile = Object.fromEntries(TILE_TYPES.map((t) => [t.letter, t.count - (t.letter === START_TILE ? 1 : 0)])) as Record<TileLetter, number>;
  const noCards = Object.fromEntries(GIFT_CARDS.map((c) => [c, 0])) as Record<GiftCard, number>;
  const secretGifts = options.gifts && ctx.mode === 'assist';
  return {
    names: ctx.names.slice(0, ctx.players),
    gifts: options.gifts,
    board: addTile(EMPTY_BOARD, START_TILE, 0, 0, 0),
    pile,
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
  return TILE_TYPES.filter((t) => state.pile[t.letter] > 0).map((t) => ({ action: { type: 'draw', tile: t.letter }, weight: state.pile[t.letter] }));
}

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
      return [...openActions(state), ...placeActions(state)];
    case 'effect':
      return effectTargets(state, state.opened!);
    case 'follower':
      return [...followerActions(state), { type: 'pass' }];
  }
}

function discardSize(state: State): number {
  return GIFT_CARDS.reduce((n, c) => n + state.giftDiscard[c], 0);
}

/** A card can be opened if held, or (assist) if a secret card could be of that type: not all its copies are face up. */
function openActions(state: State): Action[] {
  if (!state.gifts || state.opened !== null) return [];
  const hand = state.giftHands[state.seat];
  const couldHold = (card: GiftCard) => hand.includes(card) || (hand.includes('secret') && state.giftDiscard[card] < GIFT_COPIES);
  return GIFT_CARDS.filter((card) => couldHold(card) && canOpen(state, card)).map((card) => ({ type: 'open', card }));
}

function placeActions(state: State): Action[] {
  const out: Action[] = [];
  for (const tile of [...new Set(state.hand)]) {
    for (const p of placements(state.board, tile)) out.push({ type: 'place', tile, x: p.x, y: p.y, r: p.r });
  }
  return out;
}

/** Free segments of the tile just placed: no meeple anywhere in the feature. */
function followerActions(state: State): Action[] {
  if (state.placed === null || supplyOf(state, state.seat) === 0) return [];
  const { letter, r } = state.board.tiles[state.placed];
  const occupied = new Set(state.meeples.map((m) => find(state.board.parent, segmentId(m.tile, m.segment))));
  const out: Action[] = [];
  segmentsOf(letter, r).forEach((_, segment) => {
    if (!occupied.has(find(state.board.parent, segmentId(state.placed!, segment)))) out.push({ type: 'meeple', segment });
  });
  return out;
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
  switch (action.type) {
    case 'draw':
      return state.phase === 'secondTile' ? drawSecond(state, action.tile) : drawTile(state, action.tile);
    case 'open':
      return openGift(state, action.card);
    case 'synod':
    case 'sweep':
    case 'cashOut':
    case 'changePosition':
      return { ...resolveEffect(state, action), phase: 'place' };
    case 'place':
      return placeTile(state, action.tile, addTile(state.board, action.tile, action.x, action.y, action.r));
    case 'gift':
      return afterGiftCheck(action.card === 'none' ? state : receiveGift(state, action.card));
    case 'meeple':
      return endTurn({ ...state, meeples: [...state.meeples, { seat: state.seat, tile: state.placed!, segment: action.segment }] });
    case 'pass':
      return endTurn(state);
  }
}

/**
 * The apply/undo path (search, random playouts): only a placement changes the board, and it grows the
 * caller's own board in place instead of copying it; every other action is the pure reduce, whose copies are small.
 */
export const inPlace: InPlacePath<State, Action> = {
  own: (state) => ({ ...state, board: ownBoard(state.board) }),
  apply(state: State, action: Action, undo?: UndoLog): State {
    if (action.type !== 'place') return reduce(state, action);
    return placeTile(state, action.tile, placeTileInPlace(state.board, action.tile, action.x, action.y, action.r, undo));
  },
};

function takeFromPile(state: State, tile: TileLetter): Record<TileLetter, number> {
  return { ...state.pile, [tile]: state.pile[tile] - 1 };
}

function drawTile(state: State, tile: TileLetter): State {
  const pile = takeFromPile(state, tile);
  if (canPlace(state.board, tile)) return { ...state, pile, hand: [tile], phase: 'place' };
  // A tile that fits nowhere is discarded and another is drawn (reference §1.4).
  const next: State = { ...state, pile, discarded: [...state.discarded, tile] };
  return pileSize(next) === 0 ? endGame(next) : next;
}

function drawSecond(state: State, tile: TileLetter): State {
  return { ...state, pile: takeFromPile(state, tile), hand: [...state.hand, tile], phase: 'place' };
}

function openGift(state: State, card: GiftCard): State {
  const hand = state.giftHands[state.seat].slice();
  hand.splice(hand.includes(card) ? hand.indexOf(card) : hand.indexOf('secret'), 1);
  return {
    ...state,
    opened: card,
    giftHands: state.giftHands.map((h, seat) => (seat === state.seat ? hand : h)),
    // Opened cards go face up on the discard pile once resolved; no card can be drawn in between.
    giftDiscard: { ...state.giftDiscard, [card]: state.giftDiscard[card] + 1 },
    phase: card === 'takeTwo' ? 'secondTile' : 'effect',
  };
}

/** The placement's bookkeeping around `board`, the board with the tile placed (a new one, or the same grown in place). */
function placeTile(state: State, tile: TileLetter, board: State['board']): State {
  // Take 2: the tile not placed is shuffled back into the pile.
  let pile = state.pile;
  if (state.hand.length > 1) {
    const rest = state.hand.slice();
    rest.splice(rest.indexOf(tile), 1);
    pile = { ...state.pile };
    for (const back of rest) pile[back]++;
  }
  const placed = board.tiles.length - 1;
  const next: State = { ...state, board, pile, hand: [], placed };
  if (state.gifts && earnsGift(next) && giftSource(next).length > 0) return { ...next, phase: 'gift' };
  return afterGiftCheck(next);
}

/**
 * Receiving a gift (rulebook ギフトの獲得): the placed tile extended a road or city that holds meeples and
 * where the current player does not hold the (possibly shared) majority, judged right after placement.
 */
export function earnsGift(state: State): boolean {
  const tile = state.placed!;
  const { letter, r } = state.board.tiles[tile];
  return segmentsOf(letter, r).some((segment, local) => {
    if (segment.kind !== 'road' && segment.kind !== 'city') return false;
    const root = find(state.board.parent, segmentId(tile, local));
    if (state.board.features[root].tiles.length < 2) return false;
    const owners = majority(meeplesOn(state.board, state.meeples, root).map((m) => m.seat));
    return owners.length > 0 && !owners.includes(state.seat);
  });
}

const HAND_ORDER: readonly HeldGift[] = [...GIFT_CARDS, 'secret'];

function withCard(hand: readonly HeldGift[], card: HeldGift): HeldGift[] {
  return [...hand, card].sort((a, b) => HAND_ORDER.indexOf(a) - HAND_ORDER.indexOf(b));
}

function receiveGift(state: State, card: HeldGift): State {
  const giftHands = state.giftHands.map((h, seat) => (seat === state.seat ? withCard(h, card) : h));
  if (card === 'secret') return receiveSecret({ ...state, giftHands });
  const deckSize = GIFT_CARDS.reduce((n, c) => n + state.giftDeck[c], 0);
  const noCards = Object.fromEntries(GIFT_CARDS.map((c) => [c, 0])) as Record<GiftCard, number>;
  const deck = deckSize > 0 ? { ...state.giftDeck } : { ...state.giftDiscard };
  const discard = deckSize > 0 ? state.giftDiscard : noCards;
  deck[card]--;
  return { ...state, giftDeck: deck, giftDiscard: discard, giftHands };
}

/** Assist mode: one unseen card off the deck; an empty deck is first refilled from the discard pile. */
function receiveSecret(state: State): State {
  if (state.secretDeck > 0) return { ...state, secretDeck: state.secretDeck - 1 };
  const noCards = Object.fromEntries(GIFT_CARDS.map((c) => [c, 0])) as Record<GiftCard, number>;
  return { ...state, secretDeck: discardSize(state) - 1, giftDiscard: noCards };
}

function afterGiftCheck(state: State): State {
  return followerActions(state).length > 0 ? { ...state, phase: 'follower' } : endTurn(state);
}

/** Scores what the placed tile completed, passes the turn, and ends the game when the pile is empty. */
function endTurn(state: State): State {
  const scored = scoreCompleted(state);
  const next: State = { ...scored, seat: (state.seat + 1) % state.names.length, turn: state.turn + 1, opened: null, placed: null, phase: 'draw' };
  return pileSize(next) === 0 ? endGame(next) : next;
}

/** Roads and cities through the placed tile, and monasteries on it or around it, that are now complete. */
function completedRoots(state: State): number[] {
  const board = state.board;
  const tile = state.placed!;
  const roots = new Set<number>();
  const { letter, r, x, y } = board.tiles[tile];
  segmentsOf(letter, r).forEach((segment, local) => {
    if (segment.kind === 'road' || segment.kind === 'city') roots.add(find(board.parent, segmentId(tile, local)));
  });
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      const other = tileAt(board, x + dx, y + dy);
      if (other === undefined) continue;
      const t = board.tiles[other];
      const local = segmentsOf(t.letter, t.r).findIndex((s) => s.kind === 'monastery');
      if (local >= 0 && neighbourCount(board, other) === 8) roots.add(find(board.parent, segmentId(other, local)));
    }
  }
  return [...roots].filter((root) => isComplete(board, root)).sort((a, b) => a - b);
}

function scoreCompleted(state: State): State {
  let { points, meeples } = state;
  const events: ScoringEvent[] = [];
  for (const root of completedRoots(state)) {
    const feature = state.board.features[root];
    const on = meeplesOn(state.board, meeples, root);
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
    meeples = meeples.filter((m) => !on.includes(m));
  }
  return events.length ? { ...state, points, meeples, events: [...state.events, ...events] } : state;
}

function endGame(state: State): State {
  const events = [...finalEvents(state.board, state.meeples), ...giftEndEvents(state.giftHands)];
  const points = events.reduce(addEvent, state.points);
  return { ...state, phase: 'over', hand: [], points, events: [...state.events, ...events] };
}

/** Every turn takes at least one tile out of the pile for good, and a turn is at most 6 actions. */
export function maxActions(): number {
  const tilesInPile = TILE_TYPES.reduce((n, t) => n + t.count, 0) - 1;
  return 6 * tilesInPile;
}

