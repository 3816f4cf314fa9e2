/**
 * Every component number of Paris (Kramer & Kiesling, Game Brewer 2020), in ONE place.
 *
 * Each fact says where it comes from:
 *   CONFIRMED  — stated by a rulebook (`rules/paris-kramer-kiesling.ja.txt` / `.fr.md`) or by the
 *                component reference (`reference/paris-kramer-kiesling.md`, confidence H).
 *   EXAMPLE    — follows from a worked example in a rulebook.
 *   CHOSEN     — not found in any source; our best choice. A real box may differ: correct it here
 *                (and tell us), or use the game options where one exists.
 */

export const DISTRICTS = ['belleville', 'batignolles', 'montmartre', 'la-villette', 'saint-germain', 'chaillot'] as const;
export type District = (typeof DISTRICTS)[number];
/** CONFIRMED: district names (proper names, never translated). */
export const DISTRICT_NAMES: Record<District, string> = {
  belleville: 'Belleville',
  batignolles: 'Batignolles',
  montmartre: 'Montmartre',
  'la-villette': 'La Villette',
  'saint-germain': 'Saint-Germain',
  chaillot: 'Chaillot',
};

/** CONFIRMED: each district has six building spaces of these values. */
export const BUILDING_VALUES = [1, 2, 3, 4, 5, 8] as const;
export type BuildingValue = (typeof BUILDING_VALUES)[number];

/**
 * CONFIRMED (JP): café red, bakery brown, hotel blue, theatre yellow, residence white; 7 "types" exist for
 * bonus 30 counting landmarks as one, so six building types. CHOSEN: the sixth type, "shop" (green).
 */
export const BUILDING_TYPES = ['cafe', 'bakery', 'hotel', 'theatre', 'residence', 'shop'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

/**
 * Building type on each space, by district, for values 1, 2, 3, 4, 5, 8.
 * EXAMPLE: a district with residence 3, café 4, hotel 5 (Charlotte, JP); Montmartre bakery → theatre costs
 * 3 (Raphaël); La Villette theatre is worth 8 (Julie). CHOSEN: everything else.
 */
export const SPACE_TYPES: Record<District, readonly BuildingType[]> = {
  belleville: ['cafe', 'shop', 'bakery', 'residence', 'hotel', 'theatre'],
  batignolles: ['shop', 'bakery', 'residence', 'cafe', 'hotel', 'theatre'],
  montmartre: ['residence', 'cafe', 'shop', 'hotel', 'bakery', 'theatre'],
  'la-villette': ['bakery', 'residence', 'hotel', 'shop', 'cafe', 'theatre'],
  'saint-germain': ['hotel', 'cafe', 'shop', 'bakery', 'residence', 'theatre'],
  chaillot: ['cafe', 'hotel', 'residence', 'bakery', 'shop', 'theatre'],
};

/** CONFIRMED: banks pay 2–7 francs, a different amount in each district. CHOSEN: which district pays which. */
export const BANK_FRANCS: Record<District, number> = {
  belleville: 2,
  batignolles: 3,
  montmartre: 4,
  'la-villette': 5,
  'saint-germain': 6,
  chaillot: 7,
};

export const RESOURCES = ['wood', 'marble', 'gold'] as const;
export type Resource = (typeof RESOURCES)[number];
export const PRESTIGE = ['bronze', 'silver', 'gold'] as const;
export type Prestige = (typeof PRESTIGE)[number];
/** CONFIRMED: 6 of each resource and of each prestige token. */
export const TOKENS_PER_KIND = 6;

export type Token = { kind: 'resource'; type: Resource } | { kind: 'prestige'; type: Prestige };

/**
 * Token beside each building space in the basic setup, by value.
 * CONFIRMED (variant text): gold resources sit beside the value-8 spaces. (M) prestige beside 1–3, resources
 * beside 4/5/8. CHOSEN: which prestige/resource on which value.
 */
export const BASIC_TOKEN_BY_VALUE: Record<BuildingValue, Token> = {
  1: { kind: 'prestige', type: 'bronze' },
  2: { kind: 'prestige', type: 'silver' },
  3: { kind: 'prestige', type: 'gold' },
  4: { kind: 'resource', type: 'wood' },
  5: { kind: 'resource', type: 'marble' },
  8: { kind: 'resource', type: 'gold' },
};

/**
 * Wood cost of buildings. CONFIRMED but the rulebooks disagree: JP — white residences need wood;
 * FR — value-8 buildings need wood. Option `woodOn`. CHOSEN: one wood each.
 */
export const WOOD_PER_BUILDING = 1;

/** CONFIRMED: 3 francs each at the start. */
export const START_FRANCS = 3;
/** CONFIRMED: keys behind the screen by player count, plus 2 per colour in the reserve. */
export const KEYS_BY_PLAYERS: Record<number, number> = { 2: 10, 3: 9, 4: 7 };
export const RESERVE_KEYS = 2;
/** CONFIRMED: a value-8 building gives 2 VP; a value-3 building's bonus tile costs 2 francs. */
export const VALUE8_VP = 2;
export const VALUE3_BONUS_FRANCS = 2;
/** CONFIRMED: 36 buildings, 3 removed unseen (basic); JP three stacks of 11, FR two equal stacks. */
export const BUILDINGS_REMOVED = 3;

export interface Landmark {
  id: string;
  name: string;
  value: number;
  cost: { marble: number; gold: number };
  /** Up to one prestige token per slot may be handed in for the slot's VP. */
  prestige: readonly { type: Prestige; vp: number }[];
}

/**
 * CONFIRMED: 8 landmarks. EXAMPLE: values 10, 11 (Louis, twice), 12 (1 marble + 1 gold), 13, 15 (the
 * Louvre; 2 gold + 1 marble; a gold prestige slot worth 5 VP, twice). Eiffel Tower and Jardin du
 * Luxembourg are named in the bonus-30 example. CHOSEN: the other names, values 14 and 16, the other
 * costs and every other prestige slot.
 */
export const LANDMARKS: readonly Landmark[] = [
  { id: 'moulin-rouge', name: 'Moulin Rouge', value: 10, cost: { marble: 1, gold: 0 }, prestige: [{ type: 'bronze', vp: 2 }, { type: 'silver', vp: 3 }, { type: 'gold', vp: 4 }] },
  { id: 'pantheon', name: 'Panthéon', value: 11, cost: { marble: 1, gold: 0 }, prestige: [{ type: 'bronze', vp: 2 }, { type: 'silver', vp: 3 }, { type: 'gold', vp: 4 }] },
  { id: 'sacre-coeur', name: 'Sacré-Cœur', value: 11, cost: { marble: 0, gold: 1 }, prestige: [{ type: 'bronze', vp: 2 }, { type: 'bronze', vp: 2 }, { type: 'silver', vp: 3 }] },
  { id: 'luxembourg', name: 'Jardin du Luxembourg', value: 12, cost: { marble: 1, gold: 1 }, prestige: [{ type: 'silver', vp: 3 }, { type: 'silver', vp: 3 }, { type: 'gold', vp: 4 }] },
  { id: 'opera', name: 'Opéra Garnier', value: 13, cost: { marble: 2, gold: 1 }, prestige: [{ type: 'bronze', vp: 3 }, { type: 'silver', vp: 4 }, { type: 'gold', vp: 5 }] },
  { id: 'notre-dame', name: 'Notre-Dame', value: 14, cost: { marble: 1, gold: 2 }, prestige: [{ type: 'silver', vp: 4 }, { type: 'gold', vp: 5 }, { type: 'gold', vp: 5 }] },
  { id: 'louvre', name: 'Louvre', value: 15, cost: { marble: 1, gold: 2 }, prestige: [{ type: 'silver', vp: 4 }, { type: 'gold', vp: 5 }, { type: 'gold', vp: 5 }] },
  { id: 'eiffel', name: 'Tour Eiffel', value: 16, cost: { marble: 2, gold: 2 }, prestige: [{ type: 'silver', vp: 4 }, { type: 'gold', vp: 5 }, { type: 'gold', vp: 6 }] },
];

/** A landmark name the group typed into the options for their own box (null when it is ours, translated per edition). */
export function typedLandmarkName(landmark: Pick<Landmark, 'id' | 'name'>): string | null {
  return LANDMARKS.find((l) => l.id === landmark.id)?.name === landmark.name ? null : landmark.name;
}

/**
 * VP tiles: 1st / 2nd / 3rd place. CONFIRMED: 6 tiles. EXAMPLE: 20/10/5 (Batignolles), 16/8/4
 * (Montmartre), 18 for 1st (Belleville). CHOSEN: 18's 2nd/3rd and the other three tiles.
 */
export const VP_TILES: readonly (readonly [number, number, number])[] = [
  [20, 10, 5],
  [18, 9, 4],
  [16, 8, 4],
  [14, 7, 3],
  [12, 6, 3],
  [10, 5, 2],
];

/**
 * Trading prices on the screen. CONFIRMED: resources can be bought and sold, prestige only sold.
 * CHOSEN: every price.
 */
export const BUY_PRICE: Record<Resource, number> = { wood: 3, marble: 4, gold: 5 };
export const SELL_RESOURCE: Record<Resource, number> = { wood: 1, marble: 2, gold: 3 };
export const SELL_PRESTIGE: Record<Prestige, number> = { bronze: 1, silver: 2, gold: 3 };

/** What a bonus or end-game tile does. */
export type TileEffect =
  | { kind: 'gain'; francs: number; vp: number }
  | { kind: 'resource'; of: Resource | 'any'; uses: number }
  | { kind: 'prestige'; of: Prestige | 'any'; uses: number }
  | { kind: 'perBuilding'; value: BuildingValue; vp: number }
  | { kind: 'perLandmark'; vp: number }
  | { kind: 'perOwned'; vp: number }
  | { kind: 'doubleKey' }
  | { kind: 'opponentKey' }
  | { kind: 'buyKey'; francs: number }
  | { kind: 'takeAny' }
  | { kind: 'perUnusedTile'; vpByPlayers: Record<number, number> }
  | { kind: 'prestigePairs'; vpByPlayers: Record<number, number> }
  | { kind: 'resourcePairs'; vpByPlayers: Record<number, number> }
  | { kind: 'stepBack'; max: number }
  | { kind: 'francsAtEnd' }
  | { kind: 'types'; vpByCount: Record<number, number> };

/**
 * Bonus tiles 1–30. CONFIRMED: every effect kind (appendix, both rulebooks); 18 = 5 VP per value-4
 * building (example); 20/23/24 amounts by player count; 29 = 8 VP per landmark; 30 = 10/15/20/25 VP.
 * CHOSEN: amounts on 1, 5, 7, 12, 22, 13, 14, and the per-building tiles other than 18.
 */
export const BONUS_TILES: Record<number, TileEffect> = {
  1: { kind: 'gain', francs: 2, vp: 0 },
  2: { kind: 'resource', of: 'wood', uses: 1 },
  3: { kind: 'resource', of: 'marble', uses: 1 },
  4: { kind: 'resource', of: 'gold', uses: 1 },
  5: { kind: 'gain', francs: 4, vp: 0 },
  6: { kind: 'perBuilding', value: 1, vp: 2 },
  7: { kind: 'gain', francs: 0, vp: 3 },
  8: { kind: 'prestige', of: 'any', uses: 1 },
  9: { kind: 'doubleKey' },
  10: { kind: 'resource', of: 'any', uses: 1 },
  11: { kind: 'perBuilding', value: 2, vp: 3 },
  12: { kind: 'gain', francs: 3, vp: 2 },
  13: { kind: 'buyKey', francs: 5 },
  14: { kind: 'buyKey', francs: 3 },
  15: { kind: 'perBuilding', value: 3, vp: 4 },
  16: { kind: 'opponentKey' },
  17: { kind: 'takeAny' },
  18: { kind: 'perBuilding', value: 4, vp: 5 },
  19: { kind: 'prestige', of: 'any', uses: 2 },
  20: { kind: 'perUnusedTile', vpByPlayers: { 2: 1, 3: 2, 4: 3 } },
  21: { kind: 'resource', of: 'any', uses: 2 },
  22: { kind: 'gain', francs: 0, vp: 5 },
  23: { kind: 'prestigePairs', vpByPlayers: { 2: 2, 3: 3, 4: 4 } },
  24: { kind: 'resourcePairs', vpByPlayers: { 2: 2, 3: 3, 4: 4 } },
  25: { kind: 'stepBack', max: 5 },
  26: { kind: 'perBuilding', value: 5, vp: 6 },
  27: { kind: 'francsAtEnd' },
  28: { kind: 'perBuilding', value: 8, vp: 7 },
  29: { kind: 'perLandmark', vp: 8 },
  30: { kind: 'types', vpByCount: { 4: 10, 5: 15, 6: 20, 7: 25 } },
};
export const BONUS_NUMBERS = Object.keys(BONUS_TILES).map(Number);

/**
 * CONFIRMED: 42 bonus tiles, 30 numbers; some carry a 3-player or 4-player icon. CHOSEN: which numbers
 * have copies (12 copies: one with the 3p icon and one with the 4p icon for each number below).
 */
export const COPIES_3P = [1, 2, 3, 4, 5, 7] as const;
export const COPIES_4P = [1, 2, 3, 4, 5, 7] as const;

/** CONFIRMED: track zones A, B, C exist (variant setup). CHOSEN: A = 1–10, B = 11–20, C = 21–30. */
export const ZONE_ENDS = { a: 10, b: 20 } as const;

/** The zone of a track space, given where zones A and B end (options may correct them). */
export function bonusZone(space: number, ends: { a: number; b: number } = ZONE_ENDS): 'A' | 'B' | 'C' {
  return space <= ends.a ? 'A' : space <= ends.b ? 'B' : 'C';
}

/**
 * End-game tiles. CONFIRMED: 12, hidden, resources/prestige tiles are spent as those, francs come from the
 * supply, VP go on the track. CHOSEN: all twelve effects (unknown in every source).
 */
export const END_TILES: Record<string, TileEffect> = {
  E1: { kind: 'gain', francs: 4, vp: 0 },
  E2: { kind: 'gain', francs: 6, vp: 0 },
  E3: { kind: 'gain', francs: 0, vp: 3 },
  E4: { kind: 'gain', francs: 0, vp: 5 },
  E5: { kind: 'resource', of: 'any', uses: 1 },
  E6: { kind: 'prestige', of: 'any', uses: 1 },
  E7: { kind: 'prestige', of: 'any', uses: 2 },
  E8: { kind: 'perLandmark', vp: 2 },
  E9: { kind: 'perOwned', vp: 1 },
  E10: { kind: 'gain', francs: 2, vp: 2 },
  E11: { kind: 'gain', francs: 8, vp: 0 },
  E12: { kind: 'gain', francs: 0, vp: 6 },
};
export const END_TILE_IDS = Object.keys(END_TILES);

/** Seat colours in box order (CONFIRMED: 4 colours; CHOSEN: which). */
export const COLOURS = ['#c62828', '#1565c0', '#2e7d32', '#f9a825'] as const;
