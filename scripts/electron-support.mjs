/**
 * Finding (or fetching) the Electron binary and a better-sqlite3 build for Electron's ABI.
 * Where the binary cannot be downloaded (closed networks), callers fall back to the browser host.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function electronDir() {
  try {
    return dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/** Path of the Electron executable, or null with the reason it is missing. */
export function findElectron() {
  const dir = electronDir();
  if (!dir) return { path: null, reason: 'the electron package is not installed' };
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return { path: null, reason: 'the Electron binary has not been downloaded' };
  const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? { path: binary, reason: '' } : { path: null, reason: `the Electron binary is missing at ${binary}` };
}

/** npm install does not run electron's download (allowScripts denies it); try it once here. */
export function ensureElectron() {
  const found = findElectron();
  if (found.path || !electronDir()) return found;
  const result = spawnSync(process.execPath, [join(electronDir(), 'install.js')], { stdio: 'pipe', timeout: 300_000 });
  if (result.status !== 0) {
    const why = String(result.stderr || result.error || '').split('\n').find((l) => l.trim()) ?? 'download failed';
    return { path: null, reason: `the Electron binary could not be downloaded (${why.trim().slice(0, 160)})` };
  }
  return findElectron();
}

export const electronBinding = join(root, '.native', 'electron', 'better_sqlite3.node');

/**
 * Builds better-sqlite3 for Electron's ABI into .native/electron, leaving the Node build in place
 * for tests, the CLI and the browser host. Runs once per Electron version.
 */
export function ensureElectronNative() {
  const electronVersion = JSON.parse(readFileSync(join(electronDir(), 'package.json'), 'utf8')).version;
  const stamp = join(root, '.native', 'electron', 'version.txt');
  if (existsSync(electronBinding) && existsSync(stamp) && readFileSync(stamp, 'utf8') === electronVersion) return;
  const source = dirname(require.resolve('better-sqlite3/package.json'));
  const work = join(root, '.native', 'build');
  rmSync(work, { recursive: true, force: true });
  cpSync(source, work, { recursive: true, filter: (p) => !p.includes(`${join(source, 'build')}`) });
  const nodeGyp = require.resolve('node-gyp/bin/node-gyp.js');
  // Node's own headers (npm's nodedir) are the wrong ones here: Electron's come from its header server.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.toLowerCase() !== 'npm_config_nodedir'));
  execFileSync(process.execPath, [nodeGyp, 'rebuild', '--release', `--target=${electronVersion}`, '--runtime=electron', '--dist-url=https://electronjs.org/headers'], {
    cwd: work,
    stdio: 'inherit',
    env,
  });
  mkdirSync(dirname(electronBinding), { recursive: true });
  cpSync(join(work, 'build', 'Release', 'better_sqlite3.node'), electronBinding);
  writeFileSync(stamp, electronVersion);
  rmSync(work, { recursive: true, force: true });
}
