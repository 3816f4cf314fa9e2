/**
 * Every game's "Score a finished game" in Chromium: the sheet opens empty, the rulebook example loads only
 * on request and is marked while shown, Score writes nothing, Save to history writes exactly one play
 * (the one the preview showed) and a second Save writes none and says so.
 */
import { describe, expect, test } from 'vitest';
import { listGames } from '../../src-shared/games/registry';
import { appAndBrowser, playCount, screenshot } from './helpers';

const session = appAndBrowser();

/** Each game's sheet: its form, its example button and its Score button. */
const SHEETS: Record<string, { form: string; example: string; score: string }> = {
  carcassonne: { form: 'carcassonne-end-state', example: 'carcassonne-load-example', score: 'carcassonne-end-submit' },
  paris: { form: 'paris-end-state-form', example: 'paris-load-example', score: 'paris-end-state-submit' },
  'paris-paris': { form: 'pp-end-state-form', example: 'pp-load-example', score: 'pp-end-score' },
  'en-route': { form: 'er-end-state-form', example: 'er-load-example', score: 'er-end-score' },
};

describe.each(listGames().map((g) => [g.meta.id] as const))('%s score sheet', (id) => {
  test('opens empty, marks the example, scores without saving, saves once', async () => {
    const sheet = SHEETS[id];
    expect(sheet, `a score sheet is listed for ${id}`).toBeDefined();
    const page = await session.page();
    await page.getByTestId(`score-${id}`).click();
    const form = page.getByTestId(sheet.form);
    await form.waitFor();
    // Empty: no name in any text field, no example banner, an empty JSON box.
    const texts = form.locator('input:not([type]), input[type="text"]');
    expect(await texts.count()).toBeGreaterThan(0);
    for (const value of await texts.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))) expect(['', '0']).toContain(value);
    await expect(page.getByTestId('end-state-example-banner').count()).resolves.toBe(0);
    await expect(page.getByTestId('end-state-json').inputValue()).resolves.toBe('');
    await screenshot(page, `${id}-sheet-empty`);

    await page.getByTestId(sheet.example).click();
    await page.getByTestId('end-state-example-banner').waitFor();
    const before = await playCount(page);
    await page.getByTestId(sheet.score).click();
    await page.getByTestId('score').waitFor();
    await page.getByTestId('end-state-preview').waitFor();
    await page.getByTestId('end-state-preview-example').waitFor();
    await page.getByTestId('end-state-not-saved').waitFor();
    await page.getByTestId(sheet.score).click(); // scoring again still writes nothing
    await expect(playCount(page)).resolves.toBe(before);
    const previewRows = await page.getByTestId('end-state-preview').locator('tbody tr').count();
    expect(previewRows).toBeGreaterThan(0);
    await screenshot(page, `${id}-sheet-scored`);

    await page.getByTestId('end-state-save').click();
    await page.getByTestId('end-state-saved').waitFor();
    await expect(playCount(page)).resolves.toBe(before + 1);
    await page.getByTestId('end-state-save').click();
    await page.getByTestId('end-state-already').waitFor();
    await expect(playCount(page)).resolves.toBe(before + 1);
    // Clearing takes the example away and its mark with it.
    await page.getByTestId(`${sheet.example}-clear`).click();
    await expect(page.getByTestId('end-state-example-banner').count()).resolves.toBe(0);
  });
});

test('pasted JSON: the box opens empty, Score writes nothing, Save writes one play once', async () => {
  const page = await session.page();
  await page.getByTestId('nav-end-state').click();
  await page.getByTestId('end-state-game').selectOption('carcassonne');
  await page.locator('summary', { hasText: /End state/ }).click();
  await expect(page.getByTestId('end-state-json').inputValue()).resolves.toBe('');
  const json = JSON.stringify({ game: 'carcassonne', players: [{ name: 'Mina', scoreTrack: 31 }, { name: 'Oskar', scoreTrack: 40 }], features: [] });
  await page.getByTestId('end-state-json').fill(json);
  const before = await playCount(page);
  await page.getByTestId('end-state-score').click();
  await page.getByTestId('end-state-preview').waitFor();
  await expect(page.getByTestId('end-state-preview-example').count()).resolves.toBe(0);
  await expect(page.getByTestId('end-state-preview-0').textContent()).resolves.toContain('Mina');
  await expect(playCount(page)).resolves.toBe(before);
  await page.getByTestId('end-state-save').click();
  await page.getByTestId('end-state-saved').waitFor();
  await page.getByTestId('end-state-save').click();
  await page.getByTestId('end-state-already').waitFor();
  await expect(playCount(page)).resolves.toBe(before + 1);
});
