import { describe, expect, test } from 'vitest';
import { createI18n } from 'vue-i18n';
import { frenchPlural } from '../../src-renderer/i18n/translate';
import { rankSeats } from '../../src-shared/engine/ranking';
import { tieBreakExplanation } from '../../src-renderer/i18n/tiebreak';
import { en } from '../../src-renderer/i18n/en';
import { ja } from '../../src-renderer/i18n/ja';
import { fr } from '../../src-renderer/i18n/fr';

/** The renderer's own vue-i18n set-up for one tree (named params, plural forms by `count`, French plurals). */
function translator(tree: Record<string, unknown>, locale = 'en') {
  const i18n = createI18n({ legacy: false, locale, missingWarn: false, fallbackWarn: false, pluralRules: { fr: frenchPlural }, messages: { [locale]: tree } as never });
  const global = i18n.global as unknown as { t: (key: string, params: Record<string, string | number>) => string; te: (key: string) => boolean };
  return { t: (key: string, params: Record<string, string | number> = {}) => global.t(key, params), te: (key: string) => global.te(key) };
}

const ranking = rankSeats(
  [{ seat: 0, total: 40 }, { seat: 1, total: 40 }, { seat: 2, total: 40 }],
  [{ rule: { text: 'most francs', key: 'score.tieFrancs' }, value: (s) => [7, 4, 7][s], unit: 'francs' }],
  ['Anna', 'Ben', 'Chloé'],
);
const [tieBreak] = ranking.tieBreaks;

describe('tie-break explanations in the reader\'s language', () => {
  test('the CLI text stays English and complete', () => {
    expect(tieBreak.explanation.text).toBe('most francs: Anna 7 francs, Ben 4 francs, Chloé 7 francs; Anna and Chloé ahead.');
  });

  test.each([
    ['en', en, 'most francs: Anna 7 francs, Ben 4 francs, Chloé 7 francs; Anna and Chloé ahead.'],
    ['ja', ja, 'most francs：Anna 7フラン、Ben 4フラン、Chloé 7フラン。AnnaとChloéが上位。'],
    ['fr', fr, 'most francs : Anna 7 francs, Ben 4 francs, Chloé 7 francs ; Anna et Chloé devant.'],
  ])('%s', (_locale, tree, expected) => {
    const { t, te } = translator(tree as Record<string, unknown>, _locale);
    expect(tieBreakExplanation(tieBreak.explanation.params!, 'most francs', t, te)).toBe(expected);
  });

  test('a rule that cannot separate the players says so', () => {
    const level = rankSeats([{ seat: 0, total: 3 }, { seat: 1, total: 3 }], [{ rule: { text: 'fewer shops' }, value: () => 2, lowerWins: true, unit: 'shops' }], ['A', 'B']);
    const { t, te } = translator(ja as Record<string, unknown>, 'ja');
    expect(tieBreakExplanation(level.tieBreaks[0].explanation.params!, '店が少ない', t, te)).toBe('店が少ない：A 2軒、B 2軒。差がつかず。');
  });

  test('units agree with each value: one section in English, zero and one in the singular in French', () => {
    const short = rankSeats(
      [{ seat: 0, total: 9 }, { seat: 1, total: 9 }, { seat: 2, total: 9 }],
      [{ rule: { text: 'longest route', key: 'tie.route' }, value: (s) => [1, 0, 2][s], unit: 'sections' }],
      ['Anna', 'Ben', 'Chloé'],
    ).tieBreaks[0];
    expect(short.explanation.text).toBe('longest route: Anna 1 section, Ben 0 sections, Chloé 2 sections; Chloé ahead.');
    const english = translator(en as Record<string, unknown>, 'en');
    expect(tieBreakExplanation(short.explanation.params!, 'longest route', english.t, english.te)).toBe(short.explanation.text);
    const french = translator(fr as Record<string, unknown>, 'fr');
    expect(tieBreakExplanation(short.explanation.params!, 'itinéraire le plus long', french.t, french.te)).toBe(
      'itinéraire le plus long : Anna 1 section, Ben 0 section, Chloé 2 sections ; Chloé devant.',
    );
  });
});
