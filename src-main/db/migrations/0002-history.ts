import type { Migration } from './index';

/**
 * The club history: plays of any game (linked to a match, or logged by hand), per-player results,
 * a game catalogue, locations, groups, seasons, player merges, rating caches and rollups that keep
 * the stats pages fast. Finished matches from version 1 become plays.
 */
export const history: Migration = {
  version: 2,
  name: 'history',
  up: `
    ALTER TABLE players ADD COLUMN merged_into INTEGER REFERENCES players(id);
    ALTER TABLE players ADD COLUMN bgg_username TEXT NOT NULL DEFAULT '';
    ALTER TABLE players ADD COLUMN extra_json TEXT NOT NULL DEFAULT '{}';

    CREATE TABLE catalog_games (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      engine_id TEXT UNIQUE,
      bgg_id INTEGER,
      highest_wins INTEGER NOT NULL DEFAULT 1 CHECK (highest_wins IN (0, 1)),
      no_points INTEGER NOT NULL DEFAULT 0 CHECK (no_points IN (0, 1)),
      cooperative INTEGER NOT NULL DEFAULT 0 CHECK (cooperative IN (0, 1)),
      uses_teams INTEGER NOT NULL DEFAULT 0 CHECK (uses_teams IN (0, 1)),
      extra_json TEXT NOT NULL DEFAULT '{}'
    );
    CREATE UNIQUE INDEX catalog_games_name ON catalog_games(name COLLATE NOCASE);

    CREATE TABLE locations (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      extra_json TEXT NOT NULL DEFAULT '{}'
    );
    CREATE UNIQUE INDEX locations_name ON locations(name COLLATE NOCASE);

    CREATE TABLE player_groups (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      kind TEXT NOT NULL DEFAULT 'group' CHECK (kind IN ('group', 'club')),
      created_at TEXT NOT NULL
    );
    CREATE UNIQUE INDEX player_groups_name ON player_groups(name COLLATE NOCASE);
    CREATE TABLE group_members (
      group_id INTEGER NOT NULL REFERENCES player_groups(id) ON DELETE CASCADE,
      player_id INTEGER NOT NULL REFERENCES players(id),
      PRIMARY KEY (group_id, player_id)
    ) WITHOUT ROWID;
    CREATE INDEX group_members_player ON group_members(player_id);

    CREATE TABLE plays (
      id INTEGER PRIMARY KEY,
      uid TEXT NOT NULL UNIQUE,
      bgg_play_id INTEGER,
      match_id INTEGER UNIQUE REFERENCES matches(id),
      game_id INTEGER NOT NULL REFERENCES catalog_games(id),
      mode TEXT NOT NULL CHECK (mode IN ('digital', 'assist', 'manual')),
      played_at TEXT NOT NULL,
      duration_min INTEGER,
      location_id INTEGER REFERENCES locations(id),
      notes TEXT NOT NULL DEFAULT '',
      incomplete INTEGER NOT NULL DEFAULT 0 CHECK (incomplete IN (0, 1)),
      exclude_stats INTEGER NOT NULL DEFAULT 0 CHECK (exclude_stats IN (0, 1)),
      counted INTEGER NOT NULL DEFAULT 1 CHECK (counted IN (0, 1)),
      quantity INTEGER NOT NULL DEFAULT 1,
      manual_winner INTEGER NOT NULL DEFAULT 0 CHECK (manual_winner IN (0, 1)),
      expansions_json TEXT NOT NULL DEFAULT '[]',
      board TEXT NOT NULL DEFAULT '',
      tiebreaks_json TEXT,
      source TEXT NOT NULL DEFAULT 'tablekeeper',
      extra_json TEXT NOT NULL DEFAULT '{}',
      player_count INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX plays_played ON plays(played_at, uid);
    CREATE INDEX plays_game ON plays(game_id, counted, played_at, uid);
    CREATE INDEX plays_game_count ON plays(game_id, counted, player_count);
    CREATE INDEX plays_location ON plays(location_id, played_at);
    CREATE UNIQUE INDEX plays_bgg ON plays(bgg_play_id) WHERE bgg_play_id IS NOT NULL;

    CREATE TABLE play_players (
      play_id INTEGER NOT NULL REFERENCES plays(id) ON DELETE CASCADE,
      seat INTEGER NOT NULL,
      player_id INTEGER NOT NULL REFERENCES players(id),
      recorded_player_id INTEGER NOT NULL REFERENCES players(id),
      game_id INTEGER NOT NULL,
      played_at TEXT NOT NULL,
      counted INTEGER NOT NULL,
      player_count INTEGER NOT NULL,
      start_position INTEGER,
      colour TEXT NOT NULL DEFAULT '',
      team TEXT NOT NULL DEFAULT '',
      role TEXT NOT NULL DEFAULT '',
      score_text TEXT NOT NULL DEFAULT '',
      score REAL,
      rank INTEGER,
      winner INTEGER NOT NULL DEFAULT 0 CHECK (winner IN (0, 1)),
      new_to_game INTEGER NOT NULL DEFAULT 0 CHECK (new_to_game IN (0, 1)),
      breakdown_json TEXT,
      extra_json TEXT NOT NULL DEFAULT '{}',
      PRIMARY KEY (play_id, seat)
    );
    CREATE INDEX play_players_player ON play_players(player_id, counted, played_at, play_id);
    CREATE INDEX play_players_game ON play_players(game_id, counted, player_id);

    CREATE TABLE seasons (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      starts_on TEXT NOT NULL,
      ends_on TEXT NOT NULL,
      game_id INTEGER REFERENCES catalog_games(id),
      group_id INTEGER REFERENCES player_groups(id) ON DELETE SET NULL,
      CHECK (starts_on <= ends_on)
    );

    CREATE TABLE player_merges (
      id INTEGER PRIMARY KEY,
      from_id INTEGER NOT NULL REFERENCES players(id),
      into_id INTEGER NOT NULL REFERENCES players(id),
      merged_at TEXT NOT NULL,
      undone_at TEXT
    );

    -- Ratings are a cache: rebuilt from plays whenever a scope is dirty.
    CREATE TABLE rating_scopes (
      scope TEXT PRIMARY KEY,
      game_id INTEGER NOT NULL,
      group_id INTEGER,
      season_id INTEGER,
      dirty INTEGER NOT NULL DEFAULT 1,
      last_played_at TEXT,
      last_uid TEXT,
      computed_at TEXT
    );
    CREATE INDEX rating_scopes_game ON rating_scopes(game_id);
    CREATE TABLE ratings (
      scope TEXT NOT NULL,
      player_id INTEGER NOT NULL,
      mu REAL NOT NULL,
      sigma REAL NOT NULL,
      ordinal REAL NOT NULL,
      plays INTEGER NOT NULL,
      wins INTEGER NOT NULL,
      PRIMARY KEY (scope, player_id)
    ) WITHOUT ROWID;
    CREATE INDEX ratings_board ON ratings(scope, ordinal DESC);
    CREATE TABLE rating_history (
      scope TEXT NOT NULL,
      player_id INTEGER NOT NULL,
      played_at TEXT NOT NULL,
      play_id INTEGER NOT NULL,
      mu REAL NOT NULL,
      sigma REAL NOT NULL,
      PRIMARY KEY (scope, player_id, played_at, play_id)
    ) WITHOUT ROWID;

    -- Rollups kept exact by triggers, so month and game pages never scan every play.
    CREATE TABLE rollup_month (
      month TEXT NOT NULL,
      game_id INTEGER NOT NULL,
      location_id INTEGER NOT NULL,
      plays INTEGER NOT NULL,
      PRIMARY KEY (month, game_id, location_id)
    ) WITHOUT ROWID;
    CREATE INDEX rollup_month_game ON rollup_month(game_id, month);
    CREATE TABLE rollup_scores (
      game_id INTEGER NOT NULL,
      player_count INTEGER NOT NULL,
      score REAL NOT NULL,
      n INTEGER NOT NULL,
      PRIMARY KEY (game_id, player_count, score)
    ) WITHOUT ROWID;

    CREATE TRIGGER plays_rollup_insert AFTER INSERT ON plays WHEN NEW.counted = 1 BEGIN
      INSERT INTO rollup_month (month, game_id, location_id, plays)
        VALUES (substr(NEW.played_at, 1, 7), NEW.game_id, COALESCE(NEW.location_id, 0), 1)
        ON CONFLICT (month, game_id, location_id) DO UPDATE SET plays = plays + 1;
    END;
    CREATE TRIGGER plays_rollup_delete AFTER DELETE ON plays WHEN OLD.counted = 1 BEGIN
      UPDATE rollup_month SET plays = plays - 1
        WHERE month = substr(OLD.played_at, 1, 7) AND game_id = OLD.game_id AND location_id = COALESCE(OLD.location_id, 0);
    END;
    CREATE TRIGGER plays_rollup_update AFTER UPDATE OF counted, played_at, game_id, location_id ON plays BEGIN
      UPDATE rollup_month SET plays = plays - 1
        WHERE OLD.counted = 1 AND month = substr(OLD.played_at, 1, 7) AND game_id = OLD.game_id AND location_id = COALESCE(OLD.location_id, 0);
      INSERT INTO rollup_month (month, game_id, location_id, plays)
        SELECT substr(NEW.played_at, 1, 7), NEW.game_id, COALESCE(NEW.location_id, 0), 1 WHERE NEW.counted = 1
        ON CONFLICT (month, game_id, location_id) DO UPDATE SET plays = plays + 1;
    END;
    CREATE TRIGGER play_players_rollup_insert AFTER INSERT ON play_players WHEN NEW.counted = 1 AND NEW.score IS NOT NULL BEGIN
      INSERT INTO rollup_scores (game_id, player_count, score, n) VALUES (NEW.game_id, NEW.player_count, NEW.score, 1)
        ON CONFLICT (game_id, player_count, score) DO UPDATE SET n = n + 1;
    END;
    CREATE TRIGGER play_players_rollup_delete AFTER DELETE ON play_players WHEN OLD.counted = 1 AND OLD.score IS NOT NULL BEGIN
      UPDATE rollup_scores SET n = n - 1 WHERE game_id = OLD.game_id AND player_count = OLD.player_count AND score = OLD.score;
      DELETE FROM rollup_scores WHERE game_id = OLD.game_id AND player_count = OLD.player_count AND score = OLD.score AND n <= 0;
    END;

    -- Finished matches of version 1 become plays (the four games, digital or assisted).
    INSERT INTO catalog_games (name, engine_id)
      SELECT DISTINCT game_id, game_id FROM matches WHERE status = 'finished';
    INSERT INTO plays (uid, match_id, game_id, mode, played_at, player_count, source, created_at, updated_at, tiebreaks_json)
      SELECT 'match:' || m.id, m.id, g.id, m.mode, datetime(COALESCE(m.ended_at, m.started_at), 'localtime'),
             (SELECT COUNT(*) FROM seats s WHERE s.match_id = m.id), 'tablekeeper', m.started_at, COALESCE(m.ended_at, m.started_at),
             (SELECT tiebreaks_json FROM result_tiebreaks t WHERE t.match_id = m.id)
      FROM matches m JOIN catalog_games g ON g.engine_id = m.game_id
      WHERE m.status = 'finished';
    INSERT INTO players (name, created_at)
      SELECT DISTINCT s.name, datetime('now') FROM seats s JOIN plays p ON p.match_id = s.match_id
      WHERE s.player_id IS NULL AND NOT EXISTS (SELECT 1 FROM players x WHERE x.name = s.name COLLATE NOCASE);
    INSERT INTO play_players (play_id, seat, player_id, recorded_player_id, game_id, played_at, counted, player_count, start_position,
                              colour, score_text, score, rank, winner, breakdown_json)
      SELECT p.id, s.seat, pl.id, pl.id, p.game_id, p.played_at, 1, p.player_count, s.seat + 1, s.colour,
             COALESCE(CASE WHEN r.total = CAST(r.total AS INTEGER) THEN CAST(CAST(r.total AS INTEGER) AS TEXT) ELSE CAST(r.total AS TEXT) END, ''), r.total, r.rank, COALESCE(r.winner, 0), r.breakdown_json
      FROM plays p JOIN seats s ON s.match_id = p.match_id
      JOIN players pl ON pl.id = COALESCE(s.player_id, (SELECT x.id FROM players x WHERE x.name = s.name COLLATE NOCASE))
      LEFT JOIN results r ON r.match_id = s.match_id AND r.seat = s.seat;
  `,
};
