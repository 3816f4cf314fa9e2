/** Every registered game: a complete 2-player digital game through the UI, and an end-state score sheet. */
import { describe, expect, test } from 'vitest';
import { listGames } from '../../src-shared/games/registry';
import { appAndBrowser, screenshot } from './helpers';
import { newMatch, playToEnd } from './play';

const session = appAndBrowser();

if (listGames().length === 0) test.skip('no game is registered yet, so there is nothing to play through the UI', () => {});

describe.each(listGames().map((g) => [g.meta.id, g] as const))('%s in Chromium', (id, game) => {
  test('a complete 2-player digital game, played through the UI, ends in a final score with reasons', async () => {
    const page = await session.page();
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
    const page = await session.page();
    await page.getByTestId(`score-${id}`).click();
    if (!(await page.getByTestId('end-state-score').isVisible())) await page.locator('summary', { hasText: /End state/ }).click();
    await page.getByTestId('end-state-example').click();
    await page.getByTestId('end-state-score').click();
    await page.getByTestId('score').waitFor();
    expect(await page.getByTestId('score').locator('tbody tr').count()).toBeGreaterThan(0);
    await screenshot(page, `${id}-end-state`);
  });
});
