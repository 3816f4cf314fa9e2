/**
 * The ratings cache. A scope is a game (everyone), a game within a group, or a season. Scopes are
 * marked dirty when a play they cover changes and rebuilt from the plays on the next read.
 */
import type { Db } from '../native';
import { StatementCache, type FilterParams } from './filters';

export interface ScopeRow {
  scope: string;
  game_id: number;
  group_id: number | null;
  season_id: number | null;
  dirty: number;
  last_played_at: string | null;
  last_uid: string | null;
}

/** The settings row that asks for bot seats to be rated too (off by default: ratings are about people). */
export const RATE_BOTS_SETTING = 'rateBots';

export interface ScopePlayRow {
  play_id: number;
  uid: string;
  played_at: string;
  player_id: number;
  team: string;
  rank: number | null;
  winner: number;
}

export interface RatingRow {
  player_id: number;
  name: string;
  mu: number;
  sigma: number;
  ordinal: number;
  plays: number;
  wins: number;
}

export interface ScopeSelector {
  gameId: number | null;
  groupId: number | null;
  from: string | null;
  toExclusive: string | null;
}

export class RatingsRepo {
  private readonly s;
  private readonly cache;

  constructor(private readonly db: Db) {
    this.cache = new StatementCache(db);
    const p = (sql: string) => db.prepare(sql);
    this.s = {
      scope: p(`SELECT * FROM rating_scopes WHERE scope = ?`),
      rateBots: p(`SELECT value FROM settings WHERE key = '${RATE_BOTS_SETTING}'`),
      upsertScope: p(
        `INSERT INTO rating_scopes (scope, game_id, group_id, season_id, dirty) VALUES (@scope, @gameId, @groupId, @seasonId, 1)
         ON CONFLICT (scope) DO NOTHING`,
      ),
      markClean: p(`UPDATE rating_scopes SET dirty = 0, last_played_at = @lastPlayedAt, last_uid = @lastUid, computed_at = @at WHERE scope = @scope`),
      dirtyGame: p(`UPDATE rating_scopes SET dirty = 1 WHERE game_id = ? OR game_id = 0`),
      dirtyGroup: p(`UPDATE rating_scopes SET dirty = 1 WHERE group_id = ?`),
      dirtyGroupMember: p(
        `UPDATE rating_scopes SET dirty = 1 WHERE group_id = @groupId
           AND (game_id = 0 OR game_id IN (SELECT DISTINCT game_id FROM play_players WHERE player_id = @playerId))`,
      ),
      // Groups' and seasons' boards first (their first read would cost the most), then games', by game.
      nextDirty: p(`SELECT * FROM rating_scopes WHERE dirty = 1 ORDER BY group_id IS NULL AND season_id IS NULL, game_id, scope LIMIT 1`),
      dirtySeason: p(`UPDATE rating_scopes SET dirty = 1 WHERE season_id = ?`),
      dirtyAll: p(`UPDATE rating_scopes SET dirty = 1`),
      dirtyScope: p(`UPDATE rating_scopes SET dirty = 1 WHERE scope = ?`),
      scopesOfGame: p(`SELECT * FROM rating_scopes WHERE game_id = ? OR game_id = 0`),
      inGroup: p(`SELECT 1 FROM play_groups WHERE group_id = ? AND play_id = ?`),
      gamesOfGroup: p(`SELECT DISTINCT game_id FROM play_groups WHERE group_id = ? AND counted = 1`),
      clearRatings: p(`DELETE FROM ratings WHERE scope = ?`),
      clearHistory: p(`DELETE FROM rating_history WHERE scope = ?`),
      dropScope: p(`DELETE FROM rating_scopes WHERE scope = ?`),
      putRating: p(
        `INSERT INTO ratings (scope, player_id, mu, sigma, ordinal, plays, wins) VALUES (@scope, @playerId, @mu, @sigma, @ordinal, @plays, @wins)
         ON CONFLICT (scope, player_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal,
           plays = excluded.plays, wins = excluded.wins`,
      ),
      getRating: p(`SELECT mu, sigma, plays, wins FROM ratings WHERE scope = @scope AND player_id = @playerId`),
      putHistory: p(
        `INSERT OR REPLACE INTO rating_history (scope, player_id, played_at, play_id, mu, sigma) VALUES (@scope, @playerId, @playedAt, @playId, @mu, @sigma)`,
      ),
      board: p(
        `SELECT r.player_id, pl.name, r.mu, r.sigma, r.ordinal, r.plays, r.wins FROM ratings r JOIN players pl ON pl.id = r.player_id
         WHERE r.scope = @scope AND pl.merged_into IS NULL ORDER BY r.ordinal DESC, r.plays DESC, pl.name COLLATE NOCASE LIMIT @limit`,
      ),
      boardMembers: p(
        `SELECT r.player_id, pl.name, r.mu, r.sigma, r.ordinal, r.plays, r.wins FROM ratings r JOIN players pl ON pl.id = r.player_id
         JOIN group_members gm ON gm.player_id = r.player_id AND gm.group_id = @groupId
         WHERE r.scope = @scope AND pl.merged_into IS NULL ORDER BY r.ordinal DESC, r.plays DESC, pl.name COLLATE NOCASE LIMIT @limit`,
      ),
      history: p(`SELECT played_at, mu, sigma FROM rating_history WHERE scope = @scope AND player_id = @playerId ORDER BY played_at, play_id`),
      ratedGames: p(`SELECT scope, game_id FROM rating_scopes WHERE group_id IS NULL AND season_id IS NULL`),
    };
  }

  scope(scope: string): ScopeRow | undefined {
    return this.s.scope.get(scope) as ScopeRow | undefined;
  }

  ensureScope(scope: string, gameId: number, groupId: number | null, seasonId: number | null): ScopeRow {
    this.s.upsertScope.run({ scope, gameId, groupId, seasonId });
    return this.scope(scope)!;
  }

  markGameDirty(gameId: number): void {
    this.s.dirtyGame.run(gameId);
  }

  markGroupDirty(groupId: number): void {
    this.s.dirtyGroup.run(groupId);
  }

  /** The group's scopes of the games `playerId` played (and its seasons over every game). */
  markGroupMemberDirty(groupId: number, playerId: number): void {
    this.s.dirtyGroupMember.run({ groupId, playerId });
  }

  /** The next scope waiting to be rebuilt, if any. */
  nextDirty(): ScopeRow | undefined {
    return this.s.nextDirty.get() as ScopeRow | undefined;
  }

  markSeasonDirty(seasonId: number): void {
    this.s.dirtySeason.run(seasonId);
  }

  markAllDirty(): void {
    this.s.dirtyAll.run();
  }

  markScopeDirty(scope: string): void {
    this.s.dirtyScope.run(scope);
  }

  /** Every cached scope that may rate a play of the game: its own, its groups', and seasons of it or of every game. */
  scopesOfGame(gameId: number): ScopeRow[] {
    return this.s.scopesOfGame.all(gameId) as ScopeRow[];
  }

  inGroup(groupId: number, playId: number): boolean {
    return this.s.inGroup.get(groupId, playId) !== undefined;
  }

  /** The games a group has counted plays of. */
  gamesOfGroup(groupId: number): number[] {
    return (this.s.gamesOfGroup.all(groupId) as { game_id: number }[]).map((r) => r.game_id);
  }

  dropScope(scope: string): void {
    this.s.clearRatings.run(scope);
    this.s.clearHistory.run(scope);
    this.s.dropScope.run(scope);
  }

  /** The ranked seats of every counted play in the scope, in replay order. */
  /** Whether seats played by a bot are rated (the rateBots setting); otherwise they are left out like unnamed seats. */
  ratesBots(): boolean {
    return (this.s.rateBots.get() as { value: string } | undefined)?.value === 'true';
  }

  scopePlays(sel: ScopeSelector): ScopePlayRow[] {
    const shape: FilterParams = { from: sel.from, toExclusive: sel.toExclusive, groupId: sel.groupId, locationId: null };
    const bots = this.ratesBots();
    const stmt = this.cache.get(`scope${sel.gameId === null ? '' : 'G'}${bots ? 'B' : ''}`, shape, () => {
      const where = ['p.counted = 1'];
      if (!bots) where.push(`json_extract(pp.extra_json, '$.bot') IS NULL`);
      if (sel.gameId !== null) where.push('p.game_id = @gameId');
      if (sel.from) where.push('p.played_at >= @from');
      if (sel.toExclusive) where.push('p.played_at < @toExclusive');
      if (sel.groupId !== null) where.push('p.id IN (SELECT play_id FROM play_groups WHERE group_id = @groupId)');
      return `SELECT p.id AS play_id, p.uid, p.played_at, pp.player_id, pp.team, pp.rank, pp.winner
              FROM plays p JOIN play_players pp ON pp.play_id = p.id
              WHERE ${where.join(' AND ')} ORDER BY p.played_at, p.uid, pp.seat`;
    });
    const params: Record<string, unknown> = {};
    if (sel.gameId !== null) params.gameId = sel.gameId;
    if (sel.from) params.from = sel.from;
    if (sel.toExclusive) params.toExclusive = sel.toExclusive;
    if (sel.groupId !== null) params.groupId = sel.groupId;
    return stmt.all(params) as ScopePlayRow[];
  }

  replaceScope(scope: string, ratings: { playerId: number; mu: number; sigma: number; ordinal: number; plays: number; wins: number }[],
    history: { playerId: number; playedAt: string; playId: number; mu: number; sigma: number }[] | null, last: { playedAt: string; uid: string } | null, at: string): void {
    this.db.transaction(() => {
      this.s.clearRatings.run(scope);
      this.s.clearHistory.run(scope);
      for (const r of ratings) this.s.putRating.run({ scope, ...r });
      if (history) for (const h of history) this.s.putHistory.run({ scope, ...h });
      this.s.markClean.run({ scope, lastPlayedAt: last?.playedAt ?? null, lastUid: last?.uid ?? null, at });
    })();
  }

  rating(scope: string, playerId: number): { mu: number; sigma: number; plays: number; wins: number } | undefined {
    return this.s.getRating.get({ scope, playerId }) as { mu: number; sigma: number; plays: number; wins: number } | undefined;
  }

  putRating(scope: string, r: { playerId: number; mu: number; sigma: number; ordinal: number; plays: number; wins: number }): void {
    this.s.putRating.run({ scope, ...r });
  }

  putHistory(scope: string, h: { playerId: number; playedAt: string; playId: number; mu: number; sigma: number }): void {
    this.s.putHistory.run({ scope, ...h });
  }

  advance(scope: string, lastPlayedAt: string, lastUid: string, at: string): void {
    this.s.markClean.run({ scope, lastPlayedAt, lastUid, at });
  }

  board(scope: string, limit: number, membersOf: number | null): RatingRow[] {
    return (membersOf === null ? this.s.board.all({ scope, limit }) : this.s.boardMembers.all({ scope, limit, groupId: membersOf })) as RatingRow[];
  }

  history(scope: string, playerId: number): { played_at: string; mu: number; sigma: number }[] {
    return this.s.history.all({ scope, playerId }) as { played_at: string; mu: number; sigma: number }[];
  }

  gameScopes(): { scope: string; game_id: number }[] {
    return this.s.ratedGames.all() as { scope: string; game_id: number }[];
  }
}
