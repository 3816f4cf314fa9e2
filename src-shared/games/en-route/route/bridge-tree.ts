/**
 * The bridge tree of R, the unused sections reachable from a partial trail's end: its 2-edge-connected parts
 * and the bridges between them. A trail crosses a bridge once, so its future stays in the parts along one
 * path of this tree (the optimiser's coverage and goal bounds, BranchAndBound.treeWalk).
 */
import type { Graph } from './graph';
import type { Reach } from './reach';
import type { Slab } from './slab';

/** A 2-edge-connected part of the reachable unused sections, and the bridges leaving it. */
export interface BridgePart {
  edges: number[];
  vertices: number[];
  exits: { edge: number; to: number }[];
  /** Per personal-goal term, how many of its marked intersections the part holds. */
  marked: number[];
}

export class BridgeTree {
  private readonly partOf: Int32Array;
  private readonly discovery: Int32Array;
  private readonly lowLink: Int32Array;
  private readonly bridgeFlags: Uint8Array;
  /** The depth-first clock of `findBridges`. */
  private time = 0;
  /** The tree last built, and the reachable sections it was built for. */
  private builtFor: Reach | null = null;
  private parts: BridgePart[] = [];
  /** Per personal-goal term, the marked intersections in all of R (the parts' counts summed), for the tree last built. */
  marked: number[] = [];

  /** `used`: the search's walked sections (read, never written); `goalMarked`: per personal goal, its marked intersections. */
  constructor(
    private readonly graph: Graph,
    private readonly used: Uint8Array,
    private readonly goalMarked: Uint8Array[],
    slab: Slab,
  ) {
    const vertices = graph.vertexKeys.length;
    this.partOf = slab.int32(vertices);
    this.discovery = slab.int32(vertices);
    this.lowLink = slab.int32(vertices);
    this.bridgeFlags = slab.uint8(graph.sections.length);
  }

  /**
   * The 2-edge-connected parts of R (reached from `end`) and the bridges between them; the tree last built is
   * kept, for the node's second bound.
   */
  of(reach: Reach, end: number): { parts: BridgePart[]; part: Int32Array } {
    if (this.builtFor === reach) return { parts: this.parts, part: this.partOf };
    const bridges = this.findBridges(reach, end);
    const part = this.partOf;
    for (const v of reach.vertices) part[v] = -1;
    const parts: BridgePart[] = [];
    for (const start of reach.vertices) {
      if (part[start] >= 0) continue;
      const index = parts.length;
      const current: BridgePart = { edges: [], vertices: [start], exits: [], marked: [] };
      parts.push(current);
      part[start] = index;
      for (let head = 0; head < current.vertices.length; head++) {
        const v = current.vertices[head];
        for (let i = this.graph.adjStart[v]; i < this.graph.adjStart[v + 1]; i++) {
          const edge = this.graph.adjEdge[i];
          if (this.used[edge] || bridges[edge]) continue;
          const w = this.graph.adjOther[i];
          if (v < w) current.edges.push(edge);
          if (part[w] < 0) {
            part[w] = index;
            current.vertices.push(w);
          }
        }
      }
    }
    const treeMarked = this.goalMarked.map(() => 0);
    for (const here of parts) {
      here.marked = this.goalMarked.map(() => 0);
      for (let p = 0; p < this.goalMarked.length; p++) {
        const marked = this.goalMarked[p];
        for (const v of here.vertices) here.marked[p] += marked[v];
        treeMarked[p] += here.marked[p];
      }
    }
    this.marked = treeMarked;
    for (const edge of reach.edgeList) {
      if (!bridges[edge]) continue;
      const a = part[this.graph.edgeA[edge]];
      const b = part[this.graph.edgeB[edge]];
      parts[a].exits.push({ edge, to: b });
      parts[b].exits.push({ edge, to: a });
    }
    this.builtFor = reach;
    this.parts = parts;
    return { parts, part };
  }

  /** Bridges of the unused sections reachable from `end` (Tarjan; parallel sections are never bridges). */
  private findBridges(reach: Reach, end: number): Uint8Array {
    const bridges = this.bridgeFlags;
    for (const e of reach.edgeList) bridges[e] = 0;
    const disc = this.discovery;
    for (const v of reach.vertices) disc[v] = -1;
    this.time = 0;
    this.search(end, -1);
    return bridges;
  }

  /** Tarjan's depth-first search below `v` (`findBridges`): discovery times, low links, bridges flagged. */
  private search(v: number, parentEdge: number): void {
    const disc = this.discovery;
    const low = this.lowLink;
    disc[v] = low[v] = this.time++;
    for (let i = this.graph.adjStart[v]; i < this.graph.adjStart[v + 1]; i++) {
      const edge = this.graph.adjEdge[i];
      if (this.used[edge] || edge === parentEdge) continue;
      const w = this.graph.adjOther[i];
      if (disc[w] < 0) {
        this.search(w, edge);
        low[v] = Math.min(low[v], low[w]);
        if (low[w] > disc[v]) this.bridgeFlags[edge] = 1;
      } else low[v] = Math.min(low[v], disc[w]);
    }
  }
}
