/** Words for En Route cards, roads and actions in the renderer (no rules: only data lookups). */
import type { Translate } from '../types';
import { CAFES, CARD_BY_ID, personalGoalPlaces } from '../../../src-shared/games/en-route/data';
import { intersectionOf } from '../../../src-shared/games/en-route/route/types';
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

export function roadEnds(key: string): { ax: number; ay: number; bx: number; by: number } {
  const [p, q] = key.split('-').map(Number);
  const a = intersectionOf(p);
  const b = intersectionOf(q);
  return { ax: a.x, ay: a.y, bx: b.x, by: b.y };
}

/** Locations are shown 1-based (column, row) as on the printed map. */
function place(location: number): { x: number; y: number } {
  return { x: (location % 6) + 1, y: Math.floor(location / 6) + 1 };
}

export function actionLabel(raw: unknown, t: Translate, rawView: unknown): string {
  const a = raw as Action;
  const view = rawView as View | undefined;
  const k = (key: string, params: Record<string, string | number> = {}) => t(`${NS}.action.${key}`, params);
  const card = (id: string) => cardLabel(id, t);
  switch (a.type) {
    case 'revealGoal':
      return k('revealGoal', { card: a.card });
    case 'dealGoal':
      return k('dealGoal', { goal: personalGoalPlaces(a.goal) });
    case 'deal':
      return k('deal', { card: card(a.card) });
    case 'layOut':
      return k('layOut', { card: card(a.card) });
    case 'keepGoal':
      return k('keepGoal', { goal: personalGoalPlaces(a.goal) });
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
    case 'shift':
      return k('shift', { card: a.card + 1, delta: a.delta > 0 ? '+1' : '−1' });
    case 'locate':
      return a.colour ? k('locateColour', { ...place(a.location), colour: t(`${NS}.colour.${a.colour}`) }) : k('locate', place(a.location));
    case 'section':
    case 'extra':
    case 'routeStep':
      return k(a.type, roadEnds(a.road));
    case 'cafeTourist': {
      const bonus = CAFES.find((c) => c.id === a.cafe)?.bonus;
      return k('cafeTourist', { colour: bonus?.kind === 'tourist' ? t(`${NS}.colour.${bonus.colour}`) : a.cafe });
    }
    case 'endTurn':
    case 'acceptOptimal':
    case 'routeDone':
      return k(a.type);
    case 'routeStart':
      return k('routeStart', a.at);
  }
}
