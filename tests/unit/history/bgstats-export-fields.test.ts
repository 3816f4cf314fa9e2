/**
 * What the BG Stats export writes, field by field, for plays recorded in the app, against values written
 * here (not against the tool's own output read back): start player per seat, the incomplete flag, ranks,
 * winners, seat order, colours, teams and the ids that tie scores to players, games and locations.
 */
import { describe, expect, test } from 'vitest';
import { openTestHandlers } from '../helpers';
import { call } from './fixture';

interface Score { playerRefId: number; score: string; winner: boolean; newPlayer: boolean; startPlayer: boolean; rank: number; seatOrder: number; team: string; role: string; color?: string; startPosition?: number }
interface Play { uuid: string; playDate: string; gameRefId: number; locationRefId?: number; durationMin: number; ignored: boolean; incomplete?: boolean; manualWinner: boolean; comments: string; usesTeams: boolean; playerScores: Score[] }
interface Exported { games: { id: number; name: string; highestWins: boolean }[]; players: { id: number; name: string }[]; locations: { id: number; name: string }[]; plays: Play[] }

function exported(): Exported {
  const { handlers } = openTestHandlers();
  call(handlers, 'history:record', {
    game: { name: 'Azul', highestWins: true }, playedAt: '2024-05-01 19:30', location: 'Club', durationMin: 45, notes: 'close one',
    players: [
      { name: 'Anna', scoreText: '61', startPosition: 2, colour: 'blue' },
      { name: 'Ben', scoreText: '70', startPosition: 1, newToGame: true },
      { name: 'Cleo', scoreText: '61' },
    ],
  } as never);
  call(handlers, 'history:record', {
    game: { name: 'Azul', highestWins: true }, playedAt: '2024-05-08 20:00', incomplete: true,
    players: [{ name: 'Cleo', scoreText: '12', team: 'Red' }, { name: 'Anna', scoreText: '30', team: 'Red' }],
  } as never);
  return JSON.parse(call(handlers, 'history:export', { format: 'bgstats' }).text) as Exported;
}

describe('BG Stats export, field by field', () => {
  // Exported inside each test, never while the tests are collected: a mutation run swaps the code under test between tests.
  const idOf = (list: { id: number; name: string }[], name: string) => list.find((x) => x.name === name)!.id;
  const byDate = (file: Exported, date: string) => file.plays.find((p) => p.playDate.startsWith(date))!;

  test('games, people and locations are listed once each with the ids the plays use', () => {
    const file = exported();
    expect(file.games.map((g) => [g.name, g.highestWins])).toEqual([['Azul', true]]);
    expect(file.players.map((p) => p.name).sort()).toEqual(['Anna', 'Ben', 'Cleo']);
    expect(new Set(file.players.map((p) => p.id)).size).toBe(3);
    expect(file.locations.map((l) => l.name)).toEqual(['Club']);
    expect(file.plays).toHaveLength(2);
  });

  test('a complete play: no incomplete flag; start player only on the seat that started; ranks with the tie', () => {
    const file = exported();
    const play = byDate(file, '2024-05-01');
    expect(play.playDate).toBe('2024-05-01 19:30:00');
    expect(play.gameRefId).toBe(idOf(file.games, 'Azul'));
    expect(play.locationRefId).toBe(idOf(file.locations, 'Club'));
    expect(play.durationMin).toBe(45);
    expect(play.comments).toBe('close one');
    expect(play.ignored).toBe(false);
    expect(play.manualWinner).toBe(false);
    expect(play.usesTeams).toBe(false);
    expect('incomplete' in play).toBe(false);
    const [anna, ben, cleo] = play.playerScores;
    expect(anna).toMatchObject({ playerRefId: idOf(file.players, 'Anna'), score: '61', winner: false, rank: 2, seatOrder: 0, startPlayer: false, startPosition: 2, color: 'blue', newPlayer: false });
    expect(ben).toMatchObject({ playerRefId: idOf(file.players, 'Ben'), score: '70', winner: true, rank: 1, seatOrder: 1, startPlayer: true, newPlayer: true });
    expect(cleo).toMatchObject({ playerRefId: idOf(file.players, 'Cleo'), score: '61', winner: false, rank: 2, seatOrder: 2, startPlayer: false });
    // Start position 1 is written as startPlayer alone; no position is written when none was recorded.
    expect('startPosition' in ben).toBe(false);
    expect('startPosition' in cleo).toBe(false);
    expect('color' in ben).toBe(false);
  });

  test('an incomplete team play: the flag is written, no location, both seats share the team and its place', () => {
    const file = exported();
    const play = byDate(file, '2024-05-08');
    expect(play.incomplete).toBe(true);
    expect('locationRefId' in play).toBe(false);
    expect(play.durationMin).toBe(0);
    expect(play.usesTeams).toBe(true);
    expect(play.playerScores.map((s) => [s.playerRefId, s.score, s.team, s.rank, s.winner, s.seatOrder, s.startPlayer])).toEqual([
      [idOf(file.players, 'Cleo'), '12', 'Red', 1, true, 0, false],
      [idOf(file.players, 'Anna'), '30', 'Red', 1, true, 1, false],
    ]);
  });

  test('an expansion is listed as a game of its own; no BGG id is written as 0; one seat on a team makes it a team play; one play has no quantity', () => {
    const { handlers } = openTestHandlers();
    call(handlers, 'history:record', {
      game: { name: 'Azul', highestWins: true }, playedAt: '2024-06-01 19:00', expansions: ['Azul: Crystal Mosaic'],
      players: [{ name: 'Anna', scoreText: '50', team: 'Red' }, { name: 'Ben', scoreText: '40' }],
    } as never);
    const file = JSON.parse(call(handlers, 'history:export', { format: 'bgstats' }).text) as Exported & { games: Record<string, unknown>[]; plays: (Play & Record<string, unknown>)[] };
    const fields = (g: Record<string, unknown>) => [g.name, g.bggId, g.highestWins, g.noPoints, g.cooperative, g.usesTeams];
    expect(file.games.map(fields).sort()).toEqual([
      ['Azul', 0, true, false, false, false],
      ['Azul: Crystal Mosaic', 0, true, false, false, false],
    ]);
    const [play] = file.plays;
    expect(play.bggId).toBe(0);
    expect(play.usesTeams).toBe(true);
    expect('quantity' in play).toBe(false);
    expect(play.expansionPlays).toEqual([{ gameRefId: file.games.find((g) => g.name === 'Azul: Crystal Mosaic')!.id }]);
  });

  test('one anonymous seat in one of two plays: the file gets its one anonymous player, and that seat points at it', () => {
    const { handlers } = openTestHandlers();
    call(handlers, 'history:record', { game: { name: 'Azul', highestWins: true }, playedAt: '2024-06-01 19:00', players: [{ name: 'Anna', scoreText: '50' }] } as never);
    call(handlers, 'history:record', {
      game: { name: 'Azul', highestWins: true }, playedAt: '2024-06-02 19:00', players: [{ name: 'Anna', scoreText: '50' }, { name: '', anonymous: true, scoreText: '40' }],
    } as never);
    const file = JSON.parse(call(handlers, 'history:export', { format: 'bgstats' }).text) as { players: { id: number; name: string; isAnonymous: boolean }[]; plays: Play[] };
    const anonymous = file.players.filter((p) => p.isAnonymous);
    expect(anonymous.map((p) => p.name)).toEqual(['Anonymous player']);
    expect(byDate(file as never, '2024-06-02').playerScores[1].playerRefId).toBe(anonymous[0].id);
  });
});
