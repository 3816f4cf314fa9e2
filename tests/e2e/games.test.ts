/** Every registered game: a complete 2-player digital game through the UI, and an end-state score sheet. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { listGames } from '../../src-shared/games/registry';
import { launchChromium, openPage, screenshot, startApp, type RunningApp } from './helpers';
import { newMatch, playToEnd } from './play';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

if (listGames().length === 0) test.skip('no game is registered yet, so there is nothing to play through the UI', () => {});

describe.each(listGames().map((g) => [g.meta.id, g] as const))('%s in Chromium', (id, game) => {
  test('a complete 2-player digital game, played through the UI, ends in a final score with reasons', async () => {
    const page = await openPage(browser, app);
    const players = Math.max(2, game.meta.minPlayers);
    await newMatch(page, id, ['Alice', 'Bruno', 'Chloé', 'Daichi'].slice(0, players));
    await playToEnd(page, id, game.meta.maxActions(players) * 2);
    const score = page.getByTestId('score');
    await expect(score.textContent()).resolves.toMatch(/Final score/);
    expect(await score.locator('tbody tr').count()).toBeGreaterThan(0);
    await page.getByTestId('nav-history').click();
    await expect(page.getByTestId('history').textContent()).resolves.toContain('Alice');
  });

  test('the end-state score sheet scores the documented example', async () => {
    const page = await openPage(browser, app);
    await page.getByTestId(`score-${id}`).click();
    if (!(await page.getByTestId('end-state-score').isVisible())) await page.locator('summary', { hasText: /End state/ }).click();
    await page.getByTestId('end-state-score').click();
    await page.getByTestId('score').waitFor();
    expect(await page.getByTestId('score').locator('tbody tr').count()).toBeGreaterThan(0);
    await screenshot(page, `${id}-end-state`);
  });
});
