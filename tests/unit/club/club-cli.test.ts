/** `tablekeeper club connect | status | sync | leave` against a real PostgreSQL. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../src-cli/main';
import { addMember, missingPostgresReason, postgresAvailable, startCluster, type TestCluster } from '../../club/pg-cluster';
import { tempDir } from '../helpers';

const available = postgresAvailable();
if (!available) console.warn(`club CLI tests skipped: ${missingPostgresReason}`);

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe.skipIf(!available)('tablekeeper club', () => {
  let cluster: TestCluster;

  beforeAll(async () => {
    cluster = await startCluster();
    await cluster.admin(`CREATE ROLE cli_owner LOGIN CREATEROLE PASSWORD 'owner-pw'`);
    await cluster.admin(`CREATE DATABASE club OWNER cli_owner`);
  }, 120_000);

  afterAll(() => cluster?.destroy(), 60_000);

  it('previews, joins with the existing plays, syncs, shows status and leaves', async () => {
    const ownerDir = tempDir();
    const pw = join(ownerDir, 'pw');
    writeFileSync(pw, 'owner-pw\n');
    const url = cluster.url('cli_owner');
    expect(await run('club', 'connect', url, '--password-file', pw, '--no-upload', '--data-dir', ownerDir)).toMatchObject({ code: 0, out: 'Joined the club: sent 0 changes, received 0 changes.' });
    await addMember(cluster, 'cli_anna', 'anna-pw');

    const dir = tempDir();
    const play = join(dir, 'play.csv');
    writeFileSync(play, 'date,game,player,score\n2024-01-05,Azul,Anna,50\n2024-01-05,Azul,Ben,40\n');
    expect((await run('history', 'import', play, '--data-dir', dir)).code).toBe(0);
    const annaUrl = `postgres://cli_anna:anna-pw@127.0.0.1:${cluster.port}/club`;
    const preview = await run('club', 'connect', annaUrl, '--data-dir', dir);
    expect(preview).toMatchObject({ code: 0, err: '' });
    expect(preview.out).toBe([
      `Club postgres://cli_anna@127.0.0.1:${cluster.port}/club (role cli_anna; club schema 1).`,
      "This laptop has 1 play: 1 new to the club, 0 already there (the club's copy is kept).",
      'Nothing was joined or sent. Run again with --upload to join and send them, or --no-upload to join and send only what changes from now on.',
    ].join('\n'));
    expect((await run('club', 'status', '--data-dir', dir)).out).toBe('Not in a club. Join one with: tablekeeper club connect postgres://ROLE@HOST:PORT/DATABASE');
    expect(await run('club', 'connect', annaUrl, '--upload', '--data-dir', dir)).toMatchObject({ code: 0, out: 'Joined the club: sent 3 changes, received 3 changes.' });
    expect(await run('club', 'sync', '--data-dir', dir)).toMatchObject({ code: 0, out: 'Synced: sent 0 changes, received 0 changes (0 applied here).' });
    const status = await run('club', 'status', '--data-dir', dir);
    expect(status.out).toContain(`Club: postgres://cli_anna@127.0.0.1:${cluster.port}/club\n`);
    expect(status.out).toContain('Changes waiting to be sent: 0\nLast error: none\n');
    expect(status.out).toContain(`Password kept in: ${join(dir, 'club-credentials.json')} (readable by this user only)`);
    expect(status.out).not.toContain('anna-pw');
    // The owner's laptop receives Anna's play.
    expect((await run('club', 'sync', '--data-dir', ownerDir)).out).toBe('Synced: sent 0 changes, received 3 changes (3 applied here).');
    expect(await run('club', 'leave', '--data-dir', dir)).toMatchObject({ code: 0, out: 'Left the club. The plays stay in this history; the saved password was removed.' });
  });

  it('the setup guide as docs/club.md gives it: the owner (not a superuser) creates a member role, the member joins; NOLOGIN keeps their plays', async () => {
    // docs/club.md section 2, run as the club's owner: the schema and tablekeeper_member exist since the owner connected (first test).
    const owner = new pg.Client({ connectionString: `postgres://cli_owner:owner-pw@127.0.0.1:${cluster.port}/club` });
    await owner.connect();
    try {
      await owner.query(`CREATE ROLE cli_ben LOGIN PASSWORD 'bens-own-password' IN ROLE tablekeeper_member`);
      const dir = tempDir();
      const play = join(dir, 'play.csv');
      writeFileSync(play, 'date,game,player,score\n2024-02-05,Azul,Ben,44\n2024-02-05,Azul,Cleo,41\n');
      expect((await run('history', 'import', play, '--data-dir', dir)).code).toBe(0);
      const benUrl = `postgres://cli_ben@127.0.0.1:${cluster.port}/club`;
      const pw = join(dir, 'pw');
      writeFileSync(pw, 'bens-own-password\n');
      expect(await run('club', 'connect', benUrl, '--password-file', pw, '--upload', '--data-dir', dir)).toMatchObject({ code: 0, err: '' });
      const authors = await owner.query(`SELECT DISTINCT author::text FROM tablekeeper.versions WHERE kind = 'play' AND author = 'cli_ben'`);
      expect(authors.rows).toEqual([{ author: 'cli_ben' }]);
      // Removing a member: ALTER ROLE ... NOLOGIN. Their laptop says why in words; their plays stay, here and in the club.
      await owner.query(`ALTER ROLE cli_ben NOLOGIN`);
      expect(await run('club', 'sync', '--data-dir', dir)).toMatchObject({ code: 1, err: 'tablekeeper club sync: The club server does not let role "cli_ben" in from here (pg_hba.conf or the role cannot log in).' });
      expect((await run('history', 'export', '--format', 'csv-plays', '--data-dir', dir)).out).toContain('Azul');
      expect((await owner.query(`SELECT COUNT(*)::int AS n FROM tablekeeper.versions WHERE kind = 'play' AND author = 'cli_ben'`)).rows).toEqual([{ n: 1 }]);
      // Or DROP ROLE: the role owns nothing in the club; its versions keep the author's name.
      await owner.query(`DROP ROLE cli_ben`);
      expect((await owner.query(`SELECT COUNT(*)::int AS n FROM tablekeeper.versions WHERE kind = 'play' AND author = 'cli_ben'`)).rows).toEqual([{ n: 1 }]);
    } finally {
      await owner.end();
    }
  });

  it('refuses bad input with exit 2 and an unreachable server with exit 1, in words', async () => {
    const dir = tempDir();
    expect(await run('club', 'connect', 'postgres://anna@db.example.org/club?sslmode=disable', '--data-dir', dir)).toMatchObject({
      code: 2, err: 'tablekeeper club: db.example.org is not this machine, so the connection must use TLS: remove sslmode=disable (or use sslmode=verify-full)',
    });
    expect(await run('club', 'frobnicate', '--data-dir', dir)).toMatchObject({ code: 2 });
    expect(await run('club', 'sync', '--data-dir', dir)).toMatchObject({ code: 1, err: 'tablekeeper club sync: This laptop is not in a club: connect first (tablekeeper club connect <url>).' });
    const closed = await run('club', 'connect', 'postgres://anna@127.0.0.1:1/club', '--upload', '--data-dir', dir);
    expect(closed).toMatchObject({ code: 1, err: 'tablekeeper club connect: The club server at 127.0.0.1:1 is not answering (connection refused). Changes wait on this laptop and are sent when it is back.' });
  });
});
