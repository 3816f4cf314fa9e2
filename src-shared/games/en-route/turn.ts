/**
 * One seat's drawing turn (rulebook "描画フェーズ"): pick round cards (starting rounds), change
 * coordinates, choose the location and mark tourists, draw the route, use café and balance bonuses.
 * Each step is its own small action so the move list stays short.
 */
import { invariant } from '../../engine/errors';
import { COLOURS, type Colour } from './data';
import { locationsForDigits, ROAD_BY_KEY, ROADS, roadsMeeting, sidesOf } from './board';
import { finishTurn } from './flow';
import { writableSeat, writableTourists } from './draft';
import {
  bothRepeat,
  cafe,
  coordinateBonuses,
  emptyTourists,
  roundTourists,
  sectionBonuses,
  spendBonus,
  turnDigits,
  usesCafes,
} from './helpers';
import { CAFES } from './data';
import type { Action, PlayerState, State, TurnState } from './types';

export function turnLegal(state: State): Action[] {
  const turn = state.turn!;
  const player = state.seats[turn.seat];
  switch (turn.step) {
    case 'pick':
      return pickChoices(state);
    case 'location':
      return [...shiftChoices(player), ...locationChoices(player, turn)];
    case 'route':
      return routeChoices(player, turn);
  }
}

/** Starting rounds: any two of the cards placed on the table. */
function pickChoices(state: State): Action[] {
  const cards = state.round.placed.map((p) => p.card);
  const out: Action[] = [];
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) out.push({ type: 'pick', cards: [cards[i], cards[j]] });
  }
  return out;
}

function shiftChoices(player: PlayerState): Action[] {
  if (coordinateBonuses(player) === 0) return [];
  return [
    { type: 'shift', card: 0, delta: -1 },
    { type: 'shift', card: 0, delta: 1 },
    { type: 'shift', card: 1, delta: -1 },
    { type: 'shift', card: 1, delta: 1 },
  ];
}

/** Locations matching the digits in either order and empty; if none, any empty one with 1 tourist of any type. */
export function matchingLocations(player: PlayerState, turn: TurnState): number[] {
  const [first, second] = turnDigits(turn.cards, turn.shifts);
  return locationsForDigits(player.board, first, second).filter((index) => player.tourists[index] === null);
}

function locationChoices(player: PlayerState, turn: TurnState): Action[] {
  const matching = matchingLocations(player, turn);
  if (matching.length === 0) {
    const empty = player.tourists.flatMap((t, index) => (t === null ? [index] : []));
    return empty.flatMap((location) => COLOURS.map((colour) => ({ type: 'locate' as const, location, colour })));
  }
  if (bothRepeat(turn.cards)) return matching.flatMap((location) => COLOURS.map((colour) => ({ type: 'locate' as const, location, colour })));
  return matching.map((location) => ({ type: 'locate' as const, location }));
}

function undrawn(player: PlayerState): string[] {
  const drawn = new Set(player.sections);
  const out: string[] = [];
  for (const road of ROADS) if (!drawn.has(road.key)) out.push(road.key);
  return out;
}

/**
 * Main route: the first section anywhere; a second one only to complete a straight or L pair next to the
 * location (sharing an end with the first, at least one of the two along the location's side). Ending the
 * turn after one section is the "1 section anywhere" option.
 */
export function secondSectionChoices(player: PlayerState, turn: TurnState): string[] {
  if (turn.fallback || turn.main.length !== 1) return [];
  const first = turn.main[0];
  const sides = sidesOf(turn.location!);
  return roadsMeeting(first).filter((key) => !player.sections.includes(key) && (sides.includes(first) || sides.includes(key)));
}

function routeChoices(player: PlayerState, turn: TurnState): Action[] {
  const actions: Action[] = [];
  const free = undrawn(player);
  if (turn.main.length === 0) for (const road of free) actions.push({ type: 'section', road });
  for (const road of secondSectionChoices(player, turn)) actions.push({ type: 'section', road });
  if (sectionBonuses(player) > 0) for (const road of free) actions.push({ type: 'extra', road });
  for (const id of turn.touristCafes) actions.push({ type: 'cafeTourist', cafe: id });
  if (turn.main.length > 0 || free.length === 0) actions.push({ type: 'endTurn' });
  return actions;
}

export function reduceTurn(state: State, action: Action): void {
  const turn = state.turn!;
  switch (action.type) {
    case 'pick':
      state.round.picks[turn.seat] = action.cards.slice();
      turn.cards = action.cards.slice();
      turn.step = 'location';
      return;
    case 'shift':
      spendBonus(writableSeat(state, turn.seat), 'coordinate');
      turn.shifts[action.card] += action.delta;
      return;
    case 'locate':
      markTourists(state, turn, action.location, action.colour);
      return;
    case 'section':
      turn.main.push(action.road);
      drawSection(state, writableSeat(state, turn.seat), turn, action.road);
      return;
    case 'extra': {
      const player = writableSeat(state, turn.seat);
      spendBonus(player, 'section');
      drawSection(state, player, turn, action.road);
      return;
    }
    case 'cafeTourist': {
      const bonus = cafe(action.cafe).bonus;
      invariant(bonus.kind === 'tourist', 'not a tourist café');
      const tourists = writableTourists(state, turn.seat);
      const marked = tourists[turn.location!]!;
      // A new record: the marks may be shared with the state before this action.
      tourists[turn.location!] = { ...marked, [bonus.colour]: marked[bonus.colour] + 1 };
      state.seats[turn.seat].cafesUsed.push(action.cafe);
      turn.touristCafes = turn.touristCafes.filter((id) => id !== action.cafe);
      return;
    }
    case 'endTurn':
      finishTurn(state);
      return;
    default:
      invariant(false, `not a drawing action: ${action.type}`);
  }
}

function markTourists(state: State, turn: TurnState, location: number, colour: Colour | undefined): void {
  const fallback = matchingLocations(state.seats[turn.seat], turn).length === 0;
  let tourists = emptyTourists();
  if (fallback) tourists[colour!] = 1;
  else tourists = roundTourists(turn.cards, colour);
  writableTourists(state, turn.seat)[location] = tourists;
  turn.location = location;
  turn.fallback = fallback;
  turn.step = 'route';
}

/** Draws a section and visits any café at its ends (rulebook "カフェボーナスの獲得"). */
function drawSection(state: State, player: PlayerState, turn: TurnState, key: string): void {
  invariant(!player.sections.includes(key), `section ${key} is already drawn`);
  player.sections.push(key);
  if (!usesCafes(state)) return;
  const road = ROAD_BY_KEY.get(key)!;
  for (const end of [road.a, road.b]) {
    const reached = CAFES.find((c) => c.x === end.x && c.y === end.y);
    if (!reached || player.cafesVisited.includes(reached.id)) continue;
    player.cafesVisited.push(reached.id);
    if (reached.bonus.kind === 'tourist') turn.touristCafes.push(reached.id);
  }
}
