import type { Migration } from './index';

/** A random RFC 4122 version-4 UUID, in SQL, for rows written by code that does not know about sync. */
const UUID = `lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' ||
  substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))`;

/** Tables whose rows get a stable id: a UUID given on insert (by trigger, so every repository is covered). */
const WITH_UID = ['players', 'player_groups', 'seasons', 'locations', 'player_merges'];

/** While the club link exists and the sync worker is not itself applying others' changes, a change is queued. */
const QUEUE_WHEN = `EXISTS (SELECT 1 FROM club_link) AND NOT EXISTS (SELECT 1 FROM sync_applying)`;

/**
 * A location cannot be renamed and is found by name (ignoring case) everywhere in the app, so its id
 * is its name: two laptops that both log plays at "Club" name one place.
 */
function newUid(table: string): string {
  return table === 'locations' ? `'location:' || lower(name)` : UUID;
}

function uidColumn(table: string): string {
  return `
    ALTER TABLE ${table} ADD COLUMN uid TEXT;
    UPDATE ${table} SET uid = ${newUid(table)};
    CREATE UNIQUE INDEX ${table}_uid ON ${table}(uid);`;
}

/** One queue entry per change, in the same transaction as the change (a trigger cannot be skipped by a code path). */
function queue(table: string, kind: string, uidOf: { insert: string; update: string; delete: string }, updateOf?: string): string {
  // One insert trigger both names the row and queues it, so the queue never sees a row without its id.
  const naming = WITH_UID.includes(table) ? `UPDATE ${table} SET uid = ${newUid(table)} WHERE rowid = NEW.rowid AND uid IS NULL;` : '';
  return `
    CREATE TRIGGER ${table}_club_insert AFTER INSERT ON ${table} BEGIN
      ${naming}
      INSERT INTO sync_outbox (kind, uid) SELECT '${kind}', ${uidOf.insert} WHERE ${uidOf.insert} IS NOT NULL AND ${QUEUE_WHEN};
    END;
    CREATE TRIGGER ${table}_club_update AFTER UPDATE${updateOf ? ` OF ${updateOf}` : ''} ON ${table} WHEN ${QUEUE_WHEN} BEGIN
      INSERT INTO sync_outbox (kind, uid) SELECT '${kind}', ${uidOf.update} WHERE ${uidOf.update} IS NOT NULL;
    END;
    CREATE TRIGGER ${table}_club_delete AFTER DELETE ON ${table} WHEN ${QUEUE_WHEN} BEGIN
      INSERT INTO sync_outbox (kind, uid) SELECT '${kind}', ${uidOf.delete} WHERE ${uidOf.delete} IS NOT NULL;
    END;`;
}

/**
 * One club history across laptops (docs/club.md). Every synced record gets a stable UUID (plays
 * already have `uid`); a trigger queues each change in `sync_outbox` in the change's own transaction;
 * `sync_versions` keeps every version seen (ours and other laptops'), so a conflict keeps both;
 * `sync_applied` says which version each local row shows. The link itself never holds a password.
 */
export const clubSync: Migration = {
  version: 4,
  name: 'club-sync',
  up: `
    ${WITH_UID.map(uidColumn).join('\n')}
    CREATE TABLE club_link (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      url TEXT NOT NULL,
      laptop_id TEXT NOT NULL,
      connected_at TEXT NOT NULL,
      cursor INTEGER NOT NULL DEFAULT 0,
      uploaded INTEGER NOT NULL DEFAULT 0 CHECK (uploaded IN (0, 1)),
      last_synced_at TEXT,
      last_error TEXT,
      last_error_at TEXT
    );
    CREATE TABLE sync_outbox (
      seq INTEGER PRIMARY KEY,
      kind TEXT NOT NULL,
      uid TEXT NOT NULL
    );
    CREATE TABLE sync_applying (flag INTEGER PRIMARY KEY);
    CREATE TABLE sync_versions (
      kind TEXT NOT NULL,
      uid TEXT NOT NULL,
      revision INTEGER NOT NULL,
      laptop TEXT NOT NULL,
      parent_revision INTEGER,
      parent_laptop TEXT,
      body TEXT,
      seq INTEGER,
      sent INTEGER NOT NULL DEFAULT 0,
      received_at TEXT NOT NULL,
      PRIMARY KEY (kind, uid, revision, laptop)
    ) WITHOUT ROWID;
    CREATE INDEX sync_versions_unsent ON sync_versions(sent) WHERE sent = 0;
    CREATE TABLE sync_applied (
      kind TEXT NOT NULL,
      uid TEXT NOT NULL,
      revision INTEGER NOT NULL,
      laptop TEXT NOT NULL,
      PRIMARY KEY (kind, uid)
    ) WITHOUT ROWID;
    CREATE TABLE sync_conflicts (
      kind TEXT NOT NULL,
      uid TEXT NOT NULL,
      revision INTEGER NOT NULL,
      laptop TEXT NOT NULL,
      winner_revision INTEGER NOT NULL,
      winner_laptop TEXT NOT NULL,
      dismissed INTEGER NOT NULL DEFAULT 0 CHECK (dismissed IN (0, 1)),
      PRIMARY KEY (kind, uid, revision, laptop)
    ) WITHOUT ROWID;

    ${queue('plays', 'play', { insert: 'NEW.uid', update: 'NEW.uid', delete: 'OLD.uid' })}
    ${queue('play_players', 'play', {
      insert: '(SELECT uid FROM plays WHERE id = NEW.play_id)', update: '(SELECT uid FROM plays WHERE id = NEW.play_id)', delete: '(SELECT uid FROM plays WHERE id = OLD.play_id)',
    }, 'recorded_player_id, start_position, colour, team, role, score_text, score, rank, winner, new_to_game, breakdown_json, extra_json')}
    ${queue('players', 'player', {
      insert: '(SELECT uid FROM players WHERE rowid = NEW.rowid)', update: 'NEW.uid', delete: 'OLD.uid',
    }, 'name, bgg_username, extra_json')}
    ${queue('player_merges', 'merge', { insert: '(SELECT uid FROM player_merges WHERE rowid = NEW.rowid)', update: 'NEW.uid', delete: 'OLD.uid' }, 'undone_at')}
    ${queue('player_groups', 'group', { insert: '(SELECT uid FROM player_groups WHERE rowid = NEW.rowid)', update: 'NEW.uid', delete: 'OLD.uid' }, 'name, kind')}
    ${queue('group_members', 'group', {
      insert: '(SELECT uid FROM player_groups WHERE id = NEW.group_id)', update: '(SELECT uid FROM player_groups WHERE id = NEW.group_id)', delete: '(SELECT uid FROM player_groups WHERE id = OLD.group_id)',
    })}
    ${queue('seasons', 'season', { insert: '(SELECT uid FROM seasons WHERE rowid = NEW.rowid)', update: 'NEW.uid', delete: 'OLD.uid' }, 'name, starts_on, ends_on, game_id, group_id')}
    ${queue('locations', 'location', { insert: '(SELECT uid FROM locations WHERE rowid = NEW.rowid)', update: 'NEW.uid', delete: 'OLD.uid' }, 'name, extra_json')}
  `,
};
