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
