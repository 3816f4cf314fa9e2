/**
 * The route calculators people use beside a real board (assist mode): the proven-best final route for the
 * sections they copied in, and the continuity check of the route they chose. They run in main like every
 * rule; the renderer's route tool only sends sections and values and shows the answer.
 */
import { z } from 'zod';
import type { GameCalculator } from '../../../engine/types';
import { bestTrail } from './optimiser';
import { trailFromSet } from './trail';
import type { BestTrailResult, RouteScoringModel, Section, TrailCheck } from './types';
import { bestCityRoute, cityRouteSchema, type CityRouteInput, type CityRouteResult } from './city-route';

/**
 * A search cut short still answers: the best route found and an honest upper bound. The time limit keeps
 * main responsive when someone copies in a very dense board (60+ sections can take seconds to prove).
 */
export const CALCULATOR_NODE_LIMIT = 200_000;
export const CALCULATOR_TIME_LIMIT_MS = 1500;

const coordinate = z.number().int().min(0).max(12);
const intersection = z.object({ x: coordinate, y: coordinate }).strict();
const intersectionKey = z.number().int().min(0).max(6 * 16 + 12);
const label = z.string().max(120);

const sectionSchema = z.object({ id: z.string().min(1).max(40), a: intersection, b: intersection, colour: z.enum(['red', 'green', 'blue']).optional() }).strict();
const sections = z.array(sectionSchema).max(400).superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((s, i) => {
    if (seen.has(s.id)) ctx.addIssue({ code: 'custom', message: `Section ${s.id} appears twice`, path: [i, 'id'] });
    seen.add(s.id);
  });
});

const weighted = z.array(z.object({ feature: z.string().max(60), weight: z.number().min(0).max(100) }).strict()).max(200);
const term = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sum'), id: z.string().max(60), label, features: z.array(z.object({ feature: z.string().max(60), points: z.number().min(0).max(100) }).strict()).max(200) }).strict(),
  z.object({ kind: z.literal('product'), id: z.string().max(60), label, left: weighted, right: weighted }).strict(),
  z.object({ kind: z.literal('table'), id: z.string().max(60), label, features: z.array(z.string().max(60)).max(200), table: z.array(z.number().min(0).max(1000)).max(200) }).strict(),
  z.object({ kind: z.literal('longestBetween'), id: z.string().max(60), label, intersections: z.array(intersectionKey).max(100), factor: z.number().min(0).max(100).optional() }).strict(),
]);
const model = z.object({
  features: z.array(z.object({ id: z.string().max(60), label, roads: z.array(z.string().max(20)).max(40).optional(), intersections: z.array(intersectionKey).max(100).optional() }).strict()).max(400),
  terms: z.array(term).max(50),
  transit: z.object({ label, hops: z.array(z.tuple([z.array(intersectionKey).max(100), z.array(intersectionKey).max(100)])).max(50) }).strict().optional(),
}).strict();

export const bestRouteCalculator: GameCalculator<{ sections: Section[]; model: RouteScoringModel }, BestTrailResult> = {
  schema: z.object({ sections, model }).strict() as unknown as z.ZodType<{ sections: Section[]; model: RouteScoringModel }>,
  run: (input) => bestTrail(input.sections, input.model, { nodeLimit: CALCULATOR_NODE_LIMIT, timeLimitMs: CALCULATOR_TIME_LIMIT_MS }),
};

export const checkRouteCalculator: GameCalculator<{ sections: Section[]; chosen: string[] }, TrailCheck> = {
  schema: z.object({ sections, chosen: z.array(z.string().max(40)).max(400) }).strict() as unknown as z.ZodType<{ sections: Section[]; chosen: string[] }>,
  run: (input) => trailFromSet(input.sections, input.chosen),
};

/** A printed city's board as its player copied it: the best route and the city's sheet for it (`./city-route.ts`). */
export const cityRouteCalculator: GameCalculator<CityRouteInput, CityRouteResult> = {
  schema: cityRouteSchema as unknown as z.ZodType<CityRouteInput>,
  run: (input) => bestCityRoute(input, { nodeLimit: CALCULATOR_NODE_LIMIT, timeLimitMs: CALCULATOR_TIME_LIMIT_MS }),
};
