/**
 * En Route engine: who acts, what is legal, and the pure reducer. The phases live in their own modules
 * (flow, select, turn, final); this file dispatches between them and handles chance events.
 */
import type { Actor, ChanceOutcome } from '../../engine/types';
import { invariant } from '../../engine/errors';
import { CARDS, GOAL_CARDS } from './data';
import { revealUncovered, settle } from './flow';
import { carryProposal, finalLegal, reduceFinal } from './final';
import { startDraft, writableDeck, writableSeat } from './draft';
import { personalLegal, reduceSelect, reducePersonal, selectActor, selectLegal } from './select';
import { reduceTurn, turnLegal } from './turn';
import type { Action, ChanceItem, State } from './types';

export function currentActor(state: State): Actor {
  if (state.chance.length > 0) return 'chance';
  switch (state.phase) {
    case 'personal':
    case 'final':
      return state.cursor;
    case 'select':
      return selectActor(state);
    case 'draw':
      return state.turn!.seat;
    case 'over':
      return 'terminal';
    default:
      invariant(false, `no actor in phase ${state.phase}`);
  }
}

export function legalActions(state: State): Action[] {
  if (state.chance.length > 0) return chanceOutcomes(state).map((o) => o.action);
  switch (state.phase) {
    case 'personal':
      return personalLegal(state);
    case 'select':
      return selectLegal(state);
    case 'draw':
      return turnLegal(state);
    case 'final':
      return finalLegal(state);
    default:
      return [];
  }
}

/** A card dealt or laid out, by card: made once (frozen, shared), since every draw offers the whole bag. */
const DEAL_OUTCOMES = outcomesByCard('deal');
const LAY_OUT_OUTCOMES = outcomesByCard('layOut');

function outcomesByCard(type: 'deal' | 'layOut'): ReadonlyMap<string, ChanceOutcome<Action>> {
  return new Map(CARDS.map((c) => [c.id, Object.freeze({ action: Object.freeze({ type, card: c.id }), weight: 1 })]));
}

/** Every outcome is one specific card (or goal) turning up; each unseen one is equally likely. */
export function chanceOutcomes(state: State): ChanceOutcome<Action>[] {
  const item = state.chance[0];
  invariant(item, 'no chance event is due');
  const uniform = (actions: Action[]) => actions.map((action) => ({ action, weight: 1 }));
  switch (item.kind) {
    case 'goal':
      return uniform(GOAL_CARDS.filter((g) => g.deck === item.deck).map((g) => ({ type: 'revealGoal', card: g.id })));
    case 'personal':
      return uniform(state.personalPool.map((goal) => ({ type: 'dealGoal', goal })));
    case 'deal':
      return state.deck.bag.map((card) => DEAL_OUTCOMES.get(card)!);
    case 'sequence':
      return state.deck.bag.map((card) => LAY_OUT_OUTCOMES.get(card)!);
    default:
      invariant(false, `chance item ${item.kind} needs no randomness`);
  }
}

export function reduce(before: State, action: Action): State {
  const state = draft(before);
  applyTo(state, action);
  return state;
}

/** Makes `action` in `state`, a draft of `reduce` or a state the caller owns (./in-place.ts), and settles what follows. */
export function applyTo(state: State, action: Action): void {
  if (state.chance.length > 0) reduceChance(state, state.chance.shift()!, action);
  else if (state.phase === 'personal') reducePersonal(state, action);
  else if (state.phase === 'select') reduceSelect(state, action);
  else if (state.phase === 'draw') reduceTurn(state, action);
  else if (state.phase === 'final') reduceFinal(state, action);
  else invariant(false, `no action is expected in phase ${state.phase}`);
  settle(state);
}

/**
 * The phase modules write into their state, so `reduce` hands them a draft: every container an action or
 * the settling after it may write is copied one level, while the options, names, goal and route records, the
 * deck and the seats stay shared with `before`. A seat is copied only when something writes it (`writableSeat`, a
 * seat's tourist marks only when a turn marks them), since most actions touch one seat or none, and the
 * deck (about a hundred cards) likewise (`writableDeck`). The
 * final-route proposal is carried over as it is, without working it out (`carryProposal`). The golden-games
 * test deep-freezes every state to hold us to that.
 */
export function draft(s: State): State {
  const copy: State = {
    options: s.options,
    names: s.names,
    players: s.players,
    team: s.team,
    phase: s.phase,
    chance: s.chance.slice(),
    deck: s.deck,
    discard: s.discard.slice(),
    goals: s.goals.slice(),
    personalPool: s.personalPool.slice(),
    ratings: { ...s.ratings },
    seats: s.seats.slice(),
    round: {
      ...s.round,
      offers: s.round.offers.slice(),
      offerers: s.round.offerers.slice(),
      roundCards: s.round.roundCards.slice(),
      placed: s.round.placed.slice(),
      picks: s.round.picks.slice(),
      rateQueue: s.round.rateQueue.slice(),
      drawOrder: s.round.drawOrder.slice(),
    },
    turn: s.turn && { ...s.turn, shifts: [s.turn.shifts[0], s.turn.shifts[1]], main: s.turn.main.slice(), touristCafes: s.turn.touristCafes.slice(), cards: s.turn.cards.slice() },
    sequence: s.sequence.map((slot) => ({ ...slot })),
    cursor: s.cursor,
    building: s.building && { ...s.building, sections: s.building.sections.slice() },
    proposal: null,
  };
  carryProposal(s, copy);
  startDraft(copy);
  return copy;
}

function removeFromBag(state: State, card: string): void {
  const deck = writableDeck(state);
  const index = deck.bag.indexOf(card);
  invariant(index >= 0, `card ${card} is not in the deck`);
  deck.bag.splice(index, 1);
}

function reduceChance(state: State, item: ChanceItem, action: Action): void {
  if (item.kind === 'goal' && action.type === 'revealGoal') {
    state.goals.push(action.card);
  } else if (item.kind === 'personal' && action.type === 'dealGoal') {
    state.personalPool = state.personalPool.filter((g) => g !== action.goal);
    writableSeat(state, item.seat).goalChoices.push(action.goal);
  } else if (item.kind === 'deal' && action.type === 'deal') {
    removeFromBag(state, action.card);
    writableSeat(state, item.seat).hand.push(action.card);
  } else if (item.kind === 'sequence' && action.type === 'layOut') {
    removeFromBag(state, action.card);
    state.sequence[item.position] = { card: action.card, faceUp: false };
    revealUncovered(state);
  } else {
    invariant(false, `action ${action.type} does not match chance event ${item.kind}`);
  }
}
