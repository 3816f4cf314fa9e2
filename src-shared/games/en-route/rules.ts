/**
 * En Route's rules as one object: everything of the GameDefinition except the tabletop end-state scorer,
 * which index.ts adds. Tests use this directly.
 */
import type { GameMeta } from '../../engine/types';
import { describeAction } from './describe';
import { chanceOutcomes, currentActor, legalActions, reduce } from './engine';
import { enRouteInPlace } from './in-place';
import { setupState } from './flow';
import { score } from './scoring';
import { actionSchema, optionsSchema, type Action, type State } from './types';
import { view } from './view';
import { privacy } from './privacy';

/**
 * Upper bound on actions, n players (each term is a hard cap of the rules as implemented):
 * - chance: 3 goal cards + 2n personal goals + 3n opening cards + 10 solo sequence cards, at most 3 draws per
 *   seat in each of the 9 upkeeps (a seat draws back at most what it played), 3 per seat for the refresh:
 *   13 + 35n
 * - personal goal choice: n; hand refresh: n (once per game)
 * - selection per round: lead + 2 offers + keep + 2 ratings, or n face-down placements: 6 + n, × 10 rounds
 * - drawing per seat per round: pick + locate + 2 sections + end = 5, × 10; over the game at most 7
 *   coordinate changes and extra sections together (2 coordinate cafés + 2 section cafés + at most 3
 *   balance cards) and 3 tourist cafés: 60n
 * - final route per seat: start + at most 25 sections (20 + 2 café + 3 balance extras) + done/accept: 27n
 * Total 73 + 134n; rounded up.
 */
export function maxActions(players: number): number {
  return 80 + 140 * players;
}

export const meta: GameMeta = {
  id: 'en-route',
  name: 'En Route',
  minPlayers: 1,
  maxPlayers: 4,
  hasChance: true,
  hasHiddenInformation: true,
  colours: ['#c62828', '#2e7d32', '#1565c0', '#6a1b9a'],
  maxActions,
};

export const enRouteRules = {
  meta,
  optionsSchema,
  actionSchema,
  setup: setupState,
  currentActor,
  legalActions,
  chanceOutcomes,
  reduce,
  inPlace: enRouteInPlace,
  view,
  privacy,
  describeAction,
  score,
  /** The hand refresh draws new cards: never undo past it. */
  isUndoBarrier: (_before: State, action: Action) => action.type === 'refresh',
};
