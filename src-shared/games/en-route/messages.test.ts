/** Every message key the engine emits has a translation in English, Japanese and French. */
import { expect, test } from 'vitest';
import { randomPlayout, type MatchSetup } from '../../engine/runner';
import { templateParams } from '../../engine/message';
import type { Message } from '../../engine/types';
import { messages } from './messages';
import { game, NAMES } from './test-helpers';
import type { State } from './types';

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

test('engine messages (score lines, reasons, tie-breaks, log lines) are translated in en, ja and fr, every {param} slot filled', () => {
  const keys = new Set<string>();
  const emitted: Message[] = [];
  const collect = (m: Message) => {
    if (!m.key || m.key === 'tiebreak.explanation') return;
    keys.add(m.key);
    emitted.push(m);
  };
  for (const [players, options] of [[1, {}], [2, {}], [3, { ratings: 'advanced' }], [4, { team: true }]] as const) {
    const setup: MatchSetup = { game: 'en-route', options, players, names: NAMES.slice(0, players), seed: `msg-${players}`, mode: 'digital' };
    const { actions } = randomPlayout(game, setup);
    let state = game.setup(game.optionsSchema.parse(options), { players, names: setup.names, seed: setup.seed, mode: 'digital' }) as State;
    for (const action of actions) {
      collect(game.describeAction(state, action, 0));
      collect(game.describeAction(state, action, null));
      state = game.reduce(state, action) as State;
      if (actions.indexOf(action) % 25 === 0) for (const seat of game.score(state).seats) for (const line of seat.breakdown) [line.label, line.reason].forEach(collect);
    }
    const report = game.score(state);
    for (const seat of report.seats) for (const line of seat.breakdown) [line.label, line.reason].forEach(collect);
    for (const tie of report.tieBreaks) collect(tie.rule);
  }
  expect(keys.size).toBeGreaterThan(20);
  for (const key of keys) {
    for (const lang of ['en', 'ja', 'fr'] as const) expect(typeof lookup(messages[lang], key), `${lang}: ${key}`).toBe('string');
  }
  // A {param} slot without its param would show as "{cardJa}"; a Japanese line must never get the English card words.
  for (const m of emitted) {
    for (const lang of ['en', 'ja', 'fr'] as const) {
      const template = lookup(messages[lang], m.key!) as string;
      for (const name of templateParams(template)) expect(m.params ?? {}, `${lang}: ${m.key} needs {${name}}`).toHaveProperty(name);
    }
  }
});
