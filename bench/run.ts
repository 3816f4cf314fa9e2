/**
 * npm run bench: prints figures, asserts nothing. Engine throughput (random games per second per game)
 * and the cost of the database operations a match makes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deriveSeed } from '../src-shared/engine/rng';
import { tryRandomPlayout } from '../src-shared/engine/runner';
import type { AnyGame } from '../src-shared/engine/types';
import { listGames } from '../src-shared/games/registry';
import { openDatabase } from '../src-main/db/open';
import { createHandlers } from '../src-main/services/app-services';
import { extraBenchmarks } from './extra';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function engineThroughput(game: AnyGame, players: number, seconds = 2): string {
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  const started = performance.now();
  let games = 0;
  let actions = 0;
  while (performance.now() - started < seconds * 1000) {
    const result = tryRandomPlayout(game, { game: game.meta.id, options: {}, players, names, seed: deriveSeed('bench', games), mode: 'digital' });
    if (!result.ok) throw new Error(`${game.meta.id}: ${result.message}`);
    games++;
    actions += result.actions.length;
  }
  const elapsed = (performance.now() - started) / 1000;
  return `${game.meta.id.padEnd(12)} ${players}p  ${(games / elapsed).toFixed(1).padStart(8)} games/s  ${(actions / elapsed).toFixed(0).padStart(9)} actions/s`;
}

function databaseFigures(game: AnyGame): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'tk-bench-'));
  try {
    const { db } = openDatabase(dir, root);
    const handlers = createHandlers(db, { version: 'bench', host: 'browser', dataDir: dir, notices: [] });
    const seats = game.meta.colours.slice(0, game.meta.minPlayers).map((colour, i) => ({ name: `Bench ${i + 1}`, colour }));
    const lines: string[] = [];
    let t = performance.now();
    const created = [];
    for (let i = 0; i < 50; i++) {
      const snap = handlers['match:create']({ gameId: game.meta.id, mode: 'digital', seed: `db${i}`, seats });
      if (!snap.ok) throw new Error(snap.error.message);
      created.push(snap.value);
    }
    lines.push(`db: create match              ${((performance.now() - t) / 50).toFixed(2)} ms each (${game.meta.id})`);
    t = performance.now();
    let applied = 0;
    for (let snap of created) {
      for (let k = 0; k < 20 && snap.legalActions.length; k++) {
        const next = handlers['match:apply']({ matchId: snap.matchId, viewer: snap.viewer, expectedVersion: snap.version, action: snap.legalActions[0] });
        if (!next.ok) break;
        snap = next.value;
        if (typeof snap.actor === 'number' && snap.viewer !== snap.actor) {
          const view = handlers['match:view']({ matchId: snap.matchId, viewer: snap.actor });
          if (!view.ok) break;
          snap = view.value;
        }
        applied++;
      }
    }
    lines.push(`db: apply action + save state  ${((performance.now() - t) / Math.max(applied, 1)).toFixed(2)} ms each (${applied} actions)`);
    t = performance.now();
    handlers['match:list']({ status: 'all' });
    lines.push(`db: list 50 matches            ${(performance.now() - t).toFixed(2)} ms`);
    db.close();
    return lines;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main(): void {
  const games = listGames();
  console.log('Engine throughput (uniform random legal play, 2 s per line)');
  for (const game of games) {
    for (const players of [game.meta.minPlayers, game.meta.maxPlayers]) console.log('  ' + engineThroughput(game, players));
  }
  if (games[0]) {
    console.log('\nDatabase');
    for (const line of databaseFigures(games[0])) console.log('  ' + line);
  }
  for (const [title, run] of extraBenchmarks) {
    console.log(`\n${title}`);
    for (const line of run()) console.log('  ' + line);
  }
}

main();
