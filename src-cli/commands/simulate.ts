/**
 * `simulate`: k complete games, every decision uniform among the engine's legal actions. `--save` keeps them
 * in the history (as finished digital games of "Player 1", "Player 2", …); without it nothing is written, so
 * a club's stats are never flooded with random games by accident.
 */
import { counted } from '../../src-shared/engine/message';
import { deriveSeed } from '../../src-shared/engine/rng';
import { tryRandomPlayout } from '../../src-shared/engine/runner';
import type { AnyGame } from '../../src-shared/engine/types';
import type { RecordedGame } from '../../src-main/services/match-service';
import { getGame, listGames } from '../../src-shared/games/registry';
import { intFlag, parseArgs, stringFlag, UsageError } from '../args';
import { SAVE_FLAGS, withHistory } from '../history-target';
import type { Io } from '../io';

export async function simulate(argv: string[], io: Io): Promise<number> {
  const args = parseArgs(argv, ['json', 'save'], ['game', 'players', 'games', 'seed', ...SAVE_FLAGS]);
  const gameId = stringFlag(args, 'game');
  const game = getGame(gameId);
  if (!game) throw new UsageError(`--game must be one of ${listGames().map((g) => g.meta.id).join(', ') || '(no game yet)'}, not "${gameId}"`);
  const players = intFlag(args, 'players', game.meta.minPlayers, game.meta.minPlayers, game.meta.maxPlayers);
  const count = intFlag(args, 'games', 1, 1, 1_000_000);
  const seed = stringFlag(args, 'seed', '1');
  const started = performance.now();
  const played: RecordedGame[] = [];
  for (let k = 0; k < count; k++) {
    const gameSeed = count === 1 ? seed : deriveSeed(seed, k);
    const outcome = playOne(game, players, gameSeed);
    if (!outcome.ok) {
      io.err(`Engine error in ${game.meta.id}, seed "${gameSeed}", action index ${outcome.index}: ${outcome.message}`);
      return 1;
    }
    if (args.flags.has('json')) io.out(JSON.stringify({ game: game.meta.id, seed: gameSeed, players, ...outcome.result }));
    if (args.flags.has('save')) played.push(outcome.recorded);
  }
  // With --json, stdout holds only JSON lines so it can be piped to a JSON reader; the timing is a note.
  const summary = `simulated ${counted(count, 'game', 'games')} in ${Math.round(performance.now() - started)} ms`;
  if (args.flags.has('json')) io.err(summary);
  else io.out(summary);
  if (played.length) {
    const ids = withHistory(args, ({ matches }) => played.map((log) => matches.importLog(log)));
    const failed = ids.find((r) => !r.ok);
    if (failed && !failed.ok) throw new Error(`a simulated game could not be saved: ${failed.error.message}`);
    const fresh = ids.filter((r) => r.ok && !r.value.alreadySaved).length;
    const again = played.length - fresh;
    io.err(`Saved ${counted(fresh, 'game', 'games')} to the history.${again ? ` ${again} already there (same seed and moves) not saved again.` : ''}`);
  }
  return 0;
}

type Played =
  | { ok: true; result: { actions: number; scores: number[]; ranks: number[] }; recorded: RecordedGame }
  | { ok: false; index: number; message: string };

export function playOne(game: AnyGame, players: number, seed: string): Played {
  const names = Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
  // The engine's own actions take the trusted path; a saved game is replayed through the checked runner.
  const setup = { game: game.meta.id, options: {}, players, names, seed, mode: 'digital' as const };
  const played = tryRandomPlayout(game, setup, undefined, { trusted: true });
  if (!played.ok) return played;
  const bySeat = [...game.score(played.state).seats].sort((a, b) => a.seat - b.seat);
  return {
    ok: true,
    result: { actions: played.actions.length, scores: bySeat.map((s) => s.total), ranks: bySeat.map((s) => s.rank) },
    recorded: { game: game.meta.id, options: {}, players: names, seed, mode: 'digital', actions: played.actions },
  };
}
