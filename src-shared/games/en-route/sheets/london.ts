/** London (world cities book): bridges at 7 PP each, tube stations at 4 PP each, on top of the usual steps. */
import { z } from 'zod';
import type { CitySheet } from './city';
import { cafeLine, countLine, greyLine, msg, personalGoalLine, specialisedLines, totalSpecialised, totalTourists, yellowLine, type BaseSheetPlayer } from './common';

export const BRIDGE_PP = 7;
export const TUBE_PP = 4;

export type LondonPlayer = BaseSheetPlayer & { bridges: number; tubeStations: number };

export const london: CitySheet<LondonPlayer, Record<string, never>> = {
  city: 'london',
  name: 'London',
  playerFields: {
    /** Highlighted Thames bridges on the final route. */
    bridges: z.number().int().min(0).max(20).default(0),
    /** Tube stations on the final route (both stations of a ride count). */
    tubeStations: z.number().int().min(0).max(30).default(0),
  },
  sharedFields: {},
  usesGoalCards: true,
  lines: (p) => [
    ...specialisedLines(p.tourists, p.landmarks, ['red', 'green', 'blue']),
    yellowLine(p),
    greyLine(p),
    countLine('bridges', msg('Bridges', 'bridges'), p.bridges, BRIDGE_PP, 'bridges'),
    countLine('tube', msg('Tube stations', 'tube'), p.tubeStations, TUBE_PP, 'tube'),
    cafeLine(p),
    personalGoalLine(p),
  ],
  landmarksOnRoute: (p) => totalSpecialised(p.landmarks) + p.yellow.length + p.grey.length,
  touristsOnRoute: (p) => totalTourists(p.tourists),
};
