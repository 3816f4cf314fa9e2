/**
 * Score sheets never write by surprise: scoring (IPC and service) leaves every history table as it was,
 * "Save to history" writes exactly one play with what the preview showed, and a second save of the
 * same sheet the same day writes nothing and says it is already saved.
 */
import { describe, expect, test } from 'vitest';
import { openDatabase } from '../../src-main/db/open';
import { createHandlers, type Handlers } from '../../src-main/services/app-services';
import type { Db } from '../../src-main/db/native';
import { listGames, getGame } from '../../src-shared/games/registry';
import { dispatch } from '../../src-main/ipc/dispatch';
import { must, projectRoot, tempDir } from './helpers';

const TABLES = ['matches', 'seats', 'results', 'players', 'plays', 'play_players', 'catalog_games', 'ratings', 'rollup_month'] as const;

function open(clock: { now: Date }): { db: Db; handlers: Handlers } {
  const dir = tempDir();
  const { db, notices } = openDatabase(dir, projectRoot);
  const handlers = createHandlers(db, { version: 'test', host: 'browser', dataDir: dir, notices }, () => clock.now, { get: getGame, list: listGames });
  return { db, handlers };
}

/** Row counts of every table a save could touch, after the history has pulled in finished matches. */
function counts(db: Db, handlers: Handlers): Record<string, number> {
  must(handlers['history:plays']({ limit: 1, offset: 0, gameId: null, playerId: null }));
  return Object.fromEntries(TABLES.map((t) => [t, (db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n]));
}

describe.each(listGames().map((g) => [g.meta.id, g] as const))('%s score sheet', (_id, game) => {
  const input = game.endState.example;

  test('Score writes nothing, whatever is scored and however often', () => {
    const clock = { now: new Date('2026-11-22T10:00:00Z') };
    const { db, handlers } = open(clock);
    const before = counts(db, handlers);
    for (let i = 0; i < 3; i++) {
      const scored = must(handlers['score:end-state']({ input }));
      expect(scored.preview.alreadySaved).toBe(false);
      expect(scored.preview.matchId).toBeNull();
    }
    expect(counts(db, handlers)).toEqual(before);
    expect(before.plays).toBe(0);
  });

  test('Save writes exactly the previewed play once; a second save writes none and says so', () => {
    const clock = { now: new Date('2026-11-22T10:00:00Z') };
    const { db, handlers } = open(clock);
    const scored = must(handlers['score:end-state']({ input }));
    const first = must(handlers['score:save-end-state']({ input }));
    expect(first.alreadySaved).toBe(false);
    const after = counts(db, handlers);
    expect(after.plays).toBe(1);
    expect(after.play_players).toBe(scored.names.length);
    const play = must(handlers['history:plays']({ limit: 5, offset: 0, gameId: null, playerId: null })).plays[0];
    expect(play.players.map((p) => [p.name, p.score, p.rank, p.winner])).toEqual(scored.preview.players.map((p) => [p.name, p.score, p.rank, p.winner]));
    expect(play.playedAt.slice(0, 16)).toBe(scored.preview.playedAt.slice(0, 16));

    const second = must(handlers['score:save-end-state']({ input }));
    expect(second).toMatchObject({ alreadySaved: true, matchId: first.matchId });
    expect(counts(db, handlers)).toEqual(after);
    // Scoring the saved sheet again says it is in the history, and still writes nothing.
    expect(must(handlers['score:end-state']({ input })).preview).toMatchObject({ alreadySaved: true, matchId: first.matchId });
    expect(counts(db, handlers)).toEqual(after);
  });
});

describe('score sheet saves', () => {
  const game = getGame('carcassonne')!;
  const input = game.endState.example as { players: { name: string; scoreTrack?: number }[] };

  test('a corrected sheet is another play; the same sheet on another day is another play', () => {
    const clock = { now: new Date('2026-11-22T10:00:00Z') };
    const { db, handlers } = open(clock);
    must(handlers['score:save-end-state']({ input }));
    const corrected = { ...input, players: input.players.map((p, i) => (i === 0 ? { ...p, scoreTrack: (p.scoreTrack ?? 0) + 1 } : p)) };
    expect(must(handlers['score:save-end-state']({ input: corrected })).alreadySaved).toBe(false);
    expect(counts(db, handlers).plays).toBe(2);
    clock.now = new Date('2026-11-23T10:00:00Z');
    expect(must(handlers['score:save-end-state']({ input })).alreadySaved).toBe(false);
    expect(counts(db, handlers).plays).toBe(3);
  });

  test('the scoring channel refuses a save flag, and a bad sheet saves nothing', () => {
    const clock = { now: new Date('2026-11-22T10:00:00Z') };
    const { db, handlers } = open(clock);
    const before = counts(db, handlers);
    const flagged = dispatch(handlers, 'score:end-state', { input, save: true });
    expect(flagged.ok === false && flagged.error.code).toBe('input/invalid');
    const bad = { ...input, players: [{ name: '' }] };
    const reply = handlers['score:save-end-state']({ input: bad });
    expect(reply.ok === false && reply.error.path[0]).toBe('input');
    expect(counts(db, handlers)).toEqual(before);
  });
});
