/**
 * Screenshots of the bots' moves and the hint on every board (npx vitest run -c vitest.shots.config.ts
 * tests/shots/board-marks.shots.ts; BOARD_SHOTS=paris,… for some): one person against an easy bot at 1366×768,
 * after the bot's first move with places on the board, with "Hint" asked, light and dark, en/ja/fr, into
 * test-results/board-shots (gitignored), each with its smallest board text printed. For looking, not asserting.
 */
import { join } from 'node:path';
import { test } from 'vitest';
import { boardShotsDir, gamesAsked } from './shot-setup';
import { api, launchChromium, startApp } from '../e2e/helpers';
import { boardMetrics } from '../e2e/board-metrics';
import { showPanels } from '../e2e/play';
import type { MatchSnapshot } from '../../src-shared/ipc/contract';

const GAMES = ['paris', 'paris-paris', 'carcassonne', 'en-route'];

test('bot moves and hints on every board, theme and language', async () => {
  const games = gamesAsked(GAMES);
  const dir = boardShotsDir();
  const app = await startApp();
  const browser = await launchChromium();
  try {
    for (const game of games) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-GB' });
      const page = await context.newPage();
      await page.goto(app.url);
      await page.getByTestId('nav-home').waitFor();
      await page.getByTestId(`new-${game}`).click();
      await page.getByTestId('mode-digital').check();
      const seats = page.locator('[data-testid^="seat-name-"]');
      while ((await seats.count()) < 2) await page.getByTestId('add-seat').click();
      await page.getByTestId('seat-name-0').fill('Aiko');
      await page.getByTestId('seat-kind-1').selectOption('easy');
      await page.locator('summary', { hasText: /Advanced/ }).click();
      await page.getByTestId('seed').fill('marks-shots');
      await page.getByTestId('start').click();
      const frame = page.locator('[data-testid^="match-"][data-busy]');
      await frame.waitFor();
      const matchId = Number((await frame.getAttribute('data-testid'))!.slice('match-'.length));
      // The person plays the first move offered until the bot has made a move with a place on the board.
      await showPanels(page, true);
      for (let turn = 0; turn < 60; turn++) {
        const snap = await api<MatchSnapshot>(page, 'match:view', { matchId, viewer: 0 });
        const shown = await frame.getAttribute('data-version');
        if (snap.actor !== 0 || shown !== String(snap.version) || (await frame.getAttribute('data-busy')) !== 'false') {
          await page.waitForTimeout(150);
          continue;
        }
        if (snap.botMoves?.some((m) => m.marks.length)) break;
        await page.locator('[data-testid="moves"] button').first().click();
      }
      await showPanels(page, false);
      await page.locator('[data-testid="bot-mark-box"]').first().waitFor({ timeout: 60_000 });
      await page.getByTestId('suggest-move').click();
      await page.getByTestId('suggestion').waitFor({ timeout: 120_000 });
      for (const theme of ['light', 'dark']) {
        await page.getByTestId('theme').selectOption(theme);
        for (const locale of ['en', 'ja', 'fr']) {
          await page.getByTestId('locale').selectOption(locale);
          await page.waitForTimeout(250);
          const name = `marks-${game}-1366-${theme}-${locale}`;
          await page.screenshot({ path: join(dir, `${name}.png`) });
          const m = await boardMetrics(page);
          console.log(`${name}: smallest ${m.smallest}px, ${m.small.length}/${m.texts} under 14${m.small.length ? ` ${JSON.stringify(m.small.slice(0, 6))}` : ''}`);
        }
      }
      await page.getByTestId('locale').selectOption('en');
      await page.getByTestId('theme').selectOption('light');
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
});
