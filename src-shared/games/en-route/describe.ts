/** Log lines, as a given seat may see them: secret cards, goals and starting-round turns stay hidden. */
import { counted, fillTemplate as fill, inEveryLanguage, message, type Lang } from '../../engine/message';
import type { Message, SeatIndex } from '../../engine/types';
import { locationParams, intersectionParams, personalGoalParams } from './places';
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

/** The board layout a seat draws on (its printed coordinates name unnamed locations). */
const boardOf = (state: State, seat: number): number => state.seats[seat]?.board ?? 0;

function actingSeat(state: State): number {
  const actor = currentActor(state);
  return typeof actor === 'number' ? actor : 0;
}

/** Params `goal`, `goalJa`, `goalFr`: a goal card as printed, e.g. "Goal A1: Landmark Lover (+8 landmarks)". */
const goalCardParams = (id: string) => inEveryLanguage('goal', (lang) => (messages[lang].goal as Record<string, string>)[id] ?? id);

export function describeAction(before: State, action: Action, viewer: SeatIndex | null): Message {
  const actor = currentActor(before);
  const who = typeof actor === 'number' ? before.names[actor] : '';
  const own = actor === viewer;
  const item = before.chance[0];
  switch (action.type) {
    case 'revealGoal':
    {
      const goal = goalCardParams(action.card);
      return message(`${goal.goal} revealed`, 'log.revealGoal', goal);
    }
    case 'dealGoal':
    case 'deal': {
      const seat = item && 'seat' in item ? item.seat : -1;
      const name = before.names[seat] ?? '';
      if (seat !== viewer) return message(`${name} drew a card`, 'log.drewHidden', { name });
      if (action.type === 'dealGoal') {
        const goal = personalGoalParams('goal', action.goal, boardOf(before, seat));
        return message(`You drew personal goal ${goal.goal}`, 'log.drewGoal', goal);
      }
      return message(`You drew ${cardText(action.card)}`, 'log.drew', cardParams('what', [action.card]));
    }
    case 'layOut':
      return message('A card was laid out in the sequence', 'log.layOut');
    case 'keepGoal':
      if (!own) return message(`${who} chose a personal goal`, 'log.keepGoalHidden', { name: who });
      {
        const goal = personalGoalParams('goal', action.goal, boardOf(before, actor as number));
        return message(`You kept personal goal ${goal.goal}`, 'log.keepGoal', goal);
      }
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
    {
      const place = locationParams('place', action.location, boardOf(before, actingSeat(before)));
      return message(`${who} marked tourists on ${place.place}`, 'log.locate', { name: who, ...place });
    }
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
    {
      const place = intersectionParams('place', action.at, boardOf(before, actingSeat(before)));
      return message(`${who} starts the final route at ${place.place}`, 'log.routeStart', { name: who, ...place });
    }
    case 'routeStep':
      return message(`${who} adds a section to the final route`, 'log.routeStep', { name: who });
    case 'routeDone':
      return message(`${who} chose their final route`, 'log.routeDone', { name: who });
    default:
      return message(`${who}: ${action.type}`, 'log.other', { name: who, type: action.type });
  }
}
