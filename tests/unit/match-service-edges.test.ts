/**
 * The match service at its edges, on the test game (high card) driven directly: a write another writer won
 * (the loser is told the match moved on), a write the database refused (thrown, and the saved game stays the
 * truth), no bot watcher at all, requests for a match that does not exist, the public screen asking for a
 * suggestion when the acting seat keeps no secret, imported logs with bad or given options, and the clock.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { MatchesRepo, StaleVersionError } from '../../src-main/db/matches-repo';
import { openDatabase } from '../../src-main/db/open';
import { PlayersRepo } from '../../src-main/db/players-repo';
import { MatchService } from '../../src-main/services/match-service';
import type { AnyGame } from '../../src-shared/engine/types';
import { backupTo, restoreFrom } from '../../src-main/db/history/backup';
import { applyAction, drawChance, setupState } from '../../src-shared/engine/runner';
import { highCardGame } from '../fixtures/high-card';
import { must, projectRoot, tempDir } from './helpers';

const seats = [{ name: 'Ann', colour: '#d32f2f' }, { name: 'Ben', colour: '#1976d2' }];
const errorOf = (result: { ok: boolean; error?: { code: string; path: (string | number)[] } }) => (result.ok ? null : { code: result.error!.code, path: result.error!.path });

/** A repository whose next save fails with `failure` (once), as another writer or a full disk would make it. */
class FailingRepo extends MatchesRepo {
  failure: Error | null = null;
  /** Done just before the failure is thrown: what another process did meanwhile. */
  meanwhile: (() => void) | null = null;
  /** Saves asked for (each is one transaction). */
  saves = 0;
  /** Action logs read (each read replays a match from its start). */
  logReads = 0;
  override log(matchId: number): ReturnType<MatchesRepo['log']> {
    this.logReads++;
    return super.log(matchId);
  }
  override appendAndSave(args: Parameters<MatchesRepo['appendAndSave']>[0]): ReturnType<MatchesRepo['appendAndSave']> {
    this.saves++;
    const failure = this.failure;
    this.failure = null;
    this.meanwhile?.();
    this.meanwhile = null;
    if (failure) throw failure;
    return super.appendAndSave(args);
  }
}

function service(game: AnyGame = highCardGame as unknown as AnyGame, dir = tempDir()) {
  const { db } = openDatabase(dir, projectRoot);
  const repo = new FailingRepo(db);
  const matches = new MatchService(repo, new PlayersRepo(db), () => new Date('2026-11-25T22:00:00Z'), (id) => (id === 'high-card' ? game : undefined));
  const { matchId } = must(matches.create({ gameId: 'high-card', mode: 'digital', seed: 'edges', options: { rounds: 1 }, seats }));
  return { matches, repo, matchId, db };
}

describe('writes that do not go through', () => {
  test('another writer saved first: the move is refused as stale and the next view is read afresh', () => {
    const { matches, repo, matchId } = service();
    repo.failure = new StaleVersionError(matchId);
    expect(errorOf(matches.apply({ matchId, viewer: 0, expectedVersion: 2, action: { type: 'bet', amount: 1 } }))).toEqual({ code: 'match/stale-version', path: ['expectedVersion'] });
    repo.failure = new StaleVersionError(matchId);
    expect(errorOf(matches.apply({ matchId, viewer: 0, expectedVersion: 2, action: { type: 'bet', amount: 1 } }))).toEqual({ code: 'match/stale-version', path: ['expectedVersion'] });
    expect(must(matches.view(matchId, 0)).version).toBe(2);
    must(matches.apply({ matchId, viewer: 0, expectedVersion: 2, action: { type: 'bet', amount: 1 } }));
    repo.failure = new StaleVersionError(matchId);
    expect(errorOf(matches.undo({ matchId, viewer: 0, expectedVersion: 3 }))).toEqual({ code: 'match/stale-version', path: ['expectedVersion'] });
    expect(must(matches.view(matchId, 0)).version).toBe(3);
  });

  test('a write the database refuses is thrown, nothing is kept in memory, and the saved game is what the next view shows', () => {
    const { matches, repo, matchId } = service();
    repo.failure = new Error('disk full');
    expect(() => matches.apply({ matchId, viewer: 0, expectedVersion: 2, action: { type: 'bet', amount: 1 } })).toThrow('disk full');
    const after = must(matches.view(matchId, 0));
    expect([after.version, after.log.length, (after.view as { pendingBet: number | null }).pendingBet]).toEqual([2, 2, null]);
    must(matches.apply({ matchId, viewer: 0, expectedVersion: 2, action: { type: 'bet', amount: 2 } }));
    expect((must(matches.view(matchId, 0)).view as { pendingBet: number | null }).pendingBet).toBe(2);
  });

  test('another process restored a backup from before the match while this one was saving: the match is not found', () => {
    const dir = tempDir();
    const { db } = openDatabase(dir, projectRoot);
    const before = join(dir, 'before.db');
    backupTo(db, before);
    db.close();
    const { matches, repo, matchId, db: live } = service(highCardGame as unknown as AnyGame, dir);
    repo.meanwhile = () => restoreFrom(live, before, projectRoot);
    repo.failure = new StaleVersionError(matchId);
    const refused = matches.apply({ matchId, viewer: 0, expectedVersion: 2, action: { type: 'bet', amount: 1 } });
    expect(refused.ok ? null : [refused.error.code, refused.error.path, refused.error.message]).toEqual(['match/not-found', ['matchId'], `No match ${matchId}.`]);
  });

  test('creating an assist match, or importing a log with no actions, saves no empty list of steps: the match row is the whole write', () => {
    const { matches, repo } = service();
    const saves = repo.saves;
    const assist = must(matches.create({ gameId: 'high-card', mode: 'assist', seed: 'table', options: { rounds: 1 }, seats }));
    const imported = must(matches.importLog({ game: 'high-card', options: { rounds: 1 }, players: ['Ann', 'Ben'], seed: 'empty', mode: 'assist', actions: [] }));
    expect([repo.saves - saves, assist.version, must(matches.view(imported.matchId, null)).version]).toEqual([0, 0, 0]);
    must(matches.apply({ matchId: assist.matchId, viewer: null, expectedVersion: 0, action: { type: 'deal', card: 3 } }));
    expect(repo.saves - saves).toBe(1);
  });
});

describe('the loaded-match cache', () => {
  test('a match is replayed from the database once, not for every request, until another writer moves it on', () => {
    const { matches, repo, matchId, db } = service();
    const reads = repo.logReads;
    for (const viewer of [0, 1, null, 0]) must(matches.view(matchId, viewer));
    must(matches.apply({ matchId, viewer: 0, expectedVersion: 2, action: { type: 'bet', amount: 1 } }));
    expect(must(matches.view(matchId, 0)).version).toBe(3);
    expect(repo.logReads - reads).toBe(0);
    // Another process (a second service on the same file) moves it on: the next request reads it again, once.
    const other = new MatchService(new MatchesRepo(db), new PlayersRepo(db), () => new Date('2026-11-25T22:00:00Z'), (id) => (id === 'high-card' ? (highCardGame as unknown as AnyGame) : undefined));
    must(other.apply({ matchId, viewer: 0, expectedVersion: 3, action: { type: 'confirm' } }));
    expect([must(matches.view(matchId, 1)).version, must(matches.view(matchId, 1)).actor, repo.logReads - reads]).toEqual([4, 1, 1]);
  });
});

describe('the cards digital play deals', () => {
  test('each is the seed\'s draw for its place in the log: the first deals, and those after the last move of a round', () => {
    const { matches } = service();
    const { matchId } = must(matches.create({ gameId: 'high-card', mode: 'digital', seed: 'deals', options: { rounds: 2 }, seats }));
    let version = 2;
    for (const seat of [0, 1, 0, 1]) {
      must(matches.apply({ matchId, viewer: seat, expectedVersion: version++, action: { type: 'bet', amount: 1 } }));
      version = must(matches.apply({ matchId, viewer: seat, expectedVersion: version, action: { type: 'confirm' } })).version;
    }
    const log = must(matches.exportLog(matchId));
    const game = highCardGame as unknown as AnyGame;
    let state = must(setupState(game, { game: 'high-card', options: { rounds: 2 }, players: 2, names: ['Ann', 'Ben'], seed: 'deals', mode: 'digital' }));
    const dealtAt: number[] = [];
    log.actions.forEach((action, index) => {
      if (game.currentActor(state) === 'chance') {
        expect(action).toEqual(drawChance(game, state, 'deals', index));
        dealtAt.push(index);
      }
      state = must(applyAction(game, state, action));
    });
    expect([dealtAt, log.actions.length, game.currentActor(state)]).toEqual([[0, 1, 6, 7], 12, 'terminal']);
  });

  test('a game whose draw its own rules refuse (a fault in the game\'s code, not the table\'s) is an error naming that draw', () => {
    const dealsASeven = { ...highCardGame, pickChance: () => ({ type: 'deal', card: 7 }) } as unknown as AnyGame;
    const { db } = service();
    const broken = new MatchService(new MatchesRepo(db), new PlayersRepo(db), () => new Date('2026-11-25T22:00:00Z'), (id) => (id === 'high-card' ? dealsASeven : undefined));
    expect(() => broken.create({ gameId: 'high-card', mode: 'digital', seed: 'seven', options: { rounds: 1 }, seats })).toThrow('chance outcome rejected: That action is not legal now: {"card":7,"type":"deal"}');
  });
});

describe('requests for a match that does not exist, and no bot watcher', () => {
  test('apply, undo, view, export and replay name the match id', () => {
    const { matches, matchId } = service();
    const missing = matchId + 1;
    const notFound = { code: 'match/not-found', path: ['matchId'] };
    expect(errorOf(matches.apply({ matchId: missing, viewer: 0, expectedVersion: 2, action: { type: 'confirm' } }))).toEqual(notFound);
    expect(errorOf(matches.undo({ matchId: missing, viewer: 0, expectedVersion: 2 }))).toEqual(notFound);
    expect(errorOf(matches.view(missing, 0))).toEqual(notFound);
    expect(errorOf(matches.exportLog(missing))).toEqual(notFound);
    expect(errorOf(matches.replay(missing, 0, null))).toEqual(notFound);
    expect(errorOf(matches.abandon(missing))).toEqual(notFound);
  });

  test('a running match is not replayed (its log holds what the players may not see yet); once over, it is', () => {
    const { matches, matchId } = service();
    const running = matches.replay(matchId, 0, null);
    expect(running.ok ? null : [running.error.code, running.error.message]).toEqual(['match/over', 'A running match cannot be replayed: its log holds hidden information.']);
    must(matches.abandon(matchId));
    expect(must(matches.replay(matchId, 0, null)).matchId).toBe(matchId);
  });

  test('after a restore the loaded matches are forgotten: the same id, version and status now show the restored match', () => {
    const dir = tempDir();
    const { db: older } = openDatabase(dir, projectRoot);
    const oldMatches = new MatchService(new MatchesRepo(older), new PlayersRepo(older), () => new Date('2026-11-25T22:00:00Z'), (id) => (id === 'high-card' ? (highCardGame as unknown as AnyGame) : undefined));
    const restored = must(oldMatches.create({ gameId: 'high-card', mode: 'digital', seed: 'backup', options: { rounds: 1 }, seats: [{ name: 'Cleo', colour: '#d32f2f' }, { name: 'Dan', colour: '#1976d2' }] }));
    const backup = join(dir, 'backup.db');
    backupTo(older, backup);
    const { matches, matchId, db } = service();
    expect([matchId, must(matches.view(matchId, 0)).version]).toEqual([restored.matchId, restored.version]);
    restoreFrom(db, backup, projectRoot);
    matches.forgetLoaded();
    expect(must(matches.view(matchId, 0)).seats.map((s) => s.name)).toEqual(['Cleo', 'Dan']);
  });

  test('without a watcher every change still goes through: apply, undo, abandon', () => {
    const { matches, matchId } = service();
    must(matches.apply({ matchId, viewer: 0, expectedVersion: 2, action: { type: 'bet', amount: 1 } }));
    expect(must(matches.undo({ matchId, viewer: 0, expectedVersion: 3 })).version).toBe(4);
    expect(must(matches.abandon(matchId))).toEqual({ matchId, status: 'abandoned' });
  });
});

describe('suggest a move when the acting seat keeps no secret', () => {
  test('the public screen may ask for the acting seat; another seat\'s screen still may not', () => {
    const open = { ...highCardGame, privacy: () => 'none' } as unknown as AnyGame;
    const { matches, matchId } = service(open);
    const turn = must(matches.suggestTurn(matchId, null, 2));
    expect([turn.seat, turn.version, turn.level]).toEqual([0, 2, 'strong']);
    expect(errorOf(matches.suggestTurn(matchId, 1, 2))).toEqual({ code: 'action/not-your-turn', path: ['viewer'] });
  });
});

describe('two services on one database (a second window or process)', () => {
  test('a match loaded by one is read again once the other moved it on or ended it', () => {
    const dir = tempDir();
    const find = (id: string) => (id === 'high-card' ? (highCardGame as unknown as AnyGame) : undefined);
    const open = () => {
      const { db } = openDatabase(dir, projectRoot);
      return new MatchService(new MatchesRepo(db), new PlayersRepo(db), () => new Date('2026-11-25T22:00:00Z'), find);
    };
    const first = open();
    const second = open();
    const { matchId } = must(first.create({ gameId: 'high-card', mode: 'digital', seed: 'two', options: { rounds: 1 }, seats }));
    expect(must(second.view(matchId, 0)).version).toBe(2);
    must(second.apply({ matchId, viewer: 0, expectedVersion: 2, action: { type: 'bet', amount: 2 } }));
    const seen = must(first.view(matchId, 0));
    expect([seen.version, (seen.view as { pendingBet: number | null }).pendingBet]).toEqual([3, 2]);
    must(first.apply({ matchId, viewer: 0, expectedVersion: 3, action: { type: 'confirm' } }));
    expect(must(second.view(matchId, 1)).actor).toBe(1);
    must(second.abandon(matchId));
    expect(must(first.view(matchId, 1)).status).toBe('abandoned');
    expect(errorOf(first.apply({ matchId, viewer: 1, expectedVersion: 4, action: { type: 'bet', amount: 0 } }))).toEqual({ code: 'match/over', path: [] });
  });

  test('a match of a game this app does not know is not found', () => {
    const dir = tempDir();
    const { db } = openDatabase(dir, projectRoot);
    const knows = new MatchService(new MatchesRepo(db), new PlayersRepo(db), () => new Date('2026-11-25T22:00:00Z'), (id) => (id === 'high-card' ? (highCardGame as unknown as AnyGame) : undefined));
    const { matchId } = must(knows.create({ gameId: 'high-card', mode: 'digital', seed: 'gone', options: {}, seats }));
    const forgot = new MatchService(new MatchesRepo(db), new PlayersRepo(db), () => new Date('2026-11-25T22:00:00Z'), () => undefined);
    expect(errorOf(forgot.view(matchId, 0))).toEqual({ code: 'match/not-found', path: ['matchId'] });
  });
});

describe('acting when the seat to act keeps no secret', () => {
  test('the public screen may move for that seat; another seat\'s screen may not, and is told whose turn it is', () => {
    const open = { ...highCardGame, privacy: () => 'none' } as unknown as AnyGame;
    const { matches, matchId } = service(open);
    const refused = matches.apply({ matchId, viewer: 1, expectedVersion: 2, action: { type: 'bet', amount: 1 } });
    expect(refused.ok ? null : [refused.error.code, refused.error.message]).toEqual(['action/not-your-turn', "It is Ann's turn."]);
    const moved = must(matches.apply({ matchId, viewer: null, expectedVersion: 2, action: { type: 'bet', amount: 1 } }));
    expect([moved.version, moved.handOff, moved.canUndo]).toEqual([3, false, true]);
    // Ben's screen may not take back Ann's move, though the public screen may.
    expect(must(matches.view(matchId, 1)).canUndo).toBe(false);
    const notBen = matches.undo({ matchId, viewer: 1, expectedVersion: 3 });
    expect(notBen.ok ? null : [notBen.error.code, notBen.error.message]).toEqual(['action/not-your-turn', 'Only the player whose turn it is can undo.']);
    expect(must(matches.undo({ matchId, viewer: null, expectedVersion: 3 })).version).toBe(4);
  });

  test('a solo game keeps nothing from anyone: no hand-off, and the public screen moves and undoes for the one seat', () => {
    const solo = { ...highCardGame, meta: { ...highCardGame.meta, minPlayers: 1 } } as unknown as AnyGame;
    const { matches } = service(solo);
    const { matchId } = must(matches.create({ gameId: 'high-card', mode: 'digital', seed: 'solo', options: { rounds: 1 }, seats: [seats[0]] }));
    const start = must(matches.view(matchId, null));
    expect([start.version, start.actor, start.handOff, start.privacy, start.legalActions]).toEqual([1, 0, false, ['acting'], [0, 1, 2].map((amount) => ({ type: 'bet', amount }))]);
    const moved = must(matches.apply({ matchId, viewer: null, expectedVersion: 1, action: { type: 'bet', amount: 2 } }));
    expect([moved.version, moved.handOff, moved.canUndo]).toEqual([2, false, true]);
    expect(must(matches.undo({ matchId, viewer: null, expectedVersion: 2 })).version).toBe(3);
  });
});

describe('importing a log: its options', () => {
  const log = (options: unknown, players = ['Ann', 'Ben']) => ({ game: 'high-card', options, players, seed: 'imported', mode: 'digital' as const, actions: [] });

  test('options the game refuses are refused; the options given are the ones played; names alike only upper-cased are two people', () => {
    const { matches } = service();
    expect(errorOf(matches.importLog(log({ rounds: 9 })))?.code).toBe('options/invalid');
    const { matchId } = must(matches.importLog(log({ rounds: 1 }, ['Straße', 'STRASSE'])));
    const snap = must(matches.view(matchId, 0));
    expect((snap.view as { rounds: number }).rounds).toBe(1);
    expect(snap.seats.map((s) => s.name)).toEqual(['Straße', 'STRASSE']);
  });
});

describe('the clock', () => {
  test('without one given, a match starts now', () => {
    const { db } = openDatabase(tempDir(), projectRoot);
    const matches = new MatchService(new MatchesRepo(db), new PlayersRepo(db), undefined, (id) => (id === 'high-card' ? (highCardGame as unknown as AnyGame) : undefined));
    const before = Date.now();
    const { matchId } = must(matches.create({ gameId: 'high-card', mode: 'digital', options: {}, seats }));
    const startedAt = Date.parse(matches.list('all').find((m) => m.matchId === matchId)!.startedAt);
    expect(startedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(startedAt).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
