/**
 * A realistic example sheet for every city ("load example" in the form, docs, tests). Goal card names
 * and numbers are illustrative: the printed goal cards are not public, players enter what their cards say.
 */
import type { CityId } from './city';
import { DIVERSITY_TABLE_EXAMPLE } from './unconfirmed';

const goals = [
  { letter: 'A', name: 'Goal card A', sign: '+', requirement: 4, winnerPp: 10, achieverPp: 5 },
  { letter: 'B', name: 'Goal card B', sign: '+', requirement: 3, winnerPp: 12, achieverPp: 6 },
  { letter: 'C', name: 'Goal card C', sign: '-', requirement: 2, winnerPp: 8, achieverPp: 4 },
] as const;

/** The rulebook's scoring example player (105 PP without goal cards), with goal results added. */
const rulebookPlayer = {
  name: 'Aiko',
  tourists: { red: 6, green: 10, blue: 7, purple: 0 },
  landmarks: { red: 2, green: 2, blue: 3, purple: 0 },
  yellow: [6, 6, 6],
  grey: [10],
  unusedCafes: 1,
  personalGoalSections: 10,
  routeLength: 23,
};

export const firstCityExample = {
  game: 'en-route',
  city: 'first-city',
  mode: 'competitive',
  variant: 'full',
  goals: [goals[0], goals[1], { ...goals[2], sign: '+', requirement: 2 }],
  players: [
    { ...rulebookPlayer, festivalPoints: 2, goalResults: [5, 3, 1] },
    {
      name: 'Ben',
      tourists: { red: 8, green: 4, blue: 9 },
      landmarks: { red: 3, green: 1, blue: 2 },
      yellow: [4, 8],
      grey: [8, 6],
      unusedCafes: 0,
      festivalPoints: 1,
      personalGoalSections: 14,
      routeLength: 27,
      goalResults: [6, 2, 3],
    },
    {
      name: 'Chloé',
      tourists: { red: 3, green: 9, blue: 5 },
      landmarks: { red: 1, green: 3, blue: 2 },
      yellow: [6],
      grey: [12],
      unusedCafes: 2,
      festivalPoints: 3,
      personalGoalSections: 8,
      routeLength: 21,
      goalResults: [4, 4, 2],
    },
  ],
};

const two = (extra: [Record<string, unknown>, Record<string, unknown>]) => [
  { name: 'Aiko', tourists: { red: 5, green: 7, blue: 4 }, landmarks: { red: 2, green: 2, blue: 1 }, yellow: [5], grey: [7], unusedCafes: 1, personalGoalSections: 9, routeLength: 22, goalResults: [5, 2, 1], ...extra[0] },
  { name: 'Ben', tourists: { red: 6, green: 3, blue: 8 }, landmarks: { red: 1, green: 1, blue: 3 }, yellow: [6, 4], grey: [], unusedCafes: 0, personalGoalSections: 12, routeLength: 25, goalResults: [3, 4, 3], ...extra[1] },
];

export const cityExamples: Record<CityId, Record<string, unknown>> = {
  'first-city': firstCityExample,
  london: { game: 'en-route', city: 'london', mode: 'competitive', goals, players: two([{ bridges: 2, tubeStations: 3 }, { bridges: 1, tubeStations: 4 }]) },
  rio: {
    game: 'en-route',
    city: 'rio',
    mode: 'competitive',
    carnivalRating: 4,
    christMarkedSpaces: 3,
    goals,
    players: two([
      { grey: [], remoteLandmarks: [{ rating: 6, colour: 'green' }, { rating: 3, colour: 'none' }], carnivalSections: 3, christOnRoute: true },
      { grey: [], remoteLandmarks: [{ rating: 9, colour: 'blue' }], carnivalSections: 5, christOnRoute: false },
    ]),
  },
  cairo: {
    game: 'en-route',
    city: 'cairo',
    mode: 'competitive',
    goals,
    players: two([
      { remoteSpaces: [{ name: 'Pyramids', meetingPointOnRoute: true, red: 2, green: 0, blue: 3 }, { name: 'Saqqara', meetingPointOnRoute: false, red: 0, green: 2, blue: 0 }] },
      { remoteSpaces: [{ name: 'Pyramids', meetingPointOnRoute: false, red: 3, green: 0, blue: 0 }, { name: 'Saqqara', meetingPointOnRoute: true, red: 0, green: 4, blue: 1 }] },
    ]),
  },
  'hong-kong': {
    game: 'en-route',
    city: 'hong-kong',
    mode: 'competitive',
    historicRating: 7,
    modernRating: 5,
    goals: [goals[0], { ...goals[1], name: 'Tram goal (B)' }, goals[2]],
    players: two([
      { grey: [], historicOnRoute: 2, modernOnRoute: 1, viewpoints: 3 },
      { grey: [], historicOnRoute: 1, modernOnRoute: 2, viewpoints: 4 },
    ]),
  },
  paris: {
    game: 'en-route',
    city: 'paris',
    mode: 'competitive',
    advanced: true,
    diversityTable: [...DIVERSITY_TABLE_EXAMPLE],
    goals: [],
    players: two([
      { goalResults: [], toursCompleted: { red: true, green: false, blue: true }, diversityRuns: 3 },
      { goalResults: [], toursCompleted: { red: false, green: true, blue: false }, diversityRuns: 5 },
    ]),
  },
  'new-york': {
    game: 'en-route',
    city: 'new-york',
    mode: 'competitive',
    broadwayRating: 3,
    statueRating: 11,
    goals,
    players: two([
      {
        tourists: { red: 4, green: 6, blue: 3, purple: 5 },
        landmarks: { red: 1, green: 2, blue: 1, purple: 2 },
        broadwaySections: 4,
        bridgeIntersections: [5, 3],
        tickets: { whitehall: true, corlearsHook: false },
        docksOnRoute: { whitehall: true, corlearsHook: false },
        ppCafes: 1,
      },
      {
        tourists: { red: 5, green: 2, blue: 6, purple: 3 },
        landmarks: { red: 2, green: 1, blue: 2, purple: 1 },
        broadwaySections: 2,
        bridgeIntersections: [4],
        tickets: { whitehall: false, corlearsHook: true },
        docksOnRoute: { whitehall: true, corlearsHook: false },
        ppCafes: 0,
      },
    ]),
  },
};

export const endStateExample = firstCityExample;
