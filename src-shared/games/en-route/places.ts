/**
 * Places on the city map in the game's own words, in each UI language: a location by its landmark's name or
 * by the coordinates printed around the player's own board ("column 3 · row 5": every board numbers them in
 * its own order), a section by the locations on either side of it, an intersection by the corner of a
 * location (or its café). Move labels and log lines use these, never the engine's grid numbers.
 * Rules-free (the renderer uses it too); north is the top of the map.
 */
import { inEveryLanguage, type Lang } from '../../engine/message';
import { BOARD_LAYOUTS, CAFES, GRID, LANDMARKS, PERSONAL_GOALS } from './data';
import { ROAD_BY_KEY, locationIndex, locationOf } from './board';
import type { Intersection } from './route/types';
import { messages } from './messages';

type Side = 'N' | 'E' | 'S' | 'W';
type Corner = 'NW' | 'NE' | 'SW' | 'SE';

interface Book {
  square(column: number, row: number): string;
  between(a: string, b: string): string;
  edge(side: Side, of: string): string;
  corner(corner: Corner, of: string): string;
  cafe(where: string): string;
  list: string;
}

const FR_SIDE: Record<Side, string> = { N: 'au nord', E: 'à l’est', S: 'au sud', W: 'à l’ouest' };
const EN_SIDE: Record<Side, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };
const JA_SIDE: Record<Side, string> = { N: '北', E: '東', S: '南', W: '西' };
const EN_CORNER: Record<Corner, string> = { NW: 'north-west', NE: 'north-east', SW: 'south-west', SE: 'south-east' };
const JA_CORNER: Record<Corner, string> = { NW: '北西', NE: '北東', SW: '南西', SE: '南東' };
const FR_CORNER: Record<Corner, string> = { NW: 'nord-ouest', NE: 'nord-est', SW: 'sud-ouest', SE: 'sud-est' };

/**
 * Landmarks whose English name takes "the" in a sentence ("the corner of the Maritime Museum", but "of Willow
 * Park"); a square named by its coordinates takes none.
 */
const ENGLISH_THE = new Set(['Rope Bridge', 'Fish Market', 'Maritime Museum', 'Cliff Gardens', 'Lantern Fair', 'Opera House', 'Botanic Walk',
  'Stadium', 'Paper Theatre', 'Salt Baths', 'Tea Pier', 'Harbour Clocktower', 'Glasshouse Conservatory', 'Old Lighthouse']);
const withArticleEn = (name: string) => (ENGLISH_THE.has(name) ? `the ${name}` : name);

/** Each French landmark name's article, so "de" and "le" contract as French writes them: du Musée, des Bains, de l’Opéra. */
const FRENCH_ARTICLE: Record<string, 'le' | 'la' | 'les' | 'l’'> = {
  'Parc des Saules': 'le', 'Pont de corde': 'le', 'Marché aux poissons': 'le', 'Musée maritime': 'le', 'Jardins de la falaise': 'les',
  'Foire aux lanternes': 'la', 'Place de la Vieille-Ville': 'la', Opéra: 'l’', 'Promenade botanique': 'la', Stade: 'le',
  'Théâtre de papier': 'le', 'Bains de sel': 'les', 'Jetée du thé': 'la', 'Horloge du port': 'l’', 'Serre de verre': 'la', 'Vieux phare': 'le',
};
function withArticleFr(name: string): string {
  const article = FRENCH_ARTICLE[name];
  return article === undefined ? name : article === 'l’' ? `l’${name}` : `${article} ${name}`;
}
function ofFr(name: string): string {
  const article = FRENCH_ARTICLE[name];
  if (article === 'le') return `du ${name}`;
  if (article === 'les') return `des ${name}`;
  return `de ${withArticleFr(name)}`;
}

const BOOKS: Record<Lang, Book> = {
  en: {
    square: (c, r) => `column ${c} · row ${r}`,
    between: (a, b) => `between ${withArticleEn(a)} and ${withArticleEn(b)}`,
    edge: (side, of) => `on the ${EN_SIDE[side]} side of ${withArticleEn(of)} (map edge)`,
    corner: (corner, of) => `the ${EN_CORNER[corner]} corner of ${withArticleEn(of)}`,
    cafe: (where) => `the café at ${where}`,
    list: ' · ',
  },
  ja: {
    square: (c, r) => `列${c}・行${r}`,
    between: (a, b) => `${a}と${b}の間`,
    edge: (side, of) => `${of}の${JA_SIDE[side]}側（地図の端）`,
    corner: (corner, of) => `${of}の${JA_CORNER[corner]}の角`,
    cafe: (where) => `${where}のカフェ`,
    list: '／',
  },
  fr: {
    square: (c, r) => `colonne ${c} · rangée ${r}`,
    between: (a, b) => `entre ${withArticleFr(a)} et ${withArticleFr(b)}`,
    edge: (side, of) => `${FR_SIDE[side]} ${ofFr(of)} (bord du plan)`,
    corner: (corner, of) => `le coin ${FR_CORNER[corner]} ${ofFr(of)}`,
    cafe: (where) => `le café ${where.replace(/^le /, 'du ')}`,
    list: ' · ',
  },
};

const landmarkAt = (x: number, y: number) => LANDMARKS.find((l) => l.x === x && l.y === y)?.landmark;

/** A location by its landmark's name, else by the coordinates printed on `board` (0–3, the seat's layout). */
export function locationName(location: number, board: number, lang: Lang): string {
  const { x, y } = locationOf(location);
  const landmark = landmarkAt(x, y);
  if (landmark?.kind === 'iconic') return messages[lang].iconic[landmark.iconic];
  if (landmark) return messages[lang].landmarks[landmark.name] ?? landmark.name;
  const layout = BOARD_LAYOUTS[board] ?? BOARD_LAYOUTS[0];
  return BOOKS[lang].square(layout.cols[x], layout.rows[y]);
}

const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < GRID && y < GRID;

/** A section (road key) by the locations on either side, or by the one location it borders at the map's edge. */
export function sectionPlace(road: string, board: number, lang: Lang): string {
  const r = ROAD_BY_KEY.get(road);
  if (!r) return road;
  const book = BOOKS[lang];
  const name = (x: number, y: number) => locationName(locationIndex(x, y), board, lang);
  const horizontal = r.a.y === r.b.y;
  const x = Math.min(r.a.x, r.b.x);
  const y = Math.min(r.a.y, r.b.y);
  // The two locations the section runs between: above/below a horizontal one, left/right of a vertical one.
  const [first, second, sideOfSecond, sideOfFirst]: [[number, number], [number, number], Side, Side] = horizontal
    ? [[x, y - 1], [x, y], 'N', 'S']
    : [[x - 1, y], [x, y], 'W', 'E'];
  if (inside(...first) && inside(...second)) return book.between(name(...first), name(...second));
  return inside(...first) ? book.edge(sideOfFirst, name(...first)) : book.edge(sideOfSecond, name(...second));
}

/** An intersection as the corner of a location next to it (a landmark's when one touches it), or its café. */
export function intersectionPlace(at: Intersection, board: number, lang: Lang): string {
  const book = BOOKS[lang];
  const around: [number, number, Corner][] = [
    [at.x, at.y, 'NW'], [at.x - 1, at.y, 'NE'], [at.x, at.y - 1, 'SW'], [at.x - 1, at.y - 1, 'SE'],
  ];
  const candidates = around.filter(([x, y]) => inside(x, y));
  const [x, y, corner] = candidates.find(([cx, cy]) => landmarkAt(cx, cy)) ?? candidates[0];
  const where = book.corner(corner, locationName(locationIndex(x, y), board, lang));
  return CAFES.some((c) => c.x === at.x && c.y === at.y) ? book.cafe(where) : where;
}

/** A personal goal by its three intersections ("the north-west corner of Willow Park · …"). */
export function personalGoalWords(id: string, board: number, lang: Lang): string {
  const goal = PERSONAL_GOALS.find((g) => g.id === id);
  return goal ? goal.intersections.map((p) => intersectionPlace(p, board, lang)).join(BOOKS[lang].list) : '?';
}

/** Params `<base>`, `<base>Ja`, `<base>Fr` for a section. */
export function sectionParams(base: string, road: string, board: number): Record<string, string> {
  return inEveryLanguage(base, (lang) => sectionPlace(road, board, lang));
}

export function locationParams(base: string, location: number, board: number): Record<string, string> {
  return inEveryLanguage(base, (lang) => locationName(location, board, lang));
}

export function intersectionParams(base: string, at: Intersection, board: number): Record<string, string> {
  return inEveryLanguage(base, (lang) => intersectionPlace(at, board, lang));
}

export function personalGoalParams(base: string, id: string, board: number): Record<string, string> {
  return inEveryLanguage(base, (lang) => personalGoalWords(id, board, lang));
}
