/** vue-i18n with English, Japanese and French; each game's messages are merged under games.<id>. */
import { createI18n } from 'vue-i18n';
import type { Locale } from '../../src-shared/ipc/contract';
import type { Message } from '../../src-shared/engine/types';
import { frenchElision } from '../../src-shared/engine/message';
import { gameUis } from '../games';
import { en } from './en';
import { fr } from './fr';
import { ja } from './ja';
import { frenchPlural, translateWith, type Catalog } from './translate';

export const LOCALES: Locale[] = ['en', 'ja', 'fr'];

function withGames(base: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const games = Object.fromEntries([...gameUis.values()].map((ui) => [ui.id, ui.messages[locale]]));
  return { ...base, games };
}

export function osLocale(languages: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  for (const language of languages) {
    const code = language.slice(0, 2).toLowerCase();
    if ((LOCALES as string[]).includes(code)) return code as Locale;
  }
  return 'en';
}

type Messages = Record<Locale, Record<string, unknown>>;

export const i18n = createI18n({
  legacy: false,
  locale: osLocale(),
  fallbackLocale: 'en',
  missingWarn: false,
  fallbackWarn: false,
  pluralRules: { fr: frenchPlural },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  messages: { en: withGames(en, 'en'), ja: withGames(ja, 'ja'), fr: withGames(fr, 'fr') } as Messages as any,
  // Names come in through params, so only the finished French sentence shows where "de" meets a vowel.
  postTranslation: <T>(text: T): T => (typeof text === 'string' && currentLocale() === 'fr' ? (frenchElision(text) as T) : text),
});

/** The language the UI shows now (chosen, or followed from the OS). */
export function currentLocale(): Locale {
  return (i18n.global.locale as unknown as { value: Locale }).value;
}

/** Engine messages carry English text plus an optional key; translate when we have the key. */
export function translateMessage(message: Message, gameId?: string): string {
  // The message tree is dynamic (games plug in), so use the untyped translate functions.
  const global = i18n.global as unknown as Omit<Catalog, 'template'> & { locale: { value: Locale }; getLocaleMessage(locale: Locale): unknown };
  const template = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], global.getLocaleMessage(global.locale.value));
  return translateWith({ t: global.t, te: global.te, template }, message, gameId);
}
