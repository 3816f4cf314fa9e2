/** Paris Paris's last tours: the points the bus hands out at a stop are legible, never drawn over one another. */
import { expect, test } from 'vitest';
import { api, appAndBrowser, screenshot } from './helpers';
import type { MatchSnapshot } from '../../src-shared/ipc/contract';

const session = appAndBrowser();

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the bus at a stop where two players score: one line per player, on its own box, no line over another', async () => {
  const page = await session.page();
  await page.setViewportSize({ width: 1366, height: 768 });
  const seats = [{ name: 'Alice', colour: '#d32f2f' }, { name: 'Bruno', colour: '#1565c0' }, { name: 'Chloé', colour: '#2e7d32' }];
  const { matchId } = await api<MatchSnapshot>(page, 'match:create', { gameId: 'paris-paris', mode: 'digital', seed: 'tours', seats });
  for (let step = 0; step < 3000; step++) {
    const peek = await api<MatchSnapshot>(page, 'match:view', { matchId, viewer: null });
    if (peek.actor === 'terminal') break;
    const viewer = typeof peek.actor === 'number' ? peek.actor : null;
    const snap = await api<MatchSnapshot>(page, 'match:view', { matchId, viewer });
    await api(page, 'match:apply', { matchId, viewer, expectedVersion: snap.version, action: snap.legalActions[step % snap.legalActions.length] });
  }
  await page.getByTestId('nav-history').click();
  await page.getByRole('button', { name: '…' }).first().click();
  await page.getByRole('button', { name: 'Replay the match log' }).click();
  await page.getByTestId(`match-${matchId}`).waitFor();
  await page.getByTestId('replay-bus').click();
  // Pompidou, the special run's second stop in this game: Alice and Bruno both score there (1 for a shop, 2 next door each).
  const gains = page.locator('.bus-layer text.gain');
  await expect.poll(() => gains.count(), { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(2);
  const boxes = (await Promise.all((await gains.all()).map((g) => g.boundingBox()))) as Box[];
  const texts = await gains.allTextContents();
  expect(new Set(texts.map((t) => t.split(' ').slice(1).join(' '))).size).toBe(texts.length);
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i], boxes[j]), `${texts[i]} / ${texts[j]}`).toBe(false);
  await screenshot(page, 'paris-paris-bus-gains');
});
