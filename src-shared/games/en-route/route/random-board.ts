/**
 * Random boards for the optimiser's property test and benchmark: a random subset of the roads of a
 * width × height block of intersections (grid roads, plus a few diagonals so the graph is a true
 * multigraph), random landmarks and tourists, Visit-Them-All points, a personal goal and optionally a ride.
 */
import type { Rng } from '../../../engine/rng';
import { firstCityStyleModel, type LandmarkSpec, type TouristSpec } from './board';
import { intersectionKey, type Intersection, type RouteScoringModel, type Section } from './types';

export interface RandomBoardOptions {
  /** Intersections across and down (a 7 × 7 city has 84 grid roads). */
  width: number;
  height: number;
  sections: number;
  diagonals?: number;
  withRide?: boolean;
}

export function allGridRoads(width: number, height: number): [Intersection, Intersection][] {
  const roads: [Intersection, Intersection][] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x + 1 < width) roads.push([{ x, y }, { x: x + 1, y }]);
      if (y + 1 < height) roads.push([{ x, y }, { x, y: y + 1 }]);
    }
  }
  return roads;
}

export function randomBoard(rng: Rng, options: RandomBoardOptions): { sections: Section[]; model: RouteScoringModel } {
  const { width, height } = options;
  const grid = rng.shuffle(allGridRoads(width, height)).slice(0, options.sections);
  const diagonals: [Intersection, Intersection][] = Array.from({ length: options.diagonals ?? 0 }, () => {
    const x = rng.int(width - 1);
    const y = rng.int(height - 1);
    return rng.int(2) ? [{ x, y }, { x: x + 1, y: y + 1 }] : [{ x, y: y + 1 }, { x: x + 1, y }];
  });
  const sections = [...grid, ...diagonals].map(([a, b], i) => ({ id: `s${i}`, a, b }));
  const locations = [];
  for (let row = 1; row < height; row++) for (let col = 1; col < width; col++) locations.push({ col, row });
  const colours = ['red', 'green', 'blue', 'yellow', 'grey'] as const;
  const landmarks: LandmarkSpec[] = rng
    .shuffle(locations)
    .slice(0, Math.ceil(locations.length / 3))
    .map((l) => ({ ...l, colour: colours[rng.int(colours.length)], pp: 2 + rng.int(10) }));
  const tourists: TouristSpec[] = rng
    .shuffle(locations)
    .slice(0, Math.ceil(locations.length / 3))
    .map((l) => ({ ...l, counts: { red: rng.int(3), green: rng.int(3), blue: rng.int(3) } }));
  const point = (): Intersection => ({ x: rng.int(width), y: rng.int(height) });
  const model = firstCityStyleModel({
    landmarks,
    tourists,
    visitThemAll: { points: [point(), point(), point()], table: [0, 0, 12, 24] },
    personalGoal: { intersections: [point(), point(), point()] },
  });
  if (options.withRide) {
    const stations = [point(), point(), point()].map(intersectionKey);
    model.transit = { label: 'tube', hops: [[stations, stations]] };
  }
  return { sections, model };
}
