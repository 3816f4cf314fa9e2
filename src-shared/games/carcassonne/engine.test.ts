/** Base-game rules (reference §1.4) and properties over random legal games. */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { canonicalJson } from '../../engine/canonical';
import { createRng } from '../../engine/rng';
import { pickWeighted, randomPlayout, replay, setupState, type MatchSetup } from '../../engine/runner';
import { pickChance } from './engine';
import { FOLLOWERS_PER_PLAYER, GIFT_CARDS, TILE_TYPES } from './data';
import { canOpen, effectTargets, pileSize } from './gifts';
import { find, frontier, isComplete, placements, segmentId, tileAt } from './board';
import { DIRS, OFFSETS, OPPOSITE, edgeKinds, isDistinctRotation, segmentsOf } from './geometry';
import { carcassonneGame } from './index';
import { meeple, play, position, withMeeples } from './test-helpers';
import type { Action, State } from './types';

const setupFor = (players: number, seed: string, gifts = true, mode: MatchSetup['mode'] = 'digital'): MatchSetup => ({
  game: 'carcassonne',
  options: { gifts },
  players,
  names: Array.from({ length: players }, (_, i) => `P${i + 1}`),
  seed,
  mode,
});

function start(players = 2): State {
  const result = setupState(carcassonneGame, setupFor(players, 'start'));
  if (!result.ok) throw new Error(result.error.message);
  return result.value as State;
}

describe('tiles', () => {
  test('72 tiles in 24 types; the start tile D lies at (0,0) and 71 are in the pile', () => {
    expect(TILE_TYPES).toHaveLength(24);
    expect(TILE_TYPES.reduce((n, t) => n + t.count, 0)).toBe(72);
    const s = start();
    expect(s.board.tiles).toEqual([{ letter: 'D', x: 0, y: 0, r: 0 }]);
    expect(Object.values(s.pile).reduce((a, b) => a + b, 0)).toBe(71);
    expect(s.pile.D).toBe(3);
  });

  test('10 tiles carry a pennant and 6 a monastery (reference checks)', () => {
    expect(TILE_TYPES.reduce((n, t) => n + t.count * t.cities.reduce((p, c) => p + c.pennants, 0), 0)).toBe(10);
    expect(TILE_TYPES.reduce((n, t) => n + (t.monastery ? t.count : 0), 0)).toBe(6);
  });

  test('drawing is a chance action weighted by the tiles left', () => {
    const s = start();
    expect(carcassonneGame.currentActor(s)).toBe('chance');
    const outcomes = carcassonneGame.chanceOutcomes(s);
    expect(outcomes.find((o) => o.action.type === 'draw' && o.action.tile === 'V')!.weight).toBe(9);
    expect(outcomes.reduce((n, o) => n + o.weight, 0)).toBe(71);
  });

  test('a tile is placed next to the board with every touching edge matching; identical rotations are offered once', () => {
    const s = play(start(), { type: 'draw', tile: 'C' });
    const places = carcassonneGame.legalActions(s).filter((a): a is Extract<Action, { type: 'place' }> => a.type === 'place');
    // C is all city: it fits only north of the start tile (whose north edge is city); its 4 rotations look alike.
    expect(places.map((p) => [p.x, p.y, p.r])).toEqual([[0, -1, 0]]);
  });

  test('a straight road east of the start tile is one choice, not 0° and 180°', () => {
    const s = play(start(), { type: 'draw', tile: 'U' });
    const east = carcassonneGame.legalActions(s).filter((a) => a.type === 'place' && a.x === 1 && a.y === 0);
    expect(east).toEqual([{ type: 'place', tile: 'U', x: 1, y: 0, r: 0 }]);
    // Tiles with a half-turn symmetry offer 2 rotations, C and X 1, every other tile 4.
    const distinct = Object.fromEntries(TILE_TYPES.map((t) => [t.letter, [0, 1, 2, 3].filter((r) => isDistinctRotation(t.letter, r)).length]));
    expect(distinct).toEqual({ A: 4, B: 1, C: 1, D: 4, E: 4, F: 2, G: 2, H: 2, I: 4, J: 4, K: 4, L: 4, M: 4, N: 4, O: 4, P: 4, Q: 4, R: 4, S: 4, T: 4, U: 2, V: 4, W: 4, X: 1 });
  });

  test('a saved log that placed the straight road at 180° still replays, to the same tile on the table', () => {
    const s = play(start(), { type: 'draw', tile: 'U' });
    const turned = play(s, { type: 'place', tile: 'U', x: 1, y: 0, r: 2 });
    const straight = play(s, { type: 'place', tile: 'U', x: 1, y: 0, r: 0 });
    const look = (state: State) => segmentsOf('U', state.board.tiles[1].r).map((seg) => [...seg.edges].sort().join('') + [...seg.halves].sort().join('')).sort();
    expect(look(turned)).toEqual(look(straight));
  });

  test('a tile that fits nowhere is discarded and another is drawn', () => {
    const s = play(position([['B', 0, 0, 0]], { phase: 'draw', hand: [] }), { type: 'draw', tile: 'C' });
    expect(s.discarded).toEqual(['C']);
    expect(s.phase).toBe('draw');
    expect(s.pile.C).toBe(0);
  });

  test('the game ends when the last tile has been played, with final scoring', () => {
    const empty = Object.fromEntries(TILE_TYPES.map((t) => [t.letter, 0]));
    const s = play(position([['U', 0, 0, 0]], { hand: ['U'], pile: empty as State['pile'] }), { type: 'place', tile: 'U', x: 1, y: 0, r: 0 }, { type: 'pass' });
    expect(carcassonneGame.currentActor(s)).toBe('terminal');
    expect(carcassonneGame.score(s).final).toBe(true);
  });
});

describe('followers', () => {
  test('at most one per turn, only on the tile just placed, only on a feature with no follower in it', () => {
    let s = position([['U', 0, 0, 0]], { hand: ['U'] });
    s = withMeeples(s, [meeple(s, 1, 0, 0, 'road')]);
    s = play(s, { type: 'place', tile: 'U', x: 1, y: 0, r: 0 }, { type: 'gift', card: 'synod' });
    // U at (1,0): road 0 joins Ben's road, so only its two fields (1, 2) are free.
    expect(carcassonneGame.legalActions(s)).toEqual([{ type: 'meeple', segment: 1 }, { type: 'meeple', segment: 2 }, { type: 'pass' }]);
    s = play(s, { type: 'meeple', segment: 1 });
    expect(s.meeples).toContainEqual({ seat: 0, tile: 1, segment: 1 });
    expect(s.phase).toBe('draw');
  });

  test('roads, cities, monasteries and fields can all take a follower', () => {
    const t = play(position([['U', 0, 0, 0]], { hand: ['L'] }), { type: 'place', tile: 'L', x: 1, y: 0, r: 1 });
    const kinds = carcassonneGame.legalActions(t).flatMap((a) => (a.type === 'meeple' ? [segmentsOf('L', 1)[a.segment].kind] : []));
    expect(new Set(kinds)).toEqual(new Set(['city', 'road', 'field']));
    const m = play(position([['U', 0, 0, 0]], { hand: ['B'] }), { type: 'place', tile: 'B', x: 0, y: 1, r: 0 });
    expect(carcassonneGame.legalActions(m)).toContainEqual({ type: 'meeple', segment: 1 });
    expect(segmentsOf('B', 0)[1].kind).toBe('monastery');
  });

  test('with no follower in supply the follower step is skipped', () => {
    let s = position([['U', 0, 0, 0]], { hand: ['U'] });
    s = withMeeples(s, Array.from({ length: FOLLOWERS_PER_PLAYER }, () => meeple(s, 0, 0, 0, 'field', 1)));
    s = play(s, { type: 'place', tile: 'U', x: 1, y: 0, r: 0 });
    expect(s.phase).toBe('draw');
    expect(s.seat).toBe(1);
  });
});

/** Every adjacent pair of tiles shows matching edges. */
function edgesMatch(s: State): boolean {
  return s.board.tiles.every((t) =>
    DIRS.every((dir) => {
      const other = tileAt(s.board, t.x + OFFSETS[dir][0], t.y + OFFSETS[dir][1]);
      if (other === undefined) return true;
      const o = s.board.tiles[other];
      return edgeKinds(t.letter, t.r)[dir] === edgeKinds(o.letter, o.r)[OPPOSITE[dir]];
    }),
  );
}

/** Replays a random game step by step, checking invariants after every action. */
function walk(setup: MatchSetup, check: (before: State, action: Action, after: State) => void): State {
  const { actions } = randomPlayout(carcassonneGame, setup);
  let s = (setupState(carcassonneGame, setup) as { ok: true; value: State }).value;
  for (const action of actions as Action[]) {
    const next = carcassonneGame.reduce(s, action);
    check(s, action, next);
    s = next;
  }
  return s;
}

describe('properties over random legal games', () => {
  const arbitrary = fc.tuple(fc.integer({ min: 2, max: 5 }), fc.string({ minLength: 1, maxLength: 6 }), fc.boolean());

  test('edges always match, meeples are conserved, no legal action throws, the game ends within maxActions', () => {
    fc.assert(
      fc.property(arbitrary, ([players, seed, gifts]) => {
        const setup = setupFor(players, seed, gifts);
        const final = walk(setup, (_before, _action, after) => {
          for (let seat = 0; seat < players; seat++) {
            const onBoard = after.meeples.filter((m) => m.seat === seat).length;
            expect(onBoard).toBeLessThanOrEqual(FOLLOWERS_PER_PLAYER);
            expect(carcassonneGame.view(after, seat).supply[seat]).toBe(FOLLOWERS_PER_PLAYER - onBoard);
          }
        });
        expect(edgesMatch(final)).toBe(true);
        expect(carcassonneGame.currentActor(final)).toBe('terminal');
        // Every tile is on the board, discarded, or (never) lost.
        expect(final.board.tiles.length + final.discarded.length).toBe(72);
      }),
      { numRuns: 8 },
    );
  });

  test('every completed feature is scored exactly once, and no incomplete one as completed', () => {
    fc.assert(
      fc.property(arbitrary, ([players, seed, gifts]) => {
        const final = walk(setupFor(players, seed, gifts), () => undefined);
        const board = final.board;
        const completed = new Set<number>();
        board.tiles.forEach((t, tile) => {
          segmentsOf(t.letter, t.r).forEach((seg, local) => {
            const root = find(board.parent, segmentId(tile, local));
            if (seg.kind !== 'field' && isComplete(board, root)) completed.add(root);
          });
        });
        const scored = final.events.filter((e) => e.cause === 'completed').map((e) => e.root);
        expect(scored.slice().sort((a, b) => a - b)).toEqual([...completed].sort((a, b) => a - b));
      }),
      { numRuns: 8 },
    );
  });

  test('points equal the sum of scoring events; gift cards are conserved', () => {
    fc.assert(
      fc.property(arbitrary, ([players, seed]) => {
        walk(setupFor(players, seed), (_b, _a, s) => {
          const cards = Object.values(s.giftDeck).reduce((a, b) => a + b, 0) + Object.values(s.giftDiscard).reduce((a, b) => a + b, 0) + s.giftHands.flat().length;
          expect(cards).toBe(25);
          s.points.forEach((p, seat) => {
            const fromEvents = s.events.filter((e) => e.seats.includes(seat)).reduce((n, e) => n + e.points, 0);
            expect(Object.values(p).reduce((a, b) => a + b, 0)).toBe(fromEvents);
          });
        });
      }),
      { numRuns: 4 },
    );
  });

  test('assist mode (secret gift cards): games end and the 25 cards are conserved', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.string({ minLength: 1, maxLength: 6 }), (players, seed) => {
        const final = walk(setupFor(players, seed, true, 'assist'), (_b, _a, s) => {
          const discard = Object.values(s.giftDiscard).reduce((a, b) => a + b, 0);
          expect(s.secretDeck + discard + s.giftHands.flat().length).toBe(25);
          expect(s.giftHands.flat().every((c) => c === 'secret')).toBe(true);
        });
        expect(carcassonneGame.currentActor(final)).toBe('terminal');
      }),
      { numRuns: 4 },
    );
  });

  test('a gift can be opened exactly when its effect lists a target (canOpen answers without listing them)', () => {
    fc.assert(
      fc.property(arbitrary, ([players, seed]) => {
        walk(setupFor(players, seed), (_b, _a, s) => {
          if (s.phase !== 'place') return;
          for (const card of GIFT_CARDS) {
            const listed = card === 'takeTwo' ? pileSize(s) > 0 : effectTargets(s, card).length > 0;
            expect([card, canOpen(s, card)]).toEqual([card, listed]);
          }
        });
      }),
      { numRuns: 6 },
    );
  });

  test('pickChance picks what the weighted pick over chanceOutcomes picks, at every boundary between outcomes', () => {
    fc.assert(
      fc.property(arbitrary, ([players, seed, gifts]) => {
        walk(setupFor(players, seed, gifts), (s) => {
          if (carcassonneGame.currentActor(s) !== 'chance') return;
          const outcomes = carcassonneGame.chanceOutcomes(s);
          const total = outcomes.reduce((n, o) => n + o.weight, 0);
          for (let k = 0; k < total; k++) {
            for (const roll of [k / total, (k + 0.5) / total]) expect(pickChance(s, roll)).toEqual(pickWeighted(outcomes, roll));
          }
        });
      }),
      { numRuns: 4 },
    );
  });

  test('the open cells and placements kept beside a board (derived tile by tile, in place or on copies) equal a fresh scan', () => {
    const scanned = (board: State['board']): State['board'] => ({ ...board });
    const same = (board: State['board']) => {
      const fresh = scanned(board);
      expect(frontier(board)).toEqual(frontier(fresh));
      // Every 3rd board, every tile type (a scan per type and board is what the kept lists save).
      if (board.tiles.length % 3 === 0) for (const t of TILE_TYPES) expect(placements(board, t.letter)).toEqual(placements(fresh, t.letter));
    };
    fc.assert(
      fc.property(arbitrary, ([players, seed, gifts]) => {
        const setup = setupFor(players, seed, gifts);
        walk(setup, (_b, action, s) => action.type === 'place' && same(s.board));
        const path = carcassonneGame.inPlace!;
        const rng = createRng(seed);
        let s = path.own((setupState(carcassonneGame, setup) as { ok: true; value: State }).value);
        while (carcassonneGame.currentActor(s) !== 'terminal') {
          const legal = carcassonneGame.legalActions(s);
          const action = legal[rng.int(legal.length)];
          s = path.apply(s, action);
          if (action.type === 'place') same(s.board);
        }
      }),
      { numRuns: 2 },
    );
  });

  test('replay gives an identical state', () => {
    const setup = setupFor(4, 'replay');
    const playout = randomPlayout(carcassonneGame, setup);
    const again = replay(carcassonneGame, setup, playout.actions);
    expect(again.ok && canonicalJson(again.state)).toBe(canonicalJson(playout.state));
  });

  test('no view holds another seat’s gift cards while the game runs; at the end every hand is shown', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 6 }), (seed) => {
        const final = walk(setupFor(3, seed), (_b, _a, s) => {
          for (const viewer of [null, 0, 1, 2]) {
            const v = carcassonneGame.view(s, viewer);
            expect(v.myGifts).toEqual(viewer === null ? null : s.giftHands[viewer]);
            expect(v.revealedGifts).toEqual(s.phase === 'over' ? s.giftHands : null);
            expect(Object.keys(v)).not.toContain('giftHands');
            expect(Object.keys(v)).not.toContain('giftDeck');
          }
        });
        expect(final.phase).toBe('over');
        expect(carcassonneGame.view(final, 1).revealedGifts).toEqual(final.giftHands);
      }),
      { numRuns: 3 },
    );
  });
});
