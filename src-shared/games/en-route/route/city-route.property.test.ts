/**
 * Random small boards of every printed city: the calculator's best route equals plain exhaustive search over
 * the same city model (rides included), its sheet adds up, and what it searched is exactly the optimiser's value.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CITY_IDS, type CityId } from '../sheets/city';
import { bestCityRoute, CITY_PARTS, cityRouteModel, cityRouteSchema, mapWidth, type CityRouteInput } from './city-route';
import { diversityRuns } from './colour-runs';
import { exhaustiveBestTrail } from './exhaustive';

/** A small board of `city` in a 4 × 3 corner of its map, so exhaustive search stays quick. */
function board(city: CityId) {
  const parts = CITY_PARTS[city];
  const x = fc.integer({ min: 0, max: Math.min(4, mapWidth(city)) });
  const y = fc.integer({ min: 0, max: 3 });
  const step = parts.diagonals ? fc.constantFrom([1, 0], [0, 1], [1, 1], [1, -1]) : fc.constantFrom([1, 0], [0, 1]);
  const section = fc.record({ x, y, step, colour: fc.constantFrom('red', 'green', 'blue') as fc.Arbitrary<'red' | 'green' | 'blue'> });
  const colours = city === 'new-york' ? ['red', 'green', 'blue', 'purple'] : ['red', 'green', 'blue'];
  const location = fc.record({
    col: fc.integer({ min: 1, max: 4 }),
    row: fc.integer({ min: 1, max: 3 }),
    colour: fc.constantFrom(...parts.landmarks),
    pp: fc.integer({ min: 0, max: 12 }),
    tourist: fc.constantFrom(...colours),
    count: fc.integer({ min: 0, max: 4 }),
    /** A landmark over this location and the next one east (an odd-shaped landmark): the roads of both squares. */
    wide: fc.boolean(),
  });
  const point = fc.record({ x, y, kind: fc.constantFrom(...parts.points), pp: fc.integer({ min: 0, max: 9 }), flag: fc.boolean(), colour: fc.constantFrom('red', 'green', 'blue') });
  const road = fc.record({ x: fc.integer({ min: 0, max: 3 }), y, kind: fc.constantFrom(...(parts.roads.length ? parts.roads : ['none'])) });
  return fc.record({ sections: fc.array(section, { minLength: 1, maxLength: 7 }), locations: fc.array(location, { maxLength: 5 }), points: fc.array(point, { maxLength: 6 }), roads: fc.array(road, { maxLength: 3 }), cafes: fc.integer({ min: 0, max: 3 }) }).map((raw) => {
    const seen = new Set<string>();
    const sections = raw.sections
      .map((s, i) => ({ id: `s${i}`, a: { x: s.x, y: s.y + (s.step[1] < 0 ? 1 : 0) }, b: { x: s.x + s.step[0], y: s.y + (s.step[1] < 0 ? 0 : s.step[1]) }, ...(parts.colouredSections ? { colour: s.colour } : {}) }))
      .filter((s) => s.b.x <= mapWidth(city) && !seen.has(`${s.a.x},${s.a.y},${s.b.x},${s.b.y}`) && seen.add(`${s.a.x},${s.a.y},${s.b.x},${s.b.y}`));
    const cells = new Set<string>();
    const locations = raw.locations
      .filter((l) => !cells.has(`${l.col},${l.row}`) && cells.add(`${l.col},${l.row}`))
      .map((l) => ({ col: l.col, row: l.row, tourists: { [l.tourist]: l.count }, landmark: { colour: l.colour, ...(['yellow', 'grey'].includes(l.colour) ? { pp: l.pp } : {}), ...(l.wide ? { along: twoSquares(l.col, l.row) } : {}) } }));
    const points = raw.points.map((p) => {
      const extra: Record<string, unknown> = {};
      if (p.kind === 'bridge') extra.pp = p.pp;
      if (p.kind === 'dock') extra.dock = p.flag ? 'whitehall' : 'corlearsHook';
      if (p.kind === 'meeting' && city === 'rio') Object.assign(extra, p.flag ? { christ: true } : { pp: p.pp, colour: p.colour });
      if (p.kind === 'meeting' && city === 'cairo') extra.tourists = { [p.colour]: p.pp };
      return { x: p.x, y: p.y, kind: p.kind, ...extra };
    });
    const roads = raw.roads.filter((r) => r.kind !== 'none').map((r) => ({ a: { x: r.x, y: r.y }, b: { x: r.x + 1, y: r.y }, kind: r.kind }));
    const ratings = Object.fromEntries(parts.ratings.map((r) => [r, r === 'carnival' ? 3 : r === 'broadway' ? 2 : 5]));
    const sheet: Record<string, unknown> = { unusedCafes: raw.cafes };
    if (city === 'new-york') Object.assign(sheet, { ppCafes: 1, tickets: { whitehall: true, corlearsHook: false } });
    if (city === 'paris') Object.assign(sheet, { tours: { red: true, green: false, blue: false }, diversityTable: [0, 4, 9] });
    if (city === 'hong-kong') sheet.tramPp = 2;
    return { city, sections, locations, points, roads, ratings, sheet };
  });
}

/** The roads of two squares side by side: their outline and the road between them. */
function twoSquares(col: number, row: number) {
  const roads: { a: { x: number; y: number }; b: { x: number; y: number } }[] = [];
  for (const c of [col, col + 1]) {
    const [x, y] = [c - 1, row - 1];
    roads.push({ a: { x, y }, b: { x: x + 1, y } }, { a: { x, y: y + 1 }, b: { x: x + 1, y: y + 1 } }, { a: { x, y }, b: { x, y: y + 1 } });
  }
  roads.push({ a: { x: col + 1, y: row - 1 }, b: { x: col + 1, y: row } });
  return roads;
}

describe('every printed city, random small boards', () => {
  it.each(CITY_IDS.map((c) => [c]))('%s: the best route equals exhaustive search, and its sheet adds up', (city) => {
    fc.assert(
      fc.property(board(city as CityId), (raw) => {
        const input = cityRouteSchema.parse(raw) as CityRouteInput;
        const result = bestCityRoute(input);
        const model = cityRouteModel(input);
        const sections = input.sections.map(({ id, a, b, colour }) => (colour ? { id, a, b, colour } : { id, a, b }));
        // Paris: diversity PP by the runs each trail walks (table [0, 4, 9]).
        const table = input.sheet.diversityTable ?? [0];
        const reference = exhaustiveBestTrail(sections, model, Infinity, city === 'paris' ? (trail) => table[Math.min(diversityRuns(sections, trail), table.length - 1)] : undefined);
        expect(reference.complete).toBe(true);
        expect(result.best.proof.optimal).toBe(true);
        expect(result.best.value).toBe(reference.value);
        expect(result.total).toBe(result.lines.reduce((sum, l) => sum + l.points, 0));
        const searched = result.lines.filter((l) => result.optimised.includes(l.category)).reduce((sum, l) => sum + l.points, 0);
        expect(searched).toBe(result.best.value);
      }),
      { numRuns: 25, seed: 22 },
    );
  });
});
