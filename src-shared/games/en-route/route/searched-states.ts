/**
 * The optimiser's searched-state table (its `recall`): what a partial trail's futures depend on, when one
 * searched state makes another not worth searching (dominance), and by how much at most another's futures
 * can be worth more (the excess added to a searched state's subtree bound).
 */
import { termValue, type CompiledModel, type GoalTerm } from './graph';
import type { Reach } from './reach';

/**
 * What a partial trail's futures depend on beyond its end and the sections it can still reach: the features
 * it covered (bits), the sections walked since it met each marked intersection (-1: not met yet), and the
 * personal-goal sections it already scored, per goal.
 */
export interface SearchedState {
  /** Plain arrays, not typed ones: the table holds hundreds of thousands of these, and each typed array costs a buffer. */
  covered: number[];
  since: number[];
  best: number[];
  /** No trail through this state is worth more (filled once its search is done; Infinity until then). */
  subtree: number;
}

/**
 * Whether every future of `b` is worth no more than the same future of `a` (same end, same reachable
 * sections): `a` covered at least what `b` covered (terms only grow), met each marked intersection at least
 * as many sections ago (every later stretch is at least as long), and scored at least as much goal.
 */
export function dominates(a: SearchedState, b: SearchedState): boolean {
  return (
    a.covered.every((word, i) => (word & b.covered[i]) === b.covered[i]) &&
    a.since.every((sections, i) => sections >= b.since[i]) &&
    a.best.every((sections, p) => sections >= b.best[p])
  );
}

/**
 * An upper bound on how much more any future is worth after `b` than after `a` (same end and futures):
 * the features only `b` covered, added on top of everything `a` and the future could cover (terms grow
 * fastest there: sums evenly, products with the other sum, tables checked count by count), plus the goal
 * sections `b` is ahead by (met a marked intersection longer ago, or met one `a` never met: then the
 * whole future can count for it).
 */
export function excess(model: CompiledModel, goals: readonly GoalTerm[], a: SearchedState, b: SearchedState, live: Uint8Array, futureSections: number): number {
  const features = model.featureIds.length;
  const only = new Uint8Array(features);
  const union = new Uint8Array(features);
  let extra = false;
  for (let f = 0; f < features; f++) {
    const inA = (a.covered[f >> 5] >>> (f & 31)) & 1;
    const inB = (b.covered[f >> 5] >>> (f & 31)) & 1;
    if (inB && !inA) {
      only[f] = 1;
      extra = true;
    }
    if (inA || inB || live[f]) union[f] = 1;
  }
  let total = extra ? coverageExcess(model, a, only, union) : 0;
  let i = 0;
  for (let p = 0; p < goals.length; p++) {
    const term = goals[p];
    let ahead = Math.max(0, b.best[p] - a.best[p]);
    for (let k = 0; k < term.markedList.length; k++, i++) {
      if (b.since[i] < 0) continue;
      ahead = Math.max(ahead, a.since[i] >= 0 ? b.since[i] - a.since[i] : b.since[i] + futureSections);
    }
    total += ahead * term.factor;
  }
  return total;
}

/** Features the future can still cover: those of the reachable sections (all of them when a ride may jump). */
export function liveFeatures(model: CompiledModel, reach: Reach | null): Uint8Array {
  const live = new Uint8Array(model.featureIds.length);
  if (!reach) return live.fill(1);
  for (const e of reach.edgeList) for (const f of model.edgeFeatures[e]) live[f] = 1;
  for (const v of reach.vertices) for (const f of model.vertexFeatures[v]) live[f] = 1;
  return live;
}

/** Most the features `only` can add to the coverage terms of any set between `a`'s covered features and `union`. */
function coverageExcess(model: CompiledModel, a: SearchedState, only: Uint8Array, union: Uint8Array): number {
  const terms = model.terms;
  const low0 = new Float64Array(terms.length);
  const high0 = new Float64Array(terms.length);
  const high1 = new Float64Array(terms.length);
  const add0 = new Float64Array(terms.length);
  const add1 = new Float64Array(terms.length);
  for (let f = 0; f < only.length; f++) {
    const inA = (a.covered[f >> 5] >>> (f & 31)) & 1;
    for (const c of model.contributions[f]) {
      if (only[f]) (c.slot === 0 ? add0 : add1)[c.term] += c.amount;
      else if (union[f]) (c.slot === 0 ? high0 : high1)[c.term] += c.amount;
      if (inA && c.slot === 0) low0[c.term] += c.amount;
    }
  }
  let total = 0;
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t];
    if (term.kind === 'sum') total += add0[t];
    else if (term.kind === 'product') total += (high0[t] + add0[t]) * (high1[t] + add1[t]) - high0[t] * high1[t];
    else if (term.kind === 'table') {
      let most = 0;
      for (let count = low0[t]; count <= high0[t]; count++) most = Math.max(most, termValue(term, count + add0[t], 0) - termValue(term, count, 0));
      total += most;
    }
  }
  return total;
}
