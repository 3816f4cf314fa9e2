import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** Builds main, preload and renderer once for every end-to-end test. */
export default function setup(): void {
  const root = join(__dirname, '..', '..');
  const cli = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
}
