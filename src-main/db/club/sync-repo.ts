/**
 * The laptop's side of club sync in SQLite: the link (no password), the outbox the triggers fill,
 * every version seen, which version each local row shows, and the conflicts to review.
 */
import type { Db } from '../native';
import type { RecordKind } from '../../club/server-migrations';

export interface ClubLinkRow {
  url: string;
  laptop_id: string;
  connected_at: string;
  cursor: number;
  uploaded: number;
  last_synced_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
}

export interface VersionRow {
  kind: RecordKind;
  uid: string;
  revision: number;
  laptop: string;
  parent_revision: number | null;
  parent_laptop: string | null;
  body: string | null;
  seq: number | null;
  sent: number;
}

export interface ConflictRow {
  kind: RecordKind | 'name';
  uid: string;
  revision: number;
  laptop: string;
  winner_revision: number;
  winner_laptop: string;
  dismissed: number;
}

/** A version that settled a conflict: it copies `kept` and was written as an edit of `dropped`. */
export interface ChoiceRow {
  kind: RecordKind;
  uid: string;
  revision: number;
  laptop: string;
  kept_revision: number;
  kept_laptop: string;
  dropped_revision: number;
  dropped_laptop: string;
  noted_at: string;
}

export interface VersionKey {
  revision: number;
  laptop: string;
}

export class SyncRepo {
  private readonly s;

  constructor(readonly db: Db) {
    const p = (sql: string) => db.prepare(sql);
    this.s = {
      link: p(`SELECT * FROM club_link WHERE id = 1`),
      insertLink: p(`INSERT INTO club_link (id, url, laptop_id, connected_at, uploaded) VALUES (1, @url, @laptopId, @at, @uploaded)`),
      setCursor: p(`UPDATE club_link SET cursor = ? WHERE id = 1`),
      setUploaded: p(`UPDATE club_link SET uploaded = 1 WHERE id = 1`),
      synced: p(`UPDATE club_link SET last_synced_at = ?, last_error = NULL, last_error_at = NULL WHERE id = 1`),
      failed: p(`UPDATE club_link SET last_error = ?, last_error_at = ? WHERE id = 1`),
      outbox: p(`SELECT MAX(seq) AS seq, kind, uid FROM sync_outbox GROUP BY kind, uid`),
      outboxHas: p(`SELECT 1 FROM sync_outbox WHERE kind = ? AND uid = ? LIMIT 1`),
      clearOutbox: p(`DELETE FROM sync_outbox WHERE seq <= ?`),
      enqueue: p(`INSERT INTO sync_outbox (kind, uid) VALUES (?, ?)`),
      waiting: p(`SELECT (SELECT COUNT(*) FROM (SELECT DISTINCT kind, uid FROM sync_outbox)) + (SELECT COUNT(*) FROM sync_versions WHERE sent = 0) AS n`),
      version: p(`SELECT * FROM sync_versions WHERE kind = ? AND uid = ? AND revision = ? AND laptop = ?`),
      versionsOf: p(`SELECT * FROM sync_versions WHERE kind = ? AND uid = ?`),
      maxRevision: p(`SELECT MAX(revision) AS r FROM sync_versions WHERE kind = ? AND uid = ?`),
      insertVersion: p(
        `INSERT INTO sync_versions (kind, uid, revision, laptop, parent_revision, parent_laptop, body, seq, sent, received_at)
         VALUES (@kind, @uid, @revision, @laptop, @parentRevision, @parentLaptop, @body, @seq, @sent, @at)
         ON CONFLICT (kind, uid, revision, laptop) DO UPDATE SET seq = excluded.seq, sent = 1`,
      ),
      unsent: p(`SELECT * FROM sync_versions WHERE sent = 0`),
      markSent: p(`UPDATE sync_versions SET sent = 1 WHERE kind = ? AND uid = ? AND revision = ? AND laptop = ?`),
      deleteVersion: p(`DELETE FROM sync_versions WHERE kind = ? AND uid = ? AND revision = ? AND laptop = ?`),
      clearApplied: p(`DELETE FROM sync_applied WHERE kind = ? AND uid = ?`),
      applied: p(`SELECT revision, laptop FROM sync_applied WHERE kind = ? AND uid = ?`),
      setApplied: p(
        `INSERT INTO sync_applied (kind, uid, revision, laptop) VALUES (?, ?, ?, ?)
         ON CONFLICT (kind, uid) DO UPDATE SET revision = excluded.revision, laptop = excluded.laptop`,
      ),
      conflictsOf: p(`SELECT * FROM sync_conflicts WHERE kind = ? AND uid = ?`),
      deleteConflict: p(`DELETE FROM sync_conflicts WHERE kind = ? AND uid = ? AND revision = ? AND laptop = ?`),
      putConflict: p(
        `INSERT INTO sync_conflicts (kind, uid, revision, laptop, winner_revision, winner_laptop) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (kind, uid, revision, laptop) DO UPDATE SET winner_revision = excluded.winner_revision, winner_laptop = excluded.winner_laptop`,
      ),
      openConflicts: p(`SELECT * FROM sync_conflicts WHERE dismissed = 0 ORDER BY kind, uid, revision, laptop`),
      dismiss: p(`UPDATE sync_conflicts SET dismissed = 1 WHERE kind = ? AND uid = ? AND revision = ? AND laptop = ?`),
      putChoice: p(
        `INSERT OR IGNORE INTO sync_choices (kind, uid, revision, laptop, kept_revision, kept_laptop, dropped_revision, dropped_laptop, noted_at)
         VALUES (@kind, @uid, @revision, @laptop, @keptRevision, @keptLaptop, @droppedRevision, @droppedLaptop, @at)`,
      ),
      choices: p(`SELECT * FROM sync_choices ORDER BY noted_at DESC, kind, uid, revision DESC, laptop LIMIT ?`),
      markUnsettled: p(`INSERT OR IGNORE INTO sync_unsettled (kind, uid) VALUES (?, ?)`),
      anyUnsettled: p(`SELECT 1 FROM sync_unsettled LIMIT 1`),
      unsettledVersions: p(
        // CROSS JOIN keeps the chunk of ids as the outer loop (SQLite's planner would otherwise scan every version of the kind per id).
        `SELECT v.* FROM (SELECT uid FROM sync_unsettled WHERE kind = @kind AND uid > @after ORDER BY uid LIMIT @limit) u
         CROSS JOIN sync_versions v ON v.kind = @kind AND v.uid = u.uid ORDER BY u.uid`,
      ),
      unsettledNewPlays: p(`SELECT COUNT(*) FROM sync_unsettled u WHERE u.kind = 'play' AND NOT EXISTS (SELECT 1 FROM plays p WHERE p.uid = u.uid)`).pluck(),
      localPlays: p(`SELECT COUNT(*) FROM plays`).pluck(),
      clearUnsettled: p(`DELETE FROM sync_unsettled`),
      applyingOn: p(`INSERT OR IGNORE INTO sync_applying (flag) VALUES (1)`),
      applyingOff: p(`DELETE FROM sync_applying`),
    };
  }

  link(): ClubLinkRow | undefined {
    return this.s.link.get() as ClubLinkRow | undefined;
  }

  createLink(url: string, laptopId: string, at: string, uploaded: boolean): void {
    this.s.insertLink.run({ url, laptopId, at, uploaded: uploaded ? 1 : 0 });
  }

  /** Leaving the club forgets the link and everything about sync; the plays stay on this laptop. */
  dropLink(): void {
    this.db.transaction(() => {
      for (const table of ['club_link', 'sync_outbox', 'sync_versions', 'sync_applied', 'sync_conflicts', 'sync_choices', 'sync_unsettled', 'sync_applying']) this.db.exec(`DELETE FROM ${table}`);
    })();
  }

  setCursor(cursor: number): void {
    this.s.setCursor.run(cursor);
  }

  setUploaded(): void {
    this.s.setUploaded.run();
  }

  recordSuccess(at: string): void {
    this.s.synced.run(at);
  }

  recordError(message: string, at: string): void {
    this.s.failed.run(message, at);
  }

  /** Each record changed since the last send, once, with the newest queue entry for it. */
  outbox(): { seq: number; kind: RecordKind; uid: string }[] {
    return this.s.outbox.all() as { seq: number; kind: RecordKind; uid: string }[];
  }

  hasQueued(kind: RecordKind, uid: string): boolean {
    return this.s.outboxHas.get(kind, uid) !== undefined;
  }

  clearOutbox(upToSeq: number): void {
    this.s.clearOutbox.run(upToSeq);
  }

  enqueue(kind: RecordKind, uid: string): void {
    this.s.enqueue.run(kind, uid);
  }

  waiting(): number {
    return (this.s.waiting.get() as { n: number }).n;
  }

  version(kind: string, uid: string, key: VersionKey): VersionRow | undefined {
    return this.s.version.get(kind, uid, key.revision, key.laptop) as VersionRow | undefined;
  }

  versionsOf(kind: string, uid: string): VersionRow[] {
    return this.s.versionsOf.all(kind, uid) as VersionRow[];
  }

  maxRevision(kind: string, uid: string): number {
    return (this.s.maxRevision.get(kind, uid) as { r: number | null }).r ?? 0;
  }

  putVersion(v: Omit<VersionRow, 'sent'> & { sent: boolean }, at: string): void {
    this.s.insertVersion.run({
      kind: v.kind, uid: v.uid, revision: v.revision, laptop: v.laptop, parentRevision: v.parent_revision, parentLaptop: v.parent_laptop,
      body: v.body, seq: v.seq, sent: v.sent ? 1 : 0, at,
    });
  }

  unsent(): VersionRow[] {
    return this.s.unsent.all() as VersionRow[];
  }

  markSent(v: VersionRow): void {
    this.s.markSent.run(v.kind, v.uid, v.revision, v.laptop);
  }

  /** A version the club refused is forgotten, and the record shows the club's version again. */
  forgetRefused(v: VersionRow): void {
    this.s.deleteVersion.run(v.kind, v.uid, v.revision, v.laptop);
    this.s.clearApplied.run(v.kind, v.uid);
  }

  applied(kind: string, uid: string): VersionKey | undefined {
    return this.s.applied.get(kind, uid) as VersionKey | undefined;
  }

  setApplied(kind: string, uid: string, key: VersionKey): void {
    this.s.setApplied.run(kind, uid, key.revision, key.laptop);
  }

  /** Replaces a record's open conflicts with `losers`, keeping what was already dismissed. */
  setConflicts(kind: string, uid: string, losers: VersionKey[], winner: VersionKey): void {
    const keep = new Set(losers.map((l) => `${l.revision}\u0000${l.laptop}`));
    for (const c of this.s.conflictsOf.all(kind, uid) as ConflictRow[]) {
      if (!keep.has(`${c.revision}\u0000${c.laptop}`)) this.s.deleteConflict.run(kind, uid, c.revision, c.laptop);
    }
    for (const l of losers) this.s.putConflict.run(kind, uid, l.revision, l.laptop, winner.revision, winner.laptop);
  }

  addNameClash(kind: 'name', uid: string, otherUid: string): void {
    this.s.putConflict.run(kind, uid, 0, otherUid, 0, otherUid);
  }

  openConflicts(): ConflictRow[] {
    return this.s.openConflicts.all() as ConflictRow[];
  }

  dismiss(kind: string, uid: string, key: VersionKey): boolean {
    return this.s.dismiss.run(kind, uid, key.revision, key.laptop).changes === 1;
  }

  /** Keeps a version that settled a conflict (the same row on every laptop that has its versions). */
  putChoice(kind: string, uid: string, by: VersionKey, kept: VersionKey, dropped: VersionKey, at: string): void {
    this.s.putChoice.run({
      at, kind, uid, revision: by.revision, laptop: by.laptop, keptRevision: kept.revision, keptLaptop: kept.laptop,
      droppedRevision: dropped.revision, droppedLaptop: dropped.laptop,
    });
  }

  /** Settled conflicts, the latest this laptop learned of first. */
  choices(limit: number): ChoiceRow[] {
    return this.s.choices.all(limit) as ChoiceRow[];
  }

  /** A record received and not settled yet (settled at the end of the round, or the next round after a crash). */
  markUnsettled(kind: string, uid: string): void {
    this.s.markUnsettled.run(kind, uid);
  }

  hasUnsettled(): boolean {
    return this.s.anyUnsettled.get() !== undefined;
  }

  /** Every version of the next `limit` unsettled records of a kind after `after` (by id), grouped by record. */
  unsettledVersions(kind: string, after: string, limit: number): VersionRow[][] {
    const groups: VersionRow[][] = [];
    for (const v of this.s.unsettledVersions.all({ kind, after, limit }) as VersionRow[]) {
      const last = groups[groups.length - 1];
      if (last && last[0].uid === v.uid) last.push(v);
      else groups.push([v]);
    }
    return groups;
  }

  /** Received plays this laptop lacks, and the plays it has: whether settling them is a bulk write. */
  unsettledNewPlays(): { fresh: number; local: number } {
    return { fresh: this.s.unsettledNewPlays.get() as number, local: this.s.localPlays.get() as number };
  }

  clearUnsettled(): void {
    this.s.clearUnsettled.run();
  }

  /** Inside a transaction: changes made until `applyingDone` are others' and are not queued again. */
  applyingStart(): void {
    this.s.applyingOn.run();
  }

  applyingDone(): void {
    this.s.applyingOff.run();
  }
}
