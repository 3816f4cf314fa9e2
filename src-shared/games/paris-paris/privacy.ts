/**
 * The only secret is each seat's special-run marker. No choice depends on it (picks are open), so the seat
 * never needs a private screen to act: it looks at its marker when it wants to.
 */
import type { SeatPrivacy } from '../../engine/types';
import type { State } from './types';

export function privacy(state: State, seat: number): SeatPrivacy {
  const revealed = state.phase === 'reveal-markers' || state.phase === 'over';
  return !revealed && state.markers[seat] ? 'held' : 'none';
}
