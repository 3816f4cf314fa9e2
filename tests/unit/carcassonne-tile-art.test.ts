/**
 * The tile drawing must agree with the tile geometry: what the engine calls road or field must not be drawn
 * on city ground. Checked by flattening each city outline to a polygon and testing the road's middle and every
 * field's meeple spot against it.
 */
import { describe, expect, test } from 'vitest';
import { TILE_LETTERS, type TileLetter } from '../../src-shared/games/carcassonne/data';
import { segmentsOf } from '../../src-shared/games/carcassonne/geometry';
import { cityPath, tileArt } from '../../src-renderer/games/carcassonne/tile-art';

type Point = [number, number];

/** The outline of an SVG path made of M, L, Q and Z commands, quadratic curves sampled in 32 steps. */
function outline(path: string): Point[] {
  const tokens = path.match(/[MLQZ]|-?\d+(?:\.\d+)?/g) ?? [];
  const points: Point[] = [];
  let i = 0;
  const next = (): Point => [Number(tokens[i++]), Number(tokens[i++])];
  while (i < tokens.length) {
    const command = tokens[i++];
    if (command === 'M' || command === 'L') points.push(next());
    else if (command === 'Q') {
      const from = points[points.length - 1];
      const control = next();
      const to = next();
      for (let k = 1; k <= 32; k++) {
        const t = k / 32;
        const a = (1 - t) * (1 - t);
        const b = 2 * t * (1 - t);
        const c = t * t;
        points.push([a * from[0] + b * control[0] + c * to[0], a * from[1] + b * control[1] + c * to[1]]);
      }
    }
  }
  return points;
}

function inside(point: Point, polygon: Point[]): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

function area(polygon: Point[]): number {
  let twice = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) twice += polygon[j][0] * polygon[i][1] - polygon[i][0] * polygon[j][1];
  return Math.abs(twice) / 2;
}

describe('Carcassonne tile art', () => {
  test.each(['M', 'N', 'O', 'P'] as TileLetter[])('%s: the corner city covers less than half the tile', (letter) => {
    for (let rotation = 0; rotation < 4; rotation++) {
      const city = segmentsOf(letter, rotation).find((s) => s.kind === 'city')!;
      const covered = area(outline(cityPath(city)));
      expect(covered).toBeGreaterThan(3000);
      expect(covered).toBeLessThan(5000);
    }
  });

  test.each([...TILE_LETTERS])('%s: field meeple spots and road middles are off city ground in every rotation', (letter) => {
    for (let rotation = 0; rotation < 4; rotation++) {
      const segments = segmentsOf(letter, rotation);
      const art = tileArt(letter, rotation);
      const cities = art.cities.map((c) => outline(c.path));
      segments.forEach((segment, index) => {
        if (segment.kind !== 'field' && segment.kind !== 'road') return;
        const spot = art.anchors[index] as Point;
        for (const city of cities) expect(inside(spot, city), `${letter} rotation ${rotation} ${segment.kind} ${index}`).toBe(false);
      });
    }
  });
});
