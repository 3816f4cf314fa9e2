/**
 * One worked board per printed city (the calculator's "Example" button and its tests): small enough to check
 * by hand. The reasoning and the expected sheet lines are in city-route.test.ts.
 */
import type { CityId } from '../sheets/city';

type P = [number, number];
const sec = (id: string, a: P, b: P, colour?: 'red' | 'green' | 'blue') => ({ id, a: { x: a[0], y: a[1] }, b: { x: b[0], y: b[1] }, ...(colour ? { colour } : {}) });
const pt = (x: number, y: number) => ({ x, y });

/** Raw calculator input (parse it with cityRouteSchema). */
export const CITY_ROUTE_EXAMPLES: Record<CityId, Record<string, unknown>> = {
  'first-city': {
    city: 'first-city',
    sections: [sec('s1', [0, 0], [1, 0]), sec('s2', [1, 0], [2, 0]), sec('s3', [2, 0], [3, 0]), sec('s4', [1, 0], [1, 1])],
    locations: [{ col: 1, row: 1, landmark: { colour: 'red' } }, { col: 2, row: 1, tourists: { red: 3 } }, { col: 3, row: 1, landmark: { colour: 'yellow', pp: 5 } }],
    points: [{ ...pt(0, 0), kind: 'festival' }, { ...pt(3, 0), kind: 'festival' }, { ...pt(1, 1), kind: 'festival' }, { ...pt(0, 0), kind: 'goal' }, { ...pt(3, 0), kind: 'goal' }],
    sheet: { unusedCafes: 1 },
  },
  'london': {
    city: 'london',
    sections: [sec('a', [0, 0], [1, 0]), sec('b', [4, 4], [5, 4])],
    locations: [{ col: 1, row: 1, landmark: { colour: 'grey', pp: 6 } }],
    points: [{ ...pt(1, 0), kind: 'station' }, { ...pt(4, 4), kind: 'station' }],
    roads: [{ a: pt(4, 4), b: pt(5, 4), kind: 'bridge' }],
  },
  'rio': {
    city: 'rio',
    sections: [sec('c', [0, 1], [0, 0]), sec('a', [0, 0], [1, 0]), sec('b', [1, 0], [2, 0])],
    locations: [{ col: 1, row: 1, tourists: { blue: 2 } }],
    points: [{ ...pt(2, 0), kind: 'meeting', pp: 7, colour: 'blue' }, { ...pt(0, 1), kind: 'meeting', christ: true }],
    roads: [{ a: pt(0, 0), b: pt(1, 0), kind: 'carnival' }, { a: pt(1, 0), b: pt(2, 0), kind: 'carnival' }],
    ratings: { carnival: 3, christMarked: 2 },
  },
  'cairo': {
    city: 'cairo',
    sections: [sec('a', [0, 2], [0, 3]), sec('b', [3, 4], [4, 4])],
    locations: [{ col: 1, row: 3, landmark: { colour: 'yellow', pp: 4 } }, { col: 4, row: 5, landmark: { colour: 'green' } }],
    points: [{ ...pt(0, 2), kind: 'meeting', tourists: { green: 3 } }, { ...pt(0, 3), kind: 'bank-a' }, { ...pt(3, 4), kind: 'bank-b' }],
  },
  'hong-kong': {
    city: 'hong-kong',
    sections: [sec('a', [0, 0], [1, 0]), sec('b', [1, 0], [2, 0])],
    locations: [{ col: 1, row: 1, landmark: { colour: 'historic' } }, { col: 2, row: 1, landmark: { colour: 'historic' } }, { col: 2, row: 2, landmark: { colour: 'modern' } }],
    points: [{ ...pt(0, 0), kind: 'viewpoint' }, { ...pt(1, 0), kind: 'viewpoint' }, { ...pt(2, 0), kind: 'viewpoint' }],
    ratings: { historic: 5, modern: 8 },
    sheet: { unusedCafes: 2 },
  },
  'paris': {
    city: 'paris',
    sections: [sec('r', [0, 0], [1, 0], 'red'), sec('g', [1, 0], [2, 0], 'green'), sec('b', [2, 0], [3, 0], 'blue'), sec('d', [3, 0], [4, 1], 'blue')],
    locations: [{ col: 1, row: 1, landmark: { colour: 'red' } }, { col: 2, row: 1, landmark: { colour: 'blue' } }, { col: 3, row: 1, tourists: { red: 2 } }, { col: 4, row: 1, landmark: { colour: 'yellow', pp: 3 } }],
    points: [{ ...pt(0, 0), kind: 'goal' }, { ...pt(3, 0), kind: 'goal' }],
    sheet: { tours: { red: true, green: false, blue: false }, diversityTable: [0, 5] },
  },
  'new-york': {
    city: 'new-york',
    sections: [sec('a', [10, 0], [11, 0]), sec('b', [11, 0], [12, 0])],
    locations: [{ col: 11, row: 1, landmark: { colour: 'purple' } }, { col: 12, row: 1, tourists: { purple: 3 } }],
    points: [{ ...pt(12, 0), kind: 'bridge', pp: 6 }, { ...pt(10, 0), kind: 'dock', dock: 'whitehall' }],
    roads: [{ a: pt(11, 0), b: pt(12, 0), kind: 'broadway' }],
    ratings: { broadway: 4, statue: 9 },
    sheet: { ppCafes: 1, tickets: { whitehall: true, corlearsHook: false } },
  },
};
