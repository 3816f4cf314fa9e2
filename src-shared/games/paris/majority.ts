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
  const order: number[] = [];
  for (let seat = 0; seat < totals.length; seat++) if (totals[seat] > 0) order.push(seat);
  order.sort((a, b) => totals[b] - totals[a] || bests[b] - bests[a] || a - b);
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
