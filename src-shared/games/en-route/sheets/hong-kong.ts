/**
 * Hong Kong (world cities book): iconic landmarks come in a historic and a modern group, every landmark of a
 * group worth the group's rating; viewpoints (Visit-Them-All) score 4/9/16/25 for 1/2/3/4+ on the route.
 * The tram goals are Hong Kong's B goal cards, entered with the other goal cards.
 */
import { z } from 'zod';
import type { CitySheet } from './city';
import { cafeLine, line, msg, personalGoalLine, specialisedLines, totalSpecialised, totalTourists, yellowLine, type BaseSheetPlayer } from './common';
import { festivalLine } from './first-city';

export const VIEWPOINT_TABLE = [0, 4, 9, 16, 25] as const;

export type HongKongPlayer = BaseSheetPlayer & { historicOnRoute: number; modernOnRoute: number; viewpoints: number };
export interface HongKongShared {
  historicRating: number;
  modernRating: number;
}

function groupLine(category: string, label: string, n: number, rating: number): ReturnType<typeof line> {
  return line(category, msg(label, category), n * rating, msg(`${n} on the route × group rating ${rating} = ${n * rating}`, 'reason.group', { count: n, rating, points: n * rating }));
}

export const hongKong: CitySheet<HongKongPlayer, HongKongShared> = {
  city: 'hong-kong',
  name: 'Hong Kong',
  playerFields: {
    historicOnRoute: z.number().int().min(0).max(20).default(0),
    modernOnRoute: z.number().int().min(0).max(20).default(0),
    /** Viewpoints on the route (the city has six). */
    viewpoints: z.number().int().min(0).max(6).default(0),
  },
  sharedFields: {
    historicRating: z.number().int().min(0).max(30).default(0),
    modernRating: z.number().int().min(0).max(30).default(0),
  },
  usesGoalCards: true,
  lines: (p, shared) => [
    ...specialisedLines(p.tourists, p.landmarks, ['red', 'green', 'blue']),
    yellowLine(p),
    groupLine('historic', 'Historic landmarks', p.historicOnRoute, shared.historicRating),
    groupLine('modern', 'Modern landmarks', p.modernOnRoute, shared.modernRating),
    festivalLine(p.viewpoints, VIEWPOINT_TABLE, 'Viewpoints', 'viewpointsLine'),
    cafeLine(p),
    personalGoalLine(p),
  ],
  landmarksOnRoute: (p) => totalSpecialised(p.landmarks) + p.yellow.length + p.historicOnRoute + p.modernOnRoute,
  touristsOnRoute: (p) => totalTourists(p.tourists),
};
