/**
 * Screenshots of every board (npm run shots; BOARD_SHOTS=paris,en-route for some): 1366×768 and 1920×1080, light and
 * dark, en/ja/fr, into test-results/board-shots (gitignored), with each board's fit and smallest text
 * printed. For looking at the screens, not for asserting (the e2e tests assert).
 */
import { join } from 'node:path';
import { test } from 'vitest';
import { boardShotsDir, gamesAsked } from './shot-setup';
import { launchChromium, startApp } from '../e2e/helpers';
import { boardMetrics, boardOverflow } from '../e2e/board-metrics';
import { newMatch, showPanels } from '../e2e/play';

const GAMES = ['paris', 'paris-paris', 'en-route', 'carcassonne'];
const SIZES = (process.env.BOARD_SIZES === 'small' ? [[1366, 768]] : [[1366, 768], [1920, 1080]]) as [number, number][];

test('every board, every size, theme and language', async () => {
  const games = gamesAsked(GAMES);
  const dir = boardShotsDir();
  const app = await startApp();
  const browser = await launchChromium();
  try {
    for (const game of games) {
      for (const mode of ['digital', 'assist'] as const) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-GB' });
        const page = await context.newPage();
        await page.goto(app.url);
        await page.getByTestId('nav-home').waitFor();
        await newMatch(page, game, ['Aiko', 'Bruno', 'Chloé'].slice(0, game === 'en-route' ? 2 : 3), mode, 'shots');
        await showPanels(page, false);
        const handoff = page.getByTestId('handoff-ready');
        if (await handoff.isVisible()) await handoff.click();
        await page.locator('[data-busy="false"]').waitFor();
        for (const [width, height] of SIZES) {
          await page.setViewportSize({ width, height });
          for (const theme of ['light', 'dark']) {
            await page.getByTestId('theme').selectOption(theme);
            for (const locale of ['en', 'ja', 'fr']) {
              if (mode === 'assist' && locale !== 'en') continue;
              await page.getByTestId('locale').selectOption(locale);
              await page.waitForTimeout(150);
              const name = `${game}-${mode}-${width}-${theme}-${locale}`;
              await page.screenshot({ path: join(dir, `${name}.png`) });
              const m = await boardMetrics(page);
              const over = await boardOverflow(page);
              console.log(`${name}: smallest ${m.smallest}px, ${m.small.length}/${m.texts} under 14, scrolls ${m.pageScrolls}, ${over.join('; ') || 'fits'}`);
              if (m.small.length && width === 1366 && theme === 'light' && locale === 'en') console.log('  small:', JSON.stringify(m.small.slice(0, 12)));
            }
          }
        }
        // The language and theme are saved settings: back to English for the next match's dialog.
        await page.getByTestId('locale').selectOption('en');
        await page.getByTestId('theme').selectOption('light');
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
});
