/**
 * Maximum-weight perfect matching on a small dense graph: Edmonds' primal-dual blossom algorithm in its O(n³) form
 * (Gabow 1976; as surveyed by Galil, "Efficient algorithms for finding maximum matching in graphs", 1986).
 *
 * Why our own: the optimiser's exact bound solves one pairing of some 20 points per search node, hundreds per
 * hard board. The `edmonds-blossom` package (a faithful port of Van Rantwijk's sparse reference code) took
 * 70–100 µs per pairing of ~20 points, half of a hard board's whole search (session 10); this one takes
 * about 20 µs: it keeps its arrays between calls, works on the weight matrix directly, and starts from a
 * greedy matching on edges already tight (`jumpStart`). The tests check it against that package (now a
 * development dependency only) and against trying every pairing.
 *
 * Vertices are 1..n. Nodes above n are blossoms: odd cycles of nodes shrunk into one. Each vertex has a dual
 * (`dual`, on the scale of twice the weights; its halves stay exact in floating point); each blossom a dual too. An edge between two
 * outermost nodes is tight when its slack, dual(u) + dual(v) − 2·w(u, v), is 0. Trees grow from every
 * unmatched outermost node along tight edges: even nodes (`EVEN`) are the roots and those reached through a
 * matched edge; odd ones (`ODD`) are reached from an even node. Meeting another tree augments; meeting the same
 * tree shrinks the cycle into a blossom; otherwise the duals move until a new edge is tight, or an odd
 * blossom's dual reaches 0 and it is expanded again.
 */

const UNLABELLED = -1;
const EVEN = 0;
const ODD = 1;

export class DenseMatching {
  private n = 0;
  /** Highest node index in use (vertices, then blossoms). */
  private top = 0;
  private size = 0;
  /** Best edge between two nodes, stored as its two vertex ends and its weight (0: no edge). */
  private edgeU = new Int32Array(0);
  private edgeV = new Int32Array(0);
  private weight = new Float64Array(0);
  private dual = new Float64Array(0);
  /** For an outermost node, the vertex its matched edge leads to (0: unmatched). */
  private mate = new Int32Array(0);
  /** For a node outside the trees or odd, the even vertex with the least slack edge to it (0: none). */
  private slack = new Int32Array(0);
  /** Outermost blossom holding each node. */
  private outer = new Int32Array(0);
  /** Parent vertex in the tree (for odd nodes: the even vertex they hang from). */
  private parent = new Int32Array(0);
  private label = new Int32Array(0);
  private visited = new Int32Array(0);
  private visitRound = 0;
  /** For a blossom and a vertex inside it, the child of that blossom holding the vertex (0: not inside). */
  private childHolding = new Int32Array(0);
  /** The children of each blossom around its cycle, its base first. */
  private children: number[][] = [];
  private queue: number[] = [];
  private queueHead = 0;

  /**
   * The heaviest perfect matching of vertices 0..n−1 (edges given by `weightOf(i, j)`, 0 or less: none);
   * returns each vertex's mate, or null when no perfect matching exists.
   */
  solvePerfect(n: number, weightOf: (i: number, j: number) => number): Int32Array | null {
    this.reset(n);
    for (let i = 1; i <= n; i++) {
      for (let j = i + 1; j <= n; j++) {
        const w = Math.max(0, weightOf(i - 1, j - 1));
        this.setEdge(i, j, w);
        this.setEdge(j, i, w);
      }
    }
    this.jumpStart();
    while (this.augmentOnce());
    const mates = new Int32Array(n);
    for (let v = 1; v <= n; v++) {
      if (this.mate[v] === 0) return null;
      mates[v - 1] = this.mate[v] - 1;
    }
    return mates;
  }

  /**
   * Feasible duals to start from (each vertex's heaviest edge, so no edge has negative slack; then each
   * lowered until one of its edges is tight) and the pairs tight under them matched greedily: most of the matching before the first tree grows. A perfect
   * matching needs no dual bound at 0, so vertex duals may start anywhere feasible.
   */
  private jumpStart(): void {
    for (let u = 1; u <= this.n; u++) {
      let heaviest = 0;
      for (let v = 1; v <= this.n; v++) heaviest = Math.max(heaviest, this.weight[u * this.stride + v]);
      this.dual[u] = heaviest;
    }
    for (let u = 1; u <= this.n; u++) {
      let room = Infinity;
      for (let v = 1; v <= this.n; v++) if (v !== u && this.hasEdge(u, v)) room = Math.min(room, this.slackOf(u, v));
      if (room !== Infinity) this.dual[u] -= room;
    }
    for (let u = 1; u <= this.n; u++) {
      if (this.mate[u] !== 0) continue;
      for (let v = u + 1; v <= this.n; v++) {
        if (this.mate[v] === 0 && this.hasEdge(u, v) && this.slackOf(u, v) === 0) {
          this.mate[u] = v;
          this.mate[v] = u;
          break;
        }
      }
    }
  }

  /**
   * Only what a call reads before writing: every node's state, and each vertex's own row of `childHolding`.
   * Blossom rows (edges and holdings) are written whole when a blossom is made (`shrink`).
   */
  private reset(n: number): void {
    this.n = n;
    this.top = n;
    const size = 2 * n + 1;
    if (size > this.size) this.allocate(size);
    this.stride = size;
    this.holdingStride = n + 1;
    this.mate.fill(0, 0, size);
    this.dual.fill(0, 0, size);
    for (let x = 0; x < size; x++) this.outer[x] = x;
    this.childHolding.fill(0, 0, (n + 1) * (n + 1));
    for (let v = 1; v <= n; v++) this.childHolding[v * (n + 1) + v] = v;
  }

  private stride = 0;
  private holdingStride = 0;

  private allocate(size: number): void {
    this.size = size;
    this.edgeU = new Int32Array(size * size);
    this.edgeV = new Int32Array(size * size);
    this.weight = new Float64Array(size * size);
    this.dual = new Float64Array(size);
    this.mate = new Int32Array(size);
    this.slack = new Int32Array(size);
    this.outer = new Int32Array(size);
    this.parent = new Int32Array(size);
    this.label = new Int32Array(size);
    this.visited = new Int32Array(size);
    this.childHolding = new Int32Array(size * size);
    this.children = Array.from({ length: size }, () => []);
  }

  private setEdge(x: number, y: number, w: number): void {
    const at = x * this.stride + y;
    this.edgeU[at] = x;
    this.edgeV[at] = y;
    this.weight[at] = w;
  }

  /** Copies the best edge between `fromX` and `fromY` to stand for the one between `x` and `y`. */
  private copyEdge(x: number, y: number, fromX: number, fromY: number): void {
    const to = x * this.stride + y;
    const from = fromX * this.stride + fromY;
    this.edgeU[to] = this.edgeU[from];
    this.edgeV[to] = this.edgeV[from];
    this.weight[to] = this.weight[from];
  }

  /** Slack of the edge stored between nodes x and y (through its vertex ends). */
  private slackOf(x: number, y: number): number {
    const at = x * this.stride + y;
    const u = this.edgeU[at];
    const v = this.edgeV[at];
    return this.dual[u] + this.dual[v] - 2 * this.weight[u * this.stride + v];
  }

  private hasEdge(x: number, y: number): boolean {
    return this.weight[x * this.stride + y] > 0;
  }

  private holding(blossom: number, vertex: number): number {
    return this.childHolding[blossom * this.holdingStride + vertex];
  }

  private updateSlack(u: number, x: number): void {
    if (this.slack[x] === 0 || this.slackOf(u, x) < this.slackOf(this.slack[x], x)) this.slack[x] = u;
  }

  private recomputeSlack(x: number): void {
    this.slack[x] = 0;
    for (let u = 1; u <= this.n; u++) {
      if (this.hasEdge(u, x) && this.outer[u] !== x && this.label[this.outer[u]] === EVEN) this.updateSlack(u, x);
    }
  }

  /** Queues the vertices of node x for scanning (they have just become even). */
  private enqueue(x: number): void {
    if (x <= this.n) this.queue.push(x);
    else for (const child of this.children[x]) this.enqueue(child);
  }

  private setOuter(x: number, blossom: number): void {
    this.outer[x] = blossom;
    if (x > this.n) for (const child of this.children[x]) this.setOuter(child, blossom);
  }

  /**
   * Position of `child` around blossom b's cycle, counted so that the path from the base to it has an even
   * number of edges (the cycle is reversed when needed).
   */
  private evenPosition(b: number, child: number): number {
    const cycle = this.children[b];
    const at = cycle.indexOf(child);
    if (at % 2 === 0) return at;
    const reversed = [cycle[0], ...cycle.slice(1).reverse()];
    this.children[b] = reversed;
    return cycle.length - at;
  }

  /** Matches node x along its stored edge to node y, re-matching inside x so that its new base is the edge's end. */
  private matchAlong(x: number, y: number): void {
    const at = x * this.stride + y;
    this.mate[x] = this.edgeV[at];
    if (x <= this.n) return;
    const inner = this.holding(x, this.edgeU[at]);
    const position = this.evenPosition(x, inner);
    const cycle = this.children[x];
    for (let i = 0; i < position; i++) this.matchAlong(cycle[i], cycle[i ^ 1]);
    this.matchAlong(inner, y);
    this.children[x] = [...cycle.slice(position), ...cycle.slice(0, position)];
  }

  /** Flips the matching along the tree path from even node u (joined to node v) back to u's root. */
  private augmentFrom(u: number, v: number): void {
    for (;;) {
      const next = this.outer[this.mate[u]];
      this.matchAlong(u, v);
      if (next === 0) return;
      const grand = this.outer[this.parent[next]];
      this.matchAlong(next, grand);
      u = grand;
      v = next;
    }
  }

  /** The nearest common even ancestor of even nodes u and v in their trees (0: different trees). */
  private commonAncestor(u: number, v: number): number {
    const round = ++this.visitRound;
    while (u !== 0 || v !== 0) {
      if (u !== 0) {
        if (this.visited[u] === round) return u;
        this.visited[u] = round;
        u = this.outer[this.mate[u]];
        if (u !== 0) u = this.outer[this.parent[u]];
      }
      [u, v] = [v, u];
    }
    return 0;
  }

  /** Shrinks the cycle through even nodes u and v and their common ancestor into a new blossom. */
  private shrink(u: number, ancestor: number, v: number): void {
    let b = this.n + 1;
    while (b <= this.top && this.outer[b] !== 0) b++;
    if (b > this.top) this.top = b;
    this.dual[b] = 0;
    this.label[b] = EVEN;
    this.mate[b] = this.mate[ancestor];
    const cycle = [ancestor];
    const climb = (from: number): number[] => {
      const path: number[] = [];
      for (let x = from; x !== ancestor; ) {
        const y = this.outer[this.mate[x]];
        path.push(x, y);
        this.enqueue(y);
        x = this.outer[this.parent[y]];
      }
      return path;
    };
    cycle.push(...climb(u).reverse(), ...climb(v));
    this.children[b] = cycle;
    this.setOuter(b, b);
    for (let x = 1; x <= this.top; x++) {
      this.weight[b * this.stride + x] = 0;
      this.weight[x * this.stride + b] = 0;
    }
    for (let x = 1; x <= this.n; x++) this.childHolding[b * this.holdingStride + x] = 0;
    for (const child of cycle) {
      for (let x = 1; x <= this.top; x++) {
        if (!this.hasEdge(b, x) || (this.hasEdge(child, x) && this.slackOf(child, x) < this.slackOf(b, x))) {
          this.copyEdge(b, x, child, x);
          this.copyEdge(x, b, x, child);
        }
      }
      for (let x = 1; x <= this.n; x++) if (this.holding(child, x) !== 0) this.childHolding[b * this.holdingStride + x] = child;
    }
    this.recomputeSlack(b);
  }

  /** Undoes odd blossom b (its dual is 0): the part of its cycle on the tree path stays in the tree. */
  private expand(b: number): void {
    for (const child of this.children[b]) this.setOuter(child, child);
    const entry = this.holding(b, this.edgeU[b * this.stride + this.parent[b]]);
    const position = this.evenPosition(b, entry);
    const cycle = this.children[b];
    for (let i = 0; i < position; i += 2) {
      const oddChild = cycle[i];
      const evenChild = cycle[i + 1];
      this.parent[oddChild] = this.edgeU[evenChild * this.stride + oddChild];
      this.label[oddChild] = ODD;
      this.label[evenChild] = EVEN;
      this.slack[oddChild] = 0;
      this.recomputeSlack(evenChild);
      this.enqueue(evenChild);
    }
    this.label[entry] = ODD;
    this.parent[entry] = this.parent[b];
    for (let i = position + 1; i < cycle.length; i++) {
      this.label[cycle[i]] = UNLABELLED;
      this.recomputeSlack(cycle[i]);
    }
    this.outer[b] = 0;
  }

  /** A tight edge from an even node: grows a tree, augments (returns true) or shrinks a blossom. */
  private tightEdge(x: number, y: number): boolean {
    const at = x * this.stride + y;
    const eu = this.edgeU[at];
    const ev = this.edgeV[at];
    const u = this.outer[eu];
    const v = this.outer[ev];
    if (this.label[v] === UNLABELLED) {
      this.parent[v] = eu;
      this.label[v] = ODD;
      const next = this.outer[this.mate[v]];
      this.slack[v] = 0;
      this.slack[next] = 0;
      this.label[next] = EVEN;
      this.enqueue(next);
    } else if (this.label[v] === EVEN) {
      const ancestor = this.commonAncestor(u, v);
      if (ancestor === 0) {
        this.augmentFrom(u, v);
        this.augmentFrom(v, u);
        return true;
      }
      this.shrink(u, ancestor, v);
    }
    return false;
  }

  /** One augmentation (true), or false when no matching is heavier than the current one. */
  private augmentOnce(): boolean {
    for (let x = 1; x <= this.top; x++) {
      this.label[x] = UNLABELLED;
      this.slack[x] = 0;
    }
    this.queue.length = 0;
    this.queueHead = 0;
    for (let x = 1; x <= this.top; x++) {
      if (this.outer[x] === x && this.mate[x] === 0) {
        this.parent[x] = 0;
        this.label[x] = EVEN;
        this.enqueue(x);
      }
    }
    if (this.queue.length === 0) return false;
    // Each round tightens an edge or expands a blossom, so far fewer than this many rounds ever happen; the
    // limit turns a defect into an error instead of a frozen calculator.
    for (let round = 0; ; round++) {
      if (round > 4 * this.size * this.size) throw new Error('matching: no progress (a defect)');
      while (this.queueHead < this.queue.length) {
        const u = this.queue[this.queueHead++];
        if (this.label[this.outer[u]] === ODD) continue;
        for (let v = 1; v <= this.n; v++) {
          if (!this.hasEdge(u, v) || this.outer[u] === this.outer[v]) continue;
          if (this.slackOf(u, v) === 0) {
            if (this.tightEdge(u, v)) return true;
          } else this.updateSlack(u, this.outer[v]);
        }
      }
      if (!this.moveDuals()) return false;
      for (let x = 1; x <= this.top; x++) {
        const s = this.slack[x];
        if (this.outer[x] === x && s !== 0 && this.outer[s] !== x && this.slackOf(s, x) === 0 && this.tightEdge(s, x)) return true;
      }
      for (let b = this.n + 1; b <= this.top; b++) if (this.outer[b] === b && this.label[b] === ODD && this.dual[b] === 0) this.expand(b);
    }
  }

  /** Moves the duals by the most they can; false when nothing limits them (no perfect matching exists). */
  private moveDuals(): boolean {
    let step = Infinity;
    for (let b = this.n + 1; b <= this.top; b++) if (this.outer[b] === b && this.label[b] === ODD) step = Math.min(step, this.dual[b] / 2);
    for (let x = 1; x <= this.top; x++) {
      if (this.outer[x] !== x || this.slack[x] === 0) continue;
      if (this.label[x] === UNLABELLED) step = Math.min(step, this.slackOf(this.slack[x], x));
      else if (this.label[x] === EVEN) step = Math.min(step, this.slackOf(this.slack[x], x) / 2);
    }
    if (step === Infinity) return false;
    for (let u = 1; u <= this.n; u++) {
      const label = this.label[this.outer[u]];
      if (label === EVEN) this.dual[u] -= step;
      else if (label === ODD) this.dual[u] += step;
    }
    for (let b = this.n + 1; b <= this.top; b++) {
      if (this.outer[b] !== b) continue;
      if (this.label[b] === EVEN) this.dual[b] += 2 * step;
      else if (this.label[b] === ODD) this.dual[b] -= 2 * step;
    }
    return true;
  }
}
