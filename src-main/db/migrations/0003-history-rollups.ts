import type { Migration } from './index';

/**
 * Keeps the filtered stats pages under 100 ms at a million plays (see docs/history.md, "Speed"):
 * - play_players carries its play's location, so a location filter reads one index range instead of
 *   probing plays for every row;
 * - play_groups lists, per group, the plays where at least one member took part (the group filter),
 *   kept exact by triggers on results, memberships and merges;
 * - rollup_h2h holds each ordered pair of players' head-to-head counts over counted plays, kept exact
 *   by triggers, so an unfiltered player page never self-joins their results.
 * Every trigger keeps one invariant: a rollup equals the same figure computed from the rows now present.
 */
/** The other counted results of `row`'s play (one per player: a player never sits twice in a play). */
const others = (row: string) =>
  `FROM play_players o WHERE o.play_id = ${row}.play_id AND o.seat <> ${row}.seat AND o.player_id <> ${row}.player_id AND o.counted = 1`;

/** Adds `row`'s pairs with the other results of its play, both ways round. */
export function addPairs(row: string, when = '1'): string {
  return `
    INSERT INTO rollup_h2h (player_id, opponent_id, plays, ahead, behind, wins, their_wins)
      SELECT ${row}.player_id, o.player_id, 1, ${row}.rank < o.rank IS 1, ${row}.rank > o.rank IS 1, ${row}.winner, o.winner ${others(row)} AND ${when}
      UNION ALL
      SELECT o.player_id, ${row}.player_id, 1, o.rank < ${row}.rank IS 1, o.rank > ${row}.rank IS 1, o.winner, ${row}.winner ${others(row)} AND ${when}
      ON CONFLICT (player_id, opponent_id) DO UPDATE SET plays = plays + excluded.plays, ahead = ahead + excluded.ahead,
        behind = behind + excluded.behind, wins = wins + excluded.wins, their_wins = their_wins + excluded.their_wins;`;
}

/** Takes away what addPairs(row) added, given the other results as they are now. */
function subtractPairs(row: string, when = '1'): string {
  const theirs = (column: string, who: string) => `(SELECT o.${column} ${others(row)} AND o.player_id = rollup_h2h.${who})`;
  const opponents = `(SELECT o.player_id ${others(row)})`;
  return `
    UPDATE rollup_h2h SET plays = plays - 1,
        ahead = ahead - (${row}.rank < ${theirs('rank', 'opponent_id')} IS 1),
        behind = behind - (${row}.rank > ${theirs('rank', 'opponent_id')} IS 1),
        wins = wins - ${row}.winner,
        their_wins = their_wins - ${theirs('winner', 'opponent_id')}
      WHERE ${when} AND player_id = ${row}.player_id AND opponent_id IN ${opponents};
    UPDATE rollup_h2h SET plays = plays - 1,
        ahead = ahead - (${theirs('rank', 'player_id')} < ${row}.rank IS 1),
        behind = behind - (${theirs('rank', 'player_id')} > ${row}.rank IS 1),
        wins = wins - ${theirs('winner', 'player_id')},
        their_wins = their_wins - ${row}.winner
      WHERE ${when} AND opponent_id = ${row}.player_id AND player_id IN ${opponents};
    DELETE FROM rollup_h2h WHERE ${when} AND plays <= 0 AND (player_id = ${row}.player_id OR opponent_id = ${row}.player_id);`;
}

export const historyRollups: Migration = {
  version: 3,
  name: 'history-rollups',
  up: `
    ALTER TABLE play_players ADD COLUMN location_id INTEGER;
    UPDATE play_players SET location_id = (SELECT location_id FROM plays WHERE plays.id = play_players.play_id);
    -- Covering indexes: a filtered game page and a player page read index entries only, never the rows.
    CREATE INDEX play_players_game_location ON play_players(game_id, location_id, counted, score, player_count);
    DROP INDEX play_players_player;
    CREATE INDEX play_players_player ON play_players(player_id, counted, played_at, play_id, game_id, winner, score, location_id);
    CREATE INDEX plays_game_location ON plays(game_id, counted, location_id, player_count);
    CREATE TRIGGER plays_location_follows AFTER UPDATE OF location_id ON plays BEGIN
      UPDATE play_players SET location_id = NEW.location_id WHERE play_id = NEW.id;
    END;
    -- Results may be written before their play (a restore copies tables in name order), so fill both ways.
    CREATE TRIGGER play_players_location_fill AFTER INSERT ON play_players
      WHEN NEW.location_id IS NULL AND (SELECT location_id FROM plays WHERE id = NEW.play_id) IS NOT NULL BEGIN
      UPDATE play_players SET location_id = (SELECT location_id FROM plays WHERE id = NEW.play_id)
        WHERE play_id = NEW.play_id AND seat = NEW.seat;
    END;
    CREATE TRIGGER plays_location_fill AFTER INSERT ON plays WHEN NEW.location_id IS NOT NULL BEGIN
      UPDATE play_players SET location_id = NEW.location_id WHERE play_id = NEW.id AND location_id IS NOT NEW.location_id;
    END;

    CREATE TABLE play_groups (
      group_id INTEGER NOT NULL REFERENCES player_groups(id) ON DELETE CASCADE,
      play_id INTEGER NOT NULL REFERENCES plays(id) ON DELETE CASCADE,
      -- The play's game, date and whether it counts, as on its results: group pages read only this table.
      game_id INTEGER NOT NULL,
      played_at TEXT NOT NULL,
      counted INTEGER NOT NULL,
      PRIMARY KEY (group_id, play_id)
    ) WITHOUT ROWID;
    CREATE INDEX play_groups_play ON play_groups(play_id);
    CREATE INDEX play_groups_months ON play_groups(group_id, counted, played_at, game_id);
    INSERT OR IGNORE INTO play_groups (group_id, play_id, game_id, played_at, counted)
      SELECT gm.group_id, pp.play_id, pp.game_id, pp.played_at, pp.counted FROM group_members gm JOIN play_players pp ON pp.player_id = gm.player_id;

    CREATE TRIGGER play_groups_result_insert AFTER INSERT ON play_players BEGIN
      INSERT OR IGNORE INTO play_groups (group_id, play_id, game_id, played_at, counted)
        SELECT group_id, NEW.play_id, NEW.game_id, NEW.played_at, NEW.counted FROM group_members WHERE player_id = NEW.player_id;
    END;
    CREATE TRIGGER play_groups_result_delete AFTER DELETE ON play_players BEGIN
      DELETE FROM play_groups WHERE play_id = OLD.play_id
        AND group_id IN (SELECT group_id FROM group_members WHERE player_id = OLD.player_id)
        AND NOT EXISTS (SELECT 1 FROM play_players pp JOIN group_members gm ON gm.player_id = pp.player_id
                        WHERE pp.play_id = OLD.play_id AND gm.group_id = play_groups.group_id);
    END;
    CREATE TRIGGER play_groups_result_move AFTER UPDATE OF player_id ON play_players BEGIN
      DELETE FROM play_groups WHERE play_id = OLD.play_id
        AND group_id IN (SELECT group_id FROM group_members WHERE player_id = OLD.player_id)
        AND NOT EXISTS (SELECT 1 FROM play_players pp JOIN group_members gm ON gm.player_id = pp.player_id
                        WHERE pp.play_id = OLD.play_id AND gm.group_id = play_groups.group_id);
      INSERT OR IGNORE INTO play_groups (group_id, play_id, game_id, played_at, counted)
        SELECT group_id, NEW.play_id, NEW.game_id, NEW.played_at, NEW.counted FROM group_members WHERE player_id = NEW.player_id;
    END;
    CREATE TRIGGER play_groups_member_insert AFTER INSERT ON group_members BEGIN
      INSERT OR IGNORE INTO play_groups (group_id, play_id, game_id, played_at, counted)
        SELECT NEW.group_id, play_id, game_id, played_at, counted FROM play_players WHERE player_id = NEW.player_id;
    END;
    CREATE TRIGGER play_groups_member_delete AFTER DELETE ON group_members BEGIN
      DELETE FROM play_groups WHERE group_id = OLD.group_id
        AND play_id IN (SELECT play_id FROM play_players WHERE player_id = OLD.player_id)
        AND NOT EXISTS (SELECT 1 FROM play_players pp JOIN group_members gm ON gm.player_id = pp.player_id
                        WHERE pp.play_id = play_groups.play_id AND gm.group_id = OLD.group_id);
    END;
    CREATE TRIGGER play_groups_member_move AFTER UPDATE OF player_id, group_id ON group_members BEGIN
      DELETE FROM play_groups WHERE group_id = OLD.group_id
        AND play_id IN (SELECT play_id FROM play_players WHERE player_id = OLD.player_id)
        AND NOT EXISTS (SELECT 1 FROM play_players pp JOIN group_members gm ON gm.player_id = pp.player_id
                        WHERE pp.play_id = play_groups.play_id AND gm.group_id = OLD.group_id);
      INSERT OR IGNORE INTO play_groups (group_id, play_id, game_id, played_at, counted)
        SELECT NEW.group_id, play_id, game_id, played_at, counted FROM play_players WHERE player_id = NEW.player_id;
    END;

    CREATE TABLE rollup_h2h (
      player_id INTEGER NOT NULL,
      opponent_id INTEGER NOT NULL,
      plays INTEGER NOT NULL,
      ahead INTEGER NOT NULL,
      behind INTEGER NOT NULL,
      wins INTEGER NOT NULL,
      their_wins INTEGER NOT NULL,
      PRIMARY KEY (player_id, opponent_id)
    ) WITHOUT ROWID;
    INSERT INTO rollup_h2h (player_id, opponent_id, plays, ahead, behind, wins, their_wins)
      SELECT me.player_id, o.player_id, COUNT(*),
             SUM(CASE WHEN me.rank < o.rank THEN 1 ELSE 0 END), SUM(CASE WHEN me.rank > o.rank THEN 1 ELSE 0 END),
             SUM(me.winner), SUM(o.winner)
      FROM play_players me JOIN play_players o ON o.play_id = me.play_id AND o.player_id <> me.player_id
      WHERE me.counted = 1 GROUP BY me.player_id, o.player_id;

    CREATE TRIGGER rollup_h2h_insert AFTER INSERT ON play_players WHEN NEW.counted = 1 BEGIN ${addPairs('NEW')} END;
    CREATE TRIGGER rollup_h2h_delete AFTER DELETE ON play_players WHEN OLD.counted = 1 BEGIN ${subtractPairs('OLD')} END;
    CREATE TRIGGER rollup_h2h_update AFTER UPDATE OF player_id, rank, winner, counted ON play_players BEGIN
      ${subtractPairs('OLD', 'OLD.counted = 1')}
      ${addPairs('NEW', 'NEW.counted = 1')}
    END;
  `,
};
