import type { Message } from './types';

/** A translatable line: English `text` for the CLI and logs, `key` + `params` for the renderer. */
export function message(text: string, key: string, params: Record<string, string | number> = {}): Message {
  return { text, key, params };
}

/** The UI languages. A phrase that a template cannot assemble (a list, an ordinal) is built in each. */
export const LANGS = ['en', 'ja', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

/** Param name holding a phrase in `lang`: `detail`, `detailJa`, `detailFr`; each language's template picks its own. */
export function paramFor(base: string, lang: Lang): string {
  return lang === 'en' ? base : `${base}${lang[0].toUpperCase()}${lang.slice(1)}`;
}

/** Params `<base>`, `<base>Ja`, `<base>Fr` for a phrase built in every UI language. */
export function inEveryLanguage(base: string, build: (lang: Lang) => string): Record<string, string> {
  return Object.fromEntries(LANGS.map((lang) => [paramFor(base, lang), build(lang)]));
}

/** Names of the `{param}` slots in a template (none when it is not text). */
export function templateParams(template: unknown): string[] {
  return typeof template === 'string' ? [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]) : [];
}

/** Fills `{name}` slots, for phrases a game composes itself in each language (e.g. a card in a log line). */
export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** An English count with its noun in agreement, for engine texts: "1 section", "2 sections". */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A list in every UI language, e.g. "Anna 5, Ben 3" and "Anna 5、Ben 3". */
export function listInEveryLanguage(base: string, items: (lang: Lang) => readonly string[]): Record<string, string> {
  return inEveryLanguage(base, (lang) => items(lang).join(lang === 'ja' ? '、' : ', '));
}

/**
 * French elides "de" and "que" before a vowel: a name typed by players ("Ann") makes "de Ann" out of a
 * template's "de {name}", which French writes "d'Ann". Fixed template text is already written elided.
 * A leading "h" is left alone: "de Hugo" (h aspiré) and "d'Hélène" cannot be told apart from the letters.
 */
export function frenchElision(text: string): string {
  return text.replace(/(^|[\s(«"—–-])(de|que|De|Que) (?=[aeiouyàâäéèêëîïôöùûüœæAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ])/g, (_, before: string, word: string) => `${before}${word.slice(0, -1)}'`);
}
