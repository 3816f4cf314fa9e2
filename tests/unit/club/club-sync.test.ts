/**
 * Two and three laptops (app cores on their own data folders) and one real PostgreSQL: plays
 * recorded offline on each, then synced, give one history, the same leaderboards and the same
 * ratings to the last digit; concurrent edits keep both versions; merges land everywhere.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playInputSchema } from '../../../src-shared/history/types';
import { must } from '../helpers';
import { expectRollupsExact } from '../history/fixture';
import { addMember, missingPostgresReason, postgresAvailable, startCluster, type TestCluster } from '../../club/pg-cluster';
import { openLaptop, type Laptop } from '../../club/laptop';
import type { SyncCheckpoint } from '../../../src-main/club/sync-engine';
import { main } from '../../../src-cli/main';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const available = postgresAvailable();
if (!available) console.warn(`club sync tests skipped: ${missingPostgresReason}`);

describe.skipIf(!available)('one club history across laptops', () => {
  let cluster: TestCluster;
  let root: string;
  let clubNo = 0;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'tk-club-'));
    cluster = await startCluster();
  }, 120_000);

  afterAll(() => {
    cluster?.destroy();
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  /** A fresh club database per test, its owner and two members. */
  async function newClub(): Promise<{ owner: string; anna: string; ben: string }> {
    const db = `club${++clubNo}`;
    const owner = `owner${clubNo}`;
    await cluster.admin(`CREATE ROLE ${owner} LOGIN CREATEROLE PASSWORD 'owner-pw'`);
    await cluster.admin(`CREATE DATABASE ${db} OWNER ${owner}`);
    const ownerLaptop = openLaptop(root, 'owner');
    await ownerLaptop.club.connect(cluster.url(owner, db), 'owner-pw', false);
    ownerLaptop.close();
    await addMember(cluster, `anna${clubNo}`, 'anna-pw');
    await addMember(cluster, `ben${clubNo}`, 'ben-pw');
    return { owner: cluster.url(owner, db), anna: cluster.url(`anna${clubNo}`, db), ben: cluster.url(`ben${clubNo}`, db) };
  }

  function expectInStep(...laptops: Laptop[]): void {
    const [first, ...rest] = laptops;
    for (const other of rest) {
      expect(other.plays()).toEqual(first.plays());
      expect(other.boards()).toEqual(first.boards());
    }
  }

  it('plays recorded offline on three laptops give one history with identical ratings', async () => {
    const urls = await newClub();
    const a = openLaptop(root, 'a');
    const b = openLaptop(root, 'b');
    // C joins with nothing of its own: its first sync writes the club's plays with the lookup indexes rebuilt once (as from 5000 plays).
    const c = openLaptop(root, 'c', { bulkIndexesFrom: 1 });
    // Before joining: each laptop has history of its own, some of it with the same people.
    a.record('Azul', '2024-01-05 19:00:00', [['Anna', '50'], ['Ben', '40'], ['Cleo', '40']], 'Club');
    b.record('Azul', '2024-01-05 21:00:00', [['Dan', '61'], ['Eve', '55']], 'Club');
    await a.club.connect(urls.anna, 'anna-pw', true);
    await b.club.connect(urls.ben, 'ben-pw', true);
    await c.club.connect(urls.anna, 'anna-pw', true);
    // Offline: nobody syncs while these are recorded.
    a.record('Azul', '2024-02-01 19:00:00', [['Anna', '70'], ['Cleo', '65']]);
    b.record('Azul', '2024-02-01 19:00:00', [['Dan', '30'], ['Eve', '80']]);
    c.record('Azul', '2024-02-02 19:00:00', [['Fay', '10'], ['Gus', '12'], ['Hal', '9']]);
    c.record('Carcassonne', '2024-02-03 19:00:00', [['Fay', '101'], ['Gus', '99']]);
    for (let round = 0; round < 2; round++) for (const l of [a, b, c]) await l.club.sync();
    expect(a.plays()).toHaveLength(6);
    expectInStep(a, b, c);
    const azul = a.boards().Azul as [number, string, number, number, number, number, number][];
    expect(azul.map((r) => r[1]).sort()).toEqual(['Anna', 'Ben', 'Cleo', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal']);
    for (const l of [a, b, c]) expect(l.club.status()).toMatchObject({ connected: true, waiting: 0, lastError: null, conflicts: [] });
    // Received plays are written in bulk (rollups caught up per page): every rollup equals the rows.
    for (const l of [a, b, c]) expectRollupsExact(l.db);
    // C's indexes were dropped and built again: the same indexes, defined alike, as on a laptop that kept them.
    const indexes = (l: Laptop) => l.db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' ORDER BY name`).all();
    expect(indexes(c)).toEqual(indexes(a));
    expect(indexes(c).length).toBeGreaterThan(20);
    // Syncing again changes nothing and sends nothing.
    expect(await a.club.sync()).toEqual({ sent: 0, received: 0, applied: 0, refused: [] });
    const versions = await cluster.admin(`SELECT kind, COUNT(DISTINCT id)::int AS records, COUNT(*)::int AS versions FROM tablekeeper.versions GROUP BY kind ORDER BY kind`, `club${clubNo}`);
    // Both laptops that logged plays at "Club" sent it once: one place, two identical versions, no conflict.
    expect(versions.rows).toEqual([{ kind: 'location', records: 1, versions: 2 }, { kind: 'play', records: 6, versions: 6 }, { kind: 'player', records: 8, versions: 8 }]);
    // The password is in the credentials file, never in the history database.
    for (const l of [a, b, c]) {
      l.db.pragma('wal_checkpoint(TRUNCATE)');
      expect(readFileSync(join(l.dir, 'tablekeeper.db')).includes('anna-pw')).toBe(false);
      expect(readFileSync(join(l.dir, 'tablekeeper.db')).includes('ben-pw')).toBe(false);
    }
    expect(readFileSync(join(a.dir, 'club-credentials.json'), 'utf8')).toContain('anna-pw');
    for (const l of [a, b, c]) l.close();
  });

  it('two laptops editing the same play keep both versions: one wins everywhere, the other is listed for review', async () => {
    const urls = await newClub();
    const a = openLaptop(root, 'a');
    const b = openLaptop(root, 'b');
    await a.club.connect(urls.anna, 'anna-pw', true);
    await b.club.connect(urls.ben, 'ben-pw', true);
    const id = a.record('Azul', '2024-03-01 19:00:00', [['Anna', '50'], ['Ben', '40']]);
    await a.club.sync();
    await b.club.sync();
    const uid = a.history.plays.detail(id)!.uid;
    const onB = b.history.plays.list({ gameId: null, playerId: null, limit: 10, offset: 0 }).plays.find((p) => p.uid === uid)!;
    const edit = (l: Laptop, playId: number, scores: [string, string]) =>
      must(l.history.plays.edit(playId, playInputSchema.parse({ game: { name: 'Azul' }, playedAt: '2024-03-01 19:00:00', players: [{ name: 'Anna', scoreText: scores[0] }, { name: 'Ben', scoreText: scores[1] }] })));
    edit(a, id, ['50', '45']);
    edit(b, onB.id, ['52', '40']);
    for (let round = 0; round < 2; round++) for (const l of [a, b]) await l.club.sync();
    expectInStep(a, b);
    const [conflictA] = a.club.status().conflicts;
    expect(b.club.status().conflicts).toEqual(a.club.status().conflicts);
    expect(a.club.status().conflicts).toHaveLength(1);
    expect(conflictA).toMatchObject({ kind: 'play', uid, revision: 2 });
    const laptopA = a.club.status().laptopId!;
    const laptopB = b.club.status().laptopId!;
    const winnerIsA = laptopA > laptopB;
    expect(conflictA.laptop).toBe(winnerIsA ? laptopB : laptopA);
    const shown = a.plays()[0] as { players: unknown[][] };
    expect(shown.players.map((p) => p[1])).toEqual(winnerIsA ? ['50', '45'] : ['52', '40']);
    expect(conflictA.summary).toContain(winnerIsA ? 'Anna 52, Ben 40' : 'Anna 50, Ben 45');
    // Reviewed: dismissed on one laptop, still listed on the other until its reader dismisses it too.
    expect(a.club.dismiss(conflictA.kind, conflictA.uid, conflictA.revision, conflictA.laptop)).toBe(true);
    expect(a.club.status().conflicts).toEqual([]);
    expect(b.club.status().conflicts).toHaveLength(1);
    a.close();
    b.close();
  });

  it('a member chooses a version of a conflict (offline, in the CLI too): it wins on every laptop, the other stays listed as settled, ratings agree', async () => {
    const urls = await newClub();
    const a = openLaptop(root, 'a');
    let b = openLaptop(root, 'b');
    await a.club.connect(urls.anna, 'anna-pw', true);
    await b.club.connect(urls.ben, 'ben-pw', true);
    const id = a.record('Azul', '2024-03-01 19:00:00', [['Anna', '50'], ['Ben', '40']]);
    a.record('Azul', '2024-03-02 19:00:00', [['Anna', '30'], ['Ben', '35']]);
    await a.club.sync();
    await b.club.sync();
    const uid = a.history.plays.detail(id)!.uid;
    const idOn = (l: Laptop) => l.history.plays.list({ gameId: null, playerId: null, limit: 10, offset: 0 }).plays.find((p) => p.uid === uid)!.id;
    const edit = (l: Laptop, scores: [string, string]) =>
      must(l.history.plays.edit(idOn(l), playInputSchema.parse({ game: { name: 'Azul' }, playedAt: '2024-03-01 19:00:00', players: [{ name: 'Anna', scoreText: scores[0] }, { name: 'Ben', scoreText: scores[1] }] })));
    const scoresOn = (l: Laptop) => ((l.plays() as { uid: string; players: unknown[][] }[]).find((p) => p.uid === uid)!.players.map((s) => s[1]));
    const serverVersions = async () => (await cluster.admin(`SELECT revision, body::text AS body FROM tablekeeper.versions WHERE kind = 'play' AND id = '${uid}' ORDER BY seq`, `club${clubNo}`)).rows;
    // Anna wins 50-45 on A; Ben wins 52-55 on B (a different winner, so the ratings depend on the choice).
    edit(a, ['50', '45']);
    edit(b, ['52', '55']);
    for (let round = 0; round < 2; round++) for (const l of [a, b]) await l.club.sync();
    const winnerIsA = a.club.status().laptopId! > b.club.status().laptopId!;
    const [shown, listed] = winnerIsA ? [['50', '45'], ['52', '55']] : [['52', '55'], ['50', '45']];
    for (const l of [a, b]) expect(scoresOn(l)).toEqual(shown);
    const [conflict] = b.club.status().conflicts;
    expect(a.club.status().conflicts).toEqual([conflict]);
    expect(() => a.club.choose('name', conflict.uid, conflict.revision, conflict.laptop, 'listed')).toThrow(/merging the players or renaming/);

    // Offline (no round runs), B keeps the listed version: B shows it at once, the club has nothing new yet.
    const before = await serverVersions();
    b.close();
    expect((await cli('club', 'status', '--data-dir', b.dir)).out).toContain(`Conflicts to review: 1\n  1. ${conflict.summary}\nKeep one version on every laptop: tablekeeper club choose <number> --keep shown|listed`);
    expect(await cli('club', 'choose', '2', '--keep', 'listed', '--data-dir', b.dir)).toMatchObject({ code: 2, err: 'tablekeeper club: the conflict number must be from 1 to 1 (tablekeeper club status lists them), not "2"' });
    expect(await cli('club', 'choose', '1', '--keep', 'mine', '--data-dir', b.dir)).toMatchObject({ code: 2 });
    expect(await cli('club', 'choose', '1', '--keep', 'listed', '--data-dir', b.dir)).toMatchObject({ code: 0, err: '' });
    b = openLaptop(root, 'b', {}, b.dir);
    expect(scoresOn(b)).toEqual(listed);
    expect(b.club.status()).toMatchObject({ conflicts: [], waiting: 1 });
    const [settled] = b.club.status().settled;
    const words = (scores: string[]) => `2024-03-01 19:00:00 Azul: Anna ${scores[0]}, Ben ${scores[1]}`;
    expect(settled.summary).toContain(`kept ${words(listed)} (laptop ${conflict.laptop.slice(0, 8)}, revision 2). Not kept, still in the club's history: ${words(shown)}`);
    expect(await serverVersions()).toEqual(before);
    expect(scoresOn(a)).toEqual(shown);
    // The choice travels as a new version that wins by the normal rule: both laptops show it, nothing to review, the same ratings.
    for (let round = 0; round < 2; round++) for (const l of [a, b]) await l.club.sync();
    for (const l of [a, b]) {
      expect(scoresOn(l)).toEqual(listed);
      expect(l.club.status()).toMatchObject({ conflicts: [], waiting: 0, lastError: null });
      expect(l.club.status().settled).toEqual([settled]);
      expectRollupsExact(l.db);
    }
    expectInStep(a, b);
    // The leaderboard counts the kept version: each player's wins are the plays they won as now shown.
    for (const l of [a, b]) {
      const wins = (name: string) => (l.plays() as { players: unknown[][] }[]).filter((p) => p.players.some((s) => s[0] === name && s[3] === true)).length;
      const board = l.boards().Azul as unknown[][];
      expect(board.map((r) => [r[1], r[6]]).sort()).toEqual([['Anna', wins('Anna')], ['Ben', wins('Ben')]]);
      expect(wins(Number(listed[0]) > Number(listed[1]) ? 'Anna' : 'Ben')).toBe(Number(listed[0]) > Number(listed[1]) ? 1 : 2);
    }
    // Every version stays in the club: the original, both edits, and the choice (a copy of the kept one).
    const all = await serverVersions();
    expect(all.map((v) => v.revision)).toEqual([1, 2, 2, 3]);
    expect(all[3].body).toBe(all.find((v, i) => i > 0 && i < 3 && JSON.parse(v.body).seats[0].scoreText === listed[0])!.body);

    // Another conflict, settled the other way on A: keep what is shown.
    edit(a, ['60', '10']);
    edit(b, ['61', '11']);
    for (let round = 0; round < 2; round++) for (const l of [a, b]) await l.club.sync();
    const shownNow = scoresOn(a);
    const [second] = a.club.status().conflicts;
    a.club.choose(second.kind, second.uid, second.revision, second.laptop, 'shown');
    expect(() => a.club.choose(second.kind, second.uid, second.revision, second.laptop, 'shown')).toThrow(/no longer listed/);
    for (let round = 0; round < 2; round++) for (const l of [a, b]) await l.club.sync();
    for (const l of [a, b]) {
      expect(scoresOn(l)).toEqual(shownNow);
      expect(l.club.status().conflicts).toEqual([]);
      expect(l.club.status().settled).toHaveLength(2);
    }
    expect(b.club.status().settled).toEqual(a.club.status().settled);
    expectInStep(a, b);
    a.close();
    b.close();
  });

  it('a merge on one laptop while another records a play for the merged player lands the play on the merged player', async () => {
    const urls = await newClub();
    const a = openLaptop(root, 'a');
    const b = openLaptop(root, 'b');
    await a.club.connect(urls.anna, 'anna-pw', true);
    await b.club.connect(urls.ben, 'ben-pw', true);
    a.record('Azul', '2024-04-01 19:00:00', [['Annie', '50'], ['Ben', '40']]);
    a.record('Azul', '2024-04-02 19:00:00', [['Anna', '30'], ['Ben', '40']]);
    await a.club.sync();
    await b.club.sync();
    const people = a.history.people.list();
    const annie = people.find((p) => p.name === 'Annie')!.id;
    const anna = people.find((p) => p.name === 'Anna')!.id;
    must(a.history.people.merge(annie, anna));
    // Offline, B still knows Annie and records a play for her.
    b.record('Azul', '2024-04-03 19:00:00', [['Annie', '60'], ['Ben', '20']]);
    for (let round = 0; round < 2; round++) for (const l of [a, b]) await l.club.sync();
    expectInStep(a, b);
    for (const l of [a, b]) {
      const names = (l.plays() as { players: unknown[][] }[]).map((p) => p.players.map((s) => s[0]));
      expect(names).toEqual([['Anna', 'Ben'], ['Anna', 'Ben'], ['Anna', 'Ben']]);
      expect(l.history.people.list().map((p) => p.name)).toEqual(['Anna', 'Ben']);
      expect((l.boards().Azul as unknown[][]).find((r) => r[1] === 'Anna')![5]).toBe(3);
    }
    a.close();
    b.close();
  });

  it('two laptops each creating "Cleo" offline keep two players, shown alike everywhere and listed until merged', async () => {
    const urls = await newClub();
    const a = openLaptop(root, 'a');
    const b = openLaptop(root, 'b');
    await a.club.connect(urls.anna, 'anna-pw', true);
    await b.club.connect(urls.ben, 'ben-pw', true);
    a.record('Azul', '2024-07-01 19:00:00', [['Cleo', '50'], ['Anna', '40']]);
    b.record('Azul', '2024-07-02 19:00:00', [['cleo', '30'], ['Ben', '40']]);
    for (let round = 0; round < 2; round++) for (const l of [a, b]) await l.club.sync();
    expectInStep(a, b);
    const names = a.history.people.list().map((p) => p.name);
    expect(names).toHaveLength(4);
    const second = names.find((n) => /^(Cleo|cleo) \([0-9a-f]{8}\)$/.test(n))!;
    expect(second).toBeDefined();
    for (const l of [a, b]) {
      expect(l.club.status().conflicts.map((c) => c.summary)).toEqual([expect.stringMatching(new RegExp(`^Two players called "(Cleo|cleo)" came from different laptops; the other one shows as "${second.replace(/[()]/g, '\\$&')}"\\. Merge them`))]);
    }
    // The reader merges them on one laptop; the merge reaches the other and both show one Cleo with two plays.
    const people = b.history.people.list();
    must(b.history.people.merge(people.find((p) => p.name === second)!.id, people.find((p) => p.name.toLowerCase() === 'cleo')!.id));
    for (let round = 0; round < 2; round++) for (const l of [b, a]) await l.club.sync();
    expectInStep(a, b);
    expect(a.history.people.list().map((p) => p.name).filter((n) => n.toLowerCase().startsWith('cleo'))).toHaveLength(1);
    for (const l of [a, b]) expect(l.club.status().conflicts).toEqual([]);
    a.close();
    b.close();
  });

  it('on joining, the preview counts this laptop\'s plays the club already has; joining twice duplicates nothing', async () => {
    const urls = await newClub();
    const a = openLaptop(root, 'a');
    a.record('Azul', '2024-08-01 19:00:00', [['Anna', '50'], ['Ben', '40']]);
    a.record('Azul', '2024-08-02 19:00:00', [['Anna', '51'], ['Ben', '41']]);
    expect(await a.club.preview(urls.anna, 'anna-pw')).toMatchObject({ localPlays: 2, newToClub: 2, alreadyInClub: 0, role: `anna${clubNo}` });
    // Nothing is linked or sent by a preview.
    expect(a.club.status().connected).toBe(false);
    await a.club.connect(urls.anna, 'anna-pw', true);
    a.record('Azul', '2024-08-03 19:00:00', [['Anna', '52'], ['Ben', '42']]);
    await a.club.sync();
    a.club.leave();
    expect(a.club.status()).toMatchObject({ connected: false, waiting: 0 });
    a.record('Azul', '2024-08-04 19:00:00', [['Anna', '53'], ['Ben', '43']]);
    expect(await a.club.preview(urls.anna, 'anna-pw')).toMatchObject({ localPlays: 4, newToClub: 1, alreadyInClub: 3 });
    await a.club.connect(urls.anna, 'anna-pw', true);
    const b = openLaptop(root, 'b');
    await b.club.connect(urls.ben, 'ben-pw', false);
    expect(b.plays()).toHaveLength(4);
    expectInStep(a, b);
    const server = await cluster.admin(`SELECT COUNT(DISTINCT id)::int AS plays FROM tablekeeper.versions WHERE kind = 'play'`, `club${clubNo}`);
    expect(server.rows[0].plays).toBe(4);
    a.close();
    b.close();
  });

  it('a member cannot delete another member\'s play, delete rows or alter the schema; the owner\'s role owns it', async () => {
    const urls = await newClub();
    const a = openLaptop(root, 'a');
    const b = openLaptop(root, 'b');
    await a.club.connect(urls.anna, 'anna-pw', true);
    await b.club.connect(urls.ben, 'ben-pw', true);
    const annaPlay = a.record('Azul', '2024-09-01 19:00:00', [['Anna', '50'], ['Ben', '40']]);
    await a.club.sync();
    await b.club.sync();
    // Ben deletes Anna's play on his laptop: the club refuses the deletion, says why, and keeps the play.
    const onB = (b.plays() as { uid: string }[])[0].uid;
    must(b.history.plays.delete(b.history.plays.list({ gameId: null, playerId: null, limit: 5, offset: 0 }).plays.find((p) => p.uid === onB)!.id));
    expect(b.plays()).toHaveLength(0);
    expect((await b.club.sync()).refused).toEqual(['The club refused to delete a play another member recorded (only they may delete it); it is back in this history.']);
    expect(b.club.status().lastError).toBe('The club refused to delete a play another member recorded (only they may delete it); it is back in this history.');
    expect(b.club.status().waiting).toBe(0);
    await a.club.sync();
    expect(a.plays()).toHaveLength(1);
    expectInStep(a, b);
    // Anna may delete her own.
    must(a.history.plays.delete(annaPlay));
    await a.club.sync();
    const live = await cluster.admin(`SELECT body IS NULL AS deleted FROM tablekeeper.versions WHERE kind = 'play' ORDER BY seq DESC LIMIT 1`, `club${clubNo}`);
    expect(live.rows).toEqual([{ deleted: true }]);
    // Straight SQL as a member: no DELETE, no UPDATE, no DDL, no writing as someone else.
    const { ClubServer } = await import('../../../src-main/club/server');
    const { parseClubUrl } = await import('../../../src-main/club/connection');
    const ben = await ClubServer.open(parseClubUrl(urls.ben), 'ben-pw');
    try {
      await expect(ben.query(`DELETE FROM tablekeeper.versions`)).rejects.toThrow(/permission denied/);
      await expect(ben.query(`UPDATE tablekeeper.versions SET body = NULL`)).rejects.toThrow(/permission denied/);
      await expect(ben.query(`TRUNCATE tablekeeper.versions`)).rejects.toThrow(/permission denied/);
      await expect(ben.query(`DROP TABLE tablekeeper.versions`)).rejects.toThrow(/must be owner/);
      await expect(ben.query(`ALTER TABLE tablekeeper.versions DISABLE ROW LEVEL SECURITY`)).rejects.toThrow(/must be owner/);
      await expect(ben.query(`CREATE TABLE tablekeeper.mine (x int)`)).rejects.toThrow(/permission denied/);
      await expect(ben.query(`INSERT INTO tablekeeper.versions (kind, id, revision, laptop, body, author) VALUES ('play', 'x', 1, 'l', '{}', 'anna${clubNo}')`)).rejects.toThrow(/row-level security/);
    } finally {
      await ben.close();
    }
    a.close();
    b.close();
  });

  it('anonymous seats of imported plays travel as anonymous seats, never as a player called ""', async () => {
    const urls = await newClub();
    const a = openLaptop(root, 'a');
    const b = openLaptop(root, 'b');
    const xml = `<plays><play id="9001" date="2024-01-01" quantity="1" length="30" incomplete="0" nowinstats="0" location="">
      <item name="Azul" objecttype="thing" objectid="230802"/>
      <players><player username="" userid="0" name="Anna" startposition="" color="" score="10" new="0" rating="0" win="1"/>
      <player username="" userid="0" name="" startposition="" color="" score="5" new="0" rating="0" win="0"/></players></play></plays>`;
    const imported = a.history.exchange.import('bgg', xml);
    expect(imported.ok && imported.value.imported).toBe(1);
    b.record('Azul', '2024-01-02 19:00:00', [['Ben', '7'], ['Anna', '9']]);
    await a.club.connect(urls.anna, 'anna-pw', true);
    await b.club.connect(urls.ben, 'ben-pw', true);
    for (let round = 0; round < 2; round++) for (const l of [a, b]) await l.club.sync();
    expectInStep(a, b);
    const first = (b.plays() as { players: unknown[][] }[]).find((p) => (p.players[0] as unknown[])[1] === '10')!;
    expect(first.players.map((s) => s[1])).toEqual(['10', '5']);
    for (const l of [a, b]) expect(l.db.prepare(`SELECT COUNT(*) AS n FROM players WHERE anonymous = 1`).get()).toEqual({ n: 1 });
    const server = await cluster.admin(`SELECT body::text FROM tablekeeper.versions WHERE kind = 'player'`, `club${clubNo}`);
    expect(server.rows.map((r) => JSON.parse(r.body).name).sort()).toEqual(['Anna', 'Anna', 'Ben']);
    a.close();
    b.close();
  });

  it('the server going away and coming back: changes wait, the error is said in words, then everything arrives', async () => {
    const urls = await newClub();
    const a = openLaptop(root, 'a', { connectTimeoutMs: 3000 });
    const b = openLaptop(root, 'b');
    await a.club.connect(urls.anna, 'anna-pw', true);
    await b.club.connect(urls.ben, 'ben-pw', true);
    cluster.stopServer();
    try {
      a.record('Azul', '2024-05-01 19:00:00', [['Anna', '50'], ['Ben', '40']]);
      await expect(a.club.sync()).rejects.toThrow(/not answering/);
      const status = a.club.status();
      expect(status.lastError).toMatch(/^The club server at 127\.0\.0\.1:\d+ is not answering \(connection refused\)\. Changes wait on this laptop/);
      expect(status.waiting).toBe(3);
      expect(a.plays()).toHaveLength(1);
    } finally {
      cluster.startServer();
    }
    await a.club.sync();
    await b.club.sync();
    expect(a.club.status()).toMatchObject({ lastError: null, waiting: 0 });
    expectInStep(a, b);
    expect(b.plays()).toHaveLength(1);
    a.close();
    b.close();
  });

  /** Runs a sync of `dir` in a child process and kills it with SIGKILL once it reaches `at`. */
  async function killDuringSync(dir: string, at: SyncCheckpoint): Promise<void> {
    const child = spawn(process.execPath, [join('tests', 'club', 'sync-child.mjs'), dir, at], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('PAUSED')) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', (code) => reject(new Error(`the sync child ended (${code}) before ${at}: ${out} ${err}`)));
    });
    await new Promise((resolve) => child.once('exit', resolve));
  }

  it.each<SyncCheckpoint>(['prepared', 'sent', 'received-page'])('kill -9 during a sync (%s), then restart: nothing lost, nothing duplicated', async (at) => {
    const urls = await newClub();
    const a = openLaptop(root, 'a');
    const b = openLaptop(root, 'b');
    await a.club.connect(urls.anna, 'anna-pw', true);
    await b.club.connect(urls.ben, 'ben-pw', true);
    b.record('Azul', '2024-06-01 18:00:00', [['Ben', '12'], ['Cleo', '20']]);
    await b.club.sync();
    await a.club.sync();
    a.record('Azul', '2024-06-01 19:00:00', [['Anna', '50'], ['Ben', '40']]);
    a.record('Azul', '2024-06-02 19:00:00', [['Anna', '45'], ['Dan', '41']]);
    const dir = a.dir;
    a.close();
    await killDuringSync(dir, at);
    const again = openLaptop(root, 'a', {}, dir);
    await again.club.sync();
    await b.club.sync();
    expect(again.plays()).toHaveLength(3);
    expectInStep(again, b);
    expect(again.club.status()).toMatchObject({ waiting: 0, lastError: null, conflicts: [] });
    const server = await cluster.admin(`SELECT kind, COUNT(*)::int AS n FROM tablekeeper.versions GROUP BY kind ORDER BY kind`, `club${clubNo}`);
    // Each play and player once: a version sent before the kill was not sent again as another.
    expect(server.rows).toEqual([{ kind: 'play', n: 3 }, { kind: 'player', n: 4 }]);
    expect(again.history.people.list().map((p) => p.name)).toEqual(['Anna', 'Ben', 'Cleo', 'Dan']);
    again.close();
    b.close();
  });
});
