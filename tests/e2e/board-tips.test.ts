/**
 * Components explain themselves (issue 22): hovering or focusing a component of a board shows what it does
 * in a tooltip that describes it (aria-describedby), in the page's language; the components form one Tab
 * stop with arrow keys between them; Escape hides the tooltip. Screenshots in en, ja and fr.
 */
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { appAndBrowser, screenshot } from './helpers';
import { newMatch } from './play';

const session = appAndBrowser();

async function tipOf(page: Page, el: Locator): Promise<string> {
  const tip = page.getByRole('tooltip');
  await tip.waitFor();
  const id = await tip.getAttribute('id');
  await expect(el.getAttribute('aria-describedby')).resolves.toBe(id);
  return (await tip.textContent()) ?? '';
}

/** The language is a saved setting: every test starts in English and leaves it so, passed or failed. */
async function inEnglish(page: Page, run: () => Promise<void>): Promise<void> {
  await page.getByTestId('locale').selectOption('en');
  try {
    await run();
  } finally {
    await page.getByTestId('locale').selectOption('en');
  }
}

test('Paris: landmarks tell their cost and prestige slots, bonus tiles their effect, on hover and on focus, in en/ja/fr', async () => {
  const page = await session.page();
  await inEnglish(page, async () => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await newMatch(page, 'paris', ['Alice', 'Bruno'], 'assist', 'tips-paris');
  const louvre = page.locator('[data-testid="landmark-supply"][data-landmark="louvre"]');
  await louvre.hover();
  // From the data: the Louvre is worth 15, costs 1 marble and 2 gold, and has a silver and two gold slots.
  await expect(tipOf(page, louvre)).resolves.toBe('Louvre (15): value 15: 1× marble, 2× gold; prestige slots: silver prestige 4 VP, gold prestige 5 VP, gold prestige 5 VP');
  await screenshot(page, 'tips-paris-en');

  // Keyboard: the components are one Tab stop; arrows move between them and the tooltip follows focus.
  await expect(page.locator('[data-tip-roving][tabindex="0"]').count()).resolves.toBe(1);
  await louvre.focus();
  await expect(tipOf(page, louvre)).resolves.toContain('Louvre (15)');
  await page.keyboard.press('ArrowRight');
  const focused = page.locator(':focus');
  await expect(focused.getAttribute('data-tip')).resolves.not.toContain('Louvre (15)');
  await expect(tipOf(page, focused)).resolves.toMatch(/prestige slots|VP/);
  await page.keyboard.press('Escape');
  await page.getByRole('tooltip').waitFor({ state: 'hidden' });

  // A bonus tile on the track says what it does.
  const track = page.locator('[data-testid^="track-"][data-tip]').first();
  await track.hover();
  await expect(tipOf(page, track)).resolves.toMatch(/^Tile \d+: /);

  await page.getByTestId('locale').selectOption('ja');
  await louvre.hover();
  await expect(tipOf(page, louvre)).resolves.toBe('ルーヴル美術館 (15): 価値15:大理石×1、金×2。名誉の枠:銀の名誉 4勝利点、金の名誉 5勝利点、金の名誉 5勝利点');
  await screenshot(page, 'tips-paris-ja');
  await page.getByTestId('locale').selectOption('fr');
  await louvre.hover();
  await expect(tipOf(page, louvre)).resolves.toContain('cases de prestige');
  await screenshot(page, 'tips-paris-fr');
  });
});

test('En Route: cafés, festival points and landmarks on the map say what they are worth', async () => {
  const page = await session.page();
  await inEnglish(page, async () => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await newMatch(page, 'en-route', ['Alice', 'Bruno'], 'assist', 'tips-en-route');
  const cafe = page.locator('svg g[role="img"][data-tip]').filter({ has: page.locator('circle.cafe') }).first();
  await cafe.hover();
  await expect(tipOf(page, cafe)).resolves.toMatch(/café.*: .*2 PP/i);
  await screenshot(page, 'tips-en-route-en');
  const festival = page.locator('svg g[role="img"][data-tip]').filter({ has: page.locator('polygon.festival') }).first();
  await expect(festival.getAttribute('aria-label')).resolves.toBe('festival point');
  await festival.hover();
  await expect(tipOf(page, festival)).resolves.toBe('Lantern Festival point: the more of them your final route visits, the more PP (12/24 PP for 2/3).');
  await page.getByTestId('locale').selectOption('ja');
  await festival.hover();
  await expect(tipOf(page, festival)).resolves.toContain('ランタン祭り');
  await screenshot(page, 'tips-en-route-ja');
  await page.getByTestId('locale').selectOption('fr');
  await cafe.hover();
  // French sets a space before the colon ("Café touriste (rouge) : …").
  await expect(tipOf(page, cafe)).resolves.toMatch(/^Café .* \(rouge\) : /);
  await screenshot(page, 'tips-en-route-fr');
  });
});
