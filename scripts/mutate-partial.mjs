/**
 * `node scripts/mutate-partial.mjs <module>`: the score of the mutants a run has tested so far (from the
 * reports/mutation/<module>.mutants.jsonl the mutant-log reporter appends to), with and without text-only
 * mutants, and each surviving or uncovered mutant. For a run that could not finish: a score over part of a
 * module, not the module's.
 */
import { readFileSync } from 'node:fs';

const name = process.argv[2];
if (!name) {
  console.error('Usage: node scripts/mutate-partial.mjs <module>');
  process.exit(2);
}
const mutants = readFileSync(`reports/mutation/${name}.mutants.jsonl`, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
const detected = new Set(['Killed', 'Timeout']);
const counted = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
const score = (withText) => {
  const kept = mutants.filter((m) => counted.has(m.status) && (withText || m.mutatorName !== 'StringLiteral'));
  const killed = kept.filter((m) => detected.has(m.status)).length;
  return kept.length === 0 ? 'n/a' : `${((100 * killed) / kept.length).toFixed(1)}% (${killed}/${kept.length})`;
};
console.log(`${name}: ${mutants.length} mutants reported; ${score(true)}; without text-only mutants ${score(false)}`);
for (const m of mutants.filter((x) => x.status === 'Survived' || x.status === 'NoCoverage')) {
  console.log(`${m.status} ${m.fileName}:${m.line}:${m.column} ${m.mutatorName}: ${m.replacement.replace(/\s+/g, ' ').slice(0, 160)}`);
}
