/**
 * Rio de Janeiro (world cities book): no grey locations; remote landmarks are iconic (0–9 PP by their rating)
 * and the coloured ones also count as specialised landmarks; carnival sections score the carnival rating
 * (2–5) each; Christ the Redeemer is worth 6 + 3 per marked statue space, at most 24.
 */
import { z } from 'zod';
import type { CitySheet } from './city';
import { cafeLine, countLine, line, msg, personalGoalLine, specialisedLines, sumLine, totalSpecialised, totalTourists, yellowLine, type BaseSheetPlayer, type TouristCounts } from './common';

export const CHRIST_BASE = 6;
export const CHRIST_PER_SPACE = 3;
export const CHRIST_MAX = 24;

const remoteSchema = z.object({
  /** Rating on the round board, 0–9. */
  rating: z.number().int().min(0).max(9),
  /** Blue, red and green remote landmarks are also specialised for their tourists. */
  colour: z.enum(['none', 'red', 'green', 'blue']).default('none'),
});

export type RioPlayer = BaseSheetPlayer & { remoteLandmarks: z.infer<typeof remoteSchema>[]; carnivalSections: number; christOnRoute: boolean };
export interface RioShared {
  carnivalRating: number;
  christMarkedSpaces: number;
}

export function christPp(marked: number): number {
  return Math.min(CHRIST_MAX, CHRIST_BASE + CHRIST_PER_SPACE * marked);
}

function withRemote(p: RioPlayer): TouristCounts {
  const landmarks = { ...p.landmarks };
  for (const remote of p.remoteLandmarks) if (remote.colour !== 'none') landmarks[remote.colour]++;
  return landmarks;
}

export const rio: CitySheet<RioPlayer, RioShared> = {
  city: 'rio',
  name: 'Rio de Janeiro',
  playerFields: {
    /** Remote landmarks whose meeting point is on the route. */
    remoteLandmarks: z.array(remoteSchema).max(12).default([]),
    /** Route sections along carnival (red) roads; they need not be connected. */
    carnivalSections: z.number().int().min(0).max(40).default(0),
    christOnRoute: z.boolean().default(false),
  },
  sharedFields: {
    /** PP per carnival section on the round board, 2–5. */
    carnivalRating: z.number().int().min(2).max(5).default(2),
    /** Statue spaces marked on the round board (each card's coordinates at most once). */
    christMarkedSpaces: z.number().int().min(0).max(6).default(0),
  },
  usesGoalCards: true,
  lines(p, shared) {
    const christ = p.christOnRoute ? christPp(shared.christMarkedSpaces) : 0;
    return [
      ...specialisedLines(p.tourists, withRemote(p), ['red', 'green', 'blue']),
      yellowLine(p),
      sumLine('remote', msg('Remote iconic landmarks', 'rioRemote'), p.remoteLandmarks.map((r) => r.rating), 'rioRemote'),
      countLine('carnival', msg('Carnival', 'carnival'), p.carnivalSections, shared.carnivalRating, 'carnival'),
      line(
        'christ',
        msg('Christ the Redeemer', 'christ'),
        christ,
        p.christOnRoute
          ? msg(`on the route: 6 + 3 × ${shared.christMarkedSpaces} marked spaces = ${christ} (at most 24)`, 'reason.christ', { marked: shared.christMarkedSpaces, points: christ })
          : msg('not on the route', 'reason.notOnRoute'),
      ),
      cafeLine(p),
      personalGoalLine(p),
    ];
  },
  landmarksOnRoute: (p) => totalSpecialised(p.landmarks) + p.yellow.length + p.remoteLandmarks.length + (p.christOnRoute ? 1 : 0),
  touristsOnRoute: (p) => totalTourists(p.tourists),
};
