/**
 * npm run dist: a release build for this platform (AppImage + deb on Linux, NSIS on Windows, dmg on macOS)
 * with electron-builder (electron-builder.yml), fuses flipped after packing (resources/after-pack.cjs).
 * It needs the Electron binary; where that cannot be downloaded it stops first and says why.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureElectron, root } from './electron-support.mjs';

const electron = process.env.TABLEKEEPER_NO_ELECTRON === '1' ? { path: null, reason: 'TABLEKEEPER_NO_ELECTRON=1 is set' } : ensureElectron();
if (!electron.path) {
  console.error(`npm run dist cannot build a release here: ${electron.reason}. A release packs the Electron binary, so build on a machine that can download it (npm run dist fetches it once). Nothing was built.`);
  process.exit(1);
}

function step(name, command, args) {
  console.log(`== ${name} ==`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`npm run dist: ${name} failed (see above).`);
    process.exit(result.status ?? 1);
  }
}

step('build', process.execPath, [join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build']);
step('package', process.execPath, [join(root, 'node_modules', 'electron-builder', 'cli.js'), '--publish', 'never']);
console.log(`Release files are in ${join(root, 'release')}.`);
