/**
 * Bot support: hidden are the other seats' gift cards and the order of the gift deck (the tile pile is
 * counted openly). Determinization pools the other seats' cards with the deck and deals them again.
 */
import type { Rng } from '../../engine/rng';
import type { GameBotSupport } from '../../bots/types';
import { countOf, expand, redeal } from '../../bots/redeal';
import { GIFT_CARDS, type HeldGift } from './data';
import { estimateFinal } from './evaluate';
import type { State } from './types';

const HAND_ORDER: readonly HeldGift[] = [...GIFT_CARDS, 'secret'];

export function sampleHidden(state: State, seat: number, rng: Rng): State {
  if (!state.gifts || state.phase === 'over') return state;
  const others = state.giftHands.map((_, s) => s).filter((s) => s !== seat);
  const pool: HeldGift[] = [...others.flatMap((s) => state.giftHands[s]), ...expand(state.giftDeck)];
  const sizes = others.map((s) => state.giftHands[s].length);
  const dealt = redeal(pool, sizes, rng);
  const giftHands = state.giftHands.slice();
  others.forEach((s, i) => (giftHands[s] = dealt[i].sort((a, b) => HAND_ORDER.indexOf(a) - HAND_ORDER.indexOf(b))));
  // The deck keeps what the hands did not get, so every card stays somewhere.
  const all = countOf(HAND_ORDER, pool);
  const inHands = countOf(HAND_ORDER, dealt.flat());
  const giftDeck = Object.fromEntries(GIFT_CARDS.map((c) => [c, all[c] - inHands[c]])) as State['giftDeck'];
  return { ...state, giftHands, giftDeck };
}

/** Evaluation: points so far, expected value of occupied features, meeples in hand (evaluate.ts); search with a one-step prior at every node, no playouts. */
export const carcassonneBot: GameBotSupport<State> = {
  sampleHidden,
  evaluate: estimateFinal,
  scale: 10,
  // The evaluation already values unfinished features; random playouts (random meeples) only blur it. Every
  // position the search reaches starts with its moves valued one step ahead, so a seat's meeple and the
  // opponent's reply are looked at in a sensible order; rewards differ little between placements.
  rolloutDepth: 0,
  nodePrior: 4,
  exploration: 0.15,
};
