/**
 * The bot worker thread: one search at a time, so the main thread keeps answering the table. A search stops
 * early when the main thread writes its job id into the shared cancel cell (read between iterations); a
 * cancelled search answers `cancelled` and no move.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { chooseAction, LEVEL_BUDGETS } from '../../src-shared/bots/choose';
import { botGame } from '../../src-shared/bots/registry';
import type { BotRequest, FromWorker, ToWorker } from './bot-messages';
import { legalAnswer } from './legal-answer';

const cancelCell = new Int32Array(workerData.cancel as SharedArrayBuffer);
const port = parentPort!;

function send(message: FromWorker): void {
  port.postMessage(message);
}

function budgetMs(request: BotRequest): number {
  return request.level === 'normal' || request.level === 'strong' ? (LEVEL_BUDGETS[request.level].millis ?? 0) : 0;
}

function run(jobId: number, request: BotRequest): void {
  const bot = botGame(request.gameId);
  if (!bot) return send({ kind: 'failed', jobId, message: `No bot for ${request.gameId}.` });
  const started = performance.now();
  const cancelled = (): boolean => Atomics.load(cancelCell, 0) === jobId;
  const choice = chooseAction(bot, request.level, request.state, request.seat, request.seed, {
    now: () => performance.now(),
    budget: request.iterations !== undefined ? { iterations: request.iterations } : undefined,
    onProgress: ({ iterations, of }) => {
      if (cancelled()) return false;
      send({ kind: 'progress', jobId, progress: { iterations, of, elapsedMs: performance.now() - started, budgetMs: budgetMs(request) } });
      return true;
    },
  });
  if (cancelled()) return send({ kind: 'done', jobId, answer: null, cancelled: true });
  const action = legalAnswer(bot.game, request.state, choice.action, request.seed);
  send({ kind: 'done', jobId, answer: { action, value: choice.value, gain: choice.gain, iterations: choice.iterations }, cancelled: false });
}

port.on('message', (message: ToWorker) => {
  try {
    run(message.jobId, message.request);
  } catch (error) {
    send({ kind: 'failed', jobId: message.jobId, message: (error as Error).message });
  }
});
