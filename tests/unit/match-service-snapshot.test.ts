/**
 * What the match service hands each screen, field by field, on the test game (high card: chance deals a
 * secret card to each seat, then each bets and confirms): who may act and which moves are listed, the
 * hand-off, undo, privacy, the log in each viewer's words, the score; creating a match (refusals, the deals
 * drawn at once in digital play, none in assist mode); actions refused with the field they name; replay of
 * a finished match position by position.
 */
import { describe, expect, test } from 'vitest';
import type { Db } from '../../src-main/db/native';
import type { Handlers } from '../../src-main/services/app-services';
import { must, openTestHandlers } from './helpers';

const seats = [
  { name: 'Ann', colour: '#d32f2f' },
  { name: 'Ben', colour: '#1976d2' },
];
const bets = [0, 1, 2].map((amount) => ({ type: 'bet', amount }));
const count = (db: Db) => (db.prepare('SELECT COUNT(*) AS n FROM matches').get() as { n: number }).n;
const errorOf = (result: { ok: boolean; error?: { code: string; path: (string | number)[]; message: string } }) => (result.ok ? null : result.error!);

function digital(): { db: Db; handlers: Handlers; matchId: number; version: number } {
  const { db, handlers } = openTestHandlers();
  const snap = must(handlers['match:create']({ gameId: 'high-card', mode: 'digital', seed: 'snap', options: { rounds: 1 }, seats }));
  return { db, handlers, matchId: snap.matchId, version: snap.version };
}

describe('creating a match', () => {
  test('an unknown game and the same player twice (in any case) are refused by field; nothing is written', () => {
    const { db, handlers } = openTestHandlers();
    expect(errorOf(handlers['match:create']({ gameId: 'chess', mode: 'digital', options: {}, seats }))).toMatchObject({ code: 'game/unknown', path: ['gameId'] });
    const twice = handlers['match:create']({ gameId: 'high-card', mode: 'digital', options: {}, seats: [seats[0], { ...seats[1], name: 'ANN' }] });
    expect(errorOf(twice)).toMatchObject({ code: 'input/invalid', path: ['seats'] });
    expect(count(db)).toBe(0);
    expect(must(handlers['players:list']({}))).toEqual([]);
  });

  test('digital play draws the deals at once; each seat reads its own card in the log, the other only that one was dealt', () => {
    const { handlers, matchId } = digital();
    const ann = must(handlers['match:view']({ matchId, viewer: 0 }));
    const ben = must(handlers['match:view']({ matchId, viewer: 1 }));
    expect([ann.version, ann.actor, ann.status, ann.mode]).toEqual([2, 0, 'active', 'digital']);
    const [annCard] = (ann.view as { hands: number[][] }).hands[0];
    const [benCard] = (ben.view as { hands: number[][] }).hands[1];
    expect(ann.log.map((l) => [l.index, l.actor, l.text.text])).toEqual([[0, 'chance', `You were dealt ${annCard}`], [1, 'chance', 'Ben was dealt a card']]);
    expect(ben.log.map((l) => l.text.text)).toEqual(['Ann was dealt a card', `You were dealt ${benCard}`]);
    expect(ann.seats).toEqual([{ seat: 0, name: 'Ann', colour: '#d32f2f', playerId: ann.seats[0].playerId, bot: null }, { seat: 1, name: 'Ben', colour: '#1976d2', playerId: ann.seats[1].playerId, bot: null }]);
    expect(ann.seats[0].playerId).not.toBe(ann.seats[1].playerId);
  });

  test('options the game refuses, and a bot seat in assist mode, are refused by field; nothing is written', () => {
    const { db, handlers } = openTestHandlers();
    expect(errorOf(handlers['match:create']({ gameId: 'high-card', mode: 'digital', options: { rounds: 9 }, seats }))?.code).toBe('options/invalid');
    const withBot = handlers['match:create']({ gameId: 'high-card', mode: 'assist', options: {}, seats: [seats[0], { ...seats[1], bot: 'easy' }] });
    expect(errorOf(withBot)).toMatchObject({ code: 'input/invalid', path: ['seats'] });
    expect(count(db)).toBe(0);
    expect(must(handlers['players:list']({}))).toEqual([]);
  });

  test('names alike only once upper-cased are two people: Straße and STRASSE both sit', () => {
    const { handlers } = openTestHandlers();
    const snap = must(handlers['match:create']({ gameId: 'high-card', mode: 'digital', options: {}, seats: [{ ...seats[0], name: 'Straße' }, { ...seats[1], name: 'STRASSE' }] }));
    expect(snap.seats.map((s) => s.name)).toEqual(['Straße', 'STRASSE']);
    expect(snap.seats[0].playerId).not.toBe(snap.seats[1].playerId);
  });

  test('the options given are the ones played: one round, then the game is over', () => {
    const { handlers, matchId } = digital(); // options { rounds: 1 }
    const snap = must(handlers['match:view']({ matchId, viewer: 0 }));
    expect((snap.view as { rounds: number }).rounds).toBe(1);
    let version = snap.version;
    for (const viewer of [0, 1]) {
      version = must(handlers['match:apply']({ matchId, viewer, expectedVersion: version, action: { type: 'bet', amount: 1 } })).version;
      version = must(handlers['match:apply']({ matchId, viewer, expectedVersion: version, action: { type: 'confirm' } })).version;
    }
    expect(must(handlers['match:view']({ matchId, viewer: 0 })).status).toBe('finished');
  });

  test('assist mode draws nothing: the table enters the deals, from any screen', () => {
    const { handlers } = openTestHandlers();
    const snap = must(handlers['match:create']({ gameId: 'high-card', mode: 'assist', options: {}, seats }));
    expect([snap.version, snap.actor, snap.log, snap.handOff]).toEqual([0, 'chance', [], false]);
    expect(snap.legalActions).toHaveLength(6);
    expect(must(handlers['match:view']({ matchId: snap.matchId, viewer: 1 })).legalActions).toHaveLength(6);
  });
});

describe('who may act, hand off and undo', () => {
  test("digital: only the seat to act lists its moves; the device is handed over; the public screen lists none", () => {
    const { handlers, matchId } = digital();
    const view = (viewer: 0 | 1 | null) => must(handlers['match:view']({ matchId, viewer }));
    expect([view(0), view(1), view(null)].map((s) => [s.legalActions, s.handOff, s.canUndo])).toEqual([
      [bets, true, false],
      [[], true, false],
      [[], true, false],
    ]);
    expect(view(null).privacy).toEqual(['acting', 'acting']);
    expect(view(null).score).toMatchObject({ final: false, seats: [{ seat: 0, total: 0, rank: 1, winner: false }, { seat: 1, total: 0, rank: 1, winner: false }] });
  });

  test('after a bet only the seat that made it may take it back', () => {
    const { handlers, matchId, version } = digital();
    must(handlers['match:apply']({ matchId, viewer: 0, expectedVersion: version, action: { type: 'bet', amount: 2 } }));
    expect([0, 1, null].map((viewer) => must(handlers['match:view']({ matchId, viewer: viewer as 0 | 1 | null })).canUndo)).toEqual([true, false, false]);
  });

  test('assist mode: every seat screen lists the moves of the seat to act, no hand-off', () => {
    const { handlers } = openTestHandlers();
    let snap = must(handlers['match:create']({ gameId: 'high-card', mode: 'assist', options: {}, seats }));
    for (const card of [4, 6]) snap = must(handlers['match:apply']({ matchId: snap.matchId, viewer: null, expectedVersion: snap.version, action: { type: 'deal', card } }));
    const ben = must(handlers['match:view']({ matchId: snap.matchId, viewer: 1 }));
    expect([ben.actor, ben.legalActions, ben.handOff, ben.canUndo]).toEqual([0, bets, false, true]);
  });

  test('a finished match: no moves, no hand-off, no undo, and the final score', () => {
    const { handlers, matchId, version } = digital();
    let snap = must(handlers['match:view']({ matchId, viewer: 0 }));
    for (const [viewer, action] of [[0, { type: 'bet', amount: 1 }], [0, { type: 'confirm' }], [1, { type: 'bet', amount: 0 }], [1, { type: 'confirm' }]] as const) {
      snap = must(handlers['match:apply']({ matchId, viewer, expectedVersion: snap.version, action }));
    }
    expect(snap.version).toBe(version + 4);
    for (const viewer of [0, 1, null] as const) {
      const end = must(handlers['match:view']({ matchId, viewer }));
      expect([end.status, end.actor, end.legalActions, end.handOff, end.canUndo, end.score.final]).toEqual(['finished', 'terminal', [], false, false, true]);
      expect(end.privacy).toEqual(['none', 'none']);
    }
  });
});

describe('refused actions name their field', () => {
  test('a malformed action is located under action; an illegal one at action; the wrong seat is told whose turn it is', () => {
    const { db, handlers, matchId, version } = digital();
    const malformed = errorOf(handlers['match:apply']({ matchId, viewer: 0, expectedVersion: version, action: { type: 'bet', amount: 'two' } }));
    expect(malformed).toMatchObject({ code: 'action/invalid', path: ['action', 'amount'] });
    expect(malformed!.message.endsWith(' at action.amount')).toBe(true);
    expect(errorOf(handlers['match:apply']({ matchId, viewer: 0, expectedVersion: version, action: { type: 'bet', amount: 3 } }))).toMatchObject({ code: 'action/illegal', path: ['action'], message: 'That action is not legal now: {"amount":3,"type":"bet"}' });
    expect(errorOf(handlers['match:apply']({ matchId, viewer: 1, expectedVersion: version, action: { type: 'bet', amount: 1 } }))).toMatchObject({ code: 'action/not-your-turn', message: "It is Ann's turn." });
    expect(errorOf(handlers['match:view']({ matchId: matchId + 1, viewer: 0 }))).toMatchObject({ code: 'match/not-found', path: ['matchId'] });
    expect((db.prepare('SELECT version FROM matches WHERE id = ?').get(matchId) as { version: number }).version).toBe(version);
  });
});

describe('replay of a finished match', () => {
  test('each position as the asking seat saw it then: no moves, no undo, provisional until the end', () => {
    const { handlers, matchId } = digital();
    let snap = must(handlers['match:view']({ matchId, viewer: 0 }));
    for (const [viewer, action] of [[0, { type: 'bet', amount: 2 }], [0, { type: 'confirm' }], [1, { type: 'bet', amount: 1 }], [1, { type: 'confirm' }]] as const) {
      snap = must(handlers['match:apply']({ matchId, viewer, expectedVersion: snap.version, action }));
    }
    const at = (position: number, viewer: 0 | 1 | null) => must(handlers['match:replay']({ matchId, position, viewer }));
    const start = at(0, 1);
    expect([start.position, start.total, start.actor, start.log, start.legalActions, start.canUndo, start.handOff, start.score.final]).toEqual([0, 6, 'chance', [], [], false, false, false]);
    expect(start.seats.map((s) => s.name)).toEqual(['Ann', 'Ben']);
    const dealt = at(2, 1);
    expect(dealt.log.map((l) => l.text.text)).toEqual(['Ann was dealt a card', expect.stringMatching(/^You were dealt [1-6]$/)]);
    expect((dealt.view as { hands: (number | null)[][] }).hands[0]).toEqual([null]);
    const betting = at(3, null);
    expect(betting.score.seats.map((s) => s.winner)).toEqual([false, false]);
    const end = at(6, null);
    expect([end.actor, end.score.final, end.status]).toEqual(['terminal', true, 'finished']);
    expect(end.score).toEqual(must(handlers['match:view']({ matchId, viewer: null })).score);
    expect(errorOf(handlers['match:replay']({ matchId, position: 7, viewer: null }))).toMatchObject({ code: 'input/invalid', path: ['position'] });
    expect(errorOf(handlers['match:replay']({ matchId, position: 0, viewer: 2 as 0 }))).toMatchObject({ code: 'input/invalid', path: ['viewer'] });
    expect(errorOf(handlers['match:replay']({ matchId: matchId + 1, position: 0, viewer: null }))).toMatchObject({ code: 'match/not-found', path: ['matchId'] });
  });
});
