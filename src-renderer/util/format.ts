/** Dates and numbers in the language the UI shows (not the browser's), through Intl. */
import { currentLocale } from '../i18n';

export function dateTime(iso: string, locale: string = currentLocale()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function number(n: number, locale: string = currentLocale()): string {
  return new Intl.NumberFormat(locale).format(n);
}
