/** Names of stops and lines as shown to people (translated line names for the reconstructed board). */
import type { BoardData } from '../../../src-shared/games/paris-paris/board';
import { DEFAULT_BOARD } from '../../../src-shared/games/paris-paris/data';
import type { Translate } from '../types';

export const NS = 'games.paris-paris';

export function stopName(board: BoardData, stop: string): string {
  return board.stops.find((s) => s.id === stop)?.name ?? stop;
}

/** The reconstruction's line names are ours, so they are translated; names a group typed are shown as typed. */
export function lineName(board: BoardData, line: string, t: Translate): string {
  const own = board.lines.find((l) => l.id === line);
  const ours = DEFAULT_BOARD.lines.find((l) => l.id === line);
  if (own && ours && own.name === ours.name) {
    const key = `${NS}.lines.${line}`;
    const translated = t(key);
    if (translated !== key) return translated;
  }
  return own?.name ?? line;
}

export function lineColour(board: BoardData, line: string): string {
  return board.lines.find((l) => l.id === line)?.colour ?? '#888888';
}
