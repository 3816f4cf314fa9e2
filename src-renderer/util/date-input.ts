/**
 * Dates and times typed in the app's language, not the browser's. A native date field writes the date in the
 * order of the browser's locale (11/06/2026 on an American system), so a French table reading "11/06" in a
 * French app takes it for 11 June. These fields show and read the order of the app's language instead, and
 * always accept ISO (2026-11-06). The stored values stay ISO: `yyyy-mm-dd` and `HH:MM`.
 */

export type Parsed = { ok: true; value: string | null } | { ok: false };

type Part = 'year' | 'month' | 'day';

/**
 * The locale whose conventions the fields follow: the system's own when it speaks the app's language (en-GB
 * writes day first, en-US month first), else the app's language.
 */
export function fieldLocale(appLocale: 'en' | 'ja' | 'fr', systemLanguages: readonly string[]): string {
  return systemLanguages.find((l) => l.slice(0, 2).toLowerCase() === appLocale) ?? appLocale;
}

const numericDate = (locale: string) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });

/** The order the locale writes a date's parts in (day, month, year for French). */
export function dateOrder(locale: string): Part[] {
  return numericDate(locale).formatToParts(new Date(Date.UTC(2026, 10, 6)))
    .map((p) => p.type)
    .filter((t): t is Part => t === 'year' || t === 'month' || t === 'day');
}

/** `2026-11-06` as the locale writes it with numbers: 06/11/2026 in French, 2026/11/06 in Japanese. */
export function formatDate(iso: string | null, locale: string): string {
  const parts = isoParts(iso ?? '');
  if (!parts) return iso ?? '';
  return numericDate(locale).format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)));
}

/**
 * Reads a date typed in the locale's order (any of / . - or spaces between the parts, a two-digit year taken
 * as 20xx) or as ISO. Empty text is no date; a day that does not exist (31/02) is refused.
 */
export function parseDate(text: string, locale: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  // Japanese ends a date with 日, which leaves an empty piece after the last separator.
  const numbers = iso ? iso.slice(1) : trimmed.split(/[\s./\-年月日]+/u).filter((s) => s !== '');
  if (numbers.length !== 3 || numbers.some((n) => !/^\d{1,4}$/.test(n))) return { ok: false };
  const order: Part[] = iso ? ['year', 'month', 'day'] : dateOrder(locale);
  const read = Object.fromEntries(order.map((part, i) => [part, numbers[i]!])) as Record<Part, string>;
  if (read.year.length !== 4 && read.year.length !== 2) return { ok: false };
  const year = Number(read.year) + (read.year.length === 2 ? 2000 : 0);
  return validDate(year, Number(read.month), Number(read.day));
}

/** A day that does not exist rolls over (31/02 to 3 March, month 13 to the next year), so it reads back otherwise. */
function validDate(year: number, month: number, day: number): Parsed {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC takes a year below 100 as 19xx: a year 0026 comes back as 1926 and is refused too.
  if (date.getUTCFullYear() !== year || date.getUTCDate() !== day) return { ok: false };
  return { ok: true, value: `${year}-${pad(month)}-${pad(day)}` };
}

function isoParts(iso: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}

/** Whether the locale reads the clock in twelve hours (en-US: 6:05 PM). */
export function twelveHours(locale: string): boolean {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h12' || cycle === 'h11';
}

/** `18:05` as the locale writes it: 18:05 in French and Japanese, 6:05 PM in American English. */
export function formatTime(hhmm: string | null, locale: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm ?? '');
  if (!m) return hhmm ?? '';
  if (!twelveHours(locale)) return m[0];
  const hour = Number(m[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${m[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * Reads a time of day: 18:45, 18h45 (French), 18時45分 (Japanese), 6:45 pm, 6 pm, or 18 alone. Minutes must be
 * two digits; an hour past 23 (or past 12 with am/pm) is refused.
 */
export function parseTime(text: string): Parsed {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '') return { ok: true, value: null };
  const m = /^(\d{1,2})(?:\s*(?::|h|時|\.)\s*(\d{2})?\s*分?)?\s*(a\.?m\.?|p\.?m\.?)?$/u.exec(trimmed);
  if (!m) return { ok: false };
  let hour = Number(m[1]);
  const minute = m[2] === undefined ? 0 : Number(m[2]);
  const half = m[3]?.[0];
  if (half) {
    if (hour < 1 || hour > 12) return { ok: false };
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return { ok: false };
  return { ok: true, value: `${pad(hour)}:${pad(minute)}` };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** How to write a date, for the field's hint: `dd/mm/yyyy` with the locale's own letters (French `jj/mm/aaaa`). */
export function datePattern(locale: string, letters: Record<Part, string>): string {
  const parts = numericDate(locale).formatToParts(new Date(Date.UTC(2026, 10, 6)));
  return parts.map((p) => (p.type === 'year' || p.type === 'month' || p.type === 'day' ? letters[p.type] : p.value)).join('');
}
