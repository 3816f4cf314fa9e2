/**
 * Undo for engines that change a state in place (GameDefinition.inPlace): every write records what it
 * overwrote, so a search can try a move, evaluate it and take it back without copying the board.
 */

/** What an in-place change overwrote, as flat triples [target, key, previous value], restored in reverse. */
export type UndoLog = unknown[];

/** Marks a key that did not exist before the change (restoring deletes it). */
export const ABSENT: unique symbol = Symbol('absent');

/** Restores everything `log` recorded, newest first, and empties it. */
export function undoChanges(log: UndoLog): void {
  for (let i = log.length - 3; i >= 0; i -= 3) {
    const target = log[i] as Record<PropertyKey, unknown> | WeakMap<object, unknown>;
    const key = log[i + 1];
    const previous = log[i + 2];
    if (target instanceof WeakMap) {
      if (previous === ABSENT) target.delete(key as object);
      else target.set(key as object, previous);
    } else if (previous === ABSENT) delete target[key as PropertyKey];
    else target[key as PropertyKey] = previous;
  }
  log.length = 0;
}

/** Sets `target[key]`, recording the previous value (or its absence) when a log is given. */
export function logged<T extends object>(log: UndoLog | undefined, target: T, key: PropertyKey, value: unknown): void {
  if (log) log.push(target, key, Object.prototype.hasOwnProperty.call(target, key) ? (target as Record<PropertyKey, unknown>)[key] : ABSENT);
  (target as Record<PropertyKey, unknown>)[key] = value;
}
