/** Paris: marks on the districts' banks, building spaces and landmarks, the Arc, the bonus track and VP slots. */
import type { Action, Dest, Loc, View } from '../games/paris/types';
import type { BoardMark, MarkContext } from './types';

function placeOf(loc: Loc | Dest, view: View): BoardMark {
  switch (loc.kind) {
    case 'arc': return 'arc';
    case 'bank': return `bank:${loc.district}`;
    case 'building': return `space:${loc.district}:${loc.value}`;
    case 'landmark': return `landmark:${loc.district}:${loc.index}`;
    // A new landmark goes up after the district's others; before it is built it waits in the supply.
    case 'newLandmark': return `landmark:${loc.district}:${view.districts[loc.district].landmarks.length}`;
  }
}

export function parisMarks(action: Action, { before }: MarkContext<View>): BoardMark[] {
  switch (action.type) {
    case 'placeKey': return [action.at === 'arc' ? 'arc' : `bank:${action.at}`];
    case 'moveKey': {
      const marks = [placeOf(action.from, before), placeOf(action.to, before)];
      return action.to.kind === 'newLandmark' ? [...marks, `landmark-supply:${action.to.landmark}`] : marks;
    }
    case 'placeBuilding': return [`district:${action.district}`];
    case 'vpTile': return [`vp:${action.district}`];
    case 'bonusTrack': return [`track:${action.space}`];
    case 'useTile': return action.space === undefined ? [] : [`track:${action.space}`];
    // Which end-game tile is taken stays behind the screen: the pile is marked, never the tile.
    case 'takeEndTile':
    case 'chooseEndTile': return ['end-tiles'];
    default: return [];
  }
}
