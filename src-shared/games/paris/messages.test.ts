import { expect, test } from 'vitest';
import { randomPlayout } from '../../engine/runner';
import { templateParams } from '../../engine/message';
import { paris } from './index';
import { messages } from './messages';
import type { Action, State } from './types';

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}


test('every log line and score label of a random game (variant setup too) has en/ja/fr text with the same {param} slots', () => {
  for (const options of [{}, { setup: 'random', ignoreDistrictNames: true }]) {
    const setup = { game: 'paris', options, players: 3, names: ['A', 'B', 'C'], seed: 'i18n', mode: 'digital' as const };
    const actions = randomPlayout(paris, setup).actions as Action[];
    let s: State = paris.setup(paris.optionsSchema.parse(options), setup);
    const keys = new Map<string, string[]>();
    for (const action of actions) {
      for (const viewer of [0, 1]) {
        const m = paris.describeAction(s, action, viewer);
        keys.set(m.key!, Object.keys(m.params ?? {}).sort());
      }
      s = paris.reduce(s, action);
    }
    for (const seat of paris.score(s).seats) for (const line of seat.breakdown) if (line.label.key) keys.set(line.label.key, Object.keys(line.label.params ?? {}).sort());
    for (const [key, params] of keys) {
      for (const lang of ['en', 'ja', 'fr'] as const) {
        const text = lookup(messages[lang], key);
        expect(typeof text, `${lang} ${key}`).toBe('string');
        for (const name of templateParams(text)) expect(params, `${lang} ${key} {${name}}`).toContain(name);
      }
    }
  }
});
