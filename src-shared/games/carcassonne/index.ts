/** Carcassonne (base game, current rules) with The Gifts as an option, 2–5 players. */
import type { GameDefinition } from '../../engine/types';
import { SEAT_COLOURS } from './data';
import { chanceOutcomes, currentActor, inPlace, isLegal, legalActions, maxActions, pickChance, reduce, setup } from './engine';
import { endStateExample, endStateSchema, scoreEndState, type EndState } from './end-state';
import { scoreState } from './scoring';
import { actionSchema, optionsSchema, type Action, type Options, type State, type View } from './types';
import { describeAction, view } from './view';
import { privacy } from './privacy';

export const carcassonneGame: GameDefinition<State, Action, Options, View, EndState> = {
  meta: {
    id: 'carcassonne',
    name: 'Carcassonne',
    minPlayers: 2,
    maxPlayers: 5,
    hasChance: true,
    hasHiddenInformation: true,
    colours: SEAT_COLOURS,
    maxActions,
  },
  optionsSchema,
  actionSchema,
  setup,
  currentActor,
  legalActions,
  isLegal,
  chanceOutcomes,
  pickChance,
  reduce,
  inPlace,
  view,
  privacy,
  describeAction,
  score: scoreState,
  endState: { schema: endStateSchema, score: scoreEndState, example: endStateExample },
};
