/** Carcassonne's own board controls in Chromium: the tabletop mirror, tile by tile, without the move list. */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appAndBrowser, screenshot } from './helpers';
import { newMatch } from './play';

const session = appAndBrowser();

async function settle(page: Page): Promise<void> {
  await page.locator('[data-busy="false"]').waitFor();
  const handoff = page.getByTestId('handoff-ready');
  if (await handoff.isVisible()) {
    await handoff.click();
    await page.locator('[data-busy="false"]').waitFor();
  }
}

test('assist mode: pick the drawn tile from the palette, place it with click, R and Enter, then a meeple on a spot', async () => {
  const page = await session.page();
  await newMatch(page, 'carcassonne', ['Alice', 'Bruno'], 'assist');
  const board = page.getByTestId('carcassonne-board');

  // The start tile's east edge is a road, so a straight road (U) fits east and west of it.
  await board.getByRole('button', { name: 'Tile drawn: road east–west, 8 left' }).click();
  await settle(page);
  const cells = board.locator('.candidate');
  expect(await cells.count()).toBeGreaterThan(0);
  await board.getByRole('button', { name: 'Place the tile east of the start tile' }).click();
  await page.keyboard.press('r');
  await page.keyboard.press('Enter');
  await settle(page);
  await expect(page.getByTestId('log').textContent()).resolves.toContain('Alice placed a tile east of the start tile: road east–west');

  // The placed tile's road joins the start tile's: a meeple spot for it is offered on the board.
  const spot = board.getByRole('button', { name: 'Put a meeple on the road' });
  await spot.click();
  await settle(page);
  await expect(page.getByTestId('log').textContent()).resolves.toContain('Alice placed a meeple on a road');

  // Bruno's turn starts with the table's next tile; the palette counts the U already played.
  await expect(board.getByRole('button', { name: 'Tile drawn: road east–west, 7 left' }).count()).resolves.toBe(1);
  await screenshot(page, 'carcassonne-assist');
});

test('the end-state form loads the example and scores it', async () => {
  const page = await session.page();
  await page.getByTestId('score-carcassonne').click();
  await page.getByTestId('carcassonne-load-example').click();
  await page.getByTestId('carcassonne-end-submit').click();
  await page.getByTestId('score').waitFor();
  const text = await page.getByTestId('score').textContent();
  expect(text).toContain('Bruno');
  expect(text).toContain('87');
  expect(text).toContain('city of 5 tiles + 2 pennants (7, shared)');
});
