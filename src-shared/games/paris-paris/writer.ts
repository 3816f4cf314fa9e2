/**
 * How the rules write the next state, so that one set of rules serves both paths: the pure `reduce` (a new
 * state that shares every part it did not write with the one before, each part copied on its first write)
 * and the in-place path (the caller's own state changed where it stands, each write recorded in an undo log
 * when one is given).
 */
import { ABSENT, logged, type UndoLog } from '../../engine/undo-log';
import type { State, Tile } from './types';

/** The parts of the state the rules change entry by entry. */
interface Parts {
  pool: State['pool'];
  revealed: State['revealed'];
  pSpaces: State['pSpaces'];
  shops: State['shops'];
  supply: State['supply'];
  bag: State['bag'];
  markers: State['markers'];
  tally: State['tally'];
}

type Part = keyof Parts;
type Entry<P extends Part> = Parts[P] extends readonly (infer T)[] ? T : Parts[P] extends Record<string, infer T> ? T : never;
type EntryKey<P extends Part> = Parts[P] extends readonly unknown[] ? number : string;

export interface StateWriter {
  /** The state being made: read it freely, change it only through the methods below. */
  readonly next: State;
  /**
   * True when the state's parts are changed where they stand with nothing recorded (the in-place path without
   * an undo log): what is kept beside a part for it (a cache) may then be changed in place as well.
   */
  readonly unrecorded: boolean;
  /** Replaces a whole field. */
  set<K extends keyof State>(key: K, value: State[K]): void;
  /** Sets one entry of a part (a pool count, a stop's shops, a seat's supply, a tally category…). */
  put<P extends Part>(part: P, key: EntryKey<P>, value: Entry<P>): void;
  /** Adds a tile at the end of this round's revealed tiles. */
  reveal(tile: Tile): void;
  /** Takes the tile at `index` off the table. */
  take(index: number): void;
  /** Remembers `value` for `key`, a part of the next state, in a cache beside it (changed with it, undone with it). */
  remember<K extends object, V>(cache: WeakMap<K, V>, key: K, value: V): void;
}

const ARRAY_PARTS: ReadonlySet<Part> = new Set<Part>(['revealed', 'pSpaces', 'supply', 'bag', 'markers']);

/** reduce's writer: the next state is a new object; a part is copied the first time it is written. */
class CopyingWriter implements StateWriter {
  readonly next: State;
  readonly unrecorded = false;
  private readonly owned = new Set<keyof State>();

  constructor(state: State) {
    this.next = { ...state };
  }

  set<K extends keyof State>(key: K, value: State[K]): void {
    this.next[key] = value;
    this.owned.add(key);
  }

  private own<P extends Part>(part: P): Parts[P] {
    if (!this.owned.has(part)) {
      const current = this.next[part];
      // Copied, then written (a computed key in a spread literal made every copy several times slower).
      this.next[part] = (ARRAY_PARTS.has(part) ? (current as unknown[]).slice() : { ...current }) as State[P];
      this.owned.add(part);
    }
    return this.next[part];
  }

  put<P extends Part>(part: P, key: EntryKey<P>, value: Entry<P>): void {
    (this.own(part) as Record<string | number, unknown>)[key] = value;
  }

  reveal(tile: Tile): void {
    this.own('revealed').push(tile);
  }

  take(index: number): void {
    this.own('revealed').splice(index, 1);
  }

  remember<K extends object, V>(cache: WeakMap<K, V>, key: K, value: V): void {
    cache.set(key, value);
  }
}

/** The in-place path's writer: the caller's state itself, every write logged when `undo` is given. */
class InPlaceWriter implements StateWriter {
  readonly unrecorded: boolean;

  constructor(
    readonly next: State,
    private readonly undo: UndoLog | undefined,
  ) {
    this.unrecorded = !undo;
  }

  // Without a log the writes are made here, where a call with a constant key can become a plain field store.
  set<K extends keyof State>(key: K, value: State[K]): void {
    if (this.undo) logged(this.undo, this.next, key, value);
    else this.next[key] = value;
  }

  put<P extends Part>(part: P, key: EntryKey<P>, value: Entry<P>): void {
    const target = this.next[part] as Record<string | number, unknown>;
    if (this.undo) logged(this.undo, target, key, value);
    // Two stores, so that each stays specialised: seats' and spaces' arrays, and records keyed by name.
    else if (typeof key === 'number') target[key] = value;
    else target[key] = value;
  }

  reveal(tile: Tile): void {
    const revealed = this.next.revealed;
    // Undone by cutting the array back to its old length.
    this.undo?.push(revealed, 'length', revealed.length);
    revealed.push(tile);
  }

  take(index: number): void {
    const revealed = this.next.revealed;
    // With an undo log the (at most five) tiles left are a new array, so the old one stays as it was.
    if (this.undo) logged(this.undo, this.next, 'revealed', revealed.filter((_, i) => i !== index));
    else revealed.splice(index, 1);
  }

  remember<K extends object, V>(cache: WeakMap<K, V>, key: K, value: V): void {
    this.undo?.push(cache, key, cache.has(key) ? cache.get(key) : ABSENT);
    cache.set(key, value);
  }
}

export const copyingWriter = (state: State): StateWriter => new CopyingWriter(state);

export const inPlaceWriter = (state: State, undo?: UndoLog): StateWriter => new InPlaceWriter(state, undo);

/**
 * A copy the in-place path may change: every part it writes entry by entry is the copy's own. Stops' shop
 * lists, tally entries, tiles and tours are shared: the rules replace them, never change them.
 */
export function ownState(state: State): State {
  return {
    ...state,
    pool: { ...state.pool },
    revealed: state.revealed.slice(),
    pSpaces: state.pSpaces.slice(),
    shops: dictionaryOf(state.shops),
    supply: state.supply.slice(),
    bag: state.bag.slice(),
    markers: state.markers.slice(),
    tally: dictionaryOf(state.tally),
  };
}

/**
 * A copy of a record that gains keys in a different order in every game (a stop's first shop, a line's first
 * grand tour) as a plain dictionary without a prototype. A literal object would get a new hidden class from the
 * JavaScript engine for each new order of keys, which cost a third of a random game's time.
 */
function dictionaryOf<T>(record: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, record);
}
