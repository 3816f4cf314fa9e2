/**
 * Paris Paris (Michael Schacht, Abacus 2003): component data.
 *
 * THE BOARD IS A RECONSTRUCTION. The printed board graph is not public (see
 * /work/shared/reference/paris-paris-schacht.md). Everything below that is not confirmed says so in a
 * comment. Groups correct it with the board editor and pass their board in the game options.
 */
import { roadTiles, type BoardData, type LineData, type StopData } from './board';

/** Confirmed (H): 80 shops, 20 per colour; one is the score marker, so 19 are left to build. */
export const SHOPS_PER_PLAYER = 19;
/** Confirmed (H): 60 stop tiles. */
export const TOTAL_TILES = 60;
/** Confirmed (H): the score track wraps after 45 (the app shows the true score). */
export const SCORE_TRACK_LENGTH = 45;

/**
 * Seat colours. Confirmed by the rulebook's examples: grey, purple, green and yellow shops (灰, 紫, 緑, 黄).
 * The exact shades are ours.
 */
export const SEAT_COLOURS = ['#8a8f98', '#7b4fa8', '#2f9e44', '#e2b007'] as const;

/**
 * Lines. Confirmed (H): 5 lines of 7 stops; every pair crosses exactly once; no stop on three lines.
 * NOT confirmed: the colours (only "green" for the online edition's Montmartre line), the order of the
 * stops, which lines meet where and where each line starts. Ours: five straight lines of a pentagram.
 */
const lines: LineData[] = [
  // Confirmed (M, online edition): a green line with its 4 intersections at Montmartre, Pompidou,
  // Hôtel de Ville and Quartier Latin. Its 3 single stops and its direction are ours.
  { id: 'green', name: 'Green', colour: '#2b8a3e', stops: ['gare-du-nord', 'montmartre', 'pompidou', 'pont-neuf', 'hotel-de-ville', 'quartier-latin', 'luxembourg'] },
  // Not confirmed: the whole line (colour, stops, order).
  { id: 'blue', name: 'Blue', colour: '#1c6dd0', stops: ['republique', 'st-nicolas', 'marais', 'hotel-de-ville', 'odeon', 'notre-dame', 'montparnasse'] },
  // Not confirmed: the whole line.
  { id: 'red', name: 'Red', colour: '#d0312d', stops: ['quartier-latin', 'saint-germain', 'odeon', 'louvre', 'madeleine', 'opera', 'etoile'] },
  // Not confirmed: the whole line.
  { id: 'orange', name: 'Orange', colour: '#e8790c', stops: ['invalides', 'montparnasse', 'palais-royal', 'louvre', 'les-halles', 'pigalle', 'montmartre'] },
  // Not confirmed: the whole line.
  { id: 'brown', name: 'Brown', colour: '#8a5a2b', stops: ['trocadero', 'opera', 'concorde', 'les-halles', 'pompidou', 'st-nicolas', 'bastille'] },
];

/** A stop whose name is confirmed (H) by public sources; every other name is invented by us. */
const confirmed = (id: string, name: string, x: number, y: number): StopData => ({ id, name, x, y, nameConfirmed: true });
/** A stop whose name we invented (13 of the 25 names are unknown). */
const invented = (id: string, name: string, x: number, y: number): StopData => ({ id, name, x, y, nameConfirmed: false });

/**
 * Stops. Confirmed (H): 25 stops = 10 intersections + 15 single stops, 12 of their names.
 * Confirmed (H): St-Nicolas and Pont Neuf are next to Pompidou.
 * NOT confirmed: every position (ours, drawn on a 1100×1150 grid) and the 13 invented names.
 */
const stops: StopData[] = [
  invented('gare-du-nord', 'Gare du Nord', 632, 40),
  confirmed('montmartre', 'Montmartre', 632, 192),
  confirmed('pompidou', 'Pompidou', 632, 483),
  confirmed('pont-neuf', 'Pont Neuf', 632, 573),
  confirmed('hotel-de-ville', 'Hôtel de Ville', 632, 662),
  confirmed('quartier-latin', 'Quartier Latin', 632, 953),
  confirmed('luxembourg', 'Luxembourg', 632, 1105),
  invented('republique', 'République', 1053, 526),
  confirmed('st-nicolas', 'St-Nicolas', 908, 573),
  invented('marais', 'Marais', 771, 617),
  confirmed('notre-dame', 'Notre Dame', 322, 763),
  confirmed('odeon', 'Odéon', 461, 718),
  confirmed('montparnasse', 'Montparnasse', 185, 808),
  invented('saint-germain', 'Saint-Germain', 547, 836),
  invented('louvre', 'Louvre', 356, 573),
  invented('madeleine', 'Madeleine', 270, 454),
  confirmed('opera', 'Opéra', 185, 337),
  invented('etoile', 'Étoile', 95, 214),
  invented('invalides', 'Invalides', 95, 931),
  invented('palais-royal', 'Palais-Royal', 270, 691),
  confirmed('les-halles', 'Les Halles', 461, 427),
  invented('pigalle', 'Pigalle', 547, 309),
  invented('trocadero', 'Trocadéro', 40, 290),
  invented('concorde', 'Concorde', 322, 382),
  invented('bastille', 'Bastille', 1053, 620),
];

/**
 * The reconstructed board.
 * Tiles: confirmed (H) that a stop has as many tiles as neighbouring stops (1–4), 60 in all.
 * Confirmed (M) that an intersection's tile carries one of its two colours. NOT confirmed how the colours
 * split: we give one tile per road into the stop, coloured by that road's line (12 tiles per colour).
 * P spaces: 5, from the Japanese rulebook (the English sources do not say).
 */
export const DEFAULT_BOARD: BoardData = {
  name: 'Reconstructed board (not the printed one)',
  reconstruction: true,
  lines,
  stops,
  tiles: roadTiles(lines),
  pSpaces: 5,
};
