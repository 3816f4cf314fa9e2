import { describe, expect, test } from 'vitest';
import { openTestHandlers } from '../helpers';
import { call, callError, ids, recordPlay, seedClub } from './fixture';

describe('players', () => {
  test('create and rename; names stay unique ignoring case', () => {
    const { handlers } = openTestHandlers();
    const anna = call(handlers, 'players:create', { name: 'Anna' });
    call(handlers, 'players:create', { name: 'Ben' });
    expect(call(handlers, 'players:rename', { playerId: anna.id, name: 'Anna K.' }).name).toBe('Anna K.');
    expect(callError(handlers, 'players:rename', { playerId: anna.id, name: 'ben' }).message).toMatch(/already a player called Ben/);
  });

  test('merge moves results and memberships, keeps history, and can be undone', () => {
    const { handlers } = openTestHandlers();
    seedClub(handlers);
    recordPlay(handlers, 'Azul', '2024-04-01 10:00', [['Benny', '99'], ['Cleo', '1']]);
    const id = ids(handlers);
    const club = call(handlers, 'groups:save', { name: 'Club', memberIds: [id.player('Benny')] });
    const before = call(handlers, 'history:player-stats', { playerId: id.player('Ben') });
    expect(before.plays).toBe(3);
    expect(callError(handlers, 'players:merge', { fromId: id.player('Ben'), intoId: id.player('Cleo') }).message).toMatch(/same play/);
    const merged = call(handlers, 'players:merge', { fromId: id.player('Benny'), intoId: id.player('Ben') });
    expect(merged.moved).toBe(1);
    const after = call(handlers, 'history:player-stats', { playerId: id.player('Ben') });
    expect(after).toMatchObject({ plays: 4, wins: before.wins + 1 });
    const catalog = call(handlers, 'history:catalog', {});
    expect(catalog.players.map((p) => p.name)).not.toContain('Benny');
    expect(catalog.groups.find((g) => g.id === club.id)!.memberIds).toEqual([id.player('Ben')]);
    expect(catalog.undoableMerges).toEqual([{ mergeId: merged.mergeId, fromId: id.player('Benny'), fromName: 'Benny', intoId: id.player('Ben'), intoName: 'Ben' }]);
    const board = call(handlers, 'history:leaderboard', { gameId: id.game('Azul') });
    expect(board.map((r) => r.name)).not.toContain('Benny');
    call(handlers, 'players:unmerge', { mergeId: merged.mergeId });
    expect(call(handlers, 'history:player-stats', { playerId: id.player('Ben') })).toEqual(before);
    expect(call(handlers, 'history:player-stats', { playerId: id.player('Benny') }).plays).toBe(1);
    expect(call(handlers, 'history:catalog', {}).groups[0].memberIds).toEqual([id.player('Benny')]);
    expect(callError(handlers, 'players:unmerge', { mergeId: merged.mergeId }).message).toMatch(/can no longer be undone/);
  });

  test('a merged player leaves the seat picker, and a new game under the old name goes to the merged player', () => {
    const { handlers } = openTestHandlers();
    recordPlay(handlers, 'Azul', '2024-04-01 10:00', [['Ben', '1'], ['Benny', '2']]);
    recordPlay(handlers, 'Azul', '2024-04-02 10:00', [['Ben', '1'], ['Cleo', '2']]);
    const id = ids(handlers);
    call(handlers, 'players:merge', { fromId: id.player('Cleo'), intoId: id.player('Benny') });
    expect(call(handlers, 'players:list', {}).map((p) => p.name)).toEqual(['Ben', 'Benny']);
    recordPlay(handlers, 'Azul', '2024-04-03 10:00', [['Cleo', '5'], ['Ben', '2']]);
    expect(call(handlers, 'history:player-stats', { playerId: id.player('Benny') }).plays).toBe(3);
  });

  test('a merge made before the app restarted cannot be undone', () => {
    const { handlers, dir, db } = openTestHandlers();
    recordPlay(handlers, 'Azul', '2024-04-01 10:00', [['A', '1'], ['B', '2']]);
    recordPlay(handlers, 'Azul', '2024-04-02 10:00', [['A2', '1'], ['B', '2']]);
    const id = ids(handlers);
    const { mergeId } = call(handlers, 'players:merge', { fromId: id.player('A2'), intoId: id.player('A') });
    db.close();
    const reopened = openTestHandlers(dir).handlers;
    expect(callError(reopened, 'players:unmerge', { mergeId }).message).toMatch(/until the app closes/);
    expect(call(reopened, 'history:player-stats', { playerId: id.player('A') }).plays).toBe(2);
  });

  test('a player can be in several groups; groups can be renamed and deleted', () => {
    const { handlers } = openTestHandlers();
    const a = call(handlers, 'players:create', { name: 'A' });
    const g1 = call(handlers, 'groups:save', { name: 'Family', memberIds: [a.id] });
    call(handlers, 'groups:save', { name: 'Chess club', kind: 'club', memberIds: [a.id] });
    expect(call(handlers, 'history:catalog', {}).players[0].groupIds).toHaveLength(2);
    expect(call(handlers, 'groups:save', { id: g1.id, name: 'Famille', memberIds: [] })).toMatchObject({ name: 'Famille', memberIds: [] });
    call(handlers, 'groups:delete', { id: g1.id });
    expect(call(handlers, 'history:catalog', {}).groups.map((g) => g.name)).toEqual(['Chess club']);
    expect(callError(handlers, 'groups:save', { name: 'chess CLUB' }).message).toMatch(/already a group/);
  });
});

describe('plays', () => {
  test('record, edit, validate and delete a manual play of any game', () => {
    const { handlers } = openTestHandlers();
    const play = recordPlay(handlers, 'Wingspan', '2024-04-01 20:00', [['A', '80'], ['B', '95']], { expansions: ['European Expansion'] });
    expect(play.players.map((p) => [p.name, p.rank, p.winner])).toEqual([['A', 2, false], ['B', 1, true]]);
    const edited = call(handlers, 'history:edit', {
      playId: play.id,
      play: { game: { name: 'Wingspan' }, playedAt: '2024-04-01 21:00', manualWinner: true, players: [{ name: 'A', scoreText: '80', winner: true }, { name: 'B', scoreText: '95' }] },
    });
    expect(edited.players.map((p) => [p.name, p.rank, p.winner])).toEqual([['A', 1, true], ['B', 2, false]]);
    expect(edited.uid).toBe(play.uid);
    const twice = callError(handlers, 'history:record', { game: { name: 'X' }, playedAt: '2024-04-01 21:00', players: [{ name: 'A' }, { name: 'a' }] });
    expect(twice.path).toEqual(['players', 1, 'name']);
    const badDate = callError(handlers, 'history:record', { game: { name: 'X' }, playedAt: '2024-13-01 21:00', players: [{ name: 'A' }] });
    expect(badDate.path).toEqual(['playedAt']);
    call(handlers, 'history:delete', { playId: play.id });
    expect(call(handlers, 'history:plays', {}).total).toBe(0);
  });

  test('a finished match appears in the history with its breakdown and log link', async () => {
    const { handlers } = openTestHandlers();
    let snap = call(handlers, 'match:create', { gameId: 'high-card', mode: 'digital', seed: 'h1', seats: [{ name: 'Ann', colour: '#ff0000' }, { name: 'Bob', colour: '#0000ff' }] });
    while (snap.status === 'active') {
      const viewer = typeof snap.actor === 'number' ? snap.actor : null;
      const view = call(handlers, 'match:view', { matchId: snap.matchId, viewer });
      snap = call(handlers, 'match:apply', { matchId: snap.matchId, viewer, expectedVersion: view.version, action: view.legalActions[0] });
    }
    const { plays } = call(handlers, 'history:plays', {});
    expect(plays).toHaveLength(1);
    expect(plays[0]).toMatchObject({ matchId: snap.matchId, mode: 'digital', game: { engineId: 'high-card' } });
    expect(plays[0].players.every((p) => Array.isArray(p.breakdown))).toBe(true);
    expect(callError(handlers, 'history:delete', { playId: plays[0].id }).message).toMatch(/stays in the history/);
  });
});
