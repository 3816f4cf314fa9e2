import type { Migration } from './index';

/**
 * Keeps every history page under every filter under 100 ms at a million plays, first read included
 * (docs/history.md, "Performance"). Indexes only: each one lets a filtered page read one index range
 * and nothing else.
 * - A game page over a date range reads its results (score, player count) and its plays (player count)
 *   by (game, counted, date) instead of every result of the game.
 * - A game page with a group starts from the group's plays of that game (play_groups by group, game,
 *   counted, date) instead of scanning the group's plays of every game.
 * - A location filter on the month counts reads the location's own rollup rows.
 * - A player's plays list walks the player's results newest first and stops at the page.
 */
export const historySpeed: Migration = {
  version: 6,
  name: 'history-speed',
  up: `
    CREATE INDEX play_players_game_played ON play_players(game_id, counted, played_at, player_count, score, location_id);
    CREATE INDEX plays_game_played ON plays(game_id, counted, played_at, player_count, location_id);
    CREATE INDEX play_groups_game ON play_groups(group_id, game_id, counted, played_at, play_id);
    CREATE INDEX rollup_month_location ON rollup_month(location_id, month, game_id, plays);
    CREATE INDEX play_players_player_played ON play_players(player_id, played_at, play_id, game_id);
  `,
};
