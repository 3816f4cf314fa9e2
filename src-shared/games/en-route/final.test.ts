/**
 * The final-route proposal is worked out when first read (final.ts): whoever reads it — the view, accepting it,
 * JSON for the database, structured cloning for the bot worker, the next draft — gets the optimiser's proposal
 * for the choosing seat, as if it had been worked out when the seat came to choose. A proposal accepted unread
 * becomes the seat's route when the route is first read, on the pure and on the in-place path alike.
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../engine/runner';
import { proposeFinalRoute } from './final';
import { enRouteInPlace } from './in-place';
import { game } from './test-helpers';
import type { State } from './types';

function firstFinalState(players: number, seed: string): State {
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  const { actions } = randomPlayout(game, { game: 'en-route', options: {}, players, names, seed, mode: 'digital' });
  let state = game.setup(game.optionsSchema.parse({}), { players, names, seed, mode: 'digital' }) as State;
  for (const action of actions) {
    state = game.reduce(state, action) as State;
    if (state.phase === 'final') return state;
  }
  throw new Error('the game never reached the final route');
}

describe('En Route final-route proposal', () => {
  for (const players of [2, 4]) {
    it(`${players}p: read, saved, cloned or carried to the next state, it is the optimiser's proposal`, () => {
      const state = firstFinalState(players, `proposal-${players}`);
      const expected = proposeFinalRoute(state, state.cursor);
      expect(JSON.parse(JSON.stringify(structuredClone(state).proposal))).toEqual(JSON.parse(JSON.stringify(expected)));
      expect(JSON.parse(JSON.stringify(state)).proposal).toEqual(JSON.parse(JSON.stringify(expected)));
      const start = (game.legalActions(state) as { type: string }[]).find((a) => a.type === 'routeStart')!;
      const building = game.reduce(state, start) as State;
      expect(building.proposal).toEqual(state.proposal);
      const accepted = game.reduce(building, { type: 'acceptOptimal' }) as State;
      expect(accepted.seats[state.cursor].finalTrail).toEqual(expected.trail);
    });
  }
});

/** Every seat in turn accepts the proposal; `peek` reads it first (as a screen would) or not. */
function acceptAll(state: State, step: (state: State) => State, peek: boolean): State {
  while (state.phase === 'final') {
    if (peek) JSON.stringify(state.proposal);
    state = step(state);
  }
  return state;
}

describe('En Route: a proposal accepted unread', () => {
  const accept = { type: 'acceptOptimal' } as const;
  for (const players of [2, 4]) {
    it(`${players}p: the routes read afterwards, the saved and cloned state and the score are those of proposals read first`, () => {
      const start = firstFinalState(players, `unread-${players}`);
      const seats = start.seats.map((_, seat) => seat).filter((seat) => seat >= start.cursor && start.seats[seat].sections.length > 0);
      const expected = seats.map((seat) => proposeFinalRoute(start, seat).trail);
      const read = acceptAll(start, (s) => game.reduce(s, accept) as State, true);
      const pure = acceptAll(start, (s) => game.reduce(s, accept) as State, false);
      const inPlace = acceptAll(enRouteInPlace.own(start), (s) => enRouteInPlace.apply(s, accept), false);
      for (const unread of [pure, inPlace]) {
        expect(JSON.parse(JSON.stringify(structuredClone(unread)))).toEqual(JSON.parse(JSON.stringify(read)));
        expect(seats.map((seat) => unread.seats[seat].finalTrail)).toEqual(expected);
        expect(game.score(unread)).toEqual(game.score(read));
      }
      expect(JSON.stringify(pure)).toEqual(JSON.stringify(read));
    });
  }
});
