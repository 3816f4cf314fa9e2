/**
 * Searching maximal trails start by start (BranchAndBound.searchFrom), the sections a start's trails can no
 * longer need: once every trail from an intersection was searched, none ends there any more.
 */
import type { Graph } from './graph';

/** Where a maximal trail from `start` not found from an earlier start can end (see `deadEnds`; `searchedFrom`: the intersections every trail from which was searched). */
function endsFrom(graph: Graph, start: number, searchedFrom: Uint8Array): Uint8Array {
  const ends = new Uint8Array(graph.vertexKeys.length);
  const odd = (v: number): boolean => graph.incident[v].length % 2 === 1;
  if (!odd(start)) ends[start] = 1;
  else for (let v = 0; v < ends.length; v++) ends[v] = v !== start && odd(v) && !searchedFrom[v] ? 1 : 0;
  return ends;
}

/**
 * Sections no maximal trail from `start` can still need. Such a trail ends where every section is used:
 * an odd intersection (back at `start` for a closed one, the only kind from an even start). A trail
 * ending at an intersection already searched from was found there, walked the other way. Past a bridge
 * a trail never comes back, so a side of a bridge (away from `start`) without any end left is never
 * entered: its sections are blocked while this start is searched.
 */
export function deadEnds(graph: Graph, start: number, searchedFrom: Uint8Array, scratch: { discovery: Int32Array; lowLink: Int32Array }): number[] {
  const ends = endsFrom(graph, start, searchedFrom);
  const disc = scratch.discovery;
  const low = scratch.lowLink;
  disc.fill(-1);
  const order: number[] = [];
  const blocked: number[] = [];
  let time = 0;
  const dfs = (v: number, parentEdge: number): number => {
    disc[v] = low[v] = time++;
    order.push(v);
    let endsBelow = ends[v];
    for (let i = graph.adjStart[v]; i < graph.adjStart[v + 1]; i++) {
      const edge = graph.adjEdge[i];
      if (edge === parentEdge) continue;
      const w = graph.adjOther[i];
      if (disc[w] >= 0) {
        low[v] = Math.min(low[v], disc[w]);
        continue;
      }
      const first = order.length;
      const endsThere = dfs(w, edge);
      low[v] = Math.min(low[v], low[w]);
      endsBelow += endsThere;
      if (low[w] > disc[v] && endsThere === 0) {
        blocked.push(edge);
        for (let j = first; j < order.length; j++) {
          const u = order[j];
          for (let k = graph.adjStart[u]; k < graph.adjStart[u + 1]; k++) blocked.push(graph.adjEdge[k]);
        }
      }
    }
    return endsBelow;
  };
  dfs(start, -1);
  return [...new Set(blocked)];
}
