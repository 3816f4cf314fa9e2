/**
 * Rules review of the digital game against the rulebook (../../../../shared/rules/en-route.ja.txt): rules
 * that the first implementation missed or bent, one test each, quoting the rulebook line.
 */
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../engine/canonical';
import { randomPlayout } from '../../engine/runner';
import { PERSONAL_GOALS } from './data';
import { locationIndex } from './board';
import { boardsSecret } from './helpers';
import { roadKey } from './route/types';
import { act, game, giveHand, legalOfType, NAMES, start } from './test-helpers';
import { optionsSchema, type Action, type State } from './types';
import { view } from './view';

const road = (ax: number, ay: number, bx: number, by: number) => roadKey({ x: ax, y: ay }, { x: bx, y: by });

/** 2 players: Ann leads g-red-1, Ben offers g-red-3 and g-blue-1, Ann keeps g-red-3 → digits (1, 3). */
function firstTurn(options: Record<string, unknown>): State {
  let s = start(2, options);
  s = giveHand(s, 0, ['g-red-1', 'g-green-6', 'g-blue-6']);
  s = giveHand(s, 1, ['g-red-3', 'g-blue-1', 'g-green-5']);
  s = act(s, { type: 'lead', card: 'g-red-1' });
  s = act(s, { type: 'offer', card: 'g-red-3' });
  s = act(s, { type: 'offer', card: 'g-blue-1' });
  return act(s, { type: 'keep', card: 'g-red-3' });
}

describe('balance cards: "どのプレイヤーもバランスカード1枚(または複数枚)を取得することを選択できます" (p.14)', () => {
  test('a seat may take several balance cards, each with its own side', () => {
    const s = firstTurn({ balance: [['section', 'section', 'coordinate'], 'none'] });
    expect(s.seats[0].balance).toEqual({ section: 2, coordinate: 1 });
    expect(s.seats[1].balance).toEqual({ section: 0, coordinate: 0 });
  });

  test('each card is used once: two route-section cards give two extra sections', () => {
    let s = firstTurn({ balance: [['section', 'section']] });
    s = act(s, { type: 'locate', location: locationIndex(0, 2) });
    s = act(s, { type: 'section', road: road(0, 2, 0, 1) });
    s = act(s, { type: 'extra', road: road(4, 6, 5, 6) });
    expect(legalOfType(s, 'extra').length).toBeGreaterThan(0);
    s = act(s, { type: 'extra', road: road(5, 6, 6, 6) });
    expect(s.seats[0].balance.section).toBe(0);
    expect(legalOfType(s, 'extra')).toEqual([]);
  });

  test('a seat takes at most 3 balance cards (our cap, keeps the game bounded)', () => {
    expect(optionsSchema.safeParse({ balance: [['section', 'section', 'coordinate', 'coordinate']] }).success).toBe(false);
    expect(optionsSchema.safeParse({ balance: ['section', ['coordinate']] }).success).toBe(true);
  });
});

/**
 * Hidden information, as a property over random games: changing what another seat keeps secret (its hand,
 * personal goal and goal choices, its face-down offer or placed card, its secret starting-round board and
 * pick) or the order of the deck changes nothing in my view, in my log lines, nor in the public score.
 */
describe('hidden information: another seat\'s secrets and the deck order never reach my view, log or the score', () => {
  function states(players: number, options: Record<string, unknown>): { state: State; action: Action }[] {
    const setup = { game: 'en-route', options, players, names: NAMES.slice(0, players), seed: `review-${players}`, mode: 'digital' as const };
    const { actions } = randomPlayout(game, setup);
    let state = game.setup(game.optionsSchema.parse(options), { players, names: setup.names, seed: setup.seed, mode: 'digital' }) as State;
    return actions.map((action) => {
      const before = state;
      state = game.reduce(state, action) as State;
      return { state: before, action: action as Action };
    });
  }

  /** A deck card instead of `card`, the card going into the deck in its place. */
  function swapWithDeck(s: State, card: string): string {
    const other = s.deck.bag[0];
    if (!other) return card;
    s.deck.bag[0] = card;
    return other;
  }

  function perturb(state: State, other: number): State {
    const s = structuredClone(state);
    const p = s.seats[other];
    if (p.hand.length) p.hand[0] = swapWithDeck(s, p.hand[0]);
    s.deck.bag.reverse();
    s.deck.bottom.reverse();
    if (s.phase !== 'final' && s.phase !== 'over' && p.personalGoal) {
      p.personalGoal = PERSONAL_GOALS.find((g) => !s.seats.some((x) => x.personalGoal === g.id))!.id;
    }
    p.goalChoices = p.goalChoices.map(() => PERSONAL_GOALS[7].id);
    if (s.round.step === 'offer' && !s.team) s.round.offers = s.round.offers.map((o) => (o.seat === other ? { ...o, card: swapWithDeck(s, o.card) } : o));
    if (s.round.step === 'secret') s.round.placed = s.round.placed.map((o) => (o.seat === other ? { ...o, card: swapWithDeck(s, o.card) } : o));
    if (s.round.picks[other]) s.round.picks[other] = ['g-red-1', 'g-red-2'];
    if (boardsSecret(s)) {
      p.tourists = p.tourists.map(() => ({ red: 9, green: 0, blue: 0 }));
      p.sections = [];
      p.cafesVisited = [];
      p.cafesUsed = [];
      if (s.turn?.seat === other) Object.assign(s.turn, { location: 1, main: [], cards: ['g-red-1', 'g-red-2'] });
    }
    return s;
  }

  for (const [players, options] of [[2, {}], [3, { ratings: 'advanced' }], [4, {}], [4, { team: true }]] as const) {
    test(`${players} players ${JSON.stringify(options)}`, () => {
      states(players, options).forEach(({ state, action }, index) => {
        for (let viewer = 0; viewer < players; viewer++) {
          for (let other = 0; other < players; other++) {
            if (other === viewer) continue;
            const changed = perturb(state, other);
            expect(canonicalJson(view(changed, viewer))).toBe(canonicalJson(view(state, viewer)));
            if (game.currentActor(state) !== other) {
              expect(canonicalJson(game.describeAction(changed, action, viewer))).toBe(canonicalJson(game.describeAction(state, action, viewer)));
            }
            if (index % 10 === 0) expect(canonicalJson(game.score(changed))).toBe(canonicalJson(game.score(state)));
          }
        }
      });
    });
  }

  test('solo: the face-down cards of the sequence and the deck order stay hidden', () => {
    for (const { state } of states(1, {})) {
      const s = structuredClone(state);
      s.sequence = s.sequence.map((slot) => (slot.card && !slot.faceUp ? { ...slot, card: swapWithDeck(s, slot.card) } : slot));
      s.deck.bag.reverse();
      expect(canonicalJson(view(s, 0))).toBe(canonicalJson(view(state, 0)));
    }
  });
});

describe('advanced ratings (p.19)', () => {
  test('"複数のランドマークの評価を調整する必要がある場合は、それぞれを個別に": two symbols, two separate choices', () => {
    let s = start(2, { ratings: 'advanced' });
    s = giveHand(s, 0, ['c-1', 'g-green-6', 'g-blue-6']);
    s = giveHand(s, 1, ['c-4', 'g-blue-1', 'g-green-5']);
    s = act(s, { type: 'lead', card: 'c-1' });
    s = act(s, { type: 'offer', card: 'c-4' });
    s = act(s, { type: 'offer', card: 'g-blue-1' });
    s = act(s, { type: 'keep', card: 'c-4' });
    expect(s.round.rateQueue).toEqual(['clocktower', 'clocktower']);
    s = act(s, { type: 'rate', iconic: 'clocktower', change: 'up' });
    expect(s.ratings.clocktower).toBe(2);
    expect(legalOfType(s, 'rate').map((a) => a.change)).toEqual(['up', 'down']);
    s = act(s, { type: 'rate', iconic: 'clocktower', change: 'down' });
    expect(s.ratings.clocktower).toBe(1);
    expect(s.phase).toBe('draw');
  });

  test('solo: the solo player is the active player who up- or downgrades', () => {
    let s = start(1, { ratings: 'advanced' });
    s = giveHand(s, 0, ['c-2', 'g-red-1']);
    s = act(s, { type: 'lead', card: 'c-2' });
    s = act(s, legalOfType(s, 'takeFromSequence')[0]);
    expect(game.currentActor(s)).toBe(0);
    expect(legalOfType(s, 'rate')[0]).toMatchObject({ iconic: 'glasshouse' });
  });
});

describe('team mode (チームモード)', () => {
  test('"通常ラウンドが10ラウンド": the active player rotates clockwise from round 1, so the teams alternate', () => {
    let s = start(4, { team: true });
    const actives: number[] = [];
    while (s.phase !== 'final') {
      if (s.phase === 'select' && s.round.step === 'lead' && actives.length < s.round.number) actives.push(s.round.active!);
      const choice = legalOfType(s, 'lead')[0] ?? game.legalActions(s).find((a) => (a as Action).type !== 'refresh' && (a as Action).type !== 'extra' && (a as Action).type !== 'shift');
      s = act(s, choice as Action);
    }
    expect(actives).toEqual([0, 1, 2, 3, 0, 1, 2, 3, 0, 1]);
  });
});

describe('starting rounds (開始ラウンド)', () => {
  test('4 players: the 4 placed cards upgrade once, in round 1 ("カードごとに"); round 2 reuses them without upgrading again', () => {
    let s = start(4);
    s = giveHand(s, 0, ['c-1', 'g-red-2', 'g-red-3']);
    s = giveHand(s, 1, ['c-4', 'g-green-2', 'g-green-3']);
    s = giveHand(s, 2, ['c-2', 'g-blue-2', 'g-blue-3']);
    s = giveHand(s, 3, ['g-red-4', 'g-green-4', 'g-blue-4']);
    for (const card of ['c-1', 'c-4', 'c-2', 'g-red-4']) s = act(s, { type: 'place', card });
    expect(s.ratings).toEqual({ clocktower: 2, glasshouse: 1, lighthouse: 0 });
    while (s.round.number === 1 || (s.round.number === 2 && s.phase === 'draw')) {
      const choice = game.legalActions(s).find((a) => !['refresh', 'extra', 'shift'].includes((a as Action).type)) as Action;
      s = act(s, choice);
    }
    expect(s.ratings).toEqual({ clocktower: 2, glasshouse: 1, lighthouse: 0 });
  });
});
