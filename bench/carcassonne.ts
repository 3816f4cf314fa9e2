/** Carcassonne: random games per second with and without The Gifts, and the cost of the placement search. */
import { deriveSeed } from '../src-shared/engine/rng';
import { randomPlayout, tryRandomPlayout } from '../src-shared/engine/runner';
import { carcassonneGame } from '../src-shared/games/carcassonne';
import { placements } from '../src-shared/games/carcassonne/board';
import type { State } from '../src-shared/games/carcassonne/types';

function gamesPerSecond(players: number, gifts: boolean, seconds = 2): string {
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  const started = performance.now();
  let games = 0;
  while (performance.now() - started < seconds * 1000) {
    const setup = { game: 'carcassonne', options: { gifts }, players, names, seed: deriveSeed('bench-carcassonne', games), mode: 'digital' as const };
    const result = tryRandomPlayout(carcassonneGame, setup, undefined, { trusted: true });
    if (!result.ok) throw new Error(`carcassonne: ${result.message}`);
    games++;
  }
  const rate = games / ((performance.now() - started) / 1000);
  return `${players}p ${gifts ? 'with' : 'without'} The Gifts  ${rate.toFixed(1).padStart(8)} random games/s`;
}

/** Legal placements of every tile type on a finished board (the widest frontier a game reaches). */
function placementSearch(): string {
  const { state } = randomPlayout(carcassonneGame, { game: 'carcassonne', options: {}, players: 2, names: ['A', 'B'], seed: 'bench-board', mode: 'digital' });
  const board = (state as State).board;
  const letters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X'] as const;
  const started = performance.now();
  let searches = 0;
  while (performance.now() - started < 1000) for (const letter of letters) {
    placements(board, letter);
    searches++;
  }
  const each = (performance.now() - started) / searches;
  return `placement search on a ${board.tiles.length}-tile board  ${(each * 1000).toFixed(1)} µs per tile type`;
}

export function carcassonneBenchmark(): string[] {
  return [gamesPerSecond(2, true), gamesPerSecond(5, true), gamesPerSecond(4, false), placementSearch()];
}
