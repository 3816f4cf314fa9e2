/**
 * Exact final-route optimiser: depth-first branch and bound over trails.
 *
 * A node is a partial trail (a start, the sections walked so far, maybe a ride). Its bound is admissible:
 * - coverage terms: the value of everything already covered plus everything the trail could still reach
 *   (sections still unused in the part of the board reachable from its end, and through one ride if the
 *   ride is still unused). Route terms are monotone, so no extension can be worth more.
 * - bridges: a trail never crosses a bridge of the unused sections twice, so its future lies in the
 *   2-edge-connected parts along one path of the bridge tree; coverage (and the goal, with that path's
 *   section count) is bounded path by path, the best path giving the bound.
 * - the personal goal: at most the sections walked since the first marked intersection plus the most
 *   sections an extension can still walk. An extension from `end` to some `w` inside the reachable unused
 *   sections R leaves behind a set D whose odd intersections are odd(R) Δ {end, w}; one section fixes at
 *   most two odd intersections, so |D| ≥ (|odd(R) Δ {end}| − 1) / 2 (Euler parity bound). It never exceeds
 *   the board's longest stretch, computed exactly beforehand (./longest-stretch.ts). On a hard board the walk
 *   to the last marked intersection is bounded by the exact fewest sections left behind (./t-join.ts) instead
 *   (see `exact`, EXACT_FROM_SECTIONS and EXACT_AFTER).
 * Before the search (one personal goal, no ride): best coverage + longest stretch is a second root bound,
 * and the longest stretch extended at both ends is the first trail; when that trail reaches the root bound
 * the search is over at once (near-complete boards).
 * With one personal goal and no ride, only marked and odd intersections are starts (some best trail is
 * maximal; see `maximalStarts`), and a trail is not searched again from its other end: once every trail from
 * an intersection is searched, none ends there any more, so the dead ends no trail can still end in are
 * blocked (`deadEnds`). A start whose search outgrows a small budget is retried after the others.
 * A node is cut when its bound cannot beat the best trail found, or by a state already searched with the
 * same end and the same unused sections within reach (the same futures): when that state dominates it
 * (covered as much, met each marked intersection as long ago, scored as much goal), or when that state's
 * subtree bound plus the most this one's futures can be worth more cannot beat the best trail (`recall`).
 * When the search ends without hitting the node limit, every trail was either walked or cut by an
 * admissible bound: the best trail found is optimal.
 */
import { fillTemplate, message } from '../../../engine/message';
import { sheetMessages } from '../sheets/messages';
import { BranchAndBound, START_BUDGET, type Best } from './branch-and-bound';
import { Coverage, compileBoard, withoutGoals, type CompiledModel, type GoalTerm, type Graph } from './graph';
import { longestStretch } from './longest-stretch';
import { scoreTrail, trailFromSet } from './trail';
import { intersectionKey, intersectionOf, type BestTrailOptions, type BestTrailResult, type RouteScoringModel, type Section, type Trail } from './types';

export const DEFAULT_NODE_LIMIT = 3_000_000;
/** Nodes for each of the two searches around the longest stretch before the full search. */
const SEED_BUDGET = 600;
/**
 * Nodes of the quick search (one personal goal, no ride) before the board is searched again from the start
 * with exact bounds (`exact`). Exact nodes cost several times as much, so boards the quick search proves
 * stay with it: the dense 60-road bench boards need at most 1 577 nodes. Two dense 72-road bench boards it
 * never proved (3 million nodes) take a few hundred exact ones (and now go to them at once: EXACT_FROM_SECTIONS).
 */
const EXACT_AFTER = 2_000;
/**
 * ...or sooner, when this many nodes have not beaten the first trail: the quick bounds then do not even
 * guide the search to a better route (both 72-road boards above; every 60-road bench board beats its first
 * trail within 120 nodes). 150 rather than 300 (session 11): the same routes and proofs on 60 further random
 * boards, and 5 ms less on each hard bench board.
 */
const STALL_NODES = 150;
/**
 * Boards with this many sections or more go straight to exact bounds after the first trail (session 11): on
 * the 70- and 72-section boards measured (8 bench boards, 60 random ones) that was never slower and up to 4×
 * faster, while on 30 random 68-section boards the median got slower (66 → 96 ms), and on 60–64-section
 * ones the quick search first is clearly faster.
 */
const EXACT_FROM_SECTIONS = 70;
/** Nodes kept (at most a tenth of the limit) for lowering the upper bound when the search stops short. */
const DESCENT_NODES = 20_000;








/**
 * The best coverage plus the longest personal-goal stretch, each bounded alone: the root bound of a search
 * without the goal, and the exact longest stretch (./longest-stretch.ts). Far tighter than the joint bound on
 * dense boards, whose goal bound ignores that the route must stay connected. Only for one goal and no ride.
 * Also returns that stretch in walking order, the seed of the search's first trail.
 */
function coverageAndStretch(graph: Graph, compiled: CompiledModel, coverage: number, deadline: number, guided: boolean): { bound: number; longest: number; without: () => number[]; start: number; stretch: number[] } | null {
  const goal = singleGoal(compiled);
  if (!goal) return null;
  const stretch = longestStretch(graph, goal.marked, stretchPreference(graph, compiled), deadline, true, guided);
  if (stretch === null) return null;
  const bound = coverage + goal.factor * stretch.length;
  const found = { bound, longest: stretch.length, without: stretch.without! };
  const ordered = trailFromSet(graph.sections, stretch.sections.map((e) => graph.sections[e].id));
  if (!ordered.ok) return { ...found, start: -1, stretch: [] };
  return { ...found, start: graph.vertexIndex.get(intersectionKey(ordered.trail.start))!, stretch: ordered.trail.sections.map((id) => graph.edgeIndex.get(id)!) };
}

/**
 * Ties between equally long stretches go to the one along what scores: each feature's worth (what losing it
 * alone from a fully covered board costs) shared among the sections that can cover it.
 */
function stretchPreference(graph: Graph, compiled: CompiledModel): number[] {
  const everything = new Coverage(compiled);
  const all = compiled.featureIds.map((_, f) => f);
  everything.add(all);
  const full = everything.value();
  const worth = all.map((f) => {
    everything.remove([f]);
    const without = everything.value();
    everything.add([f]);
    return full - without;
  });
  const share = new Float64Array(all.length);
  const touches = new Int32Array(all.length);
  // A section's features: its own, then each end's (summed in that order below: the shares are fractions).
  const lists = (e: number): readonly (readonly number[])[] => [compiled.edgeFeatures[e], compiled.vertexFeatures[graph.edgeA[e]], compiled.vertexFeatures[graph.edgeB[e]]];
  for (let e = 0; e < graph.sections.length; e++) for (const list of lists(e)) for (const f of list) touches[f]++;
  for (const f of all) share[f] = touches[f] ? worth[f] / touches[f] : 0;
  return graph.sections.map((_, e) => {
    let sum = 0;
    for (const list of lists(e)) for (const f of list) sum += share[f];
    return Math.round(4 * sum);
  });
}

/** The one personal goal of a ride-free board, when it has exactly one. */
function singleGoal(compiled: CompiledModel): GoalTerm | null {
  if (compiled.pathTerms.length !== 1 || compiled.hops.length) return null;
  const goal = compiled.terms[compiled.pathTerms[0]];
  return goal.kind === 'longestBetween' ? goal : null;
}

/** No trail is worth more without its personal goal: the root bound of the board's coverage alone. */
function coverageOnlyBound(graph: Graph, compiled: CompiledModel): number {
  return new BranchAndBound(graph, withoutGoals(compiled), 0).coverageRootBound();
}


function toTrail(graph: Graph, best: Best): Trail {
  if (best.start < 0) return { start: intersectionOf(graph.vertexKeys[0] ?? 0), sections: [] };
  const trail: Trail = { start: intersectionOf(graph.vertexKeys[best.start]), sections: best.edges.map((e) => graph.sections[e].id) };
  if (best.transferAfter >= 0) trail.transfer = { after: best.transferAfter, to: intersectionOf(graph.vertexKeys[best.transferTo]) };
  return trail;
}

/** The trail worth the most PP, with the proof that none is worth more (see the file comment). */
export function bestTrail(sections: readonly Section[], model: RouteScoringModel, options: BestTrailOptions = {}): BestTrailResult {
  const { graph, compiled } = compileBoard(sections, model);
  const started = performance.now();
  const nodeLimit = options.nodeLimit ?? DEFAULT_NODE_LIMIT;
  // A tenth of the nodes and of the time is kept for tightening the bound should the search stop short.
  const descentNodes = Math.min(DESCENT_NODES, Math.floor(nodeLimit / 10));
  const deadline = options.timeLimitMs === undefined ? Infinity : started + options.timeLimitMs;
  const searchDeadline = options.timeLimitMs === undefined ? Infinity : started + options.timeLimitMs * 0.9;
  const single = singleGoal(compiled) !== null;
  const searchNodes = nodeLimit - descentNodes;
  const quickNodes = single ? Math.min(searchNodes, Math.max(0, options.exactAfter ?? EXACT_AFTER)) : searchNodes;
  const search = new BranchAndBound(graph, compiled, quickNodes, searchDeadline);
  const coverage = single ? coverageOnlyBound(graph, compiled) : Infinity;
  // The densest boards are searched with exact bounds, which the stretches without each section hardly help
  // (none of the 72-road bench boards' nodes changed), so there the programme may skip the short stretches.
  const straightToExact = single && graph.sections.length >= EXACT_FROM_SECTIONS;
  const split = coverageAndStretch(graph, compiled, coverage, searchDeadline, straightToExact);
  const rootBound = Math.min(search.rootBound(split?.bound), split?.bound ?? Infinity);
  search.cap = rootBound;
  if (split) search.goalCap[0] = split.longest;
  if (split && split.stretch.length) {
    search.seed(split.start, split.stretch, SEED_BUDGET);
    const reversed = search.reversedBest();
    if (reversed) search.seed(reversed.start, reversed.edges, SEED_BUDGET);
  }
  // Only worth its time when the first trail did not already reach the root bound.
  if (split && search.best.value < rootBound) search.withoutCap = split.without();
  const setUp = (into: BranchAndBound, exact: boolean): void => {
    into.maximalStarts = single;
    into.startBudget = Math.max(1, options.startBudget ?? START_BUDGET);
    into.goalCap.splice(0, into.goalCap.length, ...search.goalCap);
    into.withoutCap = search.withoutCap;
    into.exact = exact;
  };
  setUp(search, false);
  if (single) {
    search.stallNodes = STALL_NODES;
    search.stallValue = search.best.value;
  }
  // The densest boards go straight to exact bounds; a board the quick search could not finish within its
  // nodes is searched again, with exact bounds. (A first trail that meets the root bound needs neither.)
  const open = search.best.value < rootBound;
  if (open && !straightToExact) searchAll(search, coverage, rootBound);
  let { nodes, pruned } = search;
  let main = search;
  const hard = open && (straightToExact || (search.aborted && (search.stalled || search.nodes > quickNodes)));
  const roomLeft = nodes < searchNodes && performance.now() <= searchDeadline;
  const exactSearch = hard && roomLeft;
  // Straight to exact bounds without room left: nothing was searched, so only the root bound holds.
  if (hard && !roomLeft && straightToExact) {
    search.aborted = true;
    search.openBound = rootBound;
  }
  if (exactSearch) {
    main = new BranchAndBound(graph, compiled, searchNodes - nodes, searchDeadline);
    setUp(main, true);
    main.cap = rootBound;
    main.best = search.best;
    searchAll(main, coverage, rootBound);
    nodes += main.nodes;
    pruned += main.pruned;
  }
  let best = main.best;
  let optimal = !main.aborted;
  let upperBound = optimal ? best.value : Math.min(rootBound, Math.max(best.value, main.openBound));
  if (!optimal) {
    const descent = lowerTheBound(best, upperBound, (threshold, limit) => {
      const probe = new BranchAndBound(graph, compiled, limit, deadline);
      setUp(probe, exactSearch);
      probe.cap = threshold + 1;
      probe.best = { value: threshold, start: -1, edges: [], transferAfter: -1, transferTo: -1 };
      searchAll(probe, coverage, threshold + 1);
      nodes += probe.nodes;
      pruned += probe.pruned;
      return probe;
    }, descentNodes);
    ({ best, upperBound, optimal } = descent);
  }
  const trail = toTrail(graph, best);
  const score = scoreTrail(sections, model, trail);
  const method = !optimal ? 'stopped' : best.value >= rootBound ? 'bound' : 'searched';
  const params = { nodes, pruned, value: method === 'bound' ? rootBound : best.value, bound: upperBound };
  const explanation = fillTemplate(sheetMessages.en.route.proof[method], params);
  return {
    trail,
    value: best.value,
    score,
    proof: { optimal, rootBound, upperBound, nodesExplored: nodes, pruned, method, explanation, reason: message(explanation, `sheet.route.proof.${method}`, params) },
  };
}

/** Every start; then, should the best trail be worth less than coverage alone, the closed trails missed. */
function searchAll(search: BranchAndBound, coverage: number, bound: number): void {
  search.run(bound);
  if (search.maximalStarts && !search.aborted && search.best.value < Math.min(coverage, bound)) {
    search.maximalStarts = false;
    search.run(bound);
  }
}

/**
 * After a search stopped at its limit: is any trail worth more than `upper` − 1? A search told that a trail
 * of that value is already known answers quickly when none is (every bound then cuts at once); each answer
 * lowers the proven upper bound by one, and a trail it finds meets the bound, so it is optimal. Stops at
 * the first question it cannot answer within the nodes left.
 */
function lowerTheBound(
  best: Best,
  upper: number,
  ask: (threshold: number, nodeLimit: number) => BranchAndBound,
  nodes: number,
): { best: Best; upperBound: number; optimal: boolean } {
  let left = nodes;
  while (upper > best.value && left > 0) {
    const probe = ask(upper - 1, left);
    left -= probe.nodes;
    const found = probe.best.start >= 0 && probe.best.value > best.value;
    if (found) best = probe.best;
    if (probe.aborted) break;
    if (found) return { best, upperBound: best.value, optimal: true };
    upper--;
  }
  return { best, upperBound: upper, optimal: upper <= best.value };
}
