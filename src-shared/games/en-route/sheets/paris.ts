/**
 * Paris (world cities book): a specialised landmark counts only next to a section of its colour; each
 * completed thematic tour adds its remote landmark as a specialised landmark of the tour's colour;
 * diversity PP for the number of 3-section runs of three different colours; personal goal doubled; no
 * goal cards (the thematic tours replace them, also in solo play).
 */
import { z } from 'zod';
import { listInEveryLanguage } from '../../../engine/message';
import type { Message } from '../../../engine/types';
import type { CitySheet } from './city';
import { cafeLine, greyLine, line, msg, personalGoalLine, specialisedLines, tableValue, totalSpecialised, totalTourists, yellowLine, type BaseSheetPlayer, type TouristCounts } from './common';
import { sheetMessages } from './messages';
import { DIVERSITY_TABLE_DEFAULT } from './unconfirmed';

export type ParisPlayer = BaseSheetPlayer & { toursCompleted: { red: boolean; green: boolean; blue: boolean }; diversityRuns: number };
export interface ParisShared {
  diversityTable: number[];
}

export function parisLandmarks(p: ParisPlayer): TouristCounts {
  return {
    ...p.landmarks,
    red: p.landmarks.red + (p.toursCompleted.red ? 1 : 0),
    green: p.landmarks.green + (p.toursCompleted.green ? 1 : 0),
    blue: p.landmarks.blue + (p.toursCompleted.blue ? 1 : 0),
  };
}

export function toursCompleted(p: ParisPlayer): number {
  return [p.toursCompleted.red, p.toursCompleted.green, p.toursCompleted.blue].filter(Boolean).length;
}

/** The completed thematic tours by colour, named in every UI language. */
function toursReason(tours: readonly ('red' | 'green' | 'blue')[]): Message {
  if (tours.length === 0) return msg('no thematic tour completed', 'reason.noTours');
  const params = listInEveryLanguage('tours', (lang) => tours.map((colour) => sheetMessages[lang].form[colour]));
  return msg(`completed: ${tours.join(', ')}; each adds its remote landmark to that colour above`, 'reason.tours', params);
}

export const paris: CitySheet<ParisPlayer, ParisShared> = {
  city: 'paris',
  name: 'Paris',
  playerFields: {
    /** Thematic tours whose last stage the final route completes (their remote landmarks join the route). */
    toursCompleted: z.object({ red: z.boolean().default(false), green: z.boolean().default(false), blue: z.boolean().default(false) }).default({ red: false, green: false, blue: false }),
    /** Runs of 3 consecutive sections in 3 different colours along the route (each section in one run only). */
    diversityRuns: z.number().int().min(0).max(30).default(0),
  },
  sharedFields: {
    /** PP for 0, 1, 2, ... diversity runs as printed on the board; the last entry applies to more runs. */
    diversityTable: z.array(z.number().int().min(0).max(99)).min(1).max(31).default([...DIVERSITY_TABLE_DEFAULT]),
  },
  usesGoalCards: false,
  lines(p, shared) {
    const diversity = tableValue(shared.diversityTable, p.diversityRuns);
    const tours = (['red', 'green', 'blue'] as const).filter((c) => p.toursCompleted[c]);
    return [
      ...specialisedLines(p.tourists, parisLandmarks(p), ['red', 'green', 'blue']),
      line('tours', msg('Thematic tours', 'tours'), 0, toursReason(tours)),
      yellowLine(p),
      greyLine(p),
      line('diversity', msg('Diversity', 'diversity'), diversity, msg(`${p.diversityRuns} runs of three colours: ${diversity} PP (table ${shared.diversityTable.join('/')})`, 'reason.table.diversity', { count: p.diversityRuns, points: diversity, table: shared.diversityTable.join('/') })),
      cafeLine(p),
      personalGoalLine(p, 2),
    ];
  },
  landmarksOnRoute: (p) => totalSpecialised(parisLandmarks(p)) + p.yellow.length + p.grey.length,
  touristsOnRoute: (p) => totalTourists(p.tourists),
};
