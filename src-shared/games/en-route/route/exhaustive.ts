/**
 * Plain exhaustive search: walks every trail (every start, every order, every allowed ride) and scores each
 * from scratch. The reference for the optimiser's property test and the baseline of `npm run bench`.
 */
import { scoreTrail } from './trail';
import { intersectionKey, type Intersection, type RouteScoringModel, type Section, type Trail } from './types';

export interface ExhaustiveResult {
  best: Trail;
  value: number;
  trails: number;
  /** False when the trail budget ran out before every trail was scored. */
  complete: boolean;
}

const same = (p: Intersection, q: Intersection): boolean => p.x === q.x && p.y === q.y;

/** `extra`: PP a trail earns beyond the model (Paris diversity, which depends on the order of the sections). */
export function exhaustiveBestTrail(sections: readonly Section[], model: RouteScoringModel, trailBudget = Infinity, extra: (trail: Trail) => number = () => 0): ExhaustiveResult {
  const empty: Trail = { start: sections[0]?.a ?? { x: 0, y: 0 }, sections: [] };
  const result: ExhaustiveResult = { best: empty, value: scoreTrail(sections, model, empty).total + extra(empty), trails: 0, complete: true };
  const starts = uniqueIntersections(sections);
  const used = new Set<string>();
  const consider = (trail: Trail): void => {
    result.trails++;
    if (result.trails > trailBudget) {
      result.complete = false;
      return;
    }
    const value = scoreTrail(sections, model, trail).total + extra(trail);
    if (value > result.value) {
      result.value = value;
      result.best = { ...trail, sections: trail.sections.slice() };
    }
  };
  const extend = (trail: Trail, at: Intersection): void => {
    if (!result.complete) return;
    const walkedSinceRide = trail.transfer ? trail.sections.length - trail.transfer.after : trail.sections.length;
    if (walkedSinceRide > 0) consider(trail);
    for (const section of sections) {
      if (used.has(section.id) || !(same(section.a, at) || same(section.b, at))) continue;
      used.add(section.id);
      trail.sections.push(section.id);
      extend(trail, same(section.a, at) ? section.b : section.a);
      trail.sections.pop();
      used.delete(section.id);
    }
    if (trail.transfer || trail.sections.length === 0) return;
    for (const to of rideTargets(model, at, starts)) {
      trail.transfer = { after: trail.sections.length, to };
      extend(trail, to);
      delete trail.transfer;
    }
  };
  for (const start of starts) extend({ start, sections: [] }, start);
  return result;
}

function uniqueIntersections(sections: readonly Section[]): Intersection[] {
  const byKey = new Map<number, Intersection>();
  for (const s of sections) for (const p of [s.a, s.b]) byKey.set(intersectionKey(p), p);
  return [...byKey.entries()].sort((a, b) => a[0] - b[0]).map(([, p]) => p);
}

function rideTargets(model: RouteScoringModel, from: Intersection, drawn: Intersection[]): Intersection[] {
  const f = intersectionKey(from);
  return drawn.filter((to) => {
    const t = intersectionKey(to);
    if (t === f) return false;
    return (model.transit?.hops ?? []).some(([a, b]) => (a.includes(f) && b.includes(t)) || (b.includes(f) && a.includes(t)));
  });
}
