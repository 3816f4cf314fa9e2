/**
 * Every history page under every filter it offers (none, group, location, date range, and all three
 * together), read through the indexes, rollups and play_groups paths, must equal the same figures
 * computed directly from the rows; and leaderboards kept up to date play by play (games, groups,
 * seasons) must equal leaderboards built from scratch.
 */
import { describe, expect, test } from 'vitest';
import { createRng } from '../../../src-shared/engine/rng';
import type { Db } from '../../../src-main/db/native';
import type { Handlers } from '../../../src-main/services/app-services';
import { openTestHandlers } from '../helpers';
import { call, ids, recordPlay } from './fixture';

const NAMES = ['Anna', 'Ben', 'Cleo', 'Dev', 'Emi', 'Finn', 'Gus', 'Hana'];
const GAMES = ['Azul', 'Golf', 'Patchwork'];
const PLACES = ['', 'Home', 'Club'];

interface Seat { player_id: number; score: number | null; rank: number | null; winner: number }
interface RawPlay { id: number; uid: string; game_id: number; played_at: string; location_id: number | null; counted: number; player_count: number; seats: Seat[] }
interface Filter { from?: string; to?: string; groupId?: number; locationId?: number }

/** A seeded club history: plays of three games over two years, some incomplete, in random order. */
function seedHistory(handlers: Handlers, plays: number, seed: string): void {
  const rng = createRng(seed);
  const pick = (n: number) => Math.floor(rng.next() * n);
  for (let i = 0; i < plays; i++) {
    const seats = new Set<number>();
    const want = 2 + pick(3);
    while (seats.size < want) seats.add(pick(NAMES.length));
    const day = new Date(Date.UTC(2023, 0, 1) + pick(730) * 86_400_000).toISOString().slice(0, 10);
    recordPlay(handlers, GAMES[pick(GAMES.length)], `${day} ${String(10 + pick(12)).padStart(2, '0')}:00`,
      [...seats].map((s) => [NAMES[s], pick(5) === 0 ? '' : String(pick(30))]), { location: PLACES[pick(PLACES.length)], incomplete: pick(8) === 0 });
  }
}

function rawPlays(db: Db): RawPlay[] {
  const plays = db.prepare(`SELECT id, uid, game_id, played_at, location_id, counted, player_count FROM plays`).all() as Omit<RawPlay, 'seats'>[];
  const seats = db.prepare(`SELECT play_id, player_id, score, rank, winner FROM play_players ORDER BY play_id, seat`).all() as (Seat & { play_id: number })[];
  return plays.map((p) => ({ ...p, seats: seats.filter((s) => s.play_id === p.id) }));
}

/** The plays a filter keeps, straight from its definition (docs/history.md, "Filters"). */
function keep(db: Db, plays: RawPlay[], f: Filter): RawPlay[] {
  const members = f.groupId ? new Set((db.prepare(`SELECT player_id FROM group_members WHERE group_id = ?`).all(f.groupId) as { player_id: number }[]).map((r) => r.player_id)) : null;
  return plays.filter((p) => p.counted === 1 && (!f.from || p.played_at.slice(0, 10) >= f.from) && (!f.to || p.played_at.slice(0, 10) <= f.to)
    && (!f.locationId || p.location_id === f.locationId) && (!members || p.seats.some((s) => members.has(s.player_id))));
}

const countBy = <T>(items: T[], key: (t: T) => string | number) => {
  const out = new Map<string | number, number>();
  for (const i of items) out.set(key(i), (out.get(key(i)) ?? 0) + 1);
  return out;
};

describe('every page under every filter equals the figures from the rows', () => {
  const { db, handlers } = openTestHandlers();
  seedHistory(handlers, 160, 'filtered-pages');
  const id = ids(handlers);
  const club = call(handlers, 'groups:save', { name: 'Club', memberIds: [id.player('Anna'), id.player('Ben'), id.player('Cleo')] });
  const duo = call(handlers, 'groups:save', { name: 'Duo', memberIds: [id.player('Gus'), id.player('Hana')] });
  const home = id.location('Home');
  const filters: [string, Filter][] = [
    ['none', {}], ['group', { groupId: club.id }], ['other group', { groupId: duo.id }], ['location', { locationId: home }],
    ['partial months', { from: '2023-03-17', to: '2024-08-09' }], ['whole months', { from: '2023-04-01', to: '2024-03-31' }],
    ['group, location and dates', { groupId: club.id, locationId: home, from: '2023-03-17', to: '2024-08-09' }],
    ['group and dates', { groupId: duo.id, from: '2023-06-02', to: '2024-10-30' }],
  ];
  const plays = rawPlays(db);

  test.each(filters)('game pages, %s', (_name, filter) => {
    for (const game of GAMES) {
      const gameId = id.game(game);
      const kept = keep(db, plays, filter).filter((p) => p.game_id === gameId);
      const page = call(handlers, 'history:game-stats', { gameId, filter });
      expect(page.plays).toBe(kept.length);
      const scores = kept.flatMap((p) => p.seats.filter((s) => s.score !== null).map((s) => ({ n: p.player_count, score: s.score! })));
      const byCount = [...countBy(kept, (p) => p.player_count).entries()].sort((a, b) => Number(a[0]) - Number(b[0]));
      expect(page.byPlayerCount.map((c) => [c.players, c.plays])).toEqual(byCount);
      for (const c of page.byPlayerCount) {
        const here = scores.filter((s) => s.n === c.players).map((s) => s.score);
        expect(c.averageScore).toBe(here.length ? here.reduce((a, b) => a + b, 0) / here.length : null);
      }
      expect(page.distribution.reduce((a, b) => a + b.count, 0)).toBe(scores.length);
      expect(Object.fromEntries(page.playsPerMonth.filter((m) => m.plays > 0).map((m) => [m.month, m.plays]))).toEqual(Object.fromEntries(countBy(kept, (p) => p.played_at.slice(0, 7))));
    }
  });

  test.each(filters)('player pages, %s', (_name, filter) => {
    for (const name of NAMES) {
      const playerId = id.player(name);
      const mine = keep(db, plays, filter).filter((p) => p.seats.some((s) => s.player_id === playerId));
      const page = call(handlers, 'history:player-stats', { playerId, filter });
      expect(page.plays).toBe(mine.length);
      expect(page.wins).toBe(mine.filter((p) => p.seats.some((s) => s.player_id === playerId && s.winner === 1)).length);
      expect(Object.fromEntries(page.perGame.map((g) => [g.gameId, g.plays]))).toEqual(Object.fromEntries(countBy(mine, (p) => p.game_id)));
      const h2h = new Map<number, { plays: number; ahead: number; behind: number }>();
      for (const p of mine) {
        const me = p.seats.find((s) => s.player_id === playerId)!;
        for (const o of p.seats.filter((s) => s.player_id !== playerId)) {
          const row = h2h.get(o.player_id) ?? { plays: 0, ahead: 0, behind: 0 };
          row.plays++;
          if (me.rank !== null && o.rank !== null && me.rank < o.rank) row.ahead++;
          if (me.rank !== null && o.rank !== null && me.rank > o.rank) row.behind++;
          h2h.set(o.player_id, row);
        }
      }
      expect(Object.fromEntries(page.headToHead.map((r) => [r.opponentId, { plays: r.plays, ahead: r.ahead, behind: r.behind }]))).toEqual(Object.fromEntries(h2h));
    }
  });

  test.each(filters)('overall, %s', (_name, filter) => {
    const kept = keep(db, plays, filter);
    const page = call(handlers, 'history:overview', { filter });
    expect(page.plays).toBe(kept.length);
    expect(Object.fromEntries(page.perGame.map((g) => [g.gameId, g.plays]))).toEqual(Object.fromEntries(countBy(kept, (p) => p.game_id)));
  });

  test('plays lists: everyone, one game, one player, one player in one game, every page of them', () => {
    const order = (a: RawPlay, b: RawPlay) => (a.played_at === b.played_at ? (a.uid < b.uid ? 1 : -1) : a.played_at < b.played_at ? 1 : -1);
    for (const [gameId, playerId] of [[null, null], [id.game('Azul'), null], [null, id.player('Dev')], [id.game('Golf'), id.player('Anna')]] as const) {
      const want = plays.filter((p) => (gameId === null || p.game_id === gameId) && (playerId === null || p.seats.some((s) => s.player_id === playerId))).sort(order);
      const got: number[] = [];
      for (let offset = 0; offset < want.length; offset += 7) {
        const page = call(handlers, 'history:plays', { gameId, playerId, limit: 7, offset });
        expect(page.total).toBe(want.length);
        got.push(...page.plays.map((p) => p.id));
      }
      expect(got).toEqual(want.map((p) => p.id));
    }
  });
});

describe('leaderboards kept up to date play by play equal leaderboards built from scratch', () => {
  const strip = (rows: { name: string; mu: number; sigma: number; plays: number; wins: number }[]) => rows.map(({ name, mu, sigma, plays, wins }) => ({ name, mu, sigma, plays, wins }));

  test('games, groups and seasons, with plays after, before and outside each scope', () => {
    const live = openTestHandlers();
    const fresh = openTestHandlers();
    const later: [string, string, [string, string][]][] = [
      ['Azul', '2025-01-10 20:00', [['Anna', '30'], ['Ben', '12'], ['Dev', '20']]], // after everything: taken at once
      ['Azul', '2025-01-11 20:00', [['Gus', '5'], ['Hana', '9']]], // not the club's: its board stays as it is
      ['Golf', '2025-01-12 20:00', [['Cleo', '3'], ['Anna', '7']]], // another game
      ['Azul', '2024-06-15 20:00', [['Cleo', '25'], ['Emi', '18']]], // back-dated: rebuilt on the next read
      ['Azul', '2025-01-13 20:00', [['Ben', '40'], ['Cleo', '2']]],
      ['Azul', '2026-02-01 20:00', [['Anna', '1'], ['Ben', '50']]], // after both seasons: in the game's and the group's boards only
    ];
    seedHistory(live.handlers, 60, 'leaderboards');
    seedHistory(fresh.handlers, 60, 'leaderboards');
    const scopes = (h: Handlers) => {
      const id = ids(h);
      const group = call(h, 'groups:save', { name: 'Club', memberIds: [id.player('Anna'), id.player('Ben'), id.player('Cleo')] });
      const azulSeason = call(h, 'seasons:save', { name: 'Azul 2024-25', startsOn: '2024-01-01', endsOn: '2025-12-31', gameId: id.game('Azul') });
      const clubSeason = call(h, 'seasons:save', { name: 'Club 2025', startsOn: '2025-01-01', endsOn: '2025-12-31', groupId: group.id });
      return { azul: id.game('Azul'), golf: id.game('Golf'), group: group.id, seasons: [azulSeason.id, clubSeason.id] };
    };
    const boards = (h: Handlers, s: ReturnType<typeof scopes>) => [
      call(h, 'history:leaderboard', { gameId: s.azul }), call(h, 'history:leaderboard', { gameId: s.golf }),
      call(h, 'history:leaderboard', { gameId: s.azul, groupId: s.group }), call(h, 'history:leaderboard', { gameId: s.golf, groupId: s.group }),
      ...s.seasons.map((seasonId) => call(h, 'history:leaderboard', { seasonId })),
    ].map(strip);

    const liveScopes = scopes(live.handlers);
    boards(live.handlers, liveScopes);
    // The boards read here (the group's boards of its other games wait for the background warmer).
    const dirty = () => live.db.prepare(`SELECT scope FROM rating_scopes WHERE dirty = 1 AND (game_id IN (?, ?) OR season_id IS NOT NULL) ORDER BY scope`).all(liveScopes.azul, liveScopes.golf);
    expect(dirty()).toEqual([]);
    recordPlay(live.handlers, ...later[0]);
    recordPlay(live.handlers, ...later[1]);
    recordPlay(live.handlers, ...later[2]);
    expect(dirty()).toEqual([]); // taken at once where they belong, left alone elsewhere
    recordPlay(live.handlers, ...later[3]);
    expect(dirty().length).toBeGreaterThan(0);
    boards(live.handlers, liveScopes);
    recordPlay(live.handlers, ...later[4]);
    recordPlay(live.handlers, ...later[5]);
    expect(dirty()).toEqual([]);

    for (const play of later) recordPlay(fresh.handlers, ...play);
    expect(boards(live.handlers, liveScopes)).toEqual(boards(fresh.handlers, scopes(fresh.handlers)));
  });
});
