/**
 * The optimiser's quick lower bound on the sections a walk must leave behind: a feasible dual of the cheapest
 * pairing of the points that must stay odd (BranchAndBound.parityLimit; the exact pairing is ./t-join.ts).
 */
import type { PointDistances } from './point-distances';
import type { Reach } from './reach';

/** Breadth-first radius of the matching dual's distances (farther pairs count as radius + 1). */
const DUAL_RADIUS = 4;

export class MatchingDual {
  /** The dual's values by point, the last computed (grown as needed, reused). */
  private values = new Float64Array(0);

  /**
   * A feasible dual of the minimum-weight perfect matching of `terminals` by their distances in the unused
   * reachable sections: y_u + y_v ≤ dist(u, v) for every pair, so any matching (and any T-join, whose
   * paths pair the terminals) weighs at least Σ y over the matched terminals. Start from half the nearest
   * distance, then raise each y as far as every pair allows.
   */
  of(terminals: number[], reach: Reach, distances: PointDistances, node: number): Float64Array {
    const k = terminals.length;
    if (this.values.length < k) this.values = new Float64Array(2 * k);
    const y = this.values;
    if (k <= 1) return y.fill(0, 0, k);
    // Pairs farther apart than the radius count as radius + 1: never more than the true distance, so the
    // dual stays feasible while each breadth-first search stays small.
    const far = DUAL_RADIUS + 1;
    const dist = distances.measure(terminals, reach, node, DUAL_RADIUS);
    const { met, metCount } = distances;
    // Half the nearest distance: the first point each one met.
    for (let i = 0; i < k; i++) y[i] = (metCount[i] > 0 ? Math.min(far, dist[i * k + met[i * k]]) : far) / 2;
    // Then as far as every pair allows: a pair farther than the radius allows far − y_j, so against those only
    // the largest other y matters (kept as the two largest; y only grows).
    let first = -Infinity;
    let second = -Infinity;
    let firstAt = -1;
    for (let i = 0; i < k; i++) {
      if (y[i] > first) {
        second = first;
        first = y[i];
        firstAt = i;
      } else if (y[i] > second) second = y[i];
    }
    for (let i = 0; i < k; i++) {
      let room = far - (firstAt === i ? second : first);
      for (let c = 0; c < metCount[i]; c++) {
        const j = met[i * k + c];
        const d = dist[i * k + j];
        if (d >= far) break;
        if (d - y[j] < room) room = d - y[j];
      }
      if (room <= y[i]) continue;
      y[i] = room;
      if (firstAt === i) first = room;
      else if (room > first) {
        second = first;
        first = room;
        firstAt = i;
      } else if (room > second) second = room;
    }
    return y;
  }
}
