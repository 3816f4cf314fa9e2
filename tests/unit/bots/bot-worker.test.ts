/**
 * The real worker thread: while the strong bot thinks, the main thread keeps answering requests (checked by
 * order and answers, never by timings), the bot's move then arrives through the checked path, and a
 * cancelled search never applies a move.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { openDatabase } from '../../../src-main/db/open';
import { createHandlers, type Handlers } from '../../../src-main/services/app-services';
import { WorkerBotRunner } from '../../../src-main/bots/bot-runner';
import { dispatch } from '../../../src-main/ipc/dispatch';
import { getGame, listGames } from '../../../src-shared/games/registry';
import { must, projectRoot, tempDir } from '../helpers';

const runners: WorkerBotRunner[] = [];
afterEach(() => {
  for (const runner of runners.splice(0)) runner.stop();
});

function open(): { handlers: Handlers; db: ReturnType<typeof openDatabase>['db'] } {
  const dir = tempDir();
  const { db, notices } = openDatabase(dir, projectRoot);
  const runner = new WorkerBotRunner();
  runners.push(runner);
  const handlers = createHandlers(db, { version: 'test', host: 'browser', dataDir: dir, notices }, () => new Date('2026-11-25T21:00:00Z'), { get: getGame, list: listGames }, undefined, runner);
  return { handlers, db };
}

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 20));

async function until<T>(what: string, probe: () => T | undefined | null | false): Promise<T> {
  for (let i = 0; i < 1500; i++) {
    const value = probe();
    if (value) return value;
    await tick();
  }
  throw new Error(`gave up waiting for ${what}`);
}

function createWithStrongBot(handlers: Handlers) {
  return must(handlers['match:create']({
    gameId: 'carcassonne', mode: 'digital', seed: 'worker-thread', options: {},
    seats: [{ name: 'Bot', colour: '#0072b2', bot: 'strong' }, { name: 'Ada', colour: '#e69f00' }],
  }));
}

describe('bot worker thread', () => {
  test('requests keep answering while the strong bot thinks; then its move is applied', async () => {
    const { handlers } = open();
    const created = createWithStrongBot(handlers);
    expect(created.actor).toBe(0);
    const view = () => dispatch(handlers, 'match:view', { matchId: created.matchId, viewer: null });
    // Progress from the thread shows the search running; every request made meanwhile was answered at once
    // with the version the bot is thinking about (its move not yet applied).
    const during = await until('progress', () => {
      const reply = view();
      return reply.ok && (reply.value as typeof created).thinking?.iterations ? (reply.value as typeof created) : null;
    });
    expect(during.version).toBe(created.version);
    expect(during.thinking).toMatchObject({ seat: 0, level: 'strong', of: 600, budgetMs: 2000 });
    const list = dispatch(handlers, 'match:list', { status: 'active' });
    expect(list.ok && (list.value as unknown[]).length).toBe(1);
    const still = view();
    expect(still.ok && (still.value as typeof created).version).toBe(created.version);
    const after = await until('the bot move', () => {
      const reply = view();
      return reply.ok && (reply.value as typeof created).version > created.version ? (reply.value as typeof created) : null;
    });
    // Its move is logged as seat 0's (a Carcassonne turn may go on with a meeple, so the bot may think again).
    expect(after.botMove?.seat).toBe(0);
    expect(after.log[created.log.length].actor).toBe(0);
  });

  test('a cancelled search never applies a move', async () => {
    const { handlers, db } = open();
    const created = createWithStrongBot(handlers);
    await until('progress', () => must(handlers['match:view']({ matchId: created.matchId, viewer: null })).thinking?.iterations);
    expect(must(handlers['match:leave']({ matchId: created.matchId })).cancelled).toBe(true);
    // A second match's bot runs after the cancelled search in the same thread: once it has moved, the
    // cancelled search is over, and the first match must not have moved.
    const other = must(handlers['match:create']({
      gameId: 'paris-paris', mode: 'digital', seed: 'after-cancel', options: {},
      seats: [{ name: 'Bot', colour: '#0072b2', bot: 'easy' }, { name: 'Ada', colour: '#e69f00' }],
    }));
    await until('the second bot', () => must(handlers['match:view']({ matchId: other.matchId, viewer: null })).version > other.version);
    // Read from the database: a view would start the first bot again (that is resuming).
    const saved = db.prepare('SELECT version FROM matches WHERE id = ?').get(created.matchId) as { version: number };
    expect(saved.version).toBe(created.version);
    const log = db.prepare('SELECT COUNT(*) AS n FROM actions WHERE match_id = ?').get(created.matchId) as { n: number };
    expect(log.n).toBe(created.version);
  });
});
