/**
 * The optimiser's depth-first branch and bound over trails (the method, its bounds and cuts: ./optimiser.ts):
 * one search over one board and scoring model, with its root bounds, start order and searched-state table.
 */
import { BridgeTree, type BridgePart } from './bridge-tree';
import { deadEnds } from './dead-ends';
import { Coverage, otherEnd, termValue, type CompiledModel, type GoalTerm, type Graph } from './graph';
import { MatchingDual } from './matching-dual';
import { PointDistances } from './point-distances';
import { NO_REACH, type Reach } from './reach';
import { dominates, excess, liveFeatures, type SearchedState } from './searched-states';
import { Slab } from './slab';
import { byPromise, chain } from './start-order';
import { cheapestPairing } from './t-join';

/**
 * Node budgets of the starts (maximal trails only). First every dead end gets QUICK_BUDGET: one is often
 * searched in a few nodes, and once it is blocked (`deadEnds`) the other starts may be cut at once (one
 * dense bench board: 3 135 nodes → 81; quick budgets of 5–10 were best on the bench boards, 100 worse).
 * Then every start left gets START_BUDGET, and a start that runs out again is retried after the others
 * with four times as much. Measured on the dense bench boards: a first budget of 500 for every start was
 * worse on one board, 2 000 no worse than none, and under a node limit the best route found is better (one
 * expensive start no longer eats the whole limit).
 */
const QUICK_BUDGET = 10;
export const START_BUDGET = 2_000;
/**
 * The searched-state table stops growing here (the search stays exact, only slower). An entry with its key
 * takes about 600 bytes, so this keeps the table near 120 MB even on absurdly dense boards.
 */
const MEMO_LIMIT = 200_000;

/** Per personal-goal term: longest walk to a marked intersection, distance to the nearest one, first marked position. */
interface GoalLimits {
  toMarked: number[];
  distance: number[];
  firstMarked: number[];
}

export interface Best {
  value: number;
  start: number;
  edges: number[];
  transferAfter: number;
  transferTo: number;
}

export class BranchAndBound {
  private readonly m: number;
  private readonly used: Uint8Array;
  /** Incident sections by vertex, flat (section and far end side by side): the breadth-first loops' hot path. */
  private readonly adjStart: Int32Array;
  private readonly adjEdge: Int32Array;
  private readonly adjOther: Int32Array;
  private readonly words: Uint32Array;
  private readonly cover: Coverage;
  private readonly path: number[] = [];
  private start = -1;
  private end = -1;
  private transferAfter = -1;
  private transferTo = -1;
  private readonly firstPos: Int32Array[];
  private readonly pathBest: number[];
  /** Personal-goal points before each walked section, restored on backtracking. */
  private readonly savedPathBest: number[][] = [];
  /** Searched states by end, ride state and used sections: the goal positions and points each was searched with. */
  private readonly memo = new Map<string, SearchedState[]>();
  private memoEntries = 0;
  private readonly edgeStamp: Int32Array;
  private readonly vertexStamp: Int32Array;
  private readonly featureStamp: Int32Array;
  private stamp = 0;
  private readonly scratch0: Float64Array;
  private readonly scratch1: Float64Array;
  private readonly degree: Int32Array;
  private readonly searchDist: Int32Array;
  /** Scratch of `deadEnds`' depth-first search. */
  readonly discovery: Int32Array;
  readonly lowLink: Int32Array;
  /** The bridge tree of the node bounded last (./bridge-tree.ts). */
  private readonly bridges: BridgeTree;
  /** The unused sections within reach at the last bound computed (recalled states are keyed by them). */
  private lastReach: Reach = { edges: 0, edgeList: [], vertices: [], odd: 0 };
  private readonly scratchCount: Int32Array;
  /** Distances between the points of the current bound, kept for the exact pairing to go on with. */
  private readonly distances: PointDistances;
  /** The quick matching dual of each bound (./matching-dual.ts). */
  private readonly dual = new MatchingDual();
  /** The matching dual of the current bound computation (stamp), by vertex. */
  private dualStamp = -1;
  /** Terminals of the current walk-to-marked bound, marked with the node's stamp. */
  private readonly terminalMark: Int32Array;
  private readonly dualOf: Float64Array;
  /** Intersections marked by any personal-goal term. */
  private readonly anyMarked: Uint8Array;
  /** Per personal-goal term, its marked intersections (empty for terms of another kind). */
  private readonly goalMarked: Uint8Array[];
  /** The personal-goal terms, by their position in `model.pathTerms` (compileModel puts only those there). */
  private readonly goals: GoalTerm[];
  /** Per personal-goal term, marked intersections on the bridge-tree path being walked (`treeWalk`). */
  private readonly markedOnPath: number[];
  /** The bridge-tree walk under way (`treeWalk`): its tree, goal limits, sections on the path and best leaves. */
  private readonly tree: { parts: BridgePart[]; goal: GoalLimits | null; sections: number; coverage: number; joint: number } = { parts: [], goal: null, sections: 0, coverage: -Infinity, joint: -Infinity };
  /** Per intersection, the cheap bound of its connected part before the search (`rootCheap`), once known. */
  private cheapOf: Float64Array | null = null;
  /** Intersections whose maximal trails have all been searched (see `deadEnds`). */
  private readonly searchedFrom: Uint8Array;
  best: Best;
  nodes = 0;
  pruned = 0;
  aborted = false;
  openBound = -Infinity;
  /** Nodes each start gets at first, when searching maximal trails (see `run`). */
  startBudget = START_BUDGET;
  /** The search stops after this many nodes when none has beaten a trail worth `stallValue` (see EXACT_AFTER). */
  stallNodes = Infinity;
  stallValue = Infinity;
  stalled = false;
  /** The search is over once the best trail reaches this admissible bound (set from the root bounds). */
  cap = Infinity;
  /** Per personal-goal term: no trail's stretch is longer (the exact longest stretch, when it is known). */
  readonly goalCap: number[];
  /** One personal goal: per section, the longest stretch without it (when known; see `goalCapNow`). */
  withoutCap: number[] | null = null;
  /**
   * One personal goal, no ride: bound what a walk can add by the exact fewest sections it leaves behind
   * (./t-join.ts) wherever the cheap bound does not cut. Costlier per node, far fewer nodes on hard boards.
   */
  exact = false;
  /** The exact count of the node bounded last (`exactWalkToMarked`): valid while `exactStamp` is its stamp. */
  private exactStamp = -1;
  private exactToMarked = 0;
  /** capBefore[i]: the least `withoutCap` over the first i walked sections (kept as the trail grows and shrinks). */
  private readonly capBefore: number[] = [Infinity];

  constructor(
    private readonly graph: Graph,
    private readonly model: CompiledModel,
    private nodeLimit: number,
    private readonly deadline: number = Infinity,
  ) {
    this.m = graph.sections.length;
    const vertices = graph.vertexKeys.length;
    const features = model.featureIds.length;
    // About what the arrays below take, so that one buffer holds them all.
    const slab = new Slab(8 * (12 * vertices + 4 * this.m + 2 * features + 4 * model.terms.length + 50));
    this.used = slab.uint8(this.m);
    ({ adjStart: this.adjStart, adjEdge: this.adjEdge, adjOther: this.adjOther } = graph);
    this.distances = new PointDistances(this.adjStart, this.adjEdge, this.adjOther, this.used, slab);
    this.words = slab.uint32(Math.ceil(this.m / 32) || 1);
    this.cover = new Coverage(model, slab);
    this.firstPos = model.pathTerms.map(() => slab.int32(vertices).fill(-1));
    this.pathBest = model.pathTerms.map(() => 0);
    this.goalCap = model.pathTerms.map(() => Infinity);
    this.edgeStamp = slab.int32(this.m);
    this.vertexStamp = slab.int32(vertices);
    this.featureStamp = slab.int32(features);
    this.scratch0 = slab.float64(model.terms.length);
    this.scratch1 = slab.float64(model.terms.length);
    this.degree = slab.int32(vertices);
    this.searchDist = slab.int32(vertices);
    this.dualOf = slab.float64(vertices);
    this.terminalMark = slab.int32(vertices);
    this.discovery = slab.int32(vertices);
    this.lowLink = slab.int32(vertices);
    this.scratchCount = slab.int32(features);
    this.anyMarked = slab.uint8(vertices);
    this.searchedFrom = slab.uint8(vertices);
    for (const term of model.terms) if (term.kind === 'longestBetween') for (const v of term.markedList) this.anyMarked[v] = 1;
    this.goalMarked = model.pathTerms.map((t) => {
      const term = model.terms[t];
      return term.kind === 'longestBetween' ? term.marked : new Uint8Array(vertices);
    });
    this.markedOnPath = model.pathTerms.map(() => 0);
    this.goals = model.pathTerms.map((t) => model.terms[t] as GoalTerm);
    this.bridges = new BridgeTree(graph, this.used, this.goalMarked, slab);
    this.best = { value: this.cover.value(), start: -1, edges: [], transferAfter: -1, transferTo: -1 };
  }

  /**
   * Upper bound over every trail of the board, before any search. A caller that will take the least of this
   * and `atMost` gets a value at least `atMost` as soon as one start's bound reaches it (the rest are not
   * bounded: the least is `atMost` either way).
   */
  rootBound(atMost = Infinity): number {
    let bound = this.best.value;
    // A connected part whose cheap bound cannot raise the bound so far is not bounded start by start.
    for (const part of this.rootComponents()) {
      if (bound >= atMost || part.cheap <= bound) break;
      for (const v of part.vertices) {
        this.enter(v);
        bound = Math.max(bound, this.bound());
        this.leave(v);
        if (bound >= atMost) break;
      }
    }
    return bound;
  }

  /**
   * The connected parts of the board before any section is walked, the most promising first, each with the
   * cheap bound of every trail in it (`bound(Infinity)`: its coverage and the goal over all its sections). That
   * bound is the same from each of its intersections (they all reach the same sections, and nothing is walked
   * yet), and no start's full bound exceeds it.
   */
  rootComponents(): { cheap: number; vertices: number[]; reach: Reach }[] {
    const parts: { cheap: number; vertices: number[]; reach: Reach }[] = [];
    const reached = new Uint8Array(this.graph.vertexKeys.length);
    for (let v = 0; v < reached.length; v++) {
      if (this.graph.incident[v].length === 0 || reached[v]) continue;
      this.enter(v);
      const cheap = this.bound(Infinity);
      const reach = this.lastReach;
      this.leave(v);
      for (const u of reach.vertices) reached[u] = 1;
      parts.push({ cheap, vertices: reach.vertices.slice().sort((a, b) => a - b), reach });
    }
    return parts.sort((a, b) => b.cheap - a.cheap || a.vertices[0] - b.vertices[0]);
  }

  /** Per intersection, the cheap bound of its connected part (see `rootComponents`); worked out once per `run`. */
  private rootCheap(v: number): number {
    if (!this.cheapOf) {
      this.cheapOf = new Float64Array(this.graph.vertexKeys.length);
      for (const part of this.rootComponents()) for (const u of part.vertices) this.cheapOf[u] = part.cheap;
    }
    return this.cheapOf[v];
  }

  /**
   * Walks `edges` from `start` and searches onward from there within `budget` nodes: a good first trail
   * (built around the longest stretch) makes every later cut sharper and often meets the root bound at once.
   * Nothing learnt here is kept but the best trail: the full search that follows starts afresh.
   */
  seed(start: number, edges: readonly number[], budget: number): void {
    const limit = this.nodeLimit;
    this.nodeLimit = Math.min(limit, this.nodes + budget);
    this.enter(start);
    for (const edge of edges) this.walk(edge);
    this.search();
    for (let i = edges.length - 1; i >= 0; i--) this.unwalk(edges[i]);
    this.leave(start);
    this.nodeLimit = limit;
    if (this.aborted && !this.stalled && this.nodes <= limit && performance.now() <= this.deadline) {
      this.aborted = false;
      this.openBound = -Infinity;
    }
    this.memo.clear();
    this.memoEntries = 0;
  }

  /**
   * `rootBound` of a model without personal goals or rides, the same value found faster: there a start's
   * bound is the best bridge-tree path from its part of the board (see `treeWalk`), the same for every
   * intersection of that part, and the bridge tree is the same for every start of one connected part.
   */
  coverageRootBound(): number {
    if (this.model.pathTerms.length || this.model.hops.length) throw new Error('coverageRootBound: the model has personal goals or rides (a defect)');
    let bound = this.best.value;
    for (const component of this.rootComponents()) {
      // Its coverage (the cheap bound) is the most any of its parts can give.
      if (component.cheap <= bound) break;
      this.enter(component.vertices[0]);
      const { parts } = this.bridges.of(component.reach, this.end);
      this.leave(component.vertices[0]);
      for (const here of parts) {
        this.enter(here.vertices[0]);
        bound = Math.max(bound, this.treeWalk(component.reach, null).coverage);
        this.leave(here.vertices[0]);
      }
    }
    return bound;
  }

  /** The best trail so far, walked backwards (same sections, same value; its far end becomes the start). */
  reversedBest(): { start: number; edges: number[] } | null {
    const { start, edges, transferAfter } = this.best;
    if (start < 0 || transferAfter >= 0) return null;
    let end = start;
    for (const edge of edges) end = otherEnd(this.graph, edge, end);
    return { start: end, edges: edges.slice().reverse() };
  }

  run(rootBound: number): void {
    this.cheapOf = null;
    const classes = this.startClasses();
    // A quick first round over the dead ends: one of them is often searched in a few nodes, and blocking it
    // can cut every other start at once. Then every start left, the budget growing ×4 each round. (Searching
    // again with exact bounds, the board's dead ends already took more than that: the descents come first.)
    // Dead ends are one class, the first (see `startClasses`).
    const quick = this.maximalStarts && !this.exact && classes.length > 0 && this.graph.incident[classes[0][0]].length === 1 ? classes.shift()! : [];
    let pending: Iterable<number> = chain(this.searchRound(this.inOrder([quick]), QUICK_BUDGET, rootBound), this.inOrder(classes));
    // Searching again with exact bounds (a hard board), the best route is often the first descent from a start
    // searched late (both hard 72-road bench boards: from their third and fourth dead ends): every start first
    // gets as many nodes as the board has sections, one descent and a little more.
    if (this.exact) pending = this.searchRound(pending, this.m, rootBound);
    let budget = this.maximalStarts ? this.startBudget : Infinity;
    for (let left = this.searchRound(pending, budget, rootBound); left.length > 0; left = this.searchRound(left, budget, rootBound)) budget *= 4;
  }

  /** True (and the search stops) once `stallNodes` nodes have not beaten the first trail. */
  private stalling(): boolean {
    if (this.nodes <= this.stallNodes || this.best.value > this.stallValue) return false;
    this.stalled = true;
    return true;
  }

  /**
   * Searches each start within `budget` nodes; returns those to try again (none once the search is over).
   * The next start is taken only when the search goes on: the order is worked out as it is taken.
   */
  private searchRound(starts: Iterable<number>, budget: number, rootBound: number): number[] {
    const retry: number[] = [];
    const next = starts[Symbol.iterator]();
    for (;;) {
      if (this.best.value >= rootBound) return [];
      const taken = next.next();
      if (taken.done) return retry;
      const start = taken.value;
      if (this.aborted) this.openBound = Math.max(this.openBound, this.boundFrom(start));
      else if (!this.searchFrom(start, budget)) retry.push(start);
    }
  }

  /** Bound of every trail from `start` (once the search has stopped, the starts left count towards the open bound). */
  boundFrom(start: number): number {
    this.enter(start);
    const bound = this.bound();
    this.leave(start);
    return bound;
  }

  /**
   * Searches every trail from `start` within `budget` nodes; false when it ran out first (then nothing it
   * learnt is kept but the best trail and the states it finished searching). Starts that finish make
   * later starts cheaper (see `deadEnds`), so each start gets a small budget first and more later.
   */
  private searchFrom(start: number, budget: number): boolean {
    const limit = this.nodeLimit;
    const open = this.openBound;
    this.nodeLimit = Math.min(limit, this.nodes + budget);
    const blocked = this.maximalStarts ? deadEnds(this.graph, start, this.searchedFrom, this) : [];
    for (const edge of blocked) this.used[edge] = 1;
    this.enter(start);
    this.search();
    this.leave(start);
    for (const edge of blocked) this.used[edge] = 0;
    this.nodeLimit = limit;
    if (this.aborted && !this.stalled && this.nodes <= limit && performance.now() <= this.deadline) {
      this.aborted = false;
      this.openBound = open;
      this.forgetUnfinished();
      return false;
    }
    if (!this.aborted) this.searchedFrom[start] = 1;
    return true;
  }

  /** Searched states whose subtree was cut short have no bound: they must not cut anything later. */
  private forgetUnfinished(): void {
    for (const [key, entries] of this.memo) {
      const finished = entries.filter((entry) => entry.subtree !== Infinity);
      this.memoEntries -= entries.length - finished.length;
      if (finished.length) this.memo.set(key, finished);
      else this.memo.delete(key);
    }
  }

  /**
   * One personal goal, no ride: search only from marked and odd intersections. Some best trail is maximal
   * (adding a section at either end never loses points). A maximal open trail starts where every section
   * is used, so at an odd intersection; a closed one turned to start at its stretch's first marked
   * intersection keeps its sections and a stretch at least as long. Only closed trails without any marked
   * intersection are missed, and they score no goal: the caller searches the other starts too when the best
   * trail found is worth less than the board's coverage alone could be.
   */
  maximalStarts = false;

  /**
   * The starts by class (`inOrder` orders each one). In general, one start per class, in this order:
   * personal-goal intersections first (a trail starting there can count every section for the
   * goal), then odd intersections (a best trail often ends at one), then busier ones.
   * Searching maximal trails, dead ends come first, then the rest from the quietest, the most promising
   * (highest bound) first among equals: each start searched blocks the dead ends nothing can end in any more
   * (`deadEnds`). On the dense bench boards, dead ends first cut the nodes by a half to three quarters; after
   * the most promising dead end or two, the other starts are often cut at once.
   */
  private startClasses(): number[][] {
    const vertices = [...this.graph.vertexKeys.keys()].filter(
      (v) => this.graph.incident[v].length > 0 && (!this.maximalStarts || this.anyMarked[v] || this.graph.incident[v].length % 2 === 1),
    );
    const degree = (v: number): number => this.graph.incident[v].length;
    const odd = (v: number): number => degree(v) % 2;
    if (!this.maximalStarts) return vertices.sort((a, b) => this.anyMarked[b] - this.anyMarked[a] || odd(b) - odd(a) || degree(b) - degree(a) || a - b).map((v) => [v]);
    const rank = (v: number): number => (degree(v) === 1 ? 0 : this.anyMarked[v] ? 1 : 2);
    vertices.sort((a, b) => rank(a) - rank(b) || odd(b) - odd(a) || degree(a) - degree(b) || a - b);
    const classes: number[][] = [];
    vertices.forEach((v, i) => {
      const previous = vertices[i - 1];
      if (i > 0 && rank(v) === rank(previous) && odd(v) === odd(previous) && degree(v) === degree(previous)) classes[classes.length - 1].push(v);
      else classes.push([v]);
    });
    return classes;
  }

  /**
   * The starts of `classes` in order, each class by promise (./start-order.ts): bounded only as far as the
   * search goes (bounding every start cost more than the search on a game's boards).
   */
  private *inOrder(classes: number[][]): Generator<number> {
    for (const members of classes) {
      yield* byPromise(
        members,
        (v) => this.boundFrom(v),
        (v) => this.rootCheap(v),
      );
    }
  }

  private enter(v: number): void {
    this.start = v;
    this.end = v;
    this.visit(v, 0);
  }

  private leave(v: number): void {
    this.unvisit(v, 0);
    this.start = -1;
    this.end = -1;
  }

  /** Arrive at `v` after `position` walked sections: coverage and personal-goal bookkeeping. */
  private visit(v: number, position: number): void {
    this.cover.add(this.model.vertexFeatures[v]);
    for (let p = 0; p < this.goals.length; p++) {
      const term = this.goals[p];
      if (!term.marked[v]) continue;
      const first = this.firstPos[p];
      for (const other of term.markedList) {
        if (other !== v && first[other] >= 0 && position - first[other] > this.pathBest[p]) this.pathBest[p] = position - first[other];
      }
      if (first[v] < 0) first[v] = position;
    }
  }

  private unvisit(v: number, position: number): void {
    this.cover.remove(this.model.vertexFeatures[v]);
    for (let p = 0; p < this.goals.length; p++) if (this.goals[p].marked[v] && this.firstPos[p][v] === position) this.firstPos[p][v] = -1;
  }

  private pathValue(): number {
    let total = 0;
    for (let p = 0; p < this.goals.length; p++) total += this.pathBest[p] * this.goals[p].factor;
    return total;
  }

  /** A route needs at least one section, and a ride must be followed by a walked section. */
  private isCompleteRoute(): boolean {
    return this.path.length > 0 && this.transferAfter !== this.path.length;
  }

  /**
   * Searches below the current partial trail; returns a bound on every trail through it (Infinity if unsure).
   * `known`: this node's bound when the parent already computed it (ordering its moves).
   */
  private search(known?: number, knownReach?: Reach): number {
    if (this.aborted || this.best.value >= this.cap) return Infinity;
    // The clock is read every 256 nodes only: a node costs tens of microseconds, the clock about one.
    if (++this.nodes > this.nodeLimit || ((this.nodes & 255) === 0 && performance.now() > this.deadline) || this.stalling()) {
      this.aborted = true;
      this.openBound = Math.max(this.openBound, known ?? this.bound());
      return Infinity;
    }
    let top = -Infinity;
    if (this.isCompleteRoute()) {
      top = this.cover.value() + this.pathValue();
      if (top > this.best.value) this.record(top);
    }
    const bound = known ?? this.bound(this.best.value);
    if (bound <= this.best.value) {
      this.pruned++;
      return bound;
    }
    const memo = this.recall(known === undefined ? this.lastReach : knownReach);
    if (typeof memo === 'number') {
      this.pruned++;
      return Math.max(top, memo);
    }
    for (const move of this.orderedMoves()) {
      // The child's own value is at most its bound, so a child that cannot beat the best is not walked.
      if (move.bound <= this.best.value) {
        this.pruned++;
        top = Math.max(top, move.bound);
        continue;
      }
      this.walk(move.edge);
      top = Math.max(top, this.search(move.bound, move.reach));
      this.unwalk(move.edge);
      if (this.aborted) {
        this.openBound = Math.max(this.openBound, bound);
        return Infinity;
      }
      if (this.best.value >= this.cap) return Infinity;
    }
    top = Math.max(top, this.rides(bound));
    if (memo) memo.subtree = this.aborted || this.best.value >= this.cap ? Infinity : top;
    return top;
  }

  private rides(bound: number): number {
    if (this.transferAfter >= 0 || this.path.length === 0 || this.model.hops.length === 0) return -Infinity;
    let top = -Infinity;
    const from = this.end;
    for (const target of this.rideTargets(from)) {
      this.transferAfter = this.path.length;
      this.transferTo = target;
      this.end = target;
      const saved = this.pathBest.slice();
      this.visit(target, this.path.length);
      top = Math.max(top, this.search());
      this.unvisit(target, this.path.length);
      for (let p = 0; p < saved.length; p++) this.pathBest[p] = saved[p];
      this.end = from;
      this.transferAfter = -1;
      this.transferTo = -1;
      if (this.aborted) {
        this.openBound = Math.max(this.openBound, bound);
        return Infinity;
      }
    }
    return top;
  }

  private rideTargets(from: number): number[] {
    const targets = new Set<number>();
    for (const hop of this.model.hops) {
      for (const [a, b] of [
        [hop.from, hop.to],
        [hop.to, hop.from],
      ]) {
        if (!a[from]) continue;
        for (let v = 0; v < b.length; v++) if (b[v] && v !== from && this.hasUnusedEdge(v)) targets.add(v);
      }
    }
    return [...targets].sort((x, y) => x - y);
  }

  private hasUnusedEdge(v: number): boolean {
    return this.graph.incident[v].some((e) => !this.used[e]);
  }

  private record(value: number): void {
    this.best = { value, start: this.start, edges: this.path.slice(), transferAfter: this.transferAfter, transferTo: this.transferTo };
  }

  /**
   * Unused sections at the end, the most promising first: highest bound after walking it, then most points
   * gained at once. Walking the best child first finds good trails early, which makes the bounds cut more.
   */
  private orderedMoves(): { edge: number; bound: number; reach: Reach }[] {
    const moves: { edge: number; bound: number; reach: Reach; gain: number }[] = [];
    const base = this.cover.value() + this.pathValue();
    for (const edge of this.graph.incident[this.end]) {
      if (this.used[edge]) continue;
      this.walk(edge);
      const bound = this.bound(this.best.value);
      moves.push({ edge, bound, reach: this.lastReach, gain: this.cover.value() + this.pathValue() - base });
      this.unwalk(edge);
    }
    moves.sort((a, b) => b.bound - a.bound || b.gain - a.gain || a.edge - b.edge);
    return moves;
  }

  private walk(edge: number): void {
    this.used[edge] = 1;
    this.words[edge >> 5] |= 1 << (edge & 31);
    this.path.push(edge);
    this.capBefore.push(Math.min(this.capBefore[this.capBefore.length - 1], this.withoutCap ? Math.max(0, this.withoutCap[edge]) : Infinity));
    this.cover.add(this.model.edgeFeatures[edge]);
    this.end = otherEnd(this.graph, edge, this.end);
    this.savedPathBest.push(this.pathBest.slice());
    this.visit(this.end, this.path.length);
  }

  private unwalk(edge: number): void {
    this.unvisit(this.end, this.path.length);
    const saved = this.savedPathBest.pop()!;
    for (let p = 0; p < saved.length; p++) this.pathBest[p] = saved[p];
    this.end = otherEnd(this.graph, edge, this.end);
    this.cover.remove(this.model.edgeFeatures[edge]);
    this.path.pop();
    this.capBefore.pop();
    this.words[edge >> 5] &= ~(1 << (edge & 31));
    this.used[edge] = 0;
  }

  /**
   * Two partial trails with the same end and the same unused sections still reachable from it (ride-free
   * boards; with a ride, the same used sections) have the same futures. A state already searched cuts this
   * one when it dominates it (see `dominates`): nothing below this one can beat what was found below that one.
   * Otherwise no future of this one is worth more than the same future of that one by more than `excess`,
   * so this one is also cut when that one's subtree bound plus the excess cannot beat the best trail.
   * Returns the bound of a cut state, else this state's memo entry (its subtree bound is filled in later),
   * or null once the memo is full.
   */
  private recall(known?: Reach): number | SearchedState | null {
    const rideState = this.transferAfter < 0 ? 0 : this.transferAfter === this.path.length ? 2 : 1;
    const reach = this.model.hops.length ? null : (known ?? this.reachable([this.end], ++this.stamp));
    const key = `${this.end}|${rideState}|${reach ? this.bitsOf(reach.edgeList).join(',') : this.words.join(',')}`;
    const since: number[] = [];
    for (let p = 0; p < this.goals.length; p++) {
      for (const v of this.goals[p].markedList) since.push(this.firstPos[p][v] < 0 ? -1 : this.path.length - this.firstPos[p][v]);
    }
    const counts = this.cover.counts;
    const covered: number[] = new Array<number>(Math.ceil(counts.length / 32)).fill(0);
    for (let f = 0; f < counts.length; f++) if (counts[f] > 0) covered[f >> 5] |= 1 << (f & 31);
    const entry: SearchedState = { covered, since, best: this.pathBest.slice(), subtree: Infinity };
    const entries = this.memo.get(key);
    let live: Uint8Array | null = null;
    for (const searched of entries ?? []) {
      if (dominates(searched, entry)) return searched.subtree;
      if (searched.subtree === Infinity) continue;
      live ??= liveFeatures(this.model, reach);
      const cut = searched.subtree + excess(this.model, this.goals, searched, entry, live, reach ? reach.edges : this.m);
      if (cut <= this.best.value) return cut;
    }
    if (this.memoEntries >= MEMO_LIMIT) return null;
    this.memoEntries++;
    if (entries) entries.push(entry);
    else this.memo.set(key, [entry]);
    return entry;
  }




  private bitsOf(indices: readonly number[]): Uint32Array {
    const bits = new Uint32Array(this.words.length);
    for (const i of indices) bits[i >> 5] |= 1 << (i & 31);
    return bits;
  }

  /**
   * Admissible bound on every completion of the current partial trail (see the file comment).
   * `enough`: the caller only needs to know whether the bound exceeds this (the best value so far), so
   * the cheap bound (no parity or matching reasoning) is returned when it already does not.
   */
  bound(enough = -Infinity): number {
    const stamp = ++this.stamp;
    const reach = this.reachable([this.end], stamp);
    this.lastReach = reach;
    let rideReach = NO_REACH;
    const seeds = this.transferAfter < 0 && this.model.hops.length > 0 ? this.rideSeeds([this.end, ...reach.vertices]) : [];
    if (seeds.length) rideReach = this.reachable(seeds, stamp);
    const coverage = this.coverageBound(stamp, reach, rideReach);
    const future = seeds.length ? [...reach.vertices, ...rideReach.vertices] : reach.vertices;
    const cheap = coverage + this.goalBound(reach.edges + rideReach.edges, future);
    // A ride still possible (even inside R) breaks the parity and bridge arguments: the section count bounds.
    if (cheap <= enough || seeds.length) return cheap;
    if (this.model.pathTerms.length === 0) return this.treeWalk(reach, null).coverage;
    // With exact bounds, the walk to the last marked intersection is counted exactly (read by `walkToMarked`).
    // That count never exceeds the parity limit of the whole walk (any end, and a lower bound on what it
    // leaves), so the quick dual behind that limit is then not needed.
    const exactCount = this.exact && this.exactGoal(reach);
    if (exactCount) {
      this.exactToMarked = this.exactWalkToMarked(reach, this.goalMarked[0]);
      this.exactStamp = stamp;
    }
    const walkable = exactCount ? reach.edges : this.parityLimit(reach);
    const limits = this.goalLimits(walkable, reach);
    // The best bridge-tree path for coverage alone plus the goal anywhere in R, and coverage and goal along
    // the same path (both must come from one future walk): one walk gives both.
    const tree = this.treeWalk(reach, limits);
    const separate = tree.coverage + Math.min(cheap - coverage, this.leafGoal(limits, reach.edges, this.bridges.marked));
    return Math.min(separate, tree.joint);
  }

  /** One personal goal with a marked intersection still in reach: the exact walk-to-marked count applies. */
  private exactGoal(reach: Reach): boolean {
    const marked = this.goalMarked[0];
    return this.model.pathTerms.length === 1 && reach.vertices.some((v) => marked[v] === 1);
  }

  /**
   * T = odd(R) Δ {end}: where the sections a walk leaves behind must be odd, but for the walk's last
   * intersection. Also marked in `terminalMark` with this node's stamp.
   */
  private markTerminals(reach: Reach): number[] {
    const terminals: number[] = [];
    for (const v of reach.vertices) {
      if (this.degree[v] % 2 === 1 !== (v === this.end)) {
        terminals.push(v);
        this.terminalMark[v] = this.stamp;
      }
    }
    return terminals;
  }

  /**
   * The most sections a walk from `end` can add inside R before its last visit to a marked intersection m,
   * exactly as far as parity goes: R minus the cheapest pairing (./t-join.ts) of the intersections the
   * sections left behind must leave odd, T Δ {m} with T = odd(R) Δ {end}. As one pairing: T plus one extra
   * point, m, which pairs at no cost with a marked member of T (m in T leaves T) or at its distance with any
   * member (m outside T joins T).
   */
  private exactWalkToMarked(reach: Reach, marked: Uint8Array): number {
    const terminals = this.markTerminals(reach);
    const outside = reach.vertices.filter((v) => marked[v] && this.terminalMark[v] !== this.stamp);
    const points = [...terminals, ...outside];
    const k = points.length;
    const dist = this.distances.measure(points, reach, this.stamp, Infinity);
    const t = terminals.length;
    const toMarked = (i: number): number => {
      let cost = marked[terminals[i]] ? 0 : Infinity;
      for (let j = t; j < k; j++) cost = Math.min(cost, dist[i * k + j]);
      return cost;
    };
    return Math.max(0, reach.edges - cheapestPairing(t, (i, j) => dist[i * k + j], toMarked));
  }

  /** Vertices from which the one ride could continue, given the vertices the trail may still pass. */
  private rideSeeds(sources: number[]): number[] {
    const seeds: number[] = [];
    for (const hop of this.model.hops) {
      const fromA = sources.some((v) => hop.from[v]);
      const fromB = sources.some((v) => hop.to[v]);
      for (let v = 0; v < this.vertexStamp.length; v++) {
        if ((fromA && hop.to[v]) || (fromB && hop.from[v])) seeds.push(v);
      }
    }
    return seeds;
  }

  /** Unused sections reachable from `seeds` (marked with `stamp`), their intersections and degrees. */
  private reachable(seeds: number[], stamp: number): Reach {
    const edgeList: number[] = [];
    // Breadth-first: the queue, once done, lists the vertices reached.
    const queue: number[] = [];
    for (const seed of seeds) {
      if (this.vertexStamp[seed] === stamp) continue;
      this.vertexStamp[seed] = stamp;
      this.degree[seed] = 0;
      queue.push(seed);
    }
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head];
      for (let i = this.adjStart[v]; i < this.adjStart[v + 1]; i++) {
        const edge = this.adjEdge[i];
        if (this.used[edge]) continue;
        this.degree[v]++;
        if (this.edgeStamp[edge] === stamp) continue;
        this.edgeStamp[edge] = stamp;
        edgeList.push(edge);
        const w = this.adjOther[i];
        if (this.vertexStamp[w] !== stamp) {
          this.vertexStamp[w] = stamp;
          this.degree[w] = 0;
          queue.push(w);
        }
      }
    }
    let odd = 0;
    for (const v of queue) if (this.degree[v] % 2 === 1) odd++;
    return { edges: edgeList.length, edgeList, vertices: queue, odd };
  }

  /**
   * Most sections a walk from `end` can still add inside the reachable unused sections R. The sections left
   * behind, D, have odd(D) = T minus the walk's last intersection, T = odd(R) Δ {end}; D holds edge-disjoint
   * paths pairing those, so |D| ≥ ½ Σ (distance to the nearest other member of T) over T minus its largest
   * term (at least 1 each: the Euler parity bound). One multi-source BFS gives every nearest distance.
   */
  private parityLimit(reach: Reach): number {
    if (reach.edges === 0) return 0;
    // One dual over the terminals (first) and the marked intersections serves both length bounds of this node.
    const all: number[] = [];
    for (const v of reach.vertices) if (this.degree[v] % 2 === 1 !== (v === this.end)) all.push(v);
    const terminalCount = all.length;
    for (const v of reach.vertices) if (this.degree[v] % 2 === 1 === (v === this.end) && this.anyMarked[v]) all.push(v);
    const dual = this.dual.of(all, reach, this.distances, this.stamp);
    this.dualStamp = this.stamp;
    all.forEach((v, i) => (this.dualOf[v] = dual[i]));
    if (terminalCount <= 1) return reach.edges;
    let sum = 0;
    let largest = 0;
    for (let i = 0; i < terminalCount; i++) {
      sum += dual[i];
      largest = Math.max(largest, dual[i]);
    }
    return reach.edges - Math.ceil(sum - largest - 1e-9);
  }


  /**
   * Coverage bound through the bridges of R: a trail crosses each section once, so once it crosses a
   * bridge it never comes back. Its future therefore stays inside the 2-edge-connected parts along ONE
   * path of the bridge tree, starting at the part holding `end`; the bound is the best such path (a leaf
   * path, as covering more never loses points). Dead ends and side branches stop counting all at once.
   */
  private treeWalk(reach: Reach, goal: GoalLimits | null): { coverage: number; joint: number } {
    const { parts, part } = this.bridges.of(reach, this.end);
    this.scratch0.set(this.cover.acc0);
    this.scratch1.set(this.cover.acc1);
    const walk = this.tree;
    walk.parts = parts;
    walk.goal = goal;
    walk.coverage = -Infinity;
    walk.joint = -Infinity;
    walk.sections = 0;
    this.markedOnPath.fill(0);
    this.walkPart(part[this.end], -1);
    return { coverage: walk.coverage, joint: walk.joint };
  }

  /** One part of the bridge-tree walk (`treeWalk`): its features counted, then every way on, or a leaf scored. */
  private walkPart(index: number, via: number): void {
    const walk = this.tree;
    const markedOnPath = this.markedOnPath;
    const here = walk.parts[index];
    for (const e of here.edges) this.scratchAdd(this.model.edgeFeatures[e], 1);
    for (const v of here.vertices) this.scratchAdd(this.model.vertexFeatures[v], 1);
    walk.sections += here.edges.length;
    for (let p = 0; p < markedOnPath.length; p++) markedOnPath[p] += here.marked[p];
    let leaf = true;
    for (const exit of here.exits) {
      if (exit.edge === via) continue;
      leaf = false;
      this.scratchAdd(this.model.edgeFeatures[exit.edge], 1);
      walk.sections++;
      this.walkPart(exit.to, exit.edge);
      walk.sections--;
      this.scratchAdd(this.model.edgeFeatures[exit.edge], -1);
    }
    if (leaf) {
      const value = this.scratchValue();
      walk.coverage = Math.max(walk.coverage, value);
      if (walk.goal) walk.joint = Math.max(walk.joint, value + this.leafGoal(walk.goal, walk.sections, markedOnPath));
    }
    for (let p = 0; p < markedOnPath.length; p++) markedOnPath[p] -= here.marked[p];
    walk.sections -= here.edges.length;
    for (const v of here.vertices) this.scratchAdd(this.model.vertexFeatures[v], -1);
    for (const e of here.edges) this.scratchAdd(this.model.edgeFeatures[e], -1);
  }



  /** Personal-goal bound of one bridge-tree path: the walk stays on the path, so it has at most its sections. */
  private leafGoal(goal: GoalLimits, sectionsOnPath: number, markedOnPath: number[]): number {
    let total = 0;
    for (let p = 0; p < this.goals.length; p++) {
      const term = this.goals[p];
      let best = this.pathBest[p];
      if (markedOnPath[p] > 0) {
        const toMarked = Math.min(sectionsOnPath, goal.toMarked[p]);
        const ahead = goal.firstMarked[p] === Infinity ? toMarked - goal.distance[p] : this.path.length + toMarked - goal.firstMarked[p];
        best = Math.max(best, ahead);
      }
      total += Math.min(best, this.goalCapNow(p)) * term.factor;
    }
    return total;
  }

  /** Counts features of the bridge-tree walk on top of what the trail already covers. */
  private scratchAdd(features: readonly number[], sign: 1 | -1): void {
    for (const f of features) {
      if (this.cover.counts[f] > 0) continue;
      const before = this.scratchCount[f];
      this.scratchCount[f] += sign;
      if ((sign === 1 && before === 0) || (sign === -1 && before === 1)) {
        for (const c of this.model.contributions[f]) {
          if (c.slot === 0) this.scratch0[c.term] += sign * c.amount;
          else this.scratch1[c.term] += sign * c.amount;
        }
      }
    }
  }

  private scratchValue(): number {
    let total = 0;
    const terms = this.model.terms;
    for (let t = 0; t < terms.length; t++) total += termValue(terms[t], this.scratch0[t], this.scratch1[t]);
    return total;
  }



  private coverageBound(stamp: number, reach: Reach, rideReach: Reach): number {
    this.scratch0.set(this.cover.acc0);
    this.scratch1.set(this.cover.acc1);
    this.addReachable(reach, stamp);
    this.addReachable(rideReach, stamp);
    return this.scratchValue();
  }

  /** Adds to the scratch accumulators, once each (`stamp`), the features of `reach` the trail has not covered. */
  private addReachable(reach: Reach, stamp: number): void {
    for (const e of reach.edgeList) this.addOnce(this.model.edgeFeatures[e], stamp);
    for (const v of reach.vertices) this.addOnce(this.model.vertexFeatures[v], stamp);
  }

  private addOnce(features: readonly number[], stamp: number): void {
    for (const f of features) {
      if (this.cover.counts[f] > 0 || this.featureStamp[f] === stamp) continue;
      this.featureStamp[f] = stamp;
      for (const c of this.model.contributions[f]) {
        if (c.slot === 0) this.scratch0[c.term] += c.amount;
        else this.scratch1[c.term] += c.amount;
      }
    }
  }

  /** The cheap goal bound: the future walks at most `walkable` sections, wherever they lie. */
  private goalBound(walkable: number, futureVertices: number[]): number {
    let total = 0;
    for (let p = 0; p < this.goals.length; p++) {
      const term = this.goals[p];
      let best = this.pathBest[p];
      if (anyMarked(term.marked, futureVertices)) {
        const firstMarked = this.firstMarked(p);
        best = Math.max(best, firstMarked === Infinity ? walkable : this.path.length + walkable - firstMarked);
      }
      total += Math.min(best, this.goalCapNow(p)) * term.factor;
    }
    return total;
  }

  /**
   * The goal's cap at this node: the board's longest stretch, and no more than the longest stretch without
   * any section walked before the first marked intersection (a stretch starts at a marked intersection, so
   * it never uses those; `withoutCap`).
   */
  private goalCapNow(p: number): number {
    return Math.min(this.goalCap[p], this.capBefore[Math.min(this.path.length, this.firstMarked(p))]);
  }

  /** Where the trail first met an intersection marked by goal `p` (Infinity: not yet). */
  private firstMarked(p: number): number {
    const positions = this.firstPos[p];
    let first = Infinity;
    for (const v of this.goals[p].markedList) if (positions[v] >= 0 && positions[v] < first) first = positions[v];
    return first;
  }

  private goalLimits(walkable: number, reach: Reach): GoalLimits {
    const limits: GoalLimits = { toMarked: [], distance: [], firstMarked: [] };
    for (let p = 0; p < this.goals.length; p++) {
      const term = this.goals[p];
      limits.firstMarked[p] = this.firstMarked(p);
      limits.toMarked[p] = this.walkToMarked(term.marked, walkable, reach);
      limits.distance[p] = this.distanceToMarked(term.marked, reach);
    }
    return limits;
  }

  /** Fewest unused sections from `end` to another marked intersection (0 when none is in reach). */
  private distanceToMarked(marked: Uint8Array, reach: Reach): number {
    const dist = this.searchDist;
    for (const v of reach.vertices) dist[v] = -1;
    dist[this.end] = 0;
    const queue = [this.end];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head];
      if (v !== this.end && marked[v]) return dist[v];
      for (let i = this.adjStart[v]; i < this.adjStart[v + 1]; i++) {
        if (this.used[this.adjEdge[i]]) continue;
        const w = this.adjOther[i];
        if (dist[w] < 0) {
          dist[w] = dist[v] + 1;
          queue.push(w);
        }
      }
    }
    return 0;
  }

  /**
   * Most sections a walk from `end` can add before its last visit to a marked intersection m: that part is a
   * trail from `end` to m inside R, so the sections it leaves behind have odd intersections exactly
   * T_m = odd(R) Δ {end} Δ {m} (no free end this time) and number at least ½ Σ nearest distances over T_m.
   */
  private walkToMarked(marked: Uint8Array, walkable: number, reach: Reach): number {
    if (reach.edges === 0) return walkable;
    if (this.exactStamp === this.stamp) return Math.min(walkable, this.exactToMarked);
    const terminals = this.markTerminals(reach);
    const isTerminal = this.terminalMark;
    const stamp = this.stamp;
    const targets = reach.vertices.filter((v) => marked[v]);
    if (targets.length === 0) return walkable;
    // The node's dual from `parityLimit` covers the terminals and every marked intersection.
    if (this.dualStamp !== stamp) throw new Error('walkToMarked: the node has no matching dual yet (a defect)');
    const nearest = this.dualOf;
    let sumTerminals = 0;
    for (const v of terminals) sumTerminals += nearest[v];
    let best = 0;
    for (const m of targets) {
      const sum = isTerminal[m] === stamp ? sumTerminals - nearest[m] : sumTerminals + nearest[m];
      best = Math.max(best, reach.edges - Math.ceil(sum - 1e-9));
    }
    return Math.min(walkable, best);
  }

}

/** Whether any of `vertices` is marked. */
function anyMarked(marked: Uint8Array, vertices: readonly number[]): boolean {
  for (const v of vertices) if (marked[v]) return true;
  return false;
}
