/**
 * The final route calculator for the printed cities: a Hong Kong board copied in with the mouse and keyboard,
 * the best route scored by Hong Kong's sheet, what was searched and what was not said in words; every city's
 * worked example; a chosen route checked; the answer in Japanese and French.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appAndBrowser, screenshot } from './helpers';

const session = appAndBrowser();

async function openCalculator(page: Page): Promise<void> {
  await page.getByTestId('nav-home').click();
  await page.getByRole('button', { name: 'Final route calculator' }).click();
  await page.getByTestId('er-route-tool').waitFor();
}

const lineOf = (page: Page, category: string) => page.locator(`[data-testid="er-route-result"] tr[data-category="${category}"] td.pp`);

test('a Hong Kong board copied in by hand: best route 26 PP searched + 4 PP cafés, said in words, in Japanese and French too', async () => {
  const page = await session.page();
  await page.setViewportSize({ width: 1366, height: 768 });
  await openCalculator(page);
  await page.getByTestId('er-route-city').selectOption({ label: 'Hong Kong' });
  // Two sections along the top: one by mouse, one by keyboard.
  await page.getByTestId('er-road-0-1').click();
  await page.getByTestId('er-road-1-2').focus();
  await page.keyboard.press('Enter');
  await page.getByText('2 sections drawn').waitFor();

  // What is where: two historic landmarks, three viewpoints, a modern landmark the route cannot reach.
  await page.getByTestId('er-route-mode-places').check();
  for (const [cell, colour] of [['1,1', 'historic'], ['2,1', 'historic'], ['2,2', 'modern']]) {
    await page.getByTestId(`er-loc-${cell}`).click();
    await page.getByTestId('er-place-landmark').selectOption(colour);
  }
  for (const at of ['0-0', '1-0', '2-0']) {
    await page.getByTestId(`er-point-${at}`).click();
    await page.getByTestId('er-place-point').selectOption('viewpoint');
  }
  await page.getByTestId('er-route-rating-historic').fill('5');
  await page.getByTestId('er-route-rating-modern').fill('8');
  await page.getByTestId('er-route-cafes').fill('2');
  await page.getByTestId('er-route-compute').click();
  const result = page.getByTestId('er-route-result');
  await result.waitFor();
  await expect(result.locator('strong').textContent()).resolves.toBe('Best route: 30 PP on the sheet, 2 sections (numbered on the map)');
  await expect(lineOf(page, 'historic').textContent()).resolves.toBe('10');
  await expect(lineOf(page, 'modern').textContent()).resolves.toBe('0');
  await expect(lineOf(page, 'visit-them-all').textContent()).resolves.toBe('16');
  await expect(lineOf(page, 'cafes').textContent()).resolves.toBe('4');
  await expect(page.getByTestId('er-route-proven').textContent()).resolves.toBe('Proven: no route scores more than 26 PP on these.');
  await expect(page.getByTestId('er-route-searched').textContent()).resolves.toMatch(/^The route was chosen for: Red landmarks, .*Historic landmarks, Modern landmarks, Viewpoints, Personal goal \(26 PP\)\.$/);
  await expect(page.getByTestId('er-route-constant').textContent()).resolves.toBe('Added, not searched (no route changes them): Unused café bonuses.');
  await page.getByTestId('er-route-goals').waitFor();
  await screenshot(page, 'en-route-calculator-hong-kong-en');

  await page.getByTestId('locale').selectOption('ja');
  await page.getByTestId('er-route-proven').getByText('証明済み: これらでは26 PPを超えるルートはありません。').waitFor();
  await screenshot(page, 'en-route-calculator-hong-kong-ja');
  await page.getByTestId('locale').selectOption('fr');
  await page.getByTestId('er-route-proven').getByText('Prouvé : aucun itinéraire ne rapporte plus de 26 PP sur ces postes.').waitFor();
  await screenshot(page, 'en-route-calculator-hong-kong-fr');
  await page.getByTestId('locale').selectOption('en');
});

test('every city’s worked example computes to the total its test works out by hand', async () => {
  const page = await session.page();
  await openCalculator(page);
  const totals: Record<string, number> = { 'First City': 25, London: 21, 'Rio de Janeiro': 27, Cairo: 7, 'Hong Kong': 30, Paris: 18, 'New York': 30 };
  for (const [city, total] of Object.entries(totals)) {
    await page.getByTestId('er-route-city').selectOption({ label: city });
    await page.getByTestId('er-route-example').click();
    await page.getByTestId('er-route-compute').click();
    await page.getByTestId('er-route-result').locator('strong').filter({ hasText: `Best route: ${total} PP on the sheet` }).waitFor();
    // Paris: the diversity runs are searched with the rest (the order of colours along the route), and proven.
    if (city === 'Paris') {
      await expect(page.getByTestId('er-route-searched').textContent()).resolves.toMatch(/^The route was chosen for: .*Diversity.*\(18 PP\)\.$/);
      await expect(page.getByTestId('er-route-proven').textContent()).resolves.toBe('Proven: no route scores more than 18 PP on these.');
    }
    if (city === 'New York') await screenshot(page, 'en-route-calculator-new-york');
  }
});

test('checking a chosen route that branches says why, in the reader\'s language', async () => {
  const page = await session.page();
  await openCalculator(page);
  await page.getByTestId('er-route-city').selectOption({ label: 'First City' });
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

test('a landmark over three locations and a tram goal B per section, copied in by mouse and keyboard: 8 PP, proven', async () => {
  const page = await session.page();
  await page.setViewportSize({ width: 1366, height: 768 });
  await openCalculator(page);
  await page.getByTestId('er-route-city').selectOption({ label: 'Hong Kong' });
  // One section along the top of location (3, 1).
  await page.getByTestId('er-road-2-3').click();
  await page.getByTestId('er-route-mode-places').check();
  // A historic landmark printed over locations (1, 1) to (3, 1): entered at (1, 1), its shape is the roads along or through it.
  await page.getByTestId('er-loc-1,1').click();
  await page.getByTestId('er-place-landmark').selectOption('historic');
  await page.getByTestId('er-place-shaped').check();
  await expect(page.getByTestId('er-place-shape-hint').textContent()).resolves.toMatch(/click the roads along its sides or through it \(4 chosen\)/);
  await page.getByTestId('er-road-1-2').click();
  await page.getByTestId('er-road-2-3').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('er-place-shape-hint').textContent()).resolves.toMatch(/\(6 chosen\)/);
  await expect(page.getByTestId('er-shape-road').count()).resolves.toBe(6);
  await screenshot(page, 'en-route-calculator-shaped-landmark');
  // The same road runs along the tram line; goal B pays 3 PP a section.
  await page.getByTestId('er-point-0-0').click();
  await page.getByTestId('er-road-2-3').click();
  await page.getByTestId('er-place-road').selectOption('tram');
  await page.getByTestId('er-route-rating-historic').fill('5');
  await page.getByTestId('er-route-tram-pp').fill('3');
  await page.getByTestId('er-route-compute').click();
  await page.getByTestId('er-route-result').waitFor();
  await expect(lineOf(page, 'historic').textContent()).resolves.toBe('5');
  await expect(lineOf(page, 'tram').textContent()).resolves.toBe('3');
  await expect(page.getByTestId('er-route-proven').textContent()).resolves.toBe('Proven: no route scores more than 8 PP on these.');
  await expect(page.getByTestId('er-route-goals').textContent()).resolves.toMatch(/^Goal cards A and C are not included/);
  await screenshot(page, 'en-route-calculator-tram-en');
  await page.getByTestId('locale').selectOption('ja');
  await page.getByRole('rowheader', { name: '路面電車の目標(B)' }).waitFor();
  await screenshot(page, 'en-route-calculator-tram-ja');
  await page.getByTestId('locale').selectOption('fr');
  await page.getByRole('rowheader', { name: 'Objectif tramway (B)' }).waitFor();
  await screenshot(page, 'en-route-calculator-tram-fr');
  await page.getByTestId('locale').selectOption('en');
});
