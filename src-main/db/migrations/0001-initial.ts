import type { Migration } from './index';

/** Matches, their seats, the append-only action log and final results. */
export const initial: Migration = {
  version: 1,
  name: 'initial',
  up: `
    CREATE TABLE players (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE UNIQUE INDEX players_name ON players(name COLLATE NOCASE);

    CREATE TABLE matches (
      id INTEGER PRIMARY KEY,
      game_id TEXT NOT NULL,
      mode TEXT NOT NULL CHECK (mode IN ('digital', 'assist')),
      source TEXT NOT NULL DEFAULT 'engine' CHECK (source IN ('engine', 'end-state')),
      options_json TEXT NOT NULL,
      seed TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('active', 'finished', 'abandoned')),
      started_at TEXT NOT NULL,
      ended_at TEXT,
      version INTEGER NOT NULL DEFAULT 0,
      state_json TEXT NOT NULL
    );
    CREATE INDEX matches_status ON matches(status, started_at);

    CREATE TABLE seats (
      match_id INTEGER NOT NULL REFERENCES matches(id),
      seat INTEGER NOT NULL,
      player_id INTEGER REFERENCES players(id),
      name TEXT NOT NULL,
      colour TEXT NOT NULL,
      PRIMARY KEY (match_id, seat)
    );
    CREATE INDEX seats_player ON seats(player_id);

    CREATE TABLE actions (
      match_id INTEGER NOT NULL REFERENCES matches(id),
      seq INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('action', 'undo')),
      actor TEXT NOT NULL,
      action_json TEXT,
      created_at TEXT NOT NULL,
      PRIMARY KEY (match_id, seq)
    );
    CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
      BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
    CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions
      BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;

    CREATE TABLE results (
      match_id INTEGER NOT NULL REFERENCES matches(id),
      seat INTEGER NOT NULL,
      total REAL NOT NULL,
      breakdown_json TEXT NOT NULL,
      rank INTEGER NOT NULL,
      winner INTEGER NOT NULL CHECK (winner IN (0, 1)),
      PRIMARY KEY (match_id, seat)
    );
    CREATE TABLE result_tiebreaks (
      match_id INTEGER PRIMARY KEY REFERENCES matches(id),
      tiebreaks_json TEXT NOT NULL
    );

    CREATE TABLE settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    );
  `,
};
