/**
 * The club's PostgreSQL, as the sync worker uses it: migrate the schema, send versions (idempotent:
 * a version is keyed by record, revision and laptop), receive versions after a cursor (seq is taken
 * under one advisory lock per sending transaction, so seq order is commit order and no cursor skips
 * a change committed late).
 */
import pg from 'pg';
import { clientConfig, type ClubAddress } from './connection';
import { CLUB_SCHEMA, SERVER_LATEST, SERVER_MIGRATIONS, type RecordKind } from './server-migrations';

export interface WireVersion {
  kind: RecordKind;
  id: string;
  revision: number;
  laptop: string;
  parentRevision: number | null;
  parentLaptop: string | null;
  /** JSON text, kept byte for byte (json, not jsonb); null is a deletion. */
  body: string | null;
}

export interface ReceivedVersion extends WireVersion {
  seq: number;
}

export class ClubSchemaError extends Error {
  override name = 'ClubSchemaError';
}

const PUSH_LOCK = 7_351_223;
const PUSH_BATCH = 2000;

export class ClubServer {
  private constructor(
    private readonly client: pg.Client,
    readonly address: ClubAddress,
  ) {}

  static async open(address: ClubAddress, password: string | null, timeoutMs?: number): Promise<ClubServer> {
    const client = new pg.Client(clientConfig(address, password, timeoutMs));
    // A dropped connection is reported by the next query; an unhandled 'error' event must not end the process.
    client.on('error', () => undefined);
    await client.connect();
    return new ClubServer(client, address);
  }

  async close(): Promise<void> {
    await this.client.end().catch(() => undefined);
  }

  /** The schema's version on the server (0: none yet). */
  async schemaVersion(): Promise<number> {
    const exists = await this.client.query(`SELECT to_regclass($1) AS t`, [`${CLUB_SCHEMA}.schema_migrations`]);
    if (exists.rows[0].t === null) return 0;
    const r = await this.client.query(`SELECT COALESCE(MAX(version), 0) AS v FROM ${CLUB_SCHEMA}.schema_migrations`);
    return Number(r.rows[0].v);
  }

  /**
   * Creates or upgrades the club schema. Only a role allowed to create it (the club's owner) can; a
   * member connecting to a server the owner has not set up yet gets a clear message instead.
   */
  async migrate(): Promise<{ from: number; to: number }> {
    const from = await this.schemaVersion();
    if (from > SERVER_LATEST) throw new ClubSchemaError(`The club server's schema is version ${from}; this Tablekeeper knows up to ${SERVER_LATEST}. Update Tablekeeper.`);
    if (from === SERVER_LATEST) return { from, to: from };
    try {
      await this.client.query('BEGIN');
      await this.client.query(`SELECT pg_advisory_xact_lock($1)`, [PUSH_LOCK + 1]);
      const again = await this.schemaVersion();
      if (again === 0) {
        await this.client.query(`CREATE SCHEMA IF NOT EXISTS ${CLUB_SCHEMA}`);
        await this.client.query(
          `CREATE TABLE ${CLUB_SCHEMA}.schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
        );
      }
      for (const m of SERVER_MIGRATIONS) {
        if (m.version <= again) continue;
        await this.client.query(m.up);
        await this.client.query(`INSERT INTO ${CLUB_SCHEMA}.schema_migrations (version, name) VALUES ($1, $2)`, [m.version, m.name]);
      }
      await this.client.query('COMMIT');
    } catch (error) {
      await this.client.query('ROLLBACK').catch(() => undefined);
      const code = (error as { code?: string }).code;
      if (code === '42501') {
        throw new ClubSchemaError(
          from === 0
            ? `The club server has no Tablekeeper schema yet, and role "${this.address.user}" may not create it. The club's owner connects first (docs/club.md).`
            : `The club server's schema is version ${from} and needs version ${SERVER_LATEST}; the club's owner connects once with this Tablekeeper to upgrade it.`,
        );
      }
      throw error;
    }
    return { from, to: SERVER_LATEST };
  }

  /** Sends versions in one transaction; versions already there are left as they are. */
  async send(versions: readonly WireVersion[]): Promise<void> {
    if (versions.length === 0) return;
    try {
      await this.client.query('BEGIN');
      await this.client.query(`SELECT pg_advisory_xact_lock($1)`, [PUSH_LOCK]);
      for (let i = 0; i < versions.length; i += PUSH_BATCH) {
        const batch = versions.slice(i, i + PUSH_BATCH);
        await this.client.query(
          `INSERT INTO ${CLUB_SCHEMA}.versions (kind, id, revision, laptop, parent_revision, parent_laptop, body)
           SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::int[], $6::text[], $7::json[])
           ON CONFLICT (kind, id, revision, laptop) DO NOTHING`,
          [
            batch.map((v) => v.kind), batch.map((v) => v.id), batch.map((v) => v.revision), batch.map((v) => v.laptop),
            batch.map((v) => v.parentRevision), batch.map((v) => v.parentLaptop), batch.map((v) => v.body),
          ],
        );
      }
      await this.client.query('COMMIT');
    } catch (error) {
      await this.client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  /** Versions after the cursor, oldest first. */
  async receive(after: number, limit: number): Promise<ReceivedVersion[]> {
    const r = await this.client.query(
      `SELECT seq, kind, id, revision, laptop, parent_revision, parent_laptop, body::text AS body
       FROM ${CLUB_SCHEMA}.versions WHERE seq > $1 ORDER BY seq LIMIT $2`,
      [after, limit],
    );
    return r.rows.map((row) => ({
      seq: Number(row.seq), kind: row.kind, id: row.id, revision: row.revision, laptop: row.laptop,
      parentRevision: row.parent_revision, parentLaptop: row.parent_laptop, body: row.body,
    }));
  }

  /** Which of these play ids the club already has. */
  async knownPlays(ids: readonly string[]): Promise<Set<string>> {
    const known = new Set<string>();
    for (let i = 0; i < ids.length; i += 5000) {
      const r = await this.client.query(`SELECT DISTINCT id FROM ${CLUB_SCHEMA}.versions WHERE kind = 'play' AND id = ANY($1::text[])`, [ids.slice(i, i + 5000)]);
      for (const row of r.rows) known.add(row.id);
    }
    return known;
  }

  /** For tests and the owner's checks: raw SQL as this role. */
  query(sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
    return this.client.query(sql, params);
  }
}
