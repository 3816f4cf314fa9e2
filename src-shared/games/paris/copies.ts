/**
 * Copies of a state and its parts, each kind of object written as one literal with its fields in one order.
 * Spreads (`{ ...p }`) gave each copy site objects of another hidden shape, and code that met a new shape
 * was thrown out and compiled again, which kept random play slow for its first seconds. Setup builds with
 * these too. A field added to a type must be added here (the compiler asks for every required field).
 */
import type { District, Prestige, Resource } from './data';
import type { DistrictState, HeldTile, Pending, PlacedLandmark, PlayerState, Space, State } from './types';

/** The state's own fields; its parts are shared until copied. */
export function copyState(s: State): State {
  return {
    names: s.names,
    options: s.options,
    players: s.players,
    districts: s.districts,
    arc: s.arc,
    pool: s.pool,
    stackCount: s.stackCount,
    drawn: s.drawn,
    landmarkSupply: s.landmarkSupply,
    vpTileSupply: s.vpTileSupply,
    endTiles: s.endTiles,
    track: s.track,
    supply: s.supply,
    spentPrestige: s.spentPrestige,
    layoutStep: s.layoutStep,
    turn: s.turn,
    round: s.round,
    phase: s.phase,
    pending: s.pending,
    tradesThisTurn: s.tradesThisTurn,
    endRound: s.endRound,
    discards: s.discards,
  };
}

export function newPending(bonusValue: number | null, landmark: string | null, vpTile: boolean): Pending {
  return { bonusValue, landmark, vpTile };
}

export const copyPending = (p: Pending): Pending => newPending(p.bonusValue, p.landmark, p.vpTile);

export function resourceCounts(wood: number, marble: number, gold: number): Record<Resource, number> {
  return { wood, marble, gold };
}

export const copyResources = (r: Record<Resource, number>) => resourceCounts(r.wood, r.marble, r.gold);

export function prestigeCounts(bronze: number, silver: number, gold: number): Record<Prestige, number> {
  return { bronze, silver, gold };
}

export const copyPrestige = (p: Record<Prestige, number>) => prestigeCounts(p.bronze, p.silver, p.gold);

export const copyTile = (t: HeldTile): HeldTile => ({ id: t.id, uses: t.uses });

/** A seat: `holdings` also copies its tokens, tiles and taken numbers (otherwise shared). */
export function copyPlayer(p: PlayerState, holdings: boolean): PlayerState {
  return {
    francs: p.francs,
    vp: p.vp,
    keysInHand: p.keysInHand,
    reserve: p.reserve,
    resources: holdings ? copyResources(p.resources) : p.resources,
    prestige: holdings ? copyPrestige(p.prestige) : p.prestige,
    tiles: holdings ? p.tiles.map(copyTile) : p.tiles,
    taken: holdings ? p.taken.slice() : p.taken,
    pawn: p.pawn,
    withdrawn: p.withdrawn,
  };
}

export function newSpace(type: Space['type'], token: Space['token'], keys: number[]): Space {
  return { type, token, keys };
}

const copySpace = (sp: Space): Space => newSpace(sp.type, sp.token, sp.keys.slice());

export function newPlacedLandmark(id: string, keys: number[]): PlacedLandmark {
  return { id, keys };
}

const copyPlacedLandmark = (l: PlacedLandmark): PlacedLandmark => newPlacedLandmark(l.id, l.keys.slice());

export function newDistrict(spaces: Space[], bank: number[], landmarks: PlacedLandmark[], vpTile: number | null): DistrictState {
  return { spaces, bank, landmarks, vpTile };
}

/** A district with its spaces, keys, bank and landmarks. */
export const copyDistrict = (d: DistrictState): DistrictState => newDistrict(d.spaces.map(copySpace), d.bank.slice(), d.landmarks.map(copyPlacedLandmark), d.vpTile);

/** The six districts in board order, each from `of`. */
export function districtRecord(of: (district: District) => DistrictState): Record<District, DistrictState> {
  return {
    belleville: of('belleville'),
    batignolles: of('batignolles'),
    montmartre: of('montmartre'),
    'la-villette': of('la-villette'),
    'saint-germain': of('saint-germain'),
    chaillot: of('chaillot'),
  };
}
