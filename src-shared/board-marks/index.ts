/** Board marks of every game by id (see types.ts). Pure and rules-free: main and the renderer both use it. */
import type { GameId } from '../engine/types';
import type { BoardMark, MarkContext } from './types';
import { parisMarks } from './paris';
import { parisParisMarks } from './paris-paris';
import { carcassonneMarks } from './carcassonne';
import { enRouteMarks } from './en-route';

export type { BoardMark } from './types';

type AnyMarker = (action: never, context: MarkContext<never>) => BoardMark[];
const MARKERS: Record<GameId, AnyMarker> = {
  paris: parisMarks,
  'paris-paris': parisParisMarks,
  carcassonne: carcassonneMarks,
  'en-route': enRouteMarks,
};

/**
 * The places on the board where `action`, made by `seat`, happens, as the screen whose view is `before` may see
 * them; none for a game without a board to mark (the match service also runs games that are not registered,
 * such as the tests' high-card game).
 */
export function boardMarks(gameId: GameId, action: unknown, before: unknown, seat: number): BoardMark[] {
  const marker = MARKERS[gameId] as ((action: unknown, context: MarkContext<unknown>) => BoardMark[]) | undefined;
  return marker ? marker(action, { before, seat }) : [];
}
