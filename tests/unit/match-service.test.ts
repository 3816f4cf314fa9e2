import { describe, expect, test } from 'vitest';
import { openTestHandlers, must, tempDir } from './helpers';
import { dispatch } from '../../src-main/ipc/dispatch';

const seats = [
  { name: 'Ann', colour: '#d32f2f' },
  { name: 'Ben', colour: '#1976d2' },
];

describe('match service', () => {
  test('digital mode draws chance from the seed and hides the other hand', () => {
    const { handlers } = openTestHandlers();
    const snap = must(handlers['match:create']({ gameId: 'high-card', mode: 'digital', seed: 's1', options: {}, seats }));
    expect(snap.actor).toBe(0);
    expect(snap.log.length).toBe(2);
    // Creating a hot-seat match answers with the public screen: the first seat has not taken the device yet.
    expect(snap.viewer).toBeNull();
    expect(snap.handOff).toBe(true);
    expect(snap.privacy).toEqual(['acting', 'acting']);
    expect(snap.legalActions).toEqual([]);
    expect((snap.view as { hands: (number | null)[][] }).hands).toEqual([[null], [null]]);
    expect(snap.log.map((e) => e.text.text)).toEqual(['Ann was dealt a card', 'Ben was dealt a card']);
    const ann = must(handlers['match:view']({ matchId: snap.matchId, viewer: 0 }));
    const view = ann.view as { hands: (number | null)[][] };
    expect(view.hands[0][0]).toBeTypeOf('number');
    expect(view.hands[1][0]).toBeNull();
    expect(ann.log[1].text.text).toBe('Ben was dealt a card');
    expect(ann.legalActions).toEqual([{ type: 'bet', amount: 0 }, { type: 'bet', amount: 1 }, { type: 'bet', amount: 2 }]);
    const ben = must(handlers['match:view']({ matchId: snap.matchId, viewer: 1 }));
    expect(ben.legalActions).toEqual([]);
    // The public screen may not act for a seat that must see its own cards.
    const refused = handlers['match:apply']({ matchId: snap.matchId, viewer: null, expectedVersion: snap.version, action: { type: 'bet', amount: 1 } });
    expect(refused.ok).toBe(false);
  });

  test('the same seed deals the same cards', () => {
    const { handlers } = openTestHandlers();
    const a = must(handlers['match:create']({ gameId: 'high-card', mode: 'digital', seed: 'same', options: {}, seats }));
    const b = must(handlers['match:create']({ gameId: 'high-card', mode: 'digital', seed: 'same', options: {}, seats }));
    expect(a.view).toEqual(b.view);
  });

  test('undo stays inside the turn, never across hidden information, and takes points back', () => {
    const { handlers } = openTestHandlers();
    let snap = must(handlers['match:create']({ gameId: 'high-card', mode: 'digital', seed: 'u', options: {}, seats }));
    expect(snap.canUndo).toBe(false); // last step was chance
    snap = must(handlers['match:apply']({ matchId: snap.matchId, viewer: 0, expectedVersion: snap.version, action: { type: 'bet', amount: 2 } }));
    expect(snap.canUndo).toBe(true);
    snap = must(handlers['match:undo']({ matchId: snap.matchId, viewer: 0, expectedVersion: snap.version }));
    expect((snap.view as { pendingBet: number | null }).pendingBet).toBeNull();
    snap = must(handlers['match:apply']({ matchId: snap.matchId, viewer: 0, expectedVersion: snap.version, action: { type: 'bet', amount: 1 } }));
    snap = must(handlers['match:apply']({ matchId: snap.matchId, viewer: 0, expectedVersion: snap.version, action: { type: 'peek' } }));
    expect(snap.canUndo).toBe(false); // peek revealed information
    snap = must(handlers['match:apply']({ matchId: snap.matchId, viewer: 0, expectedVersion: snap.version, action: { type: 'confirm' } }));
    expect(snap.actor).toBe(1);
    const undo = handlers['match:undo']({ matchId: snap.matchId, viewer: 1, expectedVersion: snap.version });
    expect(undo.ok).toBe(false); // the turn has passed
    const before = must(handlers['match:view']({ matchId: snap.matchId, viewer: 0 })).score.seats[0].total;
    expect(before).toBeGreaterThan(0);
  });

  test('a stale version and the wrong seat are rejected and change nothing', () => {
    const { handlers } = openTestHandlers();
    const snap = must(handlers['match:create']({ gameId: 'high-card', mode: 'digital', seed: 'v', options: {}, seats }));
    const stale = handlers['match:apply']({ matchId: snap.matchId, viewer: 0, expectedVersion: snap.version - 1, action: { type: 'bet', amount: 1 } });
    expect(stale.ok === false && stale.error.code).toBe('match/stale-version');
    const wrongSeat = handlers['match:apply']({ matchId: snap.matchId, viewer: 1, expectedVersion: snap.version, action: { type: 'bet', amount: 1 } });
    expect(wrongSeat.ok === false && wrongSeat.error.code).toBe('action/not-your-turn');
    const illegal = handlers['match:apply']({ matchId: snap.matchId, viewer: 0, expectedVersion: snap.version, action: { type: 'bet', amount: 7 } });
    expect(illegal.ok === false && illegal.error.code).toBe('action/illegal');
    expect(must(handlers['match:view']({ matchId: snap.matchId, viewer: 0 })).version).toBe(snap.version);
  });

  test('assist mode takes chance outcomes from the user', () => {
    const { handlers } = openTestHandlers();
    let snap = must(handlers['match:create']({ gameId: 'high-card', mode: 'assist', options: {}, seats }));
    expect(snap.actor).toBe('chance');
    expect(snap.legalActions).toHaveLength(6);
    snap = must(handlers['match:apply']({ matchId: snap.matchId, viewer: null, expectedVersion: snap.version, action: { type: 'deal', card: 6 } }));
    snap = must(handlers['match:apply']({ matchId: snap.matchId, viewer: null, expectedVersion: snap.version, action: { type: 'deal', card: 1 } }));
    expect(snap.actor).toBe(0);
  });

  test('assist mode: a slip at the table (a mistyped card, a wrong move) is taken back one entry at a time', () => {
    const { handlers } = openTestHandlers();
    let snap = must(handlers['match:create']({ gameId: 'high-card', mode: 'assist', options: {}, seats }));
    const act = (action: unknown) => (snap = must(handlers['match:apply']({ matchId: snap.matchId, viewer: null, expectedVersion: snap.version, action })));
    act({ type: 'deal', card: 6 });
    expect(snap.canUndo).toBe(true);
    snap = must(handlers['match:undo']({ matchId: snap.matchId, viewer: null, expectedVersion: snap.version }));
    expect(snap.actor).toBe('chance');
    expect(snap.log).toHaveLength(0);
    act({ type: 'deal', card: 5 });
    act({ type: 'deal', card: 2 });
    act({ type: 'bet', amount: 2 });
    act({ type: 'confirm' });
    expect(snap.actor).toBe(1);
    snap = must(handlers['match:undo']({ matchId: snap.matchId, viewer: null, expectedVersion: snap.version }));
    expect(snap.actor).toBe(0); // Ann's confirm is taken back although her turn had passed
    act({ type: 'peek' });
    expect(snap.canUndo).toBe(false); // still never across revealed information
    expect(handlers['match:undo']({ matchId: snap.matchId, viewer: null, expectedVersion: snap.version }).ok).toBe(false);
  });

  test('a finished match stores its results, and an unfinished one resumes after a restart', () => {
    const dir = tempDir();
    const first = openTestHandlers(dir);
    let snap = must(first.handlers['match:create']({ gameId: 'high-card', mode: 'digital', seed: 'r', options: { rounds: 1 }, seats }));
    const id = snap.matchId;
    snap = must(first.handlers['match:apply']({ matchId: id, viewer: 0, expectedVersion: snap.version, action: { type: 'bet', amount: 2 } }));
    first.db.close(); // a crash or restart: nothing in memory survives

    const second = openTestHandlers(dir);
    expect(must(second.handlers['match:list']({ status: 'active' })).map((m) => m.matchId)).toEqual([id]);
    snap = must(second.handlers['match:view']({ matchId: id, viewer: 0 }));
    expect((snap.view as { pendingBet: number }).pendingBet).toBe(2);
    for (const [viewer, action] of [[0, { type: 'confirm' }], [1, { type: 'bet', amount: 0 }], [1, { type: 'confirm' }]] as const) {
      snap = must(second.handlers['match:apply']({ matchId: id, viewer, expectedVersion: snap.version, action }));
    }
    expect(snap.status).toBe('finished');
    const history = must(second.handlers['history:list']({ limit: 10, offset: 0 }));
    expect(history[0].results.find((r) => r.seat === 0)?.total).toBe(snap.score.seats[0].total);
    const log = must(second.handlers['match:export-log']({ matchId: id }));
    expect(log.actions.length).toBe(snap.log.length);
  });

  test('end-state scoring can be saved to the history', () => {
    const { handlers } = openTestHandlers();
    const input = { game: 'high-card', players: [{ name: 'Ann', total: 4 }, { name: 'Cy', total: 9 }] };
    const scored = must(handlers['score:end-state']({ input }));
    expect(scored.report.seats.find((s) => s.seat === 1)?.rank).toBe(1);
    expect(must(handlers['history:list']({ limit: 5, offset: 0 }))).toEqual([]);
    const { matchId } = must(handlers['score:save-end-state']({ input }));
    expect(must(handlers['history:list']({ limit: 5, offset: 0 }))[0].source).toBe('end-state');
    // A scored end state is a play in the history, not a match: it cannot be opened, moved on, exported or replayed as one.
    const notAMatch = { code: 'match/not-found', path: ['matchId'] };
    const errorOf = (result: { ok: boolean; error?: { code: string; path: (string | number)[] } }) => (result.ok ? null : { code: result.error!.code, path: result.error!.path });
    expect(errorOf(handlers['match:view']({ matchId, viewer: null }))).toEqual(notAMatch);
    expect(errorOf(handlers['match:apply']({ matchId, viewer: null, expectedVersion: 0, action: { type: 'deal', card: 1 } }))).toEqual(notAMatch);
    expect(errorOf(handlers['match:export-log']({ matchId }))).toEqual(notAMatch);
    expect(errorOf(handlers['match:replay']({ matchId, position: 0, viewer: null }))).toEqual(notAMatch);
    const bad = dispatch(handlers, 'score:end-state', { input: { game: 'high-card', players: [{ name: '', total: 1 }] } });
    expect(bad.ok === false && bad.error.path.slice(0, 2)).toEqual(['input', 'players']);
  });
});
