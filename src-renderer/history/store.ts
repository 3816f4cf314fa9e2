/** The history's shared state: the catalogue (games, players, groups, seasons, locations) and the filter. */
import { defineStore } from 'pinia';
import { i18n } from '../i18n';
import { call } from '../api';
import { useAppStore } from '../stores/app';
import type { ChannelOutput } from '../../src-shared/ipc/contract';
import { historyMessages } from './messages';
import type { HistoryView } from './routes';

for (const [locale, messages] of Object.entries(historyMessages)) i18n.global.mergeLocaleMessage(locale, { hist: messages });

export type Catalog = ChannelOutput<'history:catalog'>;

export interface Filter {
  from: string | null;
  to: string | null;
  groupId: number | null;
  locationId: number | null;
}

export const emptyFilter = (): Filter => ({ from: null, to: null, groupId: null, locationId: null });

export const useHistoryStore = defineStore('history', {
  state: () => ({
    catalog: { games: [], locations: [], players: [], groups: [], seasons: [], undoableMerges: [] } as Catalog,
    filter: emptyFilter(),
    message: '' as string,
  }),
  actions: {
    async loadCatalog(): Promise<void> {
      const app = useAppStore();
      const catalog = await app.guard(() => call('history:catalog', {}));
      if (catalog) this.catalog = catalog;
    },
    go(view: HistoryView): void {
      this.message = '';
      useAppStore().go({ name: 'history', view });
    },
    playerName(id: number): string {
      return this.catalog.players.find((p) => p.id === id)?.name ?? '?';
    },
  },
});

/** Dates and numbers in the UI language. */
export function useFormat() {
  const locale = (): string => (i18n.global.locale as unknown as { value: string }).value;
  return {
    date: (stamp: string): string => {
      const [d, t] = stamp.split(' ');
      const [y, m, day] = d.split('-').map(Number);
      const [h, min] = (t ?? '00:00').split(':').map(Number);
      return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(y, m - 1, day, h, min));
    },
    /** The day alone (a play's stamp or a season's `yyyy-mm-dd`): 26 nov. 2026, 2026/11/26. */
    day: (stamp: string): string => {
      // A file under review may carry anything as its date: shown as it is unless it reads as one.
      if (!/^\d{4}-\d{2}-\d{2}/.test(stamp)) return stamp;
      const [y, m, d] = stamp.slice(0, 10).split('-').map(Number);
      return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium' }).format(new Date(y, m - 1, d));
    },
    month: (month: string): string => {
      const [y, m] = month.split('-').map(Number);
      return new Intl.DateTimeFormat(locale(), { year: 'numeric', month: 'short' }).format(new Date(y, m - 1, 1));
    },
    /** `fixed`: always `digits` decimals, so a column of ratings lines up (1,00 beside 3,04). */
    number: (n: number | null, digits = 1, fixed = false): string =>
      n === null ? '—' : new Intl.NumberFormat(locale(), { maximumFractionDigits: digits, minimumFractionDigits: fixed ? digits : 0 }).format(n),
    percent: (n: number): string => new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 0 }).format(n),
  };
}
