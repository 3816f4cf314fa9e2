/** A small club history whose stats were worked out by hand (see stats.test.ts). */
import { dispatch } from '../../../src-main/ipc/dispatch';
import type { Handlers } from '../../../src-main/services/app-services';
import type { Channel } from '../../../src-shared/ipc/channels';
import type { ChannelInput, ChannelOutput } from '../../../src-shared/ipc/contract';
import { expect } from 'vitest';
import type { Db } from '../../../src-main/db/native';
import { must } from '../helpers';

/** Calls a channel the way the app does: through dispatch, so the contract parses the input first. */
export function call<C extends Channel>(handlers: Handlers, channel: C, input: ChannelInput<C>): ChannelOutput<C> {
  return must(dispatch(handlers, channel, input) as { ok: true; value: ChannelOutput<C> } | { ok: false; error: { message: string } });
}

export function callError<C extends Channel>(handlers: Handlers, channel: C, input: unknown): { code: string; message: string; path: (string | number)[] } {
  const reply = dispatch(handlers, channel, input);
  if (reply.ok) throw new Error(`expected ${channel} to fail`);
  return reply.error;
}

type Seat = [name: string, score: string];

export function recordPlay(handlers: Handlers, game: string, playedAt: string, seats: Seat[], extra: Partial<ChannelInput<'history:record'>> = {}) {
  return call(handlers, 'history:record', {
    game: { name: game, highestWins: game !== 'Golf' },
    playedAt,
    players: seats.map(([name, scoreText]) => ({ name, scoreText })),
    ...extra,
  } as ChannelInput<'history:record'>);
}

/** Six plays; the last is incomplete and so left out of every figure. */
export function seedClub(handlers: Handlers): void {
  recordPlay(handlers, 'Azul', '2024-01-05 19:00', [['Anna', '50'], ['Ben', '40'], ['Cleo', '40']], { location: 'Home' });
  recordPlay(handlers, 'Azul', '2024-01-20 19:00', [['Anna', '30'], ['Ben', '60']], { location: 'Club' });
  recordPlay(handlers, 'Azul', '2024-02-03 19:00', [['Anna', '70'], ['Ben', '65'], ['Cleo', '20']], { location: 'Home' });
  recordPlay(handlers, 'Golf', '2024-02-10 15:00', [['Anna', '72'], ['Cleo', '68']], { location: 'Club' });
  recordPlay(handlers, 'Azul', '2024-03-15 19:00', [['Anna', '45'], ['Cleo', '45']], { location: 'Home' });
  recordPlay(handlers, 'Azul', '2024-03-20 19:00', [['Ben', '10'], ['Cleo', '12']], { incomplete: true });
}

export function ids(handlers: Handlers): { player: (name: string) => number; game: (name: string) => number; location: (name: string) => number } {
  const catalog = call(handlers, 'history:catalog', {});
  return {
    player: (name) => catalog.players.find((p) => p.name === name)!.id,
    game: (name) => catalog.games.find((g) => g.name === name)!.id,
    location: (name) => catalog.locations.find((l) => l.name === name)!.id,
  };
}

function rows(db: Db, sql: string): unknown[] {
  return db.prepare(sql).all();
}

/** Each rollup of migration 3 equals the same figure computed from the rows now present. */
export function expectRollupsExact(db: Db): void {
  expect(rows(db, `SELECT player_id, opponent_id, plays, ahead, behind, wins, their_wins FROM rollup_h2h WHERE plays > 0 ORDER BY 1, 2`)).toEqual(
    rows(db, `SELECT me.player_id, o.player_id AS opponent_id, COUNT(*) AS plays,
                     SUM(CASE WHEN me.rank < o.rank THEN 1 ELSE 0 END) AS ahead, SUM(CASE WHEN me.rank > o.rank THEN 1 ELSE 0 END) AS behind,
                     SUM(me.winner) AS wins, SUM(o.winner) AS their_wins
              FROM play_players me JOIN play_players o ON o.play_id = me.play_id AND o.player_id <> me.player_id
              WHERE me.counted = 1 GROUP BY 1, 2 ORDER BY 1, 2`),
  );
  expect(rows(db, `SELECT group_id, play_id, game_id, played_at, counted, player_count FROM play_groups ORDER BY 1, 2`)).toEqual(
    rows(db, `SELECT DISTINCT gm.group_id, pp.play_id, p.game_id, p.played_at, p.counted, p.player_count
              FROM group_members gm JOIN play_players pp ON pp.player_id = gm.player_id JOIN plays p ON p.id = pp.play_id ORDER BY 1, 2`),
  );
  // Migration 7: each group's score counts by game and player count, from its plays' counted results.
  expect(rows(db, `SELECT group_id, game_id, player_count, score, n FROM rollup_group_scores WHERE n <> 0 ORDER BY 1, 2, 3, 4`)).toEqual(
    rows(db, `SELECT g.group_id, p.game_id, p.player_count, pp.score, COUNT(*) AS n
              FROM (SELECT DISTINCT gm.group_id, r.play_id FROM group_members gm JOIN play_players r ON r.player_id = gm.player_id) g
              JOIN plays p ON p.id = g.play_id JOIN play_players pp ON pp.play_id = p.id
              WHERE p.counted = 1 AND pp.score IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`),
  );
  expect(rows(db, `SELECT COUNT(*) AS n FROM rollup_group_scores WHERE n <= 0`)).toEqual([{ n: 0 }]);
  expect(rows(db, `SELECT game_id, player_count, score, n FROM rollup_scores WHERE n <> 0 ORDER BY 1, 2, 3`)).toEqual(
    rows(db, `SELECT p.game_id, p.player_count, pp.score, COUNT(*) AS n FROM plays p JOIN play_players pp ON pp.play_id = p.id
              WHERE p.counted = 1 AND pp.score IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
  );
  expect(rows(db, `SELECT month, game_id, location_id, plays FROM rollup_month WHERE plays <> 0 ORDER BY 1, 2, 3`)).toEqual(
    rows(db, `SELECT substr(played_at, 1, 7) AS month, game_id, COALESCE(location_id, 0) AS location_id, COUNT(*) AS plays FROM plays
              WHERE counted = 1 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
  );
  expect(rows(db, `SELECT pp.play_id FROM play_players pp JOIN plays p ON p.id = pp.play_id WHERE pp.location_id IS NOT p.location_id`)).toEqual([]);
}
