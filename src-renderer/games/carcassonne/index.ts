/** Carcassonne in the renderer: the table, the end-state form and move labels. */
import type { GameUi, Translate } from '../types';
import type { Action, View } from '../../../src-shared/games/carcassonne/types';
import { messages } from '../../../src-shared/games/carcassonne/messages';
import Board from './Board.vue';
import EndStateForm from './EndStateForm.vue';
import { NS, segmentName } from './labels';
import { carcassonneReference } from './reference';

function kindAt(view: View, x: number, y: number, segment: number, t: Translate): string {
  const tile = view.tiles.find((tl) => tl.x === x && tl.y === y);
  return tile ? segmentName(tile.letter, tile.r, segment, t) : '?';
}

function actionLabel(raw: unknown, t: Translate, rawView: unknown): string {
  const action = raw as Action;
  const view = rawView as View;
  const card = (c: string) => t(`${NS}.card.${c}`);
  switch (action.type) {
    case 'draw':
      return t(`${NS}.action.draw`, { tile: action.tile, count: view.pile[action.tile] });
    case 'open':
      return t(`${NS}.action.open`, { card: card(action.card) });
    case 'synod':
      return t(`${NS}.action.synod`, { x: action.x, y: action.y });
    case 'sweep':
      return t(`${NS}.action.sweep`, { x: action.x, y: action.y });
    case 'cashOut':
      return t(`${NS}.action.cashOut`, { x: action.x, y: action.y, kind: kindAt(view, action.x, action.y, action.segment, t) });
    case 'changePosition':
      return t(`${NS}.action.changePosition`, { x: action.x, y: action.y, from: kindAt(view, action.x, action.y, action.from, t), to: kindAt(view, action.x, action.y, action.to, t) });
    case 'place':
      return t(`${NS}.action.place`, { tile: action.tile, x: action.x, y: action.y, rotation: action.r * 90 });
    case 'gift':
      return t(`${NS}.action.gift`, { card: card(action.card) });
    case 'meeple': {
      const tile = view.placed === null ? undefined : view.tiles[view.placed];
      return t(`${NS}.action.meeple`, { kind: tile ? segmentName(tile.letter, tile.r, action.segment, t) : '?' });
    }
    case 'pass':
      return t(`${NS}.action.pass`);
  }
}

export const carcassonneUi: GameUi = {
  id: 'carcassonne',
  Board,
  EndStateForm,
  actionLabel,
  messages,
  reference: carcassonneReference,
};
