/**
 * The fewest sections a trail must leave behind, exactly.
 *
 * A trail that walks some of the unused sections R leaves the rest, D, behind; D's odd intersections are
 * fixed by where the trail starts and ends (a set T). So D holds a T-join, and the smallest T-join is the
 * cheapest way to pair up T by shortest distances inside R (a classical result: the paths of a T-join can be
 * chosen to pair up T). The optimiser's quick bound takes a feasible dual of that pairing; on dense boards it
 * falls short by several sections, and this exact pairing (Edmonds' blossom algorithm, from the
 * `edmonds-blossom` package: a port of Van Rantwijk's reference implementation) closes the gap.
 */
import maxWeightMatching from 'edmonds-blossom';

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
  const pairs: [number, number, number][] = [];
  for (let i = 0; i < points; i++) {
    for (let j = i + 1; j < points; j++) {
      const d = cost(i, j);
      if (Number.isFinite(d)) pairs.push([i, j, d]);
    }
  }
  // Most pairs first (every point paired), then the least distance: weight far − distance is always positive.
  const far = 1 + pairs.reduce((most, [, , d]) => Math.max(most, d), 0);
  const edges = pairs.map(([i, j, d]): [number, number, number] => [i, j, far - d]);
  const mate = maxWeightMatching(edges, true);
  let total = 0;
  for (let i = 0; i < points; i++) {
    if (mate[i] === undefined || mate[i] < 0) return Infinity;
    if (mate[i] > i) total += cost(i, mate[i]);
  }
  return total;
}
