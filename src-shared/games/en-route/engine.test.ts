/** Property tests over random legal play of En Route (all player counts and modes). */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { canonicalJson } from '../../engine/canonical';
import { randomPlayout, replay, type MatchSetup } from '../../engine/runner';
import { CARDS } from './data';
import { maxActions } from './rules';
import { score } from './scoring';
import { buildRouteModel, sectionsOf } from './route-model';
import { cardPlaces, game, NAMES } from './test-helpers';
import { view } from './view';
import type { Action, State } from './types';

const setupFor = (players: number, seed: string, options: object = {}): MatchSetup => ({
  game: 'en-route', options, players, names: NAMES.slice(0, players), seed, mode: 'digital',
});

const modes = fc.record({
  level: fc.constantFrom('full', 'intermediate', 'simple'),
  ratings: fc.constantFrom('standard', 'advanced'),
  team: fc.boolean(),
  balance: fc.array(
    fc.oneof(fc.constantFrom('none', 'section', 'coordinate'), fc.array(fc.constantFrom('section', 'coordinate'), { maxLength: 3 })),
    { maxLength: 4 },
  ),
});

/** Every state along a random game, with the action taken in it. */
function states(setup: MatchSetup): { state: State; action: Action }[] {
  const { actions } = randomPlayout(game, setup);
  let state = game.setup(game.optionsSchema.parse(setup.options), { players: setup.players, names: setup.names, seed: setup.seed, mode: 'digital' }) as State;
  return actions.map((action) => {
    const before = state;
    state = game.reduce(state, action) as State;
    return { state: before, action: action as Action };
  });
}

describe('random legal play', () => {
  test('ends within maxActions, replays identically, scores every seat', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.string({ maxLength: 6 }), modes, (players, seed, options) => {
        const setup = setupFor(players, seed, options);
        const playout = randomPlayout(game, setup);
        expect(playout.actions.length).toBeLessThanOrEqual(maxActions(players));
        expect(game.currentActor(playout.state)).toBe('terminal');
        const again = replay(game, setup, playout.actions);
        expect(again.ok && canonicalJson(again.state)).toBe(canonicalJson(playout.state));
        expect(score(playout.state as State).final).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  test('conservation: each of the 36 cards is in exactly one place at every step', () => {
    const all = CARDS.map((c) => c.id).sort();
    for (const players of [1, 2, 3, 4]) {
      for (const { state } of states(setupFor(players, `cards-${players}`, { balance: ['section', 'coordinate'] }))) {
        expect(cardPlaces(state).sort()).toEqual(all);
      }
    }
  });

  test('the ten rounds: every seat takes exactly 10 drawing turns', () => {
    for (const players of [1, 2, 3, 4]) {
      const ends = states(setupFor(players, `turns-${players}`)).filter((x) => x.action.type === 'endTurn');
      expect(ends).toHaveLength(10 * players);
    }
  });

  test('sections are never drawn twice and tourists only go on empty locations', () => {
    for (const { state, action } of states(setupFor(3, 'sections', { balance: ['section', 'section', 'section'] }))) {
      for (const p of state.seats) expect(new Set(p.sections).size).toBe(p.sections.length);
      if (action.type === 'locate') expect(state.seats[state.turn!.seat].tourists[action.location]).toBeNull();
    }
  });

  test('the accepted final route scores exactly what the optimiser proved', () => {
    for (const players of [2, 3]) {
      for (const { state, action } of states(setupFor(players, `final-${players}`))) {
        if (action.type !== 'acceptOptimal') continue;
        const after = game.reduce(state, action) as State;
        const seat = state.cursor;
        const lines = score(after).seats[seat].breakdown;
        const routeLines = lines.filter((l) => ['red', 'green', 'blue', 'yellow', 'iconic', 'festival', 'personal'].includes(l.category));
        expect(routeLines.reduce((sum, l) => sum + l.points, 0)).toBe(state.proposal!.value);
        expect(buildRouteModel(state, seat).terms.length).toBeGreaterThan(0);
        expect(sectionsOf(state.seats[seat]).length).toBe(state.seats[seat].sections.length);
      }
    }
  });
});

describe('hidden information', () => {
  /** What a seat must never see of another: hand, goal choices, personal goal (before the end). */
  test('a view holds no other seat\'s hand, goal choices or personal goal', () => {
    for (const players of [2, 3, 4]) {
      for (const { state } of states(setupFor(players, `hidden-${players}`))) {
        for (let viewer = 0; viewer < players; viewer++) {
          const v = view(state, viewer);
          v.seats.forEach((p, seat) => {
            if (seat === viewer) return;
            expect(p.hand).toBeNull();
            expect(p.goalChoices).toBeNull();
            if (state.phase !== 'final' && state.phase !== 'over') expect(p.personalGoal).toBeNull();
          });
          expect(JSON.stringify(v)).not.toContain('"bag"');
        }
      }
    }
  });

  test('changing another seat\'s hand or the deck order changes nothing in my view', () => {
    for (const { state } of states(setupFor(3, 'swap'))) {
      if (state.deck.bag.length === 0 || state.seats[1].hand.length === 0) continue;
      const swapped = structuredClone(state);
      const [fromHand, fromBag] = [swapped.seats[1].hand[0], swapped.deck.bag[0]];
      swapped.seats[1].hand[0] = fromBag;
      swapped.deck.bag[0] = fromHand;
      expect(canonicalJson(view(swapped, 0))).toBe(canonicalJson(view(state, 0)));
      expect(canonicalJson(view(swapped, null))).toBe(canonicalJson(view(state, null)));
    }
  });

  test('log lines never name a card drawn or offered face down by someone else', () => {
    for (const { state, action } of states(setupFor(3, 'log'))) {
      for (const viewer of [0, 1, 2, null]) {
        const text = game.describeAction(state, action, viewer).text;
        if (action.type === 'deal' && state.chance[0]?.kind === 'deal' && state.chance[0].seat !== viewer) expect(text).not.toContain(':');
        if (action.type === 'place' && game.currentActor(state) !== viewer) expect(text).toContain('face down');
        if (action.type === 'refresh') expect(text).not.toContain(action.cards[0]);
      }
    }
  });
});
