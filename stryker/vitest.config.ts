/** Vitest for a mutation run: only the tests of the module named by MUTATE_MODULE. */
import { defineConfig } from 'vitest/config';
import { modules } from './modules.mjs';

const module = modules[process.env.MUTATE_MODULE as keyof typeof modules];
if (!module) throw new Error(`MUTATE_MODULE names no module in stryker/modules.mjs: "${process.env.MUTATE_MODULE}"`);

export default defineConfig({
  test: {
    include: module.tests,
    setupFiles: ['tests/unit/setup-data-dir.ts'],
    testTimeout: 60_000,
    pool: 'forks',
    isolate: process.env.MUTATE_SHARE_IMPORTS !== '1',
  },
});
