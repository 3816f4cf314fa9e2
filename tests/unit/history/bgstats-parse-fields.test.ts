/**
 * What the BG Stats reader makes of a file written here by hand, field by field, against values written
 * here: games (defaults, a second record of the same name kept as an alias), people, the anonymous player,
 * locations, plays and every seat's fields (seat order, start player or position, teams only where the
 * play uses them, ranks, scores); and each problem a bad record gives, with where it is and what.
 */
import { describe, expect, test } from 'vitest';
import { fileIds, parseBgStats, pushPlayLink, serialiseBgStats, settleBgStatsPlay } from '../../../src-shared/history/formats/bgstats';
import { KEPT_MARKS } from '../../../src-shared/history/formats/kept';
import { CAPS } from '../../../src-shared/history/formats/limits';

type Json = Record<string, unknown>;

const games = [
  { id: 10, name: 'Azul', bggId: 230802, highestWins: true, noPoints: false, cooperative: false, usesTeams: false, designers: 'Kiesling' },
  { id: 11, name: 'Azul Summer', bggId: 0 },
  { id: 12, name: 'azul', bggId: 5 },
  { id: 13, name: 'Hanabi', cooperative: true, noPoints: false, highestWins: false, usesTeams: true },
];
const players = [
  { id: 1, name: ' Anna ', bggUsername: 'anna_b', isAnonymous: false, uuid: 'p-1' },
  { id: 2, name: 'Ben', isAnonymous: false },
  { id: 3, name: 'Anonymous player', isAnonymous: true },
];
const locations = [{ id: 7, name: 'Club' }, { id: 8, name: 'club', note: 'upstairs' }];

const teamPlay = {
  uuid: 'u-1', playDate: '2024-05-01 19:30:00', gameRefId: 12, locationRefId: 8, durationMin: 45, ignored: true, incomplete: true, manualWinner: false,
  comments: 'close', board: 'A side', bggId: 777, quantity: 2, usesTeams: true, expansionPlays: [{ gameRefId: 11 }], rounds: 5,
  playerScores: [
    { playerRefId: 2, score: ' 70 ', winner: true, newPlayer: true, startPlayer: true, rank: 1, seatOrder: 1, team: 'Red', role: 'Lead', color: 'blue' },
    { playerRefId: 1, score: '61', winner: false, startPosition: 3, rank: 2.4, seatOrder: 0, team: 'Blue', myField: 5 },
    { playerRefId: 3, score: '', rank: 0, seatOrder: 2 },
  ],
};
/** Written the way older exports do: no usesTeams of its own, team "0" everywhere, no seat order. */
const plainPlay = {
  uuid: 'u-2', playDate: '2024-05-02T20:15', gameRefId: 10, locationRefId: 0, durationMin: 0, quantity: 0.4,
  playerScores: [
    { playerRefId: 1, score: '12+3', team: '0', startPosition: 0, startPlayer: false },
    { playerRefId: 2, score: 'lots', team: '0', startPlayer: true },
  ],
};

const file = (extra: Json = {}) => JSON.stringify({ games, players, locations, plays: [teamPlay, plainPlay], tags: [{ id: 1, name: 'x' }], ...extra });

describe('reading a BG Stats file', () => {
  test('games: defaults, bggId 0 as none, and a second record of the same name kept with the first', () => {
    const parsed = parseBgStats(file());
    expect(parsed.problems).toEqual([]);
    expect(parsed.games.map((g) => [g.name, g.bggId, g.highestWins, g.noPoints, g.cooperative, g.usesTeams])).toEqual([
      ['Azul', 230802, true, false, false, false],
      ['Azul Summer', null, true, false, false, false],
      ['Hanabi', null, false, false, true, true],
    ]);
    const azul = parsed.games[0];
    expect(azul.extra).toMatchObject({ id: 10, designers: 'Kiesling', [KEPT_MARKS.aliases]: [games[2]] });
    expect(parsed.kept).toEqual({ tags: [{ id: 1, name: 'x' }] });
  });

  test('people (names trimmed, their other fields kept), the anonymous player apart, locations with their alias', () => {
    const parsed = parseBgStats(file());
    expect(parsed.people.map((p) => [p.key, p.name, p.bggUsername])).toEqual([['id:1', 'Anna', 'anna_b'], ['id:2', 'Ben', '']]);
    expect(parsed.people[0].extra).toMatchObject({ id: 1, uuid: 'p-1' });
    expect(parsed.anonymous).toEqual(players[2]);
    expect(parsed.locations.map((l) => l.name)).toEqual(['Club']);
    expect(parsed.locations[0].extra).toMatchObject({ id: 7, [KEPT_MARKS.aliases]: [locations[1]] });
  });

  test('a team play: every play field, and seats in seat order with their own fields', () => {
    const [play] = parseBgStats(file()).plays;
    expect(play).toMatchObject({
      uid: 'u-1', bggPlayId: 777, mode: 'manual', playedAt: '2024-05-01 19:30:00', durationMin: 45, location: 'Club', notes: 'close',
      incomplete: true, excludeFromStats: true, quantity: 2, expansions: ['Azul Summer'], board: 'A side', manualWinner: false,
    });
    expect(play.game.name).toBe('Azul');
    expect(play.extra).toMatchObject({ rounds: 5 });
    const seat = (i: number) => {
      const { personExtra: _p, extra: _e, ...fields } = play.players[i];
      return fields;
    };
    expect(seat(0)).toEqual({
      key: 'id:1', anonymous: false, name: 'Anna', bggUsername: 'anna_b', scoreText: '61', score: 61, startPosition: 3,
      colour: '', team: 'Blue', role: '', rank: 2, winner: false, newToGame: false,
    });
    expect(seat(1)).toEqual({
      key: 'id:2', anonymous: false, name: 'Ben', bggUsername: '', scoreText: '70', score: 70, startPosition: 1,
      colour: 'blue', team: 'Red', role: 'Lead', rank: 1, winner: true, newToGame: true,
    });
    expect(seat(2)).toEqual({
      key: 'anonymous', anonymous: true, name: '', bggUsername: '', scoreText: '', score: null, startPosition: null,
      colour: '', team: '', role: '', rank: null, winner: false, newToGame: false,
    });
    expect(play.players[0].personExtra).toMatchObject({ id: 1, uuid: 'p-1' });
    expect(play.players[0].extra).toMatchObject({ myField: 5 });
    expect(play.players[2].personExtra).toEqual({});
  });

  test('an older play: the game decides teams (team "0" means none), seats in file order, no location, duration or quantity', () => {
    const [, play] = parseBgStats(file()).plays;
    expect(play).toMatchObject({ uid: 'u-2', bggPlayId: null, playedAt: '2024-05-02 20:15:00', durationMin: null, location: '', quantity: 1, expansions: [], notes: '', board: '', incomplete: false, excludeFromStats: false });
    expect(play.players.map((p) => [p.name, p.team, p.scoreText, p.score, p.startPosition, p.rank])).toEqual([
      ['Anna', '', '12+3', 15, null, null],
      ['Ben', '', 'lots', null, 1, null],
    ]);
  });

  test("a play's own usesTeams wins over its game's: off on a team game keeps no team", () => {
    const hanabi = { ...plainPlay, uuid: 'u-3', gameRefId: 13, usesTeams: false, playerScores: [{ playerRefId: 1, score: '20', team: 'All' }] };
    const teams = { ...plainPlay, uuid: 'u-4', gameRefId: 13, playerScores: [{ playerRefId: 1, score: '20', team: 'All' }] };
    const parsed = parseBgStats(file({ plays: [hanabi, teams] }));
    expect(parsed.plays.map((p) => p.players[0].team)).toEqual(['', 'All']);
  });
});

const brief = (problems: { where: string; key?: string; params?: Record<string, string | number> }[]) => problems.map((p) => [p.where, p.key, p.params]);

describe('problems, each with where it is', () => {
  test('games, players and locations: missing ids and names, ids used twice', () => {
    const parsed = parseBgStats(JSON.stringify({
      games: [{ id: 1, name: 'A' }, { id: 1, name: 'B' }, { name: '  ' }, 'x'],
      players: [{ id: 1, name: 'P' }, { id: 1, name: 'Q' }, { name: '' }, { id: 3, isAnonymous: true }, { id: 3, name: 'R' }],
      locations: [{ id: 4 }, { name: 'Hall' }],
      plays: [],
    }));
    expect(brief(parsed.problems)).toEqual([
      ['games[1].id', 'gameIdTwice', { id: 1 }],
      ['games[2].id', 'missing', {}],
      ['games[2].name', 'missing', {}],
      ['games[3]', 'notObject', {}],
      ['players[1].id', 'playerIdTwice', { id: 1 }],
      ['players[2].id', 'missing', {}],
      ['players[2].name', 'missing', {}],
      ['players[4].id', 'playerIdTwice', { id: 3 }],
      ['locations[0].name', 'missing', {}],
      ['locations[1].id', 'missing', {}],
    ]);
  });

  test('the lists: games, players and plays must be there and be lists; locations may be left out', () => {
    expect(brief(parseBgStats(JSON.stringify({ games: {}, plays: [] })).problems)).toEqual([['games', 'notList', {}], ['players', 'missing', {}]]);
    expect(parseBgStats(JSON.stringify({ games: [], players: [], plays: [] })).problems).toEqual([]);
  });

  test('plays: ids, dates, references, minutes, expansions and seats; a bad play is left out, the good one read', () => {
    const bad = [
      { ...plainPlay, uuid: '', playDate: '2024-02-30 10:00', gameRefId: 99, locationRefId: 55, durationMin: -5 },
      { ...plainPlay, uuid: 'u-2', durationMin: 2.5, expansionPlays: { gameRefId: 11 } },
      { ...plainPlay, uuid: 'u-5', expansionPlays: [{ gameRefId: 98 }, {}], playerScores: [] },
      { ...plainPlay, uuid: 'u-6', playerScores: [{ playerRefId: 1 }, { playerRefId: 1 }, { playerRefId: 9 }, { score: '1' }, 7] },
      { ...plainPlay, uuid: 'u-7', gameRefId: undefined },
    ];
    const parsed = parseBgStats(file({ plays: [plainPlay, ...bad] }));
    expect(brief(parsed.problems)).toEqual([
      ['plays[1].uuid', 'missing', {}],
      ['plays[1].playDate', 'notDateTime', { value: '2024-02-30 10:00' }],
      ['plays[1].gameRefId', 'noGame', { id: 99 }],
      ['plays[1].locationRefId', 'noLocation', { id: 55 }],
      ['plays[1].durationMin', 'notMinutes', {}],
      ['plays[2].uuid', 'playIdTwice', { id: 'u-2' }],
      ['plays[2].durationMin', 'notMinutes', {}],
      ['plays[2].expansionPlays', 'notList', {}],
      ['plays[3].expansionPlays[0].gameRefId', 'noGame', { id: 98 }],
      ['plays[3].expansionPlays[1].gameRefId', 'missing', {}],
      ['plays[3].playerScores', 'noPlayers', {}],
      ['plays[4].playerScores[1].playerRefId', 'twiceInPlay', { name: 'Anna' }],
      ['plays[4].playerScores[2].playerRefId', 'noPlayer', { id: 9 }],
      ['plays[4].playerScores[3].playerRefId', 'missing', {}],
      ['plays[4].playerScores[4]', 'notObject', {}],
      ['plays[5].gameRefId', 'missing', {}],
    ]);
    expect(parsed.plays.map((p) => p.uid)).toEqual(['u-2']);
  });
});

describe('ids for settling and the push-play link', () => {
  test("the file's ids for games and locations by name in any case, for people by key and for the anonymous seat", () => {
    const parsed = parseBgStats(file());
    const ids = fileIds(parsed);
    expect([ids.game('AZUL'), ids.game('Azul Summer'), ids.game('Chess')]).toEqual([10, 11, 0]);
    expect([ids.location('CLUB'), ids.location('Hall')]).toEqual([7, null]);
    const [anna, ben, anonymous] = parsed.plays[0].players;
    expect([ids.seat(anna), ids.seat(ben), ids.seat(anonymous)]).toEqual([1, 2, 3]);
  });

  test("settling gives back the file's own spelling where it means what Tablekeeper would write", () => {
    const parsed = parseBgStats(file());
    const settled = settleBgStatsPlay(parsed.plays[1], fileIds(parsed));
    expect(settled.extra[KEPT_MARKS.raw]).toBeUndefined();
    expect(settled.players.map((p) => p.extra[KEPT_MARKS.raw])).toEqual([undefined, undefined]);
    // Team "0" on a play without teams is what the file wrote, kept to write back.
    expect(JSON.stringify(settled.players[0].extra)).toContain('"raw":"0"');
  });

  test('the push-play link carries the play, the game and each seat as BG Stats documents them', () => {
    const [play] = parseBgStats(file()).plays;
    const url = pushPlayLink(play, 'tk-game-1', ['tk-1', 'tk-2', 'tk-3']);
    expect(url.startsWith('https://app.bgstatsapp.com/createPlay.html?data=')).toBe(true);
    const data = JSON.parse(decodeURIComponent(url.split('?data=')[1])) as Json;
    expect(data).toEqual({
      sourceName: 'Tablekeeper', sourcePlayId: 'u-1', playDate: '2024-05-01 19:30:00', durationMin: 45, comments: 'close', board: 'A side', location: 'Club',
      game: { name: 'Azul', sourceGameId: 'tk-game-1', highestWins: true, noPoints: false, bggId: 230802 },
      players: [
        { name: 'Anna', sourcePlayerId: 'tk-1', winner: false, startPlayer: false, score: 61, rank: 2 },
        { name: 'Ben', sourcePlayerId: 'tk-2', winner: true, startPlayer: true, score: 70, rank: 1, role: 'Lead' },
        { name: 'Anonymous player', sourcePlayerId: 'tk-3', winner: false, startPlayer: false },
      ],
    });
    const bare = pushPlayLink({ ...play, durationMin: null, notes: '', board: '', location: '', game: { ...play.game, bggId: null } }, 'g', []);
    expect(Object.keys(JSON.parse(decodeURIComponent(bare.split('?data=')[1])) as Json).sort()).toEqual(['game', 'playDate', 'players', 'sourceName', 'sourcePlayId']);
  });
});

describe('caps at their limits, and records without an id', () => {
  test('every capped field exactly at its cap is read; one character more is a problem naming the cap', () => {
    const at = (n: number, c: string) => c.repeat(n);
    const limits = (extra: number) => ({
      games: [{ id: 1, name: at(CAPS.gameName + extra, 'g') }],
      players: [{ id: 2, name: at(CAPS.personName + extra, 'p'), bggUsername: at(CAPS.personName + extra, 'u') }],
      locations: [{ id: 3, name: at(CAPS.location + extra, 'l') }],
      plays: [{
        uuid: 'u-cap', playDate: '2024-05-01 19:30:00', gameRefId: 1, locationRefId: 3, comments: at(CAPS.notes + extra, 'c'), board: at(CAPS.board + extra, 'b'),
        playerScores: [{ playerRefId: 2, score: at(CAPS.score + extra, '1'), team: at(CAPS.seatText + extra, 't'), role: at(CAPS.seatText + extra, 'r'), color: at(CAPS.seatText + extra, 'o') }],
      }],
    });
    const atCap = parseBgStats(JSON.stringify(limits(0)));
    expect(atCap.problems).toEqual([]);
    expect(atCap.plays.map((p) => [p.game.name.length, p.location.length, p.notes.length, p.board.length, p.players[0].name.length, p.players[0].bggUsername.length, p.players[0].scoreText.length, p.players[0].role.length])).toEqual([
      [CAPS.gameName, CAPS.location, CAPS.notes, CAPS.board, CAPS.personName, CAPS.personName, CAPS.score, CAPS.seatText],
    ]);
    expect(brief(parseBgStats(JSON.stringify(limits(1))).problems)).toEqual([
      ['games[0].name', 'tooLong', { max: CAPS.gameName }],
      ['players[0].name', 'tooLong', { max: CAPS.personName }],
      ['players[0].bggUsername', 'tooLong', { max: CAPS.personName }],
      ['locations[0].name', 'tooLong', { max: CAPS.location }],
      ['plays[0].playerScores[0].score', 'tooLong', { max: CAPS.score }],
      ['plays[0].playerScores[0].team', 'tooLong', { max: CAPS.seatText }],
      ['plays[0].playerScores[0].role', 'tooLong', { max: CAPS.seatText }],
      ['plays[0].playerScores[0].color', 'tooLong', { max: CAPS.seatText }],
      ['plays[0].comments', 'tooLong', { max: CAPS.notes }],
      ['plays[0].board', 'tooLong', { max: CAPS.board }],
    ]);
  });

  test('a file of exactly the cap in characters is read', () => {
    const text = JSON.stringify({ games: [], players: [], plays: [] });
    const padded = text + ' '.repeat(CAPS.fileChars - text.length);
    expect(padded.length).toBe(CAPS.fileChars);
    expect(parseBgStats(padded).problems).toEqual([]);
  });

  test('a game, a person or a location without an id is a problem and is not read', () => {
    const parsed = parseBgStats(JSON.stringify({ games: [{ name: 'Chess' }], players: [{ name: 'Pat' }], locations: [{ name: 'Hall' }], plays: [] }));
    expect(brief(parsed.problems)).toEqual([['games[0].id', 'missing', {}], ['players[0].id', 'missing', {}], ['locations[0].id', 'missing', {}]]);
    expect([parsed.games, parsed.people, parsed.locations]).toEqual([[], [], []]);
  });
});

describe('what is trimmed, what is not a record, and ids that are not BGG ids', () => {
  test('ids, dates, usernames and location names are read trimmed; a negative BGG id is none', () => {
    const parsed = parseBgStats(JSON.stringify({
      games: [{ id: 1, name: 'Azul', bggId: -3 }],
      players: [{ id: 2, name: 'Anna', bggUsername: ' anna_b ' }],
      locations: [{ id: 3, name: ' Club ' }],
      plays: [{ uuid: ' u-9 ', playDate: ' 2024-05-01 19:30:00 ', gameRefId: 1, locationRefId: 3, bggId: -7, playerScores: [{ playerRefId: 2, score: '3' }] }],
    }));
    expect(parsed.problems).toEqual([]);
    expect([parsed.games[0].bggId, parsed.people[0].bggUsername, parsed.locations[0].name]).toEqual([null, 'anna_b', 'Club']);
    expect([parsed.plays[0].uid, parsed.plays[0].playedAt, parsed.plays[0].bggPlayId, parsed.plays[0].location]).toEqual(['u-9', '2024-05-01 19:30:00', null, 'Club']);
  });

  test('a location name read trimmed is written back as the file had it, spaces and all', () => {
    const parsed = parseBgStats(JSON.stringify({
      games: [{ id: 1, name: 'Azul' }], players: [{ id: 2, name: 'Anna' }], locations: [{ id: 3, name: '  Club house ' }],
      plays: [{ uuid: 'u-9', playDate: '2024-05-01 19:30:00', gameRefId: 1, locationRefId: 3, playerScores: [{ playerRefId: 2, score: '3' }] }],
    }));
    expect([parsed.problems, parsed.locations.map((l) => l.name), parsed.plays[0].location]).toEqual([[], ['Club house'], 'Club house']);
    const catalogue = { people: parsed.people, anonymous: parsed.anonymous ?? null, games: parsed.games, locations: parsed.locations, kept: parsed.kept ?? {} };
    const out = JSON.parse(serialiseBgStats(parsed.plays, catalogue)) as { locations: unknown[]; plays: { locationRefId: number }[] };
    expect([out.locations, out.plays[0].locationRefId]).toEqual([[{ id: 3, name: '  Club house ' }], 3]);
  });

  test('the same anonymous BG Stats player twice in one play is two anonymous seats, not a person seen twice', () => {
    const parsed = parseBgStats(JSON.stringify({
      games: [{ id: 1, name: 'Azul' }], players: [{ id: 2, name: 'Anna' }, { id: 5, name: 'Anonymous player', isAnonymous: true }],
      plays: [{ uuid: 'u-1', playDate: '2024-05-01 19:30:00', gameRefId: 1, playerScores: [{ playerRefId: 5, score: '4' }, { playerRefId: 2, score: '9' }, { playerRefId: 5, score: '7' }] }],
    }));
    expect(parsed.problems).toEqual([]);
    expect(parsed.plays[0].players.map((p) => [p.key, p.anonymous, p.name, p.scoreText])).toEqual([['anonymous', true, '', '4'], ['id:2', false, 'Anna', '9'], ['anonymous', true, '', '7']]);
  });

  test('a person, a location or a play that is not an object is a problem at its place', () => {
    const parsed = parseBgStats(JSON.stringify({ games: [], players: ['Anna'], locations: [3], plays: [null] }));
    expect(brief(parsed.problems)).toEqual([['players[0]', 'notObject', {}], ['locations[0]', 'notObject', {}], ['plays[0]', 'notObject', {}]]);
  });

  test('two games or two locations without a name are not one another\'s alias', () => {
    const parsed = parseBgStats(JSON.stringify({ games: [{ id: 1, name: '' }, { id: 2, name: ' ' }], players: [], locations: [{ id: 3, name: '' }, { id: 4, name: '' }], plays: [] }));
    expect([parsed.games.length, parsed.locations.length]).toEqual([2, 2]);
  });
});
