/**
 * The match service's side of bots, on the test game (high card: chance deals each seat a secret card, then
 * each bets 0–2 chips and confirms), driven directly with a watcher that records what it is told: which turn
 * a bot is asked for (seat, level, version, seed), a bot's move through the same checks as a person's, the
 * bot's last move pointed out, the thinking shown only while a bot acts, nobody moving or undoing for a bot,
 * and "suggest a move" only for the acting person from its own screen.
 */
import { describe, expect, test } from 'vitest';
import { MatchesRepo } from '../../src-main/db/matches-repo';
import { openDatabase } from '../../src-main/db/open';
import { PlayersRepo } from '../../src-main/db/players-repo';
import { MatchService, type BotWatcher } from '../../src-main/services/match-service';
import type { BotThinking } from '../../src-shared/ipc/contract';
import { highCardGame } from '../fixtures/high-card';
import { must, projectRoot, tempDir } from './helpers';

const THINKING: BotThinking = { seat: 1, level: 'normal', iterations: 40, of: 400, elapsedMs: 120, budgetMs: 1500 };

/** Records every match it is told changed; reports the same thinking for any match. */
class RecordingWatcher implements BotWatcher {
  readonly changes: number[] = [];
  changed(matchId: number): void {
    this.changes.push(matchId);
  }
  thinking(): BotThinking | null {
    return THINKING;
  }
}

const errorOf = (result: { ok: boolean; error?: { code: string; path: (string | number)[] } }) => (result.ok ? null : { code: result.error!.code, path: result.error!.path });

function service(watch = true) {
  const { db } = openDatabase(tempDir(), projectRoot);
  const matches = new MatchService(new MatchesRepo(db), new PlayersRepo(db), () => new Date('2026-11-25T22:00:00Z'), (id) => (id === 'high-card' ? highCardGame : undefined));
  const watcher = new RecordingWatcher();
  if (watch) matches.watchBots(watcher);
  return { matches, watcher };
}

/** Ann (a person) and Ben (a normal bot), two rounds, digital: after the deals (versions 1–2) Ann acts. */
function withBot(matches: MatchService, mode: 'digital' | 'assist' = 'digital') {
  const created = matches.create({
    gameId: 'high-card', mode, seed: 'bots', options: { rounds: 2 },
    seats: [{ name: 'Ann', colour: '#d32f2f' }, { name: 'Ben', colour: '#1976d2', ...(mode === 'digital' ? { bot: 'normal' as const } : {}) }],
  });
  return must(created);
}

/** Ann bets 1 and confirms: Ben's (the bot's) turn at version 4. */
function toBotTurn(matches: MatchService, matchId: number) {
  must(matches.apply({ matchId, viewer: 0, expectedVersion: 2, action: { type: 'bet', amount: 1 } }));
  return must(matches.apply({ matchId, viewer: 0, expectedVersion: 3, action: { type: 'confirm' } }));
}

describe('the bot\'s turn', () => {
  test('asked for the bot seat only, with its level, the version and a seed of its own; never for a person, an assist or a finished match', () => {
    const { matches } = service();
    const { matchId } = withBot(matches);
    expect(matches.botTurn(matchId)).toBeNull(); // Ann to act
    expect(matches.botTurn(matchId + 1)).toBeNull(); // no such match
    const snap = toBotTurn(matches, matchId);
    expect([snap.actor, snap.version]).toEqual([1, 4]);
    const turn = matches.botTurn(matchId)!;
    expect({ ...turn, state: undefined }).toEqual({ matchId, version: 4, gameId: 'high-card', seat: 1, level: 'normal', state: undefined, seed: 'bots/bot/4' });
    expect((turn.state as { turn: number; bets: number[][] }).bets).toEqual([[1], []]);
    expect(matches.versionOf(matchId)).toBe(4);
    expect(matches.versionOf(matchId + 1)).toBeNull();
    must(matches.abandon(matchId));
    expect(matches.botTurn(matchId)).toBeNull();
  });

  test('a bot\'s move goes through the checks: no match, a finished one, a stale version, not its turn, an illegal move', () => {
    const { matches } = service();
    const { matchId } = withBot(matches);
    expect(errorOf(matches.applyBot(matchId, 1, 2, { type: 'bet', amount: 0 }))).toEqual({ code: 'action/not-your-turn', path: [] }); // Ann's turn
    expect(errorOf(matches.applyBot(matchId, 0, 2, { type: 'bet', amount: 0 }))).toEqual({ code: 'action/not-your-turn', path: [] }); // Ann is no bot
    toBotTurn(matches, matchId);
    expect(errorOf(matches.applyBot(matchId + 1, 1, 4, { type: 'bet', amount: 0 }))).toEqual({ code: 'match/not-found', path: ['matchId'] });
    expect(errorOf(matches.applyBot(matchId, 1, 3, { type: 'bet', amount: 0 }))).toEqual({ code: 'match/stale-version', path: ['expectedVersion'] });
    expect(errorOf(matches.applyBot(matchId, 1, 5, { type: 'bet', amount: 0 }))).toEqual({ code: 'match/stale-version', path: ['expectedVersion'] });
    expect(errorOf(matches.applyBot(matchId, 1, 4, { type: 'bet', amount: 7 }))?.path[0]).toBe('action');
    expect(matches.versionOf(matchId)).toBe(4);
    const moved = must(matches.applyBot(matchId, 1, 4, { type: 'bet', amount: 2 }));
    expect([moved.version, moved.actor, moved.botMove]).toEqual([5, 1, { index: 4, seat: 1 }]);
    must(matches.abandon(matchId));
    expect(errorOf(matches.applyBot(matchId, 1, 5, { type: 'confirm' }))).toEqual({ code: 'match/over', path: [] });
  });

  test('the bot\'s last move is pointed out past the chance draws after it, and no longer once a person moved', () => {
    const { matches } = service();
    const { matchId } = withBot(matches);
    expect(toBotTurn(matches, matchId).botMove).toBeNull(); // Ann's moves
    must(matches.applyBot(matchId, 1, 4, { type: 'bet', amount: 2 }));
    const roundTwo = must(matches.applyBot(matchId, 1, 5, { type: 'confirm' }));
    // Ben's confirm (index 5) ends round one; the two deals of round two (6 and 7) follow it.
    expect([roundTwo.version, roundTwo.actor, roundTwo.log.map((l) => l.actor)]).toEqual([8, 0, ['chance', 'chance', 0, 0, 1, 1, 'chance', 'chance']]);
    expect(roundTwo.botMove).toEqual({ index: 5, seat: 1 });
    // Every bot move since Ann's last, oldest first (the test game has no board to mark).
    expect(roundTwo.botMoves).toEqual([{ index: 4, seat: 1, marks: [] }, { index: 5, seat: 1, marks: [] }]);
    expect(must(matches.view(matchId, 0)).botMove).toEqual({ index: 5, seat: 1 });
    const annMoved = must(matches.apply({ matchId, viewer: 0, expectedVersion: 8, action: { type: 'bet', amount: 0 } }));
    expect([annMoved.botMove, annMoved.botMoves]).toEqual([null, []]);
  });

  test('a bot that makes the very first move of the log (a game with nothing to deal first) has it pointed out', () => {
    // High card with the cards dealt at setup: seat 0, a bot, moves at log index 0.
    const dealtAtSetup = {
      ...highCardGame,
      setup: (options: { rounds: number }, ctx: Parameters<typeof highCardGame.setup>[1]) => ({ ...highCardGame.setup(options, ctx), dealt: ctx.names.length, hands: ctx.names.map(() => [4]) }),
    };
    const { db } = openDatabase(tempDir(), projectRoot);
    const matches = new MatchService(new MatchesRepo(db), new PlayersRepo(db), () => new Date('2026-11-25T22:00:00Z'), (id) => (id === 'high-card' ? (dealtAtSetup as typeof highCardGame) : undefined));
    const { matchId, version, actor } = must(matches.create({
      gameId: 'high-card', mode: 'digital', seed: 'first', options: { rounds: 1 },
      seats: [{ name: 'Ben', colour: '#1976d2', bot: 'normal' }, { name: 'Ann', colour: '#d32f2f' }],
    }));
    expect([version, actor]).toEqual([0, 0]);
    const bet = must(matches.applyBot(matchId, 0, 0, { type: 'bet', amount: 2 }));
    expect([bet.botMove, bet.botMoves]).toEqual([{ index: 0, seat: 0 }, [{ index: 0, seat: 0, marks: [] }]]);
    const confirmed = must(matches.applyBot(matchId, 0, 1, { type: 'confirm' }));
    expect([confirmed.actor, confirmed.botMove, confirmed.botMoves]).toEqual([1, { index: 1, seat: 0 }, [{ index: 0, seat: 0, marks: [] }, { index: 1, seat: 0, marks: [] }]]);
  });

  test('while the bot acts nobody lists moves, no hand-off, the thinking is shown; a person cannot move or undo for it', () => {
    const { matches, watcher } = service();
    const { matchId } = withBot(matches);
    const before = must(matches.view(matchId, 0));
    expect([before.thinking, before.handOff, before.legalActions.length]).toEqual([null, true, 3]);
    toBotTurn(matches, matchId);
    for (const viewer of [0, 1, null]) {
      const snap = must(matches.view(matchId, viewer));
      expect([snap.actor, snap.legalActions, snap.handOff, snap.thinking, snap.canUndo]).toEqual([1, [], false, THINKING, false]);
    }
    expect(errorOf(matches.apply({ matchId, viewer: 1, expectedVersion: 4, action: { type: 'bet', amount: 0 } }))).toEqual({ code: 'action/not-your-turn', path: [] });
    expect(errorOf(matches.apply({ matchId, viewer: null, expectedVersion: 4, action: { type: 'bet', amount: 0 } }))).toEqual({ code: 'action/not-your-turn', path: [] });
    // The bot's bet leaves it still to act (it must confirm): its own move is not a person's to take back.
    must(matches.applyBot(matchId, 1, 4, { type: 'bet', amount: 2 }));
    expect(errorOf(matches.undo({ matchId, viewer: 1, expectedVersion: 5 }))).toEqual({ code: 'match/undo-unavailable', path: [] });
    expect(must(matches.view(matchId, 1)).canUndo).toBe(false);
    must(matches.abandon(matchId));
    expect(must(matches.view(matchId, 0)).thinking).toBeNull();
    expect(watcher.changes.every((id) => id === matchId)).toBe(true);
  });

  test('without a watcher there is no thinking to show', () => {
    const { matches } = service(false);
    const { matchId } = withBot(matches);
    expect(toBotTurn(matches, matchId).thinking).toBeNull();
  });

  test('the watcher hears of every change and every opening: create, view, apply, bot move, undo, abandon', () => {
    const { matches, watcher } = service();
    const { matchId } = withBot(matches);
    expect(watcher.changes).toEqual([matchId]);
    must(matches.view(matchId, 0));
    expect(watcher.changes).toHaveLength(2);
    must(matches.apply({ matchId, viewer: 0, expectedVersion: 2, action: { type: 'bet', amount: 1 } }));
    expect(watcher.changes).toHaveLength(3);
    must(matches.undo({ matchId, viewer: 0, expectedVersion: 3 })); // the undo is an entry too: version 4
    expect(watcher.changes).toHaveLength(4);
    must(matches.apply({ matchId, viewer: 0, expectedVersion: 4, action: { type: 'bet', amount: 1 } }));
    must(matches.apply({ matchId, viewer: 0, expectedVersion: 5, action: { type: 'confirm' } }));
    expect(watcher.changes).toHaveLength(6);
    // Refused requests tell it nothing.
    matches.applyBot(matchId, 1, 1, { type: 'confirm' });
    matches.apply({ matchId, viewer: 0, expectedVersion: 1, action: { type: 'confirm' } });
    matches.undo({ matchId, viewer: 0, expectedVersion: 1 });
    expect(watcher.changes).toHaveLength(6);
    must(matches.applyBot(matchId, 1, 6, { type: 'bet', amount: 0 }));
    expect(watcher.changes).toHaveLength(7);
    must(matches.abandon(matchId));
    expect(watcher.changes).toEqual(Array.from({ length: 8 }, () => matchId));
  });
});

describe('suggest a move', () => {
  test('for the acting person from its own screen, with the strong level, the version and a seed of its own; described as that screen sees it', () => {
    const { matches } = service();
    const { matchId } = withBot(matches);
    const turn = must(matches.suggestTurn(matchId, 0, 2));
    expect({ matchId: turn.matchId, version: turn.version, gameId: turn.gameId, seat: turn.seat, level: turn.level, seed: turn.seed }).toEqual({ matchId, version: 2, gameId: 'high-card', seat: 0, level: 'strong', seed: 'bots/hint/2' });
    expect((turn.state as { turn: number }).turn).toBe(0);
    expect(turn.describe({ type: 'bet', amount: 2 })).toEqual({ text: 'Ann: bet 2' });
  });

  test('refused: no match, a seat the match lacks, a finished match, a stale version, another seat\'s or the public screen, a bot\'s turn, assist mode', () => {
    const { matches } = service();
    const { matchId } = withBot(matches);
    expect(errorOf(matches.suggestTurn(matchId + 1, 0, 2))).toEqual({ code: 'match/not-found', path: ['matchId'] });
    expect(errorOf(matches.suggestTurn(matchId, 2, 2))).toEqual({ code: 'input/invalid', path: ['viewer'] });
    expect(errorOf(matches.suggestTurn(matchId, 0, 1))).toEqual({ code: 'match/stale-version', path: ['expectedVersion'] });
    expect(errorOf(matches.suggestTurn(matchId, 0, 3))).toEqual({ code: 'match/stale-version', path: ['expectedVersion'] });
    expect(errorOf(matches.suggestTurn(matchId, 1, 2))).toEqual({ code: 'action/not-your-turn', path: ['viewer'] });
    // Ann's card is secret and she needs it to bet: the public screen cannot ask for her.
    expect(errorOf(matches.suggestTurn(matchId, null, 2))).toEqual({ code: 'action/not-your-turn', path: ['viewer'] });
    const other = matches.suggestTurn(matchId, 1, 2);
    expect(other.ok ? null : other.error.message).toBe("Only Ann's own screen can ask for a suggestion now.");
    toBotTurn(matches, matchId);
    expect(errorOf(matches.suggestTurn(matchId, 1, 4))).toEqual({ code: 'action/not-your-turn', path: ['viewer'] });
    // A bot's turn: nobody is suggested a move, not even from the bot seat's own screen.
    for (const viewer of [0, 1, null]) {
      const refused = matches.suggestTurn(matchId, viewer, 4);
      expect(refused.ok ? null : refused.error.message, String(viewer)).toBe('Moves are suggested for the person whose turn it is.');
    }
    must(matches.abandon(matchId));
    expect(errorOf(matches.suggestTurn(matchId, 0, 4))).toEqual({ code: 'match/over', path: [] });

    const assist = withBot(matches, 'assist');
    expect(errorOf(matches.suggestTurn(assist.matchId, 0, 0))).toEqual({ code: 'input/invalid', path: ['matchId'] });
  });
});
