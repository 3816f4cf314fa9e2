/** The route calculator names roads and intersections in the sheet's terms (columns and rows), never grid numbers. */
import { describe, expect, test } from 'vitest';
import { cornerPlace, roadPlace, type Translate } from '../../src-renderer/games/en-route/route-places';
import { mapRoads } from '../../src-renderer/games/en-route/city-board';
import { mapWidth, MAP_HEIGHT } from '../../src-shared/games/en-route/route/city-route';
import { CITY_IDS } from '../../src-shared/games/en-route/sheets/city';
import { sheetMessages } from '../../src-shared/games/en-route/sheets/messages';

function translator(lang: 'en' | 'ja' | 'fr'): Translate {
  const book = sheetMessages[lang].cityRoute as Record<string, string>;
  return (key, params = {}) => book[key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
}

describe('route calculator places', () => {
  const en = translator('en');
  test('roads between two locations, at the map edge and across a location', () => {
    expect(roadPlace(en, { x: 1, y: 2 }, { x: 2, y: 2 }, 6)).toBe('between column 2 · row 2 and column 2 · row 3');
    expect(roadPlace(en, { x: 3, y: 1 }, { x: 3, y: 2 }, 6)).toBe('between column 3 · row 2 and column 4 · row 2');
    expect(roadPlace(en, { x: 0, y: 0 }, { x: 1, y: 0 }, 6)).toBe('on the north side of column 1 · row 1 (map edge)');
    expect(roadPlace(en, { x: 4, y: 6 }, { x: 5, y: 6 }, 6)).toBe('on the south side of column 5 · row 6 (map edge)');
    expect(roadPlace(en, { x: 0, y: 3 }, { x: 0, y: 4 }, 6)).toBe('on the west side of column 1 · row 4 (map edge)');
    expect(roadPlace(en, { x: 6, y: 3 }, { x: 6, y: 4 }, 6)).toBe('on the east side of column 6 · row 4 (map edge)');
    expect(roadPlace(en, { x: 2, y: 2 }, { x: 3, y: 3 }, 6)).toBe('across column 3 · row 3, north-west to south-east');
    expect(roadPlace(en, { x: 2, y: 3 }, { x: 3, y: 2 }, 6)).toBe('across column 3 · row 3, south-west to north-east');
  });
  test('intersections as a corner of a location', () => {
    expect(cornerPlace(en, { x: 0, y: 0 }, 6)).toBe('the north-west corner of column 1 · row 1');
    expect(cornerPlace(en, { x: 6, y: 0 }, 6)).toBe('the north-east corner of column 6 · row 1');
    expect(cornerPlace(en, { x: 0, y: MAP_HEIGHT }, 6)).toBe('the south-west corner of column 1 · row 6');
    expect(cornerPlace(en, { x: 6, y: MAP_HEIGHT }, 6)).toBe('the south-east corner of column 6 · row 6');
    expect(cornerPlace(translator('ja'), { x: 2, y: 1 }, 6)).toBe('列3・行2の北西の角');
    expect(cornerPlace(translator('fr'), { x: 2, y: 1 }, 6)).toBe('le coin nord-ouest de colonne 3 · rangée 2');
  });
  test.each(CITY_IDS)('%s: every road and intersection has its own label, in every language, with no grid numbers', (city) => {
    const width = mapWidth(city);
    for (const lang of ['en', 'ja', 'fr'] as const) {
      const tr = translator(lang);
      const roads = mapRoads(city).map((r) => `${r.diagonal ? 'd' : 'r'} ${roadPlace(tr, r.a, r.b, width)}`);
      const corners: string[] = [];
      for (let y = 0; y <= MAP_HEIGHT; y++) for (let x = 0; x <= width; x++) corners.push(cornerPlace(tr, { x, y }, width));
      for (const label of [...roads, ...corners]) expect(label).not.toMatch(/\d+\s*[-,]\s*\d+|undefined/);
      expect(new Set(roads).size).toBe(roads.length);
      expect(new Set(corners).size).toBe(corners.length);
    }
  });
});
