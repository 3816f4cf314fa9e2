/**
 * A recorded game kept as a match (`tablekeeper replay`, `simulate --save`): a log written by hand, with
 * its chance deals, becomes a finished match with the results its cards and bets give; the same game is
 * never saved twice (same seed, players, mode, options and actions); an unfinished log can be continued;
 * a bad log is refused with the action or field it stumbled on, and saves nothing, not even a player.
 */
import { describe, expect, test } from 'vitest';
import { MatchesRepo } from '../../src-main/db/matches-repo';
import type { Db } from '../../src-main/db/native';
import { PlayersRepo } from '../../src-main/db/players-repo';
import { MatchService, type RecordedGame } from '../../src-main/services/match-service';
import { replaySavedLog } from '../../src-main/services/log-replay';
import { applyAction, drawChance, setupState } from '../../src-shared/engine/runner';
import { contract } from '../../src-shared/ipc/contract';
import { replayLogSchema } from '../../src-cli/commands/replay';
import { fixtureCatalogue, must, openTestHandlers } from './helpers';

function service(): { db: Db; matches: MatchService } {
  const { db } = openTestHandlers();
  return { db, matches: new MatchService(new MatchesRepo(db), new PlayersRepo(db), () => new Date('2026-11-22T10:00:00Z'), fixtureCatalogue.get) };
}

const count = (db: Db, table: 'matches' | 'players') => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

/** One round of high card: Ann is dealt 5 and bets 2 (10 points), Ben is dealt 2 and bets 1 (2 points). */
const finished: RecordedGame = {
  game: 'high-card', options: { rounds: 1 }, players: ['Ann', 'Ben'], seed: 'by-hand', mode: 'digital',
  actions: [{ type: 'deal', card: 5 }, { type: 'deal', card: 2 }, { type: 'bet', amount: 2 }, { type: 'confirm' }, { type: 'bet', amount: 1 }, { type: 'confirm' }],
};

describe('importing a recorded game', () => {
  test('a finished log becomes a finished match with the results its cards and bets give', () => {
    const { db, matches } = service();
    const saved = must(matches.importLog(finished));
    expect(saved).toEqual({ matchId: saved.matchId, finished: true, alreadySaved: false });
    const [summary] = matches.list('finished');
    expect(summary).toMatchObject({ matchId: saved.matchId, gameId: 'high-card', mode: 'digital', status: 'finished', source: 'engine', endedAt: '2026-11-22T10:00:00.000Z' });
    expect(summary.seats.map((s) => [s.seat, s.name, s.colour])).toEqual([[0, 'Ann', '#d32f2f'], [1, 'Ben', '#1976d2']]);
    expect(summary.results).toEqual([{ seat: 0, total: 10, rank: 1, winner: true }, { seat: 1, total: 2, rank: 2, winner: false }]);
    expect(count(db, 'players')).toBe(2);
    // What it exports is the log it was given.
    expect(must(matches.exportLog(saved.matchId))).toEqual(finished);
  });

  test('the same game again is not saved twice, whether the options are written out or left to their defaults', () => {
    const { db, matches } = service();
    const first = must(matches.importLog(finished));
    expect(must(matches.importLog(structuredClone(finished)))).toEqual({ matchId: first.matchId, finished: true, alreadySaved: true });
    const twoRounds = { ...finished, options: { rounds: 2 }, actions: finished.actions.slice(0, 3) };
    const unfinished = must(matches.importLog(twoRounds));
    expect(unfinished).toEqual({ matchId: unfinished.matchId, finished: false, alreadySaved: false });
    // No options means the default, 2 rounds: the same game as the one just saved.
    const { options: _, ...defaults } = twoRounds;
    expect(must(matches.importLog(defaults))).toEqual({ matchId: unfinished.matchId, finished: false, alreadySaved: true });
    expect(count(db, 'matches')).toBe(2);
  });

  test('the same seed with other players, another mode or other moves is another game', () => {
    const { db, matches } = service();
    const first = must(matches.importLog(finished)).matchId;
    const others = [
      { ...finished, players: ['Ben', 'Ann'] },
      { ...finished, mode: 'assist' as const },
      { ...finished, actions: finished.actions.map((a, i) => (i === 4 ? { type: 'bet', amount: 0 } : a)) },
    ];
    const ids = others.map((log) => must(matches.importLog(log)));
    expect(ids.map((r) => r.alreadySaved)).toEqual([false, false, false]);
    expect(new Set([first, ...ids.map((r) => r.matchId)]).size).toBe(4);
    expect(count(db, 'matches')).toBe(4);
  });

  test('an unfinished log is kept as a running match that carries on where the log stopped', () => {
    const { matches } = service();
    const saved = must(matches.importLog({ ...finished, actions: finished.actions.slice(0, 3) }));
    expect(saved.finished).toBe(false);
    const snap = must(matches.view(saved.matchId, 0));
    expect(snap).toMatchObject({ status: 'active', actor: 0, version: 3, view: { hands: [[5], [null]], pendingBet: 2 } });
    const next = must(matches.apply({ matchId: saved.matchId, viewer: 0, expectedVersion: 3, action: { type: 'confirm' } }));
    expect(next.actor).toBe(1);
  });

  test('an empty log in digital play is dealt from its seed at once, as a new match is; in assist mode it waits for the table to deal', () => {
    const { matches } = service();
    const saved = must(matches.importLog({ ...finished, actions: [] }));
    expect(saved.finished).toBe(false);
    // The cards a match created with the same seed is dealt: each draw is the seed's for its place in the log.
    const created = must(matches.create({ gameId: 'high-card', mode: 'digital', seed: 'by-hand', options: { rounds: 1 }, seats: [{ name: 'Ann', colour: '#d32f2f' }, { name: 'Ben', colour: '#1976d2' }] }));
    const hands = (viewer: 0 | 1) => (must(matches.view(created.matchId, viewer)).view as { hands: (number | null)[][] }).hands[viewer];
    const game = fixtureCatalogue.get('high-card')!;
    const start = must(setupState(game, { game: 'high-card', options: { rounds: 1 }, players: 2, names: ['Ann', 'Ben'], seed: 'by-hand', mode: 'digital' }));
    const first = drawChance(game, start, 'by-hand', 0) as { card: number };
    const second = drawChance(game, must(applyAction(game, start, first)), 'by-hand', 1) as { card: number };
    expect([hands(0), hands(1)]).toEqual([[first.card], [second.card]]);
    for (const viewer of [0, 1] as const) {
      const snap = must(matches.view(saved.matchId, viewer));
      expect([snap.status, snap.actor, snap.version, snap.log.length, (snap.view as { hands: (number | null)[][] }).hands[viewer]]).toEqual(['active', 0, 2, 2, [[first, second][viewer].card]]);
    }
    // The same empty log again is the match just saved.
    expect(must(matches.importLog({ ...finished, actions: [] }))).toEqual({ matchId: saved.matchId, finished: false, alreadySaved: true });
    const assist = must(matches.importLog({ ...finished, mode: 'assist', actions: [] }));
    expect(must(matches.view(assist.matchId, null))).toMatchObject({ status: 'active', actor: 'chance', version: 0, log: [] });
  });
});

describe('a digital match an older version left waiting on a deal (its import drew nothing after the log)', () => {
  const game = fixtureCatalogue.get('high-card')!;
  const start = must(setupState(game, { game: 'high-card', options: { rounds: 1 }, players: 2, names: ['Ann', 'Ben'], seed: 'old', mode: 'digital' }));
  /** The match as such an import saved it: set up, nothing drawn, version 0 (written through the repository). */
  function savedWaiting(db: Db, mode: 'digital' | 'assist' = 'digital'): number {
    const people = new PlayersRepo(db);
    const seats = ['Ann', 'Ben'].map((name, i) => ({ playerId: people.findOrCreate(name, '2026-11-22T10:00:00Z').id, name, colour: game.meta.colours[i], bot: null }));
    return new MatchesRepo(db).create({ gameId: 'high-card', mode, source: 'engine', options: { rounds: 1 }, seed: 'old', status: 'active', state: start, seats, startedAt: '2026-11-22T10:00:00Z' });
  }

  test('a seat asking to move is told the game is drawing; no hand-off (nobody keeps a secret to draw) and no suggestion', () => {
    const { db, matches } = service();
    const matchId = savedWaiting(db);
    const refused = matches.apply({ matchId, viewer: 0, expectedVersion: 0, action: { type: 'bet', amount: 1 } });
    expect(refused.ok ? null : [refused.error.code, refused.error.message]).toEqual(['action/not-your-turn', 'The game is drawing.']);
    // Nobody is suggested a draw, not even the public screen.
    const suggested = matches.suggestTurn(matchId, null, 0);
    expect(suggested.ok ? null : [suggested.error.code, suggested.error.message]).toEqual(['action/not-your-turn', 'Moves are suggested for the person whose turn it is.']);
    expect(new MatchesRepo(db).versionOf(matchId)?.version).toBe(0);
  });

  test('opening it deals the cards its seed gives at those places in the log, saved once; no screen is offered the card to pick', () => {
    const { db, matches } = service();
    const repo = new MatchesRepo(db);
    const matchId = savedWaiting(db);
    const first = drawChance(game, start, 'old', 0) as { type: 'deal'; card: number };
    const second = drawChance(game, must(applyAction(game, start, first)), 'old', 1) as { type: 'deal'; card: number };
    const opened = must(matches.view(matchId, null));
    expect([opened.actor, opened.version, opened.handOff, opened.log.map((l) => l.actor)]).toEqual([0, 2, true, ['chance', 'chance']]);
    expect(repo.log(matchId).map((e) => [e.kind, e.actor, JSON.parse(e.action_json ?? 'null')])).toEqual([['action', 'chance', first], ['action', 'chance', second]]);
    // Opening it again (or from a seat) deals nothing more: the saved version stays at the two deals.
    for (const viewer of [null, 0, 1] as const) expect(must(matches.view(matchId, viewer)).version).toBe(2);
    expect(repo.versionOf(matchId)?.version).toBe(2);
    expect((must(matches.view(matchId, 1)).view as { hands: (number | null)[][] }).hands).toEqual([[null], [second.card]]);
    // An assist match waiting on the table's deal stays waiting: the table draws.
    const assist = savedWaiting(db, 'assist');
    expect(must(matches.view(assist, null))).toMatchObject({ actor: 'chance', version: 0, log: [] });
  });

  test('abandoned so, it stays abandoned when opened: nothing is dealt to it', () => {
    const { db, matches } = service();
    const matchId = savedWaiting(db);
    must(matches.abandon(matchId));
    expect(must(matches.view(matchId, null))).toMatchObject({ status: 'abandoned', actor: 'chance', version: 0, log: [] });
    expect(new MatchesRepo(db).versionOf(matchId)).toEqual({ version: 0, status: 'abandoned' });
  });
});

describe('a log that cannot be kept saves nothing', () => {
  test('an action that does not apply is named by its index', () => {
    const { db, matches } = service();
    const bad = { ...finished, actions: finished.actions.map((a, i) => (i === 3 ? { type: 'deal', card: 4 } : a)) };
    const result = matches.importLog(bad);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.path).toEqual(['actions', 3]);
      expect(result.error.message.startsWith('Action 3 does not apply: ')).toBe(true);
    }
    expect([count(db, 'matches'), count(db, 'players')]).toEqual([0, 0]);
  });

  test('the same player twice (in any case) and an unknown game are refused by field', () => {
    const { db, matches } = service();
    const twice = matches.importLog({ ...finished, players: ['Ann', 'ann'] });
    expect(twice.ok ? null : [twice.error.code, twice.error.path]).toEqual(['input/invalid', ['players']]);
    const unknown = matches.importLog({ ...finished, game: 'chess' });
    expect(unknown.ok ? null : [unknown.error.code, unknown.error.path]).toEqual(['game/unknown', ['game']]);
    expect([count(db, 'matches'), count(db, 'players')]).toEqual([0, 0]);
  });
});

describe('a log of a game with computer players', () => {
  const withBot: RecordedGame = { ...finished, bots: [null, 'strong'] };

  test('keeps which seats were bots: import, export and replay of the file agree', () => {
    const { matches } = service();
    const saved = must(matches.importLog(withBot));
    const [summary] = matches.list('finished');
    expect(summary.seats.map((s) => [s.name, s.bot ?? null])).toEqual([['Ann', null], ['Ben', 'strong']]);
    expect(must(matches.exportLog(saved.matchId))).toEqual(withBot);
    const shot = must(replaySavedLog({ log: { ...withBot, mode: 'digital' }, viewer: null }, fixtureCatalogue.get));
    expect(shot.seats.map((s) => [s.name, s.bot])).toEqual([['Ann', null], ['Ben', 'strong']]);
  });

  test('a bots list that does not match the players is refused at its field, in the service and at the door', () => {
    const { db, matches } = service();
    const result = matches.importLog({ ...finished, bots: ['easy'] });
    expect(result.ok ? null : [result.error.code, result.error.path]).toEqual(['input/invalid', ['bots']]);
    expect([count(db, 'matches'), count(db, 'players')]).toEqual([0, 0]);
    const door = contract['match:replay-log'].input.safeParse({ log: { ...finished, bots: ['easy'] }, viewer: null });
    expect(door.success ? null : door.error.issues.map((i) => i.path)).toEqual([['log', 'bots']]);
    const cli = replayLogSchema.safeParse({ ...finished, bots: ['easy', 'wizard'] });
    expect(cli.success ? null : cli.error.issues.map((i) => i.path)).toEqual([['bots', 1]]);
  });

  test('an assist-mode log with a bot seat is refused, as creating such a match is; with no bot it is kept', () => {
    const { db, matches } = service();
    const result = matches.importLog({ ...withBot, mode: 'assist' });
    expect(result.ok ? null : [result.error.code, result.error.path, result.error.message]).toEqual(['input/invalid', ['bots'], 'Bots play digital games only; in assist mode the real table plays.']);
    expect([count(db, 'matches'), count(db, 'players')]).toEqual([0, 0]);
    must(matches.importLog({ ...finished, mode: 'assist', bots: [null, null] }));
    expect(count(db, 'matches')).toBe(1);
  });
});
