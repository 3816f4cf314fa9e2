/** Rematch: one click on a finished match starts the same game with the same players and options, seats moved on. */
import { expect, test } from 'vitest';
import { api, appAndBrowser, finishMatch, screenshot } from './helpers';
import type { MatchSnapshot } from '../../src-shared/ipc/contract';

const session = appAndBrowser();

test('a finished Carcassonne match without The Gifts: replayed action by action, then Rematch seats Bruno, Chloé, Alice and keeps the option', async () => {
  const page = await session.page();
  const seats = [{ name: 'Alice', colour: '#d32f2f' }, { name: 'Bruno', colour: '#1565c0' }, { name: 'Chloé', colour: '#2e7d32' }];
  const created = await api<MatchSnapshot>(page, 'match:create', { gameId: 'carcassonne', mode: 'digital', seed: 'rematch', options: { gifts: false }, seats });
  await finishMatch(page, created.matchId);

  await page.getByTestId('nav-history').click();
  await page.getByRole('button', { name: '…' }).first().click();
  await page.getByRole('button', { name: 'Replay the match log' }).click();
  await page.getByTestId(`match-${created.matchId}`).waitFor();
  await screenshot(page, 'rematch-finished');

  // Replay: step back and forth through the finished match, as the table and as one seat saw it.
  const final = await api<MatchSnapshot>(page, 'match:view', { matchId: created.matchId, viewer: null });
  const total = final.log.length;
  await page.getByTestId('replay-open').click();
  const position = page.getByTestId('replay-position');
  await expect(position.textContent()).resolves.toBe(`after ${total} of ${total} actions`);
  const replayLog = page.getByTestId('replay-log').locator('li');
  await expect.poll(() => replayLog.count()).toBe(total);
  await page.getByTestId('replay-back').click();
  await position.filter({ hasText: `after ${total - 1} of` }).waitFor();
  await expect.poll(() => replayLog.count()).toBe(total - 1);
  await page.getByTestId('replay-first').click();
  await position.filter({ hasText: `after 0 of` }).waitFor();
  await expect.poll(() => replayLog.count()).toBe(0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await position.filter({ hasText: `after 2 of` }).waitFor();
  await page.getByTestId('replay-viewer').selectOption({ label: 'Bruno' });
  await expect.poll(() => replayLog.count()).toBe(2);
  await screenshot(page, 'replay-position-2');
  await page.getByTestId('replay-close').click();
  await page.getByTestId('rematch').click();

  // The new match's frame (hasNot looks at descendants, so it matched the old frame while it was still shown).
  const frame = page.locator(`section[data-testid^="match-"]:not([data-testid="match-${created.matchId}"])`);
  await frame.first().waitFor();
  const id = Number((await frame.first().getAttribute('data-testid'))!.slice('match-'.length));
  expect(id).not.toBe(created.matchId);
  const fresh = await api<MatchSnapshot>(page, 'match:view', { matchId: id, viewer: null });
  expect(fresh.status).toBe('active');
  expect(fresh.seats.map((s) => [s.name, s.colour])).toEqual([['Bruno', '#1565c0'], ['Chloé', '#2e7d32'], ['Alice', '#d32f2f']]);
  expect((fresh.view as { gifts: boolean }).gifts).toBe(false);
  await expect(page.getByTestId('players').textContent()).resolves.toMatch(/Bruno.*Chloé.*Alice/);
  await screenshot(page, 'rematch-started');
});
