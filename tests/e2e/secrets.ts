/**
 * Each seat's secrets as words a screen could show, derived from the engine through the API: the log lines
 * only that seat may read (its view's log against the public one), translated with the app's own message
 * trees, plus facts of its private view that have a fixed wording (En Route's hand and goals, the francs
 * behind a Paris screen). Used to check that no page shows a seat's secrets before that seat takes the device.
 */
import type { Page } from 'playwright-core';
import { createI18n } from 'vue-i18n';
import { en } from '../../src-renderer/i18n/en';
import { ja } from '../../src-renderer/i18n/ja';
import { fr } from '../../src-renderer/i18n/fr';
import { frenchPlural, translateWith } from '../../src-renderer/i18n/translate';
import { fillTemplate, frenchElision, type Lang } from '../../src-shared/engine/message';
import { messages as parisMessages } from '../../src-shared/games/paris/messages';
import { messages as parisParisMessages } from '../../src-shared/games/paris-paris/messages';
import { messages as enRouteMessages } from '../../src-shared/games/en-route/messages';
import { messages as carcassonneMessages } from '../../src-shared/games/carcassonne/messages';
import { cardPhrase } from '../../src-shared/games/en-route/describe';
import { CARD_BY_ID } from '../../src-shared/games/en-route/data';
import { personalGoalWords } from '../../src-shared/games/en-route/places';
import type { ChannelInput, ChannelOutput, MatchSnapshot } from '../../src-shared/ipc/contract';
import type { Channel } from '../../src-shared/ipc/channels';
import { api as untypedApi } from './helpers';

const gameMessages = { paris: parisMessages, 'paris-paris': parisParisMessages, 'en-route': enRouteMessages, carcassonne: carcassonneMessages };
const withGames = (base: object, lang: Lang) => ({ ...base, games: Object.fromEntries(Object.entries(gameMessages).map(([id, m]) => [id, (m as Record<Lang, unknown>)[lang]])) });

const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  missingWarn: false,
  fallbackWarn: false,
  pluralRules: { fr: frenchPlural },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  messages: { en: withGames(en, 'en'), ja: withGames(ja, 'ja'), fr: withGames(fr, 'fr') } as any,
});

/** An engine message as the app shows it in `lang` (the same code path as the renderer). */
export function shown(message: MatchSnapshot['log'][number]['text'], gameId: string, lang: Lang): string {
  const global = i18n.global as unknown as { t(key: string, params: object): string; te(key: string): boolean; locale: { value: Lang }; getLocaleMessage(l: Lang): unknown };
  global.locale.value = lang;
  const template = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], global.getLocaleMessage(lang));
  const text = translateWith({ t: global.t, te: global.te, template }, message, gameId);
  return lang === 'fr' ? frenchElision(text) : text;
}

/** The app's API through the page's own token (tests/e2e/helpers.ts), typed by the contract. */
export function api<C extends Channel>(page: Page, channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C>> {
  return untypedApi<ChannelOutput<C>>(page, channel, input);
}

type View = Record<string, unknown>;

function enRouteFacts(own: View, publicView: View, seat: number, lang: Lang): string[] {
  const mine = (own.seats as { board: number; hand: string[] | null; goalChoices: string[] | null; personalGoal: string | null }[])[seat];
  const publicJson = JSON.stringify(publicView);
  // A card whose face is also public (a discard, the sequence) is no secret by its words alone.
  const publicPhrases = new Set([...CARD_BY_ID.keys()].filter((id) => publicJson.includes(`"${id}"`)).map((id) => cardPhrase(id, lang)));
  const cards = (mine.hand ?? []).map((id) => cardPhrase(id, lang)).filter((p) => !publicPhrases.has(p));
  const goals = [...(mine.goalChoices ?? []), ...(mine.personalGoal ? [mine.personalGoal] : [])]
    .filter((id) => !publicJson.includes(`"${id}"`))
    .map((id) => personalGoalWords(id, mine.board, lang));
  return [...cards, ...goals];
}

function parisFacts(own: View, seat: number, lang: Lang): string[] {
  const francs = (own.players as { francs: number | null }[])[seat].francs;
  if (francs === null) return [];
  const board = parisMessages[lang].board;
  return [`${board.screen} — ${fillTemplate(board.francs, { n: francs })}`];
}

/** Every secret of `seat` in words, in `lang`: empty when it keeps nothing from the public screen. */
export async function secretsOf(page: Page, matchId: number, seat: number, publicSnap: MatchSnapshot, lang: Lang): Promise<string[]> {
  const own = await api(page, 'match:view', { matchId, viewer: seat });
  const gameId = own.gameId;
  const privateLines = own.log
    .filter((entry, i) => JSON.stringify(entry.text) !== JSON.stringify(publicSnap.log[i]?.text))
    .map((entry) => shown(entry.text, gameId, lang));
  const facts = gameId === 'en-route' ? enRouteFacts(own.view as View, publicSnap.view as View, seat, lang)
    : gameId === 'paris' ? parisFacts(own.view as View, seat, lang)
    : [];
  return [...new Set([...privateLines, ...facts])].filter((text) => text.trim().length > 0);
}

/** Everything the page holds that a person or an assistive technology could read: text, every attribute, values, title. */
export async function pageText(page: Page, skip?: string): Promise<string> {
  return page.evaluate((skipSelector) => {
    const parts: string[] = [document.title];
    const skipped = skipSelector ? [...document.querySelectorAll(skipSelector)] : [];
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (skipped.some((s) => s !== node && s.contains(node)) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        parts.push(node.textContent ?? '');
        continue;
      }
      const element = node as Element;
      if (element.tagName === 'SCRIPT' || element.tagName === 'STYLE') continue;
      for (const attribute of element.attributes) parts.push(attribute.value);
      if ('value' in element && typeof (element as HTMLInputElement).value === 'string') parts.push((element as HTMLInputElement).value);
    }
    return parts.join('\n');
  }, skip);
}
