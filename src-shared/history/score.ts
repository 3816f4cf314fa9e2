/**
 * Scores are typed by people: keep the raw text and the number parsed from it. "42", "-3", "3.5",
 * "3,5" (decimal comma) and sums such as "12+7+3" parse; anything else ("DNF", "") has no number.
 */
const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

export function parseScore(raw: string): number | null {
  const text = raw.replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return null;
  if (NUMBER.test(text)) return Number(text.replace(',', '.'));
  const terms = text.match(/[+-]?[^+-]+/g);
  if (!terms || terms.join('') !== text || terms.length < 2) return null;
  let sum = 0;
  for (const term of terms) {
    if (!NUMBER.test(term)) return null;
    sum += Number(term.replace(',', '.'));
  }
  return Math.round(sum * 1e9) / 1e9;
}

/** The text a number is written back as (BGG and BG Stats store scores as text). */
export function formatScore(score: number | null): string {
  return score === null ? '' : String(score);
}
