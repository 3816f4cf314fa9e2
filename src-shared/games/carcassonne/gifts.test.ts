/** The Gifts, following the Japanese rulebook (../shared/rules/carcassonne-gifts.ja.txt). */
import { describe, expect, test } from 'vitest';
import type { GiftCard } from './data';
import { carcassonneGame } from './index';
import { meeple, play, position, withMeeples } from './test-helpers';
import type { State } from './types';

const none = { synod: 0, roadSweeper: 0, cashOut: 0, takeTwo: 0, changePosition: 0 };

/** Ann (seat 0) will place a D at (1,0): its road extends the U at (0,0), its city the E at (1,-1). */
function roadAndCity(): State {
  return position([['U', 0, 0, 0], ['E', 1, -1, 2]], { hand: ['D'] });
}
const placeD = { type: 'place', tile: 'D', x: 1, y: 0, r: 0 } as const;

describe('receiving a gift (rulebook ギフトの獲得)', () => {
  test("rulebook example: extending Ben's road earns a card even though the city's majority is shared", () => {
    let s = roadAndCity();
    s = withMeeples(s, [meeple(s, 1, 0, 0, 'road'), meeple(s, 0, 1, -1, 'city'), meeple(s, 2, 1, -1, 'city')]);
    s = play(s, placeD);
    expect(s.phase).toBe('gift');
    expect(carcassonneGame.currentActor(s)).toBe('chance');
  });

  test('rulebook example: without the road meeple, a shared majority in the city gives nothing', () => {
    let s = roadAndCity();
    s = withMeeples(s, [meeple(s, 0, 1, -1, 'city'), meeple(s, 2, 1, -1, 'city')]);
    s = play(s, placeD);
    expect(s.phase).toBe('follower');
  });

  test('extending an unoccupied feature, or one you lead, gives nothing', () => {
    expect(play(roadAndCity(), placeD).phase).toBe('follower');
    let s = roadAndCity();
    s = withMeeples(s, [meeple(s, 0, 0, 0, 'road')]);
    expect(play(s, placeD).phase).toBe('follower');
  });

  test('a field held by another player does not count: only roads and cities', () => {
    let s = roadAndCity();
    s = withMeeples(s, [meeple(s, 1, 0, 0, 'field')]);
    expect(play(s, placeD).phase).toBe('follower');
  });

  test('at most one card per turn, even when two features qualify', () => {
    let s = roadAndCity();
    s = withMeeples(s, [meeple(s, 1, 0, 0, 'road'), meeple(s, 2, 1, -1, 'city')]);
    s = play(s, placeD, { type: 'gift', card: 'synod' });
    expect(s.giftHands[0]).toEqual(['synod']);
    expect(s.phase).toBe('follower');
  });

  test('a gift drawn last in the turn does not read as if the card scored: the turn end scores', () => {
    // Ann closes Ben's road between two monasteries; all her meeples are out, so the gift ends the turn.
    let s = position([['A', 0, 0, 0]], { hand: ['A'] });
    const field = meeple(s, 0, 0, 0, 'field');
    s = withMeeples(s, [meeple(s, 1, 0, 0, 'road'), ...Array.from({ length: 7 }, () => field)]);
    s = play(s, { type: 'place', tile: 'A', x: 0, y: 1, r: 2 });
    expect(s.phase).toBe('gift');
    const gift = { type: 'gift', card: 'roadSweeper' } as const;
    const line = carcassonneGame.describeAction(s, gift, 0);
    expect(line.text).toBe('You received a gift: Road Sweeper. The turn ends and completed features score — road: Ben +2');
    expect(line.params?.scoredJa).toBe('。手番が終わり、完成した地形を得点計算 — 道：Ben +2');
    expect(line.params?.scoredFr).toBe('. Fin du tour, les éléments achevés rapportent — route : Ben +2');
    expect(play(s, gift).points[1]).toMatchObject({ roads: 2 });
  });

  test('the card is drawn secretly: others see only that a card was received', () => {
    let s = roadAndCity();
    s = withMeeples(s, [meeple(s, 1, 0, 0, 'road')]);
    s = play(s, placeD);
    const gift = { type: 'gift', card: 'cashOut' } as const;
    expect(carcassonneGame.describeAction(s, gift, 0).text).toContain('Cash Out');
    expect(carcassonneGame.describeAction(s, gift, 1).text).not.toContain('Cash Out');
    expect(carcassonneGame.describeAction(s, gift, null).text).not.toContain('Cash Out');
    const after = play(s, gift);
    expect(carcassonneGame.view(after, 0).myGifts).toEqual(['cashOut']);
    const other = JSON.stringify(carcassonneGame.view(after, 1));
    expect(other).not.toContain('cashOut"]');
    expect(carcassonneGame.view(after, 1).giftHandSizes).toEqual([1, 0, 0]);
  });

  test('rare case: an empty deck is refilled from the discard pile', () => {
    let s = roadAndCity();
    s = withMeeples({ ...s, giftDeck: none, giftDiscard: { ...none, takeTwo: 2 } }, [meeple(s, 1, 0, 0, 'road')]);
    s = play(s, placeD);
    expect(carcassonneGame.legalActions(s)).toEqual([{ type: 'gift', card: 'takeTwo' }]);
    s = play(s, { type: 'gift', card: 'takeTwo' });
    expect(s.giftDeck.takeTwo).toBe(1);
    expect(s.giftDiscard.takeTwo).toBe(0);
  });

  test('rare case: with every card in players’ hands, nobody receives one', () => {
    let s = roadAndCity();
    s = withMeeples({ ...s, giftDeck: none, giftDiscard: none }, [meeple(s, 1, 0, 0, 'road')]);
    expect(play(s, placeD).phase).toBe('follower');
  });

  test('the option off: no cards are dealt and none can be opened', () => {
    let s: State = { ...roadAndCity(), gifts: false, giftHands: [['synod' as GiftCard], [], []] };
    s = withMeeples(s, [meeple(s, 1, 0, 0, 'road')]);
    expect(carcassonneGame.legalActions(s).some((a) => a.type === 'open')).toBe(false);
    expect(play(s, placeD).phase).toBe('follower');
  });
});

describe('opening a gift (rulebook ギフトを開く)', () => {
  test('after drawing and before placing, at most one card per turn, then it lies face up on the discard pile', () => {
    let s = position([['U', 0, 0, 0]], { hand: ['U'], giftHands: [['cashOut', 'cashOut'], [], []] });
    s = withMeeples(s, [meeple(s, 0, 0, 0, 'road')]);
    expect(carcassonneGame.legalActions(s)[0]).toEqual({ type: 'open', card: 'cashOut' });
    s = play(s, { type: 'open', card: 'cashOut' });
    expect(s.giftDiscard.cashOut).toBe(1);
    s = play(s, { type: 'cashOut', x: 0, y: 0, segment: 0 });
    expect(s.phase).toBe('place');
    expect(carcassonneGame.legalActions(s).some((a) => a.type === 'open')).toBe(false);
    s = play(s, { type: 'place', tile: 'U', x: 1, y: 0, r: 0 });
    expect(carcassonneGame.legalActions(s).some((a) => a.type === 'open')).toBe(false);
  });

  test('a card whose effect could do nothing cannot be opened (decision: it would only lose 2 points)', () => {
    const s = position([['U', 0, 0, 0]], { hand: ['U'], giftHands: [['synod', 'roadSweeper', 'cashOut', 'changePosition'], [], []] });
    expect(carcassonneGame.legalActions(s).some((a) => a.type === 'open')).toBe(false);
  });
});

describe('card effects (rulebook ギフトカードの効果)', () => {
  test('Synod, rulebook example: a third meeple on a shared monastery, then completing it, takes all 9', () => {
    const ring: [import('./data').TileLetter, number, number, number][] = [['B', 0, 0, 0]];
    for (const [x, y] of [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1]]) ring.push(['B', x, y, 0]);
    let s = position(ring, { hand: ['B'], giftHands: [['synod'], [], []] });
    s = withMeeples(s, [meeple(s, 0, 0, 0, 'monastery'), meeple(s, 1, 0, 0, 'monastery')]);
    s = play(s, { type: 'open', card: 'synod' });
    expect(carcassonneGame.legalActions(s)).toContainEqual({ type: 'synod', x: 0, y: 0 });
    s = play(s, { type: 'synod', x: 0, y: 0 }, { type: 'place', tile: 'B', x: 1, y: 1, r: 0 }, { type: 'pass' });
    expect(s.points[0].monasteries).toBe(9);
    expect(s.points[1].monasteries).toBe(0);
    expect(s.meeples).toEqual([]);
  });

  test('Synod goes only on unfinished monasteries, and needs a meeple in supply', () => {
    let s = position([['B', 0, 0, 0], ['A', 1, 0, 0]], { hand: ['U'], giftHands: [['synod'], [], []] });
    s = play(s, { type: 'open', card: 'synod' });
    expect(carcassonneGame.legalActions(s)).toEqual([{ type: 'synod', x: 0, y: 0 }, { type: 'synod', x: 1, y: 0 }]);
    const full = withMeeples(s, Array.from({ length: 7 }, () => meeple(s, 0, 0, 0, 'field')));
    expect(carcassonneGame.legalActions({ ...full, phase: 'place', opened: null, giftHands: [['synod'], [], []] }).some((a) => a.type === 'open')).toBe(false);
  });

  test('Road Sweeper, rulebook example: score an unfinished road now, its meeples go home, then occupy it again', () => {
    let s = position([['U', 0, 0, 0], ['U', 1, 0, 0], ['U', 2, 0, 0], ['U', 3, 0, 0]], { hand: ['U'], giftHands: [['roadSweeper'], [], []] });
    s = withMeeples(s, [meeple(s, 0, 1, 0, 'road'), meeple(s, 1, 3, 0, 'road')]);
    s = play(s, { type: 'open', card: 'roadSweeper' }, { type: 'sweep', x: 1, y: 0, segment: 0 });
    expect(s.points.map((p) => p.roads)).toEqual([4, 4, 0]);
    expect(s.meeples).toEqual([]);
    s = play(s, { type: 'place', tile: 'U', x: 4, y: 0, r: 0 }, { type: 'meeple', segment: 0 });
    expect(s.meeples).toEqual([{ seat: 0, tile: 4, segment: 0 }]);
  });

  test('Road Sweeper may score a road that is not yours', () => {
    let s = position([['U', 0, 0, 0], ['U', 1, 0, 0]], { hand: ['U'], giftHands: [['roadSweeper'], [], []] });
    s = withMeeples(s, [meeple(s, 2, 1, 0, 'road')]);
    s = play(s, { type: 'open', card: 'roadSweeper' }, { type: 'sweep', x: 1, y: 0, segment: 0 });
    expect(s.points[2].roads).toBe(2);
    expect(s.points[0].roads).toBe(0);
  });

  test('Cash Out, rulebook example: take one meeple back from a city holding 3, score 6', () => {
    let s = position([['E', 0, 0, 1], ['F', 1, 0, 0], ['G', 2, 0, 0]], { hand: ['U'], giftHands: [['cashOut'], [], []] });
    s = withMeeples(s, [meeple(s, 0, 0, 0, 'city'), meeple(s, 1, 1, 0, 'city'), meeple(s, 2, 2, 0, 'city')]);
    s = play(s, { type: 'open', card: 'cashOut' });
    expect(carcassonneGame.legalActions(s)).toEqual([{ type: 'cashOut', x: 0, y: 0, segment: 0 }]);
    s = play(s, { type: 'cashOut', x: 0, y: 0, segment: 0 });
    expect(s.points[0].gifts).toBe(6);
    expect(s.meeples.map((m) => m.seat)).toEqual([1, 2]);
  });

  test('Cash Out works from a field too', () => {
    let s = position([['U', 0, 0, 0]], { hand: ['U'], giftHands: [['cashOut'], [], []] });
    s = withMeeples(s, [meeple(s, 0, 0, 0, 'field')]);
    s = play(s, { type: 'open', card: 'cashOut' }, { type: 'cashOut', x: 0, y: 0, segment: 1 });
    expect(s.points[0].gifts).toBe(2);
    expect(s.meeples).toEqual([]);
  });

  test('Take 2: a second tile is drawn, one is placed, the other goes back into the pile', () => {
    let s = position([['U', 0, 0, 0]], { hand: ['U'], giftHands: [['takeTwo'], [], []] });
    const before = s.pile.C;
    s = play(s, { type: 'open', card: 'takeTwo' });
    expect(carcassonneGame.currentActor(s)).toBe('chance');
    s = play(s, { type: 'draw', tile: 'C' });
    expect(s.hand).toEqual(['U', 'C']);
    const placeable = carcassonneGame.legalActions(s).filter((a) => a.type === 'place');
    expect(placeable.every((a) => a.type === 'place' && a.tile === 'U')).toBe(true); // C fits nowhere next to roads and fields
    s = play(s, { type: 'place', tile: 'U', x: 1, y: 0, r: 0 });
    expect(s.pile.C).toBe(before);
    expect(s.hand).toEqual([]);
  });

  test('Take 2: either tile may be placed', () => {
    let s = position([['U', 0, 0, 0]], { hand: ['U'], giftHands: [['takeTwo'], [], []] });
    s = play(s, { type: 'open', card: 'takeTwo' }, { type: 'draw', tile: 'V' });
    const tiles = new Set(carcassonneGame.legalActions(s).flatMap((a) => (a.type === 'place' ? [a.tile] : [])));
    expect([...tiles]).toEqual(['U', 'V']);
    const before = s.pile.U;
    s = play(s, { type: 'place', tile: 'V', x: 1, y: 0, r: 0 });
    expect(s.pile.U).toBe(before + 1);
  });

  test('Change Position, rulebook example: a city meeple lies down in an occupied field of the same tile', () => {
    let s = position([['E', 0, 0, 0]], { hand: ['U'], giftHands: [['changePosition'], [], []] });
    s = withMeeples(s, [meeple(s, 0, 0, 0, 'city'), meeple(s, 2, 0, 0, 'field')]);
    s = play(s, { type: 'open', card: 'changePosition' });
    expect(carcassonneGame.legalActions(s)).toEqual([{ type: 'changePosition', x: 0, y: 0, from: 0, to: 1 }]);
    s = play(s, { type: 'changePosition', x: 0, y: 0, from: 0, to: 1 });
    expect(s.meeples).toEqual([{ seat: 0, tile: 0, segment: 1 }, { seat: 2, tile: 0, segment: 1 }]);
  });

  test('Change Position: a farmer stands up on a road, city or monastery of its tile, never moves sideways', () => {
    let s = position([['A', 0, 0, 0]], { hand: ['U'], giftHands: [['changePosition'], [], []] });
    s = withMeeples(s, [meeple(s, 0, 0, 0, 'field')]);
    s = play(s, { type: 'open', card: 'changePosition' });
    // A: road 0, field 1, monastery 2.
    expect(carcassonneGame.legalActions(s)).toEqual([
      { type: 'changePosition', x: 0, y: 0, from: 1, to: 0 },
      { type: 'changePosition', x: 0, y: 0, from: 1, to: 2 },
    ]);
  });
});

describe('assist mode: gift cards stay secret from the shared screen', () => {
  /** roadAndCity() in assist mode: the deck is 25 unseen cards. */
  function assist(extra: Partial<State> = {}): State {
    return { ...roadAndCity(), giftDeck: none, secretGifts: true, secretDeck: 25, ...extra };
  }

  test('setup in assist mode draws secret cards; digital mode draws named ones', () => {
    const names = ['A', 'B'];
    const assisted = carcassonneGame.setup({ gifts: true }, { players: 2, names, seed: 's', mode: 'assist' });
    expect(assisted.secretGifts).toBe(true);
    expect(assisted.secretDeck).toBe(25);
    const digital = carcassonneGame.setup({ gifts: true }, { players: 2, names, seed: 's', mode: 'digital' });
    expect(digital.secretGifts).toBe(false);
  });

  test('the table only says that a card was drawn; the deck shrinks', () => {
    let s = assist();
    s = withMeeples(s, [meeple(s, 1, 0, 0, 'road')]);
    s = play(s, placeD);
    expect(carcassonneGame.legalActions(s)).toEqual([{ type: 'gift', card: 'secret' }, { type: 'gift', card: 'none' }]);
    expect(carcassonneGame.describeAction(s, { type: 'gift', card: 'secret' }, 0).text).toBe('Ann received a gift');
    s = play(s, { type: 'gift', card: 'secret' });
    expect(s.giftHands[0]).toEqual(['secret']);
    expect(carcassonneGame.view(s, null).giftDeckSize).toBe(24);
  });

  // Issue 22: "in the tabletop mirror, when the engine says a gift was earned, there is no 'no card' if the table disagrees".
  test('the table drew no card although the engine saw one earned: "no card" goes on without one, and says so', () => {
    let s = assist();
    s = withMeeples(s, [meeple(s, 1, 0, 0, 'road')]);
    s = play(s, placeD);
    const deck = carcassonneGame.view(s, null).giftDeckSize;
    expect(carcassonneGame.describeAction(s, { type: 'gift', card: 'none' }, null).text).toBe('Ann received no gift card: the table drew none');
    s = play(s, { type: 'gift', card: 'none' });
    expect(s.giftHands[0]).toEqual([]);
    expect(carcassonneGame.view(s, null).giftDeckSize).toBe(deck);
    expect(s.phase === 'follower' || s.seat === 1).toBe(true);
    // Digital play draws from the app's own deck: no such choice there.
    expect(carcassonneGame.legalActions({ ...s, phase: 'gift', secretGifts: false }).some((a) => a.type === 'gift' && a.card === 'none')).toBe(false);
  });

  test('a secret card is named when opened: any type whose copies are not all face up', () => {
    let s = position([['U', 0, 0, 0]], { hand: ['U'], giftDeck: none, secretGifts: true, secretDeck: 20, giftHands: [['secret'], [], []], giftDiscard: { ...none, takeTwo: 5 } });
    s = withMeeples(s, [meeple(s, 0, 0, 0, 'road')]);
    const opens = carcassonneGame.legalActions(s).filter((a) => a.type === 'open');
    // Take 2: all five copies are face up; Synod: no monastery; so Road Sweeper, Cash Out or Change Position.
    expect(opens).toEqual([
      { type: 'open', card: 'roadSweeper' },
      { type: 'open', card: 'cashOut' },
      { type: 'open', card: 'changePosition' },
    ]);
    s = play(s, { type: 'open', card: 'cashOut' });
    expect(s.giftHands[0]).toEqual([]);
    expect(s.giftDiscard.cashOut).toBe(1);
  });

  test('an empty deck is refilled from the discard pile; unopened secret cards score 2 each', () => {
    let s = assist({ secretDeck: 0, giftDiscard: { ...none, synod: 2 } });
    s = withMeeples(s, [meeple(s, 1, 0, 0, 'road')]);
    s = play(s, placeD, { type: 'gift', card: 'secret' });
    expect(s.secretDeck).toBe(1);
    expect(s.giftDiscard.synod).toBe(0);
    const empty = Object.fromEntries(Object.keys(s.pile).map((l) => [l, 0])) as State['pile'];
    s = play({ ...s, pile: empty }, { type: 'pass' });
    expect(s.points[0].gifts).toBe(2);
  });
});
