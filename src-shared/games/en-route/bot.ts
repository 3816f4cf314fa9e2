/**
 * Bot support. Hidden from a seat (the view's rules): the other hands, face-down offers and starting-round
 * placements, the face-down solo sequence, the deck, the other seats' personal goal cards, and during the
 * secret starting rounds the other seats' boards. Determinization: every hidden city card is pooled and
 * dealt again into the same places (same sizes); the personal goal cards likewise; a board kept secret is
 * taken as still empty (the bot cannot know what was drawn on it).
 */
import type { Rng } from '../../engine/rng';
import type { GameBotSupport } from '../../bots/types';
import { redeal } from '../../bots/redeal';
import { boardsSecret } from './helpers';
import { estimateFinal } from './evaluate';
import type { PlayerState, State } from './types';

export function sampleHidden(state: State, seat: number, rng: Rng): State {
  if (state.phase === 'over') return state;
  const others = state.seats.map((_, s) => s).filter((s) => s !== seat);
  const offerHidden = (o: { seat: number }) => !(state.team || state.round.step !== 'offer') && o.seat !== seat;
  const placedHidden = (p: { seat: number }) => state.round.step === 'secret' && p.seat !== seat;
  const sequenceHidden = state.sequence.map((slot) => slot.card !== null && !slot.faceUp);
  const cardSlots = [
    ...others.map((s) => state.seats[s].hand),
    state.deck.bag,
    state.deck.bottom,
    state.round.offers.filter(offerHidden).map((o) => o.card),
    state.round.placed.filter(placedHidden).map((p) => p.card),
    state.sequence.filter((_, i) => sequenceHidden[i]).map((slot) => slot.card!),
  ];
  const cards = redeal(cardSlots.flat(), cardSlots.map((slot) => slot.length), rng);
  const [bag, bottom, offers, placed, sequence] = cards.slice(others.length);
  // Personal goals are shown at the final route; goal cards not kept stay secret to the end.
  const goalsHidden = state.phase !== 'final';
  const hiddenGoals = others.flatMap((s) => (goalsHidden && state.seats[s].personalGoal ? [state.seats[s].personalGoal!] : []));
  const goalSlots = [...others.map((s) => state.seats[s].goalChoices), hiddenGoals, state.personalPool];
  const goals = redeal(goalSlots.flat(), goalSlots.map((slot) => slot.length), rng);
  const secret = boardsSecret(state);
  const seats = state.seats.map((p, s): PlayerState => {
    if (s === seat) return p;
    const i = others.indexOf(s);
    const next: PlayerState = { ...p, hand: cards[i], goalChoices: goals[i] };
    if (goalsHidden && p.personalGoal) next.personalGoal = goals[others.length].shift()!;
    if (secret) Object.assign(next, { tourists: p.tourists.map(() => null), sections: [], cafesVisited: [], cafesUsed: [] });
    return next;
  });
  let offerAt = 0;
  let placedAt = 0;
  let sequenceAt = 0;
  return {
    ...state,
    seats,
    deck: { bag, bottom },
    personalPool: goals[others.length + 1],
    round: {
      ...state.round,
      offers: state.round.offers.map((o) => (offerHidden(o) ? { ...o, card: offers[offerAt++] } : o)),
      placed: state.round.placed.map((p) => (placedHidden(p) ? { ...p, card: placed[placedAt++] } : p)),
      picks: secret ? state.round.picks.map((pick, s) => (s === seat ? pick : null)) : state.round.picks,
    },
    sequence: state.sequence.map((slot, i) => (sequenceHidden[i] ? { ...slot, card: sequence[sequenceAt++] } : slot)),
  };
}

/**
 * Search settings: the evaluation (evaluate.ts) already judges a position by the trail it can still make, so
 * random playout moves only blur it; a prior at every node tries each seat's greedy moves first (wins of strong
 * against greedy at 32 iterations, 2 players, seed `tune`: 12 random playout actions with the root prior 1 of
 * 4, no playout with the root prior 15 of 26, no playout with a prior at every node 6 of 6).
 */
export const enRouteBot: GameBotSupport<State> = { sampleHidden, evaluate: estimateFinal, scale: 10, rolloutDepth: 0, nodePrior: 4, exploration: 0.15 };
