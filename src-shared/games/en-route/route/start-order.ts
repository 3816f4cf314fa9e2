/**
 * The order in which the optimiser tries the starts of one class (same rank, parity and degree; see
 * `startOrder` in ./optimiser.ts): the most promising first (highest bound of every trail from there), the
 * lowest intersection first among equals. Bounding a start costs as much as a few search nodes, and on a
 * game's boards the search is nearly always over after the first start, so the order is worked out only as
 * far as it is taken, and a start is bounded only while its cheap upper bound (`upper`, never below its
 * `promise`) could still put it first. The order is the same as sorting the whole class by promise.
 */
export function* byPromise(members: readonly number[], promise: (v: number) => number, upper: (v: number) => number): Generator<number> {
  if (members.length === 1) {
    yield members[0];
    return;
  }
  const known = new Map<number, number>();
  const ceiling = new Map(members.map((v) => [v, upper(v)]));
  // Highest upper bound first: past a start whose upper bound cannot beat the best promise found, none can.
  const left = [...members].sort((a, b) => ceiling.get(b)! - ceiling.get(a)! || a - b);
  while (left.length > 0) {
    let best = -1;
    let bestPromise = -Infinity;
    let bestAt = -1;
    for (let i = 0; i < left.length; i++) {
      const v = left[i];
      const most = ceiling.get(v)!;
      if (best >= 0 && (most < bestPromise || (most === bestPromise && v > best))) break;
      let value = known.get(v);
      if (value === undefined) known.set(v, (value = promise(v)));
      if (best < 0 || value > bestPromise || (value === bestPromise && v < best)) {
        best = v;
        bestPromise = value;
        bestAt = i;
      }
    }
    left.splice(bestAt, 1);
    yield best;
  }
}

/** `first`, then `rest`, each taken only as far as the caller goes. */
export function* chain(first: Iterable<number>, rest: Iterable<number>): Generator<number> {
  yield* first;
  yield* rest;
}
