/**
 * Joining, syncing and leaving a club, for the app (through the sync worker) and the CLI. One round
 * runs at a time; an error is kept in words with the link so the UI and `club status` can show it.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/native';
import type { VersionKey } from '../db/club/sync-repo';
import { ClubUrlError, describeServerError, parseClubUrl, type ClubAddress } from './connection';
import type { CredentialStore } from './credentials';
import { ClubSchemaError, ClubServer } from './server';
import { SyncEngine, type SyncCheckpoint, type SyncReport } from './sync-engine';
import { RECORD_KINDS, type RecordKind } from './server-migrations';

export interface ClubPreview {
  url: string;
  role: string;
  localPlays: number;
  newToClub: number;
  alreadyInClub: number;
  schema: { from: number; to: number };
}

/** One version in words: what it says (null: a deletion), the laptop (first characters of its id) and revision. */
export interface VersionWords {
  what: string | null;
  laptop: string;
  revision: number;
}

export interface ClubConflict {
  kind: RecordKind | 'name';
  uid: string;
  revision: number;
  laptop: string;
  /** In words (English, for the command line): what differs and which version is shown. */
  summary: string;
  /** The two versions, for the app to say in its language; null for two records with one name. */
  versions: { shown: VersionWords; listed: VersionWords } | null;
}

/** A conflict a member settled (on any laptop): what was kept, and the version not chosen, which stays in the club. */
export interface ClubChoice {
  kind: RecordKind;
  uid: string;
  /** In words (English, for the command line): what was kept instead of what, and where the choice was made. */
  summary: string;
  /** The laptop the choice was made on (first characters of its id). */
  by: string;
  kept: VersionWords;
  dropped: VersionWords;
}

export interface ClubStatus {
  connected: boolean;
  url: string | null;
  laptopId: string | null;
  lastSyncedAt: string | null;
  waiting: number;
  lastError: string | null;
  lastErrorAt: string | null;
  syncing: boolean;
  conflicts: ClubConflict[];
  /** The latest settled conflicts (at most SETTLED_SHOWN). */
  settled: ClubChoice[];
  credentials: string;
}

const SETTLED_SHOWN = 50;

export class ClubError extends Error {
  override name = 'ClubError';
}

export interface ClubServiceOptions {
  now?: () => Date;
  checkpoint?: (at: SyncCheckpoint) => Promise<void>;
  connectTimeoutMs?: number;
  /** Tests: settle with the plays' lookup indexes rebuilt from this many new plays (default 5000). */
  bulkIndexesFrom?: number;
}

export class ClubService {
  readonly engine: SyncEngine;
  private running: Promise<SyncReport> | null = null;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly credentials: CredentialStore,
    private readonly options: ClubServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.engine = new SyncEngine(db, this.now, options.checkpoint, options.bulkIndexesFrom);
  }

  status(): ClubStatus {
    const link = this.engine.repo.link();
    return {
      connected: link !== undefined, url: link?.url ?? null, laptopId: link?.laptop_id ?? null, lastSyncedAt: link?.last_synced_at ?? null,
      waiting: link ? this.engine.repo.waiting() : 0, lastError: link?.last_error ?? null, lastErrorAt: link?.last_error_at ?? null,
      syncing: this.running !== null, conflicts: link ? this.conflicts() : [], settled: link ? this.settled() : [], credentials: this.credentials.where,
    };
  }

  /** What joining would send: this laptop's plays, split by whether the club already has each one. */
  async preview(rawUrl: string, password?: string | null): Promise<ClubPreview> {
    const address = this.address(rawUrl);
    return this.withServer(address, password ?? address.password ?? this.credentials.get(address.url), async (server) => {
      const schema = await server.migrate();
      const ids = (this.db.prepare(`SELECT uid FROM plays`).all() as { uid: string }[]).map((r) => r.uid);
      const known = await server.knownPlays(ids);
      return { url: address.url, role: address.user, localPlays: ids.length, newToClub: ids.length - known.size, alreadyInClub: known.size, schema };
    });
  }

  /**
   * Links this laptop to the club. With `upload`, every play and the players, groups, seasons, merges
   * and locations they use are queued to be sent (the club's copy wins for plays it already has, so
   * nothing is duplicated); without it only what changes from now on is sent.
   */
  async connect(rawUrl: string, password: string | null, upload: boolean): Promise<SyncReport> {
    if (this.engine.repo.link()) throw new ClubError(`This laptop is already in a club (${this.engine.repo.link()!.url}); leave it first.`);
    const address = this.address(rawUrl);
    const secret = password ?? address.password ?? this.credentials.get(address.url);
    await this.withServer(address, secret, (server) => server.migrate());
    if (secret !== null) this.credentials.set(address.url, secret);
    this.db.transaction(() => {
      this.engine.repo.createLink(address.url, randomUUID(), this.now().toISOString(), upload);
      // Plays of a match were named after the laptop's match number, which other laptops reuse: give them ids of their own.
      this.db.prepare(`UPDATE plays SET uid = lower(hex(randomblob(16))) WHERE uid LIKE 'match:%'`).run();
      if (upload) this.queueEverything();
    })();
    return this.sync();
  }

  private queueEverything(): void {
    const queue = (kind: RecordKind, sql: string) => {
      for (const { uid } of this.db.prepare(sql).all() as { uid: string }[]) this.engine.repo.enqueue(kind, uid);
    };
    queue('location', `SELECT uid FROM locations`);
    queue('player', `SELECT uid FROM players`);
    queue('group', `SELECT uid FROM player_groups`);
    queue('merge', `SELECT uid FROM player_merges`);
    queue('season', `SELECT uid FROM seasons`);
    queue('play', `SELECT uid FROM plays`);
  }

  /** One round; a round already running is joined, not doubled. Errors are kept in words and rethrown. */
  sync(): Promise<SyncReport> {
    if (this.running) return this.running;
    this.running = this.round().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async round(): Promise<SyncReport> {
    const link = this.engine.repo.link();
    if (!link) throw new ClubError('This laptop is not in a club: connect first (tablekeeper club connect <url>).');
    const address = parseClubUrl(link.url);
    try {
      return await this.withServer(address, this.credentials.get(address.url), (server) => this.engine.syncOnce(server));
    } catch (error) {
      this.engine.repo.recordError(error instanceof ClubError ? error.message : describeServerError(error, address), this.now().toISOString());
      throw error;
    }
  }

  leave(): void {
    const link = this.engine.repo.link();
    if (!link) throw new ClubError('This laptop is not in a club.');
    this.engine.repo.dropLink();
    this.credentials.remove(link.url);
  }

  dismiss(kind: string, uid: string, revision: number, laptop: string): boolean {
    return this.engine.repo.dismiss(kind, uid, { revision, laptop });
  }

  /**
   * Keeps one version of a conflict on every laptop: `shown` (the one that won) or `listed` (the one that
   * lost). The choice is a new version, sent with the next round (offline too). Name clashes are settled
   * by merging or renaming the players, not here.
   */
  choose(kind: string, uid: string, revision: number, laptop: string, keep: 'shown' | 'listed'): void {
    if (!this.engine.repo.link()) throw new ClubError('This laptop is not in a club.');
    if (kind === 'name') throw new ClubError('Two records with one name are settled by merging the players or renaming one, not by choosing a version.');
    if (!(RECORD_KINDS as readonly string[]).includes(kind) || !this.engine.choose(kind as RecordKind, uid, { revision, laptop }, keep)) {
      throw new ClubError('That conflict is no longer listed (it may have been settled on another laptop); see the club status.');
    }
  }

  settled(): ClubChoice[] {
    return this.engine.repo.choices(SETTLED_SHOWN).map((c) => {
      const kept = this.words(c.kind, c.uid, { revision: c.kept_revision, laptop: c.kept_laptop });
      const dropped = this.words(c.kind, c.uid, { revision: c.dropped_revision, laptop: c.dropped_laptop });
      const by = c.laptop.slice(0, 8);
      return {
        kind: c.kind, uid: c.uid, by, kept, dropped,
        summary: `Settled on laptop ${by}: kept ${inWords(kept)}. Not kept, still in the club's history: ${inWords(dropped)}.`,
      };
    });
  }

  conflicts(): ClubConflict[] {
    return this.engine.repo.openConflicts().filter((c) => c.kind !== 'name' || !this.mergedAway(c.uid, c.laptop)).map((c) => {
      if (c.kind === 'name') return { kind: c.kind, uid: c.uid, revision: c.revision, laptop: c.laptop, summary: this.nameClash(c.uid, c.laptop), versions: null };
      const shown = this.words(c.kind, c.uid, { revision: c.winner_revision, laptop: c.winner_laptop });
      const listed = this.words(c.kind, c.uid, c);
      return {
        kind: c.kind, uid: c.uid, revision: c.revision, laptop: c.laptop, versions: { shown, listed },
        summary: `Edited on two laptops at once. Shown: ${inWords(shown)}. Not shown: ${inWords(listed)}.`,
      };
    });
  }

  private words(kind: RecordKind, uid: string, key: VersionKey): VersionWords {
    return { what: describeBody(kind, this.engine.repo.version(kind, uid, key)?.body), laptop: key.laptop.slice(0, 8), revision: key.revision };
  }

  /** A same-name pair of players is settled once either was merged. */
  private mergedAway(...refs: string[]): boolean {
    return refs.some((ref) => {
      const [table, uid] = ref.split(':', 2);
      return table === 'players' && (this.db.prepare(`SELECT merged_into FROM players WHERE uid = ?`).get(uid) as { merged_into: number | null } | undefined)?.merged_into != null;
    });
  }

  /** Both stay (nothing is merged behind anyone's back); the reader merges or renames them. */
  private nameClash(shown: string, kept: string): string {
    const [table, uid] = shown.split(':', 2) as ['players' | 'player_groups' | 'locations', string];
    const what = { players: 'players', player_groups: 'groups', locations: 'places' }[table] ?? 'records';
    const row = (id: string) => this.db.prepare(`SELECT name FROM ${table} WHERE uid = ?`).get(id) as { name: string } | undefined;
    const keeper = row(kept.slice(table.length + 1))?.name ?? '?';
    const other = row(uid)?.name ?? '?';
    return `Two ${what} called "${keeper}" came from different laptops; the other one shows as "${other}". ${table === 'players' ? 'Merge them if they are one person, or rename one.' : 'Rename one of them.'}`;
  }

  private address(rawUrl: string): ClubAddress {
    try {
      return parseClubUrl(rawUrl);
    } catch (error) {
      if (error instanceof ClubUrlError) throw new ClubError(`The club URL is not usable: ${error.message}.`);
      throw error;
    }
  }

  private async withServer<T>(address: ClubAddress, password: string | null, run: (server: ClubServer) => Promise<T>): Promise<T> {
    let server: ClubServer;
    try {
      server = await ClubServer.open(address, password, this.options.connectTimeoutMs);
    } catch (error) {
      throw new ClubError(describeServerError(error, address));
    }
    try {
      return await run(server);
    } catch (error) {
      if (error instanceof ClubSchemaError || error instanceof ClubError) throw new ClubError(error.message);
      throw new ClubError(describeServerError(error, address));
    } finally {
      await server.close();
    }
  }
}

function inWords(v: VersionWords): string {
  return `${v.what ?? 'deleted'} (laptop ${v.laptop}, revision ${v.revision})`;
}

/** A version's content in a few words (names, dates and scores: the same in every language): a play's day, game and results; another record's name. Null: deleted. */
function describeBody(kind: string, body: string | null | undefined): string | null {
  if (body === null || body === undefined) return null;
  const b = JSON.parse(body) as { playedAt?: string; game?: { name: string }; name?: string; seats?: { player: { name: string }; scoreText: string }[] };
  if (kind === 'play') return `${b.playedAt} ${b.game?.name}: ${(b.seats ?? []).map((s) => `${s.player.name} ${s.scoreText}`.trim()).join(', ')}`;
  return b.name ?? kind;
}
