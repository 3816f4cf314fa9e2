/**
 * A long arena run for docs/bots.md: `npx tsx bench/arena-run.ts <game> <players> <seats> <games> <seed> [iterations] [first game]`.
 * Prints one line per finished game with the running totals, so a run cut short still gives its first k games;
 * a run split over processes (first game 0 and 100 of 200) adds up to the same games as one run.
 */
import { meanInterval, runArena, wilson } from '../src-shared/bots/arena';
import { botGame } from '../src-shared/bots/registry';
import type { BotLevel } from '../src-shared/bots/types';

const [gameId, playersArg, seatsArg, gamesArg, seed, iterationsArg, fromArg] = process.argv.slice(2);
const bot = botGame(gameId);
if (!bot || !playersArg || !seatsArg || !gamesArg || !seed) {
  console.error('usage: tsx bench/arena-run.ts <game> <players> <seats,comma,separated> <games> <seed> [iterations] [first game]');
  process.exit(2);
}
const entries = seatsArg.split(',') as BotLevel[];

function cpuMillis(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const iterations = iterationsArg ? Number(iterationsArg) : 32;
const started = performance.now();
runArena({
  bot,
  players: Number(playersArg),
  entries,
  games: Number(gamesArg),
  from: fromArg ? Number(fromArg) : 0,
  seed,
  budget: { iterations, millis: undefined },
  // Time per decision on this process's CPU clock: on a shared machine wall time mostly measures the neighbours.
  now: cpuMillis,
  onGame(done, totals) {
    const cells = totals.map((e) => {
      const [low, high] = wilson(e.wins, done);
      const [aboveLow, aboveHigh] = meanInterval(e.aboveTotal, e.aboveSquares, done);
      const above = `above others ${((100 * e.aboveTotal) / done).toFixed(1)}% (${(100 * aboveLow).toFixed(1)}–${(100 * aboveHigh).toFixed(1)})`;
      return `${e.level} ${e.wins.toFixed(1)} (${((100 * e.wins) / done).toFixed(1)}%, ${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)}) ${above} avg ${(e.scoreTotal / done).toFixed(1)} ${(e.millis / Math.max(1, e.decisions)).toFixed(1)} ms cpu`;
    });
    console.log(`${done} games, ${((performance.now() - started) / 1000).toFixed(0)} s: ${cells.join(' | ')}`);
  },
});
