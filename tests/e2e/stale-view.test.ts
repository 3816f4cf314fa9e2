/** A screen that is behind the saved match (another window moved it on) says so, and shows the saved state. */
import { expect, test } from 'vitest';
import { api, appAndBrowser } from './helpers';
import type { MatchSnapshot } from '../../src-shared/ipc/contract';

const session = appAndBrowser();

test('a move made on a stale screen is refused with "moved on", the message stays, and the saved state is shown', async () => {
  const page = await session.page();
  const seats = [{ name: 'Alice', colour: '#d32f2f' }, { name: 'Bruno', colour: '#1565c0' }];
  const created = await api<MatchSnapshot>(page, 'match:create', { gameId: 'carcassonne', mode: 'digital', seed: 'stale', options: { gifts: false }, seats });

  await page.reload(); // the home screen lists unfinished matches as it opens
  await page.getByTestId(`resume-${created.matchId}`).locator('button.primary').click();
  await page.locator('[data-busy="false"]').waitFor();
  const toggle = page.getByTestId('side-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();

  // Another window (the API, as a second tab would) plays Alice's first move behind this screen's back.
  const shown = await api<MatchSnapshot>(page, 'match:view', { matchId: created.matchId, viewer: created.actor });
  await api(page, 'match:apply', { matchId: created.matchId, viewer: shown.viewer, expectedVersion: shown.version, action: shown.legalActions[0] });
  const saved = await api<MatchSnapshot>(page, 'match:view', { matchId: created.matchId, viewer: null });

  await page.locator('[data-testid="moves"] button').first().click();
  await page.locator('[data-busy="false"]').waitFor();
  await expect(page.getByTestId('error').textContent()).resolves.toContain(`This match has moved on (now at version ${saved.version})`);
  // The page now shows the saved match: the move made elsewhere is in its log, and nothing was applied twice.
  const after = await api<MatchSnapshot>(page, 'match:view', { matchId: created.matchId, viewer: null });
  expect(after.version).toBe(saved.version);
  await expect(page.getByTestId('log').textContent()).resolves.toContain('Alice placed a tile');
  // The score panel marks each seat as the header and the boards do: same fill, same shape.
  const marks = (where: string) => page.locator(`[data-testid="${where}"] .seat-mark`).evaluateAll((els) => els.map((el) => `${el.getAttribute('fill')} ${el.getAttribute('data-seat-shape')}`));
  await expect(marks('score')).resolves.toEqual(['#D55E00 circle', '#0072B2 square']);
  await expect(marks('players')).resolves.toEqual(['#D55E00 circle', '#0072B2 square']);
});
