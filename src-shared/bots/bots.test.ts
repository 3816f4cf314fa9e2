/**
 * Bots see only their seat's view: for every game, two full states that look the same to the bot's seat
 * (the second has other seats' secrets and face-down piles changed by hand) give the same determinization
 * and the same move at every level. Bots play legal moves and their games end, also solo and in teams.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../engine/canonical';
import { createRng, deriveSeed, type Rng } from '../engine/rng';
import { applyAction, drawChance, setupState } from '../engine/runner';
import type { State as CarcassonneState } from '../games/carcassonne/types';
import type { State as EnRouteState } from '../games/en-route/types';
import type { State as ParisState } from '../games/paris/types';
import type { State as ParisParisState } from '../games/paris-paris/types';
import { boardOf } from '../games/paris-paris/engine';
import { meanInterval, runArena, wilson } from './arena';
import { chooseAction } from './choose';
import { botGame } from './registry';
import type { BotLevel } from './types';

/** Changes secrets the given seat cannot see; returns undefined when there is nothing to change here. */
type Perturb = (state: never, seat: number, rng: Rng) => unknown;

function swap<T>(a: T[], i: number, b: T[], j: number): void {
  [a[i], b[j]] = [b[j], a[i]];
}

const PERTURB: Record<string, Perturb> = {
  paris: (s: ParisState, seat) => {
    const other = (seat + 1) % s.players.length;
    const players = s.players.map((p, i) =>
      i === other ? { ...p, francs: p.francs + 7, resources: { ...p.resources, wood: p.resources.wood + 2 }, prestige: { ...p.prestige, gold: p.prestige.gold + 1 }, tiles: [{ id: 'b12', uses: 1 }] } : p,
    );
    return { ...s, players, pool: s.pool.slice().reverse(), endTiles: s.endTiles.slice().reverse() };
  },
  'paris-paris': (s: ParisParisState, seat) => {
    const other = (seat + 1) % s.players;
    if (s.markers[other] === null) return undefined;
    const used = new Set([...s.markers, s.openMarker]);
    const spare = boardOf(s).lines.map((l) => l.id).find((id) => !used.has(id));
    if (!spare) return undefined;
    const markers = s.markers.slice();
    markers[other] = spare;
    return { ...s, markers };
  },
  carcassonne: (s: CarcassonneState, seat) => {
    const other = (seat + 1) % s.giftHands.length;
    const hand = s.giftHands[other];
    if (hand.length === 0) return undefined;
    const card = hand[0];
    const replacement = (Object.keys(s.giftDeck) as (keyof typeof s.giftDeck)[]).find((c) => c !== card && s.giftDeck[c] > 0);
    if (!replacement || card === 'secret') return undefined;
    const giftHands = s.giftHands.map((h, i) => (i === other ? [replacement, ...h.slice(1)].sort() : h));
    return { ...s, giftHands, giftDeck: { ...s.giftDeck, [replacement]: s.giftDeck[replacement] - 1, [card]: s.giftDeck[card] + 1 } };
  },
  'en-route': (s: EnRouteState, seat) => {
    const other = (seat + 1) % s.players;
    if (other === seat || s.seats[other].hand.length === 0 || s.deck.bag.length === 0) return undefined;
    const seats = s.seats.map((p) => ({ ...p, hand: p.hand.slice() }));
    const bag = s.deck.bag.slice();
    swap(seats[other].hand, 0, bag, bag.length - 1);
    return { ...s, seats, deck: { ...s.deck, bag: bag.reverse() } };
  },
};

const CASES: { game: string; players: number; options?: unknown }[] = [
  { game: 'paris', players: 2 },
  { game: 'paris-paris', players: 3 },
  { game: 'carcassonne', players: 2 },
  { game: 'en-route', players: 3 },
];

/** Positions where a seat must act, from a seeded random game: every `step`-th decision. */
function positions(gameId: string, players: number, seed: string, step: number): { state: unknown; seat: number }[] {
  const bot = botGame(gameId)!;
  const { game } = bot;
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  const initial = setupState(game, { game: gameId, options: {}, players, names, seed, mode: 'digital' });
  if (!initial.ok) throw new Error(initial.error.message);
  let state = initial.value;
  const rng = createRng(seed);
  const out: { state: unknown; seat: number }[] = [];
  let decisions = 0;
  for (let i = 0; ; i++) {
    const actor = game.currentActor(state);
    if (actor === 'terminal') return out;
    if (actor === 'chance') state = game.reduce(state, drawChance(game, state, seed, i));
    else {
      if (++decisions % step === 0) out.push({ state, seat: actor });
      const legal = game.legalActions(state);
      state = game.reduce(state, legal[rng.int(legal.length)]);
    }
  }
}

describe('a bot sees only its own seat', () => {
  for (const { game: gameId, players } of CASES) {
    it(`${gameId}: same view, same determinization and same move at every level`, () => {
      const bot = botGame(gameId)!;
      const { game, support } = bot;
      let compared = 0;
      for (const { state, seat } of positions(gameId, players, `privacy/${gameId}`, 7)) {
        const other = PERTURB[gameId](state as never, seat, createRng('perturb'));
        if (other === undefined || canonicalJson(other) === canonicalJson(state)) continue;
        expect(canonicalJson(game.view(other, seat))).toBe(canonicalJson(game.view(state, seat)));
        const seed = `choose/${compared}`;
        expect(canonicalJson(support.sampleHidden(other, seat, createRng(seed)))).toBe(canonicalJson(support.sampleHidden(state, seat, createRng(seed))));
        for (const level of ['random', 'easy', 'greedy', 'strong'] as BotLevel[]) {
          const budget = { iterations: 24, millis: undefined };
          const a = chooseAction(bot, level, state, seat, seed, { budget });
          const b = chooseAction(bot, level, other, seat, seed, { budget });
          expect(canonicalJson(b.action)).toBe(canonicalJson(a.action));
        }
        compared++;
        if (compared >= 4) break;
      }
      expect(compared).toBeGreaterThanOrEqual(2);
    });
  }
});

const ENDING: { game: string; players: number; options?: unknown; seats: BotLevel[] }[] = [
  { game: 'paris', players: 2, seats: ['easy', 'greedy'] },
  { game: 'paris-paris', players: 4, seats: ['easy', 'greedy', 'random', 'easy'] },
  { game: 'carcassonne', players: 3, seats: ['easy', 'greedy', 'random'] },
  { game: 'en-route', players: 1, seats: ['greedy'] },
  { game: 'en-route', players: 4, options: { team: true }, seats: ['easy', 'random', 'random', 'random'] },
];

describe('bot games end with legal moves', () => {
  for (const { game: gameId, players, options, seats } of ENDING) {
    it(`${gameId} ${players}p ${JSON.stringify(options ?? {})}: every bot move passes the checked runner`, () => {
      const bot = botGame(gameId)!;
      const { game } = bot;
      const seed = `ending/${gameId}/${players}`;
      const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
      const initial = setupState(game, { game: gameId, options: options ?? {}, players, names, seed, mode: 'digital' });
      if (!initial.ok) throw new Error(initial.error.message);
      let state = initial.value;
      let i = 0;
      for (; game.currentActor(state) !== 'terminal'; i++) {
        expect(i).toBeLessThan(game.meta.maxActions(players));
        const actor = game.currentActor(state);
        const action = actor === 'chance' ? drawChance(game, state, seed, i) : chooseAction(bot, seats[actor as number], state, actor as number, deriveSeed(seed, i)).action;
        const next = applyAction(game, state, action);
        if (!next.ok) throw new Error(`${canonicalJson(action)}: ${next.error.message}`);
        state = next.value;
      }
      expect(game.score(state).final).toBe(true);
    });
  }
});

describe('arena', () => {
  it('rotates seats: each entry sits at every seat, wins add up to the games played', () => {
    const result = runArena({ bot: botGame('paris-paris')!, players: 2, entries: ['greedy', 'random'], games: 4, seed: 'arena-test' });
    expect(result.entries[0].wins + result.entries[1].wins).toBeCloseTo(4, 9);
    expect(result.entries.map((e) => e.decisions > 0)).toEqual([true, true]);
    // At two players, finishing above the other seat is winning (a shared first place half each).
    expect(result.entries.map((e) => e.aboveTotal)).toEqual(result.entries.map((e) => e.wins));
  });

  it('pairwise placings at 3 players: each pair of entries shares every game, each game hands out 3/2', () => {
    const result = runArena({ bot: botGame('paris-paris')!, players: 3, entries: ['greedy', 'random', 'random'], games: 3, seed: 'arena-test' });
    for (const [e, entry] of result.entries.entries()) {
      for (const [f, other] of result.entries.entries()) if (e !== f) expect(entry.above[f] + other.above[e]).toBeCloseTo(3, 9);
    }
    expect(result.entries.reduce((n, e) => n + e.aboveTotal, 0)).toBeCloseTo(4.5, 9);
  });

  it('interval of a mean share: shares 1, 1, 0, 0.5 give 62.5% ± 1.96 × sd/2', () => {
    const [low, high] = meanInterval(2.5, 2.25, 4);
    const sd = Math.sqrt((2.25 - 4 * 0.625 ** 2) / 3);
    expect(low).toBeCloseTo(0.625 - (1.96 * sd) / 2, 9);
    expect(high).toBeCloseTo(Math.min(1, 0.625 + (1.96 * sd) / 2), 9);
    expect(meanInterval(1, 1, 1)).toEqual([0, 1]);
  });

  it('Wilson interval: 140 of 200 is 63.3%–75.9%; none and all stay within [0, 1]', () => {
    const [low, high] = wilson(140, 200);
    expect(low).toBeCloseTo(0.6332, 3);
    expect(high).toBeCloseTo(0.7593, 3);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBe(1);
  });
});
