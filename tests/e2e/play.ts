/**
 * Plays a whole match through the UI the way a person at the table would: hand the device over when
 * asked, pick one of the legal moves shown, until the final score appears.
 */
import type { Page } from 'playwright-core';
import { screenshot } from './helpers';

export async function newMatch(page: Page, gameId: string, names: string[], mode: 'digital' | 'assist' = 'digital', seed = 'e2e'): Promise<void> {
  await page.getByTestId('nav-home').click();
  await page.getByTestId(`new-${gameId}`).click();
  await page.getByTestId(`mode-${mode}`).check();
  // The dialog opens with the game's minimum number of seats (1 for solo-capable games): add up to `names`.
  const seats = page.locator('[data-testid^="seat-name-"]');
  while ((await seats.count()) < names.length) await page.getByTestId('add-seat').click();
  for (const [i, name] of names.entries()) await page.getByTestId(`seat-name-${i}`).fill(name);
  await page.locator('summary', { hasText: /Advanced/ }).click();
  await page.getByTestId('seed').fill(seed);
  await page.getByTestId('start').click();
  await page.locator('[data-busy="false"]').waitFor();
  await showPanels(page);
}

/** Opens the side panels (moves, score, log) where the window is too narrow for them to start open. */
export async function showPanels(page: Page, open = true): Promise<void> {
  const toggle = page.getByTestId('side-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== String(open)) await toggle.click();
}

/** A small seeded generator so a failing game can be replayed exactly. */
function picker(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

/** `check` (if given) runs every `checkEvery` steps before a move is picked, and once more at the end. */
export async function playToEnd(page: Page, gameId: string, maxSteps: number, seed = 7, check?: () => Promise<void>, checkEvery = 15): Promise<number> {
  const pick = picker(seed);
  for (let step = 0; step < maxSteps; step++) {
    await page.locator('[data-busy="false"]').waitFor();
    const actor = await page.locator('[data-actor]').getAttribute('data-actor');
    if (actor === 'terminal') {
      await screenshot(page, `${gameId}-final`);
      await check?.();
      return step;
    }
    const handoff = page.getByTestId('handoff-ready');
    if (await handoff.isVisible()) {
      await handoff.click();
      continue;
    }
    const moves = page.locator('[data-testid="moves"] button');
    const count = await moves.count();
    if (count === 0) throw new Error(`no moves shown at step ${step} (actor ${actor})`);
    if (step === 6) await screenshot(page, `${gameId}-midgame`);
    if (step % checkEvery === 0) await check?.();
    await moves.nth(pick(count)).click();
  }
  throw new Error(`${gameId}: no final score after ${maxSteps} UI steps`);
}
