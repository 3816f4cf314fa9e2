/** App-wide state: which screen is shown, settings, the game list and a visible error line. */
import { defineStore } from 'pinia';
import { call, ApiError } from '../api';
import { i18n, osLocale } from '../i18n';
import type { ChannelInput, GameInfo, Locale, Settings } from '../../src-shared/ipc/contract';
import type { GameId } from '../../src-shared/engine/types';
import type { AppError } from '../../src-shared/engine/errors';
import type { HistoryView } from '../history/routes';

export type Screen =
  | { name: 'home' }
  | { name: 'new-game'; gameId: GameId }
  | { name: 'match'; matchId: number }
  | { name: 'history'; view?: HistoryView }
  | { name: 'end-state'; gameId: GameId | null }
  | { name: 'tool'; gameId: GameId; toolId: string }
  | { name: 'settings' }
  /** A saved log file opened to be looked at (never saved). */
  | { name: 'replay-log'; log: ChannelInput<'match:replay-log'>['log']; fileName: string; total: number };

export const useAppStore = defineStore('app', {
  state: () => ({
    screen: { name: 'home' } as Screen,
    games: [] as GameInfo[],
    settings: { locale: null, theme: 'system', textScale: 1, patterns: true, handOff: 'private', defaultPlayers: [], rateBots: false } as Settings,
    host: 'electron' as 'electron' | 'browser',
    notices: [] as string[],
    error: '' as string,
    ready: false,
  }),
  actions: {
    async load(): Promise<void> {
      await this.guard(async () => {
        const [info, games, settings] = await Promise.all([call('app:info', {}), call('games:list', {}), call('settings:get', {})]);
        this.host = info.host;
        this.notices = info.notices;
        this.games = games;
        this.applySettings(settings);
        this.ready = true;
      });
    },
    go(screen: Screen): void {
      this.error = '';
      this.screen = screen;
    },
    async setLocale(locale: Locale): Promise<void> {
      await this.guard(async () => this.applySettings(await call('settings:set', { locale })));
    },
    async setTheme(theme: Settings['theme']): Promise<void> {
      await this.guard(async () => this.applySettings(await call('settings:set', { theme })));
    },
    /** Saves some settings through main and shows what main kept. */
    async saveSettings(changes: Partial<Settings>): Promise<boolean> {
      const saved = await this.guard(async () => this.applySettings(await call('settings:set', changes)));
      return saved !== undefined;
    },
    applySettings(settings: Settings): true {
      this.settings = settings;
      const locale = settings.locale ?? osLocale();
      (i18n.global.locale as unknown as { value: string }).value = locale;
      document.documentElement.lang = locale;
      if (settings.theme === 'system') delete document.documentElement.dataset.theme;
      else document.documentElement.dataset.theme = settings.theme;
      // The root font size (base.css) follows --text-scale: every rem in the app, boards' text included.
      document.documentElement.style.setProperty('--text-scale', String(settings.textScale));
      document.documentElement.dataset.patterns = settings.patterns ? 'on' : 'off';
      return true;
    },
    /** Runs an API call, turning a typed error into the visible error line instead of a crash. */
    async guard<T>(work: () => Promise<T>): Promise<T | undefined> {
      try {
        this.error = '';
        return await work();
      } catch (error) {
        this.error = error instanceof ApiError ? errorText(error.error) : String((error as Error).message ?? error);
        return undefined;
      }
    },
  },
});

/** A typed error in the reader's language when it carries a message key; else main's text. */
export function errorText(error: AppError): string {
  const global = i18n.global as unknown as { t: (key: string, params: Record<string, unknown>) => string; te: (key: string) => boolean };
  if (!error.detail || !global.te(error.detail.key)) return error.message;
  const where = error.path.length ? ` (${error.path.join('.')})` : '';
  return `${global.t(error.detail.key, error.detail.params)}${where}`;
}
