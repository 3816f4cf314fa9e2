/**
 * En Route: places on a seat's own map (prefixed with the seat: every player has a map), the round cards by
 * who played them, the solo sequence by position and the iconic ratings. A card is named only in the hand of
 * the seat whose screen shows it; on anyone else's screen a card is marked by where it went.
 */
import type { Action, View } from '../games/en-route/types';
import type { BoardMark, MarkContext } from './types';

export function enRouteMarks(action: Action, { before, seat }: MarkContext<View>): BoardMark[] {
  const map = (what: string): BoardMark => `map:${seat}:${what}`;
  const hand = (card: string): BoardMark[] => (before.viewer === seat ? [`hand:${card}`] : []);
  switch (action.type) {
    case 'locate': return [map(`location:${action.location}`)];
    case 'section':
    case 'extra':
    case 'routeStep': return [map(`road:${action.road}`)];
    case 'routeStart': return [map(`point:${action.at.x},${action.at.y}`)];
    case 'cafeTourist': return [map(`cafe:${action.cafe}`)];
    case 'lead': return [...hand(action.card), 'round:led'];
    // A seat may offer twice in a round (after a refresh): its offers are told apart by their order.
    case 'offer': return [...hand(action.card), `round:offer:${seat}:${before.round.offers.filter((o) => o.seat === seat).length}`];
    case 'place': return [...hand(action.card), `round:placed:${seat}`];
    case 'keep': {
      const offers = before.round.offers;
      const at = offers.findIndex((o) => o.card === action.card && o.card !== 'hidden');
      if (at < 0) return [];
      const { seat: offeredBy } = offers[at];
      return [`round:offer:${offeredBy}:${offers.slice(0, at).filter((o) => o.seat === offeredBy).length}`];
    }
    case 'takeFromSequence': return [`sequence:${action.position}`];
    case 'rate': return [`iconic:${action.iconic}`];
    default: return [];
  }
}
