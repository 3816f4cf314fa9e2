import { test } from 'vitest';
import type { Page } from 'playwright-core';
import { appAndBrowser } from './helpers';
import { showPanels } from './play';
const session = appAndBrowser();

async function start(page: Page, gameId: string, players: number): Promise<void> {
  await page.getByTestId('nav-home').click();
  await page.getByTestId(`new-${gameId}`).click();
  await page.getByTestId('mode-digital').check();
  const seats = page.locator('[data-testid^="seat-name-"]');
  while ((await seats.count()) < players) await page.getByTestId('add-seat').click();
  while ((await seats.count()) > players) await page.locator('.seat button', { hasText: 'Remove' }).last().click();
  await page.getByTestId('seat-name-0').fill('Aiko');
  await page.getByTestId('seat-kind-0').selectOption('');
  for (let seat = 1; seat < players; seat++) {
    await page.getByTestId(`seat-name-${seat}`).fill('');
    await page.getByTestId(`seat-kind-${seat}`).selectOption('normal');
  }
  await page.locator('summary', { hasText: /Advanced/ }).click();
  await page.getByTestId('seed').fill(`shot-${gameId}`);
  await page.getByTestId('start').click();
  await page.locator('[data-testid^="match-"][data-busy]').waitFor();
}

test('shots', async () => {
  const page = await session.page('en-GB');
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const gameId of ['paris', 'paris-paris', 'en-route', 'carcassonne']) {
    await page.getByTestId('locale').selectOption('en');
    await page.emulateMedia({ colorScheme: 'light' });
    await start(page, gameId, 3);
    await page.waitForTimeout(4000);
    await page.getByTestId('locale').selectOption('ja');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/${gameId}-ja-dark.png` });
    await page.getByTestId('locale').selectOption('fr');
    await page.emulateMedia({ colorScheme: 'light' });
    if (await page.getByTestId('suggest-move').count()) {
      await page.getByTestId('suggest-move').click();
      await page.getByTestId('suggestion').waitFor({ timeout: 20000 }).catch(() => undefined);
    }
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/${gameId}-fr-light.png` });
    await showPanels(page);
    await page.screenshot({ path: `/tmp/shots/${gameId}-fr-light-panels.png` });
  }
  await page.getByTestId('locale').selectOption('en');
});
