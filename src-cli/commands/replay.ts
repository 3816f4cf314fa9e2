/**
 * `replay <log.json> [--no-save] [--data-dir <dir>]`: re-applies a recorded game from its setup, checking
 * every action, prints the scores and keeps the game in the history (a finished one as a play; an unfinished
 * one can be continued in the app).
 */
import { z } from 'zod';
import { BOT_LEVELS } from '../../src-shared/bots/types';
import { replay as replayLog, zodToAppError } from '../../src-shared/engine/runner';
import { getGame } from '../../src-shared/games/registry';
import { parseArgs, UsageError } from '../args';
import { SAVE_FLAGS, withHistory } from '../history-target';
import { readJsonFile, type Io } from '../io';

/** The same shape `match:export-log` writes. */
export const replayLogSchema = z.object({
  game: z.string(),
  options: z.unknown().optional(),
  players: z.array(z.string().min(1)).min(1),
  bots: z.array(z.enum(BOT_LEVELS).nullable()).optional(),
  seed: z.string(),
  mode: z.enum(['digital', 'assist']).default('digital'),
  actions: z.array(z.unknown()),
}).refine((log) => !log.bots || log.bots.length === log.players.length, { message: 'bots needs one entry per player (null for a person).', path: ['bots'] });

export async function replay(argv: string[], io: Io): Promise<number> {
  const args = parseArgs(argv, ['no-save'], SAVE_FLAGS);
  const file = args.positional[0];
  const parsed = replayLogSchema.safeParse(readJsonFile(file, 'action log JSON'));
  if (!parsed.success) {
    const error = zodToAppError(parsed.error, 'file/invalid');
    throw new UsageError(`${file}: ${error.message}`);
  }
  const log = parsed.data;
  const game = getGame(log.game);
  if (!game) throw new UsageError(`${file}: unknown game "${log.game}" (field game)`);
  const setup = { game: log.game, options: log.options ?? {}, players: log.players.length, names: log.players, seed: log.seed, mode: log.mode };
  const result = replayLog(game, setup, log.actions);
  if (!result.ok) {
    const where = result.failure.index < 0 ? 'setup' : `action ${result.failure.index} (actions.${result.failure.index}: ${JSON.stringify(log.actions[result.failure.index])})`;
    throw new UsageError(`${file}: ${where} is not valid: ${result.failure.error.message}`);
  }
  const report = game.score(result.state);
  const finished = game.currentActor(result.state) === 'terminal';
  io.out(`${log.actions.length} actions replayed and checked; ${finished ? 'final' : 'game not finished, provisional'} scores:`);
  for (const seat of [...report.seats].sort((a, b) => a.rank - b.rank)) {
    io.out(`  ${seat.rank}. ${log.players[seat.seat]}: ${seat.total}${seat.winner && finished ? ' (winner)' : ''}`);
  }
  if (!args.flags.has('no-save')) {
    const saved = withHistory(args, ({ matches }) => matches.importLog(log));
    if (!saved.ok) throw new UsageError(`${file}: ${saved.error.message}`);
    if (saved.value.alreadySaved) io.out(`Already in the history as match ${saved.value.matchId}: not saved again.`);
    else io.out(`Saved to the history as match ${saved.value.matchId}${saved.value.finished ? '' : ' (not finished: continue it in the app)'}.`);
  }
  return 0;
}
