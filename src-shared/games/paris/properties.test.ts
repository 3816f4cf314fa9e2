import fc from 'fast-check';
import { expect, test } from 'vitest';
import { canonicalJson } from '../../engine/canonical';
import { randomPlayout, replay, type MatchSetup } from '../../engine/runner';
import { DISTRICTS, KEYS_BY_PLAYERS, PRESTIGE, RESOURCES } from './data';
import { paris } from './index';
import type { Action, Options, State } from './types';

function setupFor(players: number, seed: string, options: Partial<Options>): MatchSetup {
  return { game: 'paris', options, players, names: ['A', 'B', 'C', 'D'].slice(0, players), seed, mode: 'digital' };
}

function keysOf(s: State, seat: number): number {
  const p = s.players[seat];
  let n = p.keysInHand + p.reserve + s.arc.filter((k) => k === seat).length;
  for (const d of DISTRICTS) {
    const district = s.districts[d];
    n += district.bank.filter((k) => k === seat).length;
    n += district.spaces.reduce((m, sp) => m + sp.keys.filter((k) => k === seat).length, 0);
    n += district.landmarks.reduce((m, l) => m + l.keys.filter((k) => k === seat).length, 0);
  }
  return n;
}

function tokensOnBoard(s: State, kind: 'resource' | 'prestige', type: string): number {
  return DISTRICTS.reduce((n, d) => n + s.districts[d].spaces.filter((sp) => sp.token?.kind === kind && sp.token.type === type).length, 0);
}

function checkConservation(s: State): void {
  const players = s.players.length;
  s.players.forEach((p, seat) => {
    expect(keysOf(s, seat)).toBe(KEYS_BY_PLAYERS[players] + 2);
    expect(p.francs).toBeGreaterThanOrEqual(0);
    const numbers = p.tiles.filter((t) => t.id.startsWith('b')).map((t) => t.id);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
  if (s.phase === 'layout') return;
  for (const r of RESOURCES) {
    expect(tokensOnBoard(s, 'resource', r) + s.supply[r] + s.players.reduce((n, p) => n + p.resources[r], 0)).toBe(6);
  }
  for (const t of PRESTIGE) {
    expect(tokensOnBoard(s, 'prestige', t) + s.spentPrestige[t] + s.players.reduce((n, p) => n + p.prestige[t], 0)).toBe(6);
  }
  const held = s.players.flatMap((p) => p.tiles.map((t) => t.id));
  const bonusTotal = { 2: 30, 3: 36, 4: 42 }[players]!;
  expect(s.track.flat().length + held.filter((id) => id.startsWith('b')).length + s.discards.filter((id) => id.startsWith('b')).length).toBe(bonusTotal);
  expect(s.endTiles.length + held.filter((id) => id.startsWith('E')).length + s.discards.filter((id) => id.startsWith('E')).length).toBe(12);
  const placedLandmarks = DISTRICTS.reduce((n, d) => n + s.districts[d].landmarks.length, 0);
  expect(s.landmarkSupply.length + placedLandmarks).toBe(8);
  expect(s.vpTileSupply.length + DISTRICTS.filter((d) => s.districts[d].vpTile !== null).length).toBe(6);
}

const optionsArb = fc.record({
  setup: fc.constantFrom('basic', 'random'),
  ignoreDistrictNames: fc.boolean(),
  woodOn: fc.constantFrom('residence', 'value8'),
  sameNumber: fc.constantFrom('held', 'ever'),
  tradesPerTurn: fc.integer({ min: 0, max: 6 }),
}) as fc.Arbitrary<Partial<Options>>;

test('random legal games: keys, tokens, tiles, landmarks and VP tiles are conserved; they end within maxActions and replay identically', () => {
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 4 }), fc.string({ minLength: 1, maxLength: 6 }), optionsArb, (players, seed, options) => {
      const setup = setupFor(players, seed, options);
      const playout = randomPlayout(paris, setup);
      const state = playout.state as State;
      const actions = playout.actions as Action[];
      expect(actions.length).toBeLessThanOrEqual(paris.meta.maxActions(players));
      let s = paris.setup(paris.optionsSchema.parse(options), { players, names: setup.names, seed, mode: 'digital' });
      for (const action of actions) {
        s = paris.reduce(s, action);
        checkConservation(s);
      }
      expect(canonicalJson(s)).toBe(canonicalJson(state));
      const again = replay(paris, setup, actions);
      expect(again.ok && canonicalJson(again.state)).toBe(canonicalJson(state));
      expect(paris.score(state).final).toBe(true);
    }),
    { numRuns: 5 },
  );
});

test('no legal action throws, in any state reached by random play', () => {
  for (const [players, seed] of [[2, 'x'], [4, 'y']] as const) {
    const actions = randomPlayout(paris, setupFor(players, seed, {})).actions as Action[];
    let s = paris.setup(paris.optionsSchema.parse({}), { players, names: ['A', 'B', 'C', 'D'].slice(0, players), seed, mode: 'digital' });
    for (const action of actions) {
      for (const candidate of paris.legalActions(s)) {
        expect(() => paris.reduce(s, candidate)).not.toThrow();
        expect(paris.actionSchema.safeParse(candidate).success).toBe(true);
      }
      s = paris.reduce(s, action);
    }
  }
});

test('no view holds another seat’s francs, tokens or tiles, and log lines never name another seat’s end-game tile', () => {
  const actions = randomPlayout(paris, setupFor(3, 'secrets', {})).actions as Action[];
  let s = paris.setup(paris.optionsSchema.parse({}), { players: 3, names: ['A', 'B', 'C'], seed: 'secrets', mode: 'digital' });
  for (const action of actions) {
    for (const viewer of [0, 1, 2]) {
      const v = paris.view(s, viewer);
      v.players.forEach((p, seat) => {
        if (seat !== viewer) expect([p.francs, p.tiles, p.resources, p.prestige]).toEqual([null, null, null, null]);
      });
      if (action.type === 'chooseEndTile' && viewer !== s.turn) expect(paris.describeAction(s, action, viewer).text).not.toContain(action.tile);
    }
    s = paris.reduce(s, action);
  }
});
