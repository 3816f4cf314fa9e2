/**
 * One seat's drawing turn (rulebook "描画フェーズ"): pick round cards (starting rounds), change
 * coordinates, choose the location and mark tourists, draw the route, use café and balance bonuses.
 * Each step is its own small action so the move list stays short.
 */
import { invariant } from '../../engine/errors';
import { COLOURS, type Colour } from './data';
import { locationsForDigits, ROAD_BY_KEY, ROAD_INDEX, ROADS, roadsMeeting, sidesOf } from './board';
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

/**
 * The drawing phase's moves, made once and shared by every move list (frozen: nobody may change them).
 * A turn offers up to a hundred of them, and random play and search ask for the list at every step.
 */
const SECTION_MOVES: readonly Action[] = ROADS.map((road) => Object.freeze({ type: 'section' as const, road: road.key }));
const EXTRA_MOVES: readonly Action[] = ROADS.map((road) => Object.freeze({ type: 'extra' as const, road: road.key }));
const LOCATE_MOVES: readonly Action[] = Array.from({ length: 36 }, (_, location) => Object.freeze({ type: 'locate' as const, location }));
const LOCATE_COLOUR_MOVES: readonly (readonly Action[])[] = Array.from({ length: 36 }, (_, location) =>
  COLOURS.map((colour) => Object.freeze({ type: 'locate' as const, location, colour })),
);

function locationChoices(player: PlayerState, turn: TurnState): Action[] {
  const matching = matchingLocations(player, turn);
  const out: Action[] = [];
  if (matching.length === 0) {
    player.tourists.forEach((t, location) => {
      if (t === null) out.push(...LOCATE_COLOUR_MOVES[location]);
    });
  } else if (bothRepeat(turn.cards)) {
    for (const location of matching) out.push(...LOCATE_COLOUR_MOVES[location]);
  } else {
    for (const location of matching) out.push(LOCATE_MOVES[location]);
  }
  return out;
}

/** Scratch marks by road index for `undrawn` (cleared after each use). */
const drawnMarks = new Uint8Array(ROADS.length);

/** Indexes (into ROADS) of the roads the seat has not drawn, in ROADS order. */
function undrawn(player: PlayerState): number[] {
  for (const key of player.sections) drawnMarks[ROAD_INDEX.get(key)!] = 1;
  const out: number[] = [];
  for (let i = 0; i < ROADS.length; i++) if (drawnMarks[i] === 0) out.push(i);
  for (const key of player.sections) drawnMarks[ROAD_INDEX.get(key)!] = 0;
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
  if (turn.main.length === 0) for (const road of free) actions.push(SECTION_MOVES[road]);
  for (const road of secondSectionChoices(player, turn)) actions.push(SECTION_MOVES[ROAD_INDEX.get(road)!]);
  if (sectionBonuses(player) > 0) for (const road of free) actions.push(EXTRA_MOVES[road]);
  for (const id of turn.touristCafes) actions.push({ type: 'cafeTourist', cafe: id });
  if (turn.main.length > 0 || free.length === 0) actions.push(END_TURN);
  return actions;
}

const END_TURN: Action = Object.freeze({ type: 'endTurn' as const });

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
