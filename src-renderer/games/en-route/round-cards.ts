/**
 * What the "Round cards" panel shows: the card played, the offers, and (solo) the card taken from the
 * sequence, each marked with what became of it, so an offer sent under the deck never looks like a round card.
 */
import type { View } from '../../../src-shared/games/en-route/types';

export type RoundCardFate = 'roundCard' | 'underDeck' | 'pending';

export interface RoundCardSlot {
  card: string;
  /** Whose card it is: the player who played or offered it; null for a card from the solo sequence. */
  seat: number | null;
  source: 'led' | 'offer' | 'sequence';
  fate: RoundCardFate;
}

export function roundCardSlots(round: View['round']): RoundCardSlot[] {
  const chosen = round.roundCards.length > 0;
  const fateOf = (card: string): RoundCardFate => (!chosen ? 'pending' : round.roundCards.includes(card) ? 'roundCard' : 'underDeck');
  const slots: RoundCardSlot[] = [];
  if (round.led) slots.push({ card: round.led, seat: round.active, source: 'led', fate: fateOf(round.led) });
  for (const offer of round.offers) slots.push({ card: offer.card, seat: offer.seat, source: 'offer', fate: fateOf(offer.card) });
  const shown = new Set(slots.map((s) => s.card));
  // Solo: the second round card comes from the sequence, not from anyone's hand.
  for (const card of round.roundCards) if (!shown.has(card)) slots.push({ card, seat: null, source: 'sequence', fate: 'roundCard' });
  return slots;
}
