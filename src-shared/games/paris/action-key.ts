/**
 * A short key per Paris action, for the bots' search tree (which keys every legal action at every position it
 * visits): the same key as two actions are the same action, written directly from the action's fields instead of
 * the canonical JSON of the whole object (a sixth of a search's time went to writing and sorting those).
 */
import type { Action, Dest, Loc } from './types';

function locKey(loc: Loc): string {
  switch (loc.kind) {
    case 'arc':
      return 'a';
    case 'bank':
      return `b${loc.district}`;
    case 'building':
      return `u${loc.district}:${loc.value}`;
    case 'landmark':
      return `l${loc.district}:${loc.index}`;
  }
}

function destKey(dest: Dest): string {
  switch (dest.kind) {
    case 'building':
      return `u${dest.district}:${dest.value}`;
    case 'landmark':
      return `l${dest.district}:${dest.index}`;
    case 'newLandmark':
      return `n${dest.district}:${dest.landmark}`;
  }
}

/** Every action type has its own first letters, and each field its place, so different actions never share a key. */
export function parisActionKey(action: Action): string {
  switch (action.type) {
    case 'placeKey':
      return `K${action.at}`;
    case 'moveKey':
      return `M${locKey(action.from)}>${destKey(action.to)}${action.via === undefined ? '' : `/${action.via}`}`;
    case 'bonusTrack':
      return `T${action.space}`;
    case 'prestige':
      return `P${action.slots.join(',')}`;
    case 'vpTile':
      return `V${action.tile}:${action.district}`;
    case 'useTile':
      return `U${action.tile}${action.space === undefined ? '' : `@${action.space}`}${action.pairs === undefined ? '' : `#${action.pairs.join(',')}`}`;
    case 'sell':
      return `S${action.kind}:${action.as}:${action.source}`;
    case 'buy':
      return `B${action.resource}`;
    case 'chooseEndTile':
      return `C${action.tile}`;
    case 'draw':
      return `D${action.tile}`;
    case 'layoutToken':
      return `LT${action.token}`;
    case 'layoutBonus':
      return `LB${action.number}`;
    case 'placeBuilding':
      return `G${action.district}`;
    case 'takeEndTile':
      return 'E';
    case 'pass':
      return 'p';
    case 'withdraw':
      return 'w';
    case 'skipBonus':
      return 's';
    case 'skipVpTile':
      return 'v';
    case 'endTurn':
      return 'e';
  }
}
