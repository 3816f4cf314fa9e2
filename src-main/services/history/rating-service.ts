/**
 * OpenSkill ratings per game, per game within a group, and per season. A new play dated after
 * everything already rated updates the game's ratings at once; anything else (edits, back-dated
 * plays, merges, membership changes) marks the scopes dirty and the next read recomputes them
 * from the history in (date, uid) order, which gives the same numbers every time.
 */
import { conservative, ratePlay, type RatedSeat, type RatingTable } from '../../../src-shared/history/ratings';
import type { PlayPlayerRow } from '../../db/history/plays-repo';
import type { ScopePlayRow, ScopeRow, ScopeSelector } from '../../db/history/ratings-repo';
import type { HistoryContext } from './context';
import { BOT_LEVELS, type BotLevel } from '../../../src-shared/bots/types';

export interface LeaderboardRow {
  place: number;
  playerId: number;
  name: string;
  mu: number;
  sigma: number;
  ordinal: number;
  plays: number;
  wins: number;
  /** The level of a computer player (rated only with the rateBots setting), null for a person. */
  bot: BotLevel | null;
}

export interface SeasonRow {
  id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  game_id: number | null;
  group_id: number | null;
}

export const gameScope = (gameId: number): string => `game:${gameId}`;
export const groupScope = (gameId: number, groupId: number): string => `game:${gameId}:group:${groupId}`;
export const seasonScope = (seasonId: number): string => `season:${seasonId}`;

export class RatingService {
  private readonly seasonStmt;

  constructor(private readonly ctx: HistoryContext) {
    this.seasonStmt = ctx.db.prepare(`SELECT * FROM seasons WHERE id = ?`);
  }

  /**
   * Called inside the transaction that inserted a play. Every cached scope the play belongs to (its
   * game's, each of its groups' for that game, each season it falls in) takes it at once when it is
   * dated after everything the scope has rated; a back-dated play marks that scope for a recompute.
   * Scopes the play is not in stay as they are.
   */
  afterInsert(gameId: number, playedAt: string, uid: string, playId: number): void {
    const play = this.ctx.plays.find(playId)!;
    // Anonymous seats (unnamed BG Stats seats) are no one and are not rated; bot seats only when asked.
    const anonymousId = this.ctx.people.anonymousPerson()?.id;
    const bots = this.ctx.ratings.ratesBots();
    const seats = this.ctx.plays.players(playId).filter((s) => s.player_id !== anonymousId && (bots || !isBotSeat(s)));
    const at = this.ctx.now().toISOString();
    for (const row of this.ctx.ratings.scopesOfGame(gameId)) {
      if (!this.covers(row, gameId, playedAt, playId)) continue;
      const after = row.dirty === 0 && (row.last_played_at === null || playedAt > row.last_played_at || (playedAt === row.last_played_at && uid > (row.last_uid ?? '')));
      if (!after) {
        this.ctx.ratings.markScopeDirty(row.scope);
        continue;
      }
      if (play.counted === 1) this.rateInto(row.scope, seats, playedAt, playId, row.group_id === null && row.season_id === null);
      this.ctx.ratings.advance(row.scope, playedAt, uid, at);
    }
  }

  /** Whether a play of `gameId` on `playedAt` is one of the plays `row`'s scope rates. */
  private covers(row: ScopeRow, gameId: number, playedAt: string, playId: number): boolean {
    if (row.season_id !== null) {
      const season = this.seasonStmt.get(row.season_id) as SeasonRow | undefined;
      if (!season || (season.game_id !== null && season.game_id !== gameId)) return false;
      if (playedAt < `${season.starts_on} 00:00:00` || playedAt >= `${season.ends_on} 99`) return false;
      return season.group_id === null || this.ctx.ratings.inGroup(season.group_id, playId);
    }
    if (row.game_id !== gameId) return false;
    return row.group_id === null || this.ctx.ratings.inGroup(row.group_id, playId);
  }

  /** Rates one play into a scope's cached table (history only for a game's own scope, as a recompute keeps it). */
  private rateInto(scope: string, seats: PlayPlayerRow[], playedAt: string, playId: number, keepHistory: boolean): void {
    const table: RatingTable = new Map();
    const counts = new Map<number, { plays: number; wins: number }>();
    for (const s of seats) {
      const r = this.ctx.ratings.rating(scope, s.player_id);
      if (r) table.set(s.player_id, { mu: r.mu, sigma: r.sigma });
      counts.set(s.player_id, { plays: r?.plays ?? 0, wins: r?.wins ?? 0 });
    }
    const changed = ratePlay(table, seats.map((s) => ({ playerId: s.player_id, team: s.team, rank: s.rank })));
    for (const playerId of changed) {
      const r = table.get(playerId)!;
      const c = counts.get(playerId)!;
      const won = seats.some((s) => s.player_id === playerId && s.winner === 1);
      this.ctx.ratings.putRating(scope, { playerId, mu: r.mu, sigma: r.sigma, ordinal: conservative(r), plays: c.plays + 1, wins: c.wins + (won ? 1 : 0) });
      if (keepHistory) this.ctx.ratings.putHistory(scope, { playerId, playedAt, playId, mu: r.mu, sigma: r.sigma });
    }
  }

  /**
   * Lists a group's leaderboards for every game the group has played (new ones start dirty), so the
   * background warmer (rating-warmer.ts) computes them before anyone asks; saving stays a quick write.
   */
  prepareGroup(groupId: number): void {
    for (const gameId of this.ctx.ratings.gamesOfGroup(groupId)) this.ctx.ratings.ensureScope(groupScope(gameId, groupId), gameId, groupId, null);
  }

  /** Lists a season's leaderboard for the background warmer (called after a season is saved). */
  prepareSeason(seasonId: number): void {
    const season = this.seasonStmt.get(seasonId) as SeasonRow | undefined;
    if (season) this.ctx.ratings.ensureScope(seasonScope(season.id), season.game_id ?? 0, season.group_id, season.id);
  }

  /**
   * A member joined or left a group: only the group's leaderboards of games that member played can have
   * gained or lost plays (the others' plays are the same, and who is listed is read at display time).
   */
  markGroupMember(groupId: number, playerId: number): void {
    this.ctx.ratings.markGroupMemberDirty(groupId, playerId);
  }

  /** What a cached scope rates, or null when its season is gone. */
  selectorOf(row: ScopeRow): ScopeSelector | null {
    if (row.season_id !== null) {
      const season = this.seasonStmt.get(row.season_id) as SeasonRow | undefined;
      if (!season) return null;
      return { gameId: season.game_id, groupId: season.group_id, from: `${season.starts_on} 00:00:00`, toExclusive: `${season.ends_on} 99` };
    }
    return { gameId: row.game_id, groupId: row.group_id, from: null, toExclusive: null };
  }

  /** Keeps a replay's outcome as the scope's cached leaderboard (and history, for a game's own scope). */
  store(scope: string, outcome: ReplayOutcome): number {
    const { table, counts, history, last, plays } = outcome;
    const ratings = [...table.entries()].map(([playerId, r]) => ({
      playerId, mu: r.mu, sigma: r.sigma, ordinal: conservative(r), plays: counts.get(playerId)!.plays, wins: counts.get(playerId)!.wins,
    }));
    this.ctx.ratings.replaceScope(scope, ratings, history, last, this.ctx.now().toISOString());
    return plays;
  }

  markGame(gameId: number): void {
    this.ctx.ratings.markGameDirty(gameId);
  }

  markGroup(groupId: number): void {
    this.ctx.ratings.markGroupDirty(groupId);
  }

  markAll(): void {
    this.ctx.ratings.markAllDirty();
  }

  leaderboard(args: { gameId?: number | null; groupId?: number | null; seasonId?: number | null; limit?: number }): LeaderboardRow[] {
    const limit = args.limit ?? 100;
    let scope: string;
    let membersOf: number | null = null;
    if (args.seasonId) {
      const season = this.seasonStmt.get(args.seasonId) as SeasonRow | undefined;
      if (!season) return [];
      scope = seasonScope(season.id);
      membersOf = season.group_id;
      this.ensure(scope, season.game_id ?? 0, season.group_id, season.id, {
        gameId: season.game_id, groupId: season.group_id, from: `${season.starts_on} 00:00:00`, toExclusive: `${season.ends_on} 99`,
      });
    } else if (args.gameId) {
      scope = args.groupId ? groupScope(args.gameId, args.groupId) : gameScope(args.gameId);
      membersOf = args.groupId ?? null;
      this.ensure(scope, args.gameId, args.groupId ?? null, null, { gameId: args.gameId, groupId: args.groupId ?? null, from: null, toExclusive: null });
    } else {
      return [];
    }
    return withPlaces(this.ctx.ratings.board(scope, limit, membersOf)).map((row) => ({ ...row, bot: this.botLevel(row.playerId) }));
  }

  /** A computer player's level (its newest seat's), null for a person: pages mark bots where they name them. */
  botLevel(playerId: number): BotLevel | null {
    const level = this.ctx.stats.botLevel(playerId);
    return BOT_LEVELS.find((known) => known === level) ?? null;
  }

  /** μ and σ after each of the player's plays of the game (everyone's ratings). */
  history(playerId: number, gameId: number): { playedAt: string; mu: number; sigma: number; ordinal: number }[] {
    const scope = gameScope(gameId);
    this.ensure(scope, gameId, null, null, { gameId, groupId: null, from: null, toExclusive: null });
    return this.ctx.ratings.history(scope, playerId).map((h) => ({ playedAt: h.played_at, mu: h.mu, sigma: h.sigma, ordinal: conservative(h) }));
  }

  /** Rebuilds every game's ratings from the history; returns how many plays were rated. */
  recomputeAllGames(): number {
    let rated = 0;
    for (const game of this.ctx.people.games()) {
      rated += this.recompute(gameScope(game.id), game.id, null, null, { gameId: game.id, groupId: null, from: null, toExclusive: null });
    }
    return rated;
  }

  private ensure(scope: string, gameId: number, groupId: number | null, seasonId: number | null, sel: ScopeSelector): void {
    // A dirty scope a reader asks for is rebuilt now; the background warmer usually got there first.
    const row = this.ctx.ratings.ensureScope(scope, gameId, groupId, seasonId);
    if (row.dirty === 1) this.recompute(scope, gameId, groupId, seasonId, sel);
  }

  recompute(scope: string, gameId: number, groupId: number | null, seasonId: number | null, sel: ScopeSelector): number {
    this.ctx.ratings.ensureScope(scope, gameId, groupId, seasonId);
    const rows = this.ctx.ratings.scopePlays(sel);
    return this.store(scope, replay(rows, groupId === null && seasonId === null, this.ctx.people.anonymousPerson()?.id ?? null));
  }
}

export interface ReplayOutcome {
  table: RatingTable;
  counts: Map<number, { plays: number; wins: number }>;
  history: { playerId: number; playedAt: string; playId: number; mu: number; sigma: number }[] | null;
  last: { playedAt: string; uid: string } | null;
  plays: number;
}

/**
 * Rates a scope's plays in order, a slice at a time (`step`), so the background warmer can spread a
 * big scope over many short pauses; `replay` runs one to the end. `anonymousId`'s seats (unnamed
 * seats) are no one and are not rated.
 */
export class ReplayJob {
  private i = 0;
  private readonly outcome: ReplayOutcome;

  constructor(
    private readonly rows: readonly ScopePlayRow[],
    keepHistory: boolean,
    private readonly anonymousId: number | null = null,
  ) {
    this.outcome = { table: new Map(), counts: new Map(), history: keepHistory ? [] : null, last: null, plays: 0 };
  }

  get done(): boolean {
    return this.i >= this.rows.length;
  }

  /** Rates up to `maxPlays` more plays. */
  step(maxPlays: number): void {
    const { rows, anonymousId, outcome } = this;
    for (let n = 0; n < maxPlays && this.i < rows.length; n++) {
      const playId = rows[this.i].play_id;
      const seats: RatedSeat[] = [];
      const winners = new Set<number>();
      const head = rows[this.i];
      for (; this.i < rows.length && rows[this.i].play_id === playId; this.i++) {
        if (rows[this.i].player_id === anonymousId) continue;
        seats.push({ playerId: rows[this.i].player_id, team: rows[this.i].team, rank: rows[this.i].rank });
        if (rows[this.i].winner === 1) winners.add(rows[this.i].player_id);
      }
      outcome.last = { playedAt: head.played_at, uid: head.uid };
      const changed = ratePlay(outcome.table, seats);
      if (changed.length) outcome.plays++;
      for (const playerId of changed) {
        const c = outcome.counts.get(playerId) ?? { plays: 0, wins: 0 };
        c.plays++;
        if (winners.has(playerId)) c.wins++;
        outcome.counts.set(playerId, c);
        if (outcome.history) {
          const r = outcome.table.get(playerId)!;
          outcome.history.push({ playerId, playedAt: head.played_at, playId, mu: r.mu, sigma: r.sigma });
        }
      }
    }
  }

  result(): ReplayOutcome {
    if (!this.done) throw new Error('ReplayJob.result before the last play was rated.');
    return this.outcome;
  }
}

/** Replays rows (seats of plays, in order) through OpenSkill, all at once. Pure apart from the rows it reads. */
export function replay(rows: readonly ScopePlayRow[], keepHistory: boolean, anonymousId: number | null = null): ReplayOutcome {
  const job = new ReplayJob(rows, keepHistory, anonymousId);
  job.step(Number.POSITIVE_INFINITY);
  return job.result();
}

function isBotSeat(seat: PlayPlayerRow): boolean {
  try {
    return typeof (JSON.parse(seat.extra_json) as { bot?: unknown }).bot === 'string';
  } catch {
    return false;
  }
}

function withPlaces(rows: { player_id: number; name: string; mu: number; sigma: number; ordinal: number; plays: number; wins: number }[]): LeaderboardRow[] {
  const out: LeaderboardRow[] = [];
  rows.forEach((r, i) => {
    const tied = i > 0 && Math.abs(rows[i - 1].ordinal - r.ordinal) < 1e-9;
    out.push({ place: tied ? out[i - 1].place : i + 1, playerId: r.player_id, name: r.name, mu: r.mu, sigma: r.sigma, ordinal: r.ordinal, plays: r.plays, wins: r.wins, bot: null });
  });
  return out;
}
