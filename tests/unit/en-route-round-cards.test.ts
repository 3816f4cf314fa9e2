/** The "Round cards" panel (En Route): what became of each card this round, from real games' positions. */
import { describe, expect, test } from 'vitest';
import { applyAction, setupState, type MatchSetup } from '../../src-shared/engine/runner';
import { enRouteGame } from '../../src-shared/games/en-route';
import type { Action, State, View } from '../../src-shared/games/en-route/types';
import { roundCardSlots } from '../../src-renderer/games/en-route/round-cards';

function playUntil(setup: MatchSetup, stop: (state: State) => boolean): State {
  const started = setupState(enRouteGame, setup);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value as State;
  for (let guard = 0; guard < 5000 && !stop(state); guard++) {
    const actor = enRouteGame.currentActor(state);
    const action = (actor === 'chance' ? enRouteGame.chanceOutcomes(state)[0].action : enRouteGame.legalActions(state)[0]) as Action;
    const next = applyAction(enRouteGame, state, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value as State;
  }
  return state;
}

const setupFor = (players: number): MatchSetup => ({
  game: 'en-route', options: {}, players, names: ['Alice', 'Bob', 'Cleo'].slice(0, players), seed: 'round-cards', mode: 'digital',
});

describe('En Route round cards panel', () => {
  test('2 players: the offer sent under the deck is marked, the kept one is a round card', () => {
    const state = playUntil(setupFor(2), (s) => s.round.kind === 'normal' && s.round.roundCards.length === 2 && s.round.offers.length === 2);
    const view = enRouteGame.view(state, 0) as View;
    const slots = roundCardSlots(view.round);
    const under = state.deck.bottom[state.deck.bottom.length - 1];
    expect(slots.map((s) => [s.source, s.card, s.fate])).toEqual([
      ['led', state.round.led, 'roundCard'],
      ...state.round.offers.map((o) => ['offer', o.card, o.card === under ? 'underDeck' : 'roundCard']),
    ]);
    expect(slots.filter((s) => s.fate === 'underDeck')).toHaveLength(1);
    expect(slots.filter((s) => s.fate === 'roundCard').map((s) => s.card).sort()).toEqual([...state.round.roundCards].sort());
  });

  test('before the active player keeps one, offers are only offered', () => {
    const state = playUntil(setupFor(2), (s) => s.round.kind === 'normal' && s.round.step === 'keep');
    const slots = roundCardSlots((enRouteGame.view(state, state.round.active) as View).round);
    expect(slots.map((s) => s.fate)).toEqual(['pending', 'pending', 'pending']);
  });

  test('solo: the card taken from the sequence is shown as the second round card', () => {
    const state = playUntil(setupFor(1), (s) => s.round.kind === 'solo' && s.round.roundCards.length === 2);
    const slots = roundCardSlots((enRouteGame.view(state, 0) as View).round);
    expect(slots).toEqual([
      { card: state.round.roundCards[0], seat: state.round.active, source: 'led', fate: 'roundCard' },
      { card: state.round.roundCards[1], seat: null, source: 'sequence', fate: 'roundCard' },
    ]);
  });
});
