/**
 * The printed cities' route calculator: for each city a small board worked out by hand (the reasoning is
 * written beside it), the best route's sheet line by line, what was and was not optimised, and fields a city
 * does not have reported at their place.
 */
import { describe, expect, it } from 'vitest';
import { bestCityRoute, cityRouteSchema, type CityRouteInput } from './city-route';
import { CITY_ROUTE_EXAMPLES } from './city-examples';

type P = [number, number];
const sec = (id: string, a: P, b: P, colour?: 'red' | 'green' | 'blue') => ({ id, a: { x: a[0], y: a[1] }, b: { x: b[0], y: b[1] }, ...(colour ? { colour } : {}) });
const pt = (x: number, y: number) => ({ x, y });

function solve(raw: unknown) {
  const input = cityRouteSchema.parse(raw) as CityRouteInput;
  const result = bestCityRoute(input);
  const lines = Object.fromEntries(result.lines.map((l) => [l.category, l.points]));
  return { result, lines };
}

describe('the best route on each printed city, scored by its own sheet', () => {
  it('First city: along the top row beats taking the branch (red 3 + yellow 5 + festival 12 + goal 3; café 2 counted, not searched)', () => {
    // Sections: (0,0)-(1,0)-(2,0)-(3,0) and a branch (1,0)-(1,1); four odd intersections, so one route cannot take all.
    // Along the top row: location (1,1)'s red landmark (its top side), the 3 red tourists of (2,1), the yellow 5 of (3,1),
    // festival points (0,0) and (3,0) (2 of 3 → 12) and 3 sections between the goal's (0,0) and (3,0): 3 + 5 + 12 + 3 = 23.
    // Starting up the branch instead reaches (1,1)'s festival point but loses the goal stretch: 3 + 5 + 12 + 0 = 20.
    const { result, lines } = solve(CITY_ROUTE_EXAMPLES['first-city']);
    expect(lines).toEqual({ 'red-landmarks': 3, 'green-landmarks': 0, 'blue-landmarks': 0, yellow: 5, grey: 0, cafes: 2, 'visit-them-all': 12, 'personal-goal': 3 });
    expect([result.best.value, result.total, result.best.proof.optimal]).toEqual([23, 25, true]);
    expect([...result.best.trail.sections].sort()).toEqual(['s1', 's2', 's3']);
    expect(result.notOptimised).toEqual([{ category: 'cafes', why: 'constant' }]);
    expect(result.goalCards).toBe(true);
  });

  it('First city, simple game: no personal goal and no cafés on the sheet', () => {
    const { lines } = solve({ city: 'first-city', variant: 'simple', sections: [sec('s1', [0, 0], [1, 0])], points: [{ ...pt(0, 0), kind: 'goal' }, { ...pt(1, 0), kind: 'goal' }], locations: [] });
    expect(lines).toEqual({ 'red-landmarks': 0, 'green-landmarks': 0, 'blue-landmarks': 0, yellow: 0, grey: 0, 'visit-them-all': 0 });
  });

  it('London: a tube ride joins two parts, both stations score 4, the bridge 7, the grey landmark its rating (21)', () => {
    // Part one (0,0)-(1,0) ends at station (1,0) and runs along grey landmark (1,1) (rating 6); the tube takes the tourists to
    // station (4,4), part two crosses the bridge road (4,4)-(5,4). With the ride: 6 + 4 + 4 + 7 = 21; without it one part only
    // (at most 4 + 7 = 11).
    const { result, lines } = solve(CITY_ROUTE_EXAMPLES['london']);
    expect(lines).toEqual({ 'red-landmarks': 0, 'green-landmarks': 0, 'blue-landmarks': 0, yellow: 0, grey: 6, bridges: 7, tube: 8, cafes: 0, 'personal-goal': 0 });
    expect(result.total).toBe(21);
    expect(result.best.trail.transfer).toBeDefined();
  });

  it('Rio: carnival sections at the rating, a blue remote landmark that also counts for blue tourists, Christ at 6 + 3 × 2 (27)', () => {
    // One path (0,1)-(0,0)-(1,0)-(2,0) takes every section: Christ's meeting point (0,1): 6 + 3 × 2 = 12; two carnival
    // sections × 3 = 6; the remote landmark at (2,0): rating 7, and blue, so the 2 blue tourists at (1,1) score 2 × 1 = 2.
    const { lines, result } = solve(CITY_ROUTE_EXAMPLES['rio']);
    expect(lines).toEqual({ 'red-landmarks': 0, 'green-landmarks': 0, 'blue-landmarks': 2, yellow: 0, remote: 7, carnival: 6, christ: 12, cafes: 0, 'personal-goal': 0 });
    expect(result.total).toBe(27);
  });

  it('Cairo: the felucca joins the two banks, so the remote landmark’s 3 green tourists meet the green landmark (3 + yellow 4)', () => {
    // Part one (0,2)-(0,3): the meeting point (0,2) (3 green tourists at its remote space) and yellow 4 at (1,3); the felucca from
    // bank (0,3) to bank (3,4); part two (3,4)-(4,4) along the green landmark at (4,5): 3 × 1 + 4 = 7. Without the boat: 4.
    const { lines, result } = solve(CITY_ROUTE_EXAMPLES['cairo']);
    expect(lines).toEqual({ 'red-landmarks': 0, 'green-landmarks': 3, 'blue-landmarks': 0, 'remote-tourists': 0, yellow: 4, grey: 0, cafes: 0, 'personal-goal': 0 });
    expect(result.total).toBe(7);
  });

  it('Hong Kong: every landmark of a group at the group’s rating, viewpoints 3 → 16 (26 + cafés 4)', () => {
    // (0,0)-(1,0)-(2,0): historic landmarks (1,1) and (2,1) at rating 5 = 10; viewpoints (0,0), (1,0), (2,0): 3 → 16. The modern
    // landmark at (2,2) has no drawn side. Two unused cafés: 4, counted but not searched.
    const { lines, result } = solve(CITY_ROUTE_EXAMPLES['hong-kong']);
    expect(lines).toEqual({ 'red-landmarks': 0, 'green-landmarks': 0, 'blue-landmarks': 0, yellow: 0, historic: 10, modern: 0, 'visit-them-all': 16, cafes: 4, 'personal-goal': 0 });
    expect([result.best.value, result.total]).toEqual([26, 30]);
  });

  it('Paris: landmarks only beside their colour, a completed tour, a diagonal, the goal doubled; diversity counted but not searched', () => {
    // Red, green, blue along the top row, then a blue diagonal (3,0)-(4,1). The red landmark at (1,1) is beside the red section:
    // counted; the blue landmark at (2,1) is beside the green one: not. The red tour is completed, so red landmarks = 2 and the 2 red
    // tourists at (3,1) score 2 × 2 = 4. Yellow 3 at (4,1) through its diagonal. Goal (0,0)…(3,0): 3 sections × 2 = 6. Searched:
    // 4 + 3 + 6 = 13. Red, green, blue in a row is one diversity run: 5 PP by the table [0, 5], counted for this route only.
    const { lines, result } = solve(CITY_ROUTE_EXAMPLES['paris']);
    expect(lines).toEqual({ 'red-landmarks': 4, 'green-landmarks': 0, 'blue-landmarks': 0, tours: 0, yellow: 3, grey: 0, diversity: 5, cafes: 0, 'personal-goal': 6 });
    expect([result.best.value, result.total]).toEqual([13, 18]);
    expect(result.notOptimised).toEqual([{ category: 'diversity', why: 'order' }, { category: 'cafes', why: 'constant' }]);
    expect(result.goalCards).toBe(false);
  });

  it('New York: the double-width map, purple tourists, Broadway, a bridge intersection, the statue with a ticket (22 + café PP 8)', () => {
    // (10,0)-(11,0)-(12,0), right of the first six columns: purple landmark (11,1) × 3 purple tourists at (12,1) = 3; Broadway
    // (11,0)-(12,0) at rating 4; the bridge intersection (12,0): 6; Whitehall dock (10,0) with its ticket: statue rating 9.
    const { lines, result } = solve(CITY_ROUTE_EXAMPLES['new-york']);
    expect(lines).toEqual({ 'red-landmarks': 0, 'green-landmarks': 0, 'blue-landmarks': 0, 'purple-landmarks': 3, yellow: 0, grey: 0, broadway: 4, bridges: 6, statue: 9, 'cafe-pp': 8, cafes: 0, 'personal-goal': 0 });
    expect([result.best.value, result.total]).toEqual([22, 30]);
  });
});

describe('what a city does not have is a located error, never a silent 0', () => {
  const pathsOf = (raw: unknown) => {
    const parsed = cityRouteSchema.safeParse(raw);
    expect(parsed.success).toBe(false);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  it('Hong Kong has no grey landmarks, Rio no tickets, London no carnival roads or diagonals, Paris no purple tourists', () => {
    expect(pathsOf({ city: 'hong-kong', sections: [], locations: [{ col: 2, row: 3, landmark: { colour: 'grey', pp: 5 } }] })).toEqual(['locations.0.landmark.colour: Hong Kong has no grey landmarks.']);
    expect(pathsOf({ city: 'rio', sections: [], sheet: { tickets: { whitehall: true, corlearsHook: false } } })).toEqual(["sheet.tickets: Rio de Janeiro's score sheet has no tickets."]);
    expect(pathsOf({ city: 'london', sections: [sec('d', [0, 0], [1, 1])], roads: [{ a: pt(0, 0), b: pt(1, 0), kind: 'carnival' }] })).toEqual([
      'sections.0: London has no diagonal roads; section d is diagonal.',
      'roads.0.kind: London has no carnival roads.',
    ]);
    expect(pathsOf({ city: 'paris', sections: [sec('s', [0, 0], [1, 0])], locations: [{ col: 1, row: 1, tourists: { purple: 1 } }] })).toEqual([
      'sections.0.colour: In Paris each section is drawn in red, green or blue; section s needs its colour.',
      'locations.0.tourists.purple: Purple tourists exist only in New York, not in Paris.',
    ]);
    expect(pathsOf({ city: 'cairo', sections: [sec('w', [6, 0], [7, 0])] })).toEqual(["sections.0: Section w leaves Cairo's map (6 × 6 locations)."]);
  });
});
