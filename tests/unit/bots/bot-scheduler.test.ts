/**
 * Bots at the table (src-main/bots): the scheduler asks for a move whenever a bot seat is to act, applies the
 * answer only for the version it was asked about, drops cancelled searches, starts again when a match is
 * reopened, and never asks for a move on a person's turn. A scripted runner stands in for the worker thread
 * here, so each test decides when (and whether) an answer arrives.
 */
import { describe, expect, test } from 'vitest';
import { openDatabase } from '../../../src-main/db/open';
import { createHandlers, type Handlers } from '../../../src-main/services/app-services';
import type { BotRun, BotRunEvents, BotRunner } from '../../../src-main/bots/bot-runner';
import type { BotRequest } from '../../../src-main/bots/bot-messages';
import { getGame, listGames } from '../../../src-shared/games/registry';
import { must, projectRoot, tempDir } from '../helpers';
import { dispatch } from '../../../src-main/ipc/dispatch';
import type { Channel } from '../../../src-shared/ipc/channels';
import type { ChannelOutput } from '../../../src-shared/ipc/contract';

/** Through the dispatcher, so the contract's defaults fill what the test leaves out. */
function ask<C extends Channel>(handlers: Handlers, channel: C, input: unknown): ChannelOutput<C> {
  return must(dispatch(handlers, channel, input)) as ChannelOutput<C>;
}

interface Asked {
  request: BotRequest;
  events: BotRunEvents;
  cancelled: boolean;
}

/** Records every request; answers only when told, and (unlike the worker) even after a cancel, to test the scheduler's own guard. */
class ScriptedRunner implements BotRunner {
  readonly asked: Asked[] = [];
  stopped = false;
  run(request: BotRequest, events: BotRunEvents): BotRun {
    const asked: Asked = { request, events, cancelled: false };
    this.asked.push(asked);
    return { cancel: () => void (asked.cancelled = true) };
  }
  stop(): void {
    this.stopped = true;
  }
  /** The legal move the bot would pick: the first one, from the state it was given. */
  answer(asked: Asked): void {
    const game = getGame(asked.request.gameId)!;
    asked.events.done({ action: game.legalActions(asked.request.state)[0], value: 0.5, gain: 0, iterations: 1 });
  }
}

function open(dir = tempDir(), runner = new ScriptedRunner()): { handlers: Handlers; runner: ScriptedRunner; dir: string } {
  const { db, notices } = openDatabase(dir, projectRoot);
  const handlers = createHandlers(db, { version: 'test', host: 'browser', dataDir: dir, notices }, () => new Date('2026-11-25T21:00:00Z'), { get: getGame, list: listGames }, undefined, runner);
  return { handlers, runner, dir };
}

/** Paris Paris, 2 players: seat 0 acts first. */
function create(handlers: Handlers, bots: [string | undefined, string | undefined]) {
  return must(handlers['match:create']({
    gameId: 'paris-paris', mode: 'digital', seed: 'bots-at-the-table', options: {},
    seats: [
      { name: 'Ada', colour: '#0072b2', ...(bots[0] ? { bot: bots[0] as 'easy' } : {}) },
      { name: 'Bea', colour: '#e69f00', ...(bots[1] ? { bot: bots[1] as 'easy' } : {}) },
    ],
  }));
}

describe('bot scheduler', () => {
  test('a bot to act is asked for its own seat at the current version; its answer is applied and logged', () => {
    const { handlers, runner } = open();
    const created = create(handlers, ['normal', undefined]);
    expect(created.actor).toBe(0);
    expect(created.seats.map((s) => s.bot)).toEqual(['normal', null]);
    expect(created.handOff).toBe(false);
    expect(created.legalActions).toEqual([]);
    expect(created.thinking).toMatchObject({ seat: 0, level: 'normal' });
    expect(runner.asked).toHaveLength(1);
    expect(runner.asked[0].request).toMatchObject({ gameId: 'paris-paris', level: 'normal', seat: 0, seed: `bots-at-the-table/bot/${created.version}` });
    runner.answer(runner.asked[0]);
    const after = must(handlers['match:view']({ matchId: created.matchId, viewer: null }));
    expect(after.version).toBe(created.version + 1);
    expect(after.actor).toBe(1);
    expect(after.thinking).toBeNull();
    expect(after.botMove).toEqual({ index: created.log.length, seat: 0 });
    expect(after.log).toHaveLength(created.log.length + 1);
    expect(after.log.at(-1)!.actor).toBe(0);
    // Seat 1 is a person: nobody is asked to move for it.
    expect(runner.asked).toHaveLength(1);
  });

  test('while a bot thinks, the table is told the budget its game gives that level: Paris Paris\'s strong bot 2000 iterations at 4 players, 600 at 2', () => {
    const { handlers } = open();
    const colours = ['#0072b2', '#e69f00', '#009e73', '#cc79a7'];
    const seats = (players: number) => ['Ada', 'Bea', 'Cy', 'Dee'].slice(0, players).map((name, i) => ({ name, colour: colours[i], ...(i === 0 ? { bot: 'strong' as const } : {}) }));
    const four = must(handlers['match:create']({ gameId: 'paris-paris', mode: 'digital', seed: 'budget-4', options: {}, seats: seats(4) }));
    expect(four.thinking).toEqual({ seat: 0, level: 'strong', iterations: 0, of: 2000, elapsedMs: 0, budgetMs: 2000 });
    const two = must(handlers['match:create']({ gameId: 'paris-paris', mode: 'digital', seed: 'budget-2', options: {}, seats: seats(2) }));
    expect(two.thinking).toEqual({ seat: 0, level: 'strong', iterations: 0, of: 600, elapsedMs: 0, budgetMs: 2000 });
  });

  test('a person cannot move for a bot seat, and a bot is never asked on a person\'s turn', () => {
    const { handlers, runner } = open();
    const created = create(handlers, [undefined, 'easy']);
    expect(created.actor).toBe(0);
    expect(runner.asked).toHaveLength(0);
    const mine = must(handlers['match:view']({ matchId: created.matchId, viewer: 0 }));
    const moved = must(handlers['match:apply']({ matchId: created.matchId, viewer: 0, expectedVersion: mine.version, action: mine.legalActions[0] }));
    expect(moved.actor).toBe(1);
    expect(runner.asked).toHaveLength(1);
    expect(runner.asked[0].request.seat).toBe(1);
    const forged = handlers['match:apply']({ matchId: created.matchId, viewer: 1, expectedVersion: moved.version, action: getGame('paris-paris')!.legalActions(runner.asked[0].request.state)[0] });
    expect(forged.ok).toBe(false);
    expect(!forged.ok && forged.error.code).toBe('action/not-your-turn');
  });

  test('an answer for a version the match has left is dropped (stale), and the new version gets its own search', () => {
    const { handlers, runner } = open();
    const created = create(handlers, ['easy', 'easy']);
    const first = runner.asked[0];
    // The first search's answer arrives; the second bot is asked; then the first answer is delivered again (a
    // late duplicate for version v): the match is at v+1 and nothing more is applied.
    runner.answer(first);
    const afterFirst = must(handlers['match:view']({ matchId: created.matchId, viewer: null }));
    expect(afterFirst.version).toBe(created.version + 1);
    expect(runner.asked).toHaveLength(2);
    expect(runner.asked[1].request.seat).toBe(1);
    runner.answer(first);
    expect(must(handlers['match:view']({ matchId: created.matchId, viewer: null })).version).toBe(created.version + 1);
    runner.answer(runner.asked[1]);
    const afterSecond = must(handlers['match:view']({ matchId: created.matchId, viewer: null }));
    expect(afterSecond.version).toBeGreaterThan(afterFirst.version);
    expect(afterSecond.log.filter((line) => line.actor === 1)).toHaveLength(1);
  });

  test('leaving cancels the search; its answer never applies; reopening starts it again (resume)', () => {
    const { handlers, runner } = open();
    const created = create(handlers, ['strong', undefined]);
    expect(must(handlers['match:leave']({ matchId: created.matchId }))).toEqual({ matchId: created.matchId, cancelled: true });
    expect(runner.asked[0].cancelled).toBe(true);
    runner.answer(runner.asked[0]);
    expect(must(handlers['match:list']({ status: 'active' })).length).toBe(1);
    const reopened = must(handlers['match:view']({ matchId: created.matchId, viewer: null }));
    expect(reopened.version).toBe(created.version);
    expect(reopened.thinking).toMatchObject({ seat: 0, level: 'strong', iterations: 0 });
    expect(runner.asked).toHaveLength(2);
    expect(runner.asked[1].request.seed).toBe(runner.asked[0].request.seed);
    runner.answer(runner.asked[1]);
    expect(must(handlers['match:view']({ matchId: created.matchId, viewer: null })).version).toBe(created.version + 1);
  });

  test('abandoning cancels the search and its answer is never applied', () => {
    const { handlers, runner } = open();
    const created = create(handlers, ['normal', undefined]);
    must(handlers['match:abandon']({ matchId: created.matchId }));
    expect(runner.asked[0].cancelled).toBe(true);
    runner.answer(runner.asked[0]);
    const list = must(handlers['match:list']({ status: 'all' }));
    expect(list[0].status).toBe('abandoned');
    expect(runner.asked).toHaveLength(1);
  });

  test('a match with a bot to act, saved and opened by a new app run, continues: the bot is asked again', () => {
    const first = open();
    const created = create(first.handlers, ['normal', undefined]);
    expect(first.runner.asked).toHaveLength(1);
    const second = open(first.dir);
    const list = must(second.handlers['match:list']({ status: 'active' }));
    expect(list[0].seats.map((s) => s.bot)).toEqual(['normal', null]);
    expect(second.runner.asked).toHaveLength(0);
    const view = must(second.handlers['match:view']({ matchId: created.matchId, viewer: null }));
    expect(view.thinking).toMatchObject({ seat: 0 });
    expect(second.runner.asked).toHaveLength(1);
    second.runner.answer(second.runner.asked[0]);
    expect(must(second.handlers['match:view']({ matchId: created.matchId, viewer: null })).version).toBe(created.version + 1);
  });

  test('bots are for digital games: an assist match with a bot seat is refused, naming the seats', () => {
    const { handlers } = open();
    const reply = handlers['match:create']({ gameId: 'paris-paris', mode: 'assist', options: {}, seats: [{ name: 'Ada', colour: '#0072b2', bot: 'easy' }, { name: 'Bea', colour: '#e69f00' }] });
    expect(reply.ok).toBe(false);
    expect(!reply.ok && reply.error).toMatchObject({ code: 'input/invalid', path: ['seats'] });
  });

  test('suggest a move: only the acting person, from its own seat; the answer is kept and nothing is applied', () => {
    const { handlers, runner } = open();
    const created = create(handlers, [undefined, 'easy']);
    const refused = handlers['match:suggest']({ matchId: created.matchId, viewer: 1, expectedVersion: created.version });
    expect(!refused.ok && refused.error.code).toBe('action/not-your-turn');
    const started = must(handlers['match:suggest']({ matchId: created.matchId, viewer: 0, expectedVersion: created.version }));
    expect(started).toEqual({ thinking: expect.objectContaining({ seat: 0, level: 'strong' }), suggestion: null });
    expect(runner.asked).toHaveLength(1);
    expect(runner.asked[0].request).toMatchObject({ level: 'strong', seat: 0 });
    runner.answer(runner.asked[0]);
    const ready = must(handlers['match:suggest']({ matchId: created.matchId, viewer: 0, expectedVersion: created.version }));
    expect(ready.thinking).toBeNull();
    expect(ready.suggestion).toMatchObject({ version: created.version, seat: 0, gain: 0, value: 0.5 });
    expect(ready.suggestion!.text.text.length).toBeGreaterThan(0);
    expect(runner.asked).toHaveLength(1);
    expect(must(handlers['match:view']({ matchId: created.matchId, viewer: 0 })).version).toBe(created.version);
  });
});

describe('a bot move names something hidden', () => {
  test('Paris: a face-down end-game tile the bot named on its determinization becomes a real face-down pick; a legal move stays as it is', async () => {
    const { legalAnswer } = await import('../../../src-main/bots/legal-answer');
    const { applyAction, drawChance, setupState } = await import('../../../src-shared/engine/runner');
    const { canonicalJson } = await import('../../../src-shared/engine/canonical');
    const game = getGame('paris')!;
    const init = setupState(game, { game: 'paris', options: {}, players: 2, names: ['A', 'B'], seed: 's0', mode: 'digital' });
    if (!init.ok) throw new Error(init.error.message);
    let state = init.value;
    let checked = 0;
    for (let n = 0; n < 5000 && game.currentActor(state) !== 'terminal'; n++) {
      const actor = game.currentActor(state);
      const legal = actor === 'chance' ? [] : game.legalActions(state);
      const picks = legal.filter((a) => (a as { type: string }).type === 'chooseEndTile');
      if (picks.length > 0) {
        // A tile id that is not among the real face-down choices (where the bot imagined another tile).
        const imagined = { type: 'chooseEndTile', tile: 'E99' };
        const mapped = legalAnswer(game, state, imagined, `x${n}`);
        expect(picks.map(canonicalJson)).toContain(canonicalJson(mapped));
        expect(legalAnswer(game, state, picks[0], `x${n}`)).toBe(picks[0]);
        checked++;
      }
      const action = actor === 'chance' ? drawChance(game, state, 's0', n) : legal[(n * 7919) % legal.length];
      const next = applyAction(game, state, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('bots in the history', () => {
  test('a finished game against a bot: the play marks the bot seat, ratings leave it out unless asked, the scores CSV names its level', () => {
    const { handlers, runner } = open();
    const created = create(handlers, [undefined, 'normal']);
    let view = created;
    for (let guard = 0; view.status === 'active' && guard < 2000; guard++) {
      if (view.actor === 1) runner.answer(runner.asked.at(-1)!);
      else {
        const mine = must(handlers['match:view']({ matchId: created.matchId, viewer: 0 }));
        must(handlers['match:apply']({ matchId: created.matchId, viewer: 0, expectedVersion: mine.version, action: mine.legalActions[0] }));
      }
      view = must(handlers['match:view']({ matchId: created.matchId, viewer: null }));
    }
    expect(view.status).toBe('finished');
    const { plays } = ask(handlers, 'history:plays', { limit: 10, offset: 0 });
    expect(plays).toHaveLength(1);
    expect(plays[0].players.map((p) => [p.name, p.bot ?? null])).toEqual([['Ada', null], ['Bea', 'normal']]);
    const gameId = plays[0].game.id;
    // Without the bot, Ada played alone: a play of one rates no one.
    expect(ask(handlers, 'history:leaderboard', { gameId }).map((r) => r.name)).toEqual([]);
    ask(handlers, 'settings:set', { rateBots: true });
    expect(ask(handlers, 'history:leaderboard', { gameId }).map((r) => [r.name, r.bot]).sort()).toEqual([['Ada', null], ['Bea', 'normal']]);
    // Every page naming the bot marks it: its own page, its rival's head-to-head, the game page's leaderboard.
    const [ada, bea] = plays[0].players.map((p) => p.playerId);
    expect(ask(handlers, 'history:player-stats', { playerId: bea }).bot).toBe('normal');
    const adaPage = ask(handlers, 'history:player-stats', { playerId: ada });
    expect(adaPage.bot).toBeNull();
    expect(adaPage.headToHead.map((r) => [r.name, r.bot])).toEqual([['Bea', 'normal']]);
    expect(ask(handlers, 'history:game-stats', { gameId }).leaderboard.map((r) => [r.name, r.bot]).sort()).toEqual([['Ada', null], ['Bea', 'normal']]);
    ask(handlers, 'settings:set', { rateBots: false });
    expect(ask(handlers, 'history:leaderboard', { gameId }).map((r) => r.name)).toEqual([]);
    const csv = ask(handlers, 'history:export', { format: 'csv-scores' }).text.replace(/^\ufeff/, '').trim().split('\r\n');
    const header = csv[0].split(',');
    const bot = header.indexOf('bot');
    expect(bot).toBe(header.length - 1);
    expect(csv.slice(1).map((line) => [line.split(',')[header.indexOf('player')], line.split(',')[bot]])).toEqual([['Ada', ''], ['Bea', 'normal']]);
  });

  test('the bots\' moves since a person last acted carry their places on the board, as the viewer may see them; a person\'s move clears them', () => {
    const { handlers, runner } = open();
    const created = must(handlers['match:create']({
      gameId: 'carcassonne', mode: 'digital', seed: 'marks', options: {},
      seats: [{ name: 'Ada', colour: '#0072b2' }, { name: 'Bea', colour: '#e69f00', bot: 'easy' }],
    }));
    const matchId = created.matchId;
    let snap = must(handlers['match:view']({ matchId, viewer: 0 }));
    // The person plays the first legal move until the bot is to act, then the bot answers (its first legal move) until the person is back.
    while (snap.actor === 0) snap = must(handlers['match:apply']({ matchId, viewer: 0, expectedVersion: snap.version, action: snap.legalActions[0] }));
    expect(snap.botMoves).toEqual([]);
    const botActions: unknown[] = [];
    while (snap.actor === 1) {
      const asked = runner.asked.at(-1)!;
      botActions.push(getGame('carcassonne')!.legalActions(asked.request.state)[0]);
      runner.answer(asked);
      snap = must(handlers['match:view']({ matchId, viewer: 0 }));
    }
    const moves = snap.botMoves!;
    expect(moves.map((m) => m.seat)).toEqual(botActions.map(() => 1));
    expect(moves.map((m) => snap.log.find((line) => line.index === m.index)!.actor)).toEqual(botActions.map(() => 1));
    // The tile's cell, exactly; then the meeple on that tile, or nothing for a pass.
    const tile = botActions[0] as { type: string; x: number; y: number };
    expect(tile.type).toBe('place');
    expect(moves[0].marks).toEqual([`cell:${tile.x},${tile.y}`]);
    for (const [i, action] of botActions.entries()) {
      const a = action as { type: string; segment?: number };
      if (a.type === 'pass') expect(moves[i].marks).toEqual([]);
      if (a.type === 'meeple') expect(moves[i].marks).toEqual([`spot:${tile.x},${tile.y},${a.segment}`]);
    }
    expect(must(handlers['match:view']({ matchId, viewer: null })).botMoves).toEqual(moves);
    const after = must(handlers['match:apply']({ matchId, viewer: 0, expectedVersion: snap.version, action: snap.legalActions[0] }));
    expect(after.botMoves).toEqual([]);
  });

  test('En Route: a bot\'s card moves are marked on a person\'s screen by where the card went, never by the card', () => {
    const { handlers, runner } = open();
    const created = must(handlers['match:create']({
      gameId: 'en-route', mode: 'digital', seed: 'marks', options: {},
      seats: [{ name: 'Ada', colour: '#0072b2' }, { name: 'Bea', colour: '#e69f00', bot: 'easy' }],
    }));
    const matchId = created.matchId;
    let cardMoves = 0;
    for (let step = 0; step < 60 && cardMoves < 3; step++) {
      const snap = must(handlers['match:view']({ matchId, viewer: 0 }));
      if (snap.status !== 'active') break;
      if (snap.actor === 0) {
        must(handlers['match:apply']({ matchId, viewer: 0, expectedVersion: snap.version, action: snap.legalActions[0] }));
        continue;
      }
      const asked = runner.asked.at(-1)!;
      const action = getGame('en-route')!.legalActions(asked.request.state)[0] as { type: string; card?: string };
      runner.answer(asked);
      const seen = must(handlers['match:view']({ matchId, viewer: 0 }));
      const move = seen.botMoves!.at(-1)!;
      if (action.card) {
        cardMoves++;
        expect(move.marks.join(' ')).not.toContain(action.card);
        expect(move.marks.every((mark) => /^round:(led|offer:1:\d|placed:1)$/.test(mark))).toBe(true);
      }
    }
    expect(cardMoves).toBeGreaterThan(0);
  });
});
