/** Turning provisional points into what a seat wants: its margin over the best other seat. */
import type { AnyGame, SeatIndex } from '../engine/types';
import type { BotSupport } from './types';

export function margin(points: readonly number[], seat: SeatIndex): number {
  let best = -Infinity;
  for (let other = 0; other < points.length; other++) if (other !== seat && points[other] > best) best = points[other];
  return points.length === 1 ? points[seat] : points[seat] - best;
}

/** Final: 1 to each sole winner, shared wins split; otherwise a logistic of the margin. */
export function rewards(game: AnyGame, support: BotSupport, state: unknown, points: readonly number[] = support.evaluate(state)): number[] {
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

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}
