/**
 * Tourist selection phase (rulebook "観光客の選択フェーズ", "開始ラウンド", solo, team mode), the
 * personal-goal choice at setup, and the once-per-game hand refresh ("ハンドカードの更新").
 */
import { invariant } from '../../engine/errors';
import { applyIconicSymbols, beginDraw, offerersFor, startRound } from './flow';
import { MAX_RATING, refreshSubsets } from './helpers';
import { writableDeck, writableSeat } from './draft';
import type { Action, State } from './types';

/** The seat that must act in the selection phase. */
export function selectActor(state: State): number {
  const round = state.round;
  switch (round.step) {
    case 'offer':
      return round.offerers[0];
    case 'secret':
      return round.placed.length;
    default:
      return round.active ?? 0;
  }
}

/** Steps at which the acting seat chooses a card from hand, so it may refresh its hand first. */
function choosingFromHand(state: State): boolean {
  return ['lead', 'offer', 'secret'].includes(state.round.step);
}

export function selectLegal(state: State): Action[] {
  const round = state.round;
  const seat = selectActor(state);
  const player = state.seats[seat];
  const actions: Action[] = [];
  if (choosingFromHand(state) && !player.refreshed) {
    for (const cards of refreshSubsets(player.hand)) actions.push({ type: 'refresh', cards });
  }
  switch (round.step) {
    case 'lead':
      for (const card of player.hand) actions.push({ type: 'lead', card });
      break;
    case 'offer':
      for (const card of player.hand) actions.push({ type: 'offer', card });
      break;
    case 'keep':
      for (const offer of round.offers) actions.push({ type: 'keep', card: offer.card });
      break;
    case 'rate':
      actions.push(...rateChoices(state));
      break;
    case 'secret':
      for (const card of player.hand) actions.push({ type: 'place', card });
      break;
    case 'sequence':
      state.sequence.forEach((slot, position) => {
        if (slot.card && slot.faceUp) actions.push({ type: 'takeFromSequence', position });
      });
      break;
    default:
      break;
  }
  return actions;
}

/** Rulebook p.19: up- or downgrade; leaving it is allowed only at the top or bottom of the track. */
function rateChoices(state: State): Action[] {
  const iconic = state.round.rateQueue[0];
  const level = state.ratings[iconic];
  const out: Action[] = [];
  if (level < MAX_RATING) out.push({ type: 'rate', iconic, change: 'up' });
  if (level > 0) out.push({ type: 'rate', iconic, change: 'down' });
  if (level === 0 || level === MAX_RATING) out.push({ type: 'rate', iconic, change: 'stay' });
  return out;
}

function takeFromHand(state: State, seat: number, card: string): void {
  const hand = writableSeat(state, seat).hand;
  const index = hand.indexOf(card);
  invariant(index >= 0, `card ${card} is not in seat ${seat}'s hand`);
  hand.splice(index, 1);
}

export function reduceSelect(state: State, action: Action): void {
  const round = state.round;
  const seat = selectActor(state);
  switch (action.type) {
    case 'refresh':
      refreshHand(state, seat, action.cards);
      return;
    case 'lead':
      takeFromHand(state, seat, action.card);
      round.led = action.card;
      if (round.kind === 'solo') {
        round.step = 'sequence';
        return;
      }
      round.offerers = offerersFor(state, seat);
      round.step = 'offer';
      return;
    case 'offer':
      takeFromHand(state, seat, action.card);
      round.offers.push({ seat, card: action.card });
      round.offerers.shift();
      if (round.offerers.length === 0) round.step = 'keep';
      return;
    case 'keep': {
      // The active player never discards their own card: only an offered one goes under the deck.
      const other = round.offers.find((o) => o.card !== action.card)!;
      writableDeck(state).bottom.push(other.card);
      chooseRoundCards(state, [round.led!, action.card]);
      return;
    }
    case 'takeFromSequence': {
      const slot = state.sequence[action.position];
      const card = slot.card!;
      slot.card = null;
      chooseRoundCards(state, [round.led!, card]);
      return;
    }
    case 'rate':
      rate(state, action.iconic, action.change);
      return;
    case 'place':
      takeFromHand(state, seat, action.card);
      round.placed.push({ seat, card: action.card });
      if (round.placed.length === state.players) {
        // Starting rounds: every iconic symbol placed is upgraded, even in advanced mode (rulebook p.19).
        applyIconicSymbols(state, round.placed.map((p) => p.card), true);
        beginDraw(state);
      }
      return;
    default:
      invariant(false, `not a selection action: ${action.type}`);
  }
}

function chooseRoundCards(state: State, cards: string[]): void {
  state.round.roundCards = cards;
  applyIconicSymbols(state, cards, false);
  if (state.round.step === 'done') beginDraw(state);
}

function rate(state: State, iconic: State['round']['rateQueue'][number], change: 'up' | 'down' | 'stay'): void {
  if (change === 'up') state.ratings[iconic]++;
  if (change === 'down') state.ratings[iconic]--;
  state.round.rateQueue.shift();
  if (state.round.rateQueue.length === 0) {
    state.round.step = 'done';
    beginDraw(state);
  }
}

/**
 * Puts 1–3 cards under the deck, draws as many from the top (chance), then shuffles the deck. The drawn
 * cards come from the shuffled part first, so the cards just put under come back only if it runs out.
 */
function refreshHand(state: State, seat: number, cards: readonly string[]): void {
  for (const card of cards) takeFromHand(state, seat, card);
  writableSeat(state, seat).refreshed = true;
  writableDeck(state).bottom.push(...cards);
  state.chance.unshift(...cards.map(() => ({ kind: 'deal' as const, seat })), { kind: 'shuffle' });
}

export function personalLegal(state: State): Action[] {
  return state.seats[state.cursor].goalChoices.map((goal) => ({ type: 'keepGoal' as const, goal }));
}

export function reducePersonal(state: State, action: Action): void {
  invariant(action.type === 'keepGoal', 'expected a personal goal choice');
  const player = writableSeat(state, state.cursor);
  player.personalGoal = action.goal;
  player.goalChoices = [];
  state.cursor++;
  if (state.cursor >= state.players) startRound(state, 1);
}
