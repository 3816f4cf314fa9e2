/**
 * Trails as players choose them: continuity checks and scoring from scratch. Scoring here is written
 * directly from the model (no incremental state), so it doubles as the reference the searches are tested
 * against.
 */
import { message } from '../../../engine/message';
import type { Message } from '../../../engine/types';
import {
  intersectionKey,
  intersectionOf,
  roadKey,
  type Intersection,
  type IntersectionKey,
  type RouteScoringModel,
  type Section,
  type Trail,
  type TrailCheck,
  type TrailScore,
} from './types';

const fmt = (p: Intersection): string => `(${p.x}, ${p.y})`;

/** What is wrong with a route, in English and as messages (`sheet.route.problem.<kind>`) for the renderer. */
class Problems {
  readonly texts: string[] = [];
  readonly reasons: Message[] = [];

  add(kind: string, text: string, params: Record<string, string | number> = {}): void {
    this.texts.push(text);
    this.reasons.push(message(text, `sheet.route.problem.${kind}`, params));
  }

  get any(): boolean {
    return this.texts.length > 0;
  }

  failure(): TrailCheck {
    return { ok: false, problems: this.texts, reasons: this.reasons };
  }
}
const same = (p: Intersection, q: Intersection): boolean => p.x === q.x && p.y === q.y;

function transferAllowed(model: RouteScoringModel | undefined, from: Intersection, to: Intersection): boolean {
  const f = intersectionKey(from);
  const t = intersectionKey(to);
  if (f === t) return false;
  return (model?.transit?.hops ?? []).some(([a, b]) => (a.includes(f) && b.includes(t)) || (b.includes(f) && a.includes(t)));
}

/**
 * Checks an ordered trail: every section known and used once, each leaving from where the previous one
 * ended, and a ride only where the city's vehicle rule allows one (pass the model to allow rides).
 */
export function checkTrail(sections: readonly Section[], trail: Trail, model?: RouteScoringModel): TrailCheck {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const problems = new Problems();
  const seen = new Set<string>();
  let at = trail.start;
  for (let i = 0; i < trail.sections.length; i++) {
    if (trail.transfer && trail.transfer.after === i) {
      if (!transferAllowed(model, at, trail.transfer.to)) problems.add('ride', `No ride is allowed from ${fmt(at)} to ${fmt(trail.transfer.to)}.`, { from: fmt(at), to: fmt(trail.transfer.to) });
      at = trail.transfer.to;
    }
    const id = trail.sections[i];
    const section = byId.get(id);
    if (!section) {
      problems.add('unknown', `Section ${id} is not drawn on this board.`, { id });
      return problems.failure();
    }
    if (seen.has(id)) problems.add('twice', `Section ${id} is used twice; a route uses each section once.`, { id });
    seen.add(id);
    if (same(section.a, at)) at = section.b;
    else if (same(section.b, at)) at = section.a;
    else {
      problems.add('broken', `Section ${id} does not start at ${fmt(at)}, where the route had arrived: the route is broken there.`, { id, at: fmt(at) });
      return problems.failure();
    }
  }
  if (trail.transfer) {
    const { after } = trail.transfer;
    if (after < 1 || after >= trail.sections.length) problems.add('rideOrder', 'A ride must come after at least one walked section and be followed by one.');
  }
  if (problems.any) return problems.failure();
  return { ok: true, trail, endpoints: [trail.start, at] };
}

/**
 * Orders a chosen set of sections into one trail when one exists: the sections must be connected and at most
 * two intersections may have an odd number of chosen sections (Euler). Hierholzer's algorithm gives the order.
 */
export function trailFromSet(sections: readonly Section[], chosen: readonly string[]): TrailCheck {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const problems = new Problems();
  const ids = [...new Set(chosen)];
  for (const id of ids) if (!byId.has(id)) problems.add('unknown', `Section ${id} is not drawn on this board.`, { id });
  if (problems.any) return problems.failure();
  if (ids.length === 0) {
    problems.add('none', 'No section is chosen.');
    return problems.failure();
  }
  const incident = new Map<IntersectionKey, string[]>();
  for (const id of ids) {
    const s = byId.get(id)!;
    for (const p of [s.a, s.b]) {
      const key = intersectionKey(p);
      incident.set(key, [...(incident.get(key) ?? []), id]);
    }
  }
  const odd = [...incident.entries()].filter(([, list]) => list.length % 2 === 1).map(([key]) => key);
  if (odd.length > 2) {
    const list = odd.map((k) => fmt(intersectionOf(k))).join(', ');
    problems.add('oddEnds', `${odd.length} intersections end an odd number of chosen sections (${list}); a route can have only two ends, so some branch must go.`, { count: odd.length, list });
  }
  const start = odd.length > 0 ? odd[0] : intersectionKey(byId.get(ids[0])!.a);
  const order = hierholzer(byId, incident, start);
  if (order.sections.length < ids.length) problems.add('disconnected', 'The chosen sections are not all connected: a route is one continuous line.');
  if (problems.any) return problems.failure();
  const trail: Trail = { start: intersectionOf(start), sections: order.sections };
  return { ok: true, trail, endpoints: [trail.start, intersectionOf(order.end)] };
}

function hierholzer(byId: Map<string, Section>, incident: Map<IntersectionKey, string[]>, start: IntersectionKey): { sections: string[]; end: IntersectionKey } {
  const used = new Set<string>();
  const next = new Map<IntersectionKey, number>();
  const stack: { vertex: IntersectionKey; via: string | null }[] = [{ vertex: start, via: null }];
  const out: { vertex: IntersectionKey; via: string | null }[] = [];
  while (stack.length) {
    const top = stack[stack.length - 1];
    const list = incident.get(top.vertex) ?? [];
    let i = next.get(top.vertex) ?? 0;
    while (i < list.length && used.has(list[i])) i++;
    next.set(top.vertex, i);
    if (i === list.length) {
      out.push(stack.pop()!);
      continue;
    }
    const id = list[i];
    used.add(id);
    const s = byId.get(id)!;
    const other = intersectionKey(s.a) === top.vertex ? intersectionKey(s.b) : intersectionKey(s.a);
    stack.push({ vertex: other, via: id });
  }
  out.reverse();
  return { sections: out.slice(1).map((step) => step.via!), end: out[out.length - 1].vertex };
}

/** The walked positions of a valid trail: each visited intersection with the number of sections walked so far. */
export function trailVisits(sections: readonly Section[], trail: Trail): { key: IntersectionKey; position: number }[] {
  const byId = new Map(sections.map((s) => [s.id, s]));
  let at = trail.start;
  const visits = [{ key: intersectionKey(at), position: 0 }];
  trail.sections.forEach((id, i) => {
    if (trail.transfer && trail.transfer.after === i) {
      at = trail.transfer.to;
      visits.push({ key: intersectionKey(at), position: i });
    }
    const s = byId.get(id)!;
    at = same(s.a, at) ? s.b : s.a;
    visits.push({ key: intersectionKey(at), position: i + 1 });
  });
  return visits;
}

/** Most sections between two different marked intersections on the trail (0 when fewer than two are on it). */
export function longestBetween(visits: { key: IntersectionKey; position: number }[], marked: readonly IntersectionKey[]): number {
  let best = 0;
  for (const first of visits) {
    if (!marked.includes(first.key)) continue;
    for (const later of visits) {
      if (later.key !== first.key && marked.includes(later.key) && later.position - first.position > best) best = later.position - first.position;
    }
  }
  return best;
}

/** Scores a trail from scratch. The trail must be valid (see checkTrail); an empty trail covers nothing. */
export function scoreTrail(sections: readonly Section[], model: RouteScoringModel, trail: Trail): TrailScore {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const roads = new Set(trail.sections.map((id) => roadKey(byId.get(id)!.a, byId.get(id)!.b)));
  const visits = trail.sections.length ? trailVisits(sections, trail) : [];
  const visited = new Set(visits.map((v) => v.key));
  const covered = new Set(
    model.features
      .filter((f) => (f.roads ?? []).some((r) => roads.has(r)) || (f.intersections ?? []).some((k) => visited.has(k)))
      .map((f) => f.id),
  );
  const weightOf = (list: { feature: string; weight: number }[]): number => list.reduce((sum, f) => sum + (covered.has(f.feature) ? f.weight : 0), 0);
  const terms = model.terms.map((term) => {
    let points = 0;
    if (term.kind === 'sum') points = term.features.reduce((sum, f) => sum + (covered.has(f.feature) ? f.points : 0), 0);
    else if (term.kind === 'product') points = weightOf(term.left) * weightOf(term.right);
    else if (term.kind === 'table') {
      const count = term.features.filter((f) => covered.has(f)).length;
      points = term.table.length ? term.table[Math.min(count, term.table.length - 1)] : 0;
    } else points = longestBetween(visits, term.intersections) * (term.factor ?? 1);
    return { id: term.id, label: term.label, points };
  });
  return { total: terms.reduce((sum, t) => sum + t.points, 0), terms, covered: [...covered] };
}
