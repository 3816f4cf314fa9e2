/** Every city's score sheet, in the order the boxes list them. */
import { cairo } from './cairo';
import type { CityId, CitySheet } from './city';
import { firstCity } from './first-city';
import { hongKong } from './hong-kong';
import { london } from './london';
import { newYork } from './new-york';
import { paris } from './paris';
import { rio } from './rio';

export const CITY_SHEETS = [firstCity, london, rio, cairo, hongKong, paris, newYork] as const;

export function sheetOf(city: CityId): CitySheet<never, unknown> {
  const sheet = CITY_SHEETS.find((s) => s.city === city);
  if (!sheet) throw new Error(`Unknown En Route city ${city}`);
  return sheet as unknown as CitySheet<never, unknown>;
}

export { CITY_IDS, type CityId, type CitySheet } from './city';
