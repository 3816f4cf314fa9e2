import { describe, expect, test } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main, helpText } from '../../src-cli/main';
import { listGames } from '../../src-shared/games/registry';
import { randomPlayout } from '../../src-shared/engine/runner';
import { tempDir } from './helpers';

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
    test('simulate --json prints one object per game and a summary line', async () => {
      const { code, out } = await run(['simulate', '--game', id, '--players', String(game.meta.minPlayers), '--games', '2', '--seed', '7', '--json']);
      expect(code).toBe(0);
      const lines = out.split('\n');
      expect(lines[2]).toMatch(/^simulated 2 games in \d+ ms$/);
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
