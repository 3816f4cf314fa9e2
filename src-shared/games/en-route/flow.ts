/**
 * The course of a game: setup, rounds (starting, normal, solo), the drawing phase order, upkeep and the
 * final-route phase. Every function here works on a private clone inside `reduce`.
 */
import type { SetupContext } from '../../engine/types';
import { CARDS, GOAL_CARDS, ICONIC, PERSONAL_GOALS, ROUNDS, SOLO_ROWS, type IconicId } from './data';
import { soloCoveredBy } from './board';
import { handSize, iconicSymbols, MAX_RATING, startingRounds, usesGoalCards, usesPersonalGoals } from './helpers';
import { prepareFinalSeat } from './final';
import { startDraft, writableDeck, writableSeat } from './draft';
import type { ChanceItem, Options, PlayerState, RoundState, State, TurnState } from './types';

export function setupState(options: Options, ctx: SetupContext): State {
  const players = ctx.players;
  const team = options.team && players === 4;
  const state: State = {
    options,
    names: ctx.names.slice(),
    players,
    team,
    phase: 'setup',
    chance: [],
    deck: { bag: CARDS.map((c) => c.id), bottom: [] },
    discard: [],
    goals: [],
    personalPool: PERSONAL_GOALS.map((g) => g.id),
    ratings: initialRatings(options),
    seats: Array.from({ length: players }, (_, seat) => newPlayer(seat, options)),
    round: emptyRound(0),
    turn: null,
    sequence: [],
    cursor: 0,
    building: null,
    proposal: null,
  };
  state.chance = setupChance(state);
  startDraft(state);
  settle(state);
  return state;
}

function initialRatings(options: Options): Record<IconicId, number> {
  const start = (i: number) => (options.ratings === 'advanced' ? ICONIC[i].advancedStart : 0);
  return { clocktower: start(0), glasshouse: start(1), lighthouse: start(2) };
}

function newPlayer(seat: number, options: Options): PlayerState {
  const entry = options.balance[seat] ?? 'none';
  const sides = Array.isArray(entry) ? entry : entry === 'none' ? [] : [entry];
  const count = (side: 'section' | 'coordinate') => sides.filter((s) => s === side).length;
  return {
    board: seat,
    hand: [],
    goalChoices: [],
    personalGoal: null,
    tourists: Array.from({ length: 36 }, () => null),
    sections: [],
    cafesVisited: [],
    cafesUsed: [],
    balance: { section: count('section'), coordinate: count('coordinate') },
    refreshed: false,
    finalTrail: null,
  };
}

export function emptyRound(number: number): RoundState {
  return {
    number,
    kind: 'normal',
    active: null,
    step: 'done',
    led: null,
    offers: [],
    offerers: [],
    roundCards: [],
    placed: [],
    picks: [],
    rateQueue: [],
    drawOrder: [],
    drawIndex: 0,
  };
}

/** Setup's random steps, in table order: goal cards, personal goal cards, hands, the solo sequence. */
function setupChance(state: State): ChanceItem[] {
  const items: ChanceItem[] = [];
  if (usesGoalCards(state)) items.push({ kind: 'goal', deck: 'A' }, { kind: 'goal', deck: 'B' }, { kind: 'goal', deck: 'C' });
  const seats = [...Array(state.players).keys()];
  if (usesPersonalGoals(state)) for (const seat of seats) items.push({ kind: 'personal', seat }, { kind: 'personal', seat });
  for (const seat of seats) for (let i = 0; i < handSize(state); i++) items.push({ kind: 'deal', seat });
  if (state.players === 1) {
    const positions = SOLO_ROWS.reduce((sum, n) => sum + n, 0);
    for (let position = 0; position < positions; position++) items.push({ kind: 'sequence', position });
  }
  return items;
}

/**
 * Runs every step that needs nobody: deterministic deck moves, then the next phase once the random
 * steps are done. Stops when a seat or chance must act.
 */
export function settle(state: State): void {
  for (;;) {
    const head = state.chance[0];
    if (head) {
      if (!resolveDeterministic(state, head)) return;
      state.chance.shift();
      continue;
    }
    if (state.phase === 'setup') {
      if (usesPersonalGoals(state)) {
        state.phase = 'personal';
        state.cursor = 0;
        return;
      }
      startRound(state, 1);
      return;
    }
    if (state.phase === 'upkeep') {
      startRound(state, state.round.number + 1);
      continue;
    }
    return;
  }
}

/** Handles a chance item that needs no randomness; false when a real chance event is due. */
function resolveDeterministic(state: State, item: ChanceItem): boolean {
  if (item.kind === 'shuffle') {
    const deck = writableDeck(state);
    deck.bag.push(...deck.bottom);
    deck.bag.sort();
    deck.bottom = [];
    return true;
  }
  if (item.kind === 'deal' && state.deck.bag.length === 0) {
    // The shuffled part is gone: the next card is the first one put under the deck (or none at all).
    const next = writableDeck(state).bottom.shift();
    if (next) writableSeat(state, item.seat).hand.push(next);
    return true;
  }
  return false;
}

export function roundKind(state: State, number: number): RoundState['kind'] {
  if (state.players === 1) return 'solo';
  return number <= startingRounds(state) ? 'starting' : 'normal';
}

/** Active player of a normal round: the first active player (seat 0) starts after the starting rounds. */
function activeFor(state: State, number: number): number {
  return (number - 1 - startingRounds(state)) % state.players;
}

export function startRound(state: State, number: number): void {
  const previous = state.round;
  const round = emptyRound(number);
  round.kind = roundKind(state, number);
  state.round = round;
  state.phase = 'select';
  if (round.kind === 'starting') {
    if (number === 2) {
      // 4 players: the second starting round uses the two cards each seat did not pick in round 1.
      round.placed = previous.placed;
      round.picks = previous.picks;
      round.step = 'done';
      beginDraw(state);
      return;
    }
    round.step = 'secret';
    round.picks = Array.from({ length: state.players }, () => null);
    return;
  }
  round.active = round.kind === 'solo' ? 0 : activeFor(state, number);
  round.step = 'lead';
}

/** Who offers the second card: 2 players the opponent twice; team mode the teammate twice; else both neighbours. */
export function offerersFor(state: State, active: number): number[] {
  const n = state.players;
  if (n === 2) return [1 - active, 1 - active];
  if (state.team) return [(active + 2) % n, (active + 2) % n];
  return [(active + 1) % n, (active + n - 1) % n];
}

/** Applies the round cards' iconic symbols: upgrades, or the active player's choices in advanced mode. */
export function applyIconicSymbols(state: State, cards: readonly string[], upgradeOnly: boolean): void {
  const symbols = iconicSymbols(cards);
  if (!upgradeOnly && state.options.ratings === 'advanced') {
    state.round.rateQueue = symbols;
    state.round.step = symbols.length ? 'rate' : 'done';
    return;
  }
  for (const iconic of symbols) state.ratings[iconic] = Math.min(MAX_RATING, state.ratings[iconic] + 1);
  state.round.step = 'done';
}

export function beginDraw(state: State): void {
  const round = state.round;
  state.phase = 'draw';
  const n = state.players;
  const first = round.active ?? 0;
  round.drawOrder = Array.from({ length: n }, (_, i) => (first + i) % n);
  round.drawIndex = 0;
  state.turn = newTurn(state, round.drawOrder[0]);
}

function newTurn(state: State, seat: number): TurnState {
  const round = state.round;
  let cards = round.roundCards;
  let step: TurnState['step'] = 'location';
  if (round.kind === 'starting') {
    if (round.number === 1) {
      cards = [];
      step = 'pick';
    } else {
      const picked = round.picks[seat] ?? [];
      cards = round.placed.map((p) => p.card).filter((c) => !picked.includes(c));
    }
  }
  return { seat, step, shifts: [0, 0], location: null, fallback: false, main: [], touristCafes: [], cards: cards.slice() };
}

/** After a seat ends its drawing turn: the next seat, or upkeep. */
export function finishTurn(state: State): void {
  const round = state.round;
  round.drawIndex++;
  if (round.drawIndex < round.drawOrder.length) {
    state.turn = newTurn(state, round.drawOrder[round.drawIndex]);
    return;
  }
  state.turn = null;
  upkeep(state);
}

function upkeep(state: State): void {
  const round = state.round;
  const fourPlayerFirstStart = round.kind === 'starting' && state.players === 4 && round.number === 1;
  if (fourPlayerFirstStart) {
    // Rulebook: "維持フェーズ。何も起こりません" — nothing is discarded or drawn after the first of two starting rounds.
    startRound(state, 2);
    return;
  }
  state.discard.push(...(round.kind === 'starting' ? round.placed.map((p) => p.card) : round.roundCards));
  if (round.kind === 'solo') revealUncovered(state);
  if (round.number >= ROUNDS) {
    beginFinal(state);
    return;
  }
  state.phase = 'upkeep';
  const first = round.active ?? 0;
  for (let i = 0; i < state.players; i++) {
    const seat = (first + i) % state.players;
    const missing = handSize(state) - state.seats[seat].hand.length;
    for (let k = 0; k < missing; k++) state.chance.push({ kind: 'deal', seat });
  }
  settle(state);
}

/** Solo: a face-down sequence card no longer covered by another card is turned face up. */
export function revealUncovered(state: State): void {
  state.sequence.forEach((slot, index) => {
    if (slot.card && !slot.faceUp && soloCoveredBy(index).every((i) => state.sequence[i]?.card === null)) slot.faceUp = true;
  });
}

function beginFinal(state: State): void {
  state.phase = 'final';
  state.cursor = 0;
  prepareFinalSeat(state);
}

export const GOAL_DECKS = (deck: 'A' | 'B' | 'C') => GOAL_CARDS.filter((g) => g.deck === deck).map((g) => g.id);
