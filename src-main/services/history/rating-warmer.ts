/**
 * Rebuilds dirty leaderboards in the background, so neither a save nor a page pays for OpenSkill over
 * a club's whole history (seconds at a million plays). Saving a group or a season only marks what it
 * changed; this takes the dirty scopes one at a time (groups' and seasons' first) and rates each in
 * short slices between the app's other work. A slice that finds the history changed since its scope's
 * plays were read starts that scope again, so a board is only ever stored from one consistent read.
 * A page that asks for a scope still dirty rebuilds it itself (RatingService.leaderboard).
 */
import type { ScopeRow } from '../../db/history/ratings-repo';
import type { HistoryContext } from './context';
import { ReplayJob, type RatingService } from './rating-service';

/** Plays rated between two looks at the clock. */
const PLAYS_PER_CHECK = 200;

interface Job {
  scope: ScopeRow;
  replay: ReplayJob;
  /** The connection's change count when the scope's plays were read. */
  changes: number;
}

export class RatingWarmer {
  private job: Job | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly totalChanges;

  constructor(
    private readonly ctx: HistoryContext,
    private readonly ratings: RatingService,
    private readonly sliceMs = 30,
  ) {
    this.totalChanges = ctx.db.prepare(`SELECT total_changes() AS n`);
  }

  /** Carries on in the background (timers, never keeping the process alive) until nothing is dirty. */
  wake(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      let more = false;
      try {
        more = this.step(this.sliceMs);
      } catch {
        // The database was closed under a pending timer (the app or a test is shutting down).
        this.job = null;
        return;
      }
      if (more) this.wake();
    }, 0);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.job = null;
  }

  /** One slice of about `budgetMs` (at least `playsPerCheck` plays); false when no scope is left to rebuild. */
  step(budgetMs: number, playsPerCheck = PLAYS_PER_CHECK): boolean {
    if (this.job && this.job.changes !== this.changes()) this.job = null;
    if (!this.job) {
      const next = this.nextJob();
      if (!next) return false;
      this.job = next;
    }
    const deadline = performance.now() + budgetMs;
    const { replay } = this.job;
    do replay.step(playsPerCheck);
    while (!replay.done && performance.now() < deadline);
    if (replay.done) {
      this.ratings.store(this.job.scope.scope, replay.result());
      this.job = null;
    }
    return true;
  }

  /** Rebuilds every dirty scope now (the bench, the command line, tests). */
  drain(): number {
    let slices = 0;
    while (this.step(1000)) slices++;
    return slices;
  }

  private nextJob(): Job | null {
    for (let row = this.ctx.ratings.nextDirty(); row; row = this.ctx.ratings.nextDirty()) {
      const selector = this.ratings.selectorOf(row);
      if (!selector) {
        // Its season is gone: nothing to rebuild.
        this.ctx.ratings.dropScope(row.scope);
        continue;
      }
      const keepHistory = row.group_id === null && row.season_id === null;
      const changes = this.changes();
      const replay = new ReplayJob(this.ctx.ratings.scopePlays(selector), keepHistory, this.ctx.people.anonymousPerson()?.id ?? null);
      return { scope: row, replay, changes };
    }
    return null;
  }

  private changes(): number {
    return (this.totalChanges.get() as { n: number }).n;
  }
}
