/**
 * With The Gifts, each seat's gift cards are secret (their number is public) and may be played on its turn,
 * so a seat holding any needs its own screen. Without The Gifts nothing is hidden.
 */
import type { SeatPrivacy } from '../../engine/types';
import type { State } from './types';

export function privacy(state: State, seat: number): SeatPrivacy {
  if (!state.gifts || state.phase === 'over') return 'none';
  return state.giftHands[seat].length > 0 ? 'acting' : 'none';
}
