/** What every board-shots script starts from: the games asked for (BOARD_SHOTS=paris,en-route) and the folder. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../e2e/helpers';

/** The games in `all` that BOARD_SHOTS names, or all of them when it names none. */
export function gamesAsked(all: string[]): string[] {
  const only = (process.env.BOARD_SHOTS ?? '').split(',').filter(Boolean);
  return only.length ? all.filter((g) => only.includes(g)) : all;
}

/** test-results/board-shots (gitignored), made if missing. */
export function boardShotsDir(): string {
  const dir = join(root, 'test-results', 'board-shots');
  mkdirSync(dir, { recursive: true });
  return dir;
}
