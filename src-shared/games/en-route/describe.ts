/** Log lines, as a given seat may see them: secret cards, goals and starting-round turns stay hidden. */
import { counted, fillTemplate as fill, inEveryLanguage, message, type Lang } from '../../engine/message';
import type { Message, SeatIndex } from '../../engine/types';
import { GOAL_BY_ID, personalGoalPlaces as goalPlaces } from './data';
import { locationOf } from './board';
import { currentActor } from './engine';
import { boardsSecret, card } from './helpers';
import { messages } from './messages';
import type { Action, State } from './types';

/** A round card in words, in one UI language (log lines carry it in every language: `card`, `cardJa`, `cardFr`). */
export function cardPhrase(id: string, lang: Lang): string {
  const c = card(id);
  const words = messages[lang];
  if (c.kind === 'repeat') return fill(words.card.repeat, { digit: c.digit });
  const tourists = fill(words.card.tourist, { digit: c.digit, count: c.tourists!.count, colour: words.colour[c.tourists!.colour] });
  return c.iconic ? `${tourists} + ${words.iconic[c.iconic]}` : tourists;
}

export const cardText = (id: string): string => cardPhrase(id, 'en');

function cardParams(base: string, ids: readonly string[]): Record<string, string> {
  return inEveryLanguage(base, (lang) => ids.map((id) => cardPhrase(id, lang)).join(' / '));
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
      return message(`Goal card ${action.card} (${GOAL_BY_ID.get(action.card)!.name}) revealed`, 'log.revealGoal', { card: action.card });
    case 'dealGoal':
    case 'deal': {
      const seat = item && 'seat' in item ? item.seat : -1;
      const name = before.names[seat] ?? '';
      if (seat !== viewer) return message(`${name} drew a card`, 'log.drewHidden', { name });
      if (action.type === 'dealGoal') return message(`You drew personal goal ${action.goal} (${goalPlaces(action.goal)})`, 'log.drewGoal', { goal: goalPlaces(action.goal) });
      return message(`You drew ${cardText(action.card)}`, 'log.drew', cardParams('what', [action.card]));
    }
    case 'layOut':
      return message('A card was laid out in the sequence', 'log.layOut');
    case 'keepGoal':
      return own ? message(`You kept personal goal ${action.goal} (${goalPlaces(action.goal)})`, 'log.keepGoal', { goal: goalPlaces(action.goal) }) : message(`${who} chose a personal goal`, 'log.keepGoalHidden', { name: who });
    case 'refresh':
      return message(`${who} refreshed ${counted(action.cards.length, 'card', 'cards')} (once per game)`, 'log.refresh', { name: who, count: action.cards.length });
    case 'lead':
      return message(`${who} played ${cardText(action.card)}`, 'log.lead', { name: who, ...cardParams('card', [action.card]) });
    case 'offer':
      if (own || before.team) return message(`${who} offered ${cardText(action.card)}`, 'log.offer', { name: who, ...cardParams('card', [action.card]) });
      return message(`${who} offered a card face down`, 'log.offerHidden', { name: who });
    case 'keep':
      return message(`${who} kept ${cardText(action.card)}`, 'log.keep', { name: who, ...cardParams('card', [action.card]) });
    case 'rate':
      return message(`${who}: ${messages.en.iconic[action.iconic]} ${messages.en.action[`change_${action.change}`]}`, 'log.rate', {
        name: who,
        ...inEveryLanguage('change', (lang) => messages[lang].action[`change_${action.change}`]),
        ...inEveryLanguage('iconic', (lang) => messages[lang].iconic[action.iconic]),
      });
    case 'place':
      return own ? message(`You placed ${cardText(action.card)}`, 'log.place', cardParams('card', [action.card])) : message(`${who} placed a card face down`, 'log.placeHidden', { name: who });
    case 'takeFromSequence': {
      const taken = before.sequence[action.position].card!;
      return message(`${who} took ${cardText(taken)} from the sequence`, 'log.sequence', { name: who, ...cardParams('card', [taken]) });
    }
    default:
      return describeDrawing(before, action, who, own);
  }
}

function describeDrawing(before: State, action: Action, who: string, own: boolean): Message {
  if (!own && boardsSecret(before) && before.phase === 'draw') return message(`${who} drew on their board (secret)`, 'log.secretTurn', { name: who });
  switch (action.type) {
    case 'pick':
      return message(`${who} chose ${action.cards.map(cardText).join(' and ')}`, 'log.pick', { name: who, ...cardParams('cards', action.cards) });
    case 'shift':
      return message(`${who} changed a coordinate by ${action.delta > 0 ? '+1' : '−1'}`, 'log.shift', { name: who, delta: action.delta });
    case 'locate':
      return message(`${who} marked tourists at ${place(action.location)}`, 'log.locate', { name: who, ...placeParams(action.location) });
    case 'section':
    case 'extra':
      return message(`${who} drew a section`, 'log.section', { name: who, road: action.road });
    case 'cafeTourist':
      return message(`${who} used a tourist café`, 'log.cafeTourist', { name: who });
    case 'endTurn':
      return message(`${who} ended the turn`, 'log.endTurn', { name: who });
    case 'acceptOptimal':
      return message(`${who} accepted the optimal final route`, 'log.acceptOptimal', { name: who });
    case 'routeStart':
      return message(`${who} starts the final route at (${action.at.x}, ${action.at.y})`, 'log.routeStart', { name: who, x: action.at.x, y: action.at.y });
    case 'routeStep':
      return message(`${who} adds a section to the final route`, 'log.routeStep', { name: who });
    case 'routeDone':
      return message(`${who} chose their final route`, 'log.routeDone', { name: who });
    default:
      return message(`${who}: ${action.type}`, 'log.other', { name: who, type: action.type });
  }
}
