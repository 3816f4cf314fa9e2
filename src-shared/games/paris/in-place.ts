/**
 * Paris's in-place path (GameDefinition.inPlace) for callers that own their state: random playouts and the
 * bots' own determinizations. Without an undo log an action writes straight into the owned state, copying
 * nothing; with one, the parts it writes are first replaced by copies (as `reduce` makes them), recording the
 * state's fields, so that undoing puts the untouched originals back.
 */
import type { InPlacePath } from '../../engine/types';
import type { UndoLog } from '../../engine/undo-log';
import { copyDistrict, copyPending, copyPlayer, copyPrestige, copyResources, copyState, districtRecord } from './copies';
import { applyToDraft, draftFor } from './engine';
import type { Action, State } from './types';

/** A copy of everything an action may change (names and options are never written, so they are shared). */
export function ownState(s: State): State {
  const owned = copyState(s);
  owned.players = s.players.map((p) => copyPlayer(p, true));
  owned.districts = districtRecord((d) => copyDistrict(s.districts[d]));
  owned.arc = s.arc.slice();
  owned.pool = s.pool.slice();
  owned.landmarkSupply = s.landmarkSupply.slice();
  owned.vpTileSupply = s.vpTileSupply.slice();
  owned.endTiles = s.endTiles.slice();
  owned.track = s.track.map((stack) => stack.slice());
  owned.supply = copyResources(s.supply);
  owned.spentPrestige = copyPrestige(s.spentPrestige);
  owned.pending = copyPending(s.pending);
  owned.discards = s.discards.slice();
  return owned;
}

export const inPlace: InPlacePath<State, Action> = {
  own: ownState,
  apply(state: State, action: Action, undo?: UndoLog): State {
    if (undo) {
      // Tokens, tiles and keys are nested a level or two down: rather than log every write, give the action
      // fresh copies of what it writes (as reduce does) and log the state's own fields, which is all it replaces.
      const fields = state as unknown as Record<string, unknown>;
      for (const key in fields) undo.push(state, key, fields[key]);
      draftFor(state, action);
    }
    applyToDraft(state, action);
    return state;
  },
};
