/**
 * Screenshots for comparing the En Route maps before and after a drawing change (MAP_SHOTS_DIR): the played board
 * after some moves and the calculator's example maps, 1366×768, light and dark.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'vitest';
import { launchChromium, startApp } from '../e2e/helpers';
import { newMatch, showPanels } from '../e2e/play';

test('en route maps', async () => {
  const dir = process.env.MAP_SHOTS_DIR ?? '/tmp/explain/shots';
  mkdirSync(dir, { recursive: true });
  const app = await startApp();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(app.url);
    await page.getByTestId('nav-home').waitFor();
    await newMatch(page, 'en-route', ['Aiko', 'Bruno'], 'digital', 'shots');
    let x = 12345;
    for (let step = 0; step < 60; step++) {
      await page.locator('[data-busy="false"]').waitFor();
      const handoff = page.getByTestId('handoff-ready');
      if (await handoff.isVisible()) { await handoff.click(); continue; }
      const moves = page.locator('[data-testid="moves"] button');
      const n = await moves.count();
      if (!n) break;
      x = (x * 1103515245 + 12345) % 2147483648;
      await moves.nth(x % n).click();
    }
    await page.locator('[data-busy="false"]').waitFor();
    await showPanels(page, false);
    for (const theme of ['light', 'dark']) {
      await page.getByTestId('theme').selectOption(theme);
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(dir, `board-${theme}.png`) });
      await page.locator('details.others summary').click();
      await page.waitForTimeout(200);
      await page.locator('details.others').screenshot({ path: join(dir, `others-${theme}.png`) });
      await page.locator('details.others summary').click();
    }
    await page.getByTestId('theme').selectOption('light');
    await page.getByTestId('nav-home').click();
    await page.getByRole('button', { name: 'Final route calculator' }).click();
    await page.getByTestId('er-route-tool').waitFor();
    for (const city of ['First City', 'Paris', 'New York', 'Rio de Janeiro']) {
      await page.getByTestId('er-route-city').selectOption({ label: city });
      await page.getByTestId('er-route-example').click();
      await page.getByTestId('er-route-compute').click();
      await page.getByTestId('er-route-result').waitFor();
      for (const theme of ['light', 'dark']) {
        await page.getByTestId('theme').selectOption(theme);
        await page.waitForTimeout(300);
        await page.getByTestId('er-city-map').screenshot({ path: join(dir, `calc-${city}-${theme}.png`) });
      }
      await page.getByTestId('theme').selectOption('light');
    }
  } finally {
    await browser.close();
    await app.stop();
  }
});
