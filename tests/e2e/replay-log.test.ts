/** Replay from a saved log file: opened from the home page, stepped through, seen by a seat; bad files say where; nothing is saved. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { api, appAndBrowser, finishMatch, playCount, screenshot } from './helpers';
import type { ChannelOutput, MatchSnapshot } from '../../src-shared/ipc/contract';

const session = appAndBrowser();

test('a saved Carcassonne log opens from the home page, steps back and forth as the table and as a seat, and adds nothing to the history', async () => {
  const page = await session.page();
  const seats = [{ name: 'Alice', colour: '#d32f2f' }, { name: 'Bruno', colour: '#1565c0' }];
  const created = await api<MatchSnapshot>(page, 'match:create', { gameId: 'carcassonne', mode: 'digital', seed: 'saved-log', options: { gifts: true }, seats });
  await finishMatch(page, created.matchId);
  const log = await api<ChannelOutput<'match:export-log'>>(page, 'match:export-log', { matchId: created.matchId });
  const dir = mkdtempSync(join(tmpdir(), 'tk-log-'));
  const file = join(dir, 'carcassonne-game.json');
  writeFileSync(file, JSON.stringify(log, null, 2));
  const plays = await playCount(page);

  await page.getByTestId('nav-home').click();
  await page.getByTestId('open-log-file').setInputFiles(file);
  await page.getByTestId('replay').waitFor();
  await expect(page.getByTestId('replay-file').textContent()).resolves.toBe('Log file carcassonne-game.json');
  const total = log.actions.length;
  const position = page.getByTestId('replay-position');
  await expect(position.textContent()).resolves.toBe(`after ${total} of ${total} actions`);
  const replayLog = page.getByTestId('replay-log').locator('li');
  await replayLog.nth(total - 1).waitFor();
  await expect(replayLog.count()).resolves.toBe(total);
  await page.getByTestId('replay-back').click();
  await position.filter({ hasText: `after ${total - 1} of` }).waitFor();
  await page.getByTestId('replay-first').click();
  await position.filter({ hasText: 'after 0 of' }).waitFor();
  await replayLog.first().waitFor({ state: 'detached' });
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await position.filter({ hasText: 'after 4 of' }).waitFor();
  await replayLog.nth(3).waitFor();
  await page.getByTestId('replay-viewer').selectOption({ label: 'Bruno' });
  await expect(replayLog.count()).resolves.toBe(4);
  await screenshot(page, 'replay-saved-log');
  await expect(playCount(page)).resolves.toBe(plays);
  await page.getByTestId('replay-close').click();
  await page.getByTestId('open-log').waitFor();

  // A file whose fourth action does not apply, and one that is not JSON: each says which file and where.
  const broken = { ...log, actions: log.actions.map((a, i) => (i === 3 ? log.actions[2] : a)) };
  writeFileSync(join(dir, 'broken.json'), JSON.stringify(broken));
  await page.getByTestId('open-log-file').setInputFiles(join(dir, 'broken.json'));
  const error = page.getByTestId('error');
  await error.filter({ hasText: 'broken.json' }).waitFor();
  await expect(error.textContent()).resolves.toMatch(/^broken\.json: Action 3 \(actions\[3\] in the file\) does not apply: That action is not legal now/);
  writeFileSync(join(dir, 'notes.json'), 'these are my notes');
  await page.getByTestId('open-log-file').setInputFiles(join(dir, 'notes.json'));
  await error.filter({ hasText: 'notes.json is not a JSON log' }).waitFor();
  await expect(page.getByTestId('replay').count()).resolves.toBe(0);
  await expect(playCount(page)).resolves.toBe(plays);
});
