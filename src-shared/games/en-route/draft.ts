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

/** Runs `write(state, input)` with `state`'s every part writable as it is (the caller owns them all: ./in-place.ts). */
export function writeOwned<Input>(state: State, write: (state: State, input: Input) => void, input: Input): void {
  const outer = owned;
  owned = state;
  try {
    write(state, input);
  } finally {
    owned = outer;
  }
}

/** The draft's own copy of a seat, made on first use. Its tourist marks stay shared: see `writableTourists`. */
function copiedIn(state: State): Set<number | 'deck'> {
  const done = copied.get(state);
  if (!done) throw new Error('a state is written only as a draft made by reduce');
  return done;
}

export function writableSeat(state: State, seat: number): PlayerState {
  if (state === owned) return state.seats[seat];
  const done = copiedIn(state);
  if (!done.has(seat)) {
    const p = state.seats[seat];
    state.seats[seat] = {
      ...p,
      hand: p.hand.slice(),
      goalChoices: p.goalChoices.slice(),
      sections: p.sections.slice(),
      cafesVisited: p.cafesVisited.slice(),
      cafesUsed: p.cafesUsed.slice(),
      balance: { ...p.balance },
    };
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
  if (state === owned) return state.deck;
  const done = copiedIn(state);
  if (!done.has('deck')) {
    state.deck = { bag: state.deck.bag.slice(), bottom: state.deck.bottom.slice() };
    done.add('deck');
  }
  return state.deck;
}
