/**
 * En Route's in-place path (GameDefinition.inPlace) for callers that own their state: trusted random playouts
 * and the bots' own copies. `reduce` copies every container an action may write (a draft, ./engine.ts); here
 * the caller's state is written as it is, so an action allocates only what it adds to the state.
 */
import type { InPlacePath } from '../../engine/types';
import type { UndoLog } from '../../engine/undo-log';
import { applyTo, draft, reduce } from './engine';
import { startOwned, writeOwned } from './draft';
import type { Action, State } from './types';

/**
 * A copy whose containers are the caller's own (a draft of `reduce`); the seat records and the deck stay
 * shared until an action first writes them (./draft.ts), since a search owns a new copy at every iteration
 * and makes only a few moves in it.
 */
function own(state: State): State {
  const copy = draft(state);
  startOwned(copy);
  return copy;
}

/**
 * With an undo log (a search looking one move ahead), the action is reduced purely and `state` takes the new
 * state's parts, the log keeping the old ones, which the pure reduce left untouched: undoing puts them back.
 */
function apply(state: State, action: Action, undo?: UndoLog): State {
  if (!undo) {
    writeOwned(state, applyTo, action);
    return state;
  }
  const next = reduce(state, action);
  const target = state as unknown as Record<string, unknown>;
  const source = next as unknown as Record<string, unknown>;
  // By key, not Object.entries, which would read (work out) the proposal.
  for (const key of Object.keys(next)) {
    if (key === 'proposal' || target[key] === source[key]) continue;
    undo.push(target, key, target[key]);
    target[key] = source[key];
  }
  swapProposal(state, next, undo);
  return state;
}

/**
 * The proposal may be an accessor worked out on first read (./final.ts), so it moves as a property
 * descriptor, never read; the log restores it through a setter that defines the old descriptor again.
 */
function swapProposal(state: State, next: State, undo: UndoLog): void {
  const before = Object.getOwnPropertyDescriptor(state, 'proposal')!;
  const after = Object.getOwnPropertyDescriptor(next, 'proposal')!;
  if (before.get === after.get && before.value === after.value) return;
  Object.defineProperty(state, 'proposal', after);
  const restorer = {
    set descriptor(previous: PropertyDescriptor) {
      Object.defineProperty(state, 'proposal', previous);
    },
  };
  undo.push(restorer, 'descriptor', before);
}

export const enRouteInPlace: InPlacePath<State, Action> = { own, apply };
