/** What each seat may see (view), log lines (describeAction) and the score of a live or finished game. */
import { counted, inEveryLanguage, message, type Lang } from '../../engine/message';
import type { Message, ScoreReport } from '../../engine/types';
import { DISTRICTS, DISTRICT_NAMES, typedLandmarkName, type District } from './data';
import { messages } from './messages';
import { districtHoldings, landmarkOf, locValue, tileEffect } from './rules';
import { scoreInput } from './scoring';
import { sellPrice, tileVp } from './tiles';
import { sayIn, tileEffectWords } from './tile-words';
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
      tileVpNow: own ? countingTilesVp(s, seat) : null,
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

/** Tiles whose VP depend on what their owner holds: what each would give if used now. */
const COUNTING = new Set(['perBuilding', 'perLandmark', 'perOwned', 'perUnusedTile', 'types']);
function countingTilesVp(s: State, seat: number): Record<string, number> {
  const counting = s.players[seat].tiles.filter((t) => COUNTING.has(tileEffect(s, t.id).kind));
  return Object.fromEntries(counting.map((t) => [t.id, tileVp(s, seat, { type: 'useTile', tile: t.id })]));
}

/**
 * A location in words: districts and the Arc keep their French names in every edition; landmarks are named
 * as each edition prints them (the Japanese rulebook writes エッフェル塔, リュクサンブール公園).
 */
export function locText(s: State, loc: Loc | Dest, lang: Lang = 'en'): string {
  if (loc.kind === 'arc') return 'Arc de Triomphe';
  const name = DISTRICT_NAMES[loc.district];
  if (loc.kind === 'bank') return name;
  if (loc.kind === 'building') return `${name} ${loc.value}`;
  const id = loc.kind === 'landmark' ? s.districts[loc.district].landmarks[loc.index].id : loc.landmark;
  const landmark = landmarkOf(s, id);
  const names: Record<string, string> = messages[lang].landmarkNames;
  return `${typedLandmarkName(landmark) ?? names[id] ?? landmark.name} ${landmark.value} (${name})`;
}

/** The taker's own log line names what the tile does, not its number (an id no edition prints). */
function endTileTaken(s: State, tile: string): Message {
  const effect = tileEffect(s, tile);
  const words = inEveryLanguage('effect', (lang) => tileEffectWords(effect, sayIn(lang)));
  return message(`You took an end-game tile: ${words.effect}`, 'log.chooseEndTileOwn', words);
}

export function describeAction(before: State, a: Action, viewer: number | null): Message {
  const name = before.names[before.turn];
  switch (a.type) {
    case 'layoutToken':
      return message(`Setup: a ${a.token} token is placed`, `log.layoutToken.${a.token}`);
    case 'layoutBonus':
      return message(`Setup: bonus tile ${a.number} is placed on the track`, 'log.layoutBonus', { number: a.number });
    case 'draw': {
      const [id, value] = a.tile.split(':');
      const district = DISTRICT_NAMES[id as District];
      return message(`${name} drew a ${district} building of value ${value}`, 'log.draw', { name, district, value });
    }
    case 'placeBuilding':
      return message(`${name} placed the building in ${DISTRICT_NAMES[a.district]}`, 'log.placeBuilding', { name, district: DISTRICT_NAMES[a.district] });
    case 'placeKey':
      return a.at === 'arc'
        ? message(`${name} placed a key on the Arc de Triomphe`, 'log.keyArc', { name })
        : message(`${name} placed a key on the ${DISTRICT_NAMES[a.at]} bank`, 'log.keyBank', { name, district: DISTRICT_NAMES[a.at] });
    case 'moveKey': {
      const francs = locValue(before, a.to) - locValue(before, a.from);
      const params = {
        name,
        francs,
        via: a.via ? ` [${a.via}]` : '',
        ...inEveryLanguage('from', (lang) => locText(before, a.from, lang)),
        ...inEveryLanguage('to', (lang) => locText(before, a.to, lang)),
      };
      const fromText = locText(before, a.from);
      const from = a.from.kind === 'arc' ? 'the Arc de Triomphe' : a.from.kind === 'bank' ? `the ${fromText} bank` : fromText;
      const key = a.from.kind === 'arc' ? 'moveFromArc' : a.from.kind === 'bank' ? 'moveFromBank' : 'move';
      return message(`${name} moved a key from ${from} to ${locText(before, a.to)} for ${counted(francs, 'franc', 'francs')}${params.via}`, `log.${key}`, params);
    }
    case 'takeEndTile':
      return message(`${name} looks through the end-game tiles`, 'log.takeEndTile', { name });
    case 'chooseEndTile':
      return viewer === before.turn
        ? endTileTaken(before, a.tile)
        : message(`${name} took an end-game tile`, 'log.chooseEndTile', { name });
    case 'pass':
      return message(`${name} has no possible action and is skipped`, 'log.pass', { name });
    case 'withdraw':
      return message(`${name} withdraws from all further turns`, 'log.withdraw', { name });
    case 'prestige': {
      const landmark = landmarkOf(before, before.pending.landmark!);
      const vp = a.slots.reduce((n, i) => n + landmark.prestige[i].vp, 0);
      return a.slots.length
        ? message(`${name} handed in ${a.slots.length} prestige for ${vp} VP`, 'log.prestige', { name, count: a.slots.length, vp })
        : message(`${name} handed in no prestige`, 'log.prestigeNone', { name });
    }
    case 'bonusTrack': {
      const n = before.track[a.space].at(-1) ?? 0;
      return message(`${name} moved to track space ${a.space} and took bonus tile ${n}`, 'log.bonusTrack', { name, space: a.space, n });
    }
    case 'skipBonus':
      return message(`${name} took no bonus tile`, 'log.skipBonus', { name });
    case 'vpTile': {
      const tile = before.options.vpTiles[a.tile].join('/');
      return message(`${name} placed the ${tile} VP tile on ${DISTRICT_NAMES[a.district]}`, 'log.vpTile', { name, tile, district: DISTRICT_NAMES[a.district] });
    }
    case 'skipVpTile':
      return message(`${name} placed no VP tile`, 'log.skipVpTile', { name });
    case 'useTile': {
      const vp = tileVp(before, before.turn, a);
      const tile = a.tile.replace(/^b/, '');
      if (a.space) {
        const n = before.track[a.space].at(-1) ?? 0;
        return message(`${name} used tile ${tile}, taking bonus tile ${n} from space ${a.space}`, 'log.useTileSpace', { name, tile, n, space: a.space });
      }
      return message(`${name} used tile ${tile} (+${vp} VP)`, 'log.useTile', { name, tile, vp });
    }
    case 'sell': {
      const francs = sellPrice(before, a);
      const tile = a.source === 'token' ? '' : ` [${a.source.replace(/^b/, '')}]`;
      return message(`${name} sold 1 ${a.as} ${a.kind}${tile} for ${counted(francs, 'franc', 'francs')}`, `log.sell.${a.kind}.${a.as}`, { name, francs, tile });
    }
    case 'buy':
      return message(`${name} bought 1 ${a.resource}`, `log.buy.${a.resource}`, { name });
    case 'endTurn':
      return message(`${name} ends the turn`, 'log.endTurn', { name });
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
      vpTile: s.districts[d].vpTile === null ? null : s.options.vpTiles[s.districts[d].vpTile!],
      holdings: s.names.map((_, seat) => districtHoldings(s, seat, d)),
    })),
    finalTieBreak: s.options.finalTieBreak,
    final: s.phase === 'over',
  });
}
