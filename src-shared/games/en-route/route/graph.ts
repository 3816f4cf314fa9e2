/**
 * Compiles drawn sections and a scoring model into index-based arrays the searches can walk quickly.
 * Both the optimiser and the exhaustive search use this, so they agree on what a trail is worth.
 */
import {
  intersectionKey,
  intersectionOf,
  roadKey,
  type Intersection,
  type IntersectionKey,
  type RouteScoringModel,
  type Section,
} from './types';
import type { Slab } from './slab';

export interface Graph {
  sections: readonly Section[];
  /** Intersection key of each vertex index. */
  vertexKeys: IntersectionKey[];
  vertexIndex: Map<IntersectionKey, number>;
  edgeA: Int32Array;
  edgeB: Int32Array;
  /** Incident edge indices per vertex, in section order (deterministic search order). */
  incident: number[][];
  edgeIndex: Map<string, number>;
  /**
   * The incident sections again, flat for the searches' hot loops: for vertex v, positions adjStart[v] to
   * adjStart[v + 1] − 1 of adjEdge (the section) and adjOther (its far end), in the order of `incident`.
   */
  adjStart: Int32Array;
  adjEdge: Int32Array;
  adjOther: Int32Array;
}

export function compileGraph(sections: readonly Section[], extraVertices: IntersectionKey[] = []): Graph {
  const vertexKeys: IntersectionKey[] = [];
  const vertexIndex = new Map<IntersectionKey, number>();
  const vertexOf = (p: Intersection): number => {
    const key = intersectionKey(p);
    let index = vertexIndex.get(key);
    if (index === undefined) {
      index = vertexKeys.length;
      vertexKeys.push(key);
      vertexIndex.set(key, index);
    }
    return index;
  };
  const edgeA = new Int32Array(sections.length);
  const edgeB = new Int32Array(sections.length);
  const edgeIndex = new Map<string, number>();
  sections.forEach((section, i) => {
    if (edgeIndex.has(section.id)) throw new Error(`Section id ${section.id} is used twice`);
    if (intersectionKey(section.a) === intersectionKey(section.b)) throw new Error(`Section ${section.id} joins an intersection to itself`);
    edgeIndex.set(section.id, i);
    edgeA[i] = vertexOf(section.a);
    edgeB[i] = vertexOf(section.b);
  });
  for (const key of extraVertices) vertexOf(intersectionOf(key));
  const incident: number[][] = vertexKeys.map(() => []);
  for (let i = 0; i < sections.length; i++) {
    incident[edgeA[i]].push(i);
    incident[edgeB[i]].push(i);
  }
  const adjStart = new Int32Array(vertexKeys.length + 1);
  for (let v = 0; v < vertexKeys.length; v++) adjStart[v + 1] = adjStart[v] + incident[v].length;
  const adjEdge = new Int32Array(2 * sections.length);
  const adjOther = new Int32Array(2 * sections.length);
  for (let v = 0; v < vertexKeys.length; v++) {
    for (let i = 0; i < incident[v].length; i++) {
      const e = incident[v][i];
      adjEdge[adjStart[v] + i] = e;
      adjOther[adjStart[v] + i] = edgeA[e] === v ? edgeB[e] : edgeA[e];
    }
  }
  return { sections, vertexKeys, vertexIndex, edgeA, edgeB, incident, edgeIndex, adjStart, adjEdge, adjOther };
}

export function otherEnd(graph: Graph, edge: number, from: number): number {
  return graph.edgeA[edge] === from ? graph.edgeB[edge] : graph.edgeA[edge];
}

/** Term kinds after compilation; accumulators hold Σ weights of covered features per slot. */
export type CompiledTerm =
  | { kind: 'sum'; id: string; label: string }
  | { kind: 'product'; id: string; label: string }
  | { kind: 'table'; id: string; label: string; table: number[] }
  | { kind: 'longestBetween'; id: string; label: string; factor: number; marked: Uint8Array; markedList: number[] };

/** A personal-goal term, the only kind `CompiledModel.pathTerms` lists. */
export type GoalTerm = Extract<CompiledTerm, { kind: 'longestBetween' }>;

export interface Contribution {
  term: number;
  /** 0: sum points / product left / table count; 1: product right. */
  slot: 0 | 1;
  amount: number;
}

export interface CompiledModel {
  featureIds: string[];
  featureLabels: string[];
  edgeFeatures: number[][];
  vertexFeatures: number[][];
  contributions: Contribution[][];
  terms: CompiledTerm[];
  /** Indices into `terms` of the personal-goal terms (order-dependent). */
  pathTerms: number[];
  /** Ride pairs as vertex-index masks; empty when the city has no vehicle. */
  hops: { from: Uint8Array; to: Uint8Array }[];
}

function transitKeys(model: RouteScoringModel): IntersectionKey[] {
  return (model.transit?.hops ?? []).flatMap(([a, b]) => [...a, ...b]);
}

function pathKeys(model: RouteScoringModel): IntersectionKey[] {
  return model.terms.flatMap((t) => (t.kind === 'longestBetween' ? t.intersections : []));
}

/** Every vertex any rule refers to gets an index, so masks over vertices cover them all. */
export function compileBoard(sections: readonly Section[], model: RouteScoringModel): { graph: Graph; compiled: CompiledModel } {
  const graph = compileGraph(sections, [...transitKeys(model), ...pathKeys(model)]);
  return { graph, compiled: compileModel(graph, model) };
}

function checkMonotone(model: RouteScoringModel): void {
  for (const term of model.terms) {
    const negative =
      (term.kind === 'sum' && term.features.some((f) => f.points < 0)) ||
      (term.kind === 'product' && [...term.left, ...term.right].some((f) => f.weight < 0)) ||
      (term.kind === 'table' && term.table.some((v, i) => i > 0 && v < term.table[i - 1])) ||
      (term.kind === 'longestBetween' && (term.factor ?? 1) < 0);
    // The optimiser's bound assumes covering more never loses points; the rulebook's route scoring never does.
    if (negative) throw new Error(`Route term ${term.id} is not monotone (negative points or a decreasing table)`);
  }
}

export function compileModel(graph: Graph, model: RouteScoringModel): CompiledModel {
  checkMonotone(model);
  const featureIds = model.features.map((f) => f.id);
  const featureIndex = new Map(featureIds.map((id, i) => [id, i]));
  const indexOf = (id: string): number => {
    const index = featureIndex.get(id);
    if (index === undefined) throw new Error(`Route term refers to unknown feature ${id}`);
    return index;
  };
  // The sections along each road (two sections can share one), so a feature finds its sections by its roads.
  const edgesOfRoad = new Map<string, number[]>();
  graph.sections.forEach((s, e) => {
    const road = roadKey(s.a, s.b);
    const edges = edgesOfRoad.get(road);
    if (edges) edges.push(e);
    else edgesOfRoad.set(road, [e]);
  });
  const edgeFeatures: number[][] = graph.sections.map(() => []);
  const vertexFeatures: number[][] = graph.vertexKeys.map(() => []);
  for (let f = 0; f < model.features.length; f++) {
    const feature = model.features[f];
    // A section gets each feature once, however often the feature lists its road.
    for (const road of feature.roads ?? []) {
      for (const e of edgesOfRoad.get(road) ?? []) {
        const list = edgeFeatures[e];
        if (list[list.length - 1] !== f) list.push(f);
      }
    }
    for (const key of feature.intersections ?? []) {
      const v = graph.vertexIndex.get(key);
      if (v !== undefined) vertexFeatures[v].push(f);
    }
  }
  const contributions: Contribution[][] = featureIds.map(() => []);
  const terms: CompiledTerm[] = [];
  const pathTerms: number[] = [];
  model.terms.forEach((term, t) => {
    if (term.kind === 'sum') {
      terms.push({ kind: 'sum', id: term.id, label: term.label });
      for (const f of term.features) contributions[indexOf(f.feature)].push({ term: t, slot: 0, amount: f.points });
    } else if (term.kind === 'product') {
      terms.push({ kind: 'product', id: term.id, label: term.label });
      for (const f of term.left) contributions[indexOf(f.feature)].push({ term: t, slot: 0, amount: f.weight });
      for (const f of term.right) contributions[indexOf(f.feature)].push({ term: t, slot: 1, amount: f.weight });
    } else if (term.kind === 'table') {
      terms.push({ kind: 'table', id: term.id, label: term.label, table: term.table.slice() });
      for (const f of term.features) contributions[indexOf(f)].push({ term: t, slot: 0, amount: 1 });
    } else {
      const marked = new Uint8Array(graph.vertexKeys.length);
      for (const key of term.intersections) marked[graph.vertexIndex.get(key)!] = 1;
      const markedList = [...marked.keys()].filter((v) => marked[v]);
      terms.push({ kind: 'longestBetween', id: term.id, label: term.label, factor: term.factor ?? 1, marked, markedList });
      pathTerms.push(t);
    }
  });
  const hops = (model.transit?.hops ?? []).map(([a, b]) => ({ from: maskOf(graph, a), to: maskOf(graph, b) }));
  return {
    featureIds,
    featureLabels: model.features.map((f) => f.label),
    edgeFeatures,
    vertexFeatures,
    contributions,
    terms,
    pathTerms,
    hops,
  };
}

/**
 * The model without its personal-goal terms, as compileModel would compile it from the route model without
 * them (same features, the other terms in order, contributions renumbered), without compiling it again.
 */
export function withoutGoals(model: CompiledModel): CompiledModel {
  const renumbered = new Int32Array(model.terms.length).fill(-1);
  const terms: CompiledTerm[] = [];
  model.terms.forEach((term, t) => {
    if (term.kind === 'longestBetween') return;
    renumbered[t] = terms.length;
    terms.push(term);
  });
  // Personal-goal terms have no contributions: every contribution keeps its place, under its term's new number.
  const contributions = model.contributions.map((list) => list.map((c) => ({ ...c, term: renumbered[c.term] })));
  return { ...model, terms, contributions, pathTerms: [] };
}

function maskOf(graph: Graph, keys: IntersectionKey[]): Uint8Array {
  const mask = new Uint8Array(graph.vertexKeys.length);
  for (const key of keys) mask[graph.vertexIndex.get(key)!] = 1;
  return mask;
}

/** Value of one set term from its accumulators. */
export function termValue(term: CompiledTerm, acc0: number, acc1: number): number {
  if (term.kind === 'sum') return acc0;
  if (term.kind === 'product') return acc0 * acc1;
  if (term.kind === 'table') return term.table.length === 0 ? 0 : term.table[Math.min(acc0, term.table.length - 1)];
  return 0;
}

/**
 * Coverage counts with incremental term accumulators: add/remove a feature occurrence in O(its terms).
 * Counts (not flags) so backtracking a section that shares a location with another keeps the location.
 */
export class Coverage {
  readonly counts: Int32Array;
  readonly acc0: Float64Array;
  readonly acc1: Float64Array;

  /** `slab`: where to carve the arrays from (a search's own; see ./slab.ts). */
  constructor(
    readonly model: CompiledModel,
    slab?: Slab,
  ) {
    this.counts = slab ? slab.int32(model.featureIds.length) : new Int32Array(model.featureIds.length);
    this.acc0 = slab ? slab.float64(model.terms.length) : new Float64Array(model.terms.length);
    this.acc1 = slab ? slab.float64(model.terms.length) : new Float64Array(model.terms.length);
  }

  add(features: readonly number[]): void {
    for (const f of features) {
      if (this.counts[f]++ === 0) this.apply(f, 1);
    }
  }

  remove(features: readonly number[]): void {
    for (const f of features) {
      if (--this.counts[f] === 0) this.apply(f, -1);
    }
  }

  private apply(feature: number, sign: 1 | -1): void {
    for (const c of this.model.contributions[feature]) {
      if (c.slot === 0) this.acc0[c.term] += sign * c.amount;
      else this.acc1[c.term] += sign * c.amount;
    }
  }

  value(): number {
    let total = 0;
    const terms = this.model.terms;
    for (let t = 0; t < terms.length; t++) total += termValue(terms[t], this.acc0[t], this.acc1[t]);
    return total;
  }
}
