/**
 * En Route at the table: the personal-goal choice shows both goals on the player's own map, and the
 * secret starting rounds hide the scores instead of showing a row of zeros.
 */
import { expect, test } from 'vitest';
import { appAndBrowser, screenshot } from './helpers';
import { newMatch } from './play';

const session = appAndBrowser();

test('both personal goals on offer are numbered on the map; pointing at one fades the other; keyboard keeps one', async () => {
  const page = await session.page();
  await newMatch(page, 'en-route', ['Alice', 'Bruno', 'Chloe']);
  // Chance deals first; the first seat to act chooses a goal after the hand-off.
  for (let i = 0; i < 10 && !(await page.getByTestId('goal-choices').isVisible()); i++) {
    const handoff = page.getByTestId('handoff-ready');
    if (await handoff.isVisible()) await handoff.click();
    await page.locator('[data-busy="false"]').waitFor();
  }
  const choices = page.getByTestId('goal-choices');
  await expect(choices.isVisible()).resolves.toBe(true);
  // Described by their intersections as corners of named places, never by a catalogue id or a grid pair.
  expect(await page.getByTestId('keep-goal-1').textContent()).toMatch(/corner of [^·]+ · .*corner of [^·]+ · .*corner of /);
  expect(await page.getByTestId('keep-goal-1').textContent()).not.toMatch(/\(\s*\d+\s*,\s*\d+\s*\)/);
  expect(await page.getByTestId('moves').textContent()).not.toContain('pg-');
  await expect(page.locator('[data-goal-choice="1"]').count()).resolves.toBe(3);
  await expect(page.locator('[data-goal-choice="2"]').count()).resolves.toBe(3);
  await screenshot(page, 'en-route-goal-choice');
  await page.getByTestId('keep-goal-2').hover();
  await expect(page.locator('[data-goal-choice="1"].faded').count()).resolves.toBe(3);
  await expect(page.locator('[data-goal-choice="2"].faded').count()).resolves.toBe(0);
  await page.mouse.move(0, 0);
  await page.getByTestId('keep-goal-1').focus();
  await expect(page.locator('[data-goal-choice="2"].faded').count()).resolves.toBe(3);
  await page.keyboard.press('Enter');
  await page.locator('[data-busy="false"]').waitFor();
  // The next seat is asked for the device: the choice stays secret from them.
  expect(await page.locator('.panel', { hasText: /^Log/ }).last().textContent()).toContain('Alice chose a personal goal');

  // Everyone chooses, then the secret starting round: scores read "—" with the reason, not 0.
  for (let i = 0; i < 20 && !(await page.getByText('starting round (secret)').isVisible()); i++) {
    const handoff = page.getByTestId('handoff-ready');
    if (await handoff.isVisible()) await handoff.click();
    else await page.locator('[data-testid="moves"] button').first().click();
    await page.locator('[data-busy="false"]').waitFor();
  }
  const handoff = page.getByTestId('handoff-ready');
  if (await handoff.isVisible()) await handoff.click();
  await expect(page.getByTestId('score-hidden').textContent()).resolves.toBe('hidden until the starting rounds end');
  await expect(page.getByTestId('total-0').textContent()).resolves.toBe('—');
  expect(await page.getByTestId('players').textContent()).not.toMatch(/\d/);
  await screenshot(page, 'en-route-secret-round');
});
