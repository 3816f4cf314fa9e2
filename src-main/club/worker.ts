/**
 * The sync worker of the main process: a round a few seconds after a local change and every minute
 * while the laptop is in a club, a longer pause after an error (the server may be away for a while),
 * and the joining steps (preview, connect) the UI starts and then follows through `club:status`.
 * Recording a play never waits for any of this: the handlers only start work and return.
 */
import { ClubError, type ClubPreview, type ClubService, type ClubStatus } from './club-service';

export interface ClubJob {
  kind: 'preview' | 'connect';
  state: 'running' | 'done' | 'failed';
  preview: ClubPreview | null;
  message: string | null;
}

export interface ClubWorkerStatus extends ClubStatus {
  job: ClubJob | null;
}

export interface ClubWorkerOptions {
  /** How often the worker looks for waiting changes. */
  pollMs?: number;
  /** A round at least this often while in a club, to receive others' changes. */
  everyMs?: number;
  /** After a failed round, the next waits this long. */
  retryMs?: number;
  now?: () => number;
}

export class ClubWorker {
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastAttempt = 0;
  private lastFailed = false;
  private job: ClubJob | null = null;
  private readonly pollMs: number;
  private readonly everyMs: number;
  private readonly retryMs: number;
  private readonly clock: () => number;
  /** Called after each round or joining step that may have written the history (the leaderboard warmer). */
  readonly afterRound = new Set<() => void>();

  constructor(
    readonly service: ClubService,
    options: ClubWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 3000;
    this.everyMs = options.everyMs ?? 60_000;
    this.retryMs = options.retryMs ?? 30_000;
    this.clock = options.now ?? Date.now;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.pollMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One look: sync when something waits or a minute has passed, not sooner than the retry pause after an error. */
  async tick(): Promise<void> {
    let status: ClubStatus;
    try {
      status = this.service.status();
    } catch {
      // The database was closed under a running timer (the app is shutting down).
      this.stop();
      return;
    }
    if (!status.connected || status.syncing || this.job?.state === 'running') return;
    const since = this.clock() - this.lastAttempt;
    const due = this.lastFailed ? since >= this.retryMs : status.waiting > 0 || since >= this.everyMs;
    if (due) await this.syncNow();
  }

  /** A round now; the outcome shows in the status (the error in words), never as an exception. */
  async syncNow(): Promise<void> {
    this.lastAttempt = this.clock();
    try {
      await this.service.sync();
      this.lastFailed = false;
    } catch {
      this.lastFailed = true;
    }
    this.notify();
  }

  private notify(): void {
    for (const listener of this.afterRound) listener();
  }

  status(): ClubWorkerStatus {
    return { ...this.service.status(), job: this.job };
  }

  startPreview(url: string, password: string | null): void {
    this.run('preview', async () => ({ preview: await this.service.preview(url, password), message: null }));
  }

  startConnect(url: string, password: string | null, upload: boolean): void {
    this.run('connect', async () => {
      const report = await this.service.connect(url, password, upload);
      return { preview: null, message: `sent ${report.sent}, received ${report.received}` };
    });
  }

  private run(kind: ClubJob['kind'], work: () => Promise<{ preview: ClubPreview | null; message: string | null }>): void {
    if (this.job?.state === 'running') throw new ClubError('A club step is already running; wait for it to finish.');
    this.job = { kind, state: 'running', preview: null, message: null };
    const job = this.job;
    void work().then(
      (r) => Object.assign(job, { state: 'done', ...r }),
      (error: unknown) => Object.assign(job, { state: 'failed', message: error instanceof ClubError ? error.message : `Something went wrong: ${(error as Error).message}` }),
    ).finally(() => this.notify());
  }

  clearJob(): void {
    if (this.job?.state !== 'running') this.job = null;
  }
}
