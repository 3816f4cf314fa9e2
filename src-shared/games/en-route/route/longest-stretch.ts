/**
 * The longest personal-goal stretch a board allows, exactly: the most sections of a trail between two
 * different marked intersections, whatever else the route does.
 *
 * Such a stretch is itself a trail from one marked intersection to another, so its sections form a connected
 * set whose only odd intersections are those two. A frontier dynamic programme finds the largest such set:
 * sections are decided one by one in map order (row by row), and a state only remembers, for the
 * intersections that still have undecided sections (the frontier, about one row wide), their degree parity
 * and which of them are already joined; plus how many odd intersections are finished (at most two, both
 * marked) and whether the set is complete. Boards are at most 13 intersections wide, so frontiers stay small
 * (a dense 7 × 7 board peaks at a few thousand states).
 *
 * The optimiser adds this to the best coverage to bound a whole route: a long stretch and full coverage are
 * each possible, but together they may not be, so this is an upper bound, not the answer.
 */
import type { Graph } from './graph';

/** Past this many states a step gives up (returns null): the bound is an optional speed-up, never required. */
const STATE_LIMIT = 200_000;

/** Frontier slot code: component label × 2 + parity; label 0 means no chosen section at that intersection yet. */
type Key = string;

interface Step {
  /** Frontier after the edge's new intersections joined. */
  slotA: number;
  slotB: number;
}

export function longestStretch(graph: Graph, marked: Uint8Array): number | null {
  const n = graph.vertexKeys.length;
  const m = graph.sections.length;
  const rank = new Int32Array(n);
  [...Array(n).keys()].sort((p, q) => graph.vertexKeys[p] - graph.vertexKeys[q]).forEach((v, i) => (rank[v] = i));
  const later = (e: number): number => Math.max(rank[graph.edgeA[e]], rank[graph.edgeB[e]]);
  const earlier = (e: number): number => Math.min(rank[graph.edgeA[e]], rank[graph.edgeB[e]]);
  const edges = [...Array(m).keys()].sort((e, f) => later(e) - later(f) || earlier(e) - earlier(f));
  const first = new Int32Array(n).fill(-1);
  const last = new Int32Array(n).fill(-1);
  edges.forEach((e, i) => {
    for (const v of [graph.edgeA[e], graph.edgeB[e]]) {
      if (first[v] < 0) first[v] = i;
      last[v] = i;
    }
  });
  let frontier: number[] = [];
  let states = new Map<Key, number>([[tail(0, false), 0]]);
  for (let i = 0; i < edges.length; i++) {
    const a = graph.edgeA[edges[i]];
    const b = graph.edgeB[edges[i]];
    const entering = unique([a, b]).filter((v) => first[v] === i);
    if (entering.length) {
      states = widen(states, frontier.length, entering.length);
      frontier = [...frontier, ...entering];
    }
    states = decide(states, frontier.length, { slotA: frontier.indexOf(a), slotB: frontier.indexOf(b) });
    for (const v of unique([a, b]).filter((x) => last[x] === i)) {
      states = retire(states, frontier.length, frontier.indexOf(v), marked[v] === 1);
      frontier = frontier.filter((x) => x !== v);
    }
    if (states.size > STATE_LIMIT) return null;
  }
  return states.get(tail(2, true)) ?? 0;
}

function unique(vertices: number[]): number[] {
  return vertices[0] === vertices[1] ? [vertices[0]] : vertices;
}

/** The two counters after the frontier slots: finished odd intersections and "the set is complete". */
function tail(oddDone: number, closed: boolean): string {
  return String.fromCharCode(oddDone, closed ? 1 : 0);
}

function keep(into: Map<Key, number>, key: Key, value: number): void {
  const old = into.get(key);
  if (old === undefined || old < value) into.set(key, value);
}

/** New frontier intersections start with no chosen section. */
function widen(states: Map<Key, number>, k: number, added: number): Map<Key, number> {
  const blank = String.fromCharCode(...Array<number>(added).fill(0));
  const out = new Map<Key, number>();
  for (const [key, value] of states) out.set(key.slice(0, k) + blank + key.slice(k), value);
  return out;
}

/** Leave the section out, or take it (unless the set is already complete): parities flip, components join. */
function decide(states: Map<Key, number>, k: number, step: Step): Map<Key, number> {
  const out = new Map<Key, number>();
  const comp = new Int32Array(k);
  const parity = new Int32Array(k);
  for (const [key, value] of states) {
    keep(out, key, value);
    if (key.charCodeAt(k + 1) === 1) continue;
    read(key, k, comp, parity);
    parity[step.slotA] ^= 1;
    parity[step.slotB] ^= 1;
    const ca = comp[step.slotA];
    const cb = comp[step.slotB];
    if (!ca && !cb) comp[step.slotA] = comp[step.slotB] = k + 1;
    else if (!ca) comp[step.slotA] = cb;
    else if (!cb) comp[step.slotB] = ca;
    else if (ca !== cb) for (let j = 0; j < k; j++) if (comp[j] === cb) comp[j] = ca;
    keep(out, write(comp, parity, k, -1) + key.slice(k), value + 1);
  }
  return out;
}

/**
 * An intersection whose sections are all decided leaves the frontier: odd only if marked (at most two), and
 * when its component has no other frontier intersection the set is complete, which no other component may be.
 */
function retire(states: Map<Key, number>, k: number, slot: number, isMarked: boolean): Map<Key, number> {
  const out = new Map<Key, number>();
  const comp = new Int32Array(k);
  const parity = new Int32Array(k);
  for (const [key, value] of states) {
    read(key, k, comp, parity);
    let oddDone = key.charCodeAt(k);
    let closed = key.charCodeAt(k + 1) === 1;
    if (comp[slot]) {
      if (parity[slot]) {
        if (!isMarked || oddDone >= 2) continue;
        oddDone++;
      }
      let joined = false;
      let separate = false;
      for (let j = 0; j < k; j++) {
        if (j === slot || !comp[j]) continue;
        if (comp[j] === comp[slot]) joined = true;
        else separate = true;
      }
      if (!joined) {
        if (separate) continue;
        closed = true;
      }
    }
    keep(out, write(comp, parity, k, slot) + tail(oddDone, closed), value);
  }
  return out;
}

function read(key: Key, k: number, comp: Int32Array, parity: Int32Array): void {
  for (let j = 0; j < k; j++) {
    const code = key.charCodeAt(j);
    comp[j] = code >> 1;
    parity[j] = code & 1;
  }
}

/** Frontier slots with components renumbered by first appearance (equal states get equal keys), minus `skip`. */
function write(comp: Int32Array, parity: Int32Array, k: number, skip: number): string {
  const label = new Map<number, number>();
  let key = '';
  for (let j = 0; j < k; j++) {
    if (j === skip) continue;
    let c = comp[j];
    if (c) {
      let renamed = label.get(c);
      if (renamed === undefined) label.set(c, (renamed = label.size + 1));
      c = renamed;
    }
    key += String.fromCharCode(c * 2 + parity[j]);
  }
  return key;
}
