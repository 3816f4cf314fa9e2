/**
 * Board marks of real actions, from seeded random games of every title: each mark names the exact place the
 * action changed (checked against the view after the action: the key, tile, meeple, shop or section is there),
 * a few actions are spelled out, and a mark made for another seat's screen names nothing that screen cannot see.
 */
import { describe, expect, test } from 'vitest';
import { randomPlayout, setupState, type MatchSetup } from '../engine/runner';
import { getGame } from '../games/registry';
import type { AnyGame, GameId } from '../engine/types';
import { boardMarks } from './index';
import type { View as ParisView, Action as ParisAction } from '../games/paris/types';
import type { View as CarcView, Action as CarcAction } from '../games/carcassonne/types';
import type { View as PpView, Action as PpAction } from '../games/paris-paris/types';
import type { View as ErView, Action as ErAction } from '../games/en-route/types';
import { BUILDING_VALUES } from '../games/paris/data';

interface Step {
  seat: number;
  action: unknown;
  before: unknown;
  after: unknown;
  /** The same moment as another seat (or the observer) sees it. */
  otherBefore: unknown;
  otherAfter: unknown;
}

/** Every seat's move of a seeded random 2-player game, with views before and after it from its own seat and from the other one. */
function steps(gameId: GameId, seed: string): Step[] {
  const game = getGame(gameId) as AnyGame;
  const setup: MatchSetup = { game: gameId, options: {}, players: 2, names: ['A', 'B'], seed, mode: 'digital' };
  const { actions } = randomPlayout(game, setup);
  const start = setupState(game, setup);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const out: Step[] = [];
  for (const action of actions) {
    const actor = game.currentActor(state);
    const next = game.reduce(state, action);
    if (typeof actor === 'number') {
      const other = 1 - actor;
      out.push({ seat: actor, action, before: game.view(state, actor), after: game.view(next, actor), otherBefore: game.view(state, other), otherAfter: game.view(next, other) });
    }
    state = next;
  }
  return out;
}

const SEEDS = ['marks-1', 'marks-2'];
const marksOf = (gameId: GameId, step: Step, view: unknown = step.before) => boardMarks(gameId, step.action, view, step.seat);

describe('Paris board marks', () => {
  const all = SEEDS.flatMap((seed) => steps('paris', seed));

  test('spelled out', () => {
    const view = all[0].before as ParisView;
    const mark = (action: ParisAction) => boardMarks('paris', action, view, 0);
    expect(mark({ type: 'placeKey', at: 'arc' })).toEqual(['arc']);
    expect(mark({ type: 'placeKey', at: 'montmartre' })).toEqual(['bank:montmartre']);
    expect(mark({ type: 'moveKey', from: { kind: 'bank', district: 'belleville' }, to: { kind: 'building', district: 'belleville', value: 5 } })).toEqual(['bank:belleville', 'space:belleville:5']);
    expect(mark({ type: 'moveKey', from: { kind: 'arc' }, to: { kind: 'newLandmark', district: 'chaillot', landmark: 'sacre-coeur' } })).toEqual(['arc', 'landmark:chaillot:0', 'landmark-supply:sacre-coeur']);
    expect(mark({ type: 'bonusTrack', space: 7 })).toEqual(['track:7']);
    expect(mark({ type: 'vpTile', tile: 2, district: 'la-villette' })).toEqual(['vp:la-villette']);
    expect(mark({ type: 'chooseEndTile', tile: 'E4' })).toEqual(['end-tiles']);
    expect(mark({ type: 'endTurn' })).toEqual([]);
  });

  test('every key placed or moved in real games is where its marks say', () => {
    let checked = 0;
    for (const step of all) {
      const action = step.action as ParisAction;
      const after = step.after as ParisView;
      const marks = marksOf('paris', step);
      if (action.type === 'placeKey') {
        const keys = action.at === 'arc' ? after.arc : after.districts[action.at].bank;
        expect(keys).toContain(step.seat);
        expect(marks).toEqual([action.at === 'arc' ? 'arc' : `bank:${action.at}`]);
        checked++;
      }
      if (action.type === 'moveKey' && action.to.kind === 'building') {
        const { district, value } = action.to;
        expect(marks.at(-1)).toBe(`space:${district}:${value}`);
        expect(after.districts[district].spaces[BUILDING_VALUES.indexOf(value as (typeof BUILDING_VALUES)[number])].keys).toContain(step.seat);
        checked++;
      }
      if (action.type === 'moveKey' && action.to.kind === 'newLandmark') {
        const [, where] = marks;
        const [, district, index] = where.split(':');
        expect(district).toBe(action.to.district);
        expect(after.districts[action.to.district].landmarks[Number(index)].id).toBe(action.to.landmark);
        checked++;
      }
      // The other seat's screen sees the same places: Paris's places are all public.
      expect(marksOf('paris', step, step.otherBefore)).toEqual(marks);
      for (const mark of marks) expect(mark).toMatch(/^(arc|bank:[\w-]+|space:[\w-]+:\d+|landmark:[\w-]+:\d+|landmark-supply:[\w-]+|district:[\w-]+|vp:[\w-]+|track:\d+|end-tiles)$/);
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('Carcassonne board marks', () => {
  const all = SEEDS.flatMap((seed) => steps('carcassonne', seed));

  test('every tile and meeple of real games lies where its mark says', () => {
    let tiles = 0;
    let meeples = 0;
    for (const step of all) {
      const action = step.action as CarcAction;
      const after = step.after as CarcView;
      const marks = marksOf('carcassonne', step);
      if (action.type === 'place') {
        expect(marks).toEqual([`cell:${action.x},${action.y}`]);
        expect(after.tiles.some((tile) => tile.x === action.x && tile.y === action.y && tile.letter === action.tile && tile.r === action.r)).toBe(true);
        tiles++;
      }
      if (action.type === 'meeple') {
        const [, at] = marks[0].split(':');
        const [x, y, segment] = at.split(',').map(Number);
        expect(segment).toBe(action.segment);
        const before = step.before as CarcView;
        const tileIndex = after.tiles.findIndex((tile) => tile.x === x && tile.y === y);
        // The tile placed this turn, where the meeple goes.
        expect(tileIndex).toBe(before.placed);
        const standing = after.meeples.some((m) => m.tile === tileIndex && m.segment === segment && m.seat === step.seat);
        // A meeple that completes its feature at once scores and comes straight back to its supply.
        if (standing) meeples++;
        else expect(after.supply[step.seat]).toBe(before.supply[step.seat]);
      }
      expect(marksOf('carcassonne', step, step.otherBefore)).toEqual(marks);
    }
    expect(tiles).toBeGreaterThan(60);
    expect(meeples).toBeGreaterThan(5);
  });
});

describe('Paris Paris board marks', () => {
  const all = SEEDS.flatMap((seed) => steps('paris-paris', seed));

  test('every pick of real games opens its shop at the marked stop', () => {
    let picks = 0;
    for (const step of all) {
      const action = step.action as PpAction;
      const before = step.before as PpView;
      const marks = marksOf('paris-paris', step);
      if (action.type !== 'pick') {
        expect(marks).toEqual([]);
        continue;
      }
      expect(marks).toEqual([`stop:${action.stop}`]);
      if (before.supply[step.seat] > 0) expect((step.after as PpView).shops[action.stop]).toContain(step.seat);
      expect(marksOf('paris-paris', step, step.otherBefore)).toEqual(marks);
      picks++;
    }
    expect(picks).toBeGreaterThan(20);
  });
});

describe('En Route board marks', () => {
  const all = SEEDS.flatMap((seed) => steps('en-route', seed));

  test('sections and locations of real games are on the marked seat\'s map', () => {
    let sections = 0;
    for (const step of all) {
      const action = step.action as ErAction;
      const marks = marksOf('en-route', step);
      if (action.type === 'section' || action.type === 'extra') {
        expect(marks).toEqual([`map:${step.seat}:road:${action.road}`]);
        expect((step.after as ErView).seats[step.seat].sections).toContain(action.road);
        sections++;
      }
      if (action.type === 'locate') expect(marks).toEqual([`map:${step.seat}:location:${action.location}`]);
      if (action.type === 'takeFromSequence') expect(marks).toEqual([`sequence:${action.position}`]);
    }
    expect(sections).toBeGreaterThan(10);
  });

  test('a card is named only on the screen of the seat holding it; elsewhere by where it went', () => {
    let cards = 0;
    for (const step of all) {
      const action = step.action as ErAction;
      if (action.type !== 'lead' && action.type !== 'offer' && action.type !== 'place') continue;
      expect(marksOf('en-route', step)).toContain(`hand:${action.card}`);
      const elsewhere = marksOf('en-route', step, step.otherBefore);
      expect(elsewhere.some((mark) => mark.includes(action.card))).toBe(false);
      if (action.type === 'lead') expect(elsewhere).toEqual(['round:led']);
      if (action.type === 'offer') {
        const earlier = (step.otherBefore as ErView).round.offers.filter((o) => o.seat === step.seat).length;
        expect(elsewhere).toEqual([`round:offer:${step.seat}:${earlier}`]);
        // After the offer, that slot holds it: the seat's offers so far are one more.
        expect((step.otherAfter as ErView).round.offers.filter((o) => o.seat === step.seat)).toHaveLength(earlier + 1);
      }
      cards++;
    }
    expect(cards).toBeGreaterThan(5);
  });
});
