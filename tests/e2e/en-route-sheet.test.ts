/** En Route's tabletop score sheet through the UI in Chromium: the First City form, then a world city. */
import { expect, test } from 'vitest';
import { appAndBrowser, screenshot } from './helpers';

const session = appAndBrowser();

test('a First City score sheet entered in the form is scored line by line (rulebook example player Aiko: 105 PP + goals)', async () => {
  const page = await session.page();
  await page.getByTestId('score-en-route').click();
  const form = page.getByTestId('er-end-state-form');
  await form.waitFor();
  await page.getByTestId('er-load-example').click();
  await screenshot(page, 'en-route-sheet-form');
  await page.getByTestId('er-end-score').click();
  const score = page.getByTestId('score');
  await score.waitFor();
  // Aiko: 105 PP of the rulebook example + goal A achiever 5 + goal B achiever 6.
  await expect(score.getByTestId('total-0').textContent()).resolves.toBe('116');
  await expect(score.getByTestId('total-1').textContent()).resolves.toBe('104');
  await expect(score.getByTestId('total-2').textContent()).resolves.toBe('115');
  await expect(score.textContent()).resolves.toContain('6 × 2 = 12 (tourists × landmarks on the route)');
  await screenshot(page, 'en-route-sheet-scored');
});

test('switching to New York shows its own fields and scores its example', async () => {
  const page = await session.page();
  await page.getByTestId('score-en-route').click();
  await page.getByTestId('er-city').selectOption('new-york');
  await page.getByTestId('er-load-example').click();
  await expect(page.getByText('Broadway sections').first().isVisible()).resolves.toBe(true);
  await page.getByTestId('er-end-score').click();
  await page.getByTestId('score').waitFor();
  await expect(page.getByTestId('score').getByTestId('total-0').textContent()).resolves.toBe('109');
  await screenshot(page, 'en-route-sheet-new-york');
});

test('a sheet that does not add up says why, in the reader\'s language', async () => {
  const page = await session.page();
  await page.getByTestId('score-en-route').click();
  await page.getByTestId('er-load-example').click();
  // Aiko's personal-goal stretch longer than her route (23 sections): main refuses, and says it in Japanese.
  await page.getByLabel('Personal goal: sections between marked intersections').first().fill('30');
  await page.getByTestId('locale').selectOption('ja');
  await page.getByTestId('er-end-score').click();
  await page.getByTestId('error').filter({ hasText: 'Aiko: 個人目標のセクションはルートより長くできません。' }).waitFor();
  await page.getByTestId('locale').selectOption('en');
});
