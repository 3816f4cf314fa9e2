/** Paris Paris (Michael Schacht, 2003) as a GameDefinition. */
import type { GameDefinition, ScoreReport } from '../../engine/types';
import { SEAT_COLOURS } from './data';
import { boardOf, chanceOutcomes, currentActor, inPlace, legalActions, pickChance, reduce, setup, shopsOnBoard, stackSize } from './engine';
import { endState, type EndStateInput } from './end-state';
import { describeAction, view } from './present';
import { buildReport } from './scoring';
import { privacy } from './privacy';
import { actionSchema, optionsSchema, type Action, type Options, type State, type View } from './types';

/** Any board has 60 tiles: one reveal each, plus one pick per seat per stack, plus the marker steps. */
export function maxActions(players: number): number {
  const tiles = 60;
  const picks = (tiles / stackSize(players)) * players;
  const markerSteps = 1 + players; // a deal (or the face-up marker) at the start, reveals at the end
  return tiles + picks + markerSteps;
}

function score(state: State): ScoreReport {
  return buildReport({
    names: state.names,
    board: boardOf(state),
    tally: state.tally,
    bag: state.bag,
    shopsOnBoard: shopsOnBoard(state.shops, state.players),
    final: state.phase === 'over',
    bagUsed: state.players > 2,
  });
}

export const parisParisGame: GameDefinition<State, Action, Options, View, EndStateInput> = {
  meta: {
    id: 'paris-paris',
    name: 'Paris Paris',
    minPlayers: 2,
    maxPlayers: 4,
    hasChance: true,
    hasHiddenInformation: true,
    colours: SEAT_COLOURS,
    maxActions,
  },
  optionsSchema: optionsSchema as unknown as GameDefinition<State, Action, Options>['optionsSchema'],
  actionSchema,
  setup,
  currentActor,
  legalActions,
  chanceOutcomes,
  pickChance,
  reduce,
  inPlace,
  view,
  privacy,
  describeAction,
  score,
  endState,
};
