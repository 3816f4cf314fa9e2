import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PointDistances } from './point-distances';

/** A random multigraph on `n` vertices as the optimiser holds it: flat incidence lists, some sections used. */
function board(n: number, ends: [number, number][], usedFlags: boolean[]) {
  const edges = ends.filter(([a, b]) => a !== b);
  const incident: number[][] = Array.from({ length: n }, () => []);
  edges.forEach(([a, b], e) => {
    incident[a].push(e);
    incident[b].push(e);
  });
  const adjStart = new Int32Array(n + 1);
  incident.forEach((list, v) => (adjStart[v + 1] = adjStart[v] + list.length));
  const adjEdge = new Int32Array(adjStart[n]);
  const adjOther = new Int32Array(adjStart[n]);
  incident.forEach((list, v) =>
    list.forEach((e, i) => {
      adjEdge[adjStart[v] + i] = e;
      adjOther[adjStart[v] + i] = edges[e][0] === v ? edges[e][1] : edges[e][0];
    }),
  );
  const used = Uint8Array.from(edges.map((_, e) => (usedFlags[e] ? 1 : 0)));
  return { adjStart, adjEdge, adjOther, used, incident, edges };
}

/** Plain breadth-first distances over unused sections (Infinity beyond `radius` or unreachable). */
function reference(n: number, g: ReturnType<typeof board>, from: number, radius: number): number[] {
  const distance = new Array<number>(n).fill(Infinity);
  distance[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head];
    if (distance[v] >= radius) continue;
    for (const e of g.incident[v]) {
      if (g.used[e]) continue;
      const w = g.edges[e][0] === v ? g.edges[e][1] : g.edges[e][0];
      if (distance[w] === Infinity) {
        distance[w] = distance[v] + 1;
        queue.push(w);
      }
    }
  }
  return distance;
}

describe('distances between the points of a bound', () => {
  it('match breadth-first search, up to 32 points at once and past that one by one, also when resumed to a larger radius', () => {
    // Often large and well connected, so that regions of more than 32 points (one search each) come up too.
    const instance = fc.oneof(fc.integer({ min: 2, max: 60 }), fc.integer({ min: 40, max: 60 })).chain((n) =>
      fc.record({
        n: fc.constant(n),
        ends: fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })), { minLength: n, maxLength: 3 * n }),
        usedFlags: fc.array(fc.integer({ min: 0, max: 3 }).map((x) => x === 0), { minLength: 180, maxLength: 180 }),
        pointCount: fc.oneof(fc.integer({ min: 1, max: 32 }), fc.integer({ min: 33, max: 45 })),
        first: fc.integer({ min: 1, max: 6 }),
        second: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constant(Infinity)),
      }),
    );
    fc.assert(
      fc.property(instance, ({ n, ends, usedFlags, pointCount, first, second }) => {
        const g = board(n, ends, usedFlags);
        // The region: everything reachable from vertex 0 through unused sections; the points lie in it.
        const vertices = reference(n, g, 0, Infinity)
          .map((d, v) => (d < Infinity ? v : -1))
          .filter((v) => v >= 0);
        const points = vertices.slice(0, pointCount);
        const region = { vertices };
        const distances = new PointDistances(g.adjStart, g.adjEdge, g.adjOther, g.used);
        const check = (radius: number): void => {
          const k = points.length;
          points.forEach((p, i) => {
            const expected = reference(n, g, p, radius);
            const met: number[] = [];
            for (let c = 0; c < distances.metCount[i]; c++) met.push(distances.met[i * k + c]);
            points.forEach((q, j) => {
              if (j !== i) expect(distances.dist[i * k + j]).toBe(expected[q]);
            });
            // Every point met, nearest first, none twice.
            expect(met.map((j) => expected[points[j]])).toEqual(met.map((j) => expected[points[j]]).sort((a, b) => a - b));
            expect(new Set(met).size).toBe(points.filter((q, j) => j !== i && expected[q] < Infinity).length);
          });
        };
        distances.measure(points, region, 1, first);
        check(first);
        distances.measure(points, region, 1, Math.max(first, second));
        check(Math.max(first, second));
      }),
      { numRuns: 300 },
    );
  });
});
