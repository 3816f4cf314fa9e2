/** Words for En Route cards, roads and actions in the renderer (no rules: only data lookups). */
import type { Translate } from '../types';
import { CAFES, CARD_BY_ID } from '../../../src-shared/games/en-route/data';
import { intersectionParams, locationParams, personalGoalParams, sectionParams } from '../../../src-shared/games/en-route/places';
import type { Action, View } from '../../../src-shared/games/en-route/types';

export const NS = 'games.en-route';

/** Colours of the personal goals on offer, choice 1 then 2: the same on the map and on their buttons. */
export const GOAL_CHOICE_COLOURS = ['#7b1fa2', '#e65100'];

export function cardLabel(id: string, t: Translate): string {
  if (id === 'hidden') return t(`${NS}.board.hidden`);
  const card = CARD_BY_ID.get(id);
  if (!card) return id;
  if (card.kind === 'repeat') return t(`${NS}.card.repeat`, { digit: card.digit });
  const text = t(`${NS}.card.tourist`, { digit: card.digit, count: card.tourists!.count, colour: t(`${NS}.colour.${card.tourists!.colour}`) });
  return card.iconic ? `${text} ★ ${t(`${NS}.iconic.${card.iconic}`)}` : text;
}

/**
 * The board whose printed coordinates name places in a move: the viewer's own, else the seat drawing now.
 * Every board numbers its columns and rows in its own order.
 */
export function boardFor(view: View | undefined): number {
  const seat = view?.viewer ?? view?.turn?.seat ?? 0;
  return view?.seats[seat]?.board ?? 0;
}

/** A coordinate after a ±1 change: 6 and 1 wrap (rulebook). */
const shifted = (digit: number, delta: number) => ((digit - 1 + delta + 6) % 6) + 1;

export function actionLabel(raw: unknown, t: Translate, rawView: unknown): string {
  const a = raw as Action;
  const view = rawView as View | undefined;
  const k = (key: string, params: Record<string, string | number> = {}) => t(`${NS}.action.${key}`, params);
  const card = (id: string) => cardLabel(id, t);
  switch (a.type) {
    case 'revealGoal':
      return k('revealGoal', { goal: t(`${NS}.goal.${a.card}`), goalJa: t(`${NS}.goal.${a.card}`), goalFr: t(`${NS}.goal.${a.card}`) });
    case 'dealGoal':
      return k('dealGoal', personalGoalParams('goal', a.goal, boardFor(view)));
    case 'deal':
      return k('deal', { card: card(a.card) });
    case 'layOut':
      return k('layOut', { card: card(a.card) });
    case 'keepGoal':
      return k('keepGoal', personalGoalParams('goal', a.goal, boardFor(view)));
    case 'refresh':
      return k('refresh', { cards: a.cards.map(card).join(', ') });
    case 'lead':
    case 'offer':
    case 'keep':
    case 'place':
      return k(a.type, { card: card(a.card) });
    case 'rate':
      return k('rate', { iconic: t(`${NS}.iconic.${a.iconic}`), change: k(`change_${a.change}`) });
    case 'takeFromSequence':
      return k('takeFromSequence', { card: card(view?.sequence[a.position]?.card ?? 'hidden') });
    case 'pick':
      return k('pick', { a: card(a.cards[0]), b: card(a.cards[1]) });
    case 'shift': {
      const digit = view?.digits?.[a.card] ?? 0;
      return k('shift', { from: digit, to: shifted(digit, a.delta), card: card(view?.round.roundCards[a.card] ?? 'hidden') });
    }
    case 'locate': {
      const place = locationParams('place', a.location, boardFor(view));
      return a.colour ? k('locateColour', { ...place, colour: t(`${NS}.colour.${a.colour}`) }) : k('locate', place);
    }
    case 'section':
    case 'extra':
    case 'routeStep':
      return k(a.type, sectionParams('place', a.road, boardFor(view)));
    case 'cafeTourist': {
      const bonus = CAFES.find((c) => c.id === a.cafe)?.bonus;
      return k('cafeTourist', { colour: bonus?.kind === 'tourist' ? t(`${NS}.colour.${bonus.colour}`) : a.cafe });
    }
    case 'endTurn':
    case 'acceptOptimal':
    case 'routeDone':
      return k(a.type);
    case 'routeStart':
      return k('routeStart', intersectionParams('place', a.at, boardFor(view)));
  }
}
