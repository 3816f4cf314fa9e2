/**
 * A district's majority VP for the bots' evaluation, which asks for it at every leaf of a search: the places of
 * `scoreDistrict` (scoring.ts) worked out from each seat's total and highest single value, without the words that
 * explain them (the score report's). Same rules: places by total, then highest single value; a complete tie
 * shares the place and skips the next; with 2 players 2nd place needs at least half of 1st place's total.
 */

/**
 * Adds `weight` × each seat's VP in one district to `points`. `totals[seat]` and `bests[seat]` are the value the
 * seat owns there and its highest single value; a seat owning nothing has no place.
 */
export function addMajorityVp(points: number[], tile: readonly [number, number, number], totals: readonly number[], bests: readonly number[], weight: number): void {
  // Seats owning something, by total, then highest single value, then seat (an insertion sort: at most five).
  const order: number[] = [];
  for (let seat = 0; seat < totals.length; seat++) {
    if (totals[seat] <= 0) continue;
    let at = order.length;
    while (at > 0 && ranksBefore(seat, order[at - 1], totals, bests)) at--;
    order.splice(at, 0, seat);
  }
  const twoPlayers = totals.length === 2;
  const firstTotal = order.length ? totals[order[0]] : 0;
  let place = 1;
  for (let i = 0; i < order.length && place <= 3; ) {
    let end = i + 1;
    while (end < order.length && totals[order[end]] === totals[order[i]] && bests[order[end]] === bests[order[i]]) end++;
    for (let k = i; k < end; k++) {
      const seat = order[k];
      const short = twoPlayers && place === 2 && totals[seat] * 2 < firstTotal;
      points[seat] += weight * (short ? 0 : tile[place - 1]);
    }
    place += end - i;
    i = end;
  }
}

/** Whether seat `a` ranks before seat `b`, which is earlier: a higher total, then a higher best value. */
function ranksBefore(a: number, b: number, totals: readonly number[], bests: readonly number[]): boolean {
  return totals[a] > totals[b] || (totals[a] === totals[b] && bests[a] > bests[b]);
}
