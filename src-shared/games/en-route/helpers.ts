/** Small rule helpers shared by the En Route engine modules. */
import { invariant } from '../../engine/errors';
import { CAFES, CARD_BY_ID, HAND_SIZE, ICONIC, SOLO_HAND_SIZE, type Cafe, type Colour, type IconicId, type TouristCard } from './data';
import { wrapDigit } from './board';
import type { PlayerState, State, Tourists } from './types';

export function card(id: string): TouristCard {
  const found = CARD_BY_ID.get(id);
  invariant(found, `unknown card ${id}`);
  return found;
}

export function cafe(id: string): Cafe {
  const found = CAFES.find((c) => c.id === id);
  invariant(found, `unknown café ${id}`);
  return found;
}

export function emptyTourists(): Tourists {
  return { red: 0, green: 0, blue: 0 };
}

export function touristTotal(t: Tourists | null): number {
  return t ? t.red + t.green + t.blue : 0;
}

export function handSize(state: State): number {
  return state.players === 1 ? SOLO_HAND_SIZE : HAND_SIZE;
}

export function usesCafes(state: State): boolean {
  return state.options.level !== 'simple';
}

export function usesPersonalGoals(state: State): boolean {
  return state.options.level !== 'simple';
}

export function usesGoalCards(state: State): boolean {
  return state.options.level === 'full';
}

export const MAX_RATING = ICONIC[0].track.length - 1;

/** Rulebook "リピートカード": a repeat card counts as 2 tourists of the other card's type; two repeats → 2 of a chosen type. */
export function roundTourists(cardIds: readonly string[], chosen: Colour | undefined): Tourists {
  const cards = cardIds.map(card);
  const total = emptyTourists();
  const real = cards.filter((c) => c.tourists);
  if (real.length === 0) {
    invariant(chosen, 'two repeat cards need a chosen tourist type');
    total[chosen] += 2;
    return total;
  }
  for (const c of real) total[c.tourists!.colour] += c.tourists!.count;
  const repeats = cards.length - real.length;
  total[real[0].tourists!.colour] += 2 * repeats;
  return total;
}

export function bothRepeat(cardIds: readonly string[]): boolean {
  return cardIds.every((id) => card(id).kind === 'repeat');
}

/** Iconic symbols on the given cards (repeat cards never repeat them). */
export function iconicSymbols(cardIds: readonly string[]): IconicId[] {
  return cardIds.map(card).flatMap((c) => (c.iconic ? [c.iconic] : []));
}

/** The digits a seat's turn uses, after its coordinate changes. */
export function turnDigits(cards: readonly string[], shifts: readonly number[]): number[] {
  return cards.map((id, i) => wrapDigit(card(id).digit + shifts[i]));
}

/** Café bonuses of a kind that the seat has reached and not yet used. */
export function unusedCafes(player: PlayerState, kind: 'section' | 'coordinate' | 'tourist'): string[] {
  return player.cafesVisited.filter((id) => cafe(id).bonus.kind === kind && !player.cafesUsed.includes(id));
}

export function sectionBonuses(player: PlayerState): number {
  return player.balance.section + unusedCafes(player, 'section').length;
}

export function coordinateBonuses(player: PlayerState): number {
  return player.balance.coordinate + unusedCafes(player, 'coordinate').length;
}

/**
 * Spends one bonus of a kind. A balance card goes first: an unused balance card scores nothing, while an
 * unused café bonus scores 2 PP, so spending the balance card first is never worse.
 */
export function spendBonus(player: PlayerState, kind: 'section' | 'coordinate'): void {
  if (player.balance[kind] > 0) {
    player.balance[kind]--;
    return;
  }
  const id = unusedCafes(player, kind)[0];
  invariant(id, `no ${kind} bonus to spend`);
  player.cafesUsed.push(id);
}

/** Number of starting rounds: 3 players 1, 4 players 2 (not in team mode), otherwise none. */
export function startingRounds(state: State): number {
  if (state.team) return 0;
  if (state.players === 3) return 1;
  if (state.players === 4) return 2;
  return 0;
}

/** Boards are secret during the starting rounds (rulebook "開始ラウンド": turns are taken secretly). */
export function boardsSecret(state: State): boolean {
  return state.round.kind === 'starting' && (state.phase === 'select' || state.phase === 'draw' || state.phase === 'upkeep');
}

/** All subsets of 1..3 cards of a hand, in hand order (for the once-per-game hand refresh). */
export function refreshSubsets(hand: readonly string[]): string[][] {
  const out: string[][] = [];
  const n = hand.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const subset = hand.filter((_, i) => mask & (1 << i));
    if (subset.length <= 3) out.push(subset);
  }
  return out;
}
