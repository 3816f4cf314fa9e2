/**
 * What one seat may see (rulebook: hands, face-down offers and personal goals are secret; starting-round
 * turns are taken secretly until all starting rounds are over). Observers see only public facts.
 */
import type { SeatIndex } from '../../engine/types';
import { boardsSecret, turnDigits } from './helpers';
import type { PublicPlayer, State, View } from './types';

export const HIDDEN = 'hidden';

export function view(state: State, viewer: SeatIndex | null): View {
  const secret = boardsSecret(state);
  const revealGoals = state.phase === 'final' || state.phase === 'over';
  const seats: PublicPlayer[] = state.seats.map((p, seat) => {
    const own = seat === viewer;
    const boardVisible = own || !secret;
    return {
      board: p.board,
      handSize: p.hand.length,
      tourists: boardVisible ? p.tourists : null,
      sections: boardVisible ? p.sections : null,
      cafesVisited: boardVisible ? p.cafesVisited : null,
      cafesUsed: boardVisible ? p.cafesUsed : null,
      balance: p.balance,
      refreshed: p.refreshed,
      finalTrail: p.finalTrail,
      personalGoal: own || revealGoals ? p.personalGoal : null,
      hand: own ? p.hand : null,
      goalChoices: own ? p.goalChoices : null,
    };
  });
  const turn = state.turn && (state.turn.seat === viewer || !secret) ? state.turn : null;
  return structuredClone({
    options: state.options,
    names: state.names,
    players: state.players,
    team: state.team,
    phase: state.phase,
    viewer,
    deckSize: state.deck.bag.length + state.deck.bottom.length,
    discard: state.discard,
    goals: state.goals,
    ratings: state.ratings,
    round: {
      number: state.round.number,
      kind: state.round.kind,
      active: state.round.active,
      step: state.round.step,
      led: state.round.led,
      offers: visibleOffers(state, viewer),
      roundCards: state.round.roundCards,
      placed: visiblePlaced(state, viewer),
      rateQueue: state.round.rateQueue,
      drawOrder: state.round.drawOrder,
      drawIndex: state.round.drawIndex,
    },
    turn,
    digits: turn && turn.cards.length === 2 ? turnDigits(turn.cards, turn.shifts) : null,
    sequence: state.sequence.map((slot) => ({ card: slot.card && !slot.faceUp ? HIDDEN : slot.card, faceUp: slot.faceUp })),
    seats,
    building: state.building,
    proposal: state.proposal,
  });
}

/**
 * Offers are face down until the last one is placed, then the active player reveals both to the table.
 * Team mode offers are face up. The offering seat always sees its own card.
 */
function visibleOffers(state: State, viewer: SeatIndex | null): { seat: number; card: string }[] {
  const revealed = state.team || state.round.step !== 'offer';
  return state.round.offers.map((o) => ({ seat: o.seat, card: revealed || o.seat === viewer ? o.card : HIDDEN }));
}

/** Starting rounds: cards are placed face down and revealed together once everyone has placed one. */
function visiblePlaced(state: State, viewer: SeatIndex | null): { seat: number; card: string }[] {
  const revealed = state.round.step !== 'secret';
  return state.round.placed.map((p) => ({ seat: p.seat, card: revealed || p.seat === viewer ? p.card : HIDDEN }));
}
