/**
 * En Route rules, one test per rule of the rulebook (../../../../shared/rules/en-route.ja.txt), quoted in
 * the test names. Lanternport's data (ours) stands in for the first city.
 */
import { describe, expect, test } from 'vitest';
import { CARDS, ICONIC } from './data';
import { locationIndex, locationsForDigits, sidesOf } from './board';
import { roadKey } from './route/types';
import { act, edit, giveHand, legal, legalOfType, settleChance, start } from './test-helpers';
import { view } from './view';
import { score } from './scoring';
import { enRouteRules } from './rules';
import { optionsSchema } from './types';
import type { State } from './types';

const road = (ax: number, ay: number, bx: number, by: number) => roadKey({ x: ax, y: ay }, { x: bx, y: by });

/** 2 players: Ann leads `lead`, Ben offers `offers`, Ann keeps `keep`. */
function twoPlayerRound(lead: string, offers: [string, string], keep: string, options: Record<string, unknown> = {}): State {
  let s = start(2, options);
  s = giveHand(s, 0, [lead, 'g-green-6', 'g-blue-6']);
  s = giveHand(s, 1, [...offers, 'g-green-5']);
  s = act(s, { type: 'lead', card: lead });
  s = act(s, { type: 'offer', card: offers[0] });
  s = act(s, { type: 'offer', card: offers[1] });
  return act(s, { type: 'keep', card: keep });
}

describe('setup', () => {
  test('city deck of 36: 12 city cards, 18 global cards, 6 repeat cards ("都市デッキ(36枚)")', () => {
    expect(CARDS).toHaveLength(36);
    expect(CARDS.filter((c) => c.kind === 'city')).toHaveLength(12);
    expect(CARDS.filter((c) => c.kind === 'global')).toHaveLength(18);
    expect(CARDS.filter((c) => c.kind === 'repeat')).toHaveLength(6);
  });

  test('each player draws 3 cards; full game reveals one goal card of each deck A, B, C', () => {
    const s = start(3);
    expect(s.seats.map((p) => p.hand.length)).toEqual([3, 3, 3]);
    expect(s.goals.map((g) => g[0])).toEqual(['A', 'B', 'C']);
  });

  test('personal goals: each draws 2, keeps 1 secretly ("個人目標カードを2枚引き、そのうちの1枚")', () => {
    let s = settleChance(setupOnly(2));
    expect(s.phase).toBe('personal');
    const choices = s.seats[0].goalChoices;
    expect(choices).toHaveLength(2);
    expect(view(s, 1).seats[0].goalChoices).toBeNull();
    expect(view(s, 1).seats[0].personalGoal).toBeNull();
    s = act(s, { type: 'keepGoal', goal: choices[1] });
    expect(s.seats[0].personalGoal).toBe(choices[1]);
    expect(view(s, 1).seats[0].personalGoal).toBeNull();
  });

  test('simple level: no goal cards, no personal goals', () => {
    const s = start(2, { level: 'simple' });
    expect(s.goals).toEqual([]);
    expect(s.seats.every((p) => p.personalGoal === null)).toBe(true);
  });

  test('intermediate level: personal goals but no goal cards', () => {
    const s = start(2, { level: 'intermediate' });
    expect(s.goals).toEqual([]);
    expect(s.seats.every((p) => p.personalGoal !== null)).toBe(true);
  });

  test('four boards share the map but have different coordinate layouts', () => {
    const [a, b] = [locationsForDigits(0, 1, 3), locationsForDigits(1, 1, 3)];
    expect(a).toHaveLength(2);
    expect(a).not.toEqual(b);
  });
});

function setupOnly(players: number): State {
  return enRouteRules.setup(optionsSchema.parse({}), { players, names: ['Ann', 'Ben', 'Cid', 'Dee'].slice(0, players), seed: 't', mode: 'digital' });
}

describe('tourist selection', () => {
  test('2 players: the opponent offers 2 cards ("2人用ゲームでは、対戦相手が2枚のカードを置きます")', () => {
    let s = start(2);
    expect(s.round.active).toBe(0);
    s = act(s, { type: 'lead', card: s.seats[0].hand[0] });
    expect(s.round.offerers).toEqual([1, 1]);
  });

  test('the active player keeps one offered card; the other goes under the deck, never their own', () => {
    let s = start(2);
    s = giveHand(s, 0, ['g-red-1', 'g-red-2', 'g-red-3']);
    s = giveHand(s, 1, ['g-blue-1', 'g-blue-2', 'g-blue-3']);
    s = act(s, { type: 'lead', card: 'g-red-1' });
    s = act(s, { type: 'offer', card: 'g-blue-1' });
    expect(view(s, 0).round.offers[0].card).toBe('hidden');
    s = act(s, { type: 'offer', card: 'g-blue-2' });
    expect(legalOfType(s, 'keep').map((a) => a.card)).toEqual(['g-blue-1', 'g-blue-2']);
    s = act(s, { type: 'keep', card: 'g-blue-2' });
    expect(s.round.roundCards).toEqual(['g-red-1', 'g-blue-2']);
    expect(s.deck.bottom).toEqual(['g-blue-1']);
  });

  test('3 players: after the starting round the left and right neighbours offer', () => {
    let s = start(3);
    s = playRound(s);
    expect(s.round.kind).toBe('normal');
    expect(s.round.active).toBe(0);
    s = act(s, { type: 'lead', card: s.seats[0].hand[0] });
    expect(s.round.offerers).toEqual([1, 2]);
  });

  test('4 players: the player opposite does not offer', () => {
    let s = start(4);
    s = playRound(playRound(s));
    expect(s.round.number).toBe(3);
    s = act(s, { type: 'lead', card: s.seats[0].hand[0] });
    expect(s.round.offerers).toEqual([1, 3]);
  });

  test('team mode: the teammate offers 2 cards face up; no starting rounds', () => {
    let s = start(4, { team: true });
    expect(s.round.kind).toBe('normal');
    s = act(s, { type: 'lead', card: s.seats[0].hand[0] });
    expect(s.round.offerers).toEqual([2, 2]);
    const card = s.seats[2].hand[0];
    s = act(s, { type: 'offer', card });
    expect(view(s, 1).round.offers[0].card).toBe(card);
  });

  test('active player rotates clockwise each round (2 players)', () => {
    let s = start(2);
    s = playRound(s);
    expect(s.round.active).toBe(1);
  });
});

/** Plays one whole round with the first legal choice everywhere. */
function playRound(state: State): State {
  let s = state;
  const number = s.round.number;
  while (s.round.number === number && s.phase !== 'final' && s.phase !== 'over') {
    const options = legal(s);
    const pick = options.find((a) => a.type !== 'refresh' && a.type !== 'extra' && a.type !== 'shift') ?? options[0];
    s = act(s, pick);
  }
  return s;
}

describe('starting rounds', () => {
  test('3 players: cards placed face down, then each seat picks any 2 of the 3 ("任意の2枚")', () => {
    let s = start(3);
    expect(s.round.kind).toBe('starting');
    const first = s.seats[0].hand[0];
    s = act(s, { type: 'place', card: first });
    expect(view(s, 1).round.placed[0].card).toBe('hidden');
    expect(view(s, 0).round.placed[0].card).toBe(first);
    s = act(s, { type: 'place', card: s.seats[1].hand[0] });
    s = act(s, { type: 'place', card: s.seats[2].hand[0] });
    expect(s.phase).toBe('draw');
    expect(legalOfType(s, 'pick')).toHaveLength(3);
  });

  test('turns are secret until the starting rounds end ("他のプレイヤーのボードを見ることはできません")', () => {
    let s = start(3);
    for (let i = 0; i < 3; i++) s = act(s, legalOfType(s, 'place')[0]);
    s = act(s, legalOfType(s, 'pick')[0]);
    s = act(s, legalOfType(s, 'locate')[0]);
    expect(view(s, 1).seats[0].tourists).toBeNull();
    expect(view(s, 1).turn).toBeNull();
    expect(view(s, 0).seats[0].tourists).not.toBeNull();
    expect(score(s).seats.every((x) => x.total === 0) && score(s).tieBreaks).toEqual([]);
    // Screens show "—" and the reason, not a row of zeros that reads like a real score.
    expect(score(s).hidden).toBe(true);
    expect(score(s).seats[0].breakdown[0].reason.key).toBe('reason.secret');
    s = playRound(s);
    expect(view(s, 1).seats[0].tourists).not.toBeNull();
    expect(score(s).hidden).toBeUndefined();
  });

  test('4 players: round 2 uses the two cards not picked; nothing is discarded or drawn after round 1', () => {
    let s = start(4);
    for (let i = 0; i < 4; i++) s = act(s, legalOfType(s, 'place')[0]);
    const placed = s.round.placed.map((p) => p.card);
    const picked = legalOfType(s, 'pick')[0].cards;
    s = playRound(s);
    expect(s.round.number).toBe(2);
    expect(s.discard).toEqual([]);
    expect(s.seats.map((p) => p.hand.length)).toEqual([2, 2, 2, 2]);
    expect(s.turn!.cards.sort()).toEqual(placed.filter((c) => !picked.includes(c)).sort());
    s = playRound(s);
    expect(s.discard.sort()).toEqual(placed.slice().sort());
    expect(s.seats.map((p) => p.hand.length)).toEqual([3, 3, 3, 3]);
  });

  test('iconic symbols placed in a starting round are upgraded, even in advanced mode (upgrade only)', () => {
    let s = start(3, { ratings: 'advanced' });
    s = giveHand(s, 0, ['c-1', 'g-red-2', 'g-red-3']);
    s = act(s, { type: 'place', card: 'c-1' });
    s = act(s, legalOfType(s, 'place')[0]);
    s = act(s, legalOfType(s, 'place')[0]);
    expect(s.ratings.clocktower).toBeGreaterThanOrEqual(ICONIC[0].advancedStart + 1);
    expect(s.phase).toBe('draw');
  });
});

describe('round cards', () => {
  test('a repeat card counts as 2 tourists of the other card\'s type ("2人いるとして扱います")', () => {
    const s = twoPlayerRound('r-3', ['g-red-4', 'g-blue-1'], 'g-red-4');
    const spots = legalOfType(s, 'locate');
    expect(spots.map((a) => a.location).sort((a, b) => a - b)).toEqual([locationIndex(3, 2), locationIndex(2, 3)]);
    const after = act(s, spots[0]);
    expect(after.seats[0].tourists[spots[0].location]).toEqual({ red: 3, green: 0, blue: 0 });
  });

  test('two repeat cards: 2 tourists of one type of your choice', () => {
    const s = twoPlayerRound('r-3', ['r-4', 'g-blue-1'], 'r-4');
    const spots = legalOfType(s, 'locate');
    expect(spots.every((a) => a.colour)).toBe(true);
    const green = spots.find((a) => a.colour === 'green')!;
    expect(act(s, green).seats[0].tourists[green.location]).toEqual({ red: 0, green: 2, blue: 0 });
  });

  test('standard mode: each iconic symbol on the round cards upgrades its landmark', () => {
    const s = twoPlayerRound('c-1', ['c-4', 'g-blue-1'], 'c-4');
    expect(s.ratings.clocktower).toBe(2);
  });

  test('repeat cards do not repeat iconic symbols ("その他の要素...は繰り返されません")', () => {
    const s = twoPlayerRound('r-3', ['c-1', 'g-blue-1'], 'c-1');
    expect(s.ratings.clocktower).toBe(1);
  });

  test('standard mode: a rating never goes past the top of its track', () => {
    let s = start(2);
    s = edit(s, (x) => (x.ratings.clocktower = 4));
    s = giveHand(s, 0, ['c-1', 'g-green-6', 'g-blue-6']);
    s = giveHand(s, 1, ['g-red-1', 'g-blue-1', 'g-green-5']);
    s = act(s, { type: 'lead', card: 'c-1' });
    s = act(s, { type: 'offer', card: 'g-red-1' });
    s = act(s, { type: 'offer', card: 'g-blue-1' });
    s = act(s, { type: 'keep', card: 'g-red-1' });
    expect(s.ratings.clocktower).toBe(4);
  });

  test('advanced mode: the active player must up- or downgrade; staying only at the top or bottom', () => {
    const s = twoPlayerRound('c-1', ['g-red-1', 'g-blue-1'], 'g-red-1', { ratings: 'advanced' });
    expect(s.ratings.clocktower).toBe(1);
    expect(legal(s).map((a) => (a.type === 'rate' ? a.change : a.type))).toEqual(['up', 'down']);
    const down = act(s, { type: 'rate', iconic: 'clocktower', change: 'down' });
    expect(down.ratings.clocktower).toBe(0);
    const top = edit(s, (x) => (x.ratings.clocktower = 4));
    expect(legal(top).map((a) => (a.type === 'rate' ? a.change : a.type))).toEqual(['down', 'stay']);
  });

  test('advanced mode starts with the purple-cornered box marked', () => {
    expect(start(2, { ratings: 'advanced' }).ratings).toEqual({ clocktower: 1, glasshouse: 1, lighthouse: 1 });
  });
});

describe('hand refresh ("ハンドカードの更新")', () => {
  test('1–3 cards under the deck, as many drawn, deck shuffled; once per game', () => {
    let s = start(2);
    const old = s.seats[0].hand.slice();
    expect(legalOfType(s, 'refresh')).toHaveLength(7);
    s = act(s, { type: 'refresh', cards: old.slice(0, 2) });
    expect(s.chance.filter((c) => c.kind === 'deal')).toHaveLength(2);
    s = settleChance(s);
    expect(s.seats[0].hand).toHaveLength(3);
    expect(s.seats[0].refreshed).toBe(true);
    expect(s.deck.bottom).toEqual([]);
    expect(s.deck.bag).toEqual(expect.arrayContaining(old.slice(0, 2)));
    expect(legalOfType(s, 'refresh')).toHaveLength(0);
  });

  test('may be used when offering too (after the first card is played)', () => {
    let s = start(2);
    s = act(s, legalOfType(s, 'lead')[0]);
    expect(legalOfType(s, 'refresh').length).toBeGreaterThan(0);
  });
});

describe('drawing: location', () => {
  test('coordinates in either order; the location must be empty at the start of the turn', () => {
    let s = twoPlayerRound('g-red-1', ['g-red-3', 'g-blue-1'], 'g-red-3');
    expect(legalOfType(s, 'locate').map((a) => a.location).sort((a, b) => a - b)).toEqual([locationIndex(2, 0), locationIndex(0, 2)]);
    s = edit(s, (x) => (x.seats[0].tourists[locationIndex(2, 0)] = { red: 1, green: 0, blue: 0 }));
    expect(legalOfType(s, 'locate').map((a) => a.location)).toEqual([locationIndex(0, 2)]);
  });

  test('both locations taken: 1 tourist of any type anywhere empty, then only 1 section', () => {
    let s = twoPlayerRound('g-red-1', ['g-red-3', 'g-blue-1'], 'g-red-3');
    s = edit(s, (x) => {
      x.seats[0].tourists[locationIndex(2, 0)] = { red: 1, green: 0, blue: 0 };
      x.seats[0].tourists[locationIndex(0, 2)] = { red: 1, green: 0, blue: 0 };
    });
    const spots = legalOfType(s, 'locate');
    expect(spots).toHaveLength(34 * 3);
    const target = spots.find((a) => a.location === locationIndex(5, 5) && a.colour === 'blue')!;
    s = act(s, target);
    expect(s.seats[0].tourists[locationIndex(5, 5)]).toEqual({ red: 0, green: 0, blue: 1 });
    s = act(s, { type: 'section', road: road(5, 5, 6, 5) });
    expect(legalOfType(s, 'section')).toEqual([]);
    expect(legal(s).some((a) => a.type === 'endTurn')).toBe(true);
  });

  test('a single digit pair like (5, 5) gives one location', () => {
    const s = twoPlayerRound('g-red-5', ['g-green-5', 'g-blue-1'], 'g-green-5');
    expect(legalOfType(s, 'locate').map((a) => a.location)).toEqual([locationIndex(4, 4)]);
  });
});

describe('drawing: route', () => {
  const located = () => {
    const s = twoPlayerRound('g-red-3', ['g-red-4', 'g-blue-1'], 'g-red-4');
    return act(s, { type: 'locate', location: locationIndex(2, 3) });
  };

  test('2 sections, straight or L, next to the location with at least one along its side', () => {
    let s = located();
    s = act(s, { type: 'section', road: road(2, 3, 3, 3) });
    const second = legalOfType(s, 'section').map((a) => a.road).sort();
    expect(second).toEqual([road(1, 3, 2, 3), road(2, 2, 2, 3), road(2, 3, 2, 4), road(3, 3, 4, 3), road(3, 2, 3, 3), road(3, 3, 3, 4)].sort());
  });

  test('a first section that only touches a corner needs the second along the side', () => {
    let s = located();
    s = act(s, { type: 'section', road: road(1, 3, 2, 3) });
    expect(legalOfType(s, 'section').map((a) => a.road).sort()).toEqual([road(2, 3, 3, 3), road(2, 3, 2, 4)].sort());
  });

  test('or 1 section anywhere (ending the turn after one)', () => {
    let s = located();
    s = act(s, { type: 'section', road: road(0, 0, 1, 0) });
    expect(legalOfType(s, 'section')).toEqual([]);
    s = act(s, { type: 'endTurn' });
    expect(s.turn!.seat).toBe(1);
  });

  test('a section is never drawn twice', () => {
    const s = edit(located(), (x) => x.seats[0].sections.push(road(4, 4, 5, 4)));
    expect(legalOfType(s, 'section').some((a) => a.road === road(4, 4, 5, 4))).toBe(false);
    expect(legalOfType(s, 'section')).toHaveLength(83);
  });

  test('the route step needs at least one section before the turn ends', () => {
    expect(legal(located()).some((a) => a.type === 'endTurn')).toBe(false);
  });
});

describe('cafés', () => {
  const atRoute = (options: Record<string, unknown> = {}) => {
    const s = twoPlayerRound('g-red-1', ['g-red-3', 'g-blue-1'], 'g-red-3', options);
    return act(s, { type: 'locate', location: locationIndex(0, 2) });
  };

  test('new tourist café: instant, added to this turn\'s location; unused it scores 2 PP', () => {
    let s = atRoute();
    s = act(s, { type: 'section', road: road(0, 2, 0, 3) });
    expect(s.seats[0].cafesVisited).toEqual(['cafe-a']);
    expect(legalOfType(s, 'cafeTourist')).toEqual([{ type: 'cafeTourist', cafe: 'cafe-a' }]);
    const used = act(s, { type: 'cafeTourist', cafe: 'cafe-a' });
    expect(used.seats[0].tourists[locationIndex(0, 2)]!.red).toBe(s.seats[0].tourists[locationIndex(0, 2)]!.red + 1);
    const kept = act(s, { type: 'endTurn' });
    expect(kept.seats[0].cafesUsed).toEqual([]);
  });

  test('route section café: draw 1 extra section now or on a later turn', () => {
    let s = atRoute();
    s = act(s, { type: 'section', road: road(2, 0, 3, 0) });
    expect(s.seats[0].cafesVisited).toContain('cafe-d');
    expect(legalOfType(s, 'extra').length).toBeGreaterThan(0);
    const now = act(s, { type: 'extra', road: road(4, 6, 5, 6) });
    expect(now.seats[0].cafesUsed).toEqual(['cafe-d']);
    s = act(s, { type: 'endTurn' });
    expect(s.seats[0].cafesUsed).toEqual([]);
    expect(s.seats[0].cafesVisited).toContain('cafe-d');
  });

  test('coordinate change café: ±1 with wrap-around, usable from the next turn', () => {
    let s = atRoute({ balance: ['none', 'none'] });
    s = act(s, { type: 'section', road: road(0, 2, 0, 3) });
    s = edit(s, (x) => x.seats[0].cafesVisited.push('cafe-f'));
    s = act(s, { type: 'endTurn' });
    s = act(s, legalOfType(s, 'locate')[0]);
    s = act(s, legalOfType(s, 'section')[0]);
    s = act(s, { type: 'endTurn' });
    s = settleChance(s);
    // Round 2: Ben is active; give Ann's turn known cards by playing it through.
    s = giveHand(s, 1, ['g-red-6', 'g-green-2', 'g-blue-2']);
    s = giveHand(s, 0, ['g-green-1', 'g-green-3', 'g-blue-3']);
    s = act(s, { type: 'lead', card: 'g-red-6' });
    s = act(s, { type: 'offer', card: 'g-green-1' });
    s = act(s, { type: 'offer', card: 'g-green-3' });
    s = act(s, { type: 'keep', card: 'g-green-1' });
    s = act(s, legalOfType(s, 'locate')[0]);
    s = act(s, legalOfType(s, 'section')[0]);
    s = act(s, { type: 'endTurn' });
    expect(legalOfType(s, 'shift')).toHaveLength(4);
    s = act(s, { type: 'shift', card: 0, delta: 1 });
    expect(view(s, 0).digits).toEqual([1, 1]);
    expect(s.seats[0].cafesUsed).toEqual(['cafe-f']);
    expect(legalOfType(s, 'shift')).toHaveLength(0);
  });

  test('simple level ignores cafés', () => {
    let s = atRoute({ level: 'simple' });
    s = act(s, { type: 'section', road: road(0, 2, 0, 3) });
    expect(s.seats[0].cafesVisited).toEqual([]);
  });
});

describe('balance cards', () => {
  test('a route section balance card gives one extra section once, spent before café bonuses', () => {
    let s = twoPlayerRound('g-red-1', ['g-red-3', 'g-blue-1'], 'g-red-3', { balance: ['section'] });
    expect(s.seats[0].balance).toEqual({ section: 1, coordinate: 0 });
    s = act(s, { type: 'locate', location: locationIndex(0, 2) });
    s = act(s, { type: 'section', road: road(0, 2, 0, 1) });
    s = act(s, { type: 'extra', road: road(4, 6, 5, 6) });
    expect(s.seats[0].balance.section).toBe(0);
    expect(legalOfType(s, 'extra')).toEqual([]);
  });

  test('a coordinate balance card changes a digit at the location step', () => {
    const s = twoPlayerRound('g-red-1', ['g-red-3', 'g-blue-1'], 'g-red-3', { balance: ['coordinate'] });
    const shifted = act(s, { type: 'shift', card: 1, delta: -1 });
    expect(view(shifted, 0).digits).toEqual([1, 2]);
    const wrapped = act(s, { type: 'shift', card: 0, delta: -1 });
    expect(view(wrapped, 0).digits).toEqual([6, 3]);
  });
});

describe('upkeep and the course of the game', () => {
  test('round cards are discarded and hands refilled to 3', () => {
    let s = start(2);
    s = playRound(s);
    expect(s.discard).toHaveLength(2);
    expect(s.seats.map((p) => p.hand.length)).toEqual([3, 3]);
  });

  test('exactly 10 rounds, then each seat chooses its final route', () => {
    let s = start(2);
    for (let r = 0; r < 10; r++) s = playRound(s);
    expect(s.phase).toBe('final');
    expect(s.round.number).toBe(10);
  });

  test('location sides: a location is next to the four roads around it', () => {
    expect([...sidesOf(locationIndex(0, 0))].sort()).toEqual([road(0, 0, 1, 0), road(0, 1, 1, 1), road(0, 0, 0, 1), road(1, 0, 1, 1)].sort());
  });
});

describe('solo mode', () => {
  test('10 cards in 4 rows, the front row of 3 face up; 2 cards in hand', () => {
    const s = start(1);
    expect(s.sequence).toHaveLength(10);
    expect(s.sequence.filter((x) => x.faceUp)).toHaveLength(3);
    expect(s.seats[0].hand).toHaveLength(2);
    expect(view(s, 0).sequence.filter((x) => x.card === 'hidden')).toHaveLength(7);
  });

  test('a round: one card from hand, one face-up sequence card; uncovered cards turn face up in upkeep', () => {
    let s = start(1);
    s = act(s, legalOfType(s, 'lead')[0]);
    expect(legalOfType(s, 'takeFromSequence').map((a) => a.position)).toEqual([7, 8, 9]);
    s = act(s, { type: 'takeFromSequence', position: 7 });
    s = playRound(s);
    expect(s.sequence[5].faceUp).toBe(false);
    s = act(s, legalOfType(s, 'lead')[0]);
    s = act(s, { type: 'takeFromSequence', position: 8 });
    s = playRound(s);
    expect(s.sequence[5].faceUp).toBe(true);
    expect(s.seats[0].hand).toHaveLength(2);
  });
});

describe('final route ("最終ルートの決定")', () => {
  const atFinal = () => {
    let s = start(2);
    for (let r = 0; r < 10; r++) s = playRound(s);
    return s;
  };

  test('the proven-optimal route is proposed and can be accepted', () => {
    const s = atFinal();
    expect(s.proposal!.optimal).toBe(true);
    const after = act(s, { type: 'acceptOptimal' });
    expect(after.seats[0].finalTrail).toEqual(s.proposal!.trail);
    expect(after.cursor).toBe(1);
  });

  test('or the player walks their own: each section continues from where the route arrived, once', () => {
    let s = atFinal();
    const start0 = legalOfType(s, 'routeStart')[0];
    s = act(s, start0);
    const steps = legalOfType(s, 'routeStep');
    expect(steps.length).toBeGreaterThan(0);
    s = act(s, steps[0]);
    expect(legalOfType(s, 'routeStep').some((a) => a.road === steps[0].road)).toBe(false);
    s = act(s, { type: 'routeDone' });
    expect(s.seats[0].finalTrail).toEqual({ start: start0.at, sections: [steps[0].road] });
  });

  test('personal goals are revealed for the final route', () => {
    const s = atFinal();
    expect(view(s, 1).seats[0].personalGoal).toBe(s.seats[0].personalGoal);
  });
});
