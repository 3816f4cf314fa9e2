/** The rules reference opens from the board of every game, follows the page's language, and closes with Esc. */
import { expect, test } from 'vitest';
import { appAndBrowser, screenshot } from './helpers';
import { newMatch } from './play';

const session = appAndBrowser();

const GAMES: [string, string[], string, RegExp][] = [
  ['paris', ['Alice', 'Bruno'], 'rules-bonus', /Tile 30/],
  ['carcassonne', ['Alice', 'Bruno'], 'rules-gifts', /Road Sweeper/],
  ['en-route', ['Alice', 'Bruno'], 'rules-goals', /Landmark Lover/],
  ['paris-paris', ['Alice', 'Bruno'], 'rules-tours', /Grand tour/],
];

test.each(GAMES)('%s: the Rules button opens the reference in en, ja and fr', async (gameId, names, sectionId, english) => {
  const page = await session.page();
  await newMatch(page, gameId, names, 'digital', `rules-${gameId}`);
  await page.getByTestId('rules-open').click();
  const panel = page.getByTestId('rules-panel');
  await panel.waitFor();
  await expect(page.getByTestId(sectionId).textContent()).resolves.toMatch(english);
  // Focus lands on the reference's heading, so a keyboard user reads it first.
  await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('H2');
  await screenshot(page, `rules-${gameId}-en`);
  await page.getByTestId('locale').selectOption('ja');
  await panel.getByRole('heading', { name: /ルール早見表/ }).waitFor();
  await expect(panel.textContent()).resolves.not.toMatch(english);
  await expect(panel.textContent()).resolves.not.toMatch(/区間|合法手|\bPV\b/);
  await screenshot(page, `rules-${gameId}-ja`);
  await page.getByTestId('locale').selectOption('fr');
  await panel.getByRole('heading', { name: /Aide de jeu/ }).waitFor();
  await expect(panel.textContent()).resolves.not.toMatch(english);
  await screenshot(page, `rules-${gameId}-fr`);
  await page.getByTestId('locale').selectOption('en');
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
});
