/** Turning provisional points into what a seat wants: its margin over the best other seat. */
import type { AnyGame, SeatIndex } from '../engine/types';
import type { BotSupport } from './types';

export function margin(points: readonly number[], seat: SeatIndex): number {
  let best = -Infinity;
  for (let other = 0; other < points.length; other++) if (other !== seat && points[other] > best) best = points[other];
  return points.length === 1 ? points[seat] : points[seat] - best;
}

/**
 * Final: 1 to each sole winner, shared wins split; otherwise a logistic of the margin. A game asking for pairwise
 * rewards (`BotSupport.reward`, from `pairwiseFrom` seats on) gets each seat's share of the others it is (likely
 * to be) placed above.
 */
export function rewards(game: AnyGame, support: BotSupport, state: unknown, points: readonly number[] = support.evaluate(state)): number[] {
  if (support.reward === 'pairwise' && points.length >= Math.max(3, support.pairwiseFrom ?? 3)) return pairwiseRewards(game, support, state, points);
  if (game.currentActor(state) === 'terminal') {
    const seats = game.score(state).seats;
    const winners = seats.filter((s) => s.winner).length || 1;
    const out = Array<number>(seats.length).fill(0);
    for (const s of seats) out[s.seat] = s.winner ? 1 / winners : 0;
    if (seats.length === 1) out[0] = seats[0].winner ? 1 : sigmoid(seats[0].total / support.scale - 1);
    return out;
  }
  return points.map((_, seat) => sigmoid(margin(points, seat) / support.scale));
}

/** Per seat, the mean over the other seats of finishing above it: by the final ranks, else a logistic of the margin. */
function pairwiseRewards(game: AnyGame, support: BotSupport, state: unknown, points: readonly number[]): number[] {
  const others = points.length - 1;
  if (game.currentActor(state) === 'terminal') {
    const rank = Array<number>(points.length);
    for (const s of game.score(state).seats) rank[s.seat] = s.rank;
    return rank.map((mine, seat) => rank.reduce((n, theirs, other) => n + (other === seat ? 0 : mine < theirs ? 1 : mine === theirs ? 0.5 : 0), 0) / others);
  }
  return points.map((mine, seat) => points.reduce((n, theirs, other) => n + (other === seat ? 0 : sigmoid((mine - theirs) / support.scale)), 0) / others);
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}
