/**
 * The final-route calculator for the printed cities: what a player copies off their board (drawn sections,
 * and what their map has where: landmarks, tourists, festival points or viewpoints, stations, bridges,
 * carnival or Broadway roads, meeting points, docks, personal-goal intersections) becomes a route model for
 * the exact optimiser; the best route's covered features become the city's score sheet, so the breakdown is
 * the sheet's own lines. Paris's diversity depends on the order the route walks its colours: a second search
 * (`colour-runs.ts`) maximises the route's value plus it. What a route cannot change (unused cafés, New York's
 * café PP, goal cards) is said, not hidden.
 */
import { z } from 'zod';
import type { ScoreLine } from '../../../engine/types';
import { line, msg } from '../sheets/common';
import { sheetOf, type CityId } from '../sheets';
import { CITY_IDS } from '../sheets/city';
import { BRIDGE_PP, TUBE_PP } from '../sheets/london';
import { FESTIVAL_TABLE } from '../sheets/first-city';
import { VIEWPOINT_TABLE } from '../sheets/hong-kong';
import { christPp } from '../sheets/rio';
import { DIVERSITY_TABLE_DEFAULT } from '../sheets/unconfirmed';
import { locationRoads } from './board';
import { message, fillTemplate } from '../../../engine/message';
import { sheetMessages } from '../sheets/messages';
import { bestWithColourRuns, diversityRuns, mostRuns } from './colour-runs';
import { bestTrail } from './optimiser';
import { scoreTrail } from './trail';
import { intersectionKey, roadKey, type BestTrailResult, type IntersectionKey, type RouteFeature, type RouteScoringModel, type RouteTerm, type Section, type Trail } from './types';

/** New York's map is twice as wide: 12 locations, 13 intersections across. */
export function mapWidth(city: CityId): number {
  return city === 'new-york' ? 12 : 6;
}
export const MAP_HEIGHT = 6;

/** Which things each printed city's map and sheet have (rulebook, world cities book). */
export const CITY_PARTS: Record<CityId, { landmarks: readonly string[]; points: readonly string[]; roads: readonly string[]; ratings: readonly string[]; sheet: readonly string[]; diagonals: boolean; colouredSections: boolean }> = {
  'first-city': { landmarks: ['red', 'green', 'blue', 'yellow', 'grey'], points: ['festival', 'goal'], roads: [], ratings: [], sheet: ['unusedCafes'], diagonals: false, colouredSections: false },
  london: { landmarks: ['red', 'green', 'blue', 'yellow', 'grey'], points: ['station', 'goal'], roads: ['bridge'], ratings: [], sheet: ['unusedCafes'], diagonals: false, colouredSections: false },
  rio: { landmarks: ['red', 'green', 'blue', 'yellow'], points: ['meeting', 'goal'], roads: ['carnival'], ratings: ['carnival', 'christMarked'], sheet: ['unusedCafes'], diagonals: false, colouredSections: false },
  cairo: { landmarks: ['red', 'green', 'blue', 'yellow', 'grey'], points: ['meeting', 'bank-a', 'bank-b', 'goal'], roads: [], ratings: [], sheet: ['unusedCafes'], diagonals: false, colouredSections: false },
  'hong-kong': { landmarks: ['red', 'green', 'blue', 'yellow', 'historic', 'modern'], points: ['viewpoint', 'goal'], roads: ['tram'], ratings: ['historic', 'modern'], sheet: ['unusedCafes', 'tramPp'], diagonals: false, colouredSections: false },
  paris: { landmarks: ['red', 'green', 'blue', 'yellow', 'grey'], points: ['station', 'goal'], roads: [], ratings: [], sheet: ['unusedCafes', 'tours', 'diversityTable'], diagonals: true, colouredSections: true },
  'new-york': { landmarks: ['red', 'green', 'blue', 'purple', 'yellow', 'grey'], points: ['station', 'bridge', 'dock', 'goal'], roads: ['broadway', 'hotspot'], ratings: ['broadway', 'statue'], sheet: ['unusedCafes', 'ppCafes', 'tickets'], diagonals: true, colouredSections: false },
};

const at = z.object({ x: z.number().int().min(0).max(12), y: z.number().int().min(0).max(6) }).strict();
const count = z.number().int().min(0).max(99);
const tourists = z.object({ red: count.optional(), green: count.optional(), blue: count.optional(), purple: count.optional() }).strict();

const sectionSchema = z.object({ id: z.string().min(1).max(40), a: at, b: at, colour: z.enum(['red', 'green', 'blue']).optional() }).strict();
const locationSchema = z
  .object({
    col: z.number().int().min(1).max(12),
    row: z.number().int().min(1).max(6),
    tourists: tourists.optional(),
    /**
     * Yellow: printed PP; grey: its rating now. Historic and modern take their group's rating. `along`: a landmark
     * whose printed shape is not its location's square (rulebook "珍しい形のランドマーク": half a location, a
     * triangle, several locations, Times Square at an intersection) is on the route through the roads along its
     * sides or through it, listed here; tourists stay with their location's square.
     */
    landmark: z.object({ colour: z.enum(['red', 'green', 'blue', 'purple', 'yellow', 'grey', 'historic', 'modern']), pp: z.number().int().min(0).max(50).optional(), along: z.array(z.object({ a: at, b: at }).strict()).min(1).max(24).optional() }).strict().optional(),
  })
  .strict();
const pointSchema = z
  .object({
    x: z.number().int().min(0).max(12),
    y: z.number().int().min(0).max(6),
    kind: z.enum(['festival', 'viewpoint', 'goal', 'station', 'bank-a', 'bank-b', 'bridge', 'dock', 'meeting']),
    /** New York bridge intersection: its printed PP. Rio meeting point: its remote landmark's rating. */
    pp: z.number().int().min(0).max(30).optional(),
    /** Rio: a blue, red or green remote landmark also counts for its tourists. */
    colour: z.enum(['red', 'green', 'blue']).optional(),
    /** Rio: this meeting point is Christ the Redeemer's. */
    christ: z.boolean().optional(),
    /** Cairo: the tourists marked at this meeting point's remote landmark space. */
    tourists: tourists.optional(),
    /** New York: which dock (for the Statue of Liberty tickets). */
    dock: z.enum(['whitehall', 'corlearsHook']).optional(),
  })
  .strict();
/** Hong Kong `tram`: along or across the tram line, as goal B counts; New York `hotspot`: a double road when drawn, one section on the route. */
const roadSchema = z.object({ a: at, b: at, kind: z.enum(['bridge', 'carnival', 'broadway', 'tram', 'hotspot']) }).strict();

export const cityRouteSchema = z
  .object({
    city: z.enum(CITY_IDS),
    /** First city: the simple game has no cafés or personal goal. */
    variant: z.enum(['simple', 'intermediate', 'full']).optional(),
    sections: z.array(sectionSchema).max(200),
    locations: z.array(locationSchema).max(72).default([]),
    points: z.array(pointSchema).max(91).default([]),
    roads: z.array(roadSchema).max(200).default([]),
    ratings: z.object({ historic: z.number().int().min(0).max(30).optional(), modern: z.number().int().min(0).max(30).optional(), carnival: z.number().int().min(2).max(5).optional(), christMarked: z.number().int().min(0).max(6).optional(), broadway: z.number().int().min(1).max(4).optional(), statue: z.number().int().min(0).max(30).optional() }).strict().default({}),
    sheet: z
      .object({
        unusedCafes: z.number().int().min(0).max(30).optional(),
        ppCafes: z.number().int().min(0).max(11).optional(),
        tickets: z.object({ whitehall: z.boolean(), corlearsHook: z.boolean() }).strict().optional(),
        tours: z.object({ red: z.boolean(), green: z.boolean(), blue: z.boolean() }).strict().optional(),
        diversityTable: z.array(z.number().int().min(0).max(99)).min(1).max(31).optional(),
        /** Hong Kong: PP per route section along or across the tram line, when goal B is such a per-section card. */
        tramPp: z.number().int().min(0).max(99).optional(),
      })
      .strict()
      .default({}),
  })
  .strict()
  .superRefine((input, ctx) => {
    for (const issue of cityProblems(input)) ctx.addIssue({ code: 'custom', ...issue });
  });

export type CityRouteInput = z.infer<typeof cityRouteSchema>;

/** Everything the city's map or sheet does not have, each at its place: a field a city does not use is never a silent 0. */
export function cityProblems(input: CityRouteInput): { path: (string | number)[]; message: string }[] {
  const parts = CITY_PARTS[input.city];
  const name = sheetOf(input.city).name;
  const width = mapWidth(input.city);
  const problems: { path: (string | number)[]; message: string }[] = [];
  const off = (p: { x: number; y: number }) => p.x > width || p.y > MAP_HEIGHT;
  const seen = new Set<string>();
  /** Why a road (a section's or a landmark's) is not one of the map's roads, or null. */
  const notARoad = (r: { a: { x: number; y: number }; b: { x: number; y: number } }, what: string): string | null => {
    const dx = Math.abs(r.a.x - r.b.x);
    const dy = Math.abs(r.a.y - r.b.y);
    if (off(r.a) || off(r.b)) return `${what} leaves ${name}'s map (${width} × ${MAP_HEIGHT} locations).`;
    if (dx > 1 || dy > 1 || dx + dy === 0) return `${what} does not join two neighbouring intersections.`;
    if (dx + dy === 2 && !parts.diagonals) return `${name} has no diagonal roads; ${what.charAt(0).toLowerCase()}${what.slice(1)} is diagonal.`;
    return null;
  };
  input.sections.forEach((s, i) => {
    if (seen.has(s.id)) problems.push({ path: ['sections', i, 'id'], message: `Section ${s.id} appears twice.` });
    seen.add(s.id);
    const problem = notARoad(s, `Section ${s.id}`);
    if (problem) problems.push({ path: ['sections', i], message: problem });
    if (parts.colouredSections && !s.colour) problems.push({ path: ['sections', i, 'colour'], message: `In Paris each section is drawn in red, green or blue; section ${s.id} needs its colour.` });
    if (!parts.colouredSections && s.colour) problems.push({ path: ['sections', i, 'colour'], message: `Only Paris draws sections in colours; leave section ${s.id}'s colour out in ${name}.` });
  });
  input.locations.forEach((l, i) => {
    if (l.col > width) problems.push({ path: ['locations', i, 'col'], message: `${name}'s map has ${width} columns of locations.` });
    if (l.tourists?.purple && input.city !== 'new-york') problems.push({ path: ['locations', i, 'tourists', 'purple'], message: `Purple tourists exist only in New York, not in ${name}.` });
    if (l.landmark && !parts.landmarks.includes(l.landmark.colour)) problems.push({ path: ['locations', i, 'landmark', 'colour'], message: `${name} has no ${l.landmark.colour} landmarks.` });
    l.landmark?.along?.forEach((r, j) => {
      const problem = notARoad(r, `Road ${j + 1} along the landmark at (${l.col}, ${l.row})`);
      if (problem) problems.push({ path: ['locations', i, 'landmark', 'along', j], message: problem });
    });
    if (l.landmark && ['yellow', 'grey'].includes(l.landmark.colour) && l.landmark.pp === undefined) problems.push({ path: ['locations', i, 'landmark', 'pp'], message: `A ${l.landmark.colour} landmark needs its PP (yellow: printed; grey: its rating now).` });
  });
  input.points.forEach((p, i) => {
    if (off(p)) problems.push({ path: ['points', i], message: `(${p.x}, ${p.y}) is not an intersection of ${name}'s map.` });
    if (!parts.points.includes(p.kind)) problems.push({ path: ['points', i, 'kind'], message: `${name}'s map has no ${p.kind} points.` });
    const extra = (['pp', 'colour', 'christ', 'tourists', 'dock'] as const).filter((k) => p[k] !== undefined && !pointFieldUsed(input.city, p.kind, k));
    for (const k of extra) problems.push({ path: ['points', i, k], message: `A ${p.kind} point in ${name} has no ${k}.` });
    if (p.kind === 'bridge' && p.pp === undefined) problems.push({ path: ['points', i, 'pp'], message: 'A bridge intersection needs the PP printed at it.' });
    if (input.city === 'rio' && p.kind === 'meeting' && !p.christ && p.pp === undefined) problems.push({ path: ['points', i, 'pp'], message: 'A remote landmark needs its rating (0–9) from the round board.' });
    if (p.kind === 'dock' && !p.dock) problems.push({ path: ['points', i, 'dock'], message: 'Say which dock: Whitehall or Corlears Hook.' });
  });
  input.roads.forEach((r, i) => {
    if (!parts.roads.includes(r.kind)) problems.push({ path: ['roads', i, 'kind'], message: `${name} has no ${r.kind} roads.` });
  });
  for (const key of Object.keys(input.ratings)) if (!parts.ratings.includes(key)) problems.push({ path: ['ratings', key], message: `${name}'s round board has no ${key} rating.` });
  for (const key of Object.keys(input.sheet)) if (!parts.sheet.includes(key)) problems.push({ path: ['sheet', key], message: `${name}'s score sheet has no ${key}.` });
  if (input.variant && input.city !== 'first-city') problems.push({ path: ['variant'], message: 'Only the first city has the simple and intermediate games.' });
  return problems;
}

function pointFieldUsed(city: CityId, kind: string, field: string): boolean {
  if (field === 'pp') return kind === 'bridge' || (city === 'rio' && kind === 'meeting');
  if (field === 'colour' || field === 'christ') return city === 'rio' && kind === 'meeting';
  if (field === 'tourists') return city === 'cairo' && kind === 'meeting';
  return field === 'dock' && kind === 'dock';
}

const COLOURS = ['red', 'green', 'blue', 'purple'] as const;
type Colour = (typeof COLOURS)[number];

/** Every intersection of the map: a feature on these is covered by any route at all (a completed Paris tour's landmark). */
function everyIntersection(city: CityId): IntersectionKey[] {
  const keys: IntersectionKey[] = [];
  for (let y = 0; y <= MAP_HEIGHT; y++) for (let x = 0; x <= mapWidth(city); x++) keys.push(intersectionKey({ x, y }));
  return keys;
}

/** The route model of a city board: one feature per thing the route can pass, terms as the sheet counts them. */
export function cityRouteModel(input: CityRouteInput): RouteScoringModel {
  const features: RouteFeature[] = [];
  const terms: RouteTerm[] = [];
  const sectionColour = new Map(input.sections.map((s) => [roadKey(s.a, s.b), s.colour]));
  const diagonals = CITY_PARTS[input.city].diagonals ? (['down', 'up'] as const).slice() : [];
  const left: Record<Colour, { feature: string; weight: number }[]> = { red: [], green: [], blue: [], purple: [] };
  const right: Record<Colour, { feature: string; weight: number }[]> = { red: [], green: [], blue: [], purple: [] };
  const sums: Record<string, { feature: string; points: number }[]> = {};
  const addSum = (id: string, feature: string, points: number) => (sums[id] ??= []).push({ feature, points });
  const ratings = input.ratings;

  for (const l of input.locations) {
    const roads = locationRoads(l, [...diagonals]);
    const where = `(${l.col}, ${l.row})`;
    for (const colour of COLOURS) {
      const n = l.tourists?.[colour] ?? 0;
      if (n === 0) continue;
      const id = `tourists:${colour}:${l.col},${l.row}`;
      features.push({ id, label: `${n} ${colour} tourists at ${where}`, roads });
      left[colour].push({ feature: id, weight: n });
    }
    const mark = l.landmark;
    if (!mark) continue;
    const id = `landmark:${l.col},${l.row}`;
    // Paris: a specialised landmark is on the route only beside a section of its own colour.
    const paris = input.city === 'paris' && ['red', 'green', 'blue'].includes(mark.colour);
    const along = mark.along ? mark.along.map((r) => roadKey(r.a, r.b)) : roads;
    features.push({ id, label: `${mark.colour} landmark at ${where}`, roads: paris ? along.filter((r) => sectionColour.get(r) === mark.colour) : along });
    if ((COLOURS as readonly string[]).includes(mark.colour)) right[mark.colour as Colour].push({ feature: id, weight: 1 });
    else if (mark.colour === 'historic') addSum('historic', id, ratings.historic ?? 0);
    else if (mark.colour === 'modern') addSum('modern', id, ratings.modern ?? 0);
    else addSum(mark.colour, id, mark.pp ?? 0);
  }

  const stations: IntersectionKey[] = [];
  const banks: [IntersectionKey[], IntersectionKey[]] = [[], []];
  const table: string[] = [];
  const goal: IntersectionKey[] = [];
  const ticketDocks: IntersectionKey[] = [];
  const christ: IntersectionKey[] = [];
  input.points.forEach((p, i) => {
    const key = intersectionKey(p);
    const id = `point:${i}`;
    const feature = (label: string) => features.push({ id, label: `${label} at (${p.x}, ${p.y})`, intersections: [key] });
    if (p.kind === 'goal') goal.push(key);
    else if (p.kind === 'bank-a') banks[0].push(key);
    else if (p.kind === 'bank-b') banks[1].push(key);
    else if (p.kind === 'festival' || p.kind === 'viewpoint') {
      feature(p.kind === 'festival' ? 'Handcraft Festival point' : 'viewpoint');
      table.push(id);
    } else if (p.kind === 'station') {
      stations.push(key);
      if (input.city === 'london') {
        feature('tube station');
        addSum('tube', id, TUBE_PP);
      }
    } else if (p.kind === 'bridge') {
      feature('bridge intersection');
      addSum('bridges', id, p.pp ?? 0);
    } else if (p.kind === 'dock') {
      feature('dock');
      if (input.sheet.tickets?.[p.dock!]) ticketDocks.push(key);
    } else if (input.city === 'rio') {
      // Christ the Redeemer is one landmark, however many of its meeting points are entered: one feature below.
      if (p.christ) christ.push(key);
      else {
        feature('remote landmark meeting point');
        addSum('remote', id, p.pp ?? 0);
        if (p.colour) right[p.colour].push({ feature: id, weight: 1 });
      }
    } else {
      feature('remote landmark meeting point');
      for (const colour of COLOURS) if (p.tourists?.[colour]) left[colour].push({ feature: id, weight: p.tourists[colour]! });
    }
  });
  if (christ.length) {
    features.push({ id: 'christ', label: 'Christ the Redeemer', intersections: christ });
    addSum('christ', 'christ', christPp(ratings.christMarked ?? 0));
  }
  if (ticketDocks.length) {
    features.push({ id: 'statue', label: 'a dock with a ticket (Statue of Liberty)', intersections: ticketDocks });
    addSum('statue', 'statue', ratings.statue ?? 0);
  }
  input.roads.forEach((r, i) => {
    const id = `road:${i}`;
    features.push({ id, label: `${r.kind} road`, roads: [roadKey(r.a, r.b)] });
    if (r.kind === 'bridge') addSum('bridges', id, BRIDGE_PP);
    else if (r.kind === 'carnival' || r.kind === 'broadway') addSum(r.kind, id, r.kind === 'carnival' ? ratings.carnival ?? 2 : ratings.broadway ?? 1);
    else if (r.kind === 'tram' && input.sheet.tramPp !== undefined) addSum('tram', id, input.sheet.tramPp);
    // A hotspot scores nothing itself: drawn, it is one section like any other (rulebook: "単に1つのセクション").
  });
  const tours = input.sheet.tours;
  for (const colour of ['red', 'green', 'blue'] as const) {
    if (!tours?.[colour]) continue;
    features.push({ id: `tour:${colour}`, label: `${colour} thematic tour's remote landmark`, intersections: everyIntersection(input.city) });
    right[colour].push({ feature: `tour:${colour}`, weight: 1 });
  }

  for (const colour of COLOURS) if (left[colour].length && right[colour].length) terms.push({ kind: 'product', id: `${colour}-landmarks`, label: `${colour} tourists × ${colour} landmarks`, left: left[colour], right: right[colour] });
  for (const [id, list] of Object.entries(sums)) terms.push({ kind: 'sum', id, label: id, features: list });
  if (table.length) terms.push({ kind: 'table', id: 'visit-them-all', label: 'Visit-Them-All', features: table, table: [...(input.city === 'hong-kong' ? VIEWPOINT_TABLE : FESTIVAL_TABLE)] });
  if (goal.length && input.variant !== 'simple') terms.push({ kind: 'longestBetween', id: 'personal-goal', label: 'personal goal', intersections: goal, factor: input.city === 'paris' ? 2 : 1 });
  const transit = input.city === 'cairo' ? (banks[0].length && banks[1].length ? [banks] : []) : stations.length > 1 ? [[stations, stations] as [IntersectionKey[], IntersectionKey[]]] : [];
  return transit.length ? { features, terms, transit: { label: 'ride', hops: transit } } : { features, terms };
}

export interface CityRouteResult {
  best: BestTrailResult;
  /** The sheet's lines for this route, in the sheet's order and words. */
  lines: ScoreLine[];
  total: number;
  /** Sheet categories the search chose the route for (their sum is `best.value`). */
  optimised: string[];
  /** Sheet categories counted but not part of the search: they do not depend on the route. */
  notOptimised: { category: string; why: 'constant' }[];
  /** Goal cards are never in this total (their results depend on the other players), except Hong Kong's per-section tram goal B. */
  goalCards: boolean;
  /** New York: hotspot sections on the route, each one section (they only cost more to draw). */
  hotspots: number;
}

/** Lines a route cannot change. (Paris tours and Cairo's remote tourists are 0-PP notes: their effect is inside the products.) */
const ROUTE_FREE = new Set(['cafes', 'cafe-pp']);

/** The best route for a city board and the sheet it would give. */
export function bestCityRoute(input: CityRouteInput, limits: { nodeLimit?: number; timeLimitMs?: number } = {}): CityRouteResult {
  const model = cityRouteModel(input);
  const sections: Section[] = input.sections.map(({ id, a, b, colour }) => (colour ? { id, a, b, colour } : { id, a, b }));
  const started = performance.now();
  const covering = bestTrail(sections, model, limits);
  const best = input.city === 'paris' ? withDiversity(input, sections, model, covering, limits, performance.now() - started) : covering;
  const lines = sheetLines(input, best, sections);
  const optimised = lines.filter((l) => !ROUTE_FREE.has(l.category)).map((l) => l.category);
  const searched = lines.filter((l) => optimised.includes(l.category)).reduce((sum, l) => sum + l.points, 0);
  // The sheet read off the route must agree with the search's own value for the categories it searched.
  if (searched !== best.value) throw new Error(`city route: the sheet gives ${searched} PP for the searched categories, the search ${best.value}`);
  const notOptimised = lines.filter((l) => !optimised.includes(l.category)).map((l) => ({ category: l.category, why: 'constant' as const }));
  const hotspots = hotspotsOn(input, best.trail, sections);
  return { best, lines, total: lines.reduce((sum, l) => sum + l.points, 0), optimised, notOptimised, goalCards: sheetOf(input.city).usesGoalCards, hotspots };
}

function hotspotsOn(input: CityRouteInput, trail: Trail, sections: Section[]): number {
  const hot = new Set(input.roads.filter((r) => r.kind === 'hotspot').map((r) => roadKey(r.a, r.b)));
  const byId = new Map(sections.map((s) => [s.id, s]));
  return trail.sections.filter((id) => hot.has(roadKey(byId.get(id)!.a, byId.get(id)!.b))).length;
}

/** Paris: the route that scores most with its diversity runs (they depend on the order the route walks its colours). */
function withDiversity(input: CityRouteInput, sections: Section[], model: RouteScoringModel, covering: BestTrailResult, limits: { nodeLimit?: number; timeLimitMs?: number }, spentMs: number): BestTrailResult {
  const table = input.sheet.diversityTable ?? [...DIVERSITY_TABLE_DEFAULT];
  const runs = bestWithColourRuns(sections, model, table, covering, {
    nodeLimit: limits.nodeLimit,
    timeLimitMs: limits.timeLimitMs === undefined ? undefined : Math.max(0, limits.timeLimitMs - spentMs),
  });
  const value = runs.routeValue + runs.diversityPp;
  const score = scoreTrail(sections, model, runs.trail);
  const params = { nodes: covering.proof.nodesExplored + runs.nodesExplored, pruned: covering.proof.pruned, value, bound: runs.upperBound };
  const explanation = fillTemplate(sheetMessages.en.route.proof[runs.method], params);
  return {
    trail: runs.trail,
    value,
    score: { ...score, total: value, terms: [...score.terms, { id: 'diversity', label: 'diversity', points: runs.diversityPp }] },
    proof: {
      optimal: runs.optimal,
      rootBound: covering.proof.upperBound + table[Math.min(mostRuns(sections), table.length - 1)],
      upperBound: runs.upperBound,
      nodesExplored: params.nodes,
      pruned: covering.proof.pruned,
      method: runs.method,
      explanation,
      reason: message(explanation, `sheet.route.proof.${runs.method}`, params),
    },
  };
}

/** The covered features, read as the sheet's fields, scored by the city's own sheet. */
function sheetLines(input: CityRouteInput, best: BestTrailResult, sections: Section[]): ScoreLine[] {
  const covered = new Set(best.score.covered);
  const on = (id: string) => covered.has(id);
  const touristsOn = { red: 0, green: 0, blue: 0, purple: 0 };
  const landmarks = { red: 0, green: 0, blue: 0, purple: 0 };
  const yellow: number[] = [];
  const grey: number[] = [];
  let historic = 0;
  let modern = 0;
  for (const l of input.locations) {
    for (const colour of COLOURS) if (l.tourists?.[colour] && on(`tourists:${colour}:${l.col},${l.row}`)) touristsOn[colour] += l.tourists[colour]!;
    const mark = l.landmark;
    if (!mark || !on(`landmark:${l.col},${l.row}`)) continue;
    if (mark.colour === 'yellow') yellow.push(mark.pp ?? 0);
    else if (mark.colour === 'grey') grey.push(mark.pp ?? 0);
    else if (mark.colour === 'historic') historic++;
    else if (mark.colour === 'modern') modern++;
    else landmarks[mark.colour]++;
  }
  const points = input.points.map((p, i) => ({ ...p, on: on(`point:${i}`) }));
  const roadsOn = input.roads.filter((_, i) => on(`road:${i}`));
  const goalTerm = best.score.terms.find((t) => t.id === 'personal-goal');
  const factor = input.city === 'paris' ? 2 : 1;
  const player = {
    name: 'route',
    tourists: touristsOn,
    landmarks,
    yellow,
    grey,
    unusedCafes: input.sheet.unusedCafes ?? 0,
    personalGoalSections: (goalTerm?.points ?? 0) / factor,
    routeLength: best.trail.sections.length,
    goalResults: [],
    // First city and Hong Kong
    festivalPoints: points.filter((p) => p.kind === 'festival' && p.on).length,
    historicOnRoute: historic,
    modernOnRoute: modern,
    viewpoints: points.filter((p) => p.kind === 'viewpoint' && p.on).length,
    // London
    bridges: roadsOn.filter((r) => r.kind === 'bridge').length,
    tubeStations: input.city === 'london' ? points.filter((p) => p.kind === 'station' && p.on).length : 0,
    // Rio
    remoteLandmarks: input.city === 'rio' ? points.filter((p) => p.kind === 'meeting' && !p.christ && p.on).map((p) => ({ rating: p.pp ?? 0, colour: p.colour ?? 'none' })) : [],
    carnivalSections: roadsOn.filter((r) => r.kind === 'carnival').length,
    christOnRoute: on('christ'),
    // Cairo
    remoteSpaces: input.city === 'cairo' ? points.filter((p) => p.kind === 'meeting').map((p, n) => ({ name: `remote ${n + 1}`, meetingPointOnRoute: p.on, red: p.tourists?.red ?? 0, green: p.tourists?.green ?? 0, blue: p.tourists?.blue ?? 0 })) : [],
    // Paris
    toursCompleted: { red: false, green: false, blue: false, ...input.sheet.tours },
    diversityRuns: input.city === 'paris' ? diversityRuns(sections, best.trail) : 0,
    // New York
    broadwaySections: roadsOn.filter((r) => r.kind === 'broadway').length,
    bridgeIntersections: points.filter((p) => p.kind === 'bridge' && p.on).map((p) => p.pp ?? 0),
    tickets: { whitehall: false, corlearsHook: false, ...input.sheet.tickets },
    docksOnRoute: { whitehall: points.some((p) => p.dock === 'whitehall' && p.on), corlearsHook: points.some((p) => p.dock === 'corlearsHook' && p.on) },
    ppCafes: input.sheet.ppCafes ?? 0,
  };
  const shared = {
    variant: input.variant ?? 'full',
    historicRating: input.ratings.historic ?? 0,
    modernRating: input.ratings.modern ?? 0,
    carnivalRating: input.ratings.carnival ?? 2,
    christMarkedSpaces: input.ratings.christMarked ?? 0,
    diversityTable: input.sheet.diversityTable ?? [...DIVERSITY_TABLE_DEFAULT],
    broadwayRating: input.ratings.broadway ?? 1,
    statueRating: input.ratings.statue ?? 0,
  };
  const lines = sheetOf(input.city).lines(player as never, shared);
  return input.sheet.tramPp === undefined ? lines : [...lines, tramLine(roadsOn.filter((r) => r.kind === 'tram').length, input.sheet.tramPp)];
}

/** Hong Kong goal B as PP per section along or across the tram line: the route alone decides it, so it is searched. */
function tramLine(count: number, each: number): ScoreLine {
  const points = count * each;
  return line('tram', msg('Tram goal (B)', 'tramLine'), points, msg(`${count} sections along or across the tram line × ${each} PP = ${points}`, 'reason.tram', { count, each, points }));
}
