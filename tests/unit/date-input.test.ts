import { describe, expect, test } from 'vitest';
import { datePattern, dateOrder, fieldLocale, formatDate, formatTime, parseDate, parseTime, twelveHours } from '../../src-renderer/util/date-input';

describe('dates typed in the app language', () => {
  test('each language writes the parts in its own order', () => {
    expect(dateOrder('fr')).toEqual(['day', 'month', 'year']);
    expect(dateOrder('ja')).toEqual(['year', 'month', 'day']);
    expect(dateOrder('en')).toEqual(['month', 'day', 'year']);
    expect(dateOrder('en-GB')).toEqual(['day', 'month', 'year']);
  });

  test('the system locale is followed only where it speaks the app language', () => {
    expect(fieldLocale('en', ['en-GB', 'fr-FR'])).toBe('en-GB');
    expect(fieldLocale('fr', ['en-US', 'fr-CA'])).toBe('fr-CA');
    expect(fieldLocale('ja', ['en-US', 'fr-FR'])).toBe('ja');
    expect(fieldLocale('fr', [])).toBe('fr');
    expect(fieldLocale('en', ['EN-au'])).toBe('EN-au');
  });

  test('a stored date is shown in the locale order, with two-digit day and month', () => {
    expect(formatDate('2026-11-06', 'fr')).toBe('06/11/2026');
    expect(formatDate('2026-11-06', 'ja')).toBe('2026/11/06');
    expect(formatDate('2026-11-06', 'en')).toBe('11/06/2026');
    expect(formatDate(null, 'fr')).toBe('');
    expect(formatDate('not a date', 'fr')).toBe('not a date');
    // Only a plain ISO day is rewritten; anything else (a stamp with a time) is shown as it is.
    expect(formatDate('2026-11-06 18:00', 'fr')).toBe('2026-11-06 18:00');
    expect(formatDate('x2026-11-06', 'fr')).toBe('x2026-11-06');
  });

  test('typed text is read in the locale order, whatever the separator', () => {
    expect(parseDate('06/11/2026', 'fr')).toEqual({ ok: true, value: '2026-11-06' });
    expect(parseDate('6.11.26', 'fr')).toEqual({ ok: true, value: '2026-11-06' });
    expect(parseDate('11/6/2026', 'en')).toEqual({ ok: true, value: '2026-11-06' });
    expect(parseDate('2026/11/6', 'ja')).toEqual({ ok: true, value: '2026-11-06' });
    expect(parseDate('2026年11月6日', 'ja')).toEqual({ ok: true, value: '2026-11-06' });
    expect(parseDate(' 2026-11-06 ', 'fr')).toEqual({ ok: true, value: '2026-11-06' });
    expect(parseDate('2026-11-06', 'en')).toEqual({ ok: true, value: '2026-11-06' });
    expect(parseDate('', 'fr')).toEqual({ ok: true, value: null });
    expect(parseDate('6. 11. 2026', 'fr')).toEqual({ ok: true, value: '2026-11-06' });
  });

  test('dates that do not exist or are not dates are refused', () => {
    for (const text of ['31/02/2026', '29/02/2025', '00/01/2026', '12/13/2026', '1/2', '1/2/3/4', 'demain', '1/2/202', '06/11/2026 18:00',
      'x2026-11-06', '2026-11-06x', '1e1/02/2026', '0x1/02/2026', '06/11/0026', '1/1/12345']) {
      expect(parseDate(text, 'fr'), text).toEqual({ ok: false });
    }
    expect(parseDate('29/02/2024', 'fr')).toEqual({ ok: true, value: '2024-02-29' });
    expect(parseDate('13/12/2026', 'en')).toEqual({ ok: false });
  });

  test('the hint spells the order with the language letters', () => {
    expect(datePattern('fr', { year: 'aaaa', month: 'mm', day: 'jj' })).toBe('jj/mm/aaaa');
    expect(datePattern('ja', { year: 'yyyy', month: 'mm', day: 'dd' })).toBe('yyyy/mm/dd');
    expect(datePattern('en', { year: 'yyyy', month: 'mm', day: 'dd' })).toBe('mm/dd/yyyy');
  });
});

describe('times typed in the app language', () => {
  test('shown on the 24-hour clock, or 12 hours where the locale reads them so', () => {
    expect(formatTime('18:05', 'fr')).toBe('18:05');
    expect(formatTime('18:05', 'ja')).toBe('18:05');
    expect(formatTime('18:05', 'en')).toBe('6:05 PM');
    expect(formatTime('00:30', 'en')).toBe('12:30 AM');
    expect(formatTime('12:00', 'en')).toBe('12:00 PM');
    expect(formatTime('18:05', 'en-GB')).toBe('18:05');
    expect(formatTime(null, 'en')).toBe('');
    // Both twelve-hour cycles (1–12 and 0–11) count as the 12-hour clock.
    expect([twelveHours('en-u-hc-h11'), twelveHours('en-u-hc-h12'), twelveHours('en-u-hc-h23'), twelveHours('ja')]).toEqual([true, true, false, false]);
    for (const odd of ['soon', '18:05:00', 'x18:05']) expect(formatTime(odd, 'en'), odd).toBe(odd);
  });

  test('read in every usual way of writing it', () => {
    const read = (text: string) => parseTime(text);
    expect(read('18:45')).toEqual({ ok: true, value: '18:45' });
    expect(read('18h45')).toEqual({ ok: true, value: '18:45' });
    expect(read('18 h 45')).toEqual({ ok: true, value: '18:45' });
    expect(read('18h')).toEqual({ ok: true, value: '18:00' });
    expect(read('18時45分')).toEqual({ ok: true, value: '18:45' });
    expect(read('6:45 PM')).toEqual({ ok: true, value: '18:45' });
    expect(read('6 pm')).toEqual({ ok: true, value: '18:00' });
    expect(read('12:10 am')).toEqual({ ok: true, value: '00:10' });
    expect(read('12:10 p.m.')).toEqual({ ok: true, value: '12:10' });
    expect(read('9')).toEqual({ ok: true, value: '09:00' });
    expect(read('')).toEqual({ ok: true, value: null });
    expect(read(' 18:45 ')).toEqual({ ok: true, value: '18:45' });
  });

  test('impossible times are refused', () => {
    for (const text of ['24:00', '18:60', '13 pm', '0 am', '18:5', 'soir', '18:45:10']) expect(parseTime(text), text).toEqual({ ok: false });
  });

  test('a formatted time reads back as itself at every minute, in every locale', () => {
    for (const locale of ['en', 'fr', 'ja']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 7) {
        const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        expect(parseTime(formatTime(hhmm, locale))).toEqual({ ok: true, value: hhmm });
      }
    }
  });

  test('a formatted date reads back as itself, in every locale', () => {
    for (const locale of ['en', 'en-GB', 'fr', 'ja']) {
      for (let day = 0; day < 800; day += 13) {
        const iso = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
        expect(parseDate(formatDate(iso, locale), locale)).toEqual({ ok: true, value: iso });
      }
    }
  });
});
