/** Log lines, as a given seat may see them: secret cards, goals and starting-round turns stay hidden. */
import type { Message, SeatIndex } from '../../engine/types';
import { GOAL_BY_ID } from './data';
import { locationOf } from './board';
import { currentActor } from './engine';
import { boardsSecret, card } from './helpers';
import type { Action, State } from './types';

const msg = (text: string, key: string, params: Record<string, string | number> = {}): Message => ({ text, key, params });

export function cardText(id: string): string {
  const c = card(id);
  if (c.kind === 'repeat') return `repeat ${c.digit}`;
  const icon = c.iconic ? ` + ${c.iconic}` : '';
  return `${c.digit}: ${c.tourists!.count} ${c.tourists!.colour}${icon}`;
}

function placeParams(location: number): { x: number; y: number } {
  const { x, y } = locationOf(location);
  return { x: x + 1, y: y + 1 };
}

function place(location: number): string {
  const { x, y } = placeParams(location);
  return `column ${x}, row ${y}`;
}

export function describeAction(before: State, action: Action, viewer: SeatIndex | null): Message {
  const actor = currentActor(before);
  const who = typeof actor === 'number' ? before.names[actor] : '';
  const own = actor === viewer;
  const item = before.chance[0];
  switch (action.type) {
    case 'revealGoal':
      return msg(`Goal card ${action.card} (${GOAL_BY_ID.get(action.card)!.name}) revealed`, 'log.revealGoal', { card: action.card });
    case 'dealGoal':
    case 'deal': {
      const seat = item && 'seat' in item ? item.seat : -1;
      const name = before.names[seat] ?? '';
      if (seat !== viewer) return msg(`${name} drew a card`, 'log.drewHidden', { name });
      const what = action.type === 'deal' ? cardText(action.card) : `personal goal ${action.goal}`;
      return msg(`You drew ${what}`, 'log.drew', { what });
    }
    case 'layOut':
      return msg('A card was laid out in the sequence', 'log.layOut');
    case 'keepGoal':
      return own ? msg(`You kept personal goal ${action.goal}`, 'log.keepGoal', { goal: action.goal }) : msg(`${who} chose a personal goal`, 'log.keepGoalHidden', { name: who });
    case 'refresh':
      return msg(`${who} refreshed ${action.cards.length} card(s) (once per game)`, 'log.refresh', { name: who, count: action.cards.length });
    case 'lead':
      return msg(`${who} played ${cardText(action.card)}`, 'log.lead', { name: who, card: cardText(action.card) });
    case 'offer':
      if (own || before.team) return msg(`${who} offered ${cardText(action.card)}`, 'log.offer', { name: who, card: cardText(action.card) });
      return msg(`${who} offered a card face down`, 'log.offerHidden', { name: who });
    case 'keep':
      return msg(`${who} kept ${cardText(action.card)}`, 'log.keep', { name: who, card: cardText(action.card) });
    case 'rate':
      return msg(`${who}: ${action.iconic} ${action.change}`, 'log.rate', { name: who, iconic: action.iconic, change: action.change });
    case 'place':
      return own ? msg(`You placed ${cardText(action.card)}`, 'log.place', { card: cardText(action.card) }) : msg(`${who} placed a card face down`, 'log.placeHidden', { name: who });
    case 'takeFromSequence': {
      const taken = before.sequence[action.position].card!;
      return msg(`${who} took ${cardText(taken)} from the sequence`, 'log.sequence', { name: who, card: cardText(taken) });
    }
    default:
      return describeDrawing(before, action, who, own);
  }
}

function describeDrawing(before: State, action: Action, who: string, own: boolean): Message {
  if (!own && boardsSecret(before) && before.phase === 'draw') return msg(`${who} drew on their board (secret)`, 'log.secretTurn', { name: who });
  switch (action.type) {
    case 'pick':
      return msg(`${who} chose ${action.cards.map(cardText).join(' and ')}`, 'log.pick', { name: who, cards: action.cards.map(cardText).join(' / ') });
    case 'shift':
      return msg(`${who} changed a coordinate by ${action.delta > 0 ? '+1' : '−1'}`, 'log.shift', { name: who, delta: action.delta });
    case 'locate':
      return msg(`${who} marked tourists at ${place(action.location)}`, 'log.locate', { name: who, ...placeParams(action.location) });
    case 'section':
    case 'extra':
      return msg(`${who} drew a section`, 'log.section', { name: who, road: action.road });
    case 'cafeTourist':
      return msg(`${who} used a tourist café`, 'log.cafeTourist', { name: who });
    case 'endTurn':
      return msg(`${who} ended the turn`, 'log.endTurn', { name: who });
    case 'acceptOptimal':
      return msg(`${who} accepted the optimal final route`, 'log.acceptOptimal', { name: who });
    case 'routeStart':
      return msg(`${who} starts the final route at (${action.at.x}, ${action.at.y})`, 'log.routeStart', { name: who, x: action.at.x, y: action.at.y });
    case 'routeStep':
      return msg(`${who} adds a section to the final route`, 'log.routeStep', { name: who });
    case 'routeDone':
      return msg(`${who} chose their final route`, 'log.routeDone', { name: who });
    default:
      return msg(`${who}: ${action.type}`, 'log.other', { name: who, type: action.type });
  }
}
