/**
 * Writing many new plays at once (a laptop's first club sync): the per-row rollup triggers stand aside
 * while the batch is written (migration 7's history_bulk flag), then each rollup takes the whole batch
 * in one grouped statement, in the same transaction, so every rollup is exact again before it commits.
 * Only plays new to this laptop go through here; edits and deletions keep the per-row triggers.
 */
import type { Db } from '../native';

/** The batch's plays, as a JSON array of ids bound to @ids. */
const BATCH = `(SELECT value FROM json_each(@ids))`;

export class BulkRollups {
  private readonly pause;
  private readonly resume;
  private readonly catchUp;

  constructor(private readonly db: Db) {
    this.pause = db.prepare(`INSERT OR IGNORE INTO history_bulk (flag) VALUES (1)`);
    this.resume = db.prepare(`DELETE FROM history_bulk`);
    const p = (sql: string) => db.prepare(sql);
    this.catchUp = [
      p(`INSERT INTO rollup_month (month, game_id, location_id, plays)
         SELECT substr(played_at, 1, 7), game_id, COALESCE(location_id, 0), COUNT(*) FROM plays
         WHERE id IN ${BATCH} AND counted = 1 GROUP BY 1, 2, 3
         ON CONFLICT (month, game_id, location_id) DO UPDATE SET plays = plays + excluded.plays`),
      p(`INSERT INTO rollup_scores (game_id, player_count, score, n)
         SELECT game_id, player_count, score, COUNT(*) FROM play_players
         WHERE play_id IN ${BATCH} AND counted = 1 AND score IS NOT NULL GROUP BY 1, 2, 3
         ON CONFLICT (game_id, player_count, score) DO UPDATE SET n = n + excluded.n`),
      // Every ordered pair of counted results of one play with two different players, as the per-row trigger adds them.
      p(`INSERT INTO rollup_h2h (player_id, opponent_id, plays, ahead, behind, wins, their_wins)
         SELECT me.player_id, o.player_id, COUNT(*), SUM(me.rank < o.rank IS 1), SUM(me.rank > o.rank IS 1), SUM(me.winner), SUM(o.winner)
         FROM play_players me JOIN play_players o ON o.play_id = me.play_id AND o.seat <> me.seat AND o.player_id <> me.player_id AND o.counted = 1
         WHERE me.play_id IN ${BATCH} AND me.counted = 1 GROUP BY 1, 2
         ON CONFLICT (player_id, opponent_id) DO UPDATE SET plays = plays + excluded.plays, ahead = ahead + excluded.ahead,
           behind = behind + excluded.behind, wins = wins + excluded.wins, their_wins = their_wins + excluded.their_wins`),
      // Each play joins its players' groups; play_groups' own triggers bring its scores into rollup_group_scores.
      p(`INSERT OR IGNORE INTO play_groups (group_id, play_id, game_id, played_at, counted, player_count)
         SELECT gm.group_id, pp.play_id, pp.game_id, pp.played_at, pp.counted, pp.player_count
         FROM play_players pp JOIN group_members gm ON gm.player_id = pp.player_id WHERE pp.play_id IN ${BATCH}`),
    ];
  }

  /**
   * Runs `write` (which inserts new plays with their results and returns their ids) with the per-row
   * insert rollups paused, then rolls the batch up. Must run inside the caller's transaction: a crash
   * before it commits leaves neither the plays nor their rollups.
   */
  insertBatch(write: () => number[]): number[] {
    if (!this.db.inTransaction) throw new Error('BulkRollups.insertBatch runs inside a transaction.');
    this.pause.run();
    let ids: number[];
    try {
      ids = write();
    } finally {
      this.resume.run();
    }
    if (ids.length) {
      const batch = JSON.stringify(ids);
      for (const stmt of this.catchUp) stmt.run({ ids: batch });
    }
    return ids;
  }
}
