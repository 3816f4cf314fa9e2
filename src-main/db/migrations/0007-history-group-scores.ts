import type { Migration } from './index';
import { addPairs } from './0003-history-rollups';

/**
 * A group's game page and a bulk load, both fast at a million plays (docs/history.md, "Performance"):
 * - rollup_group_scores holds, per group, the score counts of its counted plays by game and player
 *   count (what rollup_scores holds for everyone), so a game page with a group filter reads a few
 *   hundred rows instead of each of the group's results of that game, scattered over the whole table;
 * - play_groups carries its play's player count, so the same page counts plays per player count from
 *   one index range;
 * - while history_bulk holds a row, the per-row rollup triggers of new results and plays stand aside and
 *   the bulk writer (db/history/bulk-rollups.ts) adds a whole batch's figures at once, in the same
 *   transaction, before the row is removed;
 * - the club outbox is looked up by record (kind, uid) on every received version.
 *
 * Each trigger keeps one invariant: rollup_group_scores equals, for every play_groups row, the counted
 * scored results of that play now present. A play entering or leaving a group brings or takes all its
 * results (triggers on play_groups); a result added to or taken from a play already in a group brings or
 * takes only itself. The result triggers do both in one body, in that order, so the two never count a
 * result twice whatever order SQLite fires separate triggers in.
 */
const NOT_BULK = 'NOT EXISTS (SELECT 1 FROM history_bulk)';

/** Adds (or takes away) every counted, scored result of play `play` to group `group`'s counts. */
function playScores(group: string, play: string, sign: 1 | -1): string {
  if (sign === 1) {
    return `
      INSERT INTO rollup_group_scores (group_id, game_id, player_count, score, n)
        SELECT ${group}, game_id, player_count, score, COUNT(*) FROM play_players
        WHERE play_id = ${play} AND counted = 1 AND score IS NOT NULL GROUP BY game_id, player_count, score
        ON CONFLICT (group_id, game_id, player_count, score) DO UPDATE SET n = n + excluded.n;`;
  }
  const keys = `(game_id, player_count, score) IN (SELECT game_id, player_count, score FROM play_players WHERE play_id = ${play} AND counted = 1 AND score IS NOT NULL)`;
  return `
      UPDATE rollup_group_scores SET n = n - (SELECT COUNT(*) FROM play_players pp WHERE pp.play_id = ${play} AND pp.counted = 1
          AND pp.game_id = rollup_group_scores.game_id AND pp.player_count = rollup_group_scores.player_count AND pp.score = rollup_group_scores.score)
        WHERE group_id = ${group} AND ${keys};
      DELETE FROM rollup_group_scores WHERE group_id = ${group} AND n <= 0 AND ${keys};`;
}

/** Adds (or takes away) one result `row` to every group its play is in now. */
function resultScore(row: string, sign: 1 | -1): string {
  const groups = `(SELECT group_id FROM play_groups WHERE play_id = ${row}.play_id)`;
  const key = `game_id = ${row}.game_id AND player_count = ${row}.player_count AND score = ${row}.score`;
  if (sign === 1) {
    return `
      INSERT INTO rollup_group_scores (group_id, game_id, player_count, score, n)
        SELECT group_id, ${row}.game_id, ${row}.player_count, ${row}.score, 1 FROM play_groups
        WHERE play_id = ${row}.play_id AND ${row}.counted = 1 AND ${row}.score IS NOT NULL
        ON CONFLICT (group_id, game_id, player_count, score) DO UPDATE SET n = n + 1;`;
  }
  return `
      UPDATE rollup_group_scores SET n = n - 1 WHERE ${row}.counted = 1 AND ${key} AND group_id IN ${groups};
      DELETE FROM rollup_group_scores WHERE n <= 0 AND ${key} AND group_id IN ${groups};`;
}

/** The play leaves each group none of its remaining results' players belongs to. */
const leaveGroups = (row: string) => `
      DELETE FROM play_groups WHERE play_id = ${row}.play_id
        AND group_id IN (SELECT group_id FROM group_members WHERE player_id = ${row}.player_id)
        AND NOT EXISTS (SELECT 1 FROM play_players pp JOIN group_members gm ON gm.player_id = pp.player_id
                        WHERE pp.play_id = ${row}.play_id AND gm.group_id = play_groups.group_id);`;

/** The play joins each group the result's player belongs to. */
const joinGroups = (row: string) => `
      INSERT OR IGNORE INTO play_groups (group_id, play_id, game_id, played_at, counted, player_count)
        SELECT group_id, ${row}.play_id, ${row}.game_id, ${row}.played_at, ${row}.counted, ${row}.player_count FROM group_members WHERE player_id = ${row}.player_id;`;

export const historyGroupScores: Migration = {
  version: 7,
  name: 'history-group-scores',
  up: `
    CREATE TABLE history_bulk (flag INTEGER PRIMARY KEY);
    CREATE INDEX sync_outbox_record ON sync_outbox(kind, uid, seq);

    ALTER TABLE play_groups ADD COLUMN player_count INTEGER NOT NULL DEFAULT 0;
    UPDATE play_groups SET player_count = (SELECT player_count FROM plays WHERE plays.id = play_groups.play_id);
    CREATE INDEX play_groups_player_count ON play_groups(group_id, game_id, counted, player_count);

    CREATE TABLE rollup_group_scores (
      group_id INTEGER NOT NULL,
      game_id INTEGER NOT NULL,
      player_count INTEGER NOT NULL,
      score REAL NOT NULL,
      n INTEGER NOT NULL,
      PRIMARY KEY (group_id, game_id, player_count, score)
    ) WITHOUT ROWID;
    INSERT INTO rollup_group_scores (group_id, game_id, player_count, score, n)
      SELECT g.group_id, pp.game_id, pp.player_count, pp.score, COUNT(*) FROM play_groups g JOIN play_players pp ON pp.play_id = g.play_id
      WHERE pp.counted = 1 AND pp.score IS NOT NULL GROUP BY 1, 2, 3, 4;

    CREATE TRIGGER rollup_group_scores_join AFTER INSERT ON play_groups BEGIN ${playScores('NEW.group_id', 'NEW.play_id', 1)} END;
    CREATE TRIGGER rollup_group_scores_leave AFTER DELETE ON play_groups BEGIN ${playScores('OLD.group_id', 'OLD.play_id', -1)} END;

    DROP TRIGGER play_groups_result_insert;
    DROP TRIGGER play_groups_result_delete;
    DROP TRIGGER play_groups_result_move;
    CREATE TRIGGER play_groups_result_insert AFTER INSERT ON play_players WHEN ${NOT_BULK} BEGIN
      ${resultScore('NEW', 1)}
      ${joinGroups('NEW')}
    END;
    CREATE TRIGGER play_groups_result_delete AFTER DELETE ON play_players BEGIN
      ${resultScore('OLD', -1)}
      ${leaveGroups('OLD')}
    END;
    -- A merge moves a result to another player: the result leaves the groups its play is in as it was,
    -- comes back as the new player's, then the play leaves and joins groups (each bringing or taking all
    -- its results, the moved one included).
    CREATE TRIGGER play_groups_result_move AFTER UPDATE OF player_id ON play_players BEGIN
      ${resultScore('OLD', -1)}
      ${resultScore('NEW', 1)}
      ${leaveGroups('OLD')}
      ${joinGroups('NEW')}
    END;

    DROP TRIGGER play_groups_member_insert;
    DROP TRIGGER play_groups_member_move;
    CREATE TRIGGER play_groups_member_insert AFTER INSERT ON group_members BEGIN
      INSERT OR IGNORE INTO play_groups (group_id, play_id, game_id, played_at, counted, player_count)
        SELECT NEW.group_id, play_id, game_id, played_at, counted, player_count FROM play_players WHERE player_id = NEW.player_id;
    END;
    CREATE TRIGGER play_groups_member_move AFTER UPDATE OF player_id, group_id ON group_members BEGIN
      DELETE FROM play_groups WHERE group_id = OLD.group_id
        AND play_id IN (SELECT play_id FROM play_players WHERE player_id = OLD.player_id)
        AND NOT EXISTS (SELECT 1 FROM play_players pp JOIN group_members gm ON gm.player_id = pp.player_id
                        WHERE pp.play_id = play_groups.play_id AND gm.group_id = OLD.group_id);
      INSERT OR IGNORE INTO play_groups (group_id, play_id, game_id, played_at, counted, player_count)
        SELECT NEW.group_id, play_id, game_id, played_at, counted, player_count FROM play_players WHERE player_id = NEW.player_id;
    END;

    -- New plays and results written in bulk are rolled up by the bulk writer, a batch at a time.
    DROP TRIGGER plays_rollup_insert;
    CREATE TRIGGER plays_rollup_insert AFTER INSERT ON plays WHEN NEW.counted = 1 AND ${NOT_BULK} BEGIN
      INSERT INTO rollup_month (month, game_id, location_id, plays)
        VALUES (substr(NEW.played_at, 1, 7), NEW.game_id, COALESCE(NEW.location_id, 0), 1)
        ON CONFLICT (month, game_id, location_id) DO UPDATE SET plays = plays + 1;
    END;
    DROP TRIGGER play_players_rollup_insert;
    CREATE TRIGGER play_players_rollup_insert AFTER INSERT ON play_players WHEN NEW.counted = 1 AND NEW.score IS NOT NULL AND ${NOT_BULK} BEGIN
      INSERT INTO rollup_scores (game_id, player_count, score, n) VALUES (NEW.game_id, NEW.player_count, NEW.score, 1)
        ON CONFLICT (game_id, player_count, score) DO UPDATE SET n = n + 1;
    END;
    DROP TRIGGER rollup_h2h_insert;
    CREATE TRIGGER rollup_h2h_insert AFTER INSERT ON play_players WHEN NEW.counted = 1 AND ${NOT_BULK} BEGIN ${addPairs('NEW')} END;
  `,
};
