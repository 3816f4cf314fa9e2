/**
 * History at scale: seeds 10^4, 10^5 and 10^6 plays (BG Stats JSON imports of up to 10^5 plays each,
 * so the import path is the one people use) and times every page's queries, the leaderboard and a full
 * rating recompute. TABLEKEEPER_BENCH_HISTORY="10000,100000" picks other sizes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRng } from '../src-shared/engine/rng';
import { openDatabase } from '../src-main/db/open';
import { historyServices } from '../src-main/services/history/handlers';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHUNK = 100_000;

interface Seeder {
  next(): number;
}

/** A BG Stats export of `count` plays (spread over ten years of `total`) among 200 players, 40 games (a few played far more) and 30 locations. */
function seededExport(rng: Seeder, first: number, count: number, total: number): string {
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

function time<T>(work: () => T): [T, number] {
  const t = performance.now();
  const value = work();
  return [value, performance.now() - t];
}

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0).padStart(8)} ms`;

function atScale(total: number): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'tk-bench-history-'));
  const lines: string[] = [];
  try {
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
    const label = total.toLocaleString('en');
    lines.push(`${label.padStart(9)} plays: import (BG Stats JSON, ${Math.ceil(total / CHUNK)} file(s))  ${ms(importMs)}  (${Math.round(total / (importMs / 1000))} plays/s)`);
    const [, recompute] = time(() => s.ratings.recomputeAllGames());
    lines.push(`${label.padStart(9)} plays: recompute all ratings                ${ms(recompute)}`);
    const player = 1 + 20 * 3;
    const groupId = s.people.saveGroup({ name: 'Bench club', kind: 'club', memberIds: Array.from({ length: 20 }, (_, i) => 41 + i) });
    if (!groupId.ok) throw new Error(groupId.error.message);
    const queries: [string, () => unknown][] = [
      ['player page', () => s.stats.player(player, {})],
      ['player page, one year', () => s.stats.player(player, { from: '2019-03-10', to: '2020-03-09' })],
      ['game page (most played game)', () => s.stats.game(1, {})],
      ['game page, one location', () => s.stats.game(1, { locationId: 3 })],
      ['overall (h-index, per month)', () => s.stats.overview({})],
      ['overall, partial months', () => s.stats.overview({ from: '2018-02-14', to: '2021-11-20' })],
      ['overall, one group', () => s.stats.overview({ groupId: groupId.value.id })],
      ['leaderboard (cached)', () => s.ratings.leaderboard({ gameId: 1 })],
      ['leaderboard, one group (first read)', () => s.ratings.leaderboard({ gameId: 1, groupId: groupId.value.id })],
      ['leaderboard, one group (cached)', () => s.ratings.leaderboard({ gameId: 1, groupId: groupId.value.id })],
      ['rating history, one player', () => s.ratings.history(player, 1)],
      ['plays list, first page', () => s.plays.list({ gameId: null, playerId: null, limit: 50, offset: 0 })],
    ];
    for (const [name, run] of queries) {
      const [, took] = time(run);
      lines.push(`${label.padStart(9)} plays: ${name.padEnd(39)} ${ms(took)}`);
    }
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
