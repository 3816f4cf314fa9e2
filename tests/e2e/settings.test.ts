/**
 * Settings through the UI, saved through main: text size (the root font size), colour-blind patterns, the
 * hand-off policy, default players; dates in the chosen language; abandoning asks first, by keyboard too.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { api, appAndBrowser, screenshot } from './helpers';

const session = appAndBrowser();
const SEATS = [{ name: 'Aiko', colour: '#0072b2' }, { name: 'Ben', colour: '#e69f00' }];

async function openSettings(page: Page): Promise<void> {
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('settings').waitFor();
}

const rootFontPx = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

describe('settings', () => {
  test('text size, patterns and hand-off policy are saved and come back after a reload', async () => {
    const page = await session.page('en-GB');
    await page.setViewportSize({ width: 1366, height: 768 });
    await openSettings(page);
    expect(await rootFontPx(page)).toBe(18);
    await page.getByTestId('settings-text-scale').selectOption('1.5');
    await expect.poll(() => rootFontPx(page)).toBe(27);
    await page.getByTestId('settings-patterns').uncheck();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.patterns)).toBe('off');
    await page.getByTestId('settings-handoff-never').check();
    await expect(page.getByTestId('settings-handoff-warning').textContent()).resolves.toMatch(/hidden cards and money show on the shared screen/);
    await screenshot(page, 'settings-en-light');

    await page.reload();
    await page.getByTestId('nav-home').waitFor();
    await expect.poll(() => rootFontPx(page)).toBe(27);
    await openSettings(page);
    await expect(page.getByTestId('settings-handoff-never').isChecked()).resolves.toBe(true);
    await expect(page.getByTestId('settings-patterns').isChecked()).resolves.toBe(false);
    expect(await api<{ textScale: number; patterns: boolean; handOff: string }>(page, 'settings:get', {})).toMatchObject({ textScale: 1.5, patterns: false, handOff: 'never' });

    // A trusted table: no hand-off, the acting seat's own screen (its francs) shows at once.
    const { matchId } = await api<{ matchId: number }>(page, 'match:create', { gameId: 'paris', mode: 'digital', seed: 'trusted', options: {}, seats: SEATS });
    await page.getByTestId('nav-home').click();
    await page.getByTestId(`resume-${matchId}`).locator('button.primary').click();
    await page.locator('[data-busy="false"]').waitFor();
    await expect(page.getByTestId('handoff').count()).resolves.toBe(0);
    await page.getByTestId('paris-screen').waitFor();

    await openSettings(page);
    await page.getByTestId('settings-handoff-private').check();
    await page.getByTestId('settings-text-scale').selectOption('1');
    await page.getByTestId('settings-patterns').check();
    await expect.poll(() => rootFontPx(page)).toBe(18);
  });

  test('default players fill the new-game dialog, in their colours where the game has them', async () => {
    const page = await session.page('en-GB');
    await openSettings(page);
    for (const [i, name] of ['Mina', 'Noé', 'Oto'].entries()) {
      await page.getByTestId('settings-player-add').click();
      await page.getByTestId(`settings-player-name-${i}`).fill(name);
    }
    await page.getByTestId('settings-players-save').click();
    await page.getByTestId('settings-players-saved').waitFor();
    await page.getByTestId('nav-home').click();
    await page.getByTestId('new-carcassonne').click();
    const names = await page.locator('[data-testid^="seat-name-"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(names).toEqual(['Mina', 'Noé', 'Oto']);
    // Back to no default players, so other tests start from an empty dialog.
    await openSettings(page);
    for (let i = 2; i >= 0; i--) await page.getByTestId(`settings-player-remove-${i}`).click();
    await page.getByTestId('settings-players-save').click();
    await page.getByTestId('settings-players-saved').waitFor();
    expect(await api<{ defaultPlayers: unknown[] }>(page, 'settings:get', {})).toMatchObject({ defaultPlayers: [] });
  });

  test('the resume list writes dates in the UI language; abandoning asks first and Escape keeps the game', async () => {
    const page = await session.page('fr-FR');
    const { matchId } = await api<{ matchId: number; }>(page, 'match:create', { gameId: 'carcassonne', mode: 'digital', seed: 'dates', options: { gifts: false }, seats: SEATS });
    const { startedAt } = (await api<{ matchId: number; startedAt: string }[]>(page, 'match:list', { status: 'active' })).find((m) => m.matchId === matchId)!;
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('nav-home').click();
    const row = page.getByTestId(`resume-${matchId}`);
    const french = new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(startedAt));
    await expect(row.locator('time').textContent()).resolves.toBe(french);

    await page.getByTestId(`abandon-${matchId}`).click();
    const dialog = page.getByTestId('confirm-abandon');
    await dialog.waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('confirm-abandon-cancel');
    await screenshot(page, 'confirm-abandon-fr-light');
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
    await expect(row.count()).resolves.toBe(1);
    // By keyboard: Tab to the second button, Enter abandons.
    await page.getByTestId(`abandon-${matchId}`).click();
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('confirm-abandon-confirm');
    await page.keyboard.press('Enter');
    await expect.poll(() => row.count()).toBe(0);
    expect((await api<{ matchId: number; status: string }[]>(page, 'match:list', { status: 'abandoned' })).map((m) => m.matchId)).toContain(matchId);

    // Japanese dates too, and the note that a left game stays unfinished.
    const ja = await session.page('ja-JP');
    const kept = await api<{ matchId: number }>(ja, 'match:create', { gameId: 'carcassonne', mode: 'digital', seed: 'dates-ja', options: { gifts: false }, seats: SEATS });
    await ja.getByTestId('nav-settings').click();
    await ja.getByTestId('nav-home').click();
    const jaStarted = (await api<{ matchId: number; startedAt: string }[]>(ja, 'match:list', { status: 'active' })).find((m) => m.matchId === kept.matchId)!.startedAt;
    await expect(ja.getByTestId(`resume-${kept.matchId}`).locator('time').textContent()).resolves.toBe(new Intl.DateTimeFormat('ja', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(jaStarted)));
    await ja.getByTestId(`resume-${kept.matchId}`).locator('button.primary').click();
    await expect(ja.getByTestId('match-kept-note').textContent()).resolves.toContain('未完了のゲーム');
  });
});
