import { describe, expect, test } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main, helpText } from '../../src-cli/main';
import { randomPlayout } from '../../src-shared/engine/runner';
import { openDatabase } from '../../src-main/db/open';
import { historyServices } from '../../src-main/services/history/handlers';
import { getGame, listGames } from '../../src-shared/games/registry';
import { projectRoot, tempDir } from './helpers';

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function file(content: string): string {
  const path = join(tempDir(), 'input.json');
  writeFileSync(path, content);
  return path;
}

describe('tablekeeper CLI', () => {
  test('help lists exactly the registered games', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    for (const game of listGames()) expect(out).toContain(game.meta.id);
    expect(helpText()).toContain('simulate --game');
  });

  test('bad arguments exit 2 and name the problem', async () => {
    expect(await run(['frobnicate'])).toMatchObject({ code: 2 });
    expect((await run(['simulate', '--game', 'chess'])).err).toMatch(/--game must be one of/);
    expect((await run(['simulate', '--bogus'])).err).toMatch(/unknown option --bogus/);
    expect((await run(['score'])).code).toBe(2);
    expect((await run(['score', '/no/such/file.json'])).err).toMatch(/cannot read/);
  });

  test('arena: bots play with seats rotated; wins add up to the games; bad seats exit 2', async () => {
    const { code, out } = await run(['arena', '--game', 'paris-paris', '--players', '2', '--seats', 'greedy,random', '--games', '2', '--seed', '3', '--json']);
    expect(code).toBe(0);
    const result = JSON.parse(out) as { entries: { level: string; wins: number; decisions: number }[] };
    expect(result.entries.map((e) => e.level)).toEqual(['greedy', 'random']);
    expect(result.entries[0].wins + result.entries[1].wins).toBeCloseTo(2, 9);
    expect((await run(['arena', '--game', 'paris-paris', '--players', '2', '--seats', 'greedy,grandmaster'])).err).toMatch(/"grandmaster" is not a level/);
    expect((await run(['arena', '--game', 'paris-paris', '--players', '3', '--seats', 'greedy,random'])).err).toMatch(/one level per player \(3\)/);
  });

  test("arena reports each search level's iterations for the game and player count (Paris Paris's strong bot: 2000 at 4 players)", async () => {
    const iterationsAt = async (players: number) => {
      const { out } = await run(['arena', '--game', 'paris-paris', '--players', String(players), '--seats', Array(players).fill('random').join(','), '--games', '1', '--json']);
      return (JSON.parse(out) as { iterations: { normal: number; strong: number } }).iterations;
    };
    expect(await iterationsAt(4)).toEqual({ normal: 150, strong: 2000 });
    expect(await iterationsAt(3)).toEqual({ normal: 150, strong: 600 });
  });

  test('score rejects malformed files with exit 2', async () => {
    const notJson = await run(['score', file('{')]);
    expect(notJson).toMatchObject({ code: 2 });
    expect(notJson.err).toMatch(/not valid JSON/);
    const noGame = await run(['score', file('{"players": []}')]);
    expect(noGame.err).toMatch(/field game/);
    const unknownGame = await run(['score', file('{"game": "chess", "players": []}')]);
    expect(unknownGame.err).toMatch(/No game called chess/);
  });

  test('replay rejects a malformed log with exit 2', async () => {
    const bad = await run(['replay', file('{"game": "chess"}')]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/players/);
  });

  describe.each(listGames().map((g) => [g.meta.id, g] as const))('%s', (id, game) => {
    test('simulate --json prints one object per game on stdout and the summary line on stderr', async () => {
      const { code, out, err } = await run(['simulate', '--game', id, '--players', String(game.meta.minPlayers), '--games', '2', '--seed', '7', '--json']);
      expect(code).toBe(0);
      const lines = out.split('\n').filter((line) => line !== '');
      expect(lines).toHaveLength(2);
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
      expect(err).toMatch(/^simulated 2 games in \d+ ms$/m);
      const first = JSON.parse(lines[0]);
      expect(Object.keys(first).sort()).toEqual(['actions', 'game', 'players', 'ranks', 'scores', 'seed']);
      expect(first.scores).toHaveLength(game.meta.minPlayers);
    });

    test('score prints players with breakdown and rank for the documented example', async () => {
      const { code, out } = await run(['score', file(JSON.stringify(game.endState.example))]);
      expect(code).toBe(0);
      const result = JSON.parse(out);
      expect(result.players.length).toBeGreaterThanOrEqual(1);
      expect(result.players[0]).toHaveProperty('breakdown');
      expect(result).toHaveProperty('tieBreaks');
    });

    test('replay checks a recorded game and names the first bad action', async () => {
      const players = Array.from({ length: game.meta.minPlayers }, (_, i) => `P${i + 1}`);
      const setup = { game: id, options: {}, players: players.length, names: players, seed: 'replay', mode: 'digital' as const };
      const { actions } = randomPlayout(game, setup);
      const log = { game: id, options: {}, players, seed: 'replay', mode: 'digital', actions };
      const good = await run(['replay', file(JSON.stringify(log))]);
      expect(good.code).toBe(0);
      expect(good.out).toMatch(/replayed and checked; final scores/);
      const tampered = { ...log, actions: [...actions.slice(0, 3), { nonsense: true }, ...actions.slice(4)] };
      const bad = await run(['replay', file(JSON.stringify(tampered))]);
      expect(bad.code).toBe(2);
      expect(bad.err).toMatch(/action 3/);
    });

    test('score names the field path of a bad end state', async () => {
      const broken = { ...(game.endState.example as object), players: 'nobody' };
      const { code, err } = await run(['score', file(JSON.stringify(broken))]);
      expect(code).toBe(2);
      expect(err).toMatch(/players/);
    });
  });
});

describe('results go to the history', () => {
  /** The history of `dir` as the app reads it: plays (with players) after syncing finished matches. */
  function historyOf(dir: string) {
    const { db } = openDatabase(dir, projectRoot);
    try {
      const s = historyServices(db, () => new Date(), getGame, listGames);
      s.plays.syncMatches();
      return s.plays.list({ gameId: null, playerId: null, limit: 500, offset: 0 }).plays;
    } finally {
      db.close();
    }
  }

  test('score saves the scored end state as a play (stdout stays JSON); --no-save only prints', async () => {
    const dir = tempDir();
    const example = file(JSON.stringify(getGame('carcassonne')!.endState.example));
    const saved = await run(['score', example, '--data-dir', dir]);
    expect(saved.code).toBe(0);
    expect(() => JSON.parse(saved.out)).not.toThrow();
    expect(saved.err).toMatch(/^Saved to the history as match \d+/);
    const plays = historyOf(dir);
    expect(plays).toHaveLength(1);
    expect(plays[0].game.engineId).toBe('carcassonne');
    expect(plays[0].players.map((p) => p.score).sort()).toEqual(JSON.parse(saved.out).players.map((p: { total: number }) => p.total).sort());
    await run(['score', example, '--data-dir', dir, '--no-save']);
    expect(historyOf(dir)).toHaveLength(1);
    const again = await run(['score', example, '--data-dir', dir]);
    expect(again.code).toBe(0);
    expect(again.err).toMatch(/^Already in the history as match \d+/);
    expect(historyOf(dir)).toHaveLength(1);
  });

  test('replay keeps a finished game as a play with the replayed scores; a bad log saves nothing', async () => {
    const dir = tempDir();
    const game = getGame('paris-paris')!;
    const players = ['Ann', 'Ben'];
    const setup = { game: game.meta.id, options: {}, players: 2, names: players, seed: 'cli-save', mode: 'digital' as const };
    const { actions, state } = randomPlayout(game, setup);
    const log = { game: game.meta.id, options: {}, players, seed: 'cli-save', mode: 'digital', actions };
    const good = await run(['replay', file(JSON.stringify(log)), '--data-dir', dir]);
    expect(good.out).toMatch(/Saved to the history as match \d+\.$/);
    const [play] = historyOf(dir);
    const totals = [...game.score(state).seats].sort((a, b) => a.seat - b.seat).map((s) => s.total);
    expect(play.players.map((p) => [p.name, p.score])).toEqual(players.map((name, i) => [name, totals[i]]));
    const bad = await run(['replay', file(JSON.stringify({ ...log, actions: [...actions.slice(0, 2), { nonsense: true }] })), '--data-dir', dir]);
    expect(bad.code).toBe(2);
    expect(historyOf(dir)).toHaveLength(1);
    // Replaying the same log again (e.g. one exported from this history, to check it) counts it once.
    const again = await run(['replay', file(JSON.stringify(log)), '--data-dir', dir]);
    expect(again.out).toMatch(/Already in the history as match \d+: not saved again\.$/);
    expect(historyOf(dir)).toHaveLength(1);
    const other = await run(['replay', file(JSON.stringify({ ...log, players: ['Cid', 'Dee'] })), '--data-dir', dir]);
    expect(other.out).toMatch(/Saved to the history/);
    expect(historyOf(dir)).toHaveLength(2);
  });

  test('simulate saves only with --save', async () => {
    const dir = tempDir();
    await run(['simulate', '--game', 'paris', '--players', '2', '--games', '2', '--data-dir', dir]);
    expect(historyOf(dir)).toHaveLength(0);
    const saved = await run(['simulate', '--game', 'paris', '--players', '2', '--games', '2', '--save', '--data-dir', dir]);
    expect(saved.err).toBe('Saved 2 games to the history.');
    expect(historyOf(dir).map((p) => p.players.map((q) => q.name))).toEqual([['Player 1', 'Player 2'], ['Player 1', 'Player 2']]);
    const repeat = await run(['simulate', '--game', 'paris', '--players', '2', '--games', '2', '--save', '--data-dir', dir]);
    expect(repeat.err).toBe('Saved 0 games to the history. 2 already there (same seed and moves) not saved again.');
    expect(historyOf(dir)).toHaveLength(2);
  });
});
