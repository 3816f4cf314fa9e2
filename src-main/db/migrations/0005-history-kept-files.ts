import type { Migration } from './index';

/**
 * What an imported file holds beyond plays, so an export gives it back (docs/history.md, "What is kept"):
 * - players.anonymous marks the one row that stands for every anonymous seat (BG Stats' "Anonymous player",
 *   an unnamed seat). It is never listed, matched, merged or rated; each seat stays its own row of the play.
 * - kept_sections holds a file's top-level sections Tablekeeper has no table for (BG Stats' tags, groups,
 *   challenges, deletedObjects, userInfo…), verbatim as JSON, one row per format and section.
 */
export const historyKeptFiles: Migration = {
  version: 5,
  name: 'history-kept-files',
  up: `
    ALTER TABLE players ADD COLUMN anonymous INTEGER NOT NULL DEFAULT 0 CHECK (anonymous IN (0, 1));
    CREATE TABLE kept_sections (
      format TEXT NOT NULL,
      name TEXT NOT NULL,
      json TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      PRIMARY KEY (format, name)
    );
  `,
};
