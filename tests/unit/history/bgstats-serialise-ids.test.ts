/**
 * The BG Stats writer on plays and a catalogue built in the test, against ids and records written here:
 * records keep their file's ids, the first to claim an id keeps it, new records take the lowest free ids
 * (games in the catalogue, then the plays' games, then expansions), an anonymous record is written only
 * when a seat needs one, a seat's person missing from the catalogue is still written, aliases keep their
 * ids, every list comes out in id order, and the kept sections go back at the top.
 */
import { describe, expect, test } from 'vitest';
import { serialiseBgStats, type BgStatsCatalogue } from '../../../src-shared/history/formats/bgstats';
import { KEPT_MARKS } from '../../../src-shared/history/formats/kept';
import type { ExchangePlay, ExchangePlayer } from '../../../src-shared/history/types';

type Game = ExchangePlay['game'];
const game = (name: string, extra: Record<string, unknown> = {}): Game => ({ name, bggId: null, highestWins: true, noPoints: false, cooperative: false, usesTeams: false, extra });

function seat(key: string, name: string, overrides: Partial<ExchangePlayer> = {}): ExchangePlayer {
  return {
    key, anonymous: false, name, bggUsername: '', scoreText: '', score: null, startPosition: null, colour: '', team: '', role: '', rank: null,
    winner: false, newToGame: false, personExtra: {}, extra: {}, ...overrides,
  };
}

function play(uid: string, g: Game, players: ExchangePlayer[], overrides: Partial<ExchangePlay> = {}): ExchangePlay {
  return {
    uid, bggPlayId: null, game: g, mode: 'manual', playedAt: '2024-06-01 18:00:00', durationMin: null, location: '', notes: '', incomplete: false,
    excludeFromStats: false, quantity: 1, expansions: [], board: '', manualWinner: false, players, extra: {}, ...overrides,
  };
}

type Out = { games: { id: number; name: string }[]; players: { id: number; name: string; isAnonymous?: boolean }[]; locations: { id: number; name: string }[]; plays: { uuid: string; gameRefId: number; locationRefId?: number; expansionPlays: { gameRefId: number }[]; playerScores: { playerRefId: number }[] }[]; tags?: unknown };

const write = (plays: ExchangePlay[], catalogue: Partial<BgStatsCatalogue>) =>
  JSON.parse(serialiseBgStats(plays, { people: [], anonymous: null, games: [], locations: [], kept: {}, ...catalogue })) as Out;

describe('ids on export', () => {
  test('an id that is not a positive whole number is not kept: those records take free ids, after the ones that keep theirs', () => {
    const out = write([play('p1', game('Catan'), [seat('id:2', 'Anna')], { quantity: 2 })], {
      games: [game('Zero', { id: 0 }), game('Minus', { id: -3 }), game('Half', { id: 1.5 }), game('Text', { id: '4' }), game('One', { id: 1 })],
      people: [{ key: 'id:2', name: 'Anna', bggUsername: '', extra: { id: 2 } }],
    });
    // One keeps 1 although four records come before it; the others take 2, 3, 4, 5 in their order, then Catan 6.
    expect(out.games.map((g) => [g.id, g.name])).toEqual([[1, 'One'], [2, 'Zero'], [3, 'Minus'], [4, 'Half'], [5, 'Text'], [6, 'Catan']]);
    // A play counted twice says so; a single play writes no quantity (the export-fields test).
    expect((out.plays[0] as unknown as { quantity: number }).quantity).toBe(2);
  });

  test('file ids are kept, the first claim wins, new records take the lowest free ids; lists in id order', () => {
    const azul = game('Azul', { id: 5 });
    const clash = game('Brass', { id: 5 });
    const hanabi = game('Hanabi', { id: 1 });
    const newGame = game('Catan');
    const out = write(
      [play('p1', newGame, [seat('id:2', 'Anna')], { expansions: ['Seafarers'] })],
      { games: [azul, clash, hanabi], people: [{ key: 'id:2', name: 'Anna', bggUsername: '', extra: { id: 2 } }] },
    );
    // Hanabi 1 and Azul 5 keep theirs; Brass wanted 5 too and takes the lowest free (2); then Catan 3, Seafarers 4.
    expect(out.games.map((g) => [g.id, g.name])).toEqual([[1, 'Hanabi'], [2, 'Brass'], [3, 'Catan'], [4, 'Seafarers'], [5, 'Azul']]);
    expect(out.plays[0]).toMatchObject({ uuid: 'p1', gameRefId: 3, expansionPlays: [{ gameRefId: 4 }], playerScores: [{ playerRefId: 2 }] });
    expect('locationRefId' in out.plays[0]).toBe(false);
  });

  test('people: a file id is kept, a new person takes a free one, a seat whose person is not listed is written too', () => {
    const people = [{ key: 'id:7', name: 'Ben', bggUsername: 'benb', extra: { id: 7, uuid: 'b' } }, { key: 'new:cleo', name: 'Cleo', bggUsername: '', extra: {} }];
    const out = write([play('p1', game('Azul'), [seat('id:7', 'Ben'), seat('new:cleo', 'Cleo'), seat('new:dan', 'Dan', { personExtra: { id: 7 } })])], { people });
    expect(out.players).toEqual([
      { id: 1, name: 'Cleo', isAnonymous: false, bggUsername: '' },
      { id: 2, name: 'Dan', isAnonymous: false, bggUsername: '' },
      { id: 7, uuid: 'b', name: 'Ben', isAnonymous: false, bggUsername: 'benb' },
    ]);
    expect(out.plays[0].playerScores.map((s) => s.playerRefId)).toEqual([7, 1, 2]);
  });

  test('a game of the catalogue keeps its record when another play lists a game of the same name as an expansion', () => {
    const inns = { ...game('Inns & Cathedrals', { id: 4, designers: 'Wrede' }), bggId: 2519 };
    const out = write([play('p1', inns, [seat('id:1', 'Anna')]), play('p2', game('Carcassonne', { id: 7 }), [seat('id:1', 'Anna')], { expansions: ['inns & cathedrals'] })], {
      games: [inns], people: [{ key: 'id:1', name: 'Anna', bggUsername: '', extra: { id: 1 } }],
    });
    expect(out.games).toEqual([
      { id: 4, designers: 'Wrede', name: 'Inns & Cathedrals', bggId: 2519, highestWins: true, noPoints: false, cooperative: false, usesTeams: false },
      { id: 7, name: 'Carcassonne', bggId: 0, highestWins: true, noPoints: false, cooperative: false, usesTeams: false },
    ]);
    expect(out.plays.map((p) => [p.gameRefId, p.expansionPlays])).toEqual([[4, []], [7, [{ gameRefId: 4 }]]]);
  });

  test('locations come out in id order: a location new to BG Stats takes a free id below one the file had, and an alias sits between', () => {
    const club = { name: 'Club', extra: { id: 4, [KEPT_MARKS.aliases]: [{ id: 7, name: 'club' }] } };
    const pub = { name: 'Pub', extra: { id: 5 } };
    const out = write([play('p1', game('Azul'), [], { location: 'Home' })], { locations: [pub, club, { name: 'Home', extra: {} }] });
    expect(out.locations).toEqual([{ id: 1, name: 'Home' }, { id: 4, name: 'Club' }, { id: 5, name: 'Pub' }, { id: 7, name: 'club' }]);
    expect(out.plays[0].locationRefId).toBe(1);
  });

  test('a person missing from the catalogue who sat in two plays is written once, with one id for both seats', () => {
    const out = write([play('p1', game('Azul'), [seat('new:dan', 'Dan')]), play('p2', game('Azul'), [seat('new:dan', 'Dan')])], {});
    expect(out.players).toEqual([{ id: 1, name: 'Dan', isAnonymous: false, bggUsername: '' }]);
    expect(out.plays.map((p) => p.playerScores.map((s) => s.playerRefId))).toEqual([[1], [1]]);
  });

  test('an anonymous record only when a seat needs one: the file’s own record, or a new one', () => {
    const people = [{ key: 'id:1', name: 'Anna', bggUsername: '', extra: { id: 1 } }];
    const anonymousSeat = seat('anonymous', '', { anonymous: true });
    expect(write([play('p1', game('Azul'), [seat('id:1', 'Anna')])], { people }).players.map((p) => p.name)).toEqual(['Anna']);
    const fresh = write([play('p1', game('Azul'), [seat('id:1', 'Anna'), anonymousSeat])], { people });
    expect(fresh.players).toEqual([{ id: 1, name: 'Anna', isAnonymous: false, bggUsername: '' }, { id: 2, name: 'Anonymous player', isAnonymous: true }]);
    expect(fresh.plays[0].playerScores.map((s) => s.playerRefId)).toEqual([1, 2]);
    const kept = write([play('p1', game('Azul'), [anonymousSeat])], { people, anonymous: { id: 9, name: 'Anonymous', isAnonymous: true, extra: 'x' } });
    expect(kept.players.at(-1)).toEqual({ id: 9, name: 'Anonymous', isAnonymous: true, extra: 'x' });
    expect(kept.plays[0].playerScores[0].playerRefId).toBe(9);
  });

  test('locations and games keep their aliases with the aliases’ own ids; kept sections go back at the top', () => {
    const club = { name: 'Club', extra: { id: 4, [KEPT_MARKS.aliases]: [{ id: 6, name: 'club', note: 'upstairs' }] } };
    const azul = game('Azul', { id: 2, [KEPT_MARKS.aliases]: [{ id: 3, name: 'azul', bggId: 5 }] });
    const out = write([play('p1', azul, [], { location: 'CLUB' })], { games: [azul], locations: [club], kept: { tags: [{ id: 1 }] } });
    expect(out.locations).toEqual([{ id: 4, name: 'Club' }, { id: 6, name: 'club', note: 'upstairs' }]);
    expect(out.games.map((g) => [g.id, g.name])).toEqual([[2, 'Azul'], [3, 'azul']]);
    expect(out.plays[0].locationRefId).toBe(4);
    expect(out.tags).toEqual([{ id: 1 }]);
  });
});
