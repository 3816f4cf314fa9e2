/** Paris (Wolfgang Kramer & Michael Kiesling, Game Brewer 2020): the GameDefinition. */
import type { GameDefinition } from '../../engine/types';
import { COLOURS } from './data';
import { chanceOutcomes, currentActor, legalActions, maxActions, pickChance, reduce, setup } from './engine';
import { endState, type EndStateInput } from './end-state';
import { inPlace } from './in-place';
import { describeAction, score, view } from './present';
import { privacy } from './privacy';
import { actionSchema, optionsSchema, type Action, type Options, type State, type View } from './types';

export const paris: GameDefinition<State, Action, Options, View, EndStateInput> = {
  meta: {
    id: 'paris',
    name: 'Paris',
    minPlayers: 2,
    maxPlayers: 4,
    hasChance: true,
    hasHiddenInformation: true,
    colours: COLOURS,
    maxActions,
  },
  optionsSchema: optionsSchema as unknown as GameDefinition<State, Action, Options>['optionsSchema'],
  actionSchema: actionSchema as unknown as GameDefinition<State, Action, Options>['actionSchema'],
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
  // Looking through the end-game tiles shows which remain: undo may not cross that.
  isUndoBarrier: (_before, action) => action.type === 'takeEndTile' || action.type === 'chooseEndTile',
  endState,
};
