/**
 * The club's PostgreSQL schema, created and upgraded by the app (numbered, append-only, like the
 * SQLite migrations). The role that runs them owns the schema; members get the group role
 * `tablekeeper_member`, which may read every version and add versions of its own, nothing else.
 * History is append-only: an edit is a new version, and a deletion (a version without a body) is
 * refused by row-level security unless every earlier version of that record is the member's own.
 */
export interface ServerMigration {
  version: number;
  name: string;
  up: string;
}

export const CLUB_SCHEMA = 'tablekeeper';
export const MEMBER_ROLE = 'tablekeeper_member';
export const RECORD_KINDS = ['location', 'player', 'group', 'merge', 'season', 'play'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const SERVER_MIGRATIONS: readonly ServerMigration[] = [
  {
    version: 1,
    name: 'versions',
    up: `
      DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${MEMBER_ROLE}') THEN CREATE ROLE ${MEMBER_ROLE} NOLOGIN; END IF;
      END $$;
      CREATE TABLE ${CLUB_SCHEMA}.versions (
        seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        kind text NOT NULL CHECK (kind IN (${RECORD_KINDS.map((k) => `'${k}'`).join(', ')})),
        id text NOT NULL CHECK (length(id) BETWEEN 1 AND 200),
        revision integer NOT NULL CHECK (revision > 0),
        laptop text NOT NULL CHECK (length(laptop) BETWEEN 1 AND 64),
        parent_revision integer,
        parent_laptop text,
        body json,
        author name NOT NULL DEFAULT current_user,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, id, revision, laptop)
      );
      COMMENT ON TABLE ${CLUB_SCHEMA}.versions IS 'Every version of every club record (append-only). seq orders changes for the laptops'' cursors; body NULL is a deletion.';
      CREATE INDEX versions_author ON ${CLUB_SCHEMA}.versions (kind, id, author);

      GRANT USAGE ON SCHEMA ${CLUB_SCHEMA} TO ${MEMBER_ROLE};
      GRANT SELECT ON ${CLUB_SCHEMA}.schema_migrations TO ${MEMBER_ROLE};
      GRANT SELECT, INSERT ON ${CLUB_SCHEMA}.versions TO ${MEMBER_ROLE};

      ALTER TABLE ${CLUB_SCHEMA}.versions ENABLE ROW LEVEL SECURITY;
      CREATE POLICY members_read ON ${CLUB_SCHEMA}.versions FOR SELECT USING (true);
      CREATE POLICY members_add_own ON ${CLUB_SCHEMA}.versions FOR INSERT WITH CHECK (
        author = current_user
        AND (body IS NOT NULL OR NOT EXISTS (
          SELECT 1 FROM ${CLUB_SCHEMA}.versions earlier
          WHERE earlier.kind = versions.kind AND earlier.id = versions.id AND earlier.author <> current_user))
      );
    `,
  },
];

export const SERVER_LATEST = SERVER_MIGRATIONS[SERVER_MIGRATIONS.length - 1].version;
