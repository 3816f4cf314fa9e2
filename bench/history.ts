/**
 * History at scale: seeds 10^4, 10^5 and 10^6 plays (BG Stats JSON imports of up to 10^5 plays each,
 * so the import path is the one people use) and times every page under every filter it offers (none,
 * group, location, date range, season, player), first read included, plus the leaderboards, a full
 * rating recompute and the slowest page. TABLEKEEPER_BENCH_HISTORY="10000,100000" picks other sizes.
 * TABLEKEEPER_BENCH_HISTORY_CACHE=<dir> keeps each seeded database there and starts later runs from a
 * copy (migrated on open like a user's file), which skips the minutes-long import at 10^6.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRng } from '../src-shared/engine/rng';
import { DB_FILE_NAME, openDatabase } from '../src-main/db/open';
import { historyServices } from '../src-main/services/history/handlers';
import { playInputSchema } from '../src-shared/history/types';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHUNK = 100_000;

interface Seeder {
  next(): number;
}

/** A BG Stats export of `count` plays (spread over ten years of `total`) among 200 players, 40 games (a few played far more) and 30 locations. */
export function seededExport(rng: Seeder, first: number, count: number, total: number): string {
  const games = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, name: `Game ${i + 1}`, bggId: 1000 + i, highestWins: i % 7 !== 3, noPoints: false }));
  const players = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, name: `Player ${i + 1}` }));
  const locations = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Location ${i + 1}` }));
  const plays = [];
  const start = Date.UTC(2015, 0, 1);
  for (let k = 0; k < count; k++) {
    const n = first + k;
    const game = Math.min(39, Math.floor(40 * rng.next() ** 2));
    const seats = 2 + Math.floor(rng.next() * 4);
    const who = new Set<number>();
    const club = Math.floor(rng.next() * 10) * 20;
    while (who.size < seats) who.add(1 + club + Math.floor(rng.next() * 20));
    const when = new Date(start + Math.floor((n / total) * 10 * 365 * 86_400_000) + Math.floor(rng.next() * 86_400_000));
    plays.push({
      uuid: `bench-${n}`, playDate: when.toISOString().slice(0, 19).replace('T', ' '), gameRefId: game + 1, locationRefId: 1 + Math.floor(rng.next() * 30),
      durationMin: 20 + Math.floor(rng.next() * 120),
      playerScores: [...who].map((playerRefId, seatOrder) => ({ playerRefId, seatOrder, score: String(Math.floor(rng.next() * 120)), winner: false, rank: 0 })),
    });
  }
  return JSON.stringify({ games, players, locations, plays });
}

/** Wall time, and the process's CPU time alongside (on a shared machine the wall time also counts waiting for a core). */
let lastCpuMs = 0;
function time<T>(work: () => T): [T, number] {
  const cpu = process.cpuUsage();
  const t = performance.now();
  const value = work();
  const used = process.cpuUsage(cpu);
  lastCpuMs = (used.user + used.system) / 1000;
  return [value, performance.now() - t];
}

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0).padStart(8)} ms`;

type Services = ReturnType<typeof historyServices>;

/** Imports `total` seeded plays; returns the import time, or null when the database came from the cache. */
function seed(dir: string, total: number): number | null {
  const cacheDir = process.env.TABLEKEEPER_BENCH_HISTORY_CACHE;
  const cached = cacheDir ? join(cacheDir, `history-${total}.db`) : null;
  if (cached && existsSync(cached)) {
    copyFileSync(cached, join(dir, DB_FILE_NAME));
    return null;
  }
  const { db } = openDatabase(dir, root);
  const s = historyServices(db, () => new Date(), () => undefined, () => []);
  const rng = createRng(`history-bench-${total}`);
  let importMs = 0;
  for (let first = 0; first < total; first += CHUNK) {
    const text = seededExport(rng, first, Math.min(CHUNK, total - first), total);
    const [result, took] = time(() => s.exchange.import('bgstats', text));
    if (!result.ok || result.value.problems.length) throw new Error('bench import failed');
    importMs += took;
  }
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  if (cached) {
    mkdirSync(cacheDir!, { recursive: true });
    copyFileSync(join(dir, DB_FILE_NAME), cached);
  }
  return importMs;
}

/** Every history page under every filter it offers, each timed on its first read. */
function pageQueries(s: Services, ids: { player: number; group: number; seasonOneGame: number; seasonAllGames: number }): [string, () => unknown][] {
  const filters: [string, { groupId?: number; locationId?: number; from?: string; to?: string }][] = [
    ['no filter', {}],
    ['one group', { groupId: ids.group }],
    ['one location', { locationId: 3 }],
    ['one year', { from: '2019-03-10', to: '2020-03-09' }],
    ['group + location + year', { groupId: ids.group, locationId: 3, from: '2019-03-10', to: '2020-03-09' }],
  ];
  return [
    ...filters.map(([f, filter]): [string, () => unknown] => [`player page, ${f}`, () => s.stats.player(ids.player, filter)]),
    ...filters.map(([f, filter]): [string, () => unknown] => [`game page (most played), ${f}`, () => s.stats.game(1, filter)]),
    ...filters.map(([f, filter]): [string, () => unknown] => [`overall, ${f}`, () => s.stats.overview(filter)]),
    ['overall, partial months', () => s.stats.overview({ from: '2018-02-14', to: '2021-11-20' })],
    ['leaderboard, game', () => s.ratings.leaderboard({ gameId: 1 })],
    ['leaderboard, game, one group', () => s.ratings.leaderboard({ gameId: 1, groupId: ids.group })],
    ['leaderboard, game 20, one group', () => s.ratings.leaderboard({ gameId: 20, groupId: ids.group })],
    ['leaderboard, season (one game, one year)', () => s.ratings.leaderboard({ seasonId: ids.seasonOneGame })],
    ['leaderboard, season (all games, club, year)', () => s.ratings.leaderboard({ seasonId: ids.seasonAllGames })],
    ['rating history, one player', () => s.ratings.history(ids.player, 1)],
    ['plays list, no filter', () => s.plays.list({ gameId: null, playerId: null, limit: 50, offset: 0 })],
    ['plays list, one game', () => s.plays.list({ gameId: 7, playerId: null, limit: 50, offset: 0 })],
    ['plays list, one player', () => s.plays.list({ gameId: null, playerId: ids.player, limit: 50, offset: 0 })],
    ['plays list, player, page 20', () => s.plays.list({ gameId: null, playerId: ids.player, limit: 50, offset: 950 })],
  ];
}

function atScale(total: number): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'tk-bench-history-'));
  const lines: string[] = [];
  const label = total.toLocaleString('en');
  const line = (name: string, took: number, tail = `  (cpu ${ms(lastCpuMs).trim()})`) => lines.push(`${label.padStart(9)} plays: ${name.padEnd(48)} ${ms(took)}${tail}`);
  try {
    const importMs = seed(dir, total);
    if (importMs !== null) line(`import (BG Stats JSON, ${Math.ceil(total / CHUNK)} file(s))`, importMs, `  (${Math.round(total / (importMs / 1000))} plays/s)`);
    const [{ db }, openMs] = time(() => openDatabase(dir, root));
    if (importMs === null) line('open (cached seed, migrations included)', openMs);
    const s = historyServices(db, () => new Date(), () => undefined, () => []);
    const [, recompute] = time(() => s.ratings.recomputeAllGames());
    line('recompute all ratings', recompute);
    const player = 1 + 20 * 3;
    const [group, groupMs] = time(() => s.people.saveGroup({ name: 'Bench club', kind: 'club', memberIds: Array.from({ length: 20 }, (_, i) => 41 + i) }));
    if (!group.ok) throw new Error(group.error.message);
    line('save a club of 20', groupMs);
    const seasonOne = s.seasons.save({ name: 'One game', startsOn: '2019-01-01', endsOn: '2019-12-31', gameId: 1, groupId: null });
    const [seasonAll, seasonMs] = time(() => s.seasons.save({ name: 'Club year', startsOn: '2019-01-01', endsOn: '2019-12-31', gameId: null, groupId: group.value.id }));
    if (!seasonOne.ok || !seasonAll.ok) throw new Error('bench season failed');
    line('save a season', seasonMs);
    // What the saves left to the background warmer (the club's boards of 40 games, two seasons), in the app's slices.
    let slices = 0;
    let longest = 0;
    const [, warmMs] = time(() => {
      for (;;) {
        const t = performance.now();
        if (!s.warmer.step(30)) break;
        slices++;
        longest = Math.max(longest, performance.now() - t);
      }
    });
    line(`background: club and season boards (${slices} slices)`, warmMs, `  (cpu ${ms(lastCpuMs).trim()}, longest slice ${ms(longest).trim()})`);
    const [, memberMs] = time(() => s.people.saveGroup({ id: group.value.id, name: 'Bench club', kind: 'club', memberIds: Array.from({ length: 19 }, (_, i) => 41 + i) }));
    line('save the club with one member fewer', memberMs);
    const [, rewarmMs] = time(() => s.warmer.drain());
    line('background: boards that member changed', rewarmMs);
    const clubPlay = (day: string) => playInputSchema.parse({ game: { name: 'Game 1' }, playedAt: `${day} 20:00:00`, location: 'Location 3',
      players: [{ name: 'Player 41', scoreText: '50' }, { name: 'Player 42', scoreText: '61' }, { name: 'Player 43', scoreText: '47' }] });
    const [, recordMs] = time(() => s.plays.record(clubPlay('2030-01-01')));
    line('save a club play (after everything: rated at once)', recordMs);
    const [, backMs] = time(() => s.plays.record(clubPlay('2019-06-01')));
    line('save a back-dated club play', backMs);
    const [, backWarmMs] = time(() => s.warmer.drain());
    line('background: boards the back-dated play changed', backWarmMs);
    let slowest: [string, number, number] = ['', 0, 0];
    for (const [name, run] of pageQueries(s, { player, group: group.value.id, seasonOneGame: seasonOne.value.id, seasonAllGames: seasonAll.value.id })) {
      const [, took] = time(run);
      line(name, took);
      if (took > slowest[1]) slowest = [name, took, lastCpuMs];
    }
    lastCpuMs = slowest[2];
    line(`slowest page: ${slowest[0]}`, slowest[1]);
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}

export function historyBenchmark(): string[] {
  const sizes = (process.env.TABLEKEEPER_BENCH_HISTORY ?? '10000,100000,1000000').split(',').map(Number).filter((n) => n > 0);
  return sizes.flatMap(atScale);
}
