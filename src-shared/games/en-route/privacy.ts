/**
 * Hands, goal choices and (in the starting rounds) the boards themselves are secret, and every choice is
 * made from them; a personal goal alone is only looked at.
 */
import type { SeatPrivacy } from '../../engine/types';
import { boardsSecret } from './helpers';
import type { State } from './types';

export function privacy(state: State, seat: number): SeatPrivacy {
  if (state.phase === 'final' || state.phase === 'over') return 'none';
  const player = state.seats[seat];
  if (player.hand.length > 0 || player.goalChoices.length > 0 || boardsSecret(state)) return 'acting';
  return player.personalGoal !== null ? 'held' : 'none';
}
