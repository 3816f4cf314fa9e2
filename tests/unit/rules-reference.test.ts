/**
 * The rules reference of each game, in en/ja/fr: every component the data holds appears with its numbers
 * (read from the data, so the reference cannot drift from what the engine plays), and no text is a missing key.
 */
import { describe, expect, test } from 'vitest';
import { createI18n } from 'vue-i18n';
import type { Locale } from '../../src-shared/ipc/contract';
import { en } from '../../src-renderer/i18n/en';
import { ja } from '../../src-renderer/i18n/ja';
import { fr } from '../../src-renderer/i18n/fr';
import { frenchPlural } from '../../src-renderer/i18n/translate';
import type { ReferenceSection, Translate } from '../../src-renderer/games/types';
import { messages as parisMessages } from '../../src-shared/games/paris/messages';
import { BONUS_TILES, END_TILE_IDS, LANDMARKS } from '../../src-shared/games/paris/data';
import { parisReference } from '../../src-renderer/games/paris/reference';
import { optionsSchema as parisOptions } from '../../src-shared/games/paris/types';
import { messages as carcassonneMessages } from '../../src-shared/games/carcassonne/messages';
import { GIFT_CARDS } from '../../src-shared/games/carcassonne/data';
import { carcassonneReference } from '../../src-renderer/games/carcassonne/reference';
import { messages as enRouteMessages } from '../../src-shared/games/en-route/messages';
import { GOAL_CARDS } from '../../src-shared/games/en-route/data';
import { CITY_IDS } from '../../src-shared/games/en-route/sheets';
import { enRouteReference } from '../../src-renderer/games/en-route/reference';
import { messages as parisParisMessages } from '../../src-shared/games/paris-paris/messages';
import { DEFAULT_BOARD } from '../../src-shared/games/paris-paris/data';
import { parisParisReference } from '../../src-renderer/games/paris-paris/reference';

const BASE = { en, ja, fr } as Record<Locale, Record<string, unknown>>;
const GAME_MESSAGES: Record<string, Record<Locale, unknown>> = { paris: parisMessages, carcassonne: carcassonneMessages, 'en-route': enRouteMessages, 'paris-paris': parisParisMessages };

function translator(locale: Locale): Translate {
  const games = Object.fromEntries(Object.entries(GAME_MESSAGES).map(([id, m]) => [id, m[locale]]));
  const i18n = createI18n({ legacy: false, locale, missingWarn: false, fallbackWarn: false, pluralRules: { fr: frenchPlural }, messages: { [locale]: { ...BASE[locale], games } } });
  const t = i18n.global.t as unknown as (key: string, params: Record<string, unknown>) => string;
  return (key, params) => t(key, params ?? {});
}

const LOCALES: Locale[] = ['en', 'ja', 'fr'];
const section = (sections: ReferenceSection[], id: string) => sections.find((s) => s.id === id)!;
const allText = (sections: ReferenceSection[]) => sections.flatMap((s) => [s.heading, ...(s.lines ?? []), ...(s.items ?? []).flatMap((i) => [i.term, i.text])]);

describe.each(LOCALES)('rules reference in %s', (locale) => {
  const t = translator(locale);

  test('Paris: all 30 bonus tiles, the 12 end-game tiles, the 8 landmarks with costs and prestige slots, no missing key', () => {
    const sections = parisReference(t, null);
    const texts = allText(sections);
    expect(texts.filter((text) => text.includes('games.paris') || text.includes('{'))).toEqual([]);
    expect(section(sections, 'bonus').items).toHaveLength(Object.keys(BONUS_TILES).length);
    expect(section(sections, 'end-tiles').items!.map((i) => i.term)).toEqual(END_TILE_IDS);
    const landmarks = section(sections, 'landmarks').items!;
    expect(landmarks).toHaveLength(LANDMARKS.length);
    const louvre = landmarks.find((l) => l.term.endsWith('(15)'))!;
    // From the data: 1 marble, 2 gold; slots silver 4, gold 5, gold 5.
    expect(louvre.text.match(/\d+/g)).toEqual(['15', '1', '2', '4', '5', '5']);
    // Tile 20 gives 1/2/3 VP by player count (data), tile 30 10/15/20/25 for 4/5/6/7 types.
    expect(section(sections, 'bonus').items![19].text.match(/\d+/g)).toEqual(expect.arrayContaining(['1', '2', '3']));
    expect(section(sections, 'bonus').items![29].text).toContain('10/15/20/25');
    if (locale !== 'fr') expect(texts.filter((text) => /\bPV\b/.test(text))).toEqual([]);
  });

  // Issue 22: "gold prestige (circle) and gold resource (square) look alike and have no legend".
  test('Paris: a legend tells a resource (square) from a prestige token (circle), gold from gold', () => {
    const legend = (section(parisReference(t, null), 'legend').lines ?? []).join(' ');
    const words = { en: [/Squares are resources/, /circles are prestige/], ja: [/四角は資源/, /丸は名誉/], fr: [/carrés sont des ressources/, /ronds sont des jetons de prestige/] }[locale];
    for (const word of words) expect(legend).toMatch(word);
  });

  // Issue 22: "The option is labelled just 'gifts'".
  test('Carcassonne: the option names the expansion and its cards', () => {
    expect(t('games.carcassonne.options.gifts', {})).toBe({ en: 'Play with The Gifts expansion (gift cards)', ja: '拡張カード『ギフト』を入れて遊ぶ', fr: 'Jouer avec l’extension Les Cadeaux (cartes cadeau)' }[locale]);
  });

  test('Carcassonne: the five gift cards with their effects, scoring values from the engine, 72 tiles', () => {
    const sections = carcassonneReference(t);
    expect(allText(sections).filter((text) => text.includes('games.carcassonne') || text.includes('{'))).toEqual([]);
    expect(section(sections, 'gifts').items).toHaveLength(GIFT_CARDS.length);
    expect(section(sections, 'gifts').items!.map((i) => i.text)).toEqual(GIFT_CARDS.map((c) => t(`games.carcassonne.cardHelp.${c}`)));
    // City: 2 per tile and 2 per pennant completed, 1 and 1 at the end.
    const city = section(sections, 'scoring').items![1].text;
    if (locale === 'en') expect(city).toBe('2 points per tile and 2 per pennant when completed; 1 per tile and 1 per pennant at the end');
    expect(section(sections, 'turn').lines![1]).toContain('7');
    expect(section(sections, 'tiles').lines![0]).toMatch(/72/);
  });

  test('En Route: every goal card with its target and PP from the data, each printed city’s specials', () => {
    const sections = enRouteReference(t);
    expect(allText(sections).filter((text) => text.includes('games.en-route') || text.includes('{'))).toEqual([]);
    const goals = section(sections, 'goals').items!;
    expect(goals).toHaveLength(GOAL_CARDS.length);
    GOAL_CARDS.forEach((g, i) => {
      const numbers = goals[i].text.match(/\d+/g)!;
      expect(numbers.slice(0, 3)).toEqual([String(g.target), String(g.winnerPp), String(g.achieverPp)]);
    });
    expect(section(sections, 'cities').items).toHaveLength(CITY_IDS.length);
    if (locale === 'en') expect(section(sections, 'cities').items![1].text).toContain('7 PP each');
    if (locale === 'ja') expect(allText(sections).filter((text) => /区間|合法手/.test(text))).toEqual([]);
  });

  test('Paris Paris: tours, the special-run markers and each line of the board being played', () => {
    const sections = parisParisReference(t, null);
    expect(allText(sections).filter((text) => text.includes('games.paris-paris') || text.includes('{'))).toEqual([]);
    expect(section(sections, 'markers').items!.map((i) => i.text.match(/\d+/)![0])).toEqual(DEFAULT_BOARD.lines.map((l) => String(l.stops.length)));
    expect(section(sections, 'tours').items).toHaveLength(4);
  });

  test('Paris: a game whose options correct a landmark shows the corrected numbers', () => {
    const options = { landmarks: LANDMARKS.map((l) => (l.id === 'louvre' ? { ...l, cost: { marble: 3, gold: 0 } } : l)) };
    const sections = parisReference(t, { options: { ...parisOptions.parse({}), ...options } });
    const louvre = section(sections, 'landmarks').items!.find((l) => l.term.endsWith('(15)'))!;
    expect(louvre.text.match(/\d+/g)!.slice(0, 3)).toEqual(['15', '3', '0']);
  });
});
