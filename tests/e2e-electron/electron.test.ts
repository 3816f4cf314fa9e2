/**
 * The real Electron window, driven by Playwright's _electron (under Xvfb on Linux without a display).
 * Runs wherever the Electron binary exists; elsewhere it is skipped and says why.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron, type ElectronApplication } from 'playwright-core';
// @ts-expect-error plain ESM helper shared with npm start
import { ensureElectronNative, findElectron } from '../../scripts/electron-support.mjs';
import { root, screenshot } from '../e2e/helpers';

const electron = findElectron() as { path: string | null; reason: string };
const skipReason = electron.path ? '' : `Electron end-to-end tests skipped: ${electron.reason} (npm start downloads it where the network allows).`;
if (skipReason) console.warn(skipReason);

let xvfb: ChildProcess | null = null;
let app: ElectronApplication;

function startXvfbIfNeeded(): Record<string, string> {
  if (process.platform !== 'linux' || process.env.DISPLAY) return {};
  const display = ':97';
  xvfb = spawn('Xvfb', [display, '-screen', '0', '1440x960x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  spawnSync('sleep', ['1']);
  return { DISPLAY: display };
}

describe.skipIf(!electron.path)(`Electron window${skipReason ? ` (${skipReason})` : ''}`, () => {
  beforeAll(async () => {
    ensureElectronNative();
    const env = { ...process.env, ...startXvfbIfNeeded(), TABLEKEEPER_DATA_DIR: mkdtempSync(join(tmpdir(), 'tk-electron-')) } as Record<string, string>;
    delete env.ELECTRON_RUN_AS_NODE;
    app = await _electron.launch({ executablePath: electron.path!, args: [root, '--no-sandbox'], env });
  });
  afterAll(async () => {
    await app?.close();
    xvfb?.kill();
  });

  test('opens the home page with the four games, locked down', async () => {
    const page = await app.firstWindow();
    await page.getByTestId('nav-home').waitFor();
    expect(page.url()).toBe('app://tablekeeper/index.html'); // the privileged app scheme, not file://
    for (const id of ['paris', 'paris-paris', 'en-route', 'carcassonne']) {
      expect(await page.getByTestId(`game-${id}`).isVisible()).toBe(true);
    }
    const exposed = await page.evaluate(() => ({
      node: typeof (globalThis as { require?: unknown }).require,
      bridge: Object.keys((window as unknown as { tablekeeper: object }).tablekeeper).length,
    }));
    expect(exposed.node).toBe('undefined');
    expect(exposed.bridge).toBeGreaterThan(10);
    expect(await page.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe('undefined');
    const opened = await page.evaluate(() => window.open('https://example.com') === null);
    expect(opened).toBe(true); // new windows are denied
    await screenshot(page, 'electron-home');
  });
});
