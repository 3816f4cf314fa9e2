/**
 * npm run fuzz: the IPC fuzz and the kill -9 durability test at length (npm test runs them briefly).
 * TABLEKEEPER_FUZZ_RUNS and TABLEKEEPER_KILLS override the counts; TABLEKEEPER_FUZZ_SEED the seed.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './electron-support.mjs';

const env = {
  ...process.env,
  TABLEKEEPER_FUZZ_RUNS: process.env.TABLEKEEPER_FUZZ_RUNS ?? '60000',
  TABLEKEEPER_FUZZ_SEED: process.env.TABLEKEEPER_FUZZ_SEED ?? String(Date.now() % 2 ** 31),
  TABLEKEEPER_KILLS: process.env.TABLEKEEPER_KILLS ?? '40',
};
console.log(`Fuzzing ${env.TABLEKEEPER_FUZZ_RUNS} IPC payloads (seed ${env.TABLEKEEPER_FUZZ_SEED}) and ${env.TABLEKEEPER_KILLS} kill -9 restarts…`);
const vitest = join(root, 'node_modules', '.bin', 'vitest');
const result = spawnSync(vitest, ['run', 'tests/unit/ipc-fuzz.test.ts', 'tests/unit/durability.test.ts', '--testTimeout=3600000'], { cwd: root, stdio: 'inherit', env });
process.exit(result.status ?? 1);
