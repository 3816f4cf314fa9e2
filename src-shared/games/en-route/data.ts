/**
 * En Route — the data of OUR OWN city, Lanternport, and of the card decks used for full digital play.
 *
 * The rulebook's first city ("最初の都市") and its cards are not public (see
 * ../../../../shared/reference/en-route.md, "Not public"). Everything in this file is therefore OUR
 * DESIGN with the first city's STRUCTURE, and every fact below says where it comes from:
 *   [rulebook] confirmed by the rulebook text, [reference] by the reference file, [ours] our own design
 *   (unconfirmed for the printed game: a real box differs). This is the only En Route file with
 *   unconfirmed component facts.
 *
 * Coordinates: locations are (x, y) with x = column 0..5 left→right and y = row 0..5 top→bottom;
 * intersections are (x, y) with 0..6 on both axes (the corners of the locations).
 */

export const CITY_NAME = 'Lanternport'; // [ours] our own fictional city, not the printed "first city"

export const COLOURS = ['red', 'green', 'blue'] as const; // [rulebook] red circles, green squares, blue triangles
export type Colour = (typeof COLOURS)[number];

export const GRID = 6; // [rulebook] 36 locations in a 6×6 square
export const ROUNDS = 10; // [rulebook] exactly 10 rounds
export const HAND_SIZE = 3; // [rulebook] refill to 3 cards
export const SOLO_HAND_SIZE = 2; // [rulebook] solo: 2 cards in hand
export const CAFE_UNUSED_PP = 2; // [rulebook] each unused café bonus scores 2 PP

export type IconicId = 'clocktower' | 'glasshouse' | 'lighthouse';

export interface IconicLandmark {
  id: IconicId;
  name: string;
  /** PP by number of upgrade boxes marked: [rulebook] 4 PP without upgrades, 12 PP with all 4. */
  track: readonly number[];
  /** [ours] Advanced mode pre-marks the purple-cornered box; the rulebook says "usually one upgrade per landmark". */
  advancedStart: number;
}

/** [ours] the intermediate steps 6/8/10 are our assumption; only 4 (none) and 12 (all four) are confirmed. */
const ICONIC_TRACK = [4, 6, 8, 10, 12] as const;

export const ICONIC: readonly IconicLandmark[] = [
  { id: 'clocktower', name: 'Harbour Clocktower', track: ICONIC_TRACK, advancedStart: 1 }, // [ours] name
  { id: 'glasshouse', name: 'Glasshouse Conservatory', track: ICONIC_TRACK, advancedStart: 1 }, // [ours] name
  { id: 'lighthouse', name: 'Old Lighthouse', track: ICONIC_TRACK, advancedStart: 1 }, // [ours] name
];

export type Landmark =
  | { kind: 'specialised'; colour: Colour; name: string }
  | { kind: 'yellow'; pp: number; name: string }
  | { kind: 'iconic'; iconic: IconicId; name: string };

export interface PlacedLandmark {
  x: number;
  y: number;
  landmark: Landmark;
}

/**
 * [ours] Lanternport's map: 9 specialised landmarks (3 per colour), 4 yellow popular landmarks with their
 * printed PP, 3 grey iconic landmarks. The first city has the same kinds [reference]; positions and PP are ours.
 */
export const LANDMARKS: readonly PlacedLandmark[] = [
  { x: 0, y: 0, landmark: { kind: 'specialised', colour: 'green', name: 'Willow Park' } },
  { x: 2, y: 0, landmark: { kind: 'yellow', pp: 6, name: 'Rope Bridge' } },
  { x: 4, y: 0, landmark: { kind: 'specialised', colour: 'red', name: 'Fish Market' } },
  { x: 1, y: 1, landmark: { kind: 'specialised', colour: 'blue', name: 'Maritime Museum' } },
  { x: 3, y: 1, landmark: { kind: 'iconic', iconic: 'clocktower', name: 'Harbour Clocktower' } },
  { x: 5, y: 1, landmark: { kind: 'specialised', colour: 'green', name: 'Cliff Gardens' } },
  { x: 0, y: 2, landmark: { kind: 'specialised', colour: 'red', name: 'Lantern Fair' } },
  { x: 3, y: 2, landmark: { kind: 'yellow', pp: 8, name: 'Old Town Square' } },
  { x: 4, y: 2, landmark: { kind: 'specialised', colour: 'blue', name: 'Opera House' } },
  { x: 1, y: 3, landmark: { kind: 'iconic', iconic: 'glasshouse', name: 'Glasshouse Conservatory' } },
  { x: 2, y: 3, landmark: { kind: 'specialised', colour: 'green', name: 'Botanic Walk' } },
  { x: 5, y: 3, landmark: { kind: 'specialised', colour: 'red', name: 'Stadium' } },
  { x: 0, y: 4, landmark: { kind: 'specialised', colour: 'blue', name: 'Paper Theatre' } },
  { x: 4, y: 4, landmark: { kind: 'iconic', iconic: 'lighthouse', name: 'Old Lighthouse' } },
  { x: 1, y: 5, landmark: { kind: 'yellow', pp: 6, name: 'Salt Baths' } },
  { x: 5, y: 5, landmark: { kind: 'yellow', pp: 6, name: 'Tea Pier' } },
];

export type CafeBonus = { kind: 'tourist'; colour: Colour } | { kind: 'section' } | { kind: 'coordinate' };

export interface Cafe {
  id: string;
  /** Intersection. */
  x: number;
  y: number;
  bonus: CafeBonus;
}

/** [ours] 7 cafés, mostly on the map's edge as in the rulebook ("多くの場合、都市の地図の端にあります"). */
export const CAFES: readonly Cafe[] = [
  { id: 'cafe-a', x: 0, y: 3, bonus: { kind: 'tourist', colour: 'red' } },
  { id: 'cafe-b', x: 6, y: 2, bonus: { kind: 'tourist', colour: 'green' } },
  { id: 'cafe-c', x: 3, y: 6, bonus: { kind: 'tourist', colour: 'blue' } },
  { id: 'cafe-d', x: 3, y: 0, bonus: { kind: 'section' } },
  { id: 'cafe-e', x: 6, y: 5, bonus: { kind: 'section' } },
  { id: 'cafe-f', x: 0, y: 6, bonus: { kind: 'coordinate' } },
  { id: 'cafe-g', x: 5, y: 0, bonus: { kind: 'coordinate' } },
];

/** [ours] three Lantern Festival points (the first city's Visit-Them-All points) at intersections. */
export const FESTIVAL_POINTS: readonly { x: number; y: number }[] = [
  { x: 2, y: 2 },
  { x: 4, y: 3 },
  { x: 2, y: 5 },
];
/** [rulebook] 1 point: 0 PP, 2: 12 PP, 3: 24 PP (index = points on the route). */
export const FESTIVAL_TABLE = [0, 0, 12, 24] as const;

/**
 * [rulebook] four player boards with the same map and different coordinate layouts.
 * [ours] the digits printed above each column (cols) and beside each row (rows) of each board.
 */
export const BOARD_LAYOUTS: readonly { cols: readonly number[]; rows: readonly number[] }[] = [
  { cols: [1, 2, 3, 4, 5, 6], rows: [1, 2, 3, 4, 5, 6] },
  { cols: [6, 5, 4, 3, 2, 1], rows: [4, 5, 6, 1, 2, 3] },
  { cols: [3, 1, 5, 2, 6, 4], rows: [2, 4, 6, 1, 3, 5] },
  { cols: [5, 3, 1, 6, 4, 2], rows: [6, 1, 5, 2, 4, 3] },
];

export type CardKind = 'global' | 'city' | 'repeat';

export interface TouristCard {
  id: string;
  kind: CardKind;
  /** [rulebook] each round card gives one coordinate digit 1..6 (the two round cards make the pair). */
  digit: number;
  /** Absent on repeat cards. */
  tourists?: { colour: Colour; count: number };
  /** [rulebook] city cards carry an iconic landmark symbol. */
  iconic?: IconicId;
}

const ICONIC_ORDER: readonly IconicId[] = ['clocktower', 'glasshouse', 'lighthouse'];

/** [rulebook] 18 global cards; [ours] one per digit and colour, 1 or 2 tourists alternating. */
function globalCards(): TouristCard[] {
  return COLOURS.flatMap((colour, index) =>
    [1, 2, 3, 4, 5, 6].map((digit) => ({
      id: `g-${colour}-${digit}`,
      kind: 'global' as const,
      digit,
      tourists: { colour, count: ((digit + index) % 2) + 1 },
    })),
  );
}

/** [rulebook] 12 city cards with iconic symbols; [ours] each digit twice, 4 per iconic landmark, 1 tourist each. */
function cityCards(): TouristCard[] {
  return Array.from({ length: 12 }, (_, n) => ({
    id: `c-${n + 1}`,
    kind: 'city' as const,
    digit: (n % 6) + 1,
    tourists: { colour: COLOURS[(n + Math.floor(n / 6)) % 3], count: 1 },
    iconic: ICONIC_ORDER[n % 3],
  }));
}

/** [rulebook] 6 repeat cards; [ours] one per digit. */
function repeatCards(): TouristCard[] {
  return [1, 2, 3, 4, 5, 6].map((digit) => ({ id: `r-${digit}`, kind: 'repeat' as const, digit }));
}

export const CARDS: readonly TouristCard[] = [...globalCards(), ...cityCards(), ...repeatCards()];
export const CARD_BY_ID: ReadonlyMap<string, TouristCard> = new Map(CARDS.map((c) => [c.id, c]));

export interface PersonalGoal {
  id: string;
  /** [rulebook] three intersections of special interest. */
  intersections: readonly { x: number; y: number }[];
}

/** [rulebook] 8 personal goal cards with 3 intersections each; [ours] which intersections. */
export const PERSONAL_GOALS: readonly PersonalGoal[] = [
  { id: 'pg-1', intersections: [{ x: 1, y: 1 }, { x: 5, y: 1 }, { x: 3, y: 5 }] },
  { id: 'pg-2', intersections: [{ x: 0, y: 3 }, { x: 6, y: 3 }, { x: 3, y: 0 }] },
  { id: 'pg-3', intersections: [{ x: 1, y: 5 }, { x: 5, y: 5 }, { x: 3, y: 1 }] },
  { id: 'pg-4', intersections: [{ x: 2, y: 2 }, { x: 4, y: 4 }, { x: 6, y: 0 }] },
  { id: 'pg-5', intersections: [{ x: 0, y: 0 }, { x: 6, y: 6 }, { x: 3, y: 4 }] },
  { id: 'pg-6', intersections: [{ x: 6, y: 1 }, { x: 0, y: 5 }, { x: 4, y: 2 }] },
  { id: 'pg-7', intersections: [{ x: 1, y: 2 }, { x: 5, y: 4 }, { x: 2, y: 6 }] },
  { id: 'pg-8', intersections: [{ x: 2, y: 1 }, { x: 4, y: 5 }, { x: 0, y: 4 }] },
];

export type GoalMetric =
  | 'landmarks' // landmarks on the final route
  | 'fewestColourLandmarks' // the smallest count among red, green and blue landmarks on the route
  | 'erasedSections' // drawn sections left off the final route
  | 'routeLength' // sections in the final route
  | 'turns' // changes of direction along the final route
  | 'borderSections' // final-route sections on the map's outer edge
  | 'touristsOnRoute'
  | 'crowdedLocations' // locations on the route with 3 or more tourists
  | 'touristsLost'; // tourists not on the final route

export interface GoalCard {
  id: string;
  deck: 'A' | 'B' | 'C';
  name: string;
  metric: GoalMetric;
  /** [rulebook] '+': at least `target`, highest wins; '−': at most `target`, lowest wins. */
  sign: '+' | '-';
  target: number;
  winnerPp: number;
  achieverPp: number;
}

/** [rulebook] 9 goal cards in decks A, B and C; [ours] every requirement and PP value. */
export const GOAL_CARDS: readonly GoalCard[] = [
  { id: 'A1', deck: 'A', name: 'Landmark Lover', metric: 'landmarks', sign: '+', target: 8, winnerPp: 10, achieverPp: 5 },
  { id: 'A2', deck: 'A', name: 'Balanced Interests', metric: 'fewestColourLandmarks', sign: '+', target: 2, winnerPp: 10, achieverPp: 5 },
  { id: 'A3', deck: 'A', name: 'Clean Map', metric: 'erasedSections', sign: '-', target: 4, winnerPp: 10, achieverPp: 5 },
  { id: 'B1', deck: 'B', name: 'Long Walk', metric: 'routeLength', sign: '+', target: 20, winnerPp: 12, achieverPp: 6 },
  { id: 'B2', deck: 'B', name: 'Winding Streets', metric: 'turns', sign: '+', target: 10, winnerPp: 12, achieverPp: 6 },
  { id: 'B3', deck: 'B', name: 'Heart of Town', metric: 'borderSections', sign: '-', target: 2, winnerPp: 12, achieverPp: 6 },
  { id: 'C1', deck: 'C', name: 'Big Group', metric: 'touristsOnRoute', sign: '+', target: 20, winnerPp: 8, achieverPp: 4 },
  { id: 'C2', deck: 'C', name: 'Full Houses', metric: 'crowdedLocations', sign: '+', target: 4, winnerPp: 8, achieverPp: 4 },
  { id: 'C3', deck: 'C', name: 'Nobody Left Behind', metric: 'touristsLost', sign: '-', target: 2, winnerPp: 8, achieverPp: 4 },
];
export const GOAL_BY_ID: ReadonlyMap<string, GoalCard> = new Map(GOAL_CARDS.map((g) => [g.id, g]));

/**
 * Solo challenge table. [rulebook] a cell sets the PP and the number of goal cards to achieve.
 * [ours] the rows (PP) and columns (goals) of Lanternport's table.
 */
export const SOLO_PP_TARGETS = [60, 75, 90, 105] as const;
export const SOLO_GOAL_TARGETS = [0, 1, 2, 3] as const;

/**
 * [rulebook] solo card sequence: 10 cards in 4 rows, the front row's 3 cards face up.
 * [ours] the rows are 2, 3, 2, 3 cards (back → front), staggered: a card is covered by the one or two
 * overlapping cards of the row in front of it. Position index = order of dealing (back row first).
 */
export const SOLO_ROWS = [2, 3, 2, 3] as const;
