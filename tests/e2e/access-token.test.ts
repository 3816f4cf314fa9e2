/**
 * The browser host's access token never reaches another server on 127.0.0.1: after using the app, the
 * browser visits a second local server (another port, as any other local program could run), which
 * records every request it gets. It must see no cookie and no trace of the token.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { appAndBrowser } from './helpers';

const session = appAndBrowser();
const seen: { url: string; headers: IncomingMessage['headers'] }[] = [];
let spy: Server;
let spyPort: number;

beforeAll(async () => {
  spy = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>other local server</title><img src="/pixel.png"><script>fetch("/probe", { credentials: "include" })</script>');
  });
  await new Promise<void>((resolve) => spy.listen(0, '127.0.0.1', () => resolve()));
  spyPort = (spy.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => spy.close(() => resolve())));

describe('the access token stays with the app', () => {
  test('the page keeps the token out of cookies and the address bar, and still works after a reload', async () => {
    const page = await session.page();
    expect(page.url()).toBe(`${session.app.origin}/`);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await page.context().cookies()).toEqual([]);
    await page.reload();
    await page.getByTestId('nav-home').waitFor();
    await page.getByTestId('game-paris').waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  test('another local server the browser visits after using the app receives nothing secret', async () => {
    const page = await session.page();
    await page.getByTestId('nav-history').click();
    await page.waitForLoadState('networkidle');
    const token = new URL(session.app.url).hash.slice('#token='.length);
    expect(token.length).toBeGreaterThan(20);
    for (const host of ['127.0.0.1', 'localhost']) {
      await page.goto(`http://${host}:${spyPort}/`);
      await page.waitForLoadState('networkidle');
    }
    expect(seen.map((r) => r.url)).toEqual(expect.arrayContaining(['/', '/pixel.png', '/probe']));
    for (const request of seen) {
      expect(request.headers.cookie, request.url).toBeUndefined();
      expect(request.headers.authorization, request.url).toBeUndefined();
      expect(JSON.stringify(request), request.url).not.toContain(token);
      expect(request.headers.referer ?? '', request.url).not.toContain(String(new URL(session.app.origin).port));
    }
    await page.context().close();
  });

  test('a page opened without the token shows why it cannot reach the history', async () => {
    const context = await session.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(session.app.origin + '/');
    expect(response?.status()).toBe(200);
    await page.getByTestId('error').waitFor();
    await expect(page.getByTestId('error').textContent()).resolves.toMatch(/full address printed in the terminal/);
    await context.close();
  });
});
