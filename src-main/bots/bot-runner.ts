/**
 * Runs bot searches off the main thread: one worker thread (two cores are shared with the UI), one search at
 * a time, the rest queued. A cancelled run never calls back, whether it was queued, running or already done
 * but not yet delivered.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BotAnswer, BotProgressInfo, BotRequest, FromWorker, ToWorker } from './bot-messages';

export interface BotRunEvents {
  progress(progress: BotProgressInfo): void;
  done(answer: BotAnswer): void;
  failed(message: string): void;
}

export interface BotRun {
  cancel(): void;
}

export interface BotRunner {
  run(request: BotRequest, events: BotRunEvents): BotRun;
  /** Cancels everything and ends the thread (closing the window, stopping the host). */
  stop(): void;
}

interface Job {
  id: number;
  request: BotRequest;
  events: BotRunEvents;
  cancelled: boolean;
}

export class WorkerBotRunner implements BotRunner {
  private worker: Worker | null = null;
  private readonly cancel = new Int32Array(new SharedArrayBuffer(4));
  private readonly queue: Job[] = [];
  private active: Job | null = null;
  private nextId = 1;

  run(request: BotRequest, events: BotRunEvents): BotRun {
    const job: Job = { id: this.nextId++, request, events, cancelled: false };
    this.queue.push(job);
    this.pump();
    return { cancel: () => this.cancelJob(job) };
  }

  stop(): void {
    for (const job of this.queue) job.cancelled = true;
    this.queue.length = 0;
    if (this.active) this.active.cancelled = true;
    this.active = null;
    void this.worker?.terminate();
    this.worker = null;
  }

  private cancelJob(job: Job): void {
    job.cancelled = true;
    const queued = this.queue.indexOf(job);
    if (queued >= 0) this.queue.splice(queued, 1);
    if (this.active === job) Atomics.store(this.cancel, 0, job.id);
  }

  private pump(): void {
    if (this.active || this.queue.length === 0) return;
    this.active = this.queue.shift()!;
    const message: ToWorker = { kind: 'run', jobId: this.active.id, request: this.active.request };
    this.thread().postMessage(message);
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.cancel.buffer as SharedArrayBuffer);
    worker.unref();
    worker.on('message', (message: FromWorker) => this.receive(message));
    worker.on('error', (error) => this.crashed(worker, error.message));
    worker.on('exit', (code) => this.crashed(worker, `the bot thread stopped (exit code ${code})`));
    this.worker = worker;
    return worker;
  }

  private receive(message: FromWorker): void {
    const job = this.active;
    if (!job || job.id !== message.jobId) return;
    if (message.kind === 'progress') {
      if (!job.cancelled) job.events.progress(message.progress);
      return;
    }
    this.active = null;
    if (!job.cancelled) {
      if (message.kind === 'failed') job.events.failed(message.message);
      else if (message.answer) job.events.done(message.answer);
    }
    this.pump();
  }

  private crashed(worker: Worker, reason: string): void {
    if (this.worker !== worker) return;
    this.worker = null;
    const job = this.active;
    this.active = null;
    if (job && !job.cancelled) job.events.failed(reason);
    this.pump();
  }
}

/**
 * The packaged app runs the bundled `bot-worker.cjs` beside the main bundle; the browser host and the tests
 * run from source, so the thread first registers tsx's loader and then imports the TypeScript file.
 */
function startWorker(cancel: SharedArrayBuffer): Worker {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, 'bot-worker.cjs');
  if (existsSync(bundled)) return new Worker(bundled, { workerData: { cancel } });
  const require = createRequire(import.meta.url);
  // tsx's package exports give require() its CommonJS build; the thread imports the ES module beside it.
  const tsxApi = pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const source = pathToFileURL(join(here, 'bot-worker.ts')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: { cancel } });
}
