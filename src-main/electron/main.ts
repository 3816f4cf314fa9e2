/**
 * The Electron main process: opens the history, registers the IPC contract and shows one locked-down
 * window (context isolation, sandbox, no node integration, strict CSP, no navigation, no new windows),
 * its pages served from app://tablekeeper/. External links open in the system browser only when allowlisted.
 */
import { app, BrowserWindow, dialog, session, shell } from 'electron';
import { join } from 'node:path';
import { boot } from '../boot';
import { dataDir } from '../paths';
import { CONTENT_SECURITY_POLICY } from '../host/server';
import { registerIpc } from './ipc-bridge';
import { safeStorageSeal } from './safe-credentials';
import { FileCredentialStore } from '../club/credentials';
import { registerAppScheme, serveRenderer } from './app-protocol';
import { isAllowedExternal } from './external-links';
import { RENDERER_INDEX_URL } from './renderer-files';

app.setName('Tablekeeper');
app.enableSandbox();
registerAppScheme();

let mainWindow: BrowserWindow | null = null;
const rendererDir = join(__dirname, '../renderer');

function lockDownContents(): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.on('will-redirect', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      if (isAllowedExternal(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
  });
}

function createWindow(): void {
  mainWindow = new BrowserWindow({
    width: 1400,
    height: 900,
    minWidth: 960,
    minHeight: 640,
    title: 'Tablekeeper',
    show: false,
    webPreferences: {
      preload: join(__dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  mainWindow.on('closed', () => (mainWindow = null));
  void mainWindow.loadURL(RENDERER_INDEX_URL);
}

/** A second launch hands over to the first (which comes to the front) instead of opening the history twice. */
function singleInstance(): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.show();
    mainWindow.focus();
  });
  return true;
}

function bootOrExplain(): ReturnType<typeof boot> | null {
  try {
    const dir = dataDir(app.getPath('userData'));
    return boot('electron', dir, app.getAppPath(), app.getVersion(), new FileCredentialStore(dir, safeStorageSeal));
  } catch (error) {
    // A locked, unreadable or full data folder: say what and where, then stop; nothing was moved.
    dialog.showErrorBox('Tablekeeper could not start', (error as Error).message);
    app.quit();
    return null;
  }
}

if (singleInstance()) void app.whenReady().then(() => {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  lockDownContents();
  const booted = bootOrExplain();
  if (!booted) return;
  const { handlers, notices, club, bots } = booted;
  // Closing the window ends the app: every bot search is cancelled before anything else closes.
  app.on('before-quit', () => {
    bots.stop();
    club.stop();
  });
  for (const notice of notices) console.warn(notice);
  serveRenderer(rendererDir);
  registerIpc(handlers, () => mainWindow?.webContents ?? null);
  createWindow();
});

app.on('window-all-closed', () => app.quit());
