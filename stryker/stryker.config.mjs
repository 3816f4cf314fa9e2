/**
 * One Stryker run over one module of `stryker/modules.mjs`, named by MUTATE_MODULE (scripts/mutate.mjs sets
 * it). Vitest then runs only that module's tests (stryker/vitest.config.ts reads the same name).
 */
import { modules } from './modules.mjs';

const name = process.env.MUTATE_MODULE ?? '';
const module = modules[name];
if (!module) throw new Error(`MUTATE_MODULE must be one of: ${Object.keys(modules).join(', ')} (got "${name}")`);

export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './stryker/mutant-log-reporter.mjs'],
  vitest: { configFile: 'stryker/vitest.config.ts', related: false },
  mutate: [module.mutate],
  coverageAnalysis: 'perTest',
  // Two cores shared with other work: one test process keeps a run from starving the machine.
  concurrency: 1,
  timeoutMS: 60_000,
  ignoreStatic: true,
  ignorePatterns: ['.stryker-tmp', 'docs', 'out', 'dist', 'release', 'test-results', 'reports', '.tmp', 'bench', 'resources'],
  tempDirName: `.stryker-tmp/${name}`,
  // MUTATE_INCREMENTAL=1: test again only the mutants whose code or covering tests changed since the last
  // incremental run of this module (the rest keep their result), so a run after new tests takes minutes.
  incremental: process.env.MUTATE_INCREMENTAL === '1',
  // MUTATE_NO_TEXT=1: leave string literals unmutated. The score that counts is the one without text-only
  // mutants anyway; not creating them saves a slow module's run a quarter of its mutants or more.
  mutator: { excludedMutations: process.env.MUTATE_NO_TEXT === '1' ? ['StringLiteral'] : [] },
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  reporters: ['clear-text', 'progress', 'json', 'mutant-log'],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { reportTests: false, reportMutants: true, logTests: false },
};
