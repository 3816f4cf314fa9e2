/**
 * How the renderer reads an engine Message in the current language, apart from vue-i18n's global
 * instance so unit tests can run the same code over the real message trees.
 */
import { templateParams } from '../../src-shared/engine/message';
import type { Message } from '../../src-shared/engine/types';
import { tieBreakExplanation } from './tiebreak';

type Params = Record<string, string | number>;

/**
 * vue-i18n's choice for "one | many" messages in French: 0 and 1 take the singular ("0 section",
 * "1 section", "2 sections"), unlike English's "0 sections".
 */
export function frenchPlural(choice: number, choicesLength: number): number {
  if (choicesLength === 2) return Math.abs(choice) < 2 ? 0 : 1;
  return Math.min(Math.abs(choice), choicesLength - 1);
}

export interface Catalog {
  t(key: string, params: Params): string;
  te(key: string): boolean;
  /** The untranslated template at `key` in the current language (to see which params it needs). */
  template(key: string): unknown;
}

/** Translated when the key exists (the game's namespace first), else the engine's English text. */
export function translateWith(catalog: Catalog, message: Message, gameId?: string): string {
  const params = message.params ?? {};
  if (message.key === 'tiebreak.explanation' && 'count' in params) {
    const rule = translateWith(catalog, { text: String(params.rule), key: String(params.ruleKey) || undefined }, gameId);
    return tieBreakExplanation(params, rule, catalog.t, catalog.te);
  }
  const key = resolvedKey(catalog, message.key, gameId);
  // A line saved by an older version may lack a param today's template needs: its English beats a sentence with a hole.
  if (!key || !templateParams(catalog.template(key)).every((name) => name in params)) return message.text;
  return catalog.t(key, params);
}

/** The full key a message's key resolves to: `games.<id>.<key>` when the game has it, else the shared one. */
export function resolvedKey(catalog: Pick<Catalog, 'te'>, key: string | undefined, gameId?: string): string | undefined {
  if (!key) return undefined;
  const gameKey = gameId ? `games.${gameId}.${key}` : '';
  if (gameKey && catalog.te(gameKey)) return gameKey;
  return catalog.te(key) ? key : undefined;
}

