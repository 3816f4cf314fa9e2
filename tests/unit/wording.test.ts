/**
 * Words players read: the rulebooks' own terms in Japanese (En Route says セクション; no rulebook uses the
 * shogi word 合法手), "PV" only in French, every game option labelled in every language, and each game's
 * name as its Japanese edition prints it.
 */
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { Locale } from '../../src-shared/ipc/contract';
import { listGames } from '../../src-shared/games/registry';
import { messages as parisMessages } from '../../src-shared/games/paris/messages';
import { messages as parisParisMessages } from '../../src-shared/games/paris-paris/messages';
import { messages as carcassonneMessages } from '../../src-shared/games/carcassonne/messages';
import { messages as enRouteMessages } from '../../src-shared/games/en-route/messages';
import { en } from '../../src-renderer/i18n/en';
import { ja } from '../../src-renderer/i18n/ja';
import { fr } from '../../src-renderer/i18n/fr';
import { historyMessages } from '../../src-renderer/history/messages';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES: Locale[] = ['en', 'ja', 'fr'];
/** Each game's messages as the renderer merges them under games.<id> (src-renderer/games/<id>/index.ts). */
const GAME_MESSAGES: Record<string, Record<Locale, unknown>> = {
  paris: parisMessages, 'paris-paris': parisParisMessages, carcassonne: carcassonneMessages, 'en-route': enRouteMessages,
};
const BASE = { en, ja, fr } as Record<Locale, unknown>;

function strings(node: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof node === 'string') out.push([path, node]);
  else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) strings(value, `${path}.${key}`, out);
  return out;
}

function everyString(locale: Locale): [string, string][] {
  const games = Object.fromEntries(Object.entries(GAME_MESSAGES).map(([id, messages]) => [id, messages[locale]]));
  return strings({ app: BASE[locale], hist: historyMessages[locale], games }, locale);
}

describe('wording', () => {
  test('Japanese uses the rulebooks’ terms: セクション, not 区間; 名誉, not 威信; no 合法手', () => {
    // Paris's Japanese rulebook says 名誉(トークン) for prestige, never 威信.
    const offending = everyString('ja').filter(([, text]) => /区間|合法手|威信/.test(text));
    expect(offending).toEqual([]);
  });

  test('"PV" (points de victoire) appears only in French; English and Japanese never show it', () => {
    for (const locale of ['en', 'ja'] as const) expect(everyString(locale).filter(([, text]) => /\bPV\b/.test(text))).toEqual([]);
    const boards = join('src-renderer', 'games');
    for (const game of readdirSync(boards, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      for (const file of readdirSync(join(boards, game.name)).filter((f) => f.endsWith('.vue'))) {
        expect(readFileSync(join(boards, game.name, file), 'utf8'), `${game.name}/${file}`).not.toMatch(/['">]PV['"<]/);
      }
    }
  });

  test.each(listGames().map((g) => [g.meta.id, g] as const))('%s: every option has a label in en, ja and fr', (id, game) => {
    type Property = { type?: string; enum?: unknown[] };
    const schema = z.toJSONSchema(game.optionsSchema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, Property> };
    // The fields the new-game form draws (OptionsForm.vue); richer ones are edited as JSON.
    const keys = Object.entries(schema.properties ?? {})
      .filter(([, p]) => p.enum || p.type === 'boolean' || p.type === 'integer' || p.type === 'number')
      .map(([key]) => key);
    for (const locale of LOCALES) {
      const options = (GAME_MESSAGES[id][locale] as { options?: Record<string, unknown> }).options ?? {};
      expect(keys.filter((key) => typeof options[key] !== 'string').map((key) => `${locale} options.${key}`)).toEqual([]);
    }
  });

  test('game names as the Japanese editions print them', () => {
    const title = (id: string, locale: Locale) => (GAME_MESSAGES[id][locale] as { title?: string }).title;
    expect(['paris', 'paris-paris', 'en-route', 'carcassonne'].map((id) => title(id, 'ja'))).toEqual(['パリ', 'パリス・パリス', 'エン・ルート', 'カルカソンヌ＋拡張『ギフト』']);
    expect(['paris', 'paris-paris', 'en-route', 'carcassonne'].map((id) => title(id, 'en'))).toEqual(['Paris', 'Paris Paris', 'En Route', 'Carcassonne + The Gifts']);
    expect(['paris', 'paris-paris', 'en-route', 'carcassonne'].map((id) => title(id, 'fr'))).toEqual(['Paris', 'Paris Paris', 'En Route', 'Carcassonne + Les Cadeaux']);
  });
});
