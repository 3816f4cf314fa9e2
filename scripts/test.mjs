/**
 * npm test: lint, types, unit tests, then the end-to-end tests (Chromium through the browser host,
 * and Electron where its binary exists). Stops at the first failing stage.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './electron-support.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = join(root, 'test-results', 'reports');
const vitest = (file, extra) => ['run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, file)}`];
const stages = [
  ['lint', bin('eslint'), ['.']],
  ['types', bin('vue-tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['unit tests', bin('vitest'), vitest('unit.json', [])],
  ['end-to-end tests', bin('vitest'), vitest('e2e.json', ['-c', 'vitest.e2e.config.ts'])],
];

/** One plain closing line, summed over every vitest stage: "N passed, N failed, N skipped". */
function summary() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const file of ['unit.json', 'e2e.json']) {
    const path = join(reports, file);
    if (!existsSync(path)) continue;
    const report = JSON.parse(readFileSync(path, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
  return `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
for (const [name, command, args] of stages) {
  console.log(`\n== ${name} ==`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\nnpm test: ${name} failed.`);
    console.log(summary());
    process.exit(result.status ?? 1);
  }
}
console.log('\nnpm test: all stages passed.');
console.log(summary());
