/** Test helpers: drive an En Route state through the runner so every action is checked for legality. */
import { applyAction } from '../../engine/runner';
import type { AnyGame } from '../../engine/types';
import { roadKey, type Trail } from './route/types';
import { optionsSchema, type Action, type State, type Tourists } from './types';
import { enRouteRules } from './rules';

export const game = { ...enRouteRules, endState: undefined } as unknown as AnyGame;
export const NAMES = ['Ann', 'Ben', 'Cid', 'Dee'];

export function act(state: State, action: Action): State {
  const result = applyAction(game, state, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.message}`);
  return result.value as State;
}

export function legal(state: State): Action[] {
  return game.legalActions(state) as Action[];
}

/** Resolves chance events with the first listed outcome (the deck is kept sorted, so this is deterministic). */
export function settleChance(state: State): State {
  let s = state;
  while (game.currentActor(s) === 'chance') s = act(s, legal(s)[0]);
  return s;
}

/** A new game past setup: chance resolved, every seat keeps its first personal goal. */
export function start(players: number, options: Record<string, unknown> = {}): State {
  let s = enRouteRules.setup(optionsSchema.parse(options), { players, names: NAMES.slice(0, players), seed: 't', mode: 'digital' });
  s = settleChance(s);
  while (s.phase === 'personal') s = act(s, legal(s)[0]);
  return settleChance(s);
}

/** Test-only surgery: a deep copy with changes applied, e.g. to give a seat a known hand. */
export function edit(state: State, change: (s: State) => void): State {
  const copy = structuredClone(state);
  change(copy);
  return copy;
}

export function legalOfType<T extends Action['type']>(state: State, type: T): Extract<Action, { type: T }>[] {
  return legal(state).filter((a): a is Extract<Action, { type: T }> => a.type === type);
}

/** Test-only: gives `seat` exactly `cards`, taking them from the deck or other hands and returning its old hand to the deck. */
export function giveHand(state: State, seat: number, cards: string[]): State {
  return edit(state, (s) => {
    s.deck.bag.push(...s.seats[seat].hand);
    s.seats[seat].hand = [];
    for (const card of cards) {
      s.deck.bag = s.deck.bag.filter((c) => c !== card);
      for (const other of s.seats) other.hand = other.hand.filter((c) => c !== card);
    }
    s.seats[seat].hand = cards.slice();
    s.deck.bag.sort();
  });
}

/** Where every card is: each of the 36 must be in exactly one place. */
export function cardPlaces(s: State): string[] {
  const elsewhere = [...s.deck.bag, ...s.deck.bottom, ...s.discard, ...s.seats.flatMap((p) => p.hand), ...s.sequence.flatMap((slot) => (slot.card ? [slot.card] : []))];
  const onTable = [s.round.led, ...s.round.roundCards, ...s.round.offers.map((o) => o.card), ...s.round.placed.map((p) => p.card)].filter((c): c is string => c !== null);
  return [...elsewhere, ...[...new Set(onTable)].filter((c) => !elsewhere.includes(c))];
}

export const tourists = (red: number, green: number, blue: number): Tourists => ({ red, green, blue });

/** A finished game with the given boards (test-only: the final routes are set directly, empty unless changed). */
export function finished(players: number, options: Record<string, unknown>, change: (s: State) => void): State {
  return edit(start(players, options), (s) => {
    s.phase = 'over';
    for (const p of s.seats) {
      p.tourists = Array.from({ length: 36 }, () => null);
      p.sections = [];
      p.cafesVisited = [];
      p.finalTrail = { start: { x: 0, y: 0 }, sections: [] };
    }
    change(s);
  });
}

/** A trail walked from the first listed intersection through the others, each one road from the last. */
export function walk(points: [number, number][]): Trail {
  const sections = points.slice(1).map(([x, y], i) => roadKey({ x: points[i][0], y: points[i][1] }, { x, y }));
  return { start: { x: points[0][0], y: points[0][1] }, sections };
}
