import type { Migration } from './index';

/**
 * Choosing a version in a club conflict (docs/club.md, "Conflicts"). A choice travels as an ordinary
 * new version: the chosen content, written as an edit of the version not chosen, so it wins by the
 * normal rule on every laptop and the conflict ends everywhere. Each laptop recognises such a version
 * among a record's versions and keeps it here, so the version not chosen stays listed (as resolved)
 * with what was kept instead: nothing disappears from the conflict record.
 *
 * Received versions are stored page by page (each page with the receive cursor) and settled together
 * at the end of the round; `sync_unsettled` names the records received and not settled yet, so a round
 * cut short (kill -9) settles them in the next one.
 */
export const clubChoices: Migration = {
  version: 10,
  name: 'club-choices-settling',
  up: `
    CREATE TABLE sync_choices (
      kind TEXT NOT NULL,
      uid TEXT NOT NULL,
      revision INTEGER NOT NULL,
      laptop TEXT NOT NULL,
      kept_revision INTEGER NOT NULL,
      kept_laptop TEXT NOT NULL,
      dropped_revision INTEGER NOT NULL,
      dropped_laptop TEXT NOT NULL,
      noted_at TEXT NOT NULL,
      PRIMARY KEY (kind, uid, revision, laptop)
    ) WITHOUT ROWID;
    CREATE TABLE sync_unsettled (
      kind TEXT NOT NULL,
      uid TEXT NOT NULL,
      PRIMARY KEY (kind, uid)
    ) WITHOUT ROWID;
  `,
};
