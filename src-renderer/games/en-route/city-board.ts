/**
 * What the route calculator's user has copied off their printed city board, as the screen edits it, and its
 * conversion to the `city-route` calculator's input (only the fields the chosen city has, so main's checks
 * never meet a leftover field of another city).
 */
import type { InjectionKey } from 'vue';
import { CITY_PARTS, mapWidth } from '../../../src-shared/games/en-route/route/city-route';
import { intersectionKey, intersectionOf, roadKey, type Intersection } from '../../../src-shared/games/en-route/route/types';
import type { CityId } from '../../../src-shared/games/en-route/sheets/city';

export type PenColour = 'red' | 'green' | 'blue';
export type TouristColour = 'red' | 'green' | 'blue' | 'purple';
export type PointKind = 'festival' | 'viewpoint' | 'station' | 'bank-a' | 'bank-b' | 'bridge' | 'dock' | 'meeting';
export type RoadKind = 'bridge' | 'carnival' | 'broadway' | 'tram' | 'hotspot';

export interface LocationSpec {
  tourists: Partial<Record<TouristColour, number>>;
  /** `along`: the road keys along or through a landmark whose printed shape is not the location's square. */
  landmark: { colour: string; pp?: number; along?: string[] } | null;
}
export interface PointSpec {
  kind: PointKind;
  pp?: number;
  colour?: PenColour;
  christ?: boolean;
  tourists?: Partial<Record<'red' | 'green' | 'blue', number>>;
  dock?: 'whitehall' | 'corlearsHook';
}
export interface DrawnSection {
  a: Intersection;
  b: Intersection;
  colour?: PenColour;
}

export interface CityBoard {
  city: CityId;
  variant: 'simple' | 'intermediate' | 'full';
  /** By road key. */
  sections: Record<string, DrawnSection>;
  /** By "col,row" (1-based, as printed). */
  locations: Record<string, LocationSpec>;
  /** By intersection key. */
  points: Record<number, PointSpec>;
  goal: number[];
  /** Special roads by road key. */
  roads: Record<string, RoadKind>;
  ratings: Record<string, number>;
  sheet: { unusedCafes: number; ppCafes: number; tickets: { whitehall: boolean; corlearsHook: boolean }; tours: { red: boolean; green: boolean; blue: boolean }; diversityTable: string; tramPp: string };
}

export function emptyBoard(city: CityId): CityBoard {
  return {
    city,
    variant: 'full',
    sections: {},
    locations: {},
    points: {},
    goal: [],
    roads: {},
    ratings: { historic: 0, modern: 0, carnival: 2, christMarked: 0, broadway: 1, statue: 0 },
    sheet: { unusedCafes: 0, ppCafes: 0, tickets: { whitehall: false, corlearsHook: false }, tours: { red: false, green: false, blue: false }, diversityTable: '0', tramPp: '' },
  };
}

export const locationKey = (col: number, row: number): string => `${col},${row}`;

/** Every road of a city's map: the grid's streets, and both diagonals of each location where the city has them. */
export function mapRoads(city: CityId): { key: string; a: Intersection; b: Intersection; diagonal: boolean }[] {
  const width = mapWidth(city);
  const roads: { key: string; a: Intersection; b: Intersection; diagonal: boolean }[] = [];
  const add = (a: Intersection, b: Intersection, diagonal = false) => roads.push({ key: roadKey(a, b), a, b, diagonal });
  for (let y = 0; y <= 6; y++) {
    for (let x = 0; x <= width; x++) {
      if (x < width) add({ x, y }, { x: x + 1, y });
      if (y < 6) add({ x, y }, { x, y: y + 1 });
      if (CITY_PARTS[city].diagonals && x < width && y < 6) {
        add({ x, y }, { x: x + 1, y: y + 1 }, true);
        add({ x, y: y + 1 }, { x: x + 1, y }, true);
      }
    }
  }
  return roads;
}

const positive = (counts: Partial<Record<string, number>> | undefined, colours: readonly string[]) =>
  Object.fromEntries(colours.filter((c) => (counts?.[c] ?? 0) > 0).map((c) => [c, counts![c]]));

/** The calculator's input: only what the city has (a field it does not have would be refused, and rightly). */
export function toInput(board: CityBoard): Record<string, unknown> {
  const parts = CITY_PARTS[board.city];
  const touristColours = board.city === 'new-york' ? ['red', 'green', 'blue', 'purple'] : ['red', 'green', 'blue'];
  const sections = Object.entries(board.sections).map(([id, s]) => ({ id, a: s.a, b: s.b, ...(parts.colouredSections ? { colour: s.colour ?? 'red' } : {}) }));
  const locations = Object.entries(board.locations)
    .map(([key, l]) => {
      const [col, row] = key.split(',').map(Number);
      const tourists = positive(l.tourists, touristColours);
      const landmark = l.landmark && parts.landmarks.includes(l.landmark.colour) ? landmarkInput(board.city, l.landmark) : null;
      return { col, row, ...(Object.keys(tourists).length ? { tourists } : {}), ...(landmark ? { landmark } : {}) };
    })
    .filter((l) => 'tourists' in l || 'landmark' in l);
  const points = [
    ...Object.entries(board.points).filter(([, p]) => parts.points.includes(p.kind)).map(([key, p]) => ({ ...intersectionOf(Number(key)), ...pointFields(board.city, p) })),
    ...board.goal.map((key) => ({ ...intersectionOf(key), kind: 'goal' })),
  ];
  const roads = Object.entries(board.roads)
    .filter(([, kind]) => parts.roads.includes(kind))
    .map(([key, kind]) => {
      const road = mapRoads(board.city).find((r) => r.key === key)!;
      return { a: road.a, b: road.b, kind };
    });
  const ratings = Object.fromEntries(parts.ratings.map((r) => [r, board.ratings[r]]));
  const sheet: Record<string, unknown> = {};
  if (parts.sheet.includes('unusedCafes') && !(board.city === 'first-city' && board.variant === 'simple')) sheet.unusedCafes = board.sheet.unusedCafes;
  if (parts.sheet.includes('ppCafes')) sheet.ppCafes = board.sheet.ppCafes;
  if (parts.sheet.includes('tickets')) sheet.tickets = board.sheet.tickets;
  if (parts.sheet.includes('tours')) sheet.tours = board.sheet.tours;
  if (parts.sheet.includes('tramPp') && String(board.sheet.tramPp).trim() !== '') sheet.tramPp = Number(board.sheet.tramPp);
  if (parts.sheet.includes('diversityTable')) sheet.diversityTable = board.sheet.diversityTable.split(/[\s,/]+/).filter(Boolean).map(Number);
  return { city: board.city, ...(board.city === 'first-city' ? { variant: board.variant } : {}), sections, locations, points, roads, ratings, sheet };
}

function landmarkInput(city: CityId, landmark: NonNullable<LocationSpec['landmark']>): Record<string, unknown> {
  const { along, ...rest } = landmark;
  if (!along?.length) return rest;
  const roads = mapRoads(city);
  return { ...rest, along: along.map((key) => roads.find((r) => r.key === key)).filter((r) => r !== undefined).map((r) => ({ a: r.a, b: r.b })) };
}

function pointFields(city: CityId, p: PointSpec): Record<string, unknown> {
  const fields: Record<string, unknown> = { kind: p.kind };
  if (p.kind === 'bridge') fields.pp = p.pp ?? 0;
  if (p.kind === 'dock') fields.dock = p.dock ?? 'whitehall';
  if (p.kind === 'meeting' && city === 'rio') {
    if (p.christ) fields.christ = true;
    else fields.pp = p.pp ?? 0;
    if (p.colour && !p.christ) fields.colour = p.colour;
  }
  if (p.kind === 'meeting' && city === 'cairo') fields.tourists = positive(p.tourists, ['red', 'green', 'blue']);
  return fields;
}

/** A calculator input (an example) as the screen's board. */
export function fromInput(raw: Record<string, unknown>): CityBoard {
  const input = raw as {
    city: CityId; variant?: CityBoard['variant'];
    sections: { id: string; a: Intersection; b: Intersection; colour?: PenColour }[];
    locations?: { col: number; row: number; tourists?: LocationSpec['tourists']; landmark?: { colour: string; pp?: number; along?: { a: Intersection; b: Intersection }[] } }[];
    points?: (Intersection & Omit<PointSpec, 'kind'> & { kind: PointKind | 'goal' })[];
    roads?: { a: Intersection; b: Intersection; kind: RoadKind }[];
    ratings?: Record<string, number>;
    sheet?: Partial<Omit<CityBoard['sheet'], 'diversityTable' | 'tramPp'>> & { diversityTable?: number[]; tramPp?: number };
  };
  const board = emptyBoard(input.city);
  board.variant = input.variant ?? 'full';
  for (const s of input.sections) board.sections[roadKey(s.a, s.b)] = { a: s.a, b: s.b, ...(s.colour ? { colour: s.colour } : {}) };
  for (const l of input.locations ?? []) {
    const along = l.landmark?.along?.map((r) => roadKey(r.a, r.b));
    board.locations[locationKey(l.col, l.row)] = { tourists: { ...l.tourists }, landmark: l.landmark ? { ...l.landmark, along } : null };
    if (!along) delete board.locations[locationKey(l.col, l.row)].landmark?.along;
  }
  for (const p of input.points ?? []) {
    const { x, y, kind, ...rest } = p;
    if (kind === 'goal') board.goal.push(intersectionKey({ x, y }));
    else board.points[intersectionKey({ x, y })] = { ...rest, kind };
  }
  for (const r of input.roads ?? []) board.roads[roadKey(r.a, r.b)] = r.kind;
  Object.assign(board.ratings, input.ratings);
  const { diversityTable, tramPp, ...sheet } = input.sheet ?? {};
  Object.assign(board.sheet, sheet);
  if (tramPp !== undefined) board.sheet.tramPp = String(tramPp);
  if (diversityTable) board.sheet.diversityTable = diversityTable.join(', ');
  return board;
}

/** The board the route calculator edits, shared by its map, its place form and its sheet fields. */
export const CITY_BOARD = Symbol('city board') as InjectionKey<CityBoard>;
