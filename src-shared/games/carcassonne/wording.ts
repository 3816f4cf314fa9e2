/**
 * Where a tile goes and what it looks like, in the words players use at the table, in each UI language:
 * "2 tiles east and 1 north of the start tile", "city north with a pennant, road east–west", "completes the
 * city". Move labels and log lines are built from these, never from the engine's (x, y) and rotation numbers.
 * Rules-free (the renderer uses it too); north is the top of the screen.
 */
import { inEveryLanguage, type Lang } from '../../engine/message';
import type { Dir, Half, TileLetter } from './data';
import { addTile, find, isComplete, segmentId, tileAt, type Board } from './board';
import { DIRS, segmentsOf, type Segment, type SegmentKind } from './geometry';

interface Book {
  dir: Record<Dir, string>;
  /** Eight compass points for a field, from its half-edges. */
  point: Record<string, string>;
  kind: Record<SegmentKind, string>;
  plural: Record<SegmentKind, string>;
  /** "north, south and west" */
  and(items: string[]): string;
  startTile: string;
  /** One tile away in one direction: "east of the start tile". */
  next(dir: Dir): string;
  /** Further away: "3 tiles east of the start tile", "2 tiles east and 1 north of the start tile". */
  away(steps: [number, Dir][]): string;
  /** "on the start tile" / "on the tile 2 tiles east of the start tile". */
  on(where: string | null): string;
  pennant: string;
  allSides: string;
  list: string;
  dash: string;
  completes(kinds: string[]): string;
}

const BOOKS: Record<Lang, Book> = {
  en: {
    dir: { N: 'north', E: 'east', S: 'south', W: 'west' },
    point: { N: 'north', NE: 'north-east', E: 'east', SE: 'south-east', S: 'south', SW: 'south-west', W: 'west', NW: 'north-west', C: 'middle' },
    kind: { road: 'road', city: 'city', field: 'field', monastery: 'monastery' },
    plural: { road: 'roads', city: 'cities', field: 'fields', monastery: 'monasteries' },
    and: (items) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`,
    startTile: 'the start tile',
    next: (dir) => `${BOOKS.en.dir[dir]} of the start tile`,
    away: (steps) => `${steps.map(([n, d], i) => `${n}${i === 0 ? (n === 1 ? ' tile' : ' tiles') : ''} ${BOOKS.en.dir[d]}`).join(' and ')} of the start tile`,
    on: (where) => (where === null ? 'on the start tile' : `on the tile ${where}`),
    pennant: ' with a pennant',
    allSides: ' on all sides',
    list: ', ',
    dash: '–',
    completes: (kinds) => ` — completes the ${kinds.join(' and the ')}`,
  },
  ja: {
    dir: { N: '北', E: '東', S: '南', W: '西' },
    point: { N: '北', NE: '北東', E: '東', SE: '南東', S: '南', SW: '南西', W: '西', NW: '北西', C: '中央' },
    kind: { road: '道', city: '都市', field: '草原', monastery: '修道院' },
    plural: { road: '道', city: '都市', field: '草原', monastery: '修道院' },
    and: (items) => items.join('・'),
    startTile: 'スタートタイル',
    next: (dir) => `スタートタイルの${BOOKS.ja.dir[dir]}`,
    away: (steps) => `スタートタイルから${steps.map(([n, d]) => `${BOOKS.ja.dir[d]}へ${n}`).join('・')}`,
    on: (where) => (where === null ? 'スタートタイル上' : `${where}のタイル上`),
    pennant: '（紋章つき）',
    allSides: ' 四方',
    list: '、',
    dash: '–',
    completes: (kinds) => `（${kinds.join('と')}が完成）`,
  },
  fr: {
    dir: { N: 'nord', E: 'est', S: 'sud', W: 'ouest' },
    point: { N: 'nord', NE: 'nord-est', E: 'est', SE: 'sud-est', S: 'sud', SW: 'sud-ouest', W: 'ouest', NW: 'nord-ouest', C: 'centre' },
    kind: { road: 'route', city: 'ville', field: 'pré', monastery: 'abbaye' },
    plural: { road: 'routes', city: 'villes', field: 'prés', monastery: 'abbayes' },
    and: (items) => `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`,
    startTile: 'la tuile de départ',
    next: (dir) => `${FR_TOWARDS[dir]} de la tuile de départ`,
    away: (steps) => `${steps.map(([n, d], i) => `${n}${i === 0 ? (n === 1 ? ' tuile' : ' tuiles') : ''} ${FR_TOWARDS[d]}`).join(' et ')} de la tuile de départ`,
    on: (where) => (where === null ? 'sur la tuile de départ' : `sur la tuile ${where}`),
    pennant: ' avec blason',
    allSides: ' sur les quatre côtés',
    list: ', ',
    dash: '–',
    // Route, ville and abbaye are all feminine.
    completes: (kinds) => ` — achève ${kinds.map((k) => (k === 'abbaye' ? 'l’abbaye' : `la ${k}`)).join(' et ')}`,
  },
};

const FR_TOWARDS: Record<Dir, string> = { N: 'au nord', E: 'à l’est', S: 'au sud', W: 'à l’ouest' };

/** Where a cell lies from the start tile, e.g. "2 tiles east and 1 north of the start tile"; null for the start tile itself. */
export function whereFrom(x: number, y: number, lang: Lang): string | null {
  const book = BOOKS[lang];
  const steps: [number, Dir][] = [];
  if (x !== 0) steps.push([Math.abs(x), x > 0 ? 'E' : 'W']);
  if (y !== 0) steps.push([Math.abs(y), y > 0 ? 'S' : 'N']);
  if (steps.length === 0) return null;
  if (steps.length === 1 && steps[0][0] === 1) return book.next(steps[0][1]);
  return book.away(steps);
}

/** "on the tile 2 tiles east of the start tile", for something already on the board. */
export function onTile(x: number, y: number, lang: Lang): string {
  return BOOKS[lang].on(whereFrom(x, y, lang));
}

const HALF_POINT: Record<Half, [number, number]> = { Nw: [-1, -2], Ne: [1, -2], En: [2, -1], Es: [2, 1], Se: [1, 2], Sw: [-1, 2], Ws: [-2, 1], Wn: [-2, -1] };
const POINTS = ['E', 'SE', 'S', 'SW', 'W', 'NW', 'N', 'NE'];

/** A field's compass point on its tile, from the middle of its half-edges. */
function fieldPoint(halves: readonly Half[]): string {
  const [sx, sy] = halves.reduce(([ax, ay], h) => [ax + HALF_POINT[h][0], ay + HALF_POINT[h][1]], [0, 0]);
  if (Math.abs(sx) + Math.abs(sy) < 0.01) return 'C';
  return POINTS[(Math.round(Math.atan2(sy, sx) / (Math.PI / 4)) + 8) % 8];
}

function segmentText(segment: Segment, book: Book): string {
  const kind = book.kind[segment.kind];
  if (segment.kind === 'monastery') return kind;
  if (segment.kind === 'field') return `${kind} ${book.point[fieldPoint(segment.halves)]}`;
  const edges = DIRS.filter((d) => segment.edges.includes(d));
  const sides = edges.length === 4 ? book.allSides : ` ${edges.map((d) => book.dir[d]).join(book.dash)}`;
  return `${kind}${sides}${segment.pennants ? book.pennant : ''}`;
}

/** How a rotated tile looks on the table: its cities, roads and monastery by side, e.g. "city north, road east–west". */
export function tileLook(letter: TileLetter, rotation: number, lang: Lang): string {
  const book = BOOKS[lang];
  const first = (s: Segment) => DIRS.findIndex((d) => s.edges.includes(d));
  const shown = segmentsOf(letter, rotation).filter((s) => s.kind !== 'field').sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || first(a) - first(b));
  // Roads (or cities) that each touch one side read as one group: "roads north, south and west".
  const single = (s: Segment) => s.kind !== 'monastery' && s.edges.length === 1 && !s.pennants;
  const parts: string[] = [];
  for (const kind of KIND_ORDER) {
    const ofKind = shown.filter((s) => s.kind === kind);
    const singles = ofKind.filter(single);
    if (singles.length > 1) parts.push(`${book.plural[kind]} ${book.and(singles.map((s) => book.dir[s.edges[0]]))}`);
    for (const s of ofKind) if (singles.length < 2 || !single(s)) parts.push(segmentText(s, book));
  }
  return parts.join(book.list) || book.kind.field;
}

const KIND_ORDER: readonly SegmentKind[] = ['monastery', 'city', 'road'];

/** One segment of a placed tile in words ("road east–west", "field north"), to tell a tile's meeple spots apart. */
export function segmentWords(letter: TileLetter, rotation: number, segment: number, lang: Lang): string {
  const s = segmentsOf(letter, rotation)[segment];
  return s ? segmentText(s, BOOKS[lang]) : BOOKS[lang].kind.field;
}

/** The features a placement completes (roads, cities, monasteries it closes or surrounds), in board order. */
export function completedBy(board: Board, letter: TileLetter, x: number, y: number, rotation: number): SegmentKind[] {
  const after = addTile(board, letter, x, y, rotation);
  const index = after.tiles.length - 1;
  const kinds = new Set<SegmentKind>();
  segmentsOf(letter, rotation).forEach((s, local) => {
    if ((s.kind === 'road' || s.kind === 'city') && isComplete(after, find(after.parent, segmentId(index, local)))) kinds.add(s.kind);
  });
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      const tile = tileAt(after, x + dx, y + dy);
      if (tile === undefined) continue;
      const t = after.tiles[tile];
      const local = segmentsOf(t.letter, t.r).findIndex((s) => s.kind === 'monastery');
      if (local >= 0 && isComplete(after, find(after.parent, segmentId(tile, local)))) kinds.add('monastery');
    }
  }
  return (['road', 'city', 'monastery'] as const).filter((k) => kinds.has(k));
}

/** " — completes the city" or '' in one language. */
export function completesText(kinds: readonly SegmentKind[], lang: Lang): string {
  return kinds.length ? BOOKS[lang].completes(kinds.map((k) => BOOKS[lang].kind[k])) : '';
}

/**
 * Params for a placement in every language: `where` (from the start tile), `look` (the tile as turned) and
 * `joins` (what it completes), each with its `Ja` and `Fr` twins.
 */
export function placementParams(board: Board, letter: TileLetter, x: number, y: number, rotation: number): Record<string, string> {
  const done = completedBy(board, letter, x, y, rotation);
  return {
    ...inEveryLanguage('where', (lang) => whereFrom(x, y, lang) ?? BOOKS[lang].startTile),
    ...inEveryLanguage('look', (lang) => tileLook(letter, rotation, lang)),
    ...inEveryLanguage('joins', (lang) => completesText(done, lang)),
  };
}

/** Params `on`, `onJa`, `onFr`: "on the tile 2 tiles east of the start tile". */
export function onTileParams(x: number, y: number): Record<string, string> {
  return inEveryLanguage('on', (lang) => onTile(x, y, lang));
}

/** Params `look`, `lookJa`, `lookFr` for a tile as it comes out of the bag (unturned). */
export function lookParams(letter: TileLetter, rotation = 0): Record<string, string> {
  return inEveryLanguage('look', (lang) => tileLook(letter, rotation, lang));
}

/** Params `part`, `partJa`, `partFr`: one segment of a placed tile. */
export function segmentParams(base: string, letter: TileLetter, rotation: number, segment: number): Record<string, string> {
  return inEveryLanguage(base, (lang) => segmentWords(letter, rotation, segment, lang));
}
