/**
 * Cairo (world cities book): tourists from Cairo cards are marked at the three remote landmark spaces and
 * count only when that landmark's meeting point is on the final route; otherwise they are erased.
 */
import { z } from 'zod';
import type { CitySheet } from './city';
import { cafeLine, greyLine, line, msg, personalGoalLine, specialisedLines, totalSpecialised, totalTourists, yellowLine, type BaseSheetPlayer, type TouristCounts } from './common';

const remoteSpaceSchema = z.object({
  name: z.string().min(1).max(40),
  meetingPointOnRoute: z.boolean().default(false),
  red: z.number().int().min(0).max(99).default(0),
  green: z.number().int().min(0).max(99).default(0),
  blue: z.number().int().min(0).max(99).default(0),
});

export type CairoPlayer = BaseSheetPlayer & { remoteSpaces: z.infer<typeof remoteSpaceSchema>[] };

/** Tourists on the route: those in the city plus those at remote spaces whose meeting point is on the route. */
export function cairoTourists(p: CairoPlayer): TouristCounts {
  const total = { ...p.tourists };
  for (const space of p.remoteSpaces) {
    if (!space.meetingPointOnRoute) continue;
    total.red += space.red;
    total.green += space.green;
    total.blue += space.blue;
  }
  return total;
}

export const cairo: CitySheet<CairoPlayer, Record<string, never>> = {
  city: 'cairo',
  name: 'Cairo',
  playerFields: {
    /** The remote landmark spaces (three symbols) with the tourists marked there. */
    remoteSpaces: z.array(remoteSpaceSchema).max(3).default([]),
  },
  sharedFields: {},
  usesGoalCards: true,
  lines(p) {
    const remote = p.remoteSpaces.map((s) => {
      const n = s.red + s.green + s.blue;
      return s.meetingPointOnRoute ? `${s.name}: ${n} counted` : `${s.name}: ${n} erased (meeting point not on the route)`;
    });
    return [
      ...specialisedLines(cairoTourists(p), p.landmarks, ['red', 'green', 'blue']),
      line('remote-tourists', msg('Remote landmark tourists', 'cairoRemote'), 0, msg(remote.length ? `${remote.join('; ')} (included above)` : 'no tourists at remote landmarks', 'reason.cairoRemote', { spaces: remote.join('; ') })),
      yellowLine(p),
      greyLine(p),
      cafeLine(p),
      personalGoalLine(p),
    ];
  },
  landmarksOnRoute: (p) => totalSpecialised(p.landmarks) + p.yellow.length + p.grey.length,
  touristsOnRoute: (p) => totalTourists(cairoTourists(p)),
};
