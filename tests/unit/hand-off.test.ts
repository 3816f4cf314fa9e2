/**
 * Who sees what in hot-seat play, decided by the engine through the match service: a hand-off only where the
 * acting seat must see secrets; otherwise the public screen acts, and secrets are looked at on request.
 */
import { describe, expect, test } from 'vitest';
import { listGames } from '../../src-shared/games/registry';
import { openTestHandlers, must, tempDir } from './helpers';

const catalogue = { get: (id: string) => listGames().find((g) => g.meta.id === id), list: listGames };
const seats = (n: number) => ['Aiko', 'Ben', 'Chloé', 'Dai'].slice(0, n).map((name, i) => ({ name, colour: ['#0072b2', '#e69f00', '#009e73', '#cc79a7'][i] }));

function start(gameId: string, players: number, options: unknown = {}, mode: 'digital' | 'assist' = 'digital') {
  const { handlers } = openTestHandlers(tempDir(), catalogue);
  const snap = must(handlers['match:create']({ gameId, mode, seed: 'hand-off', options, seats: seats(players) }));
  return { handlers, snap };
}

describe('hand-offs follow the private information', () => {
  test('Carcassonne without The Gifts: nothing is hidden, so the public screen plays every turn', () => {
    const started = start('carcassonne', 2, { gifts: false });
    const { handlers } = started;
    let { snap } = started;
    snap = must(handlers['match:apply']({ matchId: snap.matchId, viewer: null, expectedVersion: snap.version, action: snap.legalActions[0] }));
    // A tile placed from the public screen can be taken back there (the follower step is in the same turn).
    expect(snap.canUndo).toBe(true);
    for (let turn = 0; turn < 12; turn++) {
      expect(snap.privacy).toEqual(['none', 'none']);
      expect(snap.handOff).toBe(false);
      expect(snap.viewer).toBeNull();
      expect(snap.legalActions.length).toBeGreaterThan(0);
      snap = must(handlers['match:apply']({ matchId: snap.matchId, viewer: null, expectedVersion: snap.version, action: snap.legalActions[0] }));
    }
  });

  test('Paris Paris: the special-run marker is held, not acted on: no hand-off, and only its owner reads it', () => {
    const { handlers, snap } = start('paris-paris', 3);
    expect(snap.privacy).toEqual(['held', 'held', 'held']);
    expect(snap.handOff).toBe(false);
    expect(snap.legalActions.length).toBeGreaterThan(0);
    const publicLog = snap.log.map((e) => e.text.text).join('\n');
    expect(publicLog).not.toMatch(/Yours/);
    expect(snap.view).toMatchObject({ myMarker: null });
    for (let seat = 0; seat < 3; seat++) {
      const own = must(handlers['match:view']({ matchId: snap.matchId, viewer: seat }));
      const marker = (own.view as { myMarker: string }).myMarker;
      expect(marker).toBeTypeOf('string');
      expect(own.log.map((e) => e.text.text).join('\n')).toMatch(/Yours: the \w+ line/);
    }
  });

  test('Paris: money and resources stay behind the screen, so every turn needs its own screen', () => {
    const { handlers, snap } = start('paris', 2);
    expect(snap.privacy).toEqual(['acting', 'acting']);
    expect(snap.handOff).toBe(true);
    expect(snap.legalActions).toEqual([]);
    const players = (snap.view as { players: { francs: number | null }[] }).players;
    expect(players.map((p) => p.francs)).toEqual([null, null]);
    const actor = snap.actor as number;
    const own = must(handlers['match:view']({ matchId: snap.matchId, viewer: actor }));
    expect(own.legalActions.length).toBeGreaterThan(0);
    expect((own.view as { players: { francs: number | null }[] }).players[actor].francs).toBeTypeOf('number');
  });

  test('Paris in assist mode: what the table draws is entered publicly; a move from behind a screen only when shown', () => {
    const started = start('paris', 2, {}, 'assist');
    const { handlers } = started;
    let { snap } = started;
    expect(snap.handOff).toBe(false);
    while (snap.actor === 'chance') {
      expect(snap.legalActions.length).toBeGreaterThan(0);
      snap = must(handlers['match:apply']({ matchId: snap.matchId, viewer: null, expectedVersion: snap.version, action: snap.legalActions[0] }));
    }
    const actor = snap.actor as number;
    expect(snap.handOff).toBe(false);
    expect(snap.privacy[actor]).toBe('acting');
    // The public screen lists no move that would show the francs behind the screen.
    expect(snap.legalActions).toEqual([]);
    const shown = must(handlers['match:view']({ matchId: snap.matchId, viewer: actor }));
    expect(shown.legalActions.length).toBeGreaterThan(0);
  });

  test('En Route: hands and goals are secret with two seats; a solo player hands off to nobody', () => {
    const duo = start('en-route', 2).snap;
    expect(duo.handOff).toBe(true);
    expect(duo.privacy).toEqual(['acting', 'acting']);
    expect(duo.log.map((e) => e.text.text).join('\n')).not.toMatch(/You drew/);
    const solo = start('en-route', 1).snap;
    expect(solo.handOff).toBe(false);
    expect(solo.legalActions.length).toBeGreaterThan(0);
  });
});

describe('the provisional score', () => {
  test('ranks by points alone and holds no tie-break until the end', () => {
    const { snap } = start('paris', 3);
    expect(snap.score.final).toBe(false);
    expect(snap.score.tieBreaks).toEqual([]);
    // 0-0-0 at the start: everyone shares first place, nobody has won.
    expect(snap.score.seats.map((s) => [s.total, s.rank, s.winner])).toEqual([[0, 1, false], [0, 1, false], [0, 1, false]]);
  });
});
