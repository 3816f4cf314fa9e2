/** Where things live on disk, shared by Electron, the browser host and the CLI. */
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout (or packaged app) root: two levels above this file in source, and in out/main. */
export function projectRoot(fromUrl: string = import.meta.url): string {
  return resolve(dirname(fileURLToPath(fromUrl)), '..');
}

/** The same folder Electron's app.getPath('userData') gives for the app name "Tablekeeper". */
export function defaultUserDataDir(): string {
  if (process.platform === 'win32') return join(process.env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Tablekeeper');
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Tablekeeper');
  return join(process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'Tablekeeper');
}

export function dataDir(userData: string = defaultUserDataDir()): string {
  return process.env.TABLEKEEPER_DATA_DIR || join(userData, 'data');
}
