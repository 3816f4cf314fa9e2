/**
 * When one click on a stop allows several moves, the player chooses below the board. The heading says what
 * is being chosen: the tile's colour (a stop with tiles of two lines), whose shop leaves a full stop, or both.
 */
import type { Action } from '../../../src-shared/games/paris-paris/types';

export type ChoiceKind = 'colour' | 'evict' | 'colourAndEvict' | 'reveal';

export function choiceKind(actions: readonly Action[]): ChoiceKind {
  const picks = actions.filter((a): a is Extract<Action, { type: 'pick' }> => a.type === 'pick');
  if (picks.length === 0) return 'reveal';
  const lines = new Set(picks.map((a) => a.line)).size;
  const evicts = picks.some((a) => a.evict !== undefined);
  if (lines > 1 && evicts) return 'colourAndEvict';
  return evicts ? 'evict' : 'colour';
}

/** The message key (under ui.) of one eviction: your own shop comes back to you, another's to its owner or the bag. */
export function evictKey(evicted: number, picker: number, players: number): string {
  if (evicted === picker) return 'evictOwn';
  return players === 2 ? 'evictReturns' : 'evictToBag';
}
