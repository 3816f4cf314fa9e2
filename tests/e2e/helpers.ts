/** Starting the app the way a user does (npm start's script) and driving Debian's Chromium. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { MatchSnapshot } from '../../src-shared/ipc/contract';

export const root = join(__dirname, '..', '..');
export const CHROMIUM = process.env.TABLEKEEPER_CHROMIUM ?? '/usr/bin/chromium';
export const READY_PREFIX = 'Tablekeeper is running at http://127.0.0.1:';

export interface RunningApp {
  url: string;
  origin: string;
  dataDir: string;
  output: string[];
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Runs the browser host from source (skipping the build that global setup already did). */
export function startApp(options: { dataDir?: string; viaNpmStart?: boolean } = {}): Promise<RunningApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tk-e2e-'));
  const args = options.viaNpmStart
    ? [join(root, 'scripts', 'start.mjs')]
    : ['--import', require.resolve('tsx'), join(root, 'src-main', 'host', 'main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, TABLEKEEPER_DATA_DIR: dataDir, TABLEKEEPER_PORT: '0', TABLEKEEPER_NO_ELECTRON: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`app did not start:\n${output.join('\n')}`)), 120_000);
    const onData = (chunk: Buffer): void => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        output.push(line);
        if (line.startsWith(READY_PREFIX)) {
          clearTimeout(timer);
          const url = line.slice('Tablekeeper is running at '.length).trim();
          resolve({
            url, origin: new URL(url).origin, dataDir, output, child,
            stop: () => new Promise((done) => { child.once('exit', () => done()); child.kill('SIGTERM'); }),
          });
        }
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`app exited with ${code}:\n${output.join('\n')}`)));
  });
}

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install it with apt-get install chromium (.ci/run does).`);
  // Playwright gives every launch its own fresh, temporary --user-data-dir.
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-quic',
    ],
  });
}

export async function openPage(browser: Browser, app: RunningApp, locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 960 }, locale });
  const page = await context.newPage();
  await page.goto(app.url);
  await page.getByTestId('nav-home').waitFor();
  return page;
}

/** Screenshots land in test-results/screenshots so people can look at the screens, not only assert. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = join(root, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

export interface Session {
  app: RunningApp;
  browser: Browser;
  /** A fresh browser context (own cookies and storage) on the app, in `locale`. */
  page(locale?: string): Promise<Page>;
}

/** One app and one Chromium for a test file: started before its tests, stopped after them. */
export function appAndBrowser(options: Parameters<typeof startApp>[0] = {}): Session {
  const session = { page: (locale?: string) => openPage(session.browser, session.app, locale) } as Session;
  beforeAll(async () => {
    session.app = await startApp(options);
    session.browser = await launchChromium();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.app?.stop();
  });
  return session;
}

/** Calls the app's API from the page (same token and origin as the UI), for checks the screen does not show, e.g. how many plays the history holds. */
export async function api<T>(page: Page, channel: string, input: unknown): Promise<T> {
  return page.evaluate(async ([name, body]) => {
    // The page's own access token (src-renderer/access-token.ts), sent as the page sends it.
    const token = sessionStorage.getItem('tablekeeper.accessToken') ?? '';
    const response = await fetch(`/api/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, credentials: 'omit', body: JSON.stringify(body) });
    const reply = (await response.json()) as { ok: boolean; value?: unknown; error?: { message: string } };
    if (!reply.ok) throw new Error(reply.error?.message);
    return reply.value;
  }, [channel, input] as const) as Promise<T>;
}

/** How many plays the history holds (finished matches included, as the history screen counts them). */
export async function playCount(page: Page): Promise<number> {
  return (await api<{ total: number }>(page, 'history:plays', { limit: 1, offset: 0 })).total;
}

/** Records a play by hand through the History screen's form, as a person would. */
export async function recordPlay(page: Page, game: string, date: string, seats: [string, string][]): Promise<void> {
  await page.getByTestId('nav-history').click();
  await page.getByTestId('hist-tab-plays').click();
  await page.getByTestId('hist-record').click();
  await page.getByTestId('hist-form-game').fill(game);
  const [day, time] = date.split('T');
  await page.getByTestId('hist-form-date').fill(day!);
  await page.getByTestId('hist-form-time').fill(time!);
  for (const [i, [name, score]] of seats.entries()) {
    if (i >= 2) await page.getByTestId('hist-form-add').click();
    await page.getByTestId(`hist-form-name-${i}`).fill(name);
    await page.getByTestId(`hist-form-score-${i}`).fill(score);
  }
  await page.getByTestId('hist-form-save').click();
  await page.getByTestId('history').waitFor();
}

/** Plays a digital match to its end through the API, always taking the first legal action. */
export async function finishMatch(page: Page, matchId: number): Promise<void> {
  for (let step = 0; step < 2000; step++) {
    const peek = await api<MatchSnapshot>(page, 'match:view', { matchId, viewer: null });
    if (peek.actor === 'terminal') return;
    const viewer = typeof peek.actor === 'number' ? peek.actor : null;
    const snap = await api<MatchSnapshot>(page, 'match:view', { matchId, viewer });
    await api(page, 'match:apply', { matchId, viewer, expectedVersion: snap.version, action: snap.legalActions[0] });
  }
  throw new Error('the match did not end');
}

/** Plays the match through the API (the first legal move, as the seat to act) until `stop` says so for the seat to act. */
export async function driveUntil(page: Page, matchId: number, stop: (snap: MatchSnapshot) => boolean): Promise<MatchSnapshot> {
  for (let step = 0; step < 1500; step++) {
    const peek = await api<MatchSnapshot>(page, 'match:view', { matchId, viewer: null });
    const viewer = typeof peek.actor === 'number' ? peek.actor : null;
    const snap = await api<MatchSnapshot>(page, 'match:view', { matchId, viewer });
    if (viewer !== null && stop(snap)) return snap;
    if (peek.actor === 'terminal') throw new Error('the match ended first');
    await api(page, 'match:apply', { matchId, viewer, expectedVersion: snap.version, action: snap.legalActions[0] });
  }
  throw new Error('never reached');
}

/** Opens an unfinished match from the home page (after the API moved it on) and takes the device if asked. */
export async function resume(page: Page, matchId: number): Promise<void> {
  await page.reload();
  await page.getByTestId(`resume-${matchId}`).locator('button.primary').click();
  await page.locator('[data-busy="false"]').waitFor();
  const handoff = page.getByTestId('handoff-ready');
  if (await handoff.isVisible()) await handoff.click();
  await page.locator('[data-busy="false"]').waitFor();
}
