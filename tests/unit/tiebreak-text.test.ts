import { describe, expect, test } from 'vitest';
import { rankSeats } from '../../src-shared/engine/ranking';
import { tieBreakExplanation } from '../../src-renderer/i18n/tiebreak';
import { en } from '../../src-renderer/i18n/en';
import { ja } from '../../src-renderer/i18n/ja';
import { fr } from '../../src-renderer/i18n/fr';

/** The message tree's {name} interpolation, enough to read the result as a person would. */
function translator(tree: Record<string, unknown>) {
  const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return {
    t: (key: string, params: Record<string, string | number> = {}) => String(lookup(key)).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name])),
    te: (key: string) => typeof lookup(key) === 'string',
  };
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
    const { t, te } = translator(tree as Record<string, unknown>);
    expect(tieBreakExplanation(tieBreak.explanation.params!, 'most francs', t, te)).toBe(expected);
  });

  test('a rule that cannot separate the players says so', () => {
    const level = rankSeats([{ seat: 0, total: 3 }, { seat: 1, total: 3 }], [{ rule: { text: 'fewer shops' }, value: () => 2, lowerWins: true, unit: 'shops' }], ['A', 'B']);
    const { t, te } = translator(ja as Record<string, unknown>);
    expect(tieBreakExplanation(level.tieBreaks[0].explanation.params!, '店が少ない', t, te)).toBe('店が少ない：A 2軒、B 2軒。差がつかず。');
  });
});
