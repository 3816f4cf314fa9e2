/**
 * `npm run mutate [module ...]`: Stryker over each named module (all of stryker/modules.mjs when none is
 * named), one after another, then each module's score with and without text-only mutants (string
 * literals: message wording the tests do not pin). Not part of CI: a module takes minutes.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { modules } from '../stryker/modules.mjs';

const names = process.argv.slice(2);
const unknown = names.filter((n) => !(n in modules));
if (unknown.length > 0) {
  console.error(`Unknown module ${unknown.join(', ')}; choose from: ${Object.keys(modules).join(', ')}`);
  process.exit(2);
}

const detected = new Set(['Killed', 'Timeout']);
const counted = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);

/** Score = detected / (detected + survived + no coverage), as Stryker computes it; optionally without string literals. */
function score(mutants, withText) {
  const kept = mutants.filter((m) => counted.has(m.status) && (withText || m.mutatorName !== 'StringLiteral'));
  const killed = kept.filter((m) => detected.has(m.status)).length;
  return kept.length === 0 ? 'n/a' : `${((100 * killed) / kept.length).toFixed(1)}% (${killed}/${kept.length})`;
}

let failed = false;
for (const name of names.length > 0 ? names : Object.keys(modules)) {
  const run = spawnSync('npx', ['stryker', 'run', 'stryker/stryker.config.mjs'], { stdio: 'inherit', env: { ...process.env, MUTATE_MODULE: name } });
  if (run.status !== 0) {
    console.error(`${name}: Stryker exited with ${run.status}`);
    failed = true;
    continue;
  }
  const report = JSON.parse(readFileSync(`reports/mutation/${name}.json`, 'utf8'));
  const mutants = Object.values(report.files).flatMap((f) => f.mutants);
  console.log(`${name}: ${score(mutants, true)}; without text-only mutants ${score(mutants, false)}`);
}
process.exit(failed ? 1 : 0);
