/**
 * Every permission and concurrency rule of the match service, each with its exact error code and a check
 * that a refused request wrote nothing (the match row, its action log, its results and the players).
 */
import { describe, expect, test } from 'vitest';
import type { Db } from '../../src-main/db/native';
import type { GameCatalogue, Handlers } from '../../src-main/services/app-services';
import type { GameId } from '../../src-shared/engine/types';
import { highCardGame } from '../fixtures/high-card';
import { must, openTestHandlers } from './helpers';

const seats = [
  { name: 'Ann', colour: '#d32f2f' },
  { name: 'Ben', colour: '#1976d2' },
];

/** High card played with open hands: no seat needs a secret to act, so the public screen may act and undo. */
const openCards = { ...highCardGame, meta: { ...highCardGame.meta, id: 'open-cards' as GameId }, privacy: () => 'none' as const };
const withOpenCards: GameCatalogue = {
  get: (id) => (id === 'high-card' ? highCardGame : id === 'open-cards' ? openCards : undefined),
  list: () => [highCardGame, openCards],
};

/** Everything a request could write for a match, read straight from the database. */
function written(db: Db, matchId: number): unknown {
  return {
    match: db.prepare('SELECT status, version, ended_at, state_json FROM matches WHERE id = ?').get(matchId),
    actions: db.prepare('SELECT seq, kind, actor, action_json FROM actions WHERE match_id = ? ORDER BY seq').all(matchId),
    results: db.prepare('SELECT * FROM results WHERE match_id = ?').all(matchId),
    players: db.prepare('SELECT id, name FROM players ORDER BY id').all(),
  };
}

function errorOf(result: { ok: boolean; error?: { code: string; path: (string | number)[] } }): { code: string; path: (string | number)[] } | undefined {
  return result.ok ? undefined : result.error;
}

/** A digital high-card match where Ann (seat 0) has just bet 2 and may still take it back. */
function annHasBet(gameId = 'high-card'): { db: Db; handlers: Handlers; matchId: number; version: number } {
  const { db, handlers } = openTestHandlers(undefined, withOpenCards);
  const created = must(handlers['match:create']({ gameId, mode: 'digital', seed: 'rules', options: {}, seats }));
  const bet = must(handlers['match:apply']({ matchId: created.matchId, viewer: 0, expectedVersion: created.version, action: { type: 'bet', amount: 2 } }));
  expect(bet.version).toBe(created.version + 1);
  return { db, handlers, matchId: bet.matchId, version: bet.version };
}

/** A digital one-round match played to its end. */
function finishedMatch(): { db: Db; handlers: Handlers; matchId: number; version: number } {
  const { db, handlers } = openTestHandlers();
  let snap = must(handlers['match:create']({ gameId: 'high-card', mode: 'digital', seed: 'end', options: { rounds: 1 }, seats }));
  for (const [viewer, action] of [[0, { type: 'bet', amount: 1 }], [0, { type: 'confirm' }], [1, { type: 'bet', amount: 0 }], [1, { type: 'confirm' }]] as const) {
    snap = must(handlers['match:apply']({ matchId: snap.matchId, viewer, expectedVersion: snap.version, action }));
  }
  expect(snap.status).toBe('finished');
  return { db, handlers, matchId: snap.matchId, version: snap.version };
}

describe('undo in a digital game', () => {
  test('only the seat that moved may undo: another seat and the public screen are refused and nothing is written', () => {
    const { db, handlers, matchId, version } = annHasBet();
    const before = written(db, matchId);
    expect(must(handlers['match:view']({ matchId, viewer: 0 })).canUndo).toBe(true);
    expect(must(handlers['match:view']({ matchId, viewer: 1 })).canUndo).toBe(false);
    // Ann's cards are secret while she acts, so the public screen may not take her move back either.
    expect(must(handlers['match:view']({ matchId, viewer: null })).canUndo).toBe(false);
    expect(errorOf(handlers['match:undo']({ matchId, viewer: 1, expectedVersion: version }))?.code).toBe('action/not-your-turn');
    expect(errorOf(handlers['match:undo']({ matchId, viewer: null, expectedVersion: version }))?.code).toBe('action/not-your-turn');
    expect(written(db, matchId)).toEqual(before);
  });

  test('the public screen may undo a move that needed no secret, but another seat still may not', () => {
    const { db, handlers, matchId, version } = annHasBet('open-cards');
    expect(must(handlers['match:view']({ matchId, viewer: null })).canUndo).toBe(true);
    expect(must(handlers['match:view']({ matchId, viewer: 1 })).canUndo).toBe(false);
    const before = written(db, matchId);
    expect(errorOf(handlers['match:undo']({ matchId, viewer: 1, expectedVersion: version }))?.code).toBe('action/not-your-turn');
    expect(written(db, matchId)).toEqual(before);
    const undone = must(handlers['match:undo']({ matchId, viewer: null, expectedVersion: version }));
    expect((undone.view as { pendingBet: number | null }).pendingBet).toBeNull();
  });

  test('an undo with a stale version, older or newer, is refused and writes nothing', () => {
    const { db, handlers, matchId, version } = annHasBet();
    const before = written(db, matchId);
    for (const expectedVersion of [version - 1, version + 1]) {
      const stale = handlers['match:undo']({ matchId, viewer: 0, expectedVersion });
      expect(errorOf(stale)).toEqual({ code: 'match/stale-version', path: ['expectedVersion'], message: expect.stringContaining(`version ${version}`) });
    }
    expect(written(db, matchId)).toEqual(before);
  });

  test('an accepted undo appends one undo entry by the seat, bumps the version and restores the state', () => {
    const { db, handlers, matchId, version } = annHasBet();
    const stateBefore = (written(db, matchId) as { actions: unknown[] }).actions.length;
    const undone = must(handlers['match:undo']({ matchId, viewer: 0, expectedVersion: version }));
    expect(undone.version).toBe(version + 1);
    expect(undone.status).toBe('active');
    expect(undone.actor).toBe(0);
    expect(undone.canUndo).toBe(false); // the deals before are chance: nothing more to take back
    const after = written(db, matchId) as { match: { version: number; status: string; ended_at: string | null }; actions: { kind: string; actor: string; action_json: string | null }[] };
    expect(after.match).toMatchObject({ version: version + 1, status: 'active', ended_at: null });
    expect(after.actions).toHaveLength(stateBefore + 1);
    expect(after.actions.at(-1)).toMatchObject({ kind: 'undo', actor: '0', action_json: null });
    expect(errorOf(handlers['match:undo']({ matchId, viewer: 0, expectedVersion: undone.version }))?.code).toBe('match/undo-unavailable');
    expect(written(db, matchId)).toEqual(after);
  });
});

describe('undo in assist mode', () => {
  test('any screen may take back the last entry, whoever made it', () => {
    for (const viewer of [0, 1, null] as const) {
      const { db, handlers } = openTestHandlers();
      let snap = must(handlers['match:create']({ gameId: 'high-card', mode: 'assist', options: {}, seats }));
      for (const action of [{ type: 'deal', card: 3 }, { type: 'deal', card: 4 }, { type: 'bet', amount: 1 }]) {
        snap = must(handlers['match:apply']({ matchId: snap.matchId, viewer: null, expectedVersion: snap.version, action }));
      }
      expect(must(handlers['match:view']({ matchId: snap.matchId, viewer })).canUndo).toBe(true);
      const undone = must(handlers['match:undo']({ matchId: snap.matchId, viewer, expectedVersion: snap.version }));
      expect((undone.view as { pendingBet: number | null }).pendingBet).toBeNull();
      const log = db.prepare('SELECT kind, actor FROM actions WHERE match_id = ? ORDER BY seq DESC LIMIT 1').get(snap.matchId);
      expect(log).toEqual({ kind: 'undo', actor: '0' }); // the entry is Ann's, whoever asked
    }
  });
});

describe('finished and abandoned matches', () => {
  test('undo and apply in a finished match are refused as over and write nothing', () => {
    const { db, handlers, matchId, version } = finishedMatch();
    const before = written(db, matchId);
    expect(must(handlers['match:view']({ matchId, viewer: 1 })).canUndo).toBe(false);
    expect(errorOf(handlers['match:undo']({ matchId, viewer: 1, expectedVersion: version }))?.code).toBe('match/over');
    expect(errorOf(handlers['match:apply']({ matchId, viewer: 1, expectedVersion: version, action: { type: 'bet', amount: 0 } }))?.code).toBe('match/over');
    expect(errorOf(handlers['match:abandon']({ matchId }))?.code).toBe('match/over');
    expect(written(db, matchId)).toEqual(before);
  });

  test('abandon marks the match abandoned with its end time, writes no action or result, and is final', () => {
    const { db, handlers, matchId, version } = annHasBet();
    const before = written(db, matchId) as { actions: unknown[]; players: unknown[] };
    expect(must(handlers['match:abandon']({ matchId }))).toEqual({ matchId, status: 'abandoned' });
    const after = written(db, matchId) as { match: unknown; actions: unknown[]; results: unknown[]; players: unknown[] };
    expect(after.match).toMatchObject({ status: 'abandoned', ended_at: '2026-11-22T10:00:00.000Z', version });
    expect(after.actions).toEqual(before.actions);
    expect(after.results).toEqual([]);
    expect(after.players).toEqual(before.players);
    expect(must(handlers['match:list']({ status: 'active' }))).toEqual([]);
    expect(must(handlers['match:list']({ status: 'abandoned' })).map((m) => [m.matchId, m.status])).toEqual([[matchId, 'abandoned']]);
    expect(must(handlers['history:list']({ limit: 10, offset: 0 }))).toEqual([]);

    expect(errorOf(handlers['match:abandon']({ matchId }))?.code).toBe('match/over');
    expect(errorOf(handlers['match:apply']({ matchId, viewer: 0, expectedVersion: version, action: { type: 'confirm' } }))?.code).toBe('match/over');
    expect(errorOf(handlers['match:undo']({ matchId, viewer: 0, expectedVersion: version }))?.code).toBe('match/over');
    const shown = must(handlers['match:view']({ matchId, viewer: 0 }));
    expect(shown.status).toBe('abandoned');
    expect(shown.canUndo).toBe(false);
    expect(shown.handOff).toBe(false);
    expect(written(db, matchId)).toEqual(after);
    expect(errorOf(handlers['match:abandon']({ matchId: matchId + 1 }))).toEqual({ code: 'match/not-found', path: ['matchId'], message: expect.any(String) });
  });
});

describe('exporting the log', () => {
  test('a running match is refused (its log holds the hands); a finished or abandoned one is written whole', () => {
    const running = annHasBet();
    expect(errorOf(running.handlers['match:export-log']({ matchId: running.matchId }))?.code).toBe('match/over');
    must(running.handlers['match:abandon']({ matchId: running.matchId }));
    const abandoned = must(running.handlers['match:export-log']({ matchId: running.matchId }));
    expect(abandoned.actions).toHaveLength(3);
    expect(abandoned.actions[2]).toEqual({ type: 'bet', amount: 2 });

    const finished = finishedMatch();
    const log = must(finished.handlers['match:export-log']({ matchId: finished.matchId }));
    expect(log).toMatchObject({ game: 'high-card', players: ['Ann', 'Ben'], seed: 'end', mode: 'digital', options: { rounds: 1 } });
    expect(log.actions.slice(2)).toEqual([{ type: 'bet', amount: 1 }, { type: 'confirm' }, { type: 'bet', amount: 0 }, { type: 'confirm' }]);
    expect(errorOf(finished.handlers['match:export-log']({ matchId: finished.matchId + 5 }))?.code).toBe('match/not-found');
  });
});

describe('viewers out of range', () => {
  test('a seat the match does not have is refused before anything is read or written, on every channel', () => {
    const { db, handlers, matchId, version } = annHasBet();
    const before = written(db, matchId);
    const refused = { code: 'input/invalid', path: ['viewer'], message: 'There is no seat 3.' };
    expect(errorOf(handlers['match:view']({ matchId, viewer: 2 }))).toEqual(refused);
    expect(errorOf(handlers['match:apply']({ matchId, viewer: 2, expectedVersion: version, action: { type: 'confirm' } }))).toEqual(refused);
    expect(errorOf(handlers['match:undo']({ matchId, viewer: 2, expectedVersion: version }))).toEqual(refused);
    // Out of range wins over a stale version: the caller's seat is wrong, whatever the version.
    expect(errorOf(handlers['match:undo']({ matchId, viewer: 2, expectedVersion: version - 1 }))).toEqual(refused);
    expect(written(db, matchId)).toEqual(before);
    // The last seat is in range.
    expect(must(handlers['match:view']({ matchId, viewer: 1 })).viewer).toBe(1);
  });
});
