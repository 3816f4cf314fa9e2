/**
 * Distances between the few points a bound needs (odd and marked intersections) inside R, the unused sections
 * reachable from the trail's end. The quick matching dual reads them up to a small radius; the exact pairing
 * (./t-join.ts) needs them all, and continues the same measurement instead of starting again.
 *
 * Up to 32 points, all at once: each vertex of R keeps the set of points within d sections as the bits of one
 * number, and one sweep over R grows every set by one section; a point's new bits are the points first met at
 * distance d. Past 32 points, one breadth-first search per point.
 */
import { Slab } from './slab';

/** The part of the board measured in: its vertices (the sections between them that are not `used`). */
export interface Region {
  vertices: number[];
}

export class PointDistances {
  /** k × k distances between the points last measured; Infinity: farther than measured so far. */
  dist = new Float64Array(0);
  /** Per point i, the points met so far, nearest first: met[i·k + c] for c < metCount[i]. */
  met = new Int32Array(0);
  metCount = new Int32Array(0);
  private points: number[] = [];
  /** The caller's name for the node measured (its stamp): the same points at the same node resume. */
  private node = -1;
  private radius = 0;
  /** The sweep reached every point it can (it stopped growing). */
  private settled = false;
  /** Per vertex of R (compact numbering), the points within the current distance as bits. */
  private readonly within: Int32Array;
  private readonly grown: Int32Array;
  /** R's unused sections as adjacency lists by R's own vertex numbers (`compactOf` is the region they are for). */
  private compactOf: Region | null = null;
  private readonly local: Int32Array;
  private readonly start: Int32Array;
  private readonly next: Int32Array;
  /** Breadth-first search state, past 32 points. */
  private readonly slot: Int32Array;
  private readonly seen: Int32Array;
  private readonly mark: Int32Array;
  private readonly queue: Int32Array;
  private visit = 0;

  /** Incident sections by vertex, flat (section and far end side by side), and which sections are used. */
  constructor(
    private readonly adjStart: Int32Array,
    private readonly adjEdge: Int32Array,
    private readonly adjOther: Int32Array,
    private readonly used: Uint8Array,
    slab: Slab = new Slab(),
  ) {
    const vertices = adjStart.length - 1;
    this.within = slab.int32(vertices);
    this.grown = slab.int32(vertices);
    this.local = slab.int32(vertices);
    this.start = slab.int32(vertices + 1);
    this.next = slab.int32(adjEdge.length);
    this.slot = slab.int32(vertices);
    this.seen = slab.int32(vertices);
    this.mark = slab.int32(vertices);
    this.queue = slab.int32(vertices);
  }

  /**
   * Distances between `points` inside `region` up to `radius` (`dist`, k × k). Asked again at the same `node`
   * for the same points, it goes on from the radius already measured.
   */
  measure(points: number[], region: Region, node: number, radius: number): Float64Array {
    const k = points.length;
    const resume = this.node === node && this.points.length === k && this.points.every((v, i) => v === points[i]);
    // Past 32 points the breadth-first searches start again at a larger radius.
    if (!resume || (k > 32 && radius > this.radius)) this.reset(points, node);
    if (k > 32) {
      if (radius > this.radius) this.oneByOne(points, region, radius);
      this.radius = Math.max(this.radius, radius);
      return this.dist;
    }
    if (!resume) {
      const local = this.compactAdjacency(region);
      this.within.fill(0, 0, region.vertices.length);
      points.forEach((v, i) => (this.within[local[v]] |= 1 << i));
    }
    this.sweep(points, region, radius);
    return this.dist;
  }

  private reset(points: number[], node: number): void {
    const k = points.length;
    if (this.dist.length < k * k) {
      this.dist = new Float64Array(k * k * 2);
      this.met = new Int32Array(k * k * 2);
    }
    if (this.metCount.length < k) this.metCount = new Int32Array(2 * k);
    this.dist.fill(Infinity, 0, k * k);
    this.metCount.fill(0, 0, k);
    this.points = points;
    this.node = node;
    this.radius = 0;
    this.settled = false;
  }

  /** Grows every point's set a section at a time up to `radius` (or until nothing grows). */
  private sweep(points: number[], region: Region, radius: number): void {
    const k = points.length;
    const local = this.compactAdjacency(region);
    const { start, next, within, grown, dist } = this;
    const r = region.vertices.length;
    for (let d = this.radius + 1; d <= radius && !this.settled; d++) {
      let changed = false;
      for (let v = 0; v < r; v++) {
        let bits = within[v];
        for (let j = start[v]; j < start[v + 1]; j++) bits |= within[next[j]];
        grown[v] = bits;
        if (bits !== within[v]) changed = true;
      }
      this.radius = d;
      if (!changed) {
        this.settled = true;
        break;
      }
      for (let i = 0; i < k; i++) {
        let met = grown[local[points[i]]] & ~within[local[points[i]]];
        while (met !== 0) {
          const j = 31 - Math.clz32(met & -met);
          dist[i * k + j] = d;
          this.met[i * k + this.metCount[i]++] = j;
          met &= met - 1;
        }
      }
      // The newest sets always live in `within`, where a resumed sweep starts.
      for (let v = 0; v < r; v++) within[v] = grown[v];
    }
  }

  /** The region's vertices numbered 0..|R|−1 (returned: number by intersection) and its unused sections as lists. */
  private compactAdjacency(region: Region): Int32Array {
    const { local, start, next } = this;
    if (this.compactOf === region) return local;
    const vertices = region.vertices;
    for (let i = 0; i < vertices.length; i++) local[vertices[i]] = i;
    let at = 0;
    for (let i = 0; i < vertices.length; i++) {
      const v = vertices[i];
      start[i] = at;
      for (let j = this.adjStart[v]; j < this.adjStart[v + 1]; j++) if (!this.used[this.adjEdge[j]]) next[at++] = local[this.adjOther[j]];
    }
    start[region.vertices.length] = at;
    this.compactOf = region;
    return local;
  }

  /** One breadth-first search per point, up to `radius` (more than 32 points). */
  private oneByOne(points: number[], region: Region, radius: number): void {
    const k = points.length;
    const { slot, seen, mark, queue, dist } = this;
    for (const v of region.vertices) slot[v] = -1;
    points.forEach((p, i) => (slot[p] = i));
    for (let i = 0; i < k; i++) {
      const visit = ++this.visit;
      mark[points[i]] = visit;
      seen[points[i]] = 0;
      queue[0] = points[i];
      let tail = 1;
      for (let head = 0; head < tail; head++) {
        const v = queue[head];
        if (slot[v] >= 0 && slot[v] !== i) {
          dist[i * k + slot[v]] = seen[v];
          this.met[i * k + this.metCount[i]++] = slot[v];
        }
        if (seen[v] >= radius) continue;
        for (let j = this.adjStart[v]; j < this.adjStart[v + 1]; j++) {
          if (this.used[this.adjEdge[j]]) continue;
          const w = this.adjOther[j];
          if (mark[w] !== visit) {
            mark[w] = visit;
            seen[w] = seen[v] + 1;
            queue[tail++] = w;
          }
        }
      }
    }
  }
}
