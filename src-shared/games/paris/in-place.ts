/**
 * Paris's in-place path (GameDefinition.inPlace) for callers that own their state: random playouts and the
 * bots' own determinizations. Without an undo log an action writes straight into the owned state, copying
 * nothing; with one, the parts it writes are first replaced by copies (as `reduce` makes them), recording the
 * state's fields, so that undoing puts the untouched originals back.
 */
import type { InPlacePath } from '../../engine/types';
import type { UndoLog } from '../../engine/undo-log';
import { DISTRICTS } from './data';
import { applyToDraft, draftFor } from './engine';
import type { Action, DistrictState, PlayerState, State } from './types';

function ownPlayer(p: PlayerState): PlayerState {
  return { ...p, resources: { ...p.resources }, prestige: { ...p.prestige }, tiles: p.tiles.map((t) => ({ ...t })), taken: p.taken.slice() };
}

function ownDistrict(d: DistrictState): DistrictState {
  return {
    ...d,
    spaces: d.spaces.map((sp) => ({ ...sp, keys: sp.keys.slice() })),
    bank: d.bank.slice(),
    landmarks: d.landmarks.map((l) => ({ ...l, keys: l.keys.slice() })),
  };
}

/** A copy of everything an action may change (names and options are never written, so they are shared). */
export function ownState(s: State): State {
  const districts = { ...s.districts };
  for (const d of DISTRICTS) districts[d] = ownDistrict(s.districts[d]);
  return {
    ...s,
    players: s.players.map(ownPlayer),
    districts,
    arc: s.arc.slice(),
    pool: s.pool.slice(),
    landmarkSupply: s.landmarkSupply.slice(),
    vpTileSupply: s.vpTileSupply.slice(),
    endTiles: s.endTiles.slice(),
    track: s.track.map((stack) => stack.slice()),
    supply: { ...s.supply },
    spentPrestige: { ...s.spentPrestige },
    pending: { ...s.pending },
    discards: s.discards.slice(),
  };
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
