/**
 * The first city (rulebook "IV. 名声ポイントの獲得", steps 1–9). The simple game drops cafés, personal goals and
 * goal cards; the intermediate game drops goal cards only (rulebook "都市").
 */
import { z } from 'zod';
import type { CitySheet } from './city';
import {
  cafeLine,
  greyLine,
  line,
  msg,
  personalGoalLine,
  specialisedLines,
  tableValue,
  totalSpecialised,
  totalTourists,
  yellowLine,
  type BaseSheetPlayer,
} from './common';

/** Rulebook: 1 Handcraft Festival point 0 PP, 2 points 12 PP, 3 points 24 PP. */
export const FESTIVAL_TABLE = [0, 0, 12, 24] as const;

export const firstCityPlayerFields = {
  /** Handcraft Festival (Visit-Them-All) points the route passes, 0–3. */
  festivalPoints: z.number().int().min(0).max(3).default(0),
};
export const firstCitySharedFields = {
  variant: z.enum(['simple', 'intermediate', 'full']).default('full'),
};

export type FirstCityPlayer = BaseSheetPlayer & { festivalPoints: number };
export interface FirstCityShared {
  variant: 'simple' | 'intermediate' | 'full';
}

export function festivalLine(points: number, table: readonly number[], label = 'Visit-Them-All points', labelKey = 'visitThemAll'): ReturnType<typeof line> {
  const pp = tableValue(table, points);
  const reason = msg(`${points} on the route: ${pp} PP (table ${table.join('/')})`, `reason.table.${labelKey}`, { count: points, points: pp, table: table.join('/') });
  return line('visit-them-all', msg(label, labelKey), pp, reason);
}

export const firstCity: CitySheet<FirstCityPlayer, FirstCityShared> = {
  city: 'first-city',
  name: 'First City',
  playerFields: firstCityPlayerFields,
  sharedFields: firstCitySharedFields,
  usesGoalCards: true,
  lines(player, shared) {
    const lines = [...specialisedLines(player.tourists, player.landmarks, ['red', 'green', 'blue']), yellowLine(player), greyLine(player)];
    if (shared.variant !== 'simple') lines.push(cafeLine(player));
    lines.push(festivalLine(player.festivalPoints, FESTIVAL_TABLE, 'Handcraft Festival points', 'festival'));
    if (shared.variant !== 'simple') lines.push(personalGoalLine(player));
    return lines;
  },
  landmarksOnRoute: (p) => totalSpecialised(p.landmarks) + p.yellow.length + p.grey.length,
  touristsOnRoute: (p) => totalTourists(p.tourists),
};
