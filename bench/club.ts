/**
 * Club sync at scale, against a throwaway local PostgreSQL 15 (skipped, saying so, without its
 * binaries): a club history of 10^5 plays from 20 laptops, then a new laptop's first sync (target
 * under 30 s), an incremental sync (target under 1 s) and the history pages on the synced laptop
 * (target under 100 ms; the first leaderboard read rebuilds ratings from every synced play).
 *
 * Seeding: one laptop imports the plays (BG Stats import, as people do) and joins with --upload; its
 * versions are spread over 20 laptop ids before they are sent, so the club's table looks as if 20
 * laptops had sent them. TABLEKEEPER_BENCH_CLUB_PLAYS picks another size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng } from '../src-shared/engine/rng';
import { openDatabase } from '../src-main/db/open';
import { historyServices } from '../src-main/services/history/handlers';
import { ClubService, type ClubServiceOptions } from '../src-main/club/club-service';
import { FileCredentialStore } from '../src-main/club/credentials';
import { playInputSchema } from '../src-shared/history/types';
import { missingPostgresReason, postgresAvailable, startCluster } from '../tests/club/pg-cluster';
import { seededExport } from './history';

const LAPTOPS = 20;

/** The machine's load average (1 minute) with each figure: the build machine is shared. */
const load = () => `load ${loadavg()[0].toFixed(1)}`;

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0).padStart(8)} ms`;

async function timed<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const t = performance.now();
  const value = await work();
  return [value, performance.now() - t];
}

function laptop(name: string, options: ClubServiceOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), `tk-bench-club-${name}-`));
  const { db } = openDatabase(dir, process.cwd());
  const history = historyServices(db, () => new Date(), () => undefined, () => []);
  return { dir, db, history, club: new ClubService(db, new FileCredentialStore(dir), options) };
}

export async function clubBenchmark(): Promise<string[]> {
  if (!postgresAvailable()) return [`skipped: ${missingPostgresReason}`];
  const total = Number(process.env.TABLEKEEPER_BENCH_CLUB_PLAYS ?? 100_000);
  const lines: string[] = [];
  const cluster = await startCluster();
  const laptops: ReturnType<typeof laptop>[] = [];
  try {
    await cluster.admin(`CREATE ROLE bench_owner LOGIN CREATEROLE PASSWORD 'pw'`);
    await cluster.admin(`CREATE DATABASE club OWNER bench_owner`);
    const url = cluster.url('bench_owner');

    const seeder = laptop('seeder');
    laptops.push(seeder);
    const [, importMs] = await timed(() => {
      const result = seeder.history.exchange.import('bgstats', seededExport(createRng(`club-bench-${total}`), 0, total, total));
      if (!result.ok || result.value.problems.length) throw new Error('bench import failed');
    });
    lines.push(`seed: import ${total} plays on one laptop            ${ms(importMs)}`);
    await seeder.club.connect(url, 'pw', false);
    const [prepared, prepareMs] = await timed(() => {
      seeder.club.engine.repo.setUploaded();
      for (const table of ['locations', 'players', 'plays']) {
        const kind = table === 'plays' ? 'play' : table.slice(0, -1);
        seeder.db.prepare(`INSERT INTO sync_outbox (kind, uid) SELECT ?, uid FROM ${table}`).run(kind);
      }
      return seeder.club.engine.prepare();
    });
    // As if twenty laptops had sent them: the laptop id is only a tie-break and a label.
    seeder.db.prepare(`UPDATE sync_versions SET laptop = printf('bench-laptop-%02d', abs(random()) % ${LAPTOPS}) WHERE sent = 0`).run();
    seeder.db.prepare(`UPDATE sync_applied SET laptop = (SELECT v.laptop FROM sync_versions v WHERE v.kind = sync_applied.kind AND v.uid = sync_applied.uid)`).run();
    lines.push(`seed: number ${prepared} versions (plays, players, places) ${ms(prepareMs)}`);
    const [, sendMs] = await timed(() => seeder.club.sync());
    lines.push(`seed: send them to the club (from ${LAPTOPS} laptop ids)      ${ms(sendMs)}`);

    // When the last page is stored, receiving is over; what follows is settling (writing the plays, rollups, indexes).
    let lastPageAt = 0;
    const fresh = laptop('new', { checkpoint: async (at) => void (at === 'received-page' && (lastPageAt = performance.now())) });
    laptops.push(fresh);
    const cpu = process.cpuUsage();
    const [first, firstMs] = await timed(() => fresh.club.connect(url, 'pw', false));
    const used = process.cpuUsage(cpu);
    const settleMs = performance.now() - lastPageAt;
    lines.push(`new laptop: first sync, ${first.received} versions received   ${ms(firstMs)}   (target < 30000 ms; this process's cpu ${ms((used.user + used.system) / 1000).trim()}; ${load()})`);
    lines.push(`new laptop: of which receiving and storing the versions ${ms(firstMs - settleMs)}, settling them (plays, rollups, indexes) ${ms(settleMs)}`);

    const other = laptop('other');
    laptops.push(other);
    await other.club.connect(url, 'pw', false);
    const play = (day: string) => playInputSchema.parse({ game: { name: 'Game 1' }, playedAt: `${day} 20:00:00`, players: [{ name: 'Player 1', scoreText: '40' }, { name: 'Player 2', scoreText: '41' }] });
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) {
      other.history.plays.record(play(`2030-01-0${i + 1}`));
      await other.club.sync();
      fresh.history.plays.record(play(`2030-02-0${i + 1}`));
      const [, took] = await timed(() => fresh.club.sync());
      samples.push(took);
    }
    samples.sort((a, b) => a - b);
    lines.push(`new laptop: incremental sync (send 1, receive 1), median ${ms(samples[2])}, worst ${ms(samples[4]).trim()}   (target < 1000 ms; ${load()})`);

    const s = fresh.history;
    const [, pageMs] = await timed(() => s.plays.list({ gameId: null, playerId: null, limit: 50, offset: 0 }));
    lines.push(`synced laptop: plays page (50 of ${total + 10})            ${ms(pageMs)}   (target < 100 ms)`);
    const [, rebuildMs] = await timed(() => s.ratings.leaderboard({ gameId: s.people.games().find((g) => g.name === 'Game 1')!.id }));
    lines.push(`synced laptop: leaderboard, first read (rebuilds ratings) ${ms(rebuildMs)}`);
    const [, boardMs] = await timed(() => s.ratings.leaderboard({ gameId: s.people.games().find((g) => g.name === 'Game 1')!.id }));
    lines.push(`synced laptop: leaderboard, next read                   ${ms(boardMs)}   (target < 100 ms)`);
    const [, playerMs] = await timed(() => s.stats.player(s.people.list().find((p) => p.name === 'Player 1')!.id, {}));
    lines.push(`synced laptop: player page                              ${ms(playerMs)}   (target < 100 ms; ${load()})`);
  } finally {
    for (const l of laptops) {
      l.db.close();
      rmSync(l.dir, { recursive: true, force: true });
    }
    cluster.destroy();
  }
  return lines;
}
