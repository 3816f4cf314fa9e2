/**
 * Plays and their per-player rows. Statements are prepared once; callers group writes into one
 * transaction. play_players repeats the play's game, date, player count and whether it counts, so
 * each player's and each game's stats read one index range.
 */
import type { Db } from '../native';
import { bindable, filterParams, filterSql, StatementCache, type HistoryFilter } from './filters';
import type { SeatResultFields } from '../../../src-shared/history/types';

export interface PlayRow {
  id: number;
  uid: string;
  bgg_play_id: number | null;
  match_id: number | null;
  game_id: number;
  mode: 'digital' | 'assist' | 'manual';
  played_at: string;
  duration_min: number | null;
  location_id: number | null;
  notes: string;
  incomplete: number;
  exclude_stats: number;
  counted: number;
  quantity: number;
  manual_winner: number;
  expansions_json: string;
  board: string;
  tiebreaks_json: string | null;
  source: string;
  extra_json: string;
  player_count: number;
  created_at: string;
  updated_at: string;
}

export interface PlayPlayerRow {
  play_id: number;
  seat: number;
  player_id: number;
  recorded_player_id: number;
  start_position: number | null;
  colour: string;
  team: string;
  role: string;
  score_text: string;
  score: number | null;
  rank: number | null;
  winner: number;
  new_to_game: number;
  breakdown_json: string | null;
  extra_json: string;
}

export interface NewPlay {
  uid: string;
  bggPlayId: number | null;
  matchId: number | null;
  gameId: number;
  mode: PlayRow['mode'];
  playedAt: string;
  durationMin: number | null;
  locationId: number | null;
  notes: string;
  incomplete: boolean;
  excludeFromStats: boolean;
  quantity: number;
  manualWinner: boolean;
  expansions: string[];
  board: string;
  tieBreaks: unknown;
  source: string;
  extra: Record<string, unknown>;
  at: string;
  players: NewPlayPlayer[];
}

export interface NewPlayPlayer extends SeatResultFields {
  playerId: number;
  breakdown: unknown;
  extra: Record<string, unknown>;
}

/** A one-player play's result row, with the end state it was scored from when it came from a score sheet. */
export interface SoloResultRow {
  play_id: number;
  played_at: string;
  player_id: number;
  breakdown_json: string;
  end_state_json: string | null;
}

export interface FinishedMatch {
  row: { id: number; game_id: string; mode: 'digital' | 'assist'; started_at: string; ended_at: string | null };
  /** `bot`: the level of the computer player at the seat, null for a person. */
  seats: { seat: number; player_id: number | null; name: string; colour: string; bot: string | null }[];
  results: { seat: number; total: number; breakdown_json: string; rank: number; winner: number }[];
  tieBreaks: string | null;
}

export class PlaysRepo {
  private readonly insertPlay;
  private readonly updatePlay;
  private readonly insertPlayer;
  private readonly deletePlayers;
  private readonly deletePlayStmt;
  private readonly byId;
  private readonly byUid;
  private readonly byBgg;
  private readonly playersOf;
  private readonly pageStmt;
  private readonly countStmt;
  private readonly playerPageStmt;
  private readonly playerCountStmt;
  private readonly unsyncedMatches;
  private readonly allPlays;
  private readonly matchRow;
  private readonly matchSeats;
  private readonly matchResults;
  private readonly matchTieBreaks;
  private readonly allPlayers;
  /** Solo results by filter shape (date range, group, location), like the stats pages. */
  private readonly soloResultsStmts: StatementCache;

  constructor(db: Db) {
    this.insertPlay = db.prepare(
      `INSERT INTO plays (uid, bgg_play_id, match_id, game_id, mode, played_at, duration_min, location_id, notes, incomplete, exclude_stats,
         counted, quantity, manual_winner, expansions_json, board, tiebreaks_json, source, extra_json, player_count, created_at, updated_at)
       VALUES (@uid, @bggPlayId, @matchId, @gameId, @mode, @playedAt, @durationMin, @locationId, @notes, @incomplete, @excluded,
         @counted, @quantity, @manualWinner, @expansions, @board, @tieBreaks, @source, @extra, @playerCount, @at, @at)`,
    );
    this.updatePlay = db.prepare(
      `UPDATE plays SET game_id = @gameId, played_at = @playedAt, duration_min = @durationMin, location_id = @locationId, notes = @notes,
         incomplete = @incomplete, exclude_stats = @excluded, counted = @counted, quantity = @quantity, manual_winner = @manualWinner,
         expansions_json = @expansions, board = @board, player_count = @playerCount, updated_at = @at
       WHERE id = @id`,
    );
    this.insertPlayer = db.prepare(
      `INSERT INTO play_players (play_id, seat, player_id, recorded_player_id, game_id, played_at, counted, player_count, location_id, start_position,
         colour, team, role, score_text, score, rank, winner, new_to_game, breakdown_json, extra_json)
       VALUES (@playId, @seat, @playerId, @playerId, @gameId, @playedAt, @counted, @playerCount, @locationId, @startPosition,
         @colour, @team, @role, @scoreText, @score, @rank, @winner, @newToGame, @breakdown, @extra)`,
    );
    this.deletePlayers = db.prepare(`DELETE FROM play_players WHERE play_id = ?`);
    this.deletePlayStmt = db.prepare(`DELETE FROM plays WHERE id = ?`);
    this.byId = db.prepare(`SELECT * FROM plays WHERE id = ?`);
    this.byUid = db.prepare(`SELECT id FROM plays WHERE uid = ?`);
    this.byBgg = db.prepare(`SELECT id FROM plays WHERE bgg_play_id = ?`);
    this.playersOf = db.prepare(`SELECT * FROM play_players WHERE play_id = ? ORDER BY seat`);
    this.pageStmt = db.prepare(
      `SELECT * FROM plays WHERE (@gameId IS NULL OR game_id = @gameId)
       ORDER BY played_at DESC, uid DESC LIMIT @limit OFFSET @offset`,
    );
    this.countStmt = db.prepare(`SELECT COUNT(*) AS n FROM plays WHERE (@gameId IS NULL OR game_id = @gameId)`);
    // A player's list walks their results newest first (play_players_player_played) and stops at the page.
    this.playerPageStmt = db.prepare(
      `SELECT p.* FROM play_players pp JOIN plays p ON p.id = pp.play_id
       WHERE pp.player_id = @playerId AND (@gameId IS NULL OR pp.game_id = @gameId)
       ORDER BY pp.played_at DESC, p.uid DESC LIMIT @limit OFFSET @offset`,
    );
    this.playerCountStmt = db.prepare(`SELECT COUNT(*) AS n FROM play_players WHERE player_id = @playerId AND (@gameId IS NULL OR game_id = @gameId)`);
    this.matchRow = db.prepare(`SELECT id, game_id, mode, started_at, ended_at FROM matches WHERE id = ?`);
    this.matchSeats = db.prepare(`SELECT seat, player_id, name, colour, bot FROM seats WHERE match_id = ? ORDER BY seat`);
    this.matchResults = db.prepare(`SELECT seat, total, breakdown_json, rank, winner FROM results WHERE match_id = ? ORDER BY seat`);
    this.matchTieBreaks = db.prepare(`SELECT tiebreaks_json FROM result_tiebreaks WHERE match_id = ?`);
    this.allPlays = db.prepare(`SELECT * FROM plays ORDER BY played_at, uid`);
    this.allPlayers = db.prepare(`SELECT * FROM play_players ORDER BY play_id, seat`);
    this.soloResultsStmts = new StatementCache(db);
    this.unsyncedMatches = db.prepare(
      `SELECT m.id FROM matches m WHERE m.status = 'finished' AND NOT EXISTS (SELECT 1 FROM plays p WHERE p.match_id = m.id) ORDER BY m.id`,
    );
  }

  insert(play: NewPlay): number {
    const counted = !play.incomplete && !play.excludeFromStats ? 1 : 0;
    const info = this.insertPlay.run({
      uid: play.uid, bggPlayId: play.bggPlayId, matchId: play.matchId, gameId: play.gameId, mode: play.mode, playedAt: play.playedAt,
      durationMin: play.durationMin, locationId: play.locationId, notes: play.notes, incomplete: play.incomplete ? 1 : 0,
      excluded: play.excludeFromStats ? 1 : 0, counted, quantity: play.quantity, manualWinner: play.manualWinner ? 1 : 0,
      expansions: JSON.stringify(play.expansions), board: play.board, tieBreaks: play.tieBreaks === null || play.tieBreaks === undefined ? null : JSON.stringify(play.tieBreaks),
      source: play.source, extra: JSON.stringify(play.extra), playerCount: play.players.length, at: play.at,
    });
    const playId = Number(info.lastInsertRowid);
    this.insertPlayers(playId, play, counted);
    return playId;
  }

  /** Rewrites a play's fields and players (the players' rows are replaced). */
  update(playId: number, play: NewPlay): void {
    const counted = !play.incomplete && !play.excludeFromStats ? 1 : 0;
    this.updatePlay.run({
      id: playId, gameId: play.gameId, playedAt: play.playedAt, durationMin: play.durationMin, locationId: play.locationId, notes: play.notes,
      incomplete: play.incomplete ? 1 : 0, excluded: play.excludeFromStats ? 1 : 0, counted, quantity: play.quantity,
      manualWinner: play.manualWinner ? 1 : 0, expansions: JSON.stringify(play.expansions), board: play.board, playerCount: play.players.length, at: play.at,
    });
    this.deletePlayers.run(playId);
    this.insertPlayers(playId, play, counted);
  }

  private insertPlayers(playId: number, play: NewPlay, counted: number): void {
    play.players.forEach((p, seat) =>
      this.insertPlayer.run({
        playId, seat, playerId: p.playerId, gameId: play.gameId, playedAt: play.playedAt, counted, playerCount: play.players.length, locationId: play.locationId,
        startPosition: p.startPosition, colour: p.colour, team: p.team, role: p.role, scoreText: p.scoreText, score: p.score, rank: p.rank,
        winner: p.winner ? 1 : 0, newToGame: p.newToGame ? 1 : 0, breakdown: p.breakdown === null || p.breakdown === undefined ? null : JSON.stringify(p.breakdown),
        extra: JSON.stringify(p.extra),
      }),
    );
  }

  delete(playId: number): boolean {
    this.deletePlayers.run(playId);
    return this.deletePlayStmt.run(playId).changes === 1;
  }

  find(playId: number): PlayRow | undefined {
    return this.byId.get(playId) as PlayRow | undefined;
  }

  idByUid(uid: string): number | undefined {
    return (this.byUid.get(uid) as { id: number } | undefined)?.id;
  }

  idByBggPlay(bggPlayId: number): number | undefined {
    return (this.byBgg.get(bggPlayId) as { id: number } | undefined)?.id;
  }

  players(playId: number): PlayPlayerRow[] {
    return this.playersOf.all(playId) as PlayPlayerRow[];
  }

  page(args: { gameId: number | null; playerId: number | null; limit: number; offset: number }): { rows: PlayRow[]; total: number } {
    if (args.playerId !== null) {
      const rows = this.playerPageStmt.all(args) as PlayRow[];
      return { rows, total: (this.playerCountStmt.get({ gameId: args.gameId, playerId: args.playerId }) as { n: number }).n };
    }
    const rows = this.pageStmt.all({ gameId: args.gameId, limit: args.limit, offset: args.offset }) as PlayRow[];
    return { rows, total: (this.countStmt.get({ gameId: args.gameId }) as { n: number }).n };
  }

  /** Finished matches (digital, assisted, scored end states) not yet in the history. */
  matchesToSync(): number[] {
    return (this.unsyncedMatches.all() as { id: number }[]).map((r) => r.id);
  }

  finishedMatch(matchId: number): FinishedMatch | undefined {
    const row = this.matchRow.get(matchId) as FinishedMatch['row'] | undefined;
    if (!row) return undefined;
    return {
      row,
      seats: this.matchSeats.all(matchId) as FinishedMatch['seats'],
      results: this.matchResults.all(matchId) as FinishedMatch['results'],
      tieBreaks: (this.matchTieBreaks.get(matchId) as { tiebreaks_json: string } | undefined)?.tiebreaks_json ?? null,
    };
  }

  /** Counted one-player plays of a game that kept the engine's score breakdown (matches and score sheets), oldest first. */
  soloResults(gameId: number, filter: HistoryFilter = {}): SoloResultRow[] {
    const p = filterParams(filter);
    // Through plays_game_count (game, counted, player count); a match's state is read only for score sheets, whose state is their input.
    const stmt = this.soloResultsStmts.get('soloResults', p, () =>
      `SELECT p.id AS play_id, p.played_at, pp.player_id, pp.breakdown_json,
              CASE WHEN m.source = 'end-state' THEN m.state_json END AS end_state_json
       FROM plays p JOIN play_players pp ON pp.play_id = p.id LEFT JOIN matches m ON m.id = p.match_id
       WHERE p.game_id = @gameId AND p.counted = 1 AND p.player_count = 1 AND pp.breakdown_json IS NOT NULL${filterSql(p, 'p', 'p.id')}
       ORDER BY p.played_at, p.uid`,
    );
    return stmt.all(bindable(p, { gameId })) as SoloResultRow[];
  }

  /** Every play in (date, uid) order with its players, for exports and backups of the history. */
  all(): { plays: PlayRow[]; players: Map<number, PlayPlayerRow[]> } {
    const plays = this.allPlays.all() as PlayRow[];
    const players = new Map<number, PlayPlayerRow[]>();
    for (const row of this.allPlayers.all() as PlayPlayerRow[]) {
      const list = players.get(row.play_id);
      if (list) list.push(row);
      else players.set(row.play_id, [row]);
    }
    return { plays, players };
  }
}
