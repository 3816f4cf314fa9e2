/**
 * Component data for Carcassonne (base game, current rules) and The Gifts.
 * Tiles: the 72 base tiles recoded from ../shared/reference/carcassonne-base-tiles.json (confidence H for
 * counts, edges, segments and pennants: two independent sources agree there). The letter names J/K are
 * only labels (confidence M) and a swap changes nothing, both have count 3.
 *
 * Notation (reference §1.2): edges are 'N','E','S','W'; field half-edges are named by edge and side, in
 * clockwise order from top-left: Nw Ne En Es Se Sw Ws Wn. Rotation r = r quarter turns clockwise.
 * Coordinates: x grows east, y grows south (y = -1 is north of the start tile).
 */

export type Dir = 'N' | 'E' | 'S' | 'W';
export type Half = 'Nw' | 'Ne' | 'En' | 'Es' | 'Se' | 'Sw' | 'Ws' | 'Wn';
export type TileLetter =
  | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K' | 'L'
  | 'M' | 'N' | 'O' | 'P' | 'Q' | 'R' | 'S' | 'T' | 'U' | 'V' | 'W' | 'X';

export interface TileType {
  letter: TileLetter;
  /** Copies in the box, the start tile included (D). */
  count: number;
  /** Edge kinds N, E, S, W: C city, R road, F field. */
  edges: string;
  /** Each city segment: the edges it touches and its pennants. */
  cities: { edges: string; pennants: number }[];
  /** Each road segment: the edges it touches (one edge = the road ends on this tile). */
  roads: string[];
  monastery: boolean;
  /** Each field segment: its half-edges and the city segments (indexes into `cities`) it touches. */
  fields: { halves: Half[]; cities: number[] }[];
}

export const TILE_TYPES: readonly TileType[] = [
  { letter: 'A', count: 2, edges: 'FFRF', cities: [], roads: ['S'], monastery: true, fields: [{ halves: ['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'], cities: [] }] },
  { letter: 'B', count: 4, edges: 'FFFF', cities: [], roads: [], monastery: true, fields: [{ halves: ['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'], cities: [] }] },
  { letter: 'C', count: 1, edges: 'CCCC', cities: [{ edges: 'NWSE', pennants: 1 }], roads: [], monastery: false, fields: [] },
  { letter: 'D', count: 4, edges: 'CRFR', cities: [{ edges: 'N', pennants: 0 }], roads: ['WE'], monastery: false, fields: [{ halves: ['En', 'Wn'], cities: [0] }, { halves: ['Es', 'Se', 'Sw', 'Ws'], cities: [] }] },
  { letter: 'E', count: 5, edges: 'CFFF', cities: [{ edges: 'N', pennants: 0 }], roads: [], monastery: false, fields: [{ halves: ['Ws', 'Wn', 'Se', 'Sw', 'En', 'Es'], cities: [0] }] },
  { letter: 'F', count: 2, edges: 'FCFC', cities: [{ edges: 'WE', pennants: 1 }], roads: [], monastery: false, fields: [{ halves: ['Nw', 'Ne'], cities: [0] }, { halves: ['Se', 'Sw'], cities: [0] }] },
  { letter: 'G', count: 1, edges: 'FCFC', cities: [{ edges: 'WE', pennants: 0 }], roads: [], monastery: false, fields: [{ halves: ['Nw', 'Ne'], cities: [0] }, { halves: ['Se', 'Sw'], cities: [0] }] },
  { letter: 'H', count: 3, edges: 'CFCF', cities: [{ edges: 'N', pennants: 0 }, { edges: 'S', pennants: 0 }], roads: [], monastery: false, fields: [{ halves: ['Ws', 'Wn', 'En', 'Es'], cities: [0, 1] }] },
  { letter: 'I', count: 2, edges: 'CFFC', cities: [{ edges: 'N', pennants: 0 }, { edges: 'W', pennants: 0 }], roads: [], monastery: false, fields: [{ halves: ['En', 'Es', 'Se', 'Sw'], cities: [0, 1] }] },
  { letter: 'J', count: 3, edges: 'CRRF', cities: [{ edges: 'N', pennants: 0 }], roads: ['ES'], monastery: false, fields: [{ halves: ['En', 'Ws', 'Wn', 'Sw'], cities: [0] }, { halves: ['Es', 'Se'], cities: [] }] },
  { letter: 'K', count: 3, edges: 'CFRR', cities: [{ edges: 'N', pennants: 0 }], roads: ['SW'], monastery: false, fields: [{ halves: ['Wn', 'En', 'Es', 'Se'], cities: [0] }, { halves: ['Ws', 'Sw'], cities: [] }] },
  { letter: 'L', count: 3, edges: 'CRRR', cities: [{ edges: 'N', pennants: 0 }], roads: ['E', 'S', 'W'], monastery: false, fields: [{ halves: ['Wn', 'En'], cities: [0] }, { halves: ['Ws', 'Sw'], cities: [] }, { halves: ['Es', 'Se'], cities: [] }] },
  { letter: 'M', count: 2, edges: 'CFFC', cities: [{ edges: 'NW', pennants: 1 }], roads: [], monastery: false, fields: [{ halves: ['Se', 'Sw', 'En', 'Es'], cities: [0] }] },
  { letter: 'N', count: 3, edges: 'CFFC', cities: [{ edges: 'NW', pennants: 0 }], roads: [], monastery: false, fields: [{ halves: ['Se', 'Sw', 'En', 'Es'], cities: [0] }] },
  { letter: 'O', count: 2, edges: 'CRRC', cities: [{ edges: 'NW', pennants: 1 }], roads: ['ES'], monastery: false, fields: [{ halves: ['En', 'Sw'], cities: [0] }, { halves: ['Es', 'Se'], cities: [] }] },
  { letter: 'P', count: 3, edges: 'CRRC', cities: [{ edges: 'NW', pennants: 0 }], roads: ['ES'], monastery: false, fields: [{ halves: ['En', 'Sw'], cities: [0] }, { halves: ['Es', 'Se'], cities: [] }] },
  { letter: 'Q', count: 1, edges: 'CCFC', cities: [{ edges: 'NEW', pennants: 1 }], roads: [], monastery: false, fields: [{ halves: ['Se', 'Sw'], cities: [0] }] },
  { letter: 'R', count: 3, edges: 'CCFC', cities: [{ edges: 'NEW', pennants: 0 }], roads: [], monastery: false, fields: [{ halves: ['Se', 'Sw'], cities: [0] }] },
  { letter: 'S', count: 2, edges: 'CCRC', cities: [{ edges: 'NWE', pennants: 1 }], roads: ['S'], monastery: false, fields: [{ halves: ['Se'], cities: [0] }, { halves: ['Sw'], cities: [0] }] },
  { letter: 'T', count: 1, edges: 'CCRC', cities: [{ edges: 'NWE', pennants: 0 }], roads: ['S'], monastery: false, fields: [{ halves: ['Se'], cities: [0] }, { halves: ['Sw'], cities: [0] }] },
  { letter: 'U', count: 8, edges: 'FRFR', cities: [], roads: ['WE'], monastery: false, fields: [{ halves: ['Wn', 'Nw', 'Ne', 'En'], cities: [] }, { halves: ['Es', 'Se', 'Sw', 'Ws'], cities: [] }] },
  { letter: 'V', count: 9, edges: 'FFRR', cities: [], roads: ['WS'], monastery: false, fields: [{ halves: ['Wn', 'Nw', 'Ne', 'En', 'Es', 'Se'], cities: [] }, { halves: ['Sw', 'Ws'], cities: [] }] },
  { letter: 'W', count: 4, edges: 'FRRR', cities: [], roads: ['E', 'S', 'W'], monastery: false, fields: [{ halves: ['Wn', 'Nw', 'Ne', 'En'], cities: [] }, { halves: ['Es', 'Se'], cities: [] }, { halves: ['Sw', 'Ws'], cities: [] }] },
  { letter: 'X', count: 1, edges: 'RRRR', cities: [], roads: ['N', 'E', 'S', 'W'], monastery: false, fields: [{ halves: ['Wn', 'Nw'], cities: [] }, { halves: ['Ne', 'En'], cities: [] }, { halves: ['Es', 'Se'], cities: [] }, { halves: ['Sw', 'Ws'], cities: [] }] },
];

export const TILE_LETTERS: readonly TileLetter[] = TILE_TYPES.map((t) => t.letter);

export const TILE_BY_LETTER: Readonly<Record<TileLetter, TileType>> = Object.fromEntries(
  TILE_TYPES.map((t) => [t.letter, t]),
) as Record<TileLetter, TileType>;

/** The start tile (reference table: D "4 (incl. start)"), placed at (0,0) unrotated before the first turn. */
export const START_TILE: TileLetter = 'D';

/** Followers per player in the base game. */
export const FOLLOWERS_PER_PLAYER = 7;

export const GIFT_CARDS = ['synod', 'roadSweeper', 'cashOut', 'takeTwo', 'changePosition'] as const;
export type GiftCard = (typeof GIFT_CARDS)[number];
/** A card in a hand: its type, or 'secret' in assist mode, where only its owner at the table knows it. */
export type HeldGift = GiftCard | 'secret';

/** The Gifts: 25 cards, 5 of each (reference §2.2, confidence H). */
export const GIFT_COPIES = 5;

/** Points per unopened gift card at the end (rulebook: 使わなかったカードは最終得点計算時に2ポイントずつ). */
export const POINTS_PER_UNOPENED_GIFT = 2;

/** Points per meeple counted by Cash Out (rulebook 清算: 1つにつき2ポイント). */
export const CASH_OUT_POINTS_PER_MEEPLE = 2;

/** Seat colours offered by the new-game dialog. CHOSEN (not in the sources): the base game's usual red, blue, green, yellow, black. */
export const SEAT_COLOURS = ['#d32f2f', '#1565c0', '#2e7d32', '#f9a825', '#212121'] as const;
