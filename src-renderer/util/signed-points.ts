/** A gain in points to one decimal, signed (+1.1, −0.5; 0.0 unsigned), with the language's decimal mark: +1,1 in French. */
export function signedPoints(value: number, locale: string): string {
  const digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.abs(value));
  const sign = Math.round(value * 10) === 0 ? '' : value > 0 ? '+' : '−';
  return `${sign}${digits}`;
}
