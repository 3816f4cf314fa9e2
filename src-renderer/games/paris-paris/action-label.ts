/** Paris Paris's move labels for the move list (rules-free: reads the view). */
import type { Translate } from '../types';
import type { Action, View } from '../../../src-shared/games/paris-paris/types';
import { NS, lineName, stopName } from './labels';

export function actionLabel(raw: unknown, t: Translate, rawView: unknown): string {
  const action = raw as Action;
  const view = rawView as View;
  const line = (id: string) => lineName(view.board, id, t);
  switch (action.type) {
    case 'deal-markers':
      return t(`${NS}.action.dealMarkers`);
    case 'open-marker':
      return t(`${NS}.action.openMarker`, { line: line(action.line) });
    case 'reveal':
      return t(`${NS}.action.reveal`, { stop: stopName(view.board, action.stop), line: line(action.line) });
    case 'pick': {
      const params = { stop: stopName(view.board, action.stop), line: line(action.line) };
      if (action.evict !== undefined) return t(`${NS}.action.pickEvict`, { ...params, name: view.names[action.evict] });
      const picker = view.picker ?? 0;
      return view.supply[picker] === 0 ? t(`${NS}.action.pickNoShop`, params) : t(`${NS}.action.pick`, params);
    }
    case 'reveal-marker':
      return t(`${NS}.action.revealMarker`, { name: view.names[action.seat], line: line(action.line) });
  }
}

