/**
 * The stats queries. Whole months come from rollup_month (kept by triggers); partial months at the
 * edges of a date range and group filters read plays through their indexes. Score averages and
 * distributions without a date or place filter come from rollup_scores (everyone) or rollup_group_scores
 * (a group), head-to-head without filters from rollup_h2h.
 */
import type { Db } from '../native';
import { bindable, filterParams, filterSql, StatementCache, type FilterParams, type HistoryFilter } from './filters';

export interface GameMonthCount {
  game_id: number;
  month: string;
  plays: number;
}

export interface PlayerGameRow {
  game_id: number;
  plays: number;
  wins: number;
  scored: number;
  score_sum: number | null;
  score_max: number | null;
  score_min: number | null;
}

export interface HeadToHeadRow {
  opponent_id: number;
  plays: number;
  ahead: number;
  behind: number;
  wins: number;
  their_wins: number;
}

export interface ScoreCountRow {
  player_count: number;
  score: number;
  n: number;
}

export class StatsRepo {
  private readonly cache;
  private readonly rollupScores;
  private readonly monthBounds;
  private readonly rollupH2h;
  private readonly rollupGroupScores;
  private readonly latestSeat;

  constructor(db: Db) {
    // One indexed step per player (play_players_player_played): their newest seat.
    this.latestSeat = db.prepare(`SELECT json_extract(extra_json, '$.bot') AS bot FROM play_players WHERE player_id = ? ORDER BY played_at DESC, play_id DESC LIMIT 1`);
    this.cache = new StatementCache(db);
    this.rollupScores = db.prepare(`SELECT player_count, score, n FROM rollup_scores WHERE game_id = ? AND n > 0`);
    this.monthBounds = db.prepare(`SELECT MIN(month) AS first, MAX(month) AS last FROM rollup_month WHERE plays > 0`);
    this.rollupGroupScores = db.prepare(`SELECT player_count, score, n FROM rollup_group_scores WHERE group_id = ? AND game_id = ? AND n > 0`);
    this.rollupH2h = db.prepare(`SELECT opponent_id, plays, ahead, behind, wins, their_wins FROM rollup_h2h WHERE player_id = ? AND plays > 0`);
  }

  /**
   * The bot level of the computer player a player is, or null for a person: the level its newest seat was played
   * at (a bot seat keeps its player, e.g. "Strong bot", from game to game; a person's seats carry no level).
   */
  botLevel(playerId: number): string | null {
    const row = this.latestSeat.get(playerId) as { bot: unknown } | undefined;
    return typeof row?.bot === 'string' ? row.bot : null;
  }

  /** Counted plays per (game, month), honouring every filter; only `gameId`'s when given (a game page). */
  gameMonthCounts(filter: HistoryFilter = {}, gameId: number | null = null): GameMonthCount[] {
    const p = filterParams(filter);
    if (p.groupId !== null) return this.rawGameMonths(p, gameId);
    const bounds = this.monthBounds.get() as { first: string | null; last: string | null };
    if (!bounds.first || !bounds.last) return [];
    const fromMonth = p.from ? firstFullMonth(filter.from!) : bounds.first;
    const toMonth = p.toExclusive ? lastFullMonth(filter.to!) : bounds.last;
    const out: GameMonthCount[] = [];
    if (fromMonth <= toMonth) {
      out.push(...this.rollupGameMonths(fromMonth, toMonth, p.locationId, gameId));
      if (p.from && `${fromMonth}-01` > filter.from!) out.push(...this.rawGameMonths({ ...p, toExclusive: `${fromMonth}-01 00:00:00` }, gameId));
      if (p.toExclusive && toMonth < filter.to!.slice(0, 7)) out.push(...this.rawGameMonths({ ...p, from: `${nextMonth(toMonth)}-01 00:00:00` }, gameId));
    } else {
      out.push(...this.rawGameMonths(p, gameId));
    }
    return out;
  }

  /** Whole months from rollup_month, through its game or location index when either is fixed. */
  private rollupGameMonths(fromMonth: string, toMonth: string, locationId: number | null, gameId: number | null): GameMonthCount[] {
    const key = `rollupMonths:${locationId !== null ? 'l' : ''}${gameId !== null ? 'g' : ''}`;
    const params: Record<string, unknown> = { fromMonth, toMonth };
    if (locationId !== null) params.locationId = locationId;
    if (gameId !== null) params.gameId = gameId;
    const stmt = this.cache.getByKey(key, () =>
      `SELECT game_id, month, SUM(plays) AS plays FROM rollup_month
       WHERE month >= @fromMonth AND month <= @toMonth${locationId !== null ? ' AND location_id = @locationId' : ''}${gameId !== null ? ' AND game_id = @gameId' : ''} AND plays > 0
       GROUP BY game_id, month`,
    );
    return stmt.all(params) as GameMonthCount[];
  }

  private rawGameMonths(p: FilterParams, gameId: number | null = null): GameMonthCount[] {
    // A group's plays carry their game and date in play_groups, so a group page never reads plays.
    const table = p.groupId !== null && p.locationId === null ? 'play_groups' : 'plays';
    const game = gameId !== null ? ' AND game_id = @gameId' : '';
    const stmt = this.cache.get(`gameMonths${gameId !== null ? 'G' : ''}`, p, () =>
      table === 'play_groups'
        ? `SELECT game_id, substr(played_at, 1, 7) AS month, COUNT(*) AS plays FROM play_groups pl
           WHERE group_id = @groupId${game} AND counted = 1${filterSql({ ...p, groupId: null }, 'pl', 'pl.play_id')} GROUP BY game_id, month`
        : `SELECT game_id, substr(played_at, 1, 7) AS month, COUNT(*) AS plays FROM plays pl
           WHERE counted = 1${game}${filterSql(p, 'pl', 'pl.id')} GROUP BY game_id, month`,
    );
    return stmt.all(bindable(p, gameId !== null ? { gameId } : {})) as GameMonthCount[];
  }

  playerGames(playerId: number, filter: HistoryFilter = {}): PlayerGameRow[] {
    const p = filterParams(filter);
    const stmt = this.cache.get('playerGames', p, () =>
      `SELECT game_id, COUNT(*) AS plays, SUM(winner) AS wins, COUNT(score) AS scored, SUM(score) AS score_sum,
              MAX(score) AS score_max, MIN(score) AS score_min
       FROM play_players pp WHERE player_id = @playerId AND counted = 1${filterSql(p, 'pp', 'pp.play_id')}
       GROUP BY game_id`,
    );
    return stmt.all(bindable(p, { playerId })) as PlayerGameRow[];
  }

  /** The player's results in date order: win flags for streaks. */
  playerWins(playerId: number, filter: HistoryFilter = {}): boolean[] {
    const p = filterParams(filter);
    const stmt = this.cache.get('playerWins', p, () =>
      `SELECT winner FROM play_players pp WHERE player_id = @playerId AND counted = 1${filterSql(p, 'pp', 'pp.play_id')}
       ORDER BY played_at, play_id`,
    );
    return (stmt.raw().all(bindable(p, { playerId })) as [number][]).map((r) => r[0] === 1);
  }

  headToHead(playerId: number, filter: HistoryFilter = {}): HeadToHeadRow[] {
    const p = filterParams(filter);
    if (!p.from && !p.toExclusive && p.groupId === null && p.locationId === null) return this.rollupH2h.all(playerId) as HeadToHeadRow[];
    const stmt = this.cache.get('h2h', p, () =>
      `SELECT o.player_id AS opponent_id, COUNT(*) AS plays,
              SUM(CASE WHEN me.rank < o.rank THEN 1 ELSE 0 END) AS ahead,
              SUM(CASE WHEN me.rank > o.rank THEN 1 ELSE 0 END) AS behind,
              SUM(me.winner) AS wins, SUM(o.winner) AS their_wins
       FROM play_players me JOIN play_players o ON o.play_id = me.play_id AND o.player_id <> me.player_id
       WHERE me.player_id = @playerId AND me.counted = 1${filterSql(p, 'me', 'me.play_id')}
       GROUP BY o.player_id`,
    );
    return stmt.all(bindable(p, { playerId })) as HeadToHeadRow[];
  }

  /**
   * Scores of one game: exact values with counts, by player count. Without a date or place, from the
   * rollups (everyone's, or the group's: migration 7). Otherwise a group's figures start from the
   * group's plays of the game (play_groups carries game, date and counted), not from every result of
   * the game: a club's plays are a small part of a popular game's.
   */
  gameScores(gameId: number, filter: HistoryFilter = {}): ScoreCountRow[] {
    const p = filterParams(filter);
    if (!p.from && !p.toExclusive && p.locationId === null) {
      return (p.groupId === null ? this.rollupScores.all(gameId) : this.rollupGroupScores.all(p.groupId, gameId)) as ScoreCountRow[];
    }
    const stmt = this.cache.get('gameScores', p, () =>
      p.groupId !== null
        ? `SELECT pp.player_count, pp.score, COUNT(*) AS n FROM play_groups g JOIN play_players pp ON pp.play_id = g.play_id
           WHERE g.group_id = @groupId AND g.counted = 1 AND g.game_id = @gameId AND pp.score IS NOT NULL${filterSql({ ...p, groupId: null, locationId: null }, 'g', 'g.play_id')}${p.locationId !== null ? ' AND pp.location_id = @locationId' : ''}
           GROUP BY pp.player_count, pp.score`
        : `SELECT player_count, score, COUNT(*) AS n FROM play_players pp
           WHERE game_id = @gameId AND counted = 1 AND score IS NOT NULL${filterSql(p, 'pp', 'pp.play_id')}
           GROUP BY player_count, score`,
    );
    return stmt.all(bindable(p, { gameId })) as ScoreCountRow[];
  }

  /**
   * Counted plays of one game by number of players. A group's come from the group's plays, which carry
   * their player count (migration 7); with a place too, through each play's first result (seat 0,
   * which every play has), which carries the place.
   */
  gamePlayerCounts(gameId: number, filter: HistoryFilter = {}): { player_count: number; plays: number }[] {
    const p = filterParams(filter);
    const stmt = this.cache.get('gamePlayerCounts', p, () =>
      p.groupId !== null && p.locationId === null
        ? `SELECT player_count, COUNT(*) AS plays FROM play_groups g
           WHERE g.group_id = @groupId AND g.game_id = @gameId AND g.counted = 1${filterSql({ ...p, groupId: null }, 'g', 'g.play_id')}
           GROUP BY player_count`
        : p.groupId !== null
        ? `SELECT pp.player_count, COUNT(*) AS plays FROM play_groups g JOIN play_players pp ON pp.play_id = g.play_id AND pp.seat = 0
           WHERE g.group_id = @groupId AND g.counted = 1 AND g.game_id = @gameId${filterSql({ ...p, groupId: null, locationId: null }, 'g', 'g.play_id')}${p.locationId !== null ? ' AND pp.location_id = @locationId' : ''}
           GROUP BY pp.player_count`
        : `SELECT player_count, COUNT(*) AS plays FROM plays pl WHERE game_id = @gameId AND counted = 1${filterSql(p, 'pl', 'pl.id')} GROUP BY player_count`,
    );
    return stmt.all(bindable(p, { gameId })) as { player_count: number; plays: number }[];
  }

  /** One player's scores in a game, in date order (the "scores over time" chart). */
  playerScoresOverTime(playerId: number, gameId: number, filter: HistoryFilter = {}): { played_at: string; score: number }[] {
    const p = filterParams(filter);
    const stmt = this.cache.get('scoresOverTime', p, () =>
      `SELECT played_at, score FROM play_players pp
       WHERE player_id = @playerId AND counted = 1 AND game_id = @gameId AND score IS NOT NULL${filterSql(p, 'pp', 'pp.play_id')}
       ORDER BY played_at, play_id`,
    );
    return stmt.all(bindable(p, { playerId, gameId })) as { played_at: string; score: number }[];
  }
}

function firstFullMonth(day: string): string {
  return day.endsWith('-01') ? day.slice(0, 7) : nextMonth(day.slice(0, 7));
}

function lastFullMonth(day: string): string {
  const month = day.slice(0, 7);
  return day === lastDayOf(month) ? month : prevMonth(month);
}

function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(d).padStart(2, '0')}`;
}

export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

function prevMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
