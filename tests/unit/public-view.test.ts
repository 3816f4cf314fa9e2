/**
 * The public screen (viewer null) holds no seat's secret, for every game over random legal play: change every
 * seat's secrets (the francs behind a Paris screen, Paris Paris's special-run markers, En Route's hands and
 * goals, Carcassonne's gift cards) and the public view, the public log line of the next action and the
 * provisional score stay exactly the same. Each game's change must really change what its seats see.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { randomPlayout, setupState, type MatchSetup } from '../../src-shared/engine/runner';
import { provisional } from '../../src-shared/engine/provisional';
import { getGame } from '../../src-shared/games/registry';
import type { AnyGame, GameId } from '../../src-shared/engine/types';
import { GIFT_CARDS } from '../../src-shared/games/carcassonne/data';
import { CARDS, PERSONAL_GOALS } from '../../src-shared/games/en-route/data';
import type { State as ParisState } from '../../src-shared/games/paris/types';
import type { State as PPState, Action as PPAction } from '../../src-shared/games/paris-paris/types';
import type { State as EnRouteState, Action as EnRouteAction } from '../../src-shared/games/en-route/types';
import type { State as CarcState, Action as CarcAction } from '../../src-shared/games/carcassonne/types';

/** Another value of the same kind, the same way every time (so a secret always changes). */
const next = <T>(list: readonly T[], item: T): T => list[(list.indexOf(item) + 1) % list.length];
const cardIds = CARDS.map((c) => c.id);
const goalIds = PERSONAL_GOALS.map((g) => g.id);
const LINES = ['green', 'blue', 'red', 'orange', 'brown'];

interface Secrets {
  /** The same state with every seat's secrets replaced by others. */
  state(state: never): unknown;
  /** The same action with any secret it deals replaced the same way. */
  action(action: never, state: never): unknown;
}

const SECRETS: Record<GameId, Secrets> = {
  paris: {
    state: (s: ParisState) => ({
      ...s,
      players: s.players.map((p) => ({
        ...p,
        francs: p.francs + 5,
        resources: Object.fromEntries(Object.entries(p.resources).map(([k, n]) => [k, n + 1])),
        prestige: Object.fromEntries(Object.entries(p.prestige).map(([k, n]) => [k, n + 1])),
      })),
    }),
    action: (a: unknown) => a,
  },
  'paris-paris': {
    // Every secret marker moves to another line that is not face up.
    state: (s: PPState) => {
      const free = LINES.filter((l) => l !== s.openMarker);
      const revealed = s.phase === 'reveal-markers' || s.phase === 'over';
      return revealed ? s : { ...s, markers: s.markers.map((m) => (m === null ? null : next(free, m))) };
    },
    action: (a: PPAction) => {
      if (a.type !== 'deal-markers') return a;
      const free = LINES.filter((l) => l !== a.open);
      return { ...a, secret: a.secret.map((m) => next(free, m)) };
    },
  },
  'en-route': {
    state: (s: EnRouteState) => {
      if (s.phase === 'final' || s.phase === 'over') return s;
      return {
        ...s,
        seats: s.seats.map((p) => ({
          ...p,
          hand: p.hand.map((id) => next(cardIds, id)),
          goalChoices: p.goalChoices.map((id) => next(goalIds, id)),
          personalGoal: p.personalGoal === null ? null : next(goalIds, p.personalGoal),
        })),
      };
    },
    action: (a: EnRouteAction) => {
      if (a.type === 'deal') return { ...a, card: next(cardIds, a.card) };
      if (a.type === 'dealGoal') return { ...a, goal: next(goalIds, a.goal) };
      return a;
    },
  },
  carcassonne: {
    state: (s: CarcState) =>
      s.phase === 'over' ? s : { ...s, giftHands: s.giftHands.map((hand) => hand.map((card) => (card === 'secret' ? card : next(GIFT_CARDS, card)))) },
    action: (a: CarcAction) => (a.type === 'gift' && a.card !== 'secret' ? { ...a, card: next(GIFT_CARDS, a.card) } : a),
  },
};

const json = (value: unknown) => JSON.stringify(value);
const seats = (setup: MatchSetup) => [...Array(setup.players).keys()];

/** Walks a random game; at every running step compares the public outputs with the secrets changed. */
function checkGame(game: AnyGame, setup: MatchSetup): { steps: number; secretChanges: number } {
  const secrets = SECRETS[game.meta.id];
  const { actions } = randomPlayout(game, setup);
  const initial = setupState(game, setup);
  if (!initial.ok) throw new Error(initial.error.message);
  let state = initial.value;
  let steps = 0;
  let secretChanges = 0;
  for (const action of actions) {
    const other = secrets.state(state as never);
    const where = `${game.meta.id} ${setup.players}p seed ${setup.seed} step ${steps}`;
    expect(json(game.view(other, null)), `${where}: public view`).toBe(json(game.view(state, null)));
    const after = game.reduce(state, action);
    // The action that turns every screen over (the end of the game, Paris Paris's reveal) tells the secrets by rule.
    const reveals = seats(setup).every((seat) => game.privacy(after, seat) === 'none') && seats(setup).some((seat) => game.privacy(state, seat) !== 'none');
    if (!reveals) {
      const log = game.describeAction(state, action, null);
      expect(json(game.describeAction(other, secrets.action(action as never, state as never), null)), `${where}: public log line for ${json(action)}`).toBe(json(log));
    }
    const score = game.score(state);
    if (!score.final) expect(json(provisional(game.score(other))), `${where}: provisional score`).toBe(json(provisional(score)));
    if (steps % 5 === 0) for (const seat of seats(setup)) if (json(game.view(other, seat)) !== json(game.view(state, seat))) secretChanges++;
    state = after;
    steps++;
  }
  return { steps, secretChanges };
}

describe('the public screen holds no secret', () => {
  for (const id of ['paris', 'paris-paris', 'en-route', 'carcassonne'] as GameId[]) {
    const game = getGame(id)!;
    test(`${game.meta.name}: public view, public log and provisional score do not change with the secrets`, () => {
      let secretChanges = 0;
      fc.assert(
        fc.property(fc.integer({ min: Math.max(2, game.meta.minPlayers), max: game.meta.maxPlayers }), fc.string({ minLength: 1, maxLength: 6 }), (players, seed) => {
          const setup: MatchSetup = { game: id, options: {}, players, names: ['Aiko', 'Ben', 'Chloé', 'Dai', 'Emma'].slice(0, players), seed, mode: 'digital' };
          secretChanges += checkGame(game, setup).secretChanges;
        }),
        { numRuns: 3 },
      );
      // The secrets changed really were secrets: some seat's own screen saw the difference.
      expect(secretChanges).toBeGreaterThan(0);
    });
  }
});
