/** The shape every city's score sheet module has. */
import type { z } from 'zod';
import type { ScoreLine } from '../../../engine/types';
import type { BaseSheetPlayer } from './common';

export const CITY_IDS = ['first-city', 'london', 'rio', 'cairo', 'hong-kong', 'paris', 'new-york'] as const;
export type CityId = (typeof CITY_IDS)[number];

export interface CitySheet<Player extends BaseSheetPlayer = BaseSheetPlayer, Shared = unknown> {
  city: CityId;
  /** City name as printed; not translated. */
  name: string;
  /** Extra per-player fields of this city (merged with the base fields). */
  playerFields: z.ZodRawShape;
  /** Fields read once off the shared round board (ratings, tracks), at the top level of the input. */
  sharedFields: z.ZodRawShape;
  /** Paris plays without goal cards (its thematic tours replace them). */
  usesGoalCards: boolean;
  /** The scoring steps of this city's sheet, in the order printed, without the goal cards. */
  lines(player: Player, shared: Shared): ScoreLine[];
  /** Landmarks on the route (third tie-break). */
  landmarksOnRoute(player: Player, shared: Shared): number;
  /** Tourists on the route (second tie-break). */
  touristsOnRoute(player: Player, shared: Shared): number;
}
