/** Every kind of import-file problem reads in English, Japanese and French, with the same {param} slots. */
import { describe, expect, test } from 'vitest';
import { PROBLEM_TEXT } from '../../../src-shared/history/problems';
import { templateParams } from '../../../src-shared/engine/message';
import { historyMessages } from '../../../src-renderer/history/messages';

describe('import problems in every language', () => {
  test.each(['ja', 'fr'] as const)('%s has every kind with the English params', (locale) => {
    const tree = historyMessages[locale].problem as Record<string, string>;
    const wrong = Object.entries(PROBLEM_TEXT).filter(([kind, english]) => {
      const text = tree[kind];
      return !text || text === english || templateParams(text).sort().join() !== templateParams(english).sort().join();
    });
    expect(wrong.map(([kind]) => kind)).toEqual([]);
    expect(templateParams(historyMessages[locale].problemWhere.position).sort()).toEqual(['column', 'line']);
    expect(templateParams(historyMessages[locale].problemWhere.row)).toEqual(['line']);
    expect(templateParams(historyMessages[locale].problemWhere.rowColumn).sort()).toEqual(['column', 'line']);
  });
});
