/**
 * New York (world cities book): purple tourists × purple landmarks as a fourth colour; Broadway sections
 * at the Broadway rating (1–4) each; the PP printed at each bridge intersection on the route; the Statue
 * of Liberty at its rating once, with a ticket for a dock that is on the route; café PP bonuses at 8.
 */
import { z } from 'zod';
import type { CitySheet } from './city';
import { cafeLine, countLine, greyLine, line, msg, personalGoalLine, specialisedLines, sumLine, totalSpecialised, totalTourists, yellowLine, type BaseSheetPlayer } from './common';

export const CAFE_PP_BONUS = 8;

const docks = z.object({ whitehall: z.boolean().default(false), corlearsHook: z.boolean().default(false) });

export type NewYorkPlayer = BaseSheetPlayer & {
  broadwaySections: number;
  bridgeIntersections: number[];
  tickets: { whitehall: boolean; corlearsHook: boolean };
  docksOnRoute: { whitehall: boolean; corlearsHook: boolean };
  ppCafes: number;
};
export interface NewYorkShared {
  broadwayRating: number;
  statueRating: number;
}

/** A ticket counts only for its own dock, and the statue scores once even with both. */
export function statueScores(p: NewYorkPlayer): boolean {
  return (p.tickets.whitehall && p.docksOnRoute.whitehall) || (p.tickets.corlearsHook && p.docksOnRoute.corlearsHook);
}

export const newYork: CitySheet<NewYorkPlayer, NewYorkShared> = {
  city: 'new-york',
  name: 'New York',
  playerFields: {
    broadwaySections: z.number().int().min(0).max(40).default(0),
    /** PP printed at each starred bridge intersection on the route. */
    bridgeIntersections: z.array(z.number().int().min(0).max(30)).max(12).default([]),
    tickets: docks.default({ whitehall: false, corlearsHook: false }),
    docksOnRoute: docks.default({ whitehall: false, corlearsHook: false }),
    /** Café "prestige points" bonuses circled (8 PP each). */
    ppCafes: z.number().int().min(0).max(11).default(0),
  },
  sharedFields: {
    broadwayRating: z.number().int().min(1).max(4).default(1),
    statueRating: z.number().int().min(0).max(30).default(0),
  },
  usesGoalCards: true,
  lines(p, shared) {
    const statue = statueScores(p) ? shared.statueRating : 0;
    return [
      ...specialisedLines(p.tourists, p.landmarks, ['red', 'green', 'blue', 'purple']),
      yellowLine(p),
      greyLine(p),
      countLine('broadway', msg('Broadway', 'broadway'), p.broadwaySections, shared.broadwayRating, 'broadway'),
      sumLine('bridges', msg('Bridge intersections', 'nyBridges'), p.bridgeIntersections, 'nyBridges'),
      line(
        'statue',
        msg('Statue of Liberty', 'statue'),
        statue,
        statue
          ? msg(`a ticket for a dock on the route: rating ${shared.statueRating} (never doubled)`, 'reason.statue', { points: statue })
          : msg('no ticket for a dock on the route', 'reason.noStatue'),
      ),
      countLine('cafe-pp', msg('Café PP bonuses', 'cafePp'), p.ppCafes, CAFE_PP_BONUS, 'cafePp'),
      cafeLine(p),
      personalGoalLine(p),
    ];
  },
  landmarksOnRoute: (p, _shared) => totalSpecialised(p.landmarks) + p.yellow.length + p.grey.length + (statueScores(p) ? 1 : 0),
  touristsOnRoute: (p) => totalTourists(p.tourists),
};
