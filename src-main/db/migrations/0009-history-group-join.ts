import type { Migration } from './index';

/**
 * Saving a group at a million plays (docs/history.md, "Performance"): a member who joins brings each of
 * their plays the group lacks, and migration 7 rolled each such play's scores into the group one
 * trigger run per play (seconds for a club of 20). Now the joining member's plays are rolled up in one
 * grouped statement, and the per-play trigger stands aside (history_bulk flag 2) while they join.
 * The invariant is migration 7's: rollup_group_scores equals the group's plays' counted scored results.
 */
const JOINING = 'EXISTS (SELECT 1 FROM history_bulk WHERE flag = 2)';

export const historyGroupJoin: Migration = {
  version: 9,
  name: 'history-group-join',
  up: `
    DROP TRIGGER rollup_group_scores_join;
    CREATE TRIGGER rollup_group_scores_join AFTER INSERT ON play_groups WHEN NOT ${JOINING} BEGIN
      INSERT INTO rollup_group_scores (group_id, game_id, player_count, score, n)
        SELECT NEW.group_id, game_id, player_count, score, COUNT(*) FROM play_players
        WHERE play_id = NEW.play_id AND counted = 1 AND score IS NOT NULL GROUP BY game_id, player_count, score
        ON CONFLICT (group_id, game_id, player_count, score) DO UPDATE SET n = n + excluded.n;
    END;

    DROP TRIGGER play_groups_member_insert;
    CREATE TRIGGER play_groups_member_insert AFTER INSERT ON group_members BEGIN
      -- The plays the member brings (theirs the group lacks), all their results at once.
      INSERT INTO rollup_group_scores (group_id, game_id, player_count, score, n)
        SELECT NEW.group_id, pp.game_id, pp.player_count, pp.score, COUNT(*) FROM play_players pp
        WHERE pp.play_id IN (SELECT m.play_id FROM play_players m WHERE m.player_id = NEW.player_id
                               AND NOT EXISTS (SELECT 1 FROM play_groups g WHERE g.group_id = NEW.group_id AND g.play_id = m.play_id))
          AND pp.counted = 1 AND pp.score IS NOT NULL
        GROUP BY pp.game_id, pp.player_count, pp.score
        ON CONFLICT (group_id, game_id, player_count, score) DO UPDATE SET n = n + excluded.n;
      INSERT OR IGNORE INTO history_bulk (flag) VALUES (2);
      INSERT OR IGNORE INTO play_groups (group_id, play_id, game_id, played_at, counted, player_count)
        SELECT NEW.group_id, play_id, game_id, played_at, counted, player_count FROM play_players WHERE player_id = NEW.player_id;
      DELETE FROM history_bulk WHERE flag = 2;
    END;
  `,
};
