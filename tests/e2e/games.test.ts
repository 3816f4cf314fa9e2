/** Every registered game: a complete 2-player digital game through the UI, and an end-state score sheet. */
import { describe, expect, test } from 'vitest';
import { listGames } from '../../src-shared/games/registry';
import type { Page } from 'playwright-core';
import { appAndBrowser, screenshot } from './helpers';
import { newMatch, playToEnd } from './play';

const session = appAndBrowser();

const numbers = (text: string): number[] => [...text.matchAll(/(\S+) (-?\d+)/g)].map((m) => Number(m[2]));

/**
 * Every total the screen shows agrees with the score panel: the match header's points per player, and
 * where a board draws a score of its own, that too (Carcassonne's score track is each total, Paris's VP
 * track each "VP track" line); each seat's lines in the panel add up to its total.
 */
async function expectShownTotalsAgree(page: Page, id: string): Promise<void> {
  const header = await page.getByTestId('players').locator('li').evaluateAll((items) =>
    items.map((li) => [li.querySelector('strong')!.textContent!.trim(), li.querySelector('.points')!.textContent!.trim()]),
  );
  const panel = await page.getByTestId('score').locator('details.seat').evaluateAll((seats) =>
    seats.map((d) => ({
      name: d.querySelector('summary strong')!.textContent!.trim(),
      total: d.querySelector('summary .total')!.textContent!.trim(),
      lines: [...d.querySelectorAll('tbody tr')].map((tr) => [tr.querySelector('td')!.textContent!.trim(), Number(tr.querySelector('td.num')!.textContent)] as const),
    })),
  );
  expect(panel.map((p) => p.name).sort()).toEqual(header.map(([name]) => name).sort());
  for (const [name, points] of header) {
    const row = panel.find((p) => p.name === name)!;
    expect(row.total, `${name}: header ${points}, score panel ${row.total}`).toBe(points);
    if (row.total !== '—') expect(row.lines.reduce((sum, [, n]) => sum + n, 0), `${name}'s lines`).toBe(Number(row.total));
  }
  const byName = (name: string) => panel.find((p) => p.name === name)!;
  if (id === 'carcassonne') {
    const track = await page.locator('[data-testid="carcassonne-board"] ul.totals li').allTextContents();
    expect(track.map((t) => numbers(t.trim())[0])).toEqual(header.map(([name]) => Number(byName(name).total)));
  }
  if (id === 'paris') {
    const labels = await page.locator('[data-testid="paris-board"] [role="img"][aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
    const names = header.map(([name]) => name);
    const track = labels.find((l) => l === names.map((n, i) => `${n} ${numbers(l)[i]}`).join(', '));
    expect(track, labels.join(' | ')).toBeDefined();
    expect(numbers(track!)).toEqual(names.map((name) => byName(name).lines.find(([label]) => label === 'VP track')![1]));
  }
}

if (listGames().length === 0) test.skip('no game is registered yet, so there is nothing to play through the UI', () => {});

describe.each(listGames().map((g) => [g.meta.id, g] as const))('%s in Chromium', (id, game) => {
  test('a complete 2-player digital game, played through the UI, ends in a final score with reasons; the totals shown agree all along', async () => {
    const page = await session.page();
    const players = Math.max(2, game.meta.minPlayers);
    await newMatch(page, id, ['Alice', 'Bruno', 'Chloé', 'Daichi'].slice(0, players));
    await playToEnd(page, id, game.meta.maxActions(players) * 2, 7, () => expectShownTotalsAgree(page, id));
    const score = page.getByTestId('score');
    await expect(score.textContent()).resolves.toMatch(/Final score/);
    expect(await score.locator('tbody tr').count()).toBeGreaterThan(0);
    await page.getByTestId('nav-history').click();
    await expect(page.getByTestId('history').textContent()).resolves.toContain('Alice');
  });

  test('the end-state score sheet scores the documented example', async () => {
    const page = await session.page();
    await page.getByTestId(`score-${id}`).click();
    if (!(await page.getByTestId('end-state-score').isVisible())) await page.locator('summary', { hasText: /End state/ }).click();
    await page.getByTestId('end-state-example').click();
    await page.getByTestId('end-state-score').click();
    await page.getByTestId('score').waitFor();
    expect(await page.getByTestId('score').locator('tbody tr').count()).toBeGreaterThan(0);
    await screenshot(page, `${id}-end-state`);
  });
});
