/**
 * R in ./optimiser.ts: the unused sections reachable from a partial trail's end, with their intersections, as
 * the search's bounds read them (one breadth-first search per node; see BranchAndBound.reachable).
 */
export interface Reach {
  edges: number;
  edgeList: number[];
  vertices: number[];
  /** Intersections of odd degree in the unused reachable sections. */
  odd: number;
}

/** Nothing within reach (no ride possible). */
export const NO_REACH: Reach = Object.freeze({ edges: 0, edgeList: [], vertices: [], odd: 0 });
