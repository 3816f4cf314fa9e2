/**
 * The fewest sections a trail must leave behind, exactly.
 *
 * A trail that walks some of the unused sections R leaves the rest, D, behind; D's odd intersections are
 * fixed by where the trail starts and ends (a set T). So D holds a T-join, and the smallest T-join is the
 * cheapest way to pair up T by shortest distances inside R (a classical result: the paths of a T-join can be
 * chosen to pair up T). The optimiser's quick bound takes a feasible dual of that pairing; on dense boards it
 * falls short by several sections, and this exact pairing (Edmonds' blossom algorithm, ./matching.ts)
 * closes the gap.
 */
import { DenseMatching } from './matching';

const matcher = new DenseMatching();
let costs = new Float64Array(0);

/**
 * Least total distance of a pairing of points 0..count−1. With `single`, one extra point joins them and pairs
 * with point i at cost single(i) (Infinity: never); then it is the least over the ways to add that point.
 * Infinity when no pairing exists.
 */
export function cheapestPairing(count: number, distance: (i: number, j: number) => number, single?: (i: number) => number): number {
  const points = single ? count + 1 : count;
  if (points % 2 === 1) return Infinity;
  if (points === 0) return 0;
  const cost = (i: number, j: number): number => (j === count ? single!(i) : distance(i, j));
  // Each pair's cost read once (the callers compute them on the fly), by i < j.
  if (costs.length < points * points) costs = new Float64Array(2 * points * points);
  let largest = 0;
  for (let i = 0; i < points; i++) {
    for (let j = i + 1; j < points; j++) {
      const d = cost(i, j);
      costs[i * points + j] = d;
      if (Number.isFinite(d)) largest = Math.max(largest, d);
    }
  }
  // Every perfect matching has points / 2 pairs, so the heaviest one by `far` − distance is the cheapest.
  const far = 1 + largest;
  const mate = matcher.solvePerfect(points, (i, j) => {
    const d = costs[i * points + j];
    return Number.isFinite(d) ? far - d : 0;
  });
  if (!mate) return Infinity;
  let total = 0;
  for (let i = 0; i < points; i++) if (mate[i] > i) total += costs[i * points + mate[i]];
  return total;
}
