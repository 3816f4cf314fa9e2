/**
 * `arena`: bots play each other, seats rotated; prints wins with a 95% Wilson interval, average scores and
 * time per decision for each entry of --seats. Nothing is saved. Always ends: games are bounded by the
 * game's action bound and --games is capped.
 */
import { meanInterval, runArena, wilson, type ArenaResult } from '../../src-shared/bots/arena';
import { levelBudget } from '../../src-shared/bots/choose';
import { botGame } from '../../src-shared/bots/registry';
import { BOT_LEVELS, type BotGame, type BotLevel } from '../../src-shared/bots/types';
import { listGames } from '../../src-shared/games/registry';
import { intFlag, parseArgs, stringFlag, UsageError } from '../args';
import type { Io } from '../io';

export async function arena(argv: string[], io: Io): Promise<number> {
  const args = parseArgs(argv, ['json'], ['game', 'players', 'seats', 'games', 'seed', 'iterations']);
  const gameId = stringFlag(args, 'game');
  const bot = botGame(gameId);
  if (!bot) throw new UsageError(`--game must be one of ${listGames().map((g) => g.meta.id).join(', ')}, not "${gameId}"`);
  const { meta } = bot.game;
  const players = intFlag(args, 'players', meta.minPlayers, meta.minPlayers, meta.maxPlayers);
  const entries = parseSeats(stringFlag(args, 'seats'), players);
  const games = intFlag(args, 'games', 10, 1, 100_000);
  const seed = stringFlag(args, 'seed', '1');
  const iterations = args.flags.has('iterations') ? intFlag(args, 'iterations', undefined, 1, 1_000_000) : undefined;
  // An iteration budget replaces the time cap, so a run is reproducible from its seed.
  const budget = iterations === undefined ? undefined : { iterations, millis: undefined };
  const result = runArena({ bot, players, entries, games, seed, budget, now: () => performance.now() });
  const strongIterations = iterations ?? levelIterations(bot, players, 'strong');
  const normalIterations = iterations ?? levelIterations(bot, players, 'normal');
  if (args.flags.has('json')) io.out(JSON.stringify({ game: gameId, players, games, seed, iterations: { normal: normalIterations, strong: strongIterations }, entries: report(result) }));
  else {
    io.out(`${meta.name}, ${players} players, ${games} games, seed "${seed}", seats rotated (search: normal ${normalIterations}, strong ${strongIterations} iterations per decision${iterations === undefined ? ', capped at 0.5 s / 2 s' : ''})`);
    for (const line of report(result)) {
      const [low, high] = line.winInterval;
      io.out(
        `  ${line.entry}. ${line.level.padEnd(7)} wins ${line.wins.toFixed(1).padStart(6)} (${pct(line.winRate)}, 95% ${pct(low)}–${pct(high)})  ` +
          `average score ${line.averageScore.toFixed(1).padStart(6)}  ${line.msPerDecision.toFixed(1).padStart(8)} ms per decision` +
          (players > 2 ? `  placed above the others ${pct(line.placedAbove)} (95% ${pct(line.placedAboveInterval[0])}–${pct(line.placedAboveInterval[1])})` : ''),
      );
    }
  }
  return 0;
}

/** A search level's iterations in this game at this player count, as at its first position (a game may ask for more than the level's). */
function levelIterations(bot: BotGame, players: number, level: 'normal' | 'strong'): number {
  const names = Array.from({ length: players }, (_, i) => `Seat ${i + 1}`);
  const first = bot.game.setup(bot.game.optionsSchema.parse({}), { players, names, seed: 'levels', mode: 'digital' });
  return levelBudget(bot, level, first).iterations;
}

function parseSeats(raw: string, players: number): BotLevel[] {
  const seats = raw.split(',').map((s) => s.trim());
  const wrong = seats.find((s) => !(BOT_LEVELS as readonly string[]).includes(s));
  if (wrong !== undefined) throw new UsageError(`--seats: "${wrong}" is not a level; use ${BOT_LEVELS.join(', ')}`);
  if (seats.length !== players) throw new UsageError(`--seats needs one level per player (${players}), not ${seats.length}`);
  return seats as BotLevel[];
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

export function report(result: ArenaResult) {
  return result.entries.map((e, i) => ({
    entry: i + 1,
    level: e.level,
    wins: e.wins,
    winRate: e.wins / result.games,
    winInterval: wilson(e.wins, result.games),
    averageScore: e.scoreTotal / result.games,
    msPerDecision: e.decisions ? e.millis / e.decisions : 0,
    decisions: e.decisions,
    /** Share of its pairings with the other seats in which the entry finished higher (ties half): docs/bots.md. */
    placedAbove: e.aboveTotal / result.games,
    placedAboveInterval: meanInterval(e.aboveTotal, e.aboveSquares, result.games),
    /** By other entry: the share of games this entry finished above it (its own entry: null). */
    aboveEach: e.above.map((n, other) => (other === i ? null : n / result.games)),
  }));
}
