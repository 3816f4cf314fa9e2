/**
 * Paris diversity in the final route (rulebook, Paris: "最終ルート上に3つの異なる色の連続した3つのセクションで
 * 構成されているセグメントがいくつあるか…各セクションは、1つのセグメントにのみ含まれます"): runs of three
 * consecutive sections in three different colours, each section in one run, PP by the number of runs from the
 * board's track. The count depends on the order the route walks its sections, which the coverage optimiser
 * (`bestTrail`) does not see, so this search maximises route value + diversity PP over trails itself.
 *
 * It starts from the coverage optimiser's best trail (its value proven or bounded) and is a depth-first branch
 * and bound over trails (with the city's one ride): a partial trail's bound is everything still reachable
 * covered (the model's terms are monotone), the personal goal grown by every reachable section, and every
 * reachable section joining a run. The whole board's bound is the optimiser's own bound plus the most runs
 * the colours allow; a trail reaching it is proven at once.
 */
import { Coverage, compileBoard, otherEnd, type CompiledModel, type Graph } from './graph';
import { scoreTrail } from './trail';
import { intersectionOf, type BestTrailResult, type RouteScoringModel, type Section, type Trail } from './types';

export interface ColourRunsOptions {
  nodeLimit?: number;
  timeLimitMs?: number;
}

export interface ColourRunsResult {
  trail: Trail;
  /** Route value (the model's terms) and diversity PP of `trail`. */
  routeValue: number;
  runs: number;
  diversityPp: number;
  /** True when no trail is worth more route value + diversity PP. */
  optimal: boolean;
  /** No trail is worth more than this (equals the value when optimal). */
  upperBound: number;
  nodesExplored: number;
  method: 'bound' | 'searched' | 'stopped';
}

/** Runs of three consecutive sections in three colours, each section in one run; a ride breaks a run. Leftmost-first is optimal for runs of one length. */
export function diversityRuns(sections: readonly Section[], trail: Trail): number {
  const colour = new Map(sections.map((s) => [s.id, s.colour]));
  let runs = 0;
  let i = 0;
  while (i + 2 < trail.sections.length) {
    const three = trail.sections.slice(i, i + 3);
    const ride = trail.transfer && trail.transfer.after > i && trail.transfer.after < i + 3;
    if (!ride && new Set(three.map((id) => colour.get(id))).size === 3 && three.every((id) => colour.get(id))) {
      runs++;
      i += 3;
    } else i++;
  }
  return runs;
}

const tableAt = (table: readonly number[], n: number): number => (table.length ? table[Math.min(n, table.length - 1)] : 0);

/** The most runs any trail on these sections can have: three sections a run, one of each colour. */
export function mostRuns(sections: readonly Section[]): number {
  const count = (c: string) => sections.filter((s) => s.colour === c).length;
  return Math.min(Math.floor(sections.length / 3), count('red'), count('green'), count('blue'));
}

/** Where the walk stands in the run count: runs closed, and the colours of the last sections not in a run (at most two matter). */
interface RunState {
  runs: number;
  tail: number[];
}

const COLOUR_CODE: Record<string, number> = { red: 1, green: 2, blue: 3 };

function afterSection(state: RunState, colour: number): RunState {
  const tail = [...state.tail, colour].slice(-3);
  if (tail.length === 3 && colour && new Set(tail).size === 3 && !tail.includes(0)) return { runs: state.runs + 1, tail: [] };
  return { runs: state.runs, tail: tail.slice(-2) };
}

export function bestWithColourRuns(
  sections: readonly Section[],
  model: RouteScoringModel,
  table: readonly number[],
  start: BestTrailResult,
  options: ColourRunsOptions = {},
): ColourRunsResult {
  const startRuns = diversityRuns(sections, start.trail);
  const best = { trail: start.trail, routeValue: start.value, runs: startRuns, total: start.value + tableAt(table, startRuns) };
  const rootBound = start.proof.upperBound + tableAt(table, mostRuns(sections));
  const answer = (optimal: boolean, method: ColourRunsResult['method'], nodes: number, bound: number): ColourRunsResult => ({
    trail: best.trail, routeValue: best.routeValue, runs: best.runs, diversityPp: tableAt(table, best.runs), optimal, upperBound: optimal ? best.total : bound, nodesExplored: nodes, method,
  });
  if (best.total >= rootBound) return answer(true, 'bound', 0, rootBound);

  const { graph, compiled } = compileBoard(sections, model);
  const search = new RunSearch(graph, compiled, sections, model, table, best.total, options);
  const found = search.run();
  if (found) {
    const score = scoreTrail(sections, model, found);
    const runs = diversityRuns(sections, found);
    Object.assign(best, { trail: found, routeValue: score.total, runs, total: score.total + tableAt(table, runs) });
  }
  // Stopped: subtrees above the stopping point were left unsearched, so only the whole board's bound holds.
  return search.stopped ? answer(false, 'stopped', search.nodes, rootBound) : answer(true, 'searched', search.nodes, best.total);
}

class RunSearch {
  nodes = 0;
  stopped = false;
  private readonly used: Uint8Array;
  private readonly coverage: Coverage;
  private readonly colours: number[];
  private readonly deadline: number;
  private readonly nodeLimit: number;
  private readonly goal: { marked: Uint8Array; factor: number }[];
  private readonly trail: number[] = [];
  private bestTrail: Trail | null = null;

  constructor(
    private readonly graph: Graph,
    private readonly model: CompiledModel,
    sections: readonly Section[],
    private readonly routeModel: RouteScoringModel,
    private readonly table: readonly number[],
    private bestTotal: number,
    options: ColourRunsOptions,
  ) {
    this.used = new Uint8Array(sections.length);
    this.coverage = new Coverage(model);
    this.colours = sections.map((s) => COLOUR_CODE[s.colour ?? ''] ?? 0);
    this.deadline = options.timeLimitMs === undefined ? Infinity : performance.now() + options.timeLimitMs;
    this.nodeLimit = options.nodeLimit ?? 200_000;
    this.goal = model.pathTerms.map((t) => {
      const term = model.terms[t];
      return term.kind === 'longestBetween' ? { marked: term.marked, factor: term.factor } : { marked: new Uint8Array(0), factor: 0 };
    });
  }

  /** A better trail than the one it started from, or null. */
  run(): Trail | null {
    for (let v = 0; v < this.graph.vertexKeys.length && !this.stopped; v++) {
      if (this.graph.incident[v].length === 0) continue;
      this.coverage.add(this.model.vertexFeatures[v]);
      this.walk(v, v, null, { runs: 0, tail: [] }, this.goal.map(() => ({ first: -1, firstVertex: -1, second: -1, stretch: 0 })));
      this.coverage.remove(this.model.vertexFeatures[v]);
    }
    return this.bestTrail;
  }

  private walk(start: number, at: number, ride: { after: number; to: number } | null, runs: RunState, goals: GoalState[]): void {
    if (this.stopped) return;
    if (++this.nodes > this.nodeLimit || (this.nodes % 512 === 0 && performance.now() > this.deadline)) {
      this.stopped = true;
      return;
    }
    goals = goals.map((g, i) => visit(g, this.goal[i].marked, at, this.trail.length));
    const walkedSinceRide = ride ? this.trail.length - ride.after : this.trail.length;
    if (walkedSinceRide > 0) {
      const total = this.coverage.value() + goals.reduce((sum, g, i) => sum + g.stretch * this.goal[i].factor, 0) + tableAt(this.table, runs.runs);
      if (total > this.bestTotal) {
        this.bestTotal = total;
        this.bestTrail = this.trailOf(start, ride);
      }
    }
    if (this.bound(at, ride, runs, goals) <= this.bestTotal) return;
    for (const edge of this.graph.incident[at]) {
      if (this.used[edge]) continue;
      this.used[edge] = 1;
      this.trail.push(edge);
      this.coverage.add(this.model.edgeFeatures[edge]);
      const next = otherEnd(this.graph, edge, at);
      this.coverage.add(this.model.vertexFeatures[next]);
      this.walk(start, next, ride, afterSection(runs, this.colours[edge]), goals);
      this.coverage.remove(this.model.vertexFeatures[next]);
      this.coverage.remove(this.model.edgeFeatures[edge]);
      this.trail.pop();
      this.used[edge] = 0;
      if (this.stopped) return;
    }
    if (ride || this.trail.length === 0) return;
    for (const hop of this.model.hops) {
      if (!hop.from[at] && !hop.to[at]) continue;
      const targets = hop.from[at] ? hop.to : hop.from;
      for (let to = 0; to < targets.length; to++) {
        if (!targets[to] || to === at || this.graph.incident[to].length === 0) continue;
        this.coverage.add(this.model.vertexFeatures[to]);
        this.walk(start, to, { after: this.trail.length, to }, { runs: runs.runs, tail: [] }, goals);
        this.coverage.remove(this.model.vertexFeatures[to]);
        if (this.stopped) return;
      }
    }
  }

  /** Everything reachable covered, every reachable section lengthening the personal goal and joining a run. */
  private bound(at: number, ride: { after: number } | null, runs: RunState, goals: GoalState[]): number {
    const reach = this.reachable(at, !ride && this.trail.length > 0);
    const saved = this.coverage.counts.slice();
    const acc0 = this.coverage.acc0.slice();
    const acc1 = this.coverage.acc1.slice();
    for (const e of reach.edges) this.coverage.add(this.model.edgeFeatures[e]);
    for (const v of reach.vertices) this.coverage.add(this.model.vertexFeatures[v]);
    const covered = this.coverage.value();
    this.coverage.counts.set(saved);
    this.coverage.acc0.set(acc0);
    this.coverage.acc1.set(acc1);
    const more = reach.edges.length;
    const goal = goals.reduce((sum, g, i) => sum + this.goal[i].factor * Math.max(g.stretch, (g.first >= 0 ? this.trail.length - g.first : 0) + more), 0);
    const runsBound = runs.runs + Math.floor((runs.tail.length + more) / 3);
    return covered + goal + tableAt(this.table, runsBound);
  }

  /** Unused sections reachable from `at` (and from every ride stop while the ride is still to be taken). */
  private reachable(at: number, rideLeft: boolean): { edges: number[]; vertices: number[] } {
    const seen = new Uint8Array(this.graph.vertexKeys.length);
    const edgeSeen = new Uint8Array(this.used.length);
    const stack = [at];
    seen[at] = 1;
    if (rideLeft) {
      for (const hop of this.model.hops) {
        for (const mask of [hop.from, hop.to]) {
          mask.forEach((on, v) => {
            if (on && !seen[v]) {
              seen[v] = 1;
              stack.push(v);
            }
          });
        }
      }
    }
    const edges: number[] = [];
    const vertices: number[] = [];
    while (stack.length) {
      const v = stack.pop()!;
      vertices.push(v);
      for (const e of this.graph.incident[v]) {
        if (this.used[e] || edgeSeen[e]) continue;
        edgeSeen[e] = 1;
        edges.push(e);
        const w = otherEnd(this.graph, e, v);
        if (!seen[w]) {
          seen[w] = 1;
          stack.push(w);
        }
      }
    }
    return { edges, vertices };
  }

  private trailOf(start: number, ride: { after: number; to: number } | null): Trail {
    const trail: Trail = { start: intersectionOf(this.graph.vertexKeys[start]), sections: this.trail.map((e) => this.graph.sections[e].id) };
    if (ride) trail.transfer = { after: ride.after, to: intersectionOf(this.graph.vertexKeys[ride.to]) };
    return trail;
  }
}

/**
 * Personal goal as walked so far (a stretch runs between two different marked intersections): where the first
 * marked intersection was met and which, where the first other one was met, and the longest stretch yet.
 */
interface GoalState {
  first: number;
  firstVertex: number;
  second: number;
  stretch: number;
}

function visit(state: GoalState, marked: Uint8Array, vertex: number, position: number): GoalState {
  if (!marked[vertex]) return state;
  if (state.first < 0) return { first: position, firstVertex: vertex, second: -1, stretch: 0 };
  const since = vertex === state.firstVertex ? state.second : state.first;
  const second = vertex !== state.firstVertex && state.second < 0 ? position : state.second;
  return { ...state, second, stretch: since < 0 ? state.stretch : Math.max(state.stretch, position - since) };
}
