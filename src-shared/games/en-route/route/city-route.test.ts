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

  it('Paris: landmarks only beside their colour, a completed tour, a diagonal, the goal doubled, diversity searched with the rest', () => {
    // Red, green, blue along the top row, then a blue diagonal (3,0)-(4,1). The red landmark at (1,1) is beside the red section:
    // counted; the blue landmark at (2,1) is beside the green one: not. The red tour is completed, so red landmarks = 2 and the 2 red
    // tourists at (3,1) score 2 × 2 = 4. Yellow 3 at (4,1) through its diagonal. Goal (0,0)…(3,0): 3 sections × 2 = 6. Red, green,
    // blue in a row is one diversity run: 5 PP by the table [0, 5]. All four sections in one route: 4 + 3 + 6 + 5 = 18, proven.
    const { lines, result } = solve(CITY_ROUTE_EXAMPLES['paris']);
    expect(lines).toEqual({ 'red-landmarks': 4, 'green-landmarks': 0, 'blue-landmarks': 0, tours: 0, yellow: 3, grey: 0, diversity: 5, cafes: 0, 'personal-goal': 6 });
    expect([result.best.value, result.total, result.best.proof.optimal]).toEqual([18, 18, true]);
    expect(result.optimised).toContain('diversity');
    expect(result.notOptimised).toEqual([{ category: 'cafes', why: 'constant' }]);
    expect(result.goalCards).toBe(false);
  });

  it('Paris: three colours in a row beat a yellow landmark when the table pays more (diversity changes the best route)', () => {
    // Two separate lines, no Batobus, so one route takes one of them. Top: three red sections along the yellow 3 at (1,1): 3 PP,
    // no run. Bottom row: red, green, blue: one run, 5 PP by [0, 5], nothing else. Searched without diversity the top line wins
    // (3 > 0); with it the bottom line does (5 > 3).
    const { lines, result } = solve({
      city: 'paris',
      sections: [sec('t1', [0, 0], [1, 0], 'red'), sec('t2', [1, 0], [2, 0], 'red'), sec('t3', [2, 0], [3, 0], 'red'), sec('b1', [0, 6], [1, 6], 'red'), sec('b2', [1, 6], [2, 6], 'green'), sec('b3', [2, 6], [3, 6], 'blue')],
      locations: [{ col: 1, row: 1, landmark: { colour: 'yellow', pp: 3 } }],
      sheet: { diversityTable: [0, 5] },
    });
    expect(lines).toEqual({ 'red-landmarks': 0, 'green-landmarks': 0, 'blue-landmarks': 0, tours: 0, yellow: 0, grey: 0, diversity: 5, cafes: 0, 'personal-goal': 0 });
    expect([...result.best.trail.sections].sort()).toEqual(['b1', 'b2', 'b3']);
    expect([result.best.value, result.best.proof.optimal]).toEqual([5, true]);
  });

  it('Paris: the route walks its colours in the order that makes two runs (R G B R G B), not one', () => {
    // A loop of six sections around locations (1,1) and (2,1) coloured so that only one starting point and direction gives two
    // runs: (0,0)→(1,0) red, (1,0)→(2,0) green, (2,0)→(2,1) blue, (2,1)→(1,1) red, (1,1)→(0,1) green, (0,1)→(0,0) blue.
    // Starting at (0,0) eastwards: R G B | R G B = 2 runs = 9 PP by [0, 4, 9]. Starting at (1,0): G B R | G B ... the last B is
    // (0,1)-(0,0) and then R (0,0)-(1,0) closes the loop: G B R G B R = 2 runs too, but from (2,0): B R G B R G = 2. Any rotation
    // of R G B R G B keeps two runs; reversed (B G R B G R) as well. So 9, proven, with nothing else on the map.
    const { lines, result } = solve({
      city: 'paris',
      sections: [sec('a', [0, 0], [1, 0], 'red'), sec('b', [1, 0], [2, 0], 'green'), sec('c', [2, 0], [2, 1], 'blue'), sec('d', [2, 1], [1, 1], 'red'), sec('e', [1, 1], [0, 1], 'green'), sec('f', [0, 1], [0, 0], 'blue')],
      sheet: { diversityTable: [0, 4, 9] },
    });
    expect(lines.diversity).toBe(9);
    expect([result.best.trail.sections.length, result.best.value, result.best.proof.optimal]).toEqual([6, 9, true]);
  });

  it('New York: the double-width map, purple tourists, Broadway, a bridge intersection, the statue with a ticket (22 + café PP 8)', () => {
    // (10,0)-(11,0)-(12,0), right of the first six columns: purple landmark (11,1) × 3 purple tourists at (12,1) = 3; Broadway
    // (11,0)-(12,0) at rating 4; the bridge intersection (12,0): 6; Whitehall dock (10,0) with its ticket: statue rating 9.
    const { lines, result } = solve(CITY_ROUTE_EXAMPLES['new-york']);
    expect(lines).toEqual({ 'red-landmarks': 0, 'green-landmarks': 0, 'blue-landmarks': 0, 'purple-landmarks': 3, yellow: 0, grey: 0, broadway: 4, bridges: 6, statue: 9, 'cafe-pp': 8, cafes: 0, 'personal-goal': 0 });
    expect([result.best.value, result.total]).toEqual([22, 30]);
  });
});

describe('what the calculator models beyond squares and sums', () => {
  it('a landmark over three locations (Central Park) counts once, through any of its roads; tourists stay in their squares', () => {
    // One green landmark covering (1,1), (2,1) and (3,1): entered at (1,1) with the roads along or through all three. 2 green tourists
    // at (3,1) and 4 at (1,1). The only section is (2,0)-(3,0): the top side of (3,1), a road of the landmark. On the route: the
    // landmark (once) and the 2 tourists of (3,1), not the 4 of (1,1) (their square has no drawn side): 2 × 1 = 2.
    const along = [[[0, 0], [1, 0]], [[1, 0], [2, 0]], [[2, 0], [3, 0]], [[0, 1], [1, 1]], [[1, 1], [2, 1]], [[2, 1], [3, 1]], [[0, 0], [0, 1]], [[1, 0], [1, 1]], [[2, 0], [2, 1]], [[3, 0], [3, 1]]].map(([a, b]) => ({ a: pt(a[0], a[1]), b: pt(b[0], b[1]) }));
    const { lines } = solve({
      city: 'new-york',
      sections: [sec('s', [2, 0], [3, 0])],
      locations: [{ col: 1, row: 1, landmark: { colour: 'green', along }, tourists: { green: 4 } }, { col: 3, row: 1, tourists: { green: 2 } }],
    });
    expect(lines['green-landmarks']).toBe(2);
    // Entered as three separate landmarks instead, the same route would count 1 (only (3,1)'s): the shape is what reaches (1,1)'s landmark.
    const { lines: squares } = solve({ city: 'new-york', sections: [sec('s', [2, 0], [3, 0])], locations: [{ col: 1, row: 1, landmark: { colour: 'green' }, tourists: { green: 4 } }, { col: 3, row: 1, tourists: { green: 2 } }] });
    expect(squares['green-landmarks']).toBe(0);
  });

  it('a half-location landmark is on the route only along its own sides; the tourists of its square along any side', () => {
    // The yellow 5 at (1,1) fills the location's northern half: its roads are the north side only. A section along the west side
    // (0,0)-(0,1) puts the square's 3 red tourists on the route but not the landmark; the red landmark at (1,2) (a plain square) is
    // reached through its top side (0,1)-(1,1). Route (0,0)-(0,1)-(1,1): red 3 × 1 = 3, yellow 0.
    const { lines } = solve({
      city: 'first-city',
      sections: [sec('w', [0, 0], [0, 1]), sec('m', [0, 1], [1, 1])],
      locations: [{ col: 1, row: 1, landmark: { colour: 'yellow', pp: 5, along: [{ a: pt(0, 0), b: pt(1, 0) }] }, tourists: { red: 3 } }, { col: 1, row: 2, landmark: { colour: 'red' } }],
    });
    expect([lines['red-landmarks'], lines.yellow]).toEqual([3, 0]);
  });

  it('Times Square at an intersection: on the route through the roads meeting there', () => {
    // The purple landmark at intersection (2,1), entered at location (2,1) with the four roads meeting at (2,1). The route (1,1)-(2,1)
    // passes it; 3 purple tourists at (2,2) (bottom side (1,1)-(2,1) is the top of (2,2)): 3 × 1 = 3.
    const at = [[[1, 1], [2, 1]], [[2, 1], [3, 1]], [[2, 0], [2, 1]], [[2, 1], [2, 2]]].map(([a, b]) => ({ a: pt(a[0], a[1]), b: pt(b[0], b[1]) }));
    const { lines } = solve({ city: 'new-york', sections: [sec('s', [1, 1], [2, 1])], locations: [{ col: 2, row: 1, landmark: { colour: 'purple', along: at } }, { col: 2, row: 2, tourists: { purple: 3 } }] });
    expect(lines['purple-landmarks']).toBe(3);
  });

  it('Hong Kong tram goal B at 3 PP a section along or across the tram: searched with the rest, and it picks the tram line', () => {
    // Two lines, no ride in Hong Kong: top (0,0)-(1,0)-(2,0) passes viewpoints (0,0) and (1,0): 9 PP; bottom (0,6)-(1,6)-(2,6)-(3,6)
    // runs along the tram: 3 sections × 3 PP = 9 … plus the crossing (3,6)-(3,5), also a tram road: 4 × 3 = 12 > 9.
    const tram = [[[0, 6], [1, 6]], [[1, 6], [2, 6]], [[2, 6], [3, 6]], [[3, 6], [3, 5]]].map(([a, b]) => ({ a: pt(a[0], a[1]), b: pt(b[0], b[1]), kind: 'tram' }));
    const { lines, result } = solve({
      city: 'hong-kong',
      sections: [sec('a', [0, 0], [1, 0]), sec('b', [1, 0], [2, 0]), sec('c', [0, 6], [1, 6]), sec('d', [1, 6], [2, 6]), sec('e', [2, 6], [3, 6]), sec('f', [3, 6], [3, 5])],
      points: [{ ...pt(0, 0), kind: 'viewpoint' }, { ...pt(1, 0), kind: 'viewpoint' }],
      roads: tram,
      sheet: { tramPp: 3 },
    });
    expect(lines).toEqual({ 'red-landmarks': 0, 'green-landmarks': 0, 'blue-landmarks': 0, yellow: 0, historic: 0, modern: 0, 'visit-them-all': 0, cafes: 0, 'personal-goal': 0, tram: 12 });
    expect([result.best.value, result.best.proof.optimal]).toEqual([12, true]);
    expect(result.optimised).toContain('tram');
    // Without a per-section card the tram roads score nothing and the viewpoints win.
    const { lines: race } = solve({ city: 'hong-kong', sections: [sec('a', [0, 0], [1, 0]), sec('b', [1, 0], [2, 0]), sec('c', [0, 6], [1, 6])], points: [{ ...pt(0, 0), kind: 'viewpoint' }, { ...pt(1, 0), kind: 'viewpoint' }], roads: tram });
    expect(race['visit-them-all']).toBe(9);
    expect(race.tram).toBeUndefined();
  });

  it('New York hotspots: drawn double, counted as one section on the route and in the personal goal', () => {
    // Goal intersections (0,0) and (3,0); the middle section (1,0)-(2,0) is a hotspot. The stretch is 3 sections, not 4.
    const { lines, result } = solve({
      city: 'new-york',
      sections: [sec('a', [0, 0], [1, 0]), sec('h', [1, 0], [2, 0]), sec('b', [2, 0], [3, 0])],
      points: [{ ...pt(0, 0), kind: 'goal' }, { ...pt(3, 0), kind: 'goal' }],
      roads: [{ a: pt(1, 0), b: pt(2, 0), kind: 'hotspot' }],
    });
    expect(lines['personal-goal']).toBe(3);
    expect([result.best.trail.sections.length, result.hotspots]).toEqual([3, 1]);
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
    expect(pathsOf({ city: 'london', sections: [], roads: [{ a: pt(0, 0), b: pt(1, 0), kind: 'tram' }], sheet: { tramPp: 2 } })).toEqual(['roads.0.kind: London has no tram roads.', "sheet.tramPp: London's score sheet has no tramPp."]);
    expect(pathsOf({ city: 'first-city', sections: [], locations: [{ col: 1, row: 1, landmark: { colour: 'red', along: [{ a: pt(0, 0), b: pt(1, 1) }, { a: pt(0, 0), b: pt(2, 0) }] } }] })).toEqual([
      'locations.0.landmark.along.0: First City has no diagonal roads; road 1 along the landmark at (1, 1) is diagonal.',
      'locations.0.landmark.along.1: Road 2 along the landmark at (1, 1) does not join two neighbouring intersections.',
    ]);
  });
});
