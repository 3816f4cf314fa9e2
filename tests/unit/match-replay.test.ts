/** Replay: a finished match stepped through action by action, each position as the asking seat was allowed to see it. */
import { describe, expect, test } from 'vitest';
import { openTestHandlers, must, tempDir } from './helpers';
import { getGame, listGames } from '../../src-shared/games/registry';

const realGames = { get: getGame, list: listGames };

const seats = [
  { name: 'Ann', colour: '#d32f2f' },
  { name: 'Ben', colour: '#1976d2' },
];

describe('match:replay', () => {
  test('every position of a finished Carcassonne match: its log so far, the view then, no moves; the end is the final score', () => {
    const { handlers } = openTestHandlers(tempDir(), realGames);
    let snap = must(handlers['match:create']({ gameId: 'carcassonne', mode: 'digital', seed: 'replay', options: { gifts: true }, seats }));
    const matchId = snap.matchId;
    const views: unknown[] = [];
    // Play to the end as the public screen and the acting seat would, keeping each seat-0 view on the way.
    for (let guard = 0; guard < 2000 && snap.actor !== 'terminal'; guard++) {
      const viewer = typeof snap.actor === 'number' ? snap.actor : null;
      snap = must(handlers['match:view']({ matchId, viewer }));
      snap = must(handlers['match:apply']({ matchId, viewer, expectedVersion: snap.version, action: snap.legalActions[0] }));
      views.push(must(handlers['match:view']({ matchId, viewer: 0 })).log.length);
    }
    expect(snap.actor).toBe('terminal');
    const total = must(handlers['match:view']({ matchId, viewer: 0 })).log.length;

    const start = must(handlers['match:replay']({ matchId, position: 0, viewer: 0 }));
    expect([start.position, start.total, start.log.length, start.legalActions.length]).toEqual([0, total, 0, 0]);
    expect(start.score.final).toBe(false);

    const middle = must(handlers['match:replay']({ matchId, position: 10, viewer: 1 }));
    expect(middle.log.map((e) => e.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(middle.viewer).toBe(1);
    // Ben's replay shows Ben's hand only: Ann's gift cards stay hidden even in the replay.
    const hands = (middle.view as { myGifts: unknown }).myGifts;
    expect(hands).toEqual(expect.any(Array));

    const end = must(handlers['match:replay']({ matchId, position: total, viewer: 0 }));
    const finalView = must(handlers['match:view']({ matchId, viewer: 0 }));
    expect(end.view).toEqual(finalView.view);
    expect(end.score).toEqual(finalView.score);
    expect(end.log.map((e) => e.text)).toEqual(finalView.log.map((e) => e.text));
  });

  test('forward and back give the same position; past the end and running matches are located errors', () => {
    const { handlers } = openTestHandlers(tempDir(), realGames);
    let snap = must(handlers['match:create']({ gameId: 'carcassonne', mode: 'digital', seed: 'replay-2', options: { gifts: false }, seats }));
    const matchId = snap.matchId;
    const running = handlers['match:replay']({ matchId, position: 0, viewer: null });
    expect(running.ok).toBe(false);
    for (let guard = 0; guard < 2000 && snap.actor !== 'terminal'; guard++) {
      const viewer = typeof snap.actor === 'number' ? snap.actor : null;
      snap = must(handlers['match:view']({ matchId, viewer }));
      snap = must(handlers['match:apply']({ matchId, viewer, expectedVersion: snap.version, action: snap.legalActions[0] }));
    }
    const at5 = must(handlers['match:replay']({ matchId, position: 5, viewer: null }));
    must(handlers['match:replay']({ matchId, position: 6, viewer: null }));
    expect(must(handlers['match:replay']({ matchId, position: 5, viewer: null }))).toEqual(at5);
    const past = handlers['match:replay']({ matchId, position: at5.total + 1, viewer: null });
    expect(past.ok).toBe(false);
    if (!past.ok) expect(past.error.path).toEqual(['position']);
  });
});

describe('match:replay-log (a saved log file)', () => {
  /** A finished two-player Carcassonne match and its exported log. */
  function finishedWithLog() {
    const { handlers } = openTestHandlers(tempDir(), realGames);
    let snap = must(handlers['match:create']({ gameId: 'carcassonne', mode: 'digital', seed: 'log-file', options: { gifts: true }, seats }));
    const matchId = snap.matchId;
    for (let guard = 0; guard < 2000 && snap.actor !== 'terminal'; guard++) {
      const viewer = typeof snap.actor === 'number' ? snap.actor : null;
      snap = must(handlers['match:view']({ matchId, viewer }));
      snap = must(handlers['match:apply']({ matchId, viewer, expectedVersion: snap.version, action: snap.legalActions[0] }));
    }
    return { handlers, matchId, log: must(handlers['match:export-log']({ matchId })) };
  }

  test('every position shows what the history replay shows, for the table and for each seat, and nothing is saved', () => {
    const { handlers, matchId, log } = finishedWithLog();
    const before = must(handlers['match:list']({ status: 'all' })).length;
    const end = must(handlers['match:replay-log']({ log, viewer: null }));
    expect([end.position, end.total, end.matchId]).toEqual([log.actions.length, log.actions.length, null]);
    expect(end.score.final).toBe(true);
    for (const position of [0, 1, 7, 20, log.actions.length]) {
      for (const viewer of [null, 0, 1]) {
        const fromFile = must(handlers['match:replay-log']({ log, position, viewer }));
        const fromHistory = must(handlers['match:replay']({ matchId, position, viewer }));
        // A file carries names, not the history's players or their colours.
        const { matchId: _m, status: _s, version: _v, seats: _seats, ...same } = fromHistory;
        const { seats: fileSeats, ...fileRest } = fromFile;
        expect(fileRest).toEqual({ ...same, matchId: null });
        expect(fileSeats.map((s) => [s.seat, s.name, s.playerId])).toEqual([[0, 'Ann', null], [1, 'Ben', null]]);
      }
    }
    expect(must(handlers['match:list']({ status: 'all' })).length).toBe(before);
  });

  test('a bad file is a located error: unknown game, an action that does not apply, a seat or position that is not there', () => {
    const { handlers, log } = finishedWithLog();
    const pathOf = (input: Parameters<typeof handlers['match:replay-log']>[0]) => {
      const reply = handlers['match:replay-log'](input);
      expect(reply.ok).toBe(false);
      return reply.ok ? [] : reply.error.path;
    };
    expect(pathOf({ log: { ...log, game: 'chess' }, viewer: null })).toEqual(['log', 'game']);
    const broken = [...log.actions];
    broken[3] = broken[2];
    expect(pathOf({ log: { ...log, actions: broken }, viewer: null }).slice(0, 3)).toEqual(['log', 'actions', 3]);
    expect(pathOf({ log: { ...log, players: ['Ann', 'ann'] }, viewer: null })).toEqual(['log', 'players']);
    expect(pathOf({ log: { ...log, players: ['Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Fay'] }, viewer: null })).toEqual(['log', 'players']);
    expect(pathOf({ log, viewer: 2 })).toEqual(['viewer']);
    expect(pathOf({ log, position: log.actions.length + 1, viewer: null })).toEqual(['position']);
  });
});
