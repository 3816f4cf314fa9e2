/**
 * npm start: build, then open the Electron window where an Electron binary exists; otherwise serve
 * the same UI and the same main-process services on 127.0.0.1 and say so.
 * TABLEKEEPER_NO_ELECTRON=1 forces the browser host.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureElectron, ensureElectronNative, root } from './electron-support.mjs';

const require = createRequire(import.meta.url);

function build() {
  console.log('Building Tablekeeper…');
  const cli = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    console.error('Tablekeeper could not be built (see above).');
    process.exit(1);
  }
}

function run(command, args, env = process.env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function electronOrReason() {
  if (process.env.TABLEKEEPER_NO_ELECTRON === '1') return { path: null, reason: 'TABLEKEEPER_NO_ELECTRON=1 is set' };
  const electron = ensureElectron();
  if (!electron.path) return electron;
  try {
    ensureElectronNative();
    return electron;
  } catch (error) {
    return { path: null, reason: `better-sqlite3 could not be built for Electron (${error.message.split('\n')[0]})` };
  }
}

build();
const electron = electronOrReason();
if (electron.path) {
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  run(electron.path, [root], env);
} else {
  console.log(`No Electron window: ${electron.reason}. Serving the same app in your browser instead.`);
  run(process.execPath, ['--import', require.resolve('tsx'), join(root, 'src-main', 'host', 'main.ts')]);
}
