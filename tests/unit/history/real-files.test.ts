/**
 * Real BG Stats exports and BGG plays pages from public repositories (tests/fixtures/history/README.md).
 * Every play's expected players, scores, winners, dates and locations are read from the raw file here,
 * independently of the importers (JSON.parse for BG Stats, regular expressions for BGG XML), plus a few
 * plays checked by hand.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Handlers } from '../../../src-main/services/app-services';
import { openTestHandlers } from '../helpers';
import { call, callError } from './fixture';

const fixture = (name: string) => readFileSync(join(__dirname, '..', '..', 'fixtures', 'history', name), 'utf8');

type Raw = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Seat {
  name: string;
  anonymous: boolean;
  scoreText: string;
  winner: boolean;
  team: string;
}

interface Expected {
  playedAt: string;
  game: string;
  location: string;
  players: Seat[];
}

function allPlays(handlers: Handlers) {
  const out: ReturnType<typeof call<'history:plays'>>['plays'] = [];
  for (let offset = 0; ; offset += 500) {
    const page = call(handlers, 'history:plays', { limit: 500, offset });
    out.push(...page.plays);
    if (out.length >= page.total) return out;
  }
}

function storedByUid(handlers: Handlers): Map<string, Expected> {
  return new Map(
    allPlays(handlers).map((p) => [
      p.uid,
      {
        playedAt: p.playedAt, game: p.game.name, location: p.location,
        players: p.players.map((s) => ({ name: s.name, anonymous: s.anonymous, scoreText: s.scoreText, winner: s.winner, team: s.team })),
      },
    ]),
  );
}

/** What a BG Stats file says of each play, straight from its JSON. */
function bgStatsExpectations(file: Raw): Map<string, Expected> {
  const games = new Map<number, Raw>(file.games.map((g: Raw) => [g.id, g]));
  const people = new Map<number, Raw>(file.players.map((p: Raw) => [p.id, p]));
  const locations = new Map<number, Raw>(file.locations.map((l: Raw) => [l.id, l]));
  const firstName = (name: string) => file.games.find((g: Raw) => g.name.toLowerCase() === name.toLowerCase()).name;
  return new Map(
    file.plays.map((play: Raw) => {
      const seats = [...play.playerScores].map((s: Raw, i: number) => ({ s, i })).sort((a, b) => (a.s.seatOrder ?? a.i) - (b.s.seatOrder ?? b.i) || a.i - b.i);
      return [
        play.uuid,
        {
          // Names are stored trimmed (the export gives back the file's own spelling).
          playedAt: play.playDate, game: firstName(games.get(play.gameRefId)!.name).trim(), location: play.locationRefId ? locations.get(play.locationRefId)!.name.trim() : '',
          players: seats.map(({ s }) => {
            const person = people.get(s.playerRefId)!;
            return {
              name: person.isAnonymous ? '' : person.name.trim(), anonymous: person.isAnonymous === true, scoreText: (s.score ?? '').trim(), winner: s.winner === true,
              team: play.usesTeams ? (s.team ?? '') : '',
            };
          }),
        },
      ];
    }),
  );
}

/** Records keyed by id (or uuid), for comparing a file with our export of it whatever the order. */
function byKey(list: Raw[], key: string): Map<unknown, Raw> {
  return new Map(list.map((r) => [r[key], r]));
}

describe('a real BG Stats export (giannistiv/boardgamelibrary): anonymous seats, team "0", games without plays', () => {
  const text = fixture('bgstats-giannistiv.json');
  const raw = JSON.parse(text) as Raw;
  // Imported before the tests, not while they are collected: a mutation run swaps the code under test in a beforeAll.
  let handlers: ReturnType<typeof openTestHandlers>['handlers'];
  let db: ReturnType<typeof openTestHandlers>['db'];
  let outcome: ReturnType<typeof call<'history:import'>>;
  beforeAll(() => {
    ({ handlers, db } = openTestHandlers());
    outcome = call(handlers, 'history:import', { format: 'bgstats', text });
  });

  test('imports whole: every play, every person, every game', () => {
    expect(outcome.problems).toEqual([]);
    expect(outcome.imported).toBe(raw.plays.length);
    expect(outcome.imported).toBe(1550);
    const named = raw.players.filter((p: Raw) => !p.isAnonymous).length;
    expect(outcome.playersCreated).toBe(named);
    expect(call(handlers, 'history:catalog', {}).players).toHaveLength(named);
  });

  test('each play has the players, scores, winners, dates and locations the file gives', () => {
    const stored = storedByUid(handlers);
    const expected = bgStatsExpectations(raw);
    expect(stored.size).toBe(expected.size);
    for (const [uid, play] of expected) expect({ uid, ...stored.get(uid) }).toEqual({ uid, ...play });
  });

  test('by hand: a play with four anonymous seats, and a team play', () => {
    const stored = storedByUid(handlers);
    const anonymous = stored.get('0b1c9f69-8340-4dc8-af87-c429c39bcbee')!;
    expect(anonymous.players.map((p) => [p.name, p.anonymous, p.winner])).toEqual([
      ['', true, false], ['', true, false], ['', true, false], ['', true, false], ['Smirliadis Giannis - BS', false, false], ['Stiv', false, true],
    ]);
    expect(anonymous.playedAt).toBe('2022-09-17 10:00:00');
    const team = stored.get('e7ad0f9e-73b0-4841-8ebc-7afda4441aba')!;
    expect(team.players.map((p) => [p.team, p.winner])).toEqual([['0', true], ['1', false], ['0', true], ['0', true], ['0', true]]);
  });

  test('a team "0" on a play without teams means nothing: winners stay the file\'s', () => {
    const withZero = raw.plays.filter((p: Raw) => !p.usesTeams && p.playerScores.some((s: Raw) => s.team === '0'));
    expect(withZero.length).toBeGreaterThan(0);
    const stored = storedByUid(handlers);
    for (const play of withZero) {
      const seats = stored.get(play.uuid)!.players;
      expect(seats.every((s) => s.team === '')).toBe(true);
      expect(seats.filter((s) => s.winner).length).toBe(play.playerScores.filter((s: Raw) => s.winner).length);
    }
  });

  test('anonymous seats are no one: not a player, not in ratings', () => {
    const anonymousRow = db.prepare(`SELECT id FROM players WHERE anonymous = 1`).all() as { id: number }[];
    expect(anonymousRow).toHaveLength(1);
    const seats = db.prepare(`SELECT COUNT(*) AS n FROM play_players WHERE player_id = ?`).get(anonymousRow[0].id) as { n: number };
    const inFile = raw.plays.flatMap((p: Raw) => p.playerScores).filter((s: Raw) => s.playerRefId === 5).length;
    expect(seats.n).toBe(inFile);
    call(handlers, 'history:recompute', {});
    const rated = db.prepare(`SELECT COUNT(*) AS n FROM ratings WHERE player_id = ?`).get(anonymousRow[0].id) as { n: number };
    expect(rated.n).toBe(0);
    const anyRated = db.prepare(`SELECT COUNT(*) AS n FROM ratings`).get() as { n: number };
    expect(anyRated.n).toBeGreaterThan(0);
    const someone = call(handlers, 'history:catalog', {}).players[0].id;
    expect(callError(handlers, 'players:merge', { fromId: anonymousRow[0].id, intoId: someone }).code).toBe('player/not-found');
    expect(callError(handlers, 'players:merge', { fromId: someone, intoId: anonymousRow[0].id }).code).toBe('player/not-found');
    expect(callError(handlers, 'players:rename', { playerId: anonymousRow[0].id, name: 'Somebody' }).code).toBe('player/not-found');
    const stiv = call(handlers, 'history:catalog', {}).players.find((p) => p.name === 'Stiv')!;
    const h2h = call(handlers, 'history:player-stats', { playerId: stiv.id }).headToHead;
    expect(h2h.length).toBeGreaterThan(0);
    expect(h2h.some((r) => r.opponentId === anonymousRow[0].id)).toBe(false);
  });

  test('import → export loses nothing: every record and section comes back as the file wrote it', () => {
    const exported = JSON.parse(call(handlers, 'history:export', { format: 'bgstats' }).text) as Raw;
    for (const section of ['tags', 'groups', 'challenges', 'deletedObjects', 'userInfo']) expect(exported[section]).toEqual(raw[section]);
    expect(byKey(exported.games, 'id')).toEqual(byKey(raw.games, 'id'));
    expect(byKey(exported.players, 'id')).toEqual(byKey(raw.players, 'id'));
    expect(byKey(exported.locations, 'id')).toEqual(byKey(raw.locations, 'id'));
    expect(byKey(exported.plays, 'uuid')).toEqual(byKey(raw.plays, 'uuid'));
  });

  test('export → import → export gives the same file', () => {
    const first = call(handlers, 'history:export', { format: 'bgstats' }).text;
    const again = openTestHandlers().handlers;
    expect(call(again, 'history:import', { format: 'bgstats', text: first }).problems).toEqual([]);
    expect(call(again, 'history:export', { format: 'bgstats' }).text).toBe(first);
  });

  test('an edited field goes out as edited, the others as the file wrote them', () => {
    const { handlers: h } = openTestHandlers();
    call(h, 'history:import', { format: 'bgstats', text });
    const play = allPlays(h).find((p) => p.uid === 'e7ad0f9e-73b0-4841-8ebc-7afda4441aba')!;
    call(h, 'history:edit', {
      playId: play.id,
      play: {
        game: { name: play.game.name }, playedAt: '2022-09-09 11:00', notes: 'edited',
        players: play.players.map((p) => ({ playerId: p.playerId, name: p.name, team: p.team, winner: p.winner })), manualWinner: true,
      },
    });
    const out = byKey(JSON.parse(call(h, 'history:export', { format: 'bgstats' }).text).plays, 'uuid').get(play.uid)!;
    const before = byKey(raw.plays, 'uuid').get(play.uid)!;
    expect(out.playDate).toBe('2022-09-09 11:00:00');
    expect(out.comments).toBe('edited');
    expect(out.bggId).toBe(before.bggId);
    expect(out.metaData).toBe(before.metaData);
    expect(out.playerScores.map((s: Raw) => [s.playerRefId, s.team, s.winner])).toEqual(before.playerScores.map((s: Raw) => [s.playerRefId, s.team, s.winner]));
  });
});

describe('a real BG Stats export with team games (michaelgao8/board-game-stats-shiny)', () => {
  const text = fixture('bgstats-michaelgao8.json');
  const raw = JSON.parse(text) as Raw;

  test('imports whole with every play as the file says, and comes back whole', () => {
    const { handlers } = openTestHandlers();
    const outcome = call(handlers, 'history:import', { format: 'bgstats', text });
    expect(outcome).toMatchObject({ imported: 79, alreadyPresent: 0, problems: [] });
    const stored = storedByUid(handlers);
    for (const [uid, play] of bgStatsExpectations(raw)) expect({ uid, ...stored.get(uid) }).toEqual({ uid, ...play });
    const exported = JSON.parse(call(handlers, 'history:export', { format: 'bgstats' }).text) as Raw;
    expect(byKey(exported.plays, 'uuid')).toEqual(byKey(raw.plays, 'uuid'));
    expect(byKey(exported.games, 'id')).toEqual(byKey(raw.games, 'id'));
    expect(exported.userInfo).toEqual(raw.userInfo);
  });

  test('by hand: the 2021-01-09 team play has team "1" winning', () => {
    const { handlers } = openTestHandlers();
    call(handlers, 'history:import', { format: 'bgstats', text });
    const play = storedByUid(handlers).get('cb5db4db-7dc0-42d2-b0ca-3919997803f2')!;
    expect(play.players.filter((p) => p.winner).map((p) => p.team)).toEqual(['1', '1']);
    expect(play.players.filter((p) => !p.winner).every((p) => p.team === '0')).toBe(true);
    expect(play.players).toHaveLength(8);
  });
});

/** What a BGG plays page says of each play, read with regular expressions (not the XML parser under test). */
function bggExpectations(text: string): Map<string, Expected & { bggUser: string[] }> {
  const decode = (s: string) =>
    s.replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n))).replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  const attr = (tag: string, name: string) => decode(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
  const out = new Map<string, Expected & { bggUser: string[] }>();
  for (const m of text.matchAll(/<play\s[^>]*>[\s\S]*?<\/play>/g)) {
    const block = m[0];
    const head = /<play\s[^>]*>/.exec(block)![0];
    const item = /<item\s[^>]*>/.exec(block)![0];
    const seats = [...block.matchAll(/<player\s[^>]*\/>/g)].map((p) => p[0]);
    out.set(`bgg:${attr(head, 'id')}`, {
      playedAt: `${attr(head, 'date')} 00:00:00`, game: attr(item, 'name'), location: attr(head, 'location'),
      bggUser: seats.map((s) => attr(s, 'username')),
      players: seats.map((s) => {
        const name = attr(s, 'name') || attr(s, 'username');
        const anonymous = name === '' || (name === 'Anonymous player' && attr(s, 'username') === '');
        return { name: anonymous ? '' : name, anonymous, scoreText: attr(s, 'score'), winner: attr(s, 'win') === '1', team: '' };
      }),
    });
  }
  return out;
}

describe('real BGG plays pages', () => {
  test.each([
    ['bgg-excali8ur.xml', 100],
    ['bgg-ddmits.xml', 100],
  ])('%s imports whole, each play as the page says, entities decoded', (name, count) => {
    const text = fixture(name);
    const { handlers } = openTestHandlers();
    const outcome = call(handlers, 'history:import', { format: 'bgg', text });
    expect(outcome).toMatchObject({ imported: count, problems: [] });
    const stored = storedByUid(handlers);
    const expected = bggExpectations(text);
    expect(expected.size).toBe(count);
    for (const [uid, { bggUser: _u, ...play }] of expected) {
      // One person per username: the stored name is the first name the page gives that username.
      const got = stored.get(uid)!;
      expect({ uid, ...got, players: got.players.map((p) => ({ ...p, name: '' })) }).toEqual({ uid, ...play, players: play.players.map((p) => ({ ...p, name: '' })) });
      expect(got.players.filter((p) => !p.anonymous).length).toBe(play.players.filter((p) => !p.anonymous).length);
    }
  });

  test('by hand: excali8ur\'s 2025-02-19 Kluster play keeps its four anonymous seats; names decoded', () => {
    const { handlers } = openTestHandlers();
    call(handlers, 'history:import', { format: 'bgg', text: fixture('bgg-excali8ur.xml') });
    const stored = storedByUid(handlers);
    const kluster = stored.get('bgg:95581007')!;
    expect(kluster.players.map((p) => [p.name, p.anonymous, p.winner])).toEqual([
      ['', true, true], ['', true, true], ['', true, false], ['', true, false], ['Margo', false, true], ['Rianne', false, false],
    ]);
    const names = call(handlers, 'history:catalog', {}).games.map((g) => g.name);
    expect(names.filter((n) => n.includes('&'))).toEqual(names.filter((n) => n.includes(' & ')));
    expect(names.some((n) => n.includes("'"))).toBe(true);
  });

  test('one person per BGG username, whatever name a play gives them', () => {
    const text = fixture('bgg-ddmits.xml').replace('name="Andreas"', 'name="Andreas D."').replace(/username="adranidis" userid="162973" name="Andreas"/, 'username="adranidis" userid="162973" name=""');
    const { handlers } = openTestHandlers();
    expect(call(handlers, 'history:import', { format: 'bgg', text }).problems).toEqual([]);
    const people = call(handlers, 'history:catalog', {}).players;
    expect(people.filter((p) => ['Andreas', 'Andreas D.', 'adranidis'].includes(p.name)).map((p) => p.name)).toEqual(['Andreas D.']);
  });

  test('a play with no <players> (derived from a real play) counts for the game, not for anyone', () => {
    const text = fixture('bgg-excali8ur.xml');
    const first = /<play id="95585043"[\s\S]*?<\/play>/.exec(text)![0];
    const withoutPlayers = text.replace(first, first.replace(/<players>[\s\S]*<\/players>/, ''));
    const { handlers } = openTestHandlers();
    const preview = call(handlers, 'history:import-preview', { format: 'bgg', text: withoutPlayers });
    expect(preview.problems).toEqual([]);
    expect(preview.review[0].notes.map((n) => n.kind)).toEqual(['new', 'noPlayers']);
    expect(call(handlers, 'history:import', { format: 'bgg', text: withoutPlayers }).imported).toBe(100);
    const play = storedByUid(handlers).get('bgg:95585043')!;
    expect(play.players).toEqual([]);
    const game = call(handlers, 'history:catalog', {}).games.find((g) => g.name === '365 Adventures: The Dungeon')!;
    const stats = call(handlers, 'history:game-stats', { gameId: game.id });
    expect(stats.plays).toBe(text.split('<item name="365 Adventures: The Dungeon"').length - 1);
  });

  test('export → import → export is stable and valid XML (no &amp;#10;, no control characters)', () => {
    const { handlers } = openTestHandlers();
    call(handlers, 'history:import', { format: 'bgg', text: fixture('bgg-excali8ur.xml') });
    call(handlers, 'history:record', {
      game: { name: 'Tzolk\'in' }, playedAt: '2025-03-01 10:00', notes: 'line one\nline two & <three>\u0001\u000b',
      players: [{ name: 'Andréas', scoreText: '3' }, { name: 'Zoë', scoreText: '5' }],
    });
    const first = call(handlers, 'history:export', { format: 'bgg' }).text;
    expect(first).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
    expect(first).toContain('line one\nline two &amp; &lt;three&gt;');
    const again = openTestHandlers().handlers;
    expect(call(again, 'history:import', { format: 'bgg', text: first }).problems).toEqual([]);
    const second = call(again, 'history:export', { format: 'bgg' }).text;
    expect(second).toBe(first);
    expect(second).not.toContain('&amp;#');
    const notes = allPlays(again).find((p) => p.game.name === 'Tzolk\'in')!.notes;
    expect(notes).toBe('line one\nline two & <three>');
  });
});
