/**
 * The longest-stretch programme's states of one step: whole-number keys (below 2^53, most above 2^31) to the
 * best value and the state it came from. An open-addressing table over typed arrays: a JavaScript Map
 * boxes every such key as a heap number, and the programme looks up millions of them on a dense board.
 */
import type { Slab } from './slab';

const EMPTY = -1;

/** Where a table's arrays come from: its own buffers, or views on a programme's slab (./slab.ts). */
function arrays(slab: Slab | undefined): { float64: (n: number) => Float64Array; int32: (n: number) => Int32Array } {
  return slab ?? { float64: (n) => new Float64Array(n), int32: (n) => new Int32Array(n) };
}

export class StateTable {
  size = 0;
  private keys: Float64Array;
  private values: Float64Array;
  private froms: Float64Array;
  /** Insertion position by slot. */
  private positions: Int32Array;
  /** Occupied slots in insertion order: iterating skips the empty ones. */
  private filled: Int32Array;
  private mask: number;
  private readonly make: ReturnType<typeof arrays>;

  /**
   * `slab`: carve the arrays from it (a programme makes a table per section, most of them small, and a buffer
   * each cost more than filling them).
   */
  constructor(capacity = 16, slab?: Slab) {
    let slots = 16;
    while (slots < capacity * 2) slots *= 2;
    this.make = arrays(slab);
    this.keys = this.make.float64(slots).fill(EMPTY);
    this.values = this.make.float64(slots);
    this.froms = this.make.float64(slots);
    this.positions = this.make.int32(slots);
    this.filled = this.make.int32(slots / 2);
    this.mask = slots - 1;
  }

  get(key: number): number | undefined {
    const slot = this.slotOf(key);
    return this.keys[slot] === EMPTY ? undefined : this.values[slot];
  }

  /** The state `key` came from (as stored by `keep`). */
  from(key: number): number {
    return this.froms[this.slotOf(key)];
  }

  /** Where `key` was first kept, counting from 0 in insertion order (the i of `keyAt`), or −1. */
  positionOf(key: number): number {
    const slot = this.slotOf(key);
    return this.keys[slot] === EMPTY ? -1 : this.positions[slot];
  }

  /**
   * Keeps `value` (and where it came from) unless the state already has at least as much. Returns the state's
   * position (see `positionOf`).
   */
  keep(key: number, value: number, from: number): number {
    let slot = this.slotOf(key);
    if (this.keys[slot] !== EMPTY) {
      if (this.values[slot] >= value) return this.positions[slot];
    } else {
      if ((this.size + 1) * 2 > this.keys.length) {
        this.grow();
        slot = this.slotOf(key);
      }
      this.keys[slot] = key;
      this.positions[slot] = this.size;
      this.filled[this.size++] = slot;
    }
    this.values[slot] = value;
    this.froms[slot] = from;
    return this.positions[slot];
  }

  /** The i-th state kept (0 ≤ i < size), in insertion order. */
  keyAt(i: number): number {
    return this.keys[this.filled[i]];
  }

  valueAt(i: number): number {
    return this.values[this.filled[i]];
  }

  forEach(visit: (value: number, key: number) => void): void {
    const { keys, values, filled } = this;
    for (let i = 0; i < this.size; i++) visit(values[filled[i]], keys[filled[i]]);
  }

  /** Where `key` is, or the empty slot where it would go (linear probing). */
  private slotOf(key: number): number {
    const low = key >>> 0;
    const high = (key - low) / 4294967296;
    let hash = Math.imul(low, 0x9e3779b1) ^ Math.imul(high + 0x7f4a7c15, 0x85ebca6b);
    hash ^= hash >>> 15;
    let slot = hash & this.mask;
    const keys = this.keys;
    while (keys[slot] !== EMPTY && keys[slot] !== key) slot = (slot + 1) & this.mask;
    return slot;
  }

  private grow(): void {
    const { keys, values, froms, filled } = this;
    this.keys = this.make.float64(keys.length * 2).fill(EMPTY);
    this.values = this.make.float64(keys.length * 2);
    this.froms = this.make.float64(keys.length * 2);
    this.positions = this.make.int32(keys.length * 2);
    this.filled = this.make.int32(keys.length);
    this.mask = keys.length * 2 - 1;
    for (let i = 0; i < this.size; i++) {
      const slot = filled[i];
      const target = this.slotOf(keys[slot]);
      this.keys[target] = keys[slot];
      this.values[target] = values[slot];
      this.froms[target] = froms[slot];
      this.positions[target] = i;
      this.filled[i] = target;
    }
  }
}
