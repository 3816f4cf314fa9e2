/**
 * En Route's solo challenge table across games, in Chromium: two solo London sheets scored through the form
 * (each saved with "Save to history"), then the En Route game page shows the met cell with its score and
 * the missed one with its attempt, and a cell opens the list of its plays from the keyboard.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appAndBrowser, screenshot } from './helpers';

const session = appAndBrowser();

/** London's example sheet (Aiko) as a solo game for the cell (requiredPp, requiredGoals); returns the total shown. */
async function scoreSoloLondon(page: Page, requiredPp: number, requiredGoals: number, verdict: string): Promise<number> {
  await page.getByTestId('nav-end-state').click();
  await page.getByTestId('end-state-game').selectOption('en-route');
  await page.getByTestId('er-end-state-form').waitFor();
  await page.getByTestId('er-city').selectOption('london');
  await page.getByTestId('er-load-example').click();
  await page.getByTestId('er-mode').selectOption('solo');
  await page.getByTestId('er-solo-pp').fill(String(requiredPp));
  await page.getByLabel('Goal cards required').fill(String(requiredGoals));
  await page.getByTestId('er-end-score').click();
  await page.getByTestId('score').getByText(verdict).waitFor(); // this sheet's result
  await page.getByTestId('end-state-save').click();
  await page.getByTestId('end-state-saved').waitFor();
  return Number(await page.getByTestId('score').getByTestId('total-0').textContent());
}

test('solo sheets scored in the form fill their cells of the challenge table on the En Route history page', async () => {
  const page = await session.page();
  const total = await scoreSoloLondon(page, 55, 1, 'challenge met');
  expect(total).toBeGreaterThanOrEqual(55);
  await scoreSoloLondon(page, total + 1, 1, 'challenge not met');

  await page.getByTestId('nav-history').click();
  await page.getByTestId('hist-tab-games').click();
  await page.getByRole('link', { name: 'En Route' }).first().click();
  const solo = page.getByTestId('hist-solo-challenges');
  await solo.waitFor();
  await expect(page.getByTestId('hist-solo-city').inputValue()).resolves.toBe('london');
  await expect(page.getByTestId('hist-solo-plays').textContent()).resolves.toBe('2');
  await expect(page.getByTestId('hist-solo-met').textContent()).resolves.toMatch(/^1 \/ \d+$/);

  // 55 PP is not a row of the default grid: the cell played adds it.
  const met = page.getByTestId('hist-solo-cell-55-1');
  await expect(met.textContent()).resolves.toContain(`${total} PP`);
  await expect(met.textContent()).resolves.toContain('Aiko');
  await expect(page.getByTestId(`hist-solo-cell-${total + 1}-1`).textContent()).resolves.toContain('1 attempt');
  await expect(page.getByTestId('hist-solo-cell-60-1').getByRole('button').count()).resolves.toBe(0);

  await met.getByRole('button').focus();
  await page.keyboard.press('Enter');
  const attempts = page.getByTestId('hist-solo-attempts');
  await attempts.waitFor();
  await expect(attempts.textContent()).resolves.toMatch(new RegExp(`Aiko\\s*${total}\\s*\\d+\\s*✓ met`));
  await screenshot(page, 'history-solo-challenges-en');

  await page.getByTestId('theme').selectOption('dark');
  await page.getByTestId('locale').selectOption('ja');
  // The page re-renders in Japanese after the switch: wait for it rather than read the text at once.
  await solo.getByText('ソロチャレンジテーブル').first().waitFor();
  await expect(solo.textContent()).resolves.toContain('ソロチャレンジテーブル');
  await screenshot(page, 'history-solo-challenges-ja-dark');
  await page.getByTestId('locale').selectOption('en');
  await page.getByTestId('theme').selectOption('system');
});
