/**
 * One sync round: prepare (turn queued changes into numbered versions, locally, in one
 * transaction), send them, receive everyone's versions after the cursor and apply each record's
 * winner. Every step is safe to cut at any point: a version is numbered before it is sent, sent
 * idempotently, and the cursor moves in the same transaction as what it received.
 *
 * Winner: the highest revision, then the lexicographically larger laptop id, the same on every
 * laptop. A version that is not on the winner's line of parents was edited without seeing the winner:
 * it is kept and listed for review. A member settles it by choosing a version (`choose`): the chosen
 * content becomes a new version, an edit of the one not chosen, which wins by the same rule everywhere.
 */
import type { Db } from '../db/native';
import { SyncRepo, type VersionKey, type VersionRow } from '../db/club/sync-repo';
import { PeopleRepo } from '../db/history/people-repo';
import { PlaysRepo } from '../db/history/plays-repo';
import { RatingsRepo } from '../db/history/ratings-repo';
import { BulkRollups } from '../db/history/bulk-rollups';
import { withoutLookupIndexes } from '../db/history/bulk-indexes';
import { ClubRecords, type ApplyEffects } from './records';
import { rederiveMerges } from './merges';
import { RECORD_KINDS, type RecordKind } from './server-migrations';
import type { ClubServer, ReceivedVersion, WireVersion } from './server';
import { isRefusedByPolicy } from './connection';

const KIND_ORDER = new Map<string, number>(RECORD_KINDS.map((k, i) => [k, i]));
const RECEIVE_PAGE = 5000;
/** New plays written per bulk batch while settling (bounds the bodies held at once). */
const NEW_PLAY_BATCH = 5000;
/** From this many new plays, and at least a quarter of the history, indexes are rebuilt rather than kept up. */
const BULK_INDEX_MIN = 5000;
/** Unsettled records read (with their versions) per query while settling. */
const SETTLE_CHUNK = 2000;

export interface SyncReport {
  sent: number;
  received: number;
  applied: number;
  /** Changes the club refused (in words); the records show the club's version again. */
  refused: string[];
}

/** Places a sync can be stopped at in tests (the kill -9 test stops a child process there). */
export type SyncCheckpoint = 'prepared' | 'sent' | 'received-page';

export class SyncEngine {
  readonly repo: SyncRepo;
  private readonly records: ClubRecords;
  private readonly ratings: RatingsRepo;
  private readonly bulk: BulkRollups;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
    private readonly checkpoint: (at: SyncCheckpoint) => Promise<void> = async () => undefined,
    /** From this many new plays (and a quarter of the history) a settling rebuilds the lookup indexes once. */
    private readonly bulkIndexesFrom = BULK_INDEX_MIN,
  ) {
    this.repo = new SyncRepo(db);
    this.records = new ClubRecords(db, new PlaysRepo(db), new PeopleRepo(db), this.repo, now);
    this.ratings = new RatingsRepo(db);
    this.bulk = new BulkRollups(db);
  }

  laptopId(): string {
    const link = this.repo.link();
    if (!link) throw new Error('This laptop is not connected to a club.');
    return link.laptop_id;
  }

  /** Numbers every queued change as this laptop's next version of its record; unchanged records are skipped. */
  prepare(): number {
    const laptop = this.laptopId();
    const at = this.now().toISOString();
    return this.db.transaction(() => {
      const queued = this.repo.outbox();
      let prepared = 0;
      let upTo = 0;
      for (const q of queued) {
        upTo = Math.max(upTo, q.seq);
        const body = this.records.snapshot(q.kind, q.uid);
        const applied = this.repo.applied(q.kind, q.uid);
        const appliedBody = applied ? this.repo.version(q.kind, q.uid, applied)?.body : undefined;
        if (applied ? body === appliedBody : body === null) continue;
        const key = { revision: this.repo.maxRevision(q.kind, q.uid) + 1, laptop };
        this.repo.putVersion(
          { kind: q.kind, uid: q.uid, ...keyFields(key), parent_revision: applied?.revision ?? null, parent_laptop: applied?.laptop ?? null, body, seq: null, sent: false },
          at,
        );
        this.repo.setApplied(q.kind, q.uid, key);
        this.refreshConflicts(q.kind, q.uid);
        prepared++;
      }
      this.repo.clearOutbox(upTo);
      return prepared;
    })();
  }

  /**
   * Sends every numbered version the server has not confirmed yet. When the club refuses some (row-level
   * security: deleting another member's play), the others are sent one by one and each refused one is
   * undone here, so one refusal never holds back the rest.
   */
  async send(server: ClubServer): Promise<{ sent: number; refused: VersionRow[] }> {
    const unsent = this.repo.unsent().sort((a, b) => KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! || a.revision - b.revision);
    if (unsent.length === 0) return { sent: 0, refused: [] };
    const refused: VersionRow[] = [];
    try {
      await server.send(unsent.map(toWire));
    } catch (error) {
      if (!isRefusedByPolicy(error)) throw error;
      for (const v of unsent) {
        try {
          await server.send([toWire(v)]);
        } catch (single) {
          if (!isRefusedByPolicy(single)) throw single;
          refused.push(v);
        }
      }
    }
    await this.checkpoint('sent');
    this.db.transaction(() => {
      for (const v of unsent) if (!refused.includes(v)) this.repo.markSent(v);
      for (const v of refused) this.repo.forgetRefused(v);
    })();
    return { sent: unsent.length - refused.length, refused };
  }

  /**
   * Receives everything after the cursor, page by page (each page stored with the cursor in one
   * transaction), then settles what arrived in one more.
   */
  async receive(server: ClubServer): Promise<{ received: number; applied: number }> {
    let received = 0;
    for (;;) {
      const link = this.repo.link()!;
      const page = await server.receive(link.cursor, RECEIVE_PAGE);
      if (page.length === 0) break;
      this.storePage(page);
      received += page.length;
      await this.checkpoint('received-page');
      if (page.length < RECEIVE_PAGE) break;
    }
    return { received, applied: this.settlePending() };
  }

  private storePage(page: ReceivedVersion[]): void {
    const at = this.now().toISOString();
    this.db.transaction(() => {
      for (const v of page) {
        this.repo.putVersion(
          { kind: v.kind, uid: v.id, revision: v.revision, laptop: v.laptop, parent_revision: v.parentRevision, parent_laptop: v.parentLaptop, body: v.body, seq: v.seq, sent: true },
          at,
        );
        this.repo.markUnsettled(v.kind, v.id);
      }
      this.repo.setCursor(page[page.length - 1].seq);
    })();
  }

  /**
   * Applies each received record's winner, in one transaction: a kill -9 before it commits leaves the
   * records unsettled, and the next round settles them. Records go kind by kind (places and players
   * before the plays that name them); plays this laptop lacks are written in bulk batches with their
   * rollups caught up per batch (BulkRollups). When those are most of the history (a first sync), the
   * plays' lookup indexes are built once at the end instead of row by row.
   */
  settlePending(): number {
    if (!this.repo.hasUnsettled()) return 0;
    return this.db.transaction(() => {
      const effects: ApplyEffects = { games: new Set(), groups: new Set(), everything: false, merges: false };
      const { fresh, local } = this.repo.unsettledNewPlays();
      this.repo.applyingStart();
      const settleAll = (): number => {
        let applied = 0;
        const newPlays: { uid: string; body: string }[] = [];
        const flush = () => {
          if (newPlays.length) this.bulk.insertBatch(() => newPlays.map((p) => this.records.insertNewPlay(p.uid, p.body, effects)));
          newPlays.length = 0;
        };
        for (const kind of RECORD_KINDS) {
          for (let after = ''; ; ) {
            const records = this.repo.unsettledVersions(kind, after, SETTLE_CHUNK);
            if (records.length === 0) break;
            for (const versions of records) {
              if (this.settle(kind, versions[0].uid, effects, newPlays, versions)) applied++;
              if (newPlays.length >= NEW_PLAY_BATCH) flush();
            }
            after = records[records.length - 1][0].uid;
          }
        }
        flush();
        return applied;
      };
      const bulk = fresh >= this.bulkIndexesFrom && fresh * 4 >= local + fresh;
      const applied = this.records.batch(() => (bulk ? withoutLookupIndexes(this.db, settleAll) : settleAll()));
      if (effects.merges) rederiveMerges(this.db);
      this.repo.applyingDone();
      this.markRatings(effects);
      this.repo.clearUnsettled();
      return applied;
    })();
  }

  /**
   * Applies a record's winner if this laptop shows another version; lists the versions that lost. With
   * `newPlays`, a play this laptop lacks is left there for the caller's bulk batch instead.
   */
  private settle(
    kind: RecordKind,
    uid: string,
    effects: ApplyEffects,
    newPlays?: { uid: string; body: string }[],
    versions: VersionRow[] = this.repo.versionsOf(kind, uid),
  ): boolean {
    const winner = pickWinner(versions);
    const applied = this.repo.applied(kind, uid);
    let changed = false;
    // A change made here while this round ran is not overwritten: it is sent next round as a newer version.
    if ((!applied || !sameKey(applied, winner)) && !this.repo.hasQueued(kind, uid)) {
      const shown = applied ? versions.find((v) => sameKey(v, applied))?.body : undefined;
      if (shown === undefined || shown !== winner.body) {
        if (newPlays && kind === 'play' && winner.body !== null && !this.records.hasPlay(uid)) newPlays.push({ uid, body: winner.body });
        else this.records.apply(kind, uid, winner.body, effects);
        changed = true;
      }
      this.repo.setApplied(kind, uid, winner);
    }
    this.repo.setConflicts(kind, uid, losers(versions, winner), winner);
    this.noteChoices(kind, uid, versions);
    return changed;
  }

  private noteChoices(kind: RecordKind, uid: string, versions: readonly VersionRow[]): void {
    if (versions.length < 3) return;
    const at = this.now().toISOString();
    for (const c of choicesAmong(versions)) this.repo.putChoice(kind, uid, c.by, c.kept, c.dropped, at);
  }

  /**
   * Settles a listed conflict the member's way. The chosen content (the shown version's, or the listed
   * one's) is written as this laptop's next version of the record, as an edit of the version not chosen:
   * it has the highest revision, so it wins by the normal rule on every laptop, and with both versions
   * on its line or equal to it, the conflict ends everywhere once it is received. Both old versions stay
   * in the club and here; the choice is listed as settled. Works offline: the version is sent with the
   * next round. False when that conflict is no longer open.
   */
  choose(kind: RecordKind, uid: string, listed: VersionKey, keep: 'shown' | 'listed'): boolean {
    // A change made here and not numbered yet becomes a version first, so the choice is made against it.
    this.prepare();
    const laptop = this.laptopId();
    const at = this.now().toISOString();
    return this.db.transaction(() => {
      const versions = this.repo.versionsOf(kind, uid);
      if (versions.length === 0) return false;
      const winner = pickWinner(versions);
      const lost = versions.find((v) => sameKey(v, listed));
      if (!lost || !losers(versions, winner).some((l) => sameKey(l, listed))) return false;
      const [kept, dropped] = keep === 'listed' ? [lost, winner] : [winner, lost];
      const key = { revision: this.repo.maxRevision(kind, uid) + 1, laptop };
      this.repo.putVersion({ kind, uid, ...key, parent_revision: dropped.revision, parent_laptop: dropped.laptop, body: kept.body, seq: null, sent: false }, at);
      const applied = this.repo.applied(kind, uid);
      if ((applied ? this.repo.version(kind, uid, applied)?.body : undefined) !== kept.body) {
        const effects: ApplyEffects = { games: new Set(), groups: new Set(), everything: false, merges: false };
        this.repo.applyingStart();
        this.records.apply(kind, uid, kept.body, effects);
        if (effects.merges) rederiveMerges(this.db);
        this.repo.applyingDone();
        this.markRatings(effects);
      }
      this.repo.setApplied(kind, uid, key);
      this.refreshConflicts(kind, uid);
      return true;
    })();
  }

  /** Shows the club's version of records whose change was refused (a deleted play comes back). */
  private restore(refused: VersionRow[]): void {
    this.db.transaction(() => {
      const effects: ApplyEffects = { games: new Set(), groups: new Set(), everything: false, merges: false };
      this.repo.applyingStart();
      for (const v of refused) if (this.repo.versionsOf(v.kind, v.uid).length) this.settle(v.kind, v.uid, effects);
      if (effects.merges) rederiveMerges(this.db);
      this.repo.applyingDone();
      this.markRatings(effects);
    })();
  }

  private refreshConflicts(kind: RecordKind, uid: string): void {
    const versions = this.repo.versionsOf(kind, uid);
    const winner = pickWinner(versions);
    this.repo.setConflicts(kind, uid, losers(versions, winner), winner);
    this.noteChoices(kind, uid, versions);
  }

  private markRatings(effects: ApplyEffects): void {
    if (effects.everything || effects.merges) {
      this.ratings.markAllDirty();
      return;
    }
    for (const g of effects.games) this.ratings.markGameDirty(g);
    for (const g of effects.groups) this.ratings.markGroupDirty(g);
  }

  /** A full round; the caller holds the connection. */
  async syncOnce(server: ClubServer): Promise<SyncReport> {
    this.prepare();
    await this.checkpoint('prepared');
    const { sent, refused } = await this.send(server);
    if (refused.length) this.restore(refused);
    const { received, applied } = await this.receive(server);
    const words = refused.map(describeRefusal);
    if (words.length) this.repo.recordError(words.join(' '), this.now().toISOString());
    else this.repo.recordSuccess(this.now().toISOString());
    return { sent, received, applied, refused: words };
  }
}

function keyFields(key: VersionKey): { revision: number; laptop: string } {
  return { revision: key.revision, laptop: key.laptop };
}

function sameKey(a: VersionKey, b: VersionKey): boolean {
  return a.revision === b.revision && a.laptop === b.laptop;
}

/** Highest revision, then the larger laptop id: a total order every laptop computes alike. */
export function pickWinner<V extends VersionKey>(versions: readonly V[]): V {
  let best = versions[0];
  for (const v of versions) if (v.revision > best.revision || (v.revision === best.revision && v.laptop > best.laptop)) best = v;
  return best;
}

const keyOf = (v: { revision: number | null; laptop: string | null }): string => `${v.revision}\u0000${v.laptop}`;

/** A version and every version it was edited from. */
function lineOf(v: VersionRow, byKey: ReadonlyMap<string, VersionRow>): Set<string> {
  const line = new Set<string>();
  for (let at: VersionRow | undefined = v; at && !line.has(keyOf(at)); at = byKey.get(keyOf({ revision: at.parent_revision, laptop: at.parent_laptop }))) {
    line.add(keyOf(at));
  }
  return line;
}

/**
 * The versions that lost: not on the winner's line of parents, whose content the line never took up
 * (two laptops saving the same thing is no conflict, and neither is a version a member chose: the line
 * copies it), and only the last of a run of lost edits.
 */
export function losers(versions: readonly VersionRow[], winner: VersionRow): VersionKey[] {
  const byKey = new Map(versions.map((v) => [keyOf(v), v]));
  const line = lineOf(winner, byKey);
  const offLine = versions.filter((v) => !line.has(keyOf(v)));
  const parents = new Set(offLine.map((v) => keyOf({ revision: v.parent_revision, laptop: v.parent_laptop })));
  const takenUp = (v: VersionRow): boolean => {
    const own = lineOf(v, byKey);
    // A copy is written after what it copies (a higher revision; twins share one), never from it.
    return versions.some((u) => line.has(keyOf(u)) && u.body === v.body && u.revision >= v.revision && !own.has(keyOf(u)));
  };
  return offLine.filter((v) => !parents.has(keyOf(v)) && !takenUp(v)).map((v) => ({ revision: v.revision, laptop: v.laptop }));
}

/**
 * The versions that settled a conflict (what `SyncEngine.choose` writes), as every laptop finds them:
 * a version with another version's content byte for byte, written as an edit of a third with other
 * content, where the copied and the replaced versions were concurrent (neither was edited from the
 * other) and the copy is no twin edit of the same parent (two laptops saving the same change).
 */
export function choicesAmong(versions: readonly VersionRow[]): { by: VersionKey; kept: VersionKey; dropped: VersionKey }[] {
  const byKey = new Map(versions.map((v) => [keyOf(v), v]));
  const lines = new Map(versions.map((v) => [keyOf(v), lineOf(v, byKey)]));
  const found: { by: VersionKey; kept: VersionKey; dropped: VersionKey }[] = [];
  for (const v of versions) {
    const parent = byKey.get(keyOf({ revision: v.parent_revision, laptop: v.parent_laptop }));
    if (!parent || parent.body === v.body) continue;
    const line = lines.get(keyOf(v))!;
    const kept = versions
      .filter((c) => c !== v && c.body === v.body && c.revision <= v.revision && !line.has(keyOf(c)) && !lines.get(keyOf(c))!.has(keyOf(v)) && !lines.get(keyOf(c))!.has(keyOf(parent)))
      .filter((c) => c.parent_revision !== v.parent_revision || c.parent_laptop !== v.parent_laptop)
      .sort((a, b) => a.revision - b.revision || (a.laptop < b.laptop ? -1 : 1))[0];
    if (kept) found.push({ by: { revision: v.revision, laptop: v.laptop }, kept: { revision: kept.revision, laptop: kept.laptop }, dropped: { revision: parent.revision, laptop: parent.laptop } });
  }
  return found;
}

function describeRefusal(v: VersionRow): string {
  const what = v.kind === 'play' ? 'a play' : `a ${v.kind}`;
  return `The club refused to delete ${what} another member recorded (only they may delete it); it is back in this history.`;
}

function toWire(v: VersionRow): WireVersion {
  return { kind: v.kind, id: v.uid, revision: v.revision, laptop: v.laptop, parentRevision: v.parent_revision, parentLaptop: v.parent_laptop, body: v.body };
}
