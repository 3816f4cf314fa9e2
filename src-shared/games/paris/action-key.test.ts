/** The search tree's short action keys: exact for each kind of action, and one key per action over random play. */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../engine/canonical';
import { createRng } from '../../engine/rng';
import { applyTrusted, drawChance, setupState } from '../../engine/runner';
import { searchChoice } from '../../bots/mcts';
import { botGame } from '../../bots/registry';
import { parisActionKey } from './action-key';
import { paris } from './index';
import { NAMES } from './test-helpers';
import type { Action } from './types';

describe('Paris action keys', () => {
  it('write each kind of action from its fields', () => {
    const cases: [Action, string][] = [
      [{ type: 'placeKey', at: 'arc' }, 'Karc'],
      [{ type: 'placeKey', at: 'montmartre' }, 'Kmontmartre'],
      [{ type: 'moveKey', from: { kind: 'bank', district: 'chaillot' }, to: { kind: 'building', district: 'chaillot', value: 8 } }, 'Mbchaillot>uchaillot:8'],
      [{ type: 'moveKey', from: { kind: 'arc' }, to: { kind: 'landmark', district: 'belleville', index: 1 }, via: 16 }, 'Ma>lbelleville:1/16'],
      [{ type: 'moveKey', from: { kind: 'building', district: 'la-villette', value: 3 }, to: { kind: 'newLandmark', district: 'la-villette', landmark: 'pantheon' } }, 'Mula-villette:3>nla-villette:pantheon'],
      [{ type: 'moveKey', from: { kind: 'landmark', district: 'batignolles', index: 0 }, to: { kind: 'building', district: 'batignolles', value: 5 } }, 'Mlbatignolles:0>ubatignolles:5'],
      [{ type: 'bonusTrack', space: 27 }, 'T27'],
      [{ type: 'prestige', slots: [0, 2] }, 'P0,2'],
      [{ type: 'vpTile', tile: 3, district: 'saint-germain' }, 'V3:saint-germain'],
      [{ type: 'useTile', tile: 'b12' }, 'Ub12'],
      [{ type: 'useTile', tile: 'b9', space: 14 }, 'Ub9@14'],
      [{ type: 'useTile', tile: 'e4', pairs: [1, 0, 2] }, 'Ue4#1,0,2'],
      [{ type: 'sell', source: 'token', kind: 'resource', as: 'marble' }, 'Sresource:marble:token'],
      [{ type: 'buy', resource: 'gold' }, 'Bgold'],
      [{ type: 'chooseEndTile', tile: 'e7' }, 'Ce7'],
      [{ type: 'draw', tile: 'chaillot:5' }, 'Dchaillot:5'],
      [{ type: 'layoutToken', token: 'silver' }, 'LTsilver'],
      [{ type: 'layoutBonus', number: 4 }, 'LB4'],
      [{ type: 'placeBuilding', district: 'belleville' }, 'Gbelleville'],
      [{ type: 'takeEndTile' }, 'E'],
      [{ type: 'pass' }, 'p'],
      [{ type: 'withdraw' }, 'w'],
      [{ type: 'skipBonus' }, 's'],
      [{ type: 'skipVpTile' }, 'v'],
      [{ type: 'endTurn' }, 'e'],
    ];
    for (const [action, key] of cases) expect(parisActionKey(action)).toBe(key);
    expect(new Set(cases.map(([, key]) => key)).size).toBe(cases.length);
  });

  it('give two legal actions the same key exactly when they are the same action (random games, 2–4 players)', () => {
    const canonicalOf = new Map<string, string>();
    const keyOf = new Map<string, string>();
    let positions = 0;
    for (const [players, seed] of [[2, 'k2'], [3, 'k3'], [4, 'k4'], [4, 'k4b']] as const) {
      const setup = { game: 'paris', options: { setup: seed === 'k4b' ? 'random' : 'basic' }, players, names: NAMES.slice(0, players), seed, mode: 'digital' as const };
      const initial = setupState(paris, setup);
      if (!initial.ok) throw new Error(initial.error.message);
      let state = initial.value;
      const rng = createRng(seed);
      for (let index = 0; paris.currentActor(state as never) !== 'terminal'; index++) {
        const actor = paris.currentActor(state as never);
        const legal = actor === 'chance' ? [drawChance(paris, state, seed, index) as Action] : paris.legalActions(state as never);
        for (const action of legal) {
          const key = parisActionKey(action);
          const json = canonicalJson(action);
          expect(canonicalOf.get(key) ?? json).toBe(json);
          expect(keyOf.get(json) ?? key).toBe(key);
          canonicalOf.set(key, json);
          keyOf.set(json, key);
        }
        positions++;
        state = applyTrusted(paris, state, legal[rng.int(legal.length)]);
      }
    }
    expect(positions).toBeGreaterThan(400);
    // Every kind of action was keyed (the layout's chance draws in the random setup).
    const kinds = new Set([...keyOf.keys()].map((json) => (JSON.parse(json) as Action).type));
    for (const kind of ['layoutToken', 'layoutBonus', 'draw', 'placeKey', 'moveKey', 'bonusTrack', 'prestige', 'vpTile', 'useTile', 'sell', 'buy', 'chooseEndTile', 'takeEndTile', 'endTurn']) expect(kinds).toContain(kind);
  });

  it('leave the search’s choices as they were with canonical JSON keys (positions of a random 4-player game)', () => {
    const bot = botGame('paris')!;
    const withJson = { game: bot.game, support: { ...bot.support, actionKey: undefined } };
    const setup = { game: 'paris', options: {}, players: 4, names: NAMES, seed: 'same', mode: 'digital' as const };
    const initial = setupState(paris, setup);
    if (!initial.ok) throw new Error(initial.error.message);
    let state = initial.value;
    const rng = createRng('same');
    let compared = 0;
    for (let index = 0; paris.currentActor(state as never) !== 'terminal'; index++) {
      const actor = paris.currentActor(state as never);
      if (typeof actor === 'number' && index % 25 === 0 && paris.legalActions(state as never).length > 1) {
        const budget = { iterations: 40, rolloutDepth: 0 };
        const short = searchChoice(bot, state, actor, createRng(`s${index}`), budget);
        const long = searchChoice(withJson, state, actor, createRng(`s${index}`), budget);
        expect(short.action).toEqual(long.action);
        expect(short.value).toBe(long.value);
        compared++;
      }
      const legal = actor === 'chance' ? [drawChance(paris, state, 'same', index)] : paris.legalActions(state as never);
      state = applyTrusted(paris, state, legal[rng.int(legal.length)]);
    }
    expect(compared).toBeGreaterThan(5);
  });
});
