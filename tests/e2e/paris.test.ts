/** Paris through its own board (not the move list): keys placed and moved by clicking the SVG. */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { MatchSnapshot } from '../../src-shared/ipc/contract';
import { api, appAndBrowser, driveUntil, resume, screenshot } from './helpers';
import { newMatch } from './play';

const session = appAndBrowser();

/** Waits for the board of the seat to move (handing the device over when asked). */
async function ready(page: Page): Promise<void> {
  await page.locator('[data-busy="false"]').waitFor();
  const handoff = page.getByTestId('handoff-ready');
  if (await handoff.isVisible()) await handoff.click();
  await page.getByTestId('paris-board').waitFor();
  await page.locator('[data-busy="false"]').waitFor();
}

async function endTurn(page: Page): Promise<void> {
  await page.getByTestId('paris-actions').getByRole('button', { name: 'End turn' }).click();
  await ready(page);
}

/** The new-game dialog for Paris with Alice and Bruno seated and "Advanced" open; returns the options field. */
async function newParisDialog(page: Page) {
  await page.getByTestId('nav-home').click();
  await page.getByTestId('new-paris').click();
  await page.getByTestId('seat-name-0').fill('Alice');
  await page.getByTestId('seat-name-1').fill('Bruno');
  await page.locator('summary', { hasText: /Advanced/ }).click();
  return page.getByTestId('options');
}

async function log(page: Page): Promise<string> {
  return (await page.getByTestId('log').textContent()) ?? '';
}

test('placing keys on a bank and on the Arc, then moving one onto a building, by clicking the board', async () => {
  const page = await session.page();
  await newMatch(page, 'paris', ['Alice', 'Bruno'], 'digital', 'board-clicks');
  await ready(page);
  // Alice: a key on the Chaillot bank (+7 francs).
  await page.locator('[data-district="chaillot"] g[role="button"][aria-label*="Key on the Chaillot bank"]').click();
  await ready(page);
  expect(await log(page)).toContain('Alice placed a key on the Chaillot bank');
  await endTurn(page);
  // Bruno: a key on the Arc.
  await page.getByTestId('arc').click();
  await ready(page);
  expect(await log(page)).toContain('Bruno placed a key on the Arc de Triomphe');
  await endTurn(page);
  // Alice: a key on the Arc too; Bruno: a bank.
  await page.getByTestId('arc').click();
  await ready(page);
  await endTurn(page);
  await page.locator('[data-district="belleville"] g[role="button"][aria-label*="Key on the Belleville bank"]').click();
  await ready(page);
  await endTurn(page);
  // Alice: select her key on the Arc, then one of the moves it offers.
  await page.getByTestId('arc').click();
  const choice = page.getByTestId('paris-move-choices').getByRole('button').first();
  expect((await choice.textContent()) ?? '').toMatch(/^Move key Arc de Triomphe → /);
  await choice.click();
  await ready(page);
  expect(await log(page)).toMatch(/Alice moved a key from the Arc de Triomphe to /);
  await screenshot(page, 'paris-board-clicks');
});

test('the board names landmarks as the reader’s edition prints them', async () => {
  const page = await session.page();
  await newMatch(page, 'paris', ['Alice', 'Bruno'], 'digital', 'board-languages');
  await ready(page);
  const fullNames = page.locator('[data-testid="landmark-supply-name"] title');
  await expect(fullNames.allTextContents()).resolves.toContain('Eiffel Tower');
  await page.getByTestId('locale').selectOption('ja');
  await page.getByTestId('landmark-supply-name').filter({ hasText: 'エッフェル塔' }).waitFor();
  // Every name is shown whole, on two lines where it needs them (ノートルダム / 大聖堂), never cut.
  await expect(fullNames.allTextContents()).resolves.toContain('サクレ・クール寺院');
  const shownNames = () =>
    page.getByTestId('landmark-supply-name').evaluateAll((names) => names.map((name) => [...name.querySelectorAll('tspan')].map((line) => line.textContent).join('|')));
  await expect(shownNames()).resolves.toEqual(expect.arrayContaining(['ノートルダム|大聖堂', 'サクレ・|クール寺院', 'エッフェル塔']));
  for (const name of await shownNames()) expect(name).not.toContain('…');
  await screenshot(page, 'paris-board-ja');
  await page.getByTestId('locale').selectOption('fr');
  await page.getByTestId('landmark-supply-name').filter({ hasText: 'Tour Eiffel' }).waitFor();
  await expect(shownNames()).resolves.toEqual(expect.arrayContaining(['Jardin du |Luxembourg', 'Tour |Eiffel']));
  await screenshot(page, 'paris-board-fr');
  await page.getByTestId('locale').selectOption('en');
});

test('a group corrects a landmark to match its own box in the new-game dialog, and the board shows it', async () => {
  const page = await session.page();
  const field = await newParisDialog(page);
  const options = JSON.parse(await field.inputValue());
  const eiffel = options.landmarks.find((l: { id: string }) => l.id === 'eiffel');
  Object.assign(eiffel, { name: 'Tour Eiffel XL', value: 17 });
  await field.fill(JSON.stringify(options));
  await field.blur();
  await page.getByTestId('start').click();
  await ready(page);
  const corrected = page.getByTestId('landmark-supply-name').filter({ hasText: 'Tour Eiffel XL' });
  await corrected.waitFor();
  await expect(page.locator('g', { has: corrected }).last().textContent()).resolves.toMatch(/^17/);
});

test('a validation error from main reads in the language the page shows', async () => {
  const page = await session.page();
  const field = await newParisDialog(page);
  await field.fill(JSON.stringify({ tradesPerTurn: 'many' }));
  await field.blur();
  await page.getByTestId('locale').selectOption('ja');
  await page.getByTestId('start').click();
  // zod's own message in Japanese (the page sends its language with each request).
  await page.getByTestId('error').filter({ hasText: /無効な入力/ }).waitFor();
  // Two seats with one name: said before asking main, in Japanese too.
  await page.getByTestId('options').fill('{}');
  await page.getByTestId('options').blur();
  await page.getByTestId('seat-name-1').fill('alice');
  await page.getByTestId('start').click();
  await page.getByTestId('error').filter({ hasText: '席ごとに別のプレイヤーが必要です: alice が2回います。' }).waitFor();
  await page.getByTestId('locale').selectOption('en');
});

// Issue 22: "Trading is limited to your own turn although the rulebook says at any time: say so where trading is offered."
test('where trading is offered, the board says it happens in your own turn and why', async () => {
  const page = await session.page();
  const seats = [{ name: 'Alice', colour: '#d32f2f' }, { name: 'Bruno', colour: '#1565c0' }];
  const created = await api<MatchSnapshot>(page, 'match:create', { gameId: 'paris', mode: 'digital', seed: 'issue-22', seats });
  await driveUntil(page, created.matchId, (snap) => (snap.legalActions as { type: string }[]).some((a) => a.type === 'sell' || a.type === 'buy'));
  await resume(page, created.matchId);
  await expect(page.getByTestId('paris-trade-note').textContent()).resolves.toBe(
    'Trading with the supply happens in your own turn here, before or after your action (the rulebook allows it at any time; Tablekeeper keeps it to the turn so each trade is in the log of the player who made it).',
  );
});
