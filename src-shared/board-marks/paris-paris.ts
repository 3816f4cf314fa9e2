/** Paris Paris: a picked tile opens a shop at its stop. */
import type { Action, View } from '../games/paris-paris/types';
import type { BoardMark, MarkContext } from './types';

export function parisParisMarks(action: Action, _context: MarkContext<View>): BoardMark[] {
  return action.type === 'pick' ? [`stop:${action.stop}`] : [];
}
