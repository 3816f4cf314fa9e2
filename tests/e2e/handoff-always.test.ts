/**
 * The "always" hand-off policy: every seat that keeps any secret gets the device handed over before its turn,
 * even a secret it need not see to act (Paris Paris's special-run marker, which the default policy leaves
 * behind the hold-to-show button); a game with nothing hidden (Carcassonne without The Gifts) still needs none.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { api, appAndBrowser, screenshot } from './helpers';
import { showPanels } from './play';

const session = appAndBrowser();
const SEATS = [{ name: 'Aiko', colour: '#0072b2' }, { name: 'Ben', colour: '#e69f00' }];

async function setPolicy(page: Page, policy: 'always' | 'private'): Promise<void> {
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('settings').waitFor();
  await page.getByTestId(`settings-handoff-${policy}`).check();
  await expect.poll(async () => (await api<{ handOff: string }>(page, 'settings:get', {})).handOff).toBe(policy);
}

async function open(page: Page, gameId: string, options: object, seed: string): Promise<void> {
  const { matchId } = await api<{ matchId: number }>(page, 'match:create', { gameId, mode: 'digital', seed, options, seats: SEATS });
  await page.getByTestId('nav-home').click();
  await page.getByTestId(`resume-${matchId}`).locator('button.primary').click();
  await page.locator('[data-busy="false"]').waitFor();
  await showPanels(page);
}

/** Plays `steps` UI steps (a hand-off or the first move), returning the names the hand-off screens asked for. */
async function play(page: Page, steps: number): Promise<string[]> {
  const asked: string[] = [];
  for (let step = 0; step < steps; step++) {
    await page.locator('[data-busy="false"]').waitFor();
    const ready = page.getByTestId('handoff-ready');
    if (await ready.isVisible()) {
      asked.push((await page.locator('#handoff-title').textContent()) ?? '');
      await ready.click();
      continue;
    }
    await page.locator('[data-testid="moves"] button').first().click();
  }
  return asked;
}

test('"always": Paris Paris hands the device over before every seat’s turn; Carcassonne without The Gifts never', async () => {
  const page = await session.page('en-GB');
  await page.setViewportSize({ width: 1366, height: 768 });
  try {
    await setPolicy(page, 'always');
    await open(page, 'paris-paris', {}, 'always-pp');
    await page.getByTestId('handoff').waitFor();
    await screenshot(page, 'handoff-always-paris-paris');
    const asked = await play(page, 8);
    // Both seats were asked for, each before its own turn.
    expect(asked.some((title) => title.includes('Aiko'))).toBe(true);
    expect(asked.some((title) => title.includes('Ben'))).toBe(true);

    await open(page, 'carcassonne', { gifts: false }, 'always-carc');
    expect(await play(page, 6)).toEqual([]);

    // The default policy: Paris Paris's marker stays behind the hold-to-show button, no hand-off.
    await setPolicy(page, 'private');
    await open(page, 'paris-paris', {}, 'private-pp');
    expect(await play(page, 6)).toEqual([]);
  } finally {
    await setPolicy(page, 'private');
  }
});
