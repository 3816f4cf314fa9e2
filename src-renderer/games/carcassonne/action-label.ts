/** Carcassonne's move labels for the move list (rules-free: reads the view and the tile geometry). */
import type { Translate } from '../types';
import type { Action, View } from '../../../src-shared/games/carcassonne/types';
import { EMPTY_BOARD, addTile, type Board } from '../../../src-shared/games/carcassonne/board';
import { lookParams, onTileParams, placementParams, segmentParams } from '../../../src-shared/games/carcassonne/wording';
import { NS, segmentName } from './labels';

const boards = new WeakMap<View, Board>();

/** The board as the engine holds it, rebuilt once per view from its tiles in the order they were placed. */
export function boardOf(view: View): Board {
  let board = boards.get(view);
  if (!board) {
    board = view.tiles.reduce((b, t) => addTile(b, t.letter, t.x, t.y, t.r), EMPTY_BOARD);
    boards.set(view, board);
  }
  return board;
}

function tileAt(view: View, x: number, y: number) {
  return view.tiles.find((tl) => tl.x === x && tl.y === y);
}

function kindAt(view: View, x: number, y: number, segment: number, t: Translate): string {
  const tile = tileAt(view, x, y);
  return tile ? segmentName(tile.letter, tile.r, segment, t) : '?';
}

export function actionLabel(raw: unknown, t: Translate, rawView: unknown): string {
  const action = raw as Action;
  const view = rawView as View;
  const card = (c: string) => t(`${NS}.card.${c}`);
  switch (action.type) {
    case 'draw':
      return t(`${NS}.action.draw`, { ...lookParams(action.tile), count: view.pile[action.tile] });
    case 'open':
      return t(`${NS}.action.open`, { card: card(action.card) });
    case 'synod':
      return t(`${NS}.action.synod`, onTileParams(action.x, action.y));
    case 'sweep': {
      const tile = tileAt(view, action.x, action.y);
      return t(`${NS}.action.sweep`, { ...onTileParams(action.x, action.y), ...(tile ? segmentParams('part', tile.letter, tile.r, action.segment) : {}) });
    }
    case 'cashOut':
      return t(`${NS}.action.cashOut`, { ...onTileParams(action.x, action.y), kind: kindAt(view, action.x, action.y, action.segment, t) });
    case 'changePosition':
      return t(`${NS}.action.changePosition`, { ...onTileParams(action.x, action.y), from: kindAt(view, action.x, action.y, action.from, t), to: kindAt(view, action.x, action.y, action.to, t) });
    case 'place':
      return t(`${NS}.action.place`, placementParams(boardOf(view), action.tile, action.x, action.y, action.r));
    case 'gift':
      return action.card === 'none' ? t(`${NS}.action.giftNone`) : t(`${NS}.action.gift`, { card: card(action.card) });
    case 'meeple': {
      const tile = view.placed === null ? undefined : view.tiles[view.placed];
      return t(`${NS}.action.meeple`, { kind: tile ? segmentName(tile.letter, tile.r, action.segment, t) : '?' });
    }
    case 'pass':
      return t(`${NS}.action.pass`);
  }
}
