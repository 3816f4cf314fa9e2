/** Paris Paris in Chromium: the board editor's file round trip and a game on the edited board; assist mode. */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appAndBrowser, screenshot } from './helpers';
import { newMatch } from './play';

const session = appAndBrowser();

async function openEditor(page: Page): Promise<void> {
  await page.getByTestId('nav-home').click();
  await page.getByRole('button', { name: 'Paris Paris board editor' }).click();
  await page.getByTestId('pp-board-editor').waitFor();
}

describe('Paris Paris', () => {
  test('board editor: validation, save to a file, load it back, start a game on it', async () => {
    const page = await session.page();
    await openEditor(page);
    const check = page.getByTestId('pp-board-check');
    await expect(check.textContent()).resolves.toContain('This board is valid.');

    // One tile too many: a clear error, and no game can start.
    await page.getByTestId('pp-tiles-opera-red').fill('3');
    await page.getByTestId('pp-tiles-opera-red').dispatchEvent('change');
    await expect(check.textContent()).resolves.toContain('The board has 61 tiles; the stacks need exactly 60.');
    await expect(page.getByTestId('pp-editor-start').isDisabled()).resolves.toBe(true);
    await page.getByTestId('pp-tiles-opera-red').fill('2');
    await page.getByTestId('pp-tiles-opera-red').dispatchEvent('change');

    // The group's corrections: a stop name, the board name, no longer a reconstruction.
    await page.getByTestId('pp-stop-name-gare-du-nord').fill('Barbès');
    await page.getByTestId('pp-board-name').fill('Our printed board');
    await page.getByTestId('pp-board-reconstruction').uncheck();
    await expect(check.textContent()).resolves.toContain('This board is valid.');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pp-board-save').click()]);
    const saved = join(tmpdir(), `pp-board-${process.pid}.json`);
    await download.saveAs(saved);
    const file = JSON.parse(readFileSync(saved, 'utf8'));
    expect(file.format).toBe('tablekeeper/paris-paris-board');
    expect(file.board.stops.find((s: { id: string }) => s.id === 'gare-du-nord').name).toBe('Barbès');

    // A broken file is refused with the reason; the saved one loads back.
    const broken = join(tmpdir(), `pp-broken-${process.pid}.json`);
    writeFileSync(broken, JSON.stringify({ board: { name: 'x', lines: [] } }));
    await page.getByRole('button', { name: 'Start again from the reconstruction' }).click();
    await page.getByTestId('pp-board-load').setInputFiles(broken);
    await page.getByText(/That file is not a board/).waitFor();
    await page.getByTestId('pp-board-load').setInputFiles(saved);
    await page.getByText('Loaded Our printed board.').waitFor();
    await expect(page.getByTestId('pp-stop-name-gare-du-nord').inputValue()).resolves.toBe('Barbès');
    await screenshot(page, 'paris-paris-editor');

    await page.getByTestId('pp-editor-start').click();
    // Hot-seat: the first player may be handed the device first.
    const board = page.getByTestId('paris-paris-board');
    const handoff = page.getByTestId('handoff-ready');
    await board.or(handoff).waitFor();
    if (await handoff.isVisible()) await handoff.click();
    await board.waitFor();
    await expect(board.textContent()).resolves.toContain('Board: Our printed board');
    await expect(board.textContent()).resolves.toContain('Barbès');
  });

  test('board editor: a group adds a sixth line and removes it again', async () => {
    const page = await session.page();
    await openEditor(page);
    const check = page.getByTestId('pp-board-check');
    await page.getByTestId('pp-new-line-name').fill('Ligne 6');
    await page.getByTestId('pp-new-line-name').press('Enter');
    // A line needs stops: the check says so and no game can start.
    await expect(page.getByTestId('pp-editor-start').isDisabled()).resolves.toBe(true);
    await expect(check.textContent()).resolves.not.toContain('This board is valid.');
    for (const stop of ['gare-du-nord', 'republique']) {
      await page.getByTestId('pp-add-stop-ligne-6').selectOption(stop);
      await page.getByTestId('pp-add-to-line-ligne-6').click();
    }
    // Six lines need six P spaces (each line's marker may land on one).
    await expect(check.textContent()).resolves.toContain('There are 6 lines but only 5 P spaces');
    await page.getByTestId('pp-p-spaces').fill('6');
    await expect(check.textContent()).resolves.toContain('This board is valid.');
    await expect(check.textContent()).resolves.toContain('The printed board has 5 lines; this one has 6.');
    await screenshot(page, 'paris-paris-editor-sixth-line');
    await expect(page.getByTestId('pp-editor-start').isDisabled()).resolves.toBe(false);
    await page.getByTestId('pp-remove-line-ligne-6').click();
    await expect(check.textContent()).resolves.not.toContain('this one has 6');
    // Removing a printed line leaves its own stops unserved and its tiles gone: the check says what to fix.
    await page.getByTestId('pp-remove-line-brown').click();
    await expect(check.textContent()).resolves.toContain('No line serves Trocadéro.');
    await expect(check.textContent()).resolves.toContain('The board has 48 tiles; the stacks need exactly 60.');
    await expect(page.getByTestId('pp-editor-start').isDisabled()).resolves.toBe(true);
  });

  test('assist mode at 2 players: the face-up marker, a revealed stack, the picks, the small tour', async () => {
    const page = await session.page();
    await newMatch(page, 'paris-paris', ['Aiko', 'Bruno'], 'assist');
    const moves = page.getByTestId('moves');
    const pick = async (label: string) => {
      await moves.getByRole('button', { name: label, exact: true }).click();
      await page.locator('[data-busy="false"]').waitFor();
    };
    await pick('Face-up marker: Green');
    await pick('Revealed: Opéra (Red)');
    await pick('Revealed: Madeleine (Red)');
    await pick('Revealed: Étoile (Red)');
    await page.getByTestId('stop-opera').locator('.stop-shape').click(); // Aiko takes Opéra on the map
    await page.locator('[data-busy="false"]').waitFor();
    await page.getByTestId('tile-etoile-red').click(); // Bruno takes Étoile by its tile button
    await page.locator('[data-busy="false"]').waitFor();
    // Leftover Madeleine is empty: the nearest shop on its (red) line is Aiko's at Opéra, next door;
    // Bruno's at Étoile is two stops away.
    const tours = page.getByTestId('tours');
    await expect(tours.textContent()).resolves.toContain('Small tour at Madeleine');
    await expect(tours.textContent()).resolves.toContain('Aiko +1 (shop)');
    await screenshot(page, 'paris-paris-assist');
  });
});
