/**
 * The longest personal-goal stretch a board allows, exactly: the most sections of a trail between two
 * different marked intersections, whatever else the route does.
 *
 * Such a stretch is itself a trail from one marked intersection to another, so its sections form a connected
 * set whose only odd intersections are those two. A frontier dynamic programme finds the largest such set:
 * sections are decided one by one in map order (row by row), and a state only remembers, for the
 * intersections that still have undecided sections (the frontier, about one row wide), their degree parity
 * and which of them are already joined; plus how many odd intersections are finished (at most two, both
 * marked) and whether the set is complete. On a 7 × 7 board the frontier is at most 9 intersections and a
 * dense board peaks at a few thousand states.
 *
 * The optimiser adds this to the best coverage to bound a whole route: a long stretch and full coverage are
 * each possible, but together they may not be, so this is an upper bound, not the answer.
 */
import type { Graph } from './graph';
import { Slab } from './slab';
import { StateTable } from './state-table';
import { cheapestPairing } from './t-join';

/**
 * Past this many states the programme gives up (returns null): the bound is an optional speed-up, never
 * required. Dense 7 × 7 boards stay under 10 000; boards crowded with diagonals can pass it.
 */
const STATE_LIMIT = 60_000;

/**
 * A state as one whole number: the two counters (finished odd intersections 0–2, "complete") as 0–5, then
 * each frontier slot in 5 bits as component label × 2 + parity (label 0: no chosen section there yet; see
 * `read`). Ten slots fit in a double exactly; wider frontiers (New York's 13 columns) skip the programme.
 */
type Key = number;
const MAX_FRONTIER = 10;

/**
 * One step's states: best value per state and where it came from (the previous state, stored as −1 − key
 * when the section was taken; keys are never negative).
 */
interface Layer {
  states: StateTable;
  /**
   * Every move into this layer when asked for (`withoutEach`), by positions (see StateTable.positionOf): the
   * previous layer's state, then this layer's state × 2 + taken (1/0).
   */
  moves?: MoveLog;
  /** What taking this layer's section adds. */
  gain: number;
}

export interface Stretch {
  /** Sections of the longest stretch. */
  length: number;
  /** One longest stretch (section indices), among them one whose sections cover the most features. */
  sections: number[];
  /**
   * With `withoutEach`: per section, the longest stretch that does not use it (−1 when there is none),
   * worked out on the first call from the moves the programme kept. A route's stretch never uses the
   * sections walked before its first marked intersection, so the optimiser caps the goal by these once a
   * trail has walked them.
   */
  without?: () => number[];
}

/**
 * `preference[e]` (small whole numbers) only breaks ties between equally long stretches: the optimiser prefers
 * one along locations that score, so extending it into a whole route is likely to cover the rest. Past
 * `deadline` (performance.now() time; only tools a person waits on set one) it gives up too.
 *
 * `guided`: first look only for stretches as long as `stretchUpperBound` allows, dropping every state that
 * cannot reach that length even taking all its undecided sections; on dense boards the bound is usually the
 * answer and the programme keeps a half to a third of its states. When no stretch is that long, the programme
 * runs again unguided. Guided, `without` is exact where it is at least the bound, and the bound − 1 (an upper
 * bound) elsewhere.
 */
export function longestStretch(graph: Graph, marked: Uint8Array, preference?: readonly number[], deadline = Infinity, withoutEach = false, guided = false): Stretch | null {
  if (guided) {
    const bound = stretchUpperBound(graph, marked);
    if (bound > 0) {
      const found = runProgramme(graph, marked, preference, deadline, withoutEach, bound);
      if (found === null || found.length >= bound) return found;
    }
  }
  return runProgramme(graph, marked, preference, deadline, withoutEach, 0);
}

/**
 * No stretch is longer than this: a stretch from marked a to marked b leaves the other sections behind, and
 * their odd intersections are exactly odd(board) Δ {a, b}, so they hold a T-join for that set, at least its
 * cheapest pairing by shortest distances (./t-join.ts). The best pair of marked intersections gives the bound.
 */
export function stretchUpperBound(graph: Graph, marked: Uint8Array): number {
  const n = graph.vertexKeys.length;
  const markedList = [...Array(n).keys()].filter((v) => marked[v] && graph.incident[v].length > 0);
  const odd = [...Array(n).keys()].filter((v) => graph.incident[v].length % 2 === 1);
  const distance = distancesFrom(graph, [...new Set([...odd, ...markedList])]);
  let best = 0;
  for (let i = 0; i < markedList.length; i++) {
    for (let j = i + 1; j < markedList.length; j++) {
      const ends = [markedList[i], markedList[j]];
      const points = [...odd.filter((v) => !ends.includes(v)), ...ends.filter((v) => !odd.includes(v))];
      const leftBehind = cheapestPairing(points.length, (a, b) => distance.get(points[a])![points[b]]);
      best = Math.max(best, graph.sections.length - leftBehind);
    }
  }
  return best;
}

/** Breadth-first distances (in sections) from each source to every intersection (Infinity: unreachable). */
function distancesFrom(graph: Graph, sources: number[]): Map<number, number[]> {
  const result = new Map<number, number[]>();
  for (const source of sources) {
    const distance = new Array<number>(graph.vertexKeys.length).fill(Infinity);
    distance[source] = 0;
    const queue = [source];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head];
      for (const e of graph.incident[v]) {
        const w = graph.edgeA[e] === v ? graph.edgeB[e] : graph.edgeA[e];
        if (distance[w] === Infinity) {
          distance[w] = distance[v] + 1;
          queue.push(w);
        }
      }
    }
    result.set(source, distance);
  }
  return result;
}

/** The programme itself; with `atLeast`, only stretches of that length or more (none found: length 0). */
function runProgramme(graph: Graph, marked: Uint8Array, preference: readonly number[] | undefined, deadline: number, withoutEach: boolean, atLeast: number): Stretch | null {
  const n = graph.vertexKeys.length;
  const m = graph.sections.length;
  const weight = preference ?? new Array<number>(m).fill(0);
  const scale = 1 + weight.reduce((a, b) => a + b, 0);
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
  // Every layer's table and moves are views on this (kept with the layers, for `without`).
  const slab = new Slab();
  let layer: Layer = { states: new StateTable(16, slab), gain: 0 };
  layer.states.keep(counters(0, false), 0, 0);
  const initial = layer;
  const history: Layer[] = [];
  for (let i = 0; i < edges.length; i++) {
    const ends = unique([graph.edgeA[edges[i]], graph.edgeB[edges[i]]]);
    const before = frontier.length;
    frontier = [...frontier, ...ends.filter((v) => first[v] === i)];
    if (frontier.length > MAX_FRONTIER) return null;
    const step: Step = {
      before,
      width: frontier.length,
      slotA: frontier.indexOf(graph.edgeA[edges[i]]),
      slotB: frontier.indexOf(graph.edgeB[edges[i]]),
      gain: scale + weight[edges[i]],
      leaving: ends.filter((v) => last[v] === i).map((v) => ({ slot: frontier.indexOf(v), marked: marked[v] === 1 })),
    };
    layer = advance(layer.states, step, withoutEach, atLeast - (edges.length - 1 - i), scale, slab);
    history.push(layer);
    frontier = frontier.filter((v) => last[v] !== i);
    if (layer.states.size > STATE_LIMIT || performance.now() > deadline) return null;
  }
  const done = counters(2, true);
  const best = layer.states.get(done);
  if (best === undefined) return { length: 0, sections: [], without: withoutEach ? () => new Array<number>(m).fill(-1) : undefined };
  const stretch: Stretch = { length: Math.floor(best / scale), sections: walkBack(history, edges, done) };
  if (withoutEach) {
    let without: number[] | null = null;
    stretch.without = () => (without ??= longestWithoutEach(initial, history, edges, done, scale, atLeast));
  }
  return stretch;
}

/**
 * Moves as pairs of whole numbers in one growing buffer (a dense board records hundreds of thousands). It
 * starts small, doubling as it fills: one is made per section, and a game's boards record a few dozen moves.
 */
class MoveLog {
  length = 0;
  data: Int32Array;

  constructor(private readonly slab: Slab) {
    this.data = slab.int32(64);
  }

  push(from: number, to: number): void {
    if (this.length + 2 > this.data.length) {
      const grown = this.slab.int32(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = from;
    this.data[this.length++] = to;
  }
}

/**
 * Backwards over the recorded moves: `after` holds, per state (by position), the most a state can still add
 * up to the complete stretch. A section's longest stretch without it is the best state before it, plus
 * leaving it out, plus the best completion after.
 */
function longestWithoutEach(initial: Layer, history: Layer[], edges: number[], done: Key, scale: number, atLeast: number): number[] {
  // States that could not reach `atLeast` were dropped, so only stretches that long are seen: below it, all
  // that is known is that none reaches it.
  const without = new Array<number>(edges.length).fill(atLeast - 1);
  const last = history[history.length - 1].states;
  let after = new Float64Array(last.size).fill(-Infinity);
  after[last.positionOf(done)] = 0;
  for (let h = history.length - 1; h >= 0; h--) {
    const before = h === 0 ? initial.states : history[h - 1].states;
    const { data, length } = history[h].moves!;
    const gain = history[h].gain;
    const earlier = new Float64Array(before.size).fill(-Infinity);
    let skipping = -Infinity;
    for (let i = 0; i < length; i += 2) {
      const rest = after[data[i + 1] >> 1];
      if (rest === -Infinity) continue;
      const from = data[i];
      const took = data[i + 1] & 1;
      if (!took) skipping = Math.max(skipping, before.valueAt(from) + rest);
      const total = took ? gain + rest : rest;
      if (total > earlier[from]) earlier[from] = total;
    }
    if (skipping > -Infinity) without[edges[h]] = Math.max(without[edges[h]], Math.floor(skipping / scale));
    after = earlier;
  }
  return without;
}

/** One section's step: the frontier widths before and after its new intersections join, and who leaves after it. */
interface Step {
  before: number;
  width: number;
  slotA: number;
  slotB: number;
  /** Value of taking the section (scaled length plus its tie-break preference). */
  gain: number;
  leaving: { slot: number; marked: boolean }[];
}

/** Follows the recorded predecessors from the final state back to the start, collecting the taken sections. */
function walkBack(history: Layer[], edges: number[], final: Key): number[] {
  const taken: number[] = [];
  let key = final;
  for (let h = history.length - 1; h >= 0; h--) {
    const previous = history[h].states.from(key);
    if (previous < 0) taken.push(edges[h]);
    key = previous < 0 ? -1 - previous : previous;
  }
  return taken.reverse();
}

function unique(vertices: number[]): number[] {
  return vertices[0] === vertices[1] ? [vertices[0]] : vertices;
}

function counters(oddDone: number, closed: boolean): number {
  return oddDone + (closed ? 3 : 0);
}

/** Keeps a move from the state at `fromPosition` (key `from`) into `key`. */
function keep(into: Layer, key: Key, value: number, from: Key, fromPosition: number, took: boolean): void {
  const position = into.states.keep(key, value, took ? -1 - from : from);
  into.moves?.push(fromPosition, position * 2 + (took ? 1 : 0));
}

/** The state as read from its key (`before` slots, the rest 0), and the working copy for taking the section. */
const readComp = new Int32Array(MAX_FRONTIER);
const readParity = new Int32Array(MAX_FRONTIER);
const comp = new Int32Array(MAX_FRONTIER);
const parity = new Int32Array(MAX_FRONTIER);

/** Every state, with the section left out and (unless the set is complete) taken, then the leaving intersections retired. */
function advance(states: StateTable, step: Step, recordMoves: boolean, need: number, scale: number, slab: Slab): Layer {
  const out: Layer = { states: new StateTable(states.size * 2, slab), moves: recordMoves ? new MoveLog(slab) : undefined, gain: step.gain };
  for (let i = 0; i < states.size; i++) {
    const key = states.keyAt(i);
    const value = states.valueAt(i);
    // Whole-number halves by division (a floating-point remainder is several times slower).
    const high = Math.floor(key / HIGH);
    const low = key - high * HIGH;
    const counter = low & 7;
    const oddDone = counter % 3;
    const closed = counter >= 3;
    read(low, high, step.before);
    // Leaving the section out changes nothing but who retires: the state as read serves.
    // `need`: the sections a state must already have to reach `atLeast` with every undecided one.
    const skipped = retire(readComp, readParity, step, oddDone, closed);
    if (skipped >= 0 && Math.floor(value / scale) >= need) keep(out, skipped, value, key, i, false);
    if (closed) continue;
    start(step.width);
    take(step);
    const taken = retire(comp, parity, step, oddDone, closed);
    if (taken >= 0 && Math.floor((value + step.gain) / scale) >= need) keep(out, taken, value + step.gain, key, i, true);
  }
  return out;
}

/** The working copy: the state read, and the intersections new in this step with no chosen section yet. */
function start(width: number): void {
  for (let j = 0; j < width; j++) {
    comp[j] = readComp[j];
    parity[j] = readParity[j];
  }
}

/** Taking the section flips both ends' parity and joins their components. */
function take(step: Step): void {
  const { slotA, slotB, width } = step;
  parity[slotA] ^= 1;
  parity[slotB] ^= 1;
  const ca = comp[slotA];
  const cb = comp[slotB];
  if (!ca && !cb) comp[slotA] = comp[slotB] = width + 1;
  else if (!ca) comp[slotA] = cb;
  else if (!cb) comp[slotB] = ca;
  else if (ca !== cb) for (let j = 0; j < width; j++) if (comp[j] === cb) comp[j] = ca;
}

/**
 * Intersections whose sections are all decided leave the frontier: odd only if marked (at most two), and when
 * a component has no other frontier intersection the set is complete, which no other component may be.
 * Returns the new state's key, or −1 when the state breaks a rule.
 */
function retire(comp: Int32Array, parity: Int32Array, step: Step, oddDone: number, closed: boolean): Key {
  let gone = 0;
  for (let l = 0; l < step.leaving.length; l++) {
    const { slot, marked } = step.leaving[l];
    if (comp[slot]) {
      if (parity[slot]) {
        if (!marked || oddDone >= 2) return -1;
        oddDone++;
      }
      let joined = false;
      let separate = false;
      for (let j = 0; j < step.width; j++) {
        if (j === slot || gone & (1 << j) || !comp[j]) continue;
        if (comp[j] === comp[slot]) joined = true;
        else separate = true;
      }
      if (!joined) {
        if (separate) return -1;
        closed = true;
      }
    }
    gone |= 1 << slot;
  }
  return write(comp, parity, step.width, gone, counters(oddDone, closed));
}

/**
 * A key packs the counters (0–5) in its lowest 3 bits, then 5 bits per slot: the first five slots make a
 * 28-bit low half, the next five a high half above 2^28. Each half is read and written with bit operations.
 */
const LOW_SLOTS = 5;
const HIGH = 2 ** 28;

function read(low: number, high: number, k: number): void {
  let half = low >>> 3;
  for (let j = 0; j < k; j++) {
    if (j === LOW_SLOTS) half = high;
    const code = half & 31;
    half >>>= 5;
    readComp[j] = code >> 1;
    readParity[j] = code & 1;
  }
  for (let j = k; j < MAX_FRONTIER; j++) readComp[j] = readParity[j] = 0;
}

const relabel = new Int32Array(2 * MAX_FRONTIER + 4);
const relabelled = new Int32Array(2 * MAX_FRONTIER + 4);
let relabelRound = 0;

/** Frontier slots with components renumbered by first appearance (equal states get equal keys), minus `gone`. */
function write(comp: Int32Array, parity: Int32Array, k: number, gone: number, counter: number): number {
  const round = ++relabelRound;
  let labels = 0;
  let low = counter;
  let high = 0;
  let written = 0;
  for (let j = 0; j < k; j++) {
    if (gone & (1 << j)) continue;
    let c = comp[j];
    if (c) {
      if (relabelled[c] !== round) {
        relabelled[c] = round;
        relabel[c] = ++labels;
      }
      c = relabel[c];
    }
    const code = c * 2 + parity[j];
    if (written < LOW_SLOTS) low |= code << (3 + 5 * written);
    else high |= code << (5 * (written - LOW_SLOTS));
    written++;
  }
  return high * HIGH + low;
}
