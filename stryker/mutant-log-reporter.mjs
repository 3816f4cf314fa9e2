/**
 * A Stryker reporter that appends each mutant's result to `reports/mutation/<module>.mutants.jsonl` as soon as
 * it is known, so a run stopped before its end (a slow module on a shared machine) still says which mutants
 * were tested and which survived; `node scripts/mutate-partial.mjs <module>` scores what the file holds.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { PluginKind, declareClassPlugin } from '@stryker-mutator/api/plugin';

class MutantLogReporter {
  constructor() {
    this.file = `reports/mutation/${process.env.MUTATE_MODULE ?? 'unknown'}.mutants.jsonl`;
    mkdirSync('reports/mutation', { recursive: true });
    writeFileSync(this.file, '');
  }

  onMutantTested(result) {
    const { id, fileName, mutatorName, replacement, location, status } = result;
    appendFileSync(this.file, `${JSON.stringify({ id, fileName, mutatorName, replacement, line: location.start.line, column: location.start.column, status })}\n`);
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'mutant-log', MutantLogReporter)];
