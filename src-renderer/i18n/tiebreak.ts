/**
 * A tie-break explanation in the reader's language, from the parts src-shared/engine/ranking.ts puts in
 * its params: each seat's name and value, the unit (through `tiebreakUnits`), and who came out ahead.
 * The rule's own name arrives already translated.
 */
type Params = Record<string, string | number>;

export function tieBreakExplanation(params: Params, rule: string, t: (key: string, params: Params) => string, te: (key: string) => boolean): string {
  const unitKey = `tiebreakUnits.${String(params.unit).replace(/\W+/g, '_')}`;
  // The unit agrees with each value ("1 section", "0 section" in French): `count` picks the plural form.
  const unitOf = (value: string | number) => (te(unitKey) ? t(unitKey, { count: Number(value) }) : String(params.unit));
  const list = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => String(params[`${prefix}${i}`]));
  const values = list('name', Number(params.count))
    .map((name, i) => t('tiebreak.value', { name, value: params[`value${i}`], unit: unitOf(params[`value${i}`]) }))
    .join(t('tiebreak.separator', {}));
  const ahead = list('ahead', Number(params.aheadCount)).join(t('tiebreak.and', {}));
  const verdict = ahead ? t('tiebreak.ahead', { names: ahead }) : t('tiebreak.level', {});
  return t('tiebreak.explanation', { rule, values, verdict });
}
