/**
 * The final route calculator for tabletop players: sections drawn with the mouse or the keyboard, the best
 * route computed in main with its proof, in the reader's language.
 */
import { expect, test } from 'vitest';
import { appAndBrowser, screenshot } from './helpers';

const session = appAndBrowser();

test('the calculator finds the proven best route of the example, sections toggle by keyboard, the proof reads in Japanese', async () => {
  const page = await session.page();
  await page.getByRole('button', { name: 'Final route calculator' }).click();
  const tool = page.getByTestId('er-route-tool');
  await tool.waitFor();
  await page.getByTestId('er-route-example').click();
  await expect(tool.textContent()).resolves.toContain('20 sections drawn');
  // A road toggled from the keyboard: Enter on the focused section (the first road is in the example: off, then on).
  const road = page.locator('[data-testid^="er-road-"]').first();
  await road.focus();
  await page.keyboard.press('Enter');
  await tool.getByText('19 sections drawn').waitFor();
  await road.focus();
  await page.keyboard.press('Enter');
  await tool.getByText('20 sections drawn').waitFor();

  await page.getByTestId('er-route-compute').click();
  const result = page.getByTestId('er-route-result');
  await result.waitFor();
  await expect(result.textContent()).resolves.toMatch(/Best route: \d+ PP in \d+ sections/);
  await expect(result.textContent()).resolves.toContain('Proven optimal: no route is worth more.');
  await expect(page.getByTestId('er-route-proof').textContent()).resolves.toMatch(/^(All routes were searched|The route reaches the upper bound)/);
  // The search count agrees in number ("1 partial route", "2 partial routes").
  await expect(result.textContent()).resolves.toMatch(/(^|\D)(1 partial route searched|([02-9]|\d\d+) partial routes searched)/);
  await screenshot(page, 'en-route-calculator-en');

  await page.getByTestId('locale').selectOption('ja');
  await result.getByText('最適性を証明済み').waitFor();
  await expect(page.getByTestId('er-route-proof').textContent()).resolves.toMatch(/(すべてのルートを探索しました|上限の\d+ PP)/);
  // The result's lines follow the language too (they were computed in English).
  await expect(result.textContent()).resolves.not.toMatch(/Locations|Intersections|Personal goal/);
  await screenshot(page, 'en-route-calculator-ja');
  await page.getByTestId('locale').selectOption('en');
});

test('checking a chosen route that branches says why, in the reader\'s language', async () => {
  const page = await session.page();
  await page.getByRole('button', { name: 'Final route calculator' }).click();
  await page.getByTestId('er-route-example').click();
  await page.getByTestId('er-route-mode-mine').check();
  // A T at (1, 0): three chosen sections meet there, so four intersections end an odd number of them.
  for (const key of ['0-1', '1-2', '1-17']) {
    await page.getByTestId(`er-road-${key}`).focus();
    await page.keyboard.press('Enter');
  }
  await page.getByRole('button', { name: 'Check my route' }).click();
  const check = page.getByTestId('er-route-check');
  await expect(check.textContent()).resolves.toMatch(/^4 intersections end an odd number of chosen sections/);
  await page.getByTestId('locale').selectOption('fr');
  await check.getByText(/4 intersections terminent un nombre impair/).waitFor();
  await page.getByTestId('locale').selectOption('en');
});
