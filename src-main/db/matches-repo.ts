/**
 * Matches, seats, the append-only action log and results. Statements are prepared once;
 * every write that belongs together runs in one synchronous transaction.
 */
import type { Actor, ScoreReport } from '../../src-shared/engine/types';
import type { Db } from './native';

export type MatchStatus = 'active' | 'finished' | 'abandoned';

export interface MatchRow {
  id: number;
  game_id: string;
  mode: 'digital' | 'assist';
  source: 'engine' | 'end-state';
  options_json: string;
  seed: string;
  status: MatchStatus;
  started_at: string;
  ended_at: string | null;
  version: number;
  state_json: string;
}

export interface SeatRow {
  match_id: number;
  seat: number;
  player_id: number | null;
  name: string;
  colour: string;
  /** The bot level playing this seat; null for a person. */
  bot: string | null;
}

export interface LogRow {
  seq: number;
  kind: 'action' | 'undo';
  actor: string;
  action_json: string | null;
}

export interface ResultRow {
  match_id: number;
  seat: number;
  total: number;
  rank: number;
  winner: number;
}

export interface NewMatch {
  gameId: string;
  mode: 'digital' | 'assist';
  source: 'engine' | 'end-state';
  options: unknown;
  seed: string;
  status: MatchStatus;
  state: unknown;
  seats: { playerId: number | null; name: string; colour: string; bot?: string | null }[];
  startedAt: string;
}

/**
 * Another writer saved this match first (another window, or a second Tablekeeper on the same folder):
 * the version no longer matches, or the log position is already taken (the log's unique key).
 */
export class StaleVersionError extends Error {
  override name = 'StaleVersionError';
  constructor(readonly matchId: number) {
    super(`match ${matchId} was saved by another writer first`);
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = String((error as { code?: unknown })?.code ?? '');
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function actorToText(actor: Actor): string {
  return String(actor);
}

export function actorFromText(text: string): Actor {
  return text === 'chance' || text === 'terminal' ? text : Number(text);
}

export class MatchesRepo {
  private readonly insertMatch;
  private readonly insertSeat;
  private readonly selectMatch;
  private readonly selectVersion;
  private readonly selectBySeed;
  private readonly selectSeats;
  private readonly selectLog;
  private readonly insertLog;
  private readonly updateState;
  private readonly insertResult;
  private readonly insertTieBreaks;
  private readonly selectByStatus;
  private readonly selectResults;
  private readonly setStatus;

  constructor(private readonly db: Db) {
    this.insertMatch = db.prepare(
      `INSERT INTO matches (game_id, mode, source, options_json, seed, status, started_at, version, state_json)
       VALUES (@gameId, @mode, @source, @options, @seed, @status, @startedAt, 0, @state)`,
    );
    this.insertSeat = db.prepare(
      `INSERT INTO seats (match_id, seat, player_id, name, colour, bot) VALUES (@matchId, @seat, @playerId, @name, @colour, @bot)`,
    );
    this.selectMatch = db.prepare(`SELECT * FROM matches WHERE id = ?`);
    this.selectVersion = db.prepare(`SELECT version, status FROM matches WHERE id = ?`);
    this.selectBySeed = db.prepare(`SELECT id FROM matches WHERE game_id = ? AND seed = ? AND source = ? ORDER BY id`);
    this.selectSeats = db.prepare(`SELECT * FROM seats WHERE match_id = ? ORDER BY seat`);
    this.selectLog = db.prepare(`SELECT seq, kind, actor, action_json FROM actions WHERE match_id = ? ORDER BY seq`);
    this.insertLog = db.prepare(
      `INSERT INTO actions (match_id, seq, kind, actor, action_json, created_at) VALUES (@matchId, @seq, @kind, @actor, @action, @at)`,
    );
    this.updateState = db.prepare(
      `UPDATE matches SET state_json = @state, version = @version, status = @status, ended_at = @endedAt
       WHERE id = @matchId AND version = @expected`,
    );
    this.insertResult = db.prepare(
      `INSERT OR REPLACE INTO results (match_id, seat, total, breakdown_json, rank, winner)
       VALUES (@matchId, @seat, @total, @breakdown, @rank, @winner)`,
    );
    this.insertTieBreaks = db.prepare(`INSERT OR REPLACE INTO result_tiebreaks (match_id, tiebreaks_json) VALUES (?, ?)`);
    this.selectByStatus = db.prepare(
      `SELECT * FROM matches WHERE (@status = 'all' OR status = @status) ORDER BY started_at DESC, id DESC LIMIT @limit OFFSET @offset`,
    );
    this.selectResults = db.prepare(`SELECT match_id, seat, total, rank, winner FROM results WHERE match_id = ? ORDER BY seat`);
    this.setStatus = db.prepare(`UPDATE matches SET status = @status, ended_at = @endedAt WHERE id = @matchId`);
  }

  create(match: NewMatch): number {
    return this.db.transaction(() => {
      const info = this.insertMatch.run({
        gameId: match.gameId,
        mode: match.mode,
        source: match.source,
        options: JSON.stringify(match.options),
        seed: match.seed,
        status: match.status,
        startedAt: match.startedAt,
        state: JSON.stringify(match.state),
      });
      const matchId = Number(info.lastInsertRowid);
      match.seats.forEach((seat, index) => this.insertSeat.run({ matchId, seat: index, ...seat, bot: seat.bot ?? null }));
      return matchId;
    })();
  }

  /**
   * Matches of a game with one seed: engine matches played from it (a recorded game imported twice is
   * found by these), or end-state matches saved under it (their content key, see end-state-service).
   */
  withSeed(gameId: string, seed: string, source: 'engine' | 'end-state' = 'engine'): number[] {
    return (this.selectBySeed.all(gameId, seed, source) as { id: number }[]).map((r) => r.id);
  }

  find(matchId: number): MatchRow | undefined {
    return this.selectMatch.get(matchId) as MatchRow | undefined;
  }

  /** The saved version and status alone: a cheap check that a loaded copy is still the latest. */
  versionOf(matchId: number): Pick<MatchRow, 'version' | 'status'> | undefined {
    return this.selectVersion.get(matchId) as Pick<MatchRow, 'version' | 'status'> | undefined;
  }

  seats(matchId: number): SeatRow[] {
    return this.selectSeats.all(matchId) as SeatRow[];
  }

  log(matchId: number): LogRow[] {
    return this.selectLog.all(matchId) as LogRow[];
  }

  results(matchId: number): ResultRow[] {
    return this.selectResults.all(matchId) as ResultRow[];
  }

  list(status: MatchStatus | 'all', limit = 500, offset = 0): MatchRow[] {
    return this.selectByStatus.all({ status, limit, offset }) as MatchRow[];
  }

  /**
   * Appends log entries and stores the new state in one transaction. The version check (and the log's
   * unique position) makes a concurrent or stale writer fail with StaleVersionError instead of overwriting.
   */
  appendAndSave(args: {
    matchId: number;
    expectedVersion: number;
    entries: { kind: 'action' | 'undo'; actor: Actor; action: unknown }[];
    state: unknown;
    status: MatchStatus;
    endedAt: string | null;
    at: string;
    report: ScoreReport | null;
  }): boolean {
    try {
      return this.appendInTransaction(args);
    } catch (error) {
      if (isUniqueViolation(error)) throw new StaleVersionError(args.matchId);
      throw error;
    }
  }

  private appendInTransaction(args: Parameters<MatchesRepo['appendAndSave']>[0]): boolean {
    return this.db.transaction(() => {
      let seq = args.expectedVersion;
      for (const entry of args.entries) {
        this.insertLog.run({
          matchId: args.matchId,
          seq: seq++,
          kind: entry.kind,
          actor: actorToText(entry.actor),
          action: entry.action === undefined ? null : JSON.stringify(entry.action),
          at: args.at,
        });
      }
      const updated = this.updateState.run({
        matchId: args.matchId,
        expected: args.expectedVersion,
        version: seq,
        state: JSON.stringify(args.state),
        status: args.status,
        endedAt: args.endedAt,
      });
      if (updated.changes !== 1) throw new StaleVersionError(args.matchId);
      if (args.report) this.saveResults(args.matchId, args.report);
      return true;
    })();
  }

  saveResults(matchId: number, report: ScoreReport): void {
    for (const seat of report.seats) {
      this.insertResult.run({
        matchId,
        seat: seat.seat,
        total: seat.total,
        breakdown: JSON.stringify(seat.breakdown),
        rank: seat.rank,
        winner: seat.winner ? 1 : 0,
      });
    }
    this.insertTieBreaks.run(matchId, JSON.stringify(report.tieBreaks));
  }

  markStatus(matchId: number, status: MatchStatus, endedAt: string | null): void {
    this.setStatus.run({ matchId, status, endedAt });
  }
}
