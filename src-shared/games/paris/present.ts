/** What each seat may see (view), log lines (describeAction) and the score of a live or finished game. */
import type { Message, ScoreReport } from '../../engine/types';
import { BUILDING_VALUES, DISTRICTS, DISTRICT_NAMES, VP_TILES, type District } from './data';
import { districtHoldings, landmarkOf, locValue } from './rules';
import { scoreInput } from './scoring';
import { sellPrice, tileVp } from './tiles';
import type { Action, Dest, Loc, PlayerView, State, View } from './types';

export function view(s: State, viewer: number | null): View {
  const players: PlayerView[] = s.players.map((p, seat) => {
    // Screens are lifted for the final scoring.
    const own = seat === viewer || s.phase === 'over';
    return {
      vp: p.vp,
      keysInHand: p.keysInHand,
      reserve: p.reserve,
      pawn: p.pawn,
      withdrawn: p.withdrawn,
      francs: own ? p.francs : null,
      resources: own ? { ...p.resources } : null,
      prestige: own ? { ...p.prestige } : null,
      tiles: own ? p.tiles.map((t) => ({ ...t })) : null,
    };
  });
  return {
    names: s.names.slice(),
    options: { ...s.options },
    viewer,
    players,
    districts: structuredClone(s.districts),
    arc: s.arc.slice(),
    stackCount: s.stackCount,
    drawn: s.drawn,
    landmarkSupply: s.landmarkSupply.slice(),
    vpTileSupply: s.vpTileSupply.slice(),
    endTilesLeft: s.endTiles.length,
    track: s.track.map((stack) => stack.slice()),
    supply: { ...s.supply },
    turn: s.turn,
    round: s.round,
    phase: s.phase,
    pending: { ...s.pending },
    tradesThisTurn: s.tradesThisTurn,
    endRound: s.endRound,
    discards: s.discards.slice(),
  };
}

export function locText(s: State, loc: Loc | Dest): string {
  if (loc.kind === 'arc') return 'the Arc de Triomphe';
  const name = DISTRICT_NAMES[loc.district];
  if (loc.kind === 'bank') return `the ${name} bank`;
  if (loc.kind === 'building') return `${name} ${s.districts[loc.district].spaces[BUILDING_VALUES.indexOf(loc.value as never)].type ?? 'building'} (${loc.value})`;
  const id = loc.kind === 'landmark' ? s.districts[loc.district].landmarks[loc.index].id : loc.landmark;
  return `${landmarkOf(id).name} (${landmarkOf(id).value}) in ${name}`;
}

function msg(text: string, key?: string, params?: Record<string, string | number>): Message {
  return key ? { text, key, params } : { text };
}

export function describeAction(before: State, a: Action, viewer: number | null): Message {
  const who = before.names[before.turn];
  switch (a.type) {
    case 'layoutToken':
      return msg(`Setup: ${a.token} token placed`);
    case 'layoutBonus':
      return msg(`Setup: bonus tile ${a.number} placed on the track`);
    case 'draw': {
      const [district, value] = a.tile.split(':');
      return msg(`${who} drew a ${DISTRICT_NAMES[district as District]} building of value ${value}`, 'log.draw', { name: who, district: DISTRICT_NAMES[district as District], value });
    }
    case 'placeBuilding':
      return msg(`${who} placed the building in ${DISTRICT_NAMES[a.district]}`);
    case 'placeKey':
      return a.at === 'arc'
        ? msg(`${who} placed a key on the Arc de Triomphe`, 'log.keyArc', { name: who })
        : msg(`${who} placed a key on the ${DISTRICT_NAMES[a.at]} bank`, 'log.keyBank', { name: who, district: DISTRICT_NAMES[a.at] });
    case 'moveKey': {
      const price = locValue(before, a.to) - locValue(before, a.from);
      const via = a.via ? ` using bonus tile ${a.via}` : '';
      return msg(`${who} moved a key from ${locText(before, a.from)} to ${locText(before, a.to)} for ${price} francs${via}`);
    }
    case 'takeEndTile':
      return msg(`${who} looks through the end-game tiles`);
    case 'chooseEndTile':
      return viewer === before.turn ? msg(`You took end-game tile ${a.tile}`) : msg(`${who} took an end-game tile`);
    case 'pass':
      return msg(`${who} has no possible action and is skipped`);
    case 'withdraw':
      return msg(`${who} withdraws from all further turns`);
    case 'prestige': {
      const landmark = landmarkOf(before.pending.landmark!);
      const vp = a.slots.reduce((n, i) => n + landmark.prestige[i].vp, 0);
      return msg(a.slots.length ? `${who} handed in ${a.slots.map((i) => landmark.prestige[i].type).join(', ')} prestige for ${vp} VP` : `${who} handed in no prestige`);
    }
    case 'bonusTrack':
      return msg(`${who} moved to track space ${a.space} and took bonus tile ${before.track[a.space].at(-1)}`);
    case 'skipBonus':
      return msg(`${who} took no bonus tile`);
    case 'vpTile':
      return msg(`${who} placed the ${VP_TILES[a.tile].join('/')} VP tile on ${DISTRICT_NAMES[a.district]}`);
    case 'skipVpTile':
      return msg(`${who} placed no VP tile`);
    case 'useTile': {
      const vp = tileVp(before, before.turn, a);
      const where = a.space ? `, taking bonus tile ${before.track[a.space].at(-1)} from space ${a.space}` : '';
      return msg(`${who} used tile ${a.tile.replace(/^b/, '')}${vp ? ` for ${vp} VP` : ''}${where}`);
    }
    case 'sell':
      return msg(`${who} sold 1 ${a.as} ${a.kind}${a.source === 'token' ? '' : ` (tile ${a.source.replace(/^b/, '')})`} for ${sellPrice(a)} francs`);
    case 'buy':
      return msg(`${who} bought 1 ${a.resource}`);
    case 'endTurn':
      return msg(`${who} ends the turn`);
  }
}

export function score(s: State): ScoreReport {
  return scoreInput({
    names: s.names,
    vpTrack: s.players.map((p) => p.vp),
    francs: s.players.map((p) => p.francs),
    bonus27: s.players.map((p) => p.tiles.some((t) => t.id === 'b27')),
    districts: DISTRICTS.map((d) => ({
      id: d,
      name: DISTRICT_NAMES[d],
      vpTile: s.districts[d].vpTile === null ? null : VP_TILES[s.districts[d].vpTile!],
      holdings: s.names.map((_, seat) => districtHoldings(s, seat, d)),
    })),
    finalTieBreak: s.options.finalTieBreak,
    final: s.phase === 'over',
  });
}
