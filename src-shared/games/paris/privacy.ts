/** Behind each screen: francs, resources, prestige and bonus tiles. Buying, selling and using tiles show them. */
import type { SeatPrivacy } from '../../engine/types';
import type { State } from './types';

export function privacy(state: State, _seat: number): SeatPrivacy {
  // Screens are lifted for the final scoring.
  return state.phase === 'over' ? 'none' : 'acting';
}
