/**
 * Copy-on-write seats and deck for `reduce`'s draft: a seat (or the deck) is copied the first time the action (or the settling after
 * it) writes it, and only once per draft, so an action that touches one seat copies one seat, not four.
 * Every write to a seat goes through `writableSeat`; the golden-games test deep-freezes every state, so a
 * write that skips it throws there. A state the caller owns outright (the in-place path, ./in-place.ts) is
 * written as it is: while an action is applied to it, it is `owned` and nothing is copied.
 */
import type { PlayerState, State } from './types';

/** The seats (by index) and the deck (`'deck'`) already copied into each draft (keyed by the draft, so a finished state is never written again). */
const copied = new WeakMap<State, Set<number | 'deck'>>();

export function startDraft(state: State): void {
  copied.set(state, new Set());
}

/** The state an in-place action is being applied to right now (one at a time: applying is synchronous). */
let owned: State | null = null;
/** Seats (bits by index) already given a new record during the in-place action being applied. */
let renewed = 0;
/**
 * Per in-place state, what it owns outright besides its containers: seats whose arrays it may write as they
 * are (bits by index) and the deck (DECK_BIT). A search owns a new copy at every iteration and makes only a
 * few moves in it, so `own` copies neither: each is copied once, when first written.
 */
const ownedParts = new WeakMap<State, { bits: number }>();
let parts = { bits: 0 };
const DECK_BIT = 1 << 8;

/** Marks `state` as a new in-place state that shares its seats' arrays and its deck with the state it copies. */
export function startOwned(state: State): void {
  ownedParts.set(state, { bits: 0 });
}

/** Runs `write(state, input)` on a state the caller owns (./in-place.ts), writing its parts as they are. */
export function writeOwned<Input>(state: State, write: (state: State, input: Input) => void, input: Input): void {
  const outer = { owned, renewed, parts };
  let found = ownedParts.get(state);
  if (!found) ownedParts.set(state, (found = { bits: 0 }));
  owned = state;
  renewed = 0;
  parts = found;
  try {
    write(state, input);
  } finally {
    ({ owned, renewed, parts } = outer);
  }
}

/**
 * In place, a seat written gets a new record (its arrays copied only the first time): what is remembered per
 * seat record (the bots' counted route, ./evaluate.ts) then never describes a seat that has changed since.
 */
function renewedSeat(state: State, seat: number): PlayerState {
  const bit = 1 << seat;
  if ((renewed & bit) === 0) {
    const p = state.seats[seat];
    state.seats[seat] = parts.bits & bit ? { ...p } : { ...copySeat(p), tourists: p.tourists.slice() };
    parts.bits |= bit;
    renewed |= bit;
  }
  return state.seats[seat];
}

function copySeat(p: PlayerState): PlayerState {
  return {
    ...p,
    hand: p.hand.slice(),
    goalChoices: p.goalChoices.slice(),
    sections: p.sections.slice(),
    cafesVisited: p.cafesVisited.slice(),
    cafesUsed: p.cafesUsed.slice(),
    balance: { ...p.balance },
  };
}

/** The draft's own copy of a seat, made on first use. Its tourist marks stay shared: see `writableTourists`. */
function copiedIn(state: State): Set<number | 'deck'> {
  const done = copied.get(state);
  if (!done) throw new Error('a state is written only as a draft made by reduce');
  return done;
}

export function writableSeat(state: State, seat: number): PlayerState {
  if (state === owned) return renewedSeat(state, seat);
  const done = copiedIn(state);
  if (!done.has(seat)) {
    state.seats[seat] = copySeat(state.seats[seat]);
    done.add(seat);
  }
  return state.seats[seat];
}

/** A seat's tourist marks, copied for writing (36 entries: only the actions that mark tourists pay for it). */
export function writableTourists(state: State, seat: number): PlayerState['tourists'] {
  const player = writableSeat(state, seat);
  if (state === owned) return player.tourists;
  player.tourists = player.tourists.slice();
  return player.tourists;
}

/** The draft's own copy of the deck, made on first use. */
export function writableDeck(state: State): State['deck'] {
  if (state === owned) {
    if ((parts.bits & DECK_BIT) === 0) {
      state.deck = { bag: state.deck.bag.slice(), bottom: state.deck.bottom.slice() };
      parts.bits |= DECK_BIT;
    }
    return state.deck;
  }
  const done = copiedIn(state);
  if (!done.has('deck')) {
    state.deck = { bag: state.deck.bag.slice(), bottom: state.deck.bottom.slice() };
    done.add('deck');
  }
  return state.deck;
}
