/**
 * En Route (Philipp Ivanov, CrowD Games 2025): full digital play in our own city, Lanternport, and the
 * tabletop end-state sheets for every printed city (./end-state).
 */
import type { GameCalculator, GameDefinition } from '../../engine/types';
import { endState, type EnRouteEndState } from './end-state';
import { bestRouteCalculator, checkRouteCalculator, cityRouteCalculator } from './route/calculators';
import { enRouteRules } from './rules';
import type { Action, Options, State, View } from './types';

export const enRouteGame: GameDefinition<State, Action, Options, View, EnRouteEndState> = {
  ...enRouteRules,
  endState,
  calculators: { 'best-route': bestRouteCalculator as GameCalculator, 'check-route': checkRouteCalculator as GameCalculator, 'city-route': cityRouteCalculator as GameCalculator },
};
