import { describe, expect, test } from 'vitest';
import { appAndBrowser, READY_PREFIX, screenshot, startApp } from './helpers';

const session = appAndBrowser({ viaNpmStart: true });

describe('the app in Chromium through the browser host', () => {
  test('npm start prints exactly one ready line and says why there is no Electron window', () => {
    expect(session.app.output.filter((l) => l.startsWith('Tablekeeper is running at')).length).toBe(1);
    expect(session.app.output.find((l) => l.startsWith(READY_PREFIX))).toMatch(/^Tablekeeper is running at http:\/\/127\.0\.0\.1:\d+\//);
    expect(session.app.output.join('\n')).toMatch(/No Electron window/);
  });

  test('the home page lists the four games', async () => {
    const page = await session.page();
    for (const id of ['paris', 'paris-paris', 'en-route', 'carcassonne']) {
      await page.getByTestId(`game-${id}`).waitFor({ timeout: 10_000 }); // the list arrives after the first API call
    }
    await screenshot(page, 'home-en');
  });

  test('the language follows the OS, can be switched, and the choice is saved', async () => {
    const page = await session.page('fr-FR');
    await page.getByTestId('nav-history').filter({ hasText: 'Historique' }).waitFor({ timeout: 10_000 });
    await page.getByTestId('locale').selectOption('ja');
    await page.getByTestId('nav-history').filter({ hasText: '履歴' }).waitFor({ timeout: 10_000 });
    const again = await session.page('en-GB');
    await again.getByTestId('nav-history').filter({ hasText: '履歴' }).waitFor({ timeout: 10_000 });
    await screenshot(again, 'home-ja');
    await again.getByTestId('locale').selectOption('en');
  });

  test('a second start on the same data folder stops with a clear message and leaves the first running', async () => {
    const second = startApp({ dataDir: session.app.dataDir });
    await expect(second).rejects.toThrow(/app exited with 1:[\s\S]*Tablekeeper could not start: Tablekeeper is already running on the data folder/);
    const page = await session.page();
    await page.getByTestId('game-paris').waitFor();
    await page.context().close();
  });
});
