/** One small arena per game (strong vs greedy at 2 players, seats rotated): the full figures are in docs/bots.md. */
import { runArena } from '../src-shared/bots/arena';
import { botGame } from '../src-shared/bots/registry';
import { listGames } from '../src-shared/games/registry';
import { report } from '../src-cli/commands/arena';

const GAMES = 2;
const ITERATIONS = 16;

export function arenaBenchmark(): string[] {
  return listGames().map((game) => {
    const bot = botGame(game.meta.id)!;
    const result = runArena({ bot, players: 2, entries: ['strong', 'greedy'], games: GAMES, seed: 'bench', budget: { iterations: ITERATIONS, millis: undefined }, now: () => performance.now() });
    const [strong, greedy] = report(result);
    return (
      `${game.meta.id.padEnd(12)} 2p strong (${ITERATIONS} iterations) vs greedy, ${GAMES} games: wins ${strong.wins.toFixed(1)}–${greedy.wins.toFixed(1)}, ` +
      `average score ${strong.averageScore.toFixed(1)}–${greedy.averageScore.toFixed(1)}, ${strong.msPerDecision.toFixed(0)} / ${greedy.msPerDecision.toFixed(1)} ms per decision`
    );
  });
}
