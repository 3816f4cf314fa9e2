/**
 * En Route at the table: the personal-goal choice shows both goals on the player's own map, and the
 * secret starting rounds hide the scores instead of showing a row of zeros; the drawing turn marks the chosen
 * location and the roads beside it; the final-route proposal says what it optimised.
 */
import { expect, test } from 'vitest';
import type { MatchSnapshot } from '../../src-shared/ipc/contract';
import { api, appAndBrowser, driveUntil, resume, screenshot } from './helpers';
import { boardMetrics } from './board-metrics';
import { newMatch } from './play';

const session = appAndBrowser();

test('both personal goals on offer are numbered on the map; pointing at one fades the other; keyboard keeps one', async () => {
  const page = await session.page();
  await newMatch(page, 'en-route', ['Alice', 'Bruno', 'Chloe']);
  // Chance deals first; the first seat to act chooses a goal after the hand-off.
  for (let i = 0; i < 10 && !(await page.getByTestId('goal-choices').isVisible()); i++) {
    const handoff = page.getByTestId('handoff-ready');
    if (await handoff.isVisible()) await handoff.click();
    await page.locator('[data-busy="false"]').waitFor();
  }
  const choices = page.getByTestId('goal-choices');
  await expect(choices.isVisible()).resolves.toBe(true);
  // Described by their intersections as corners of named places, never by a catalogue id or a grid pair.
  expect(await page.getByTestId('keep-goal-1').textContent()).toMatch(/corner of [^·]+ · .*corner of [^·]+ · .*corner of /);
  expect(await page.getByTestId('keep-goal-1').textContent()).not.toMatch(/\(\s*\d+\s*,\s*\d+\s*\)/);
  expect(await page.getByTestId('moves').textContent()).not.toContain('pg-');
  await expect(page.locator('[data-goal-choice="1"]').count()).resolves.toBe(3);
  await expect(page.locator('[data-goal-choice="2"]').count()).resolves.toBe(3);
  await screenshot(page, 'en-route-goal-choice');
  await page.getByTestId('keep-goal-2').hover();
  await expect(page.locator('[data-goal-choice="1"].faded').count()).resolves.toBe(3);
  await expect(page.locator('[data-goal-choice="2"].faded').count()).resolves.toBe(0);
  await page.mouse.move(0, 0);
  await page.getByTestId('keep-goal-1').focus();
  await expect(page.locator('[data-goal-choice="2"].faded').count()).resolves.toBe(3);
  await page.keyboard.press('Enter');
  await page.locator('[data-busy="false"]').waitFor();
  // The next seat is asked for the device: the choice stays secret from them.
  expect(await page.locator('.panel', { hasText: /^Log/ }).last().textContent()).toContain('Alice chose a personal goal');

  // Everyone chooses, then the secret starting round: scores read "—" with the reason, not 0.
  for (let i = 0; i < 20 && !(await page.getByText('starting round (secret)').isVisible()); i++) {
    const handoff = page.getByTestId('handoff-ready');
    if (await handoff.isVisible()) await handoff.click();
    else await page.locator('[data-testid="moves"] button').first().click();
    await page.locator('[data-busy="false"]').waitFor();
  }
  const handoff = page.getByTestId('handoff-ready');
  if (await handoff.isVisible()) await handoff.click();
  await expect(page.getByTestId('score-hidden').textContent()).resolves.toBe('hidden until the starting rounds end');
  await expect(page.getByTestId('total-0').textContent()).resolves.toBe('—');
  expect(await page.getByTestId('players').textContent()).not.toMatch(/\d/);
  await screenshot(page, 'en-route-secret-round');
});

const has = (type: string) => (snap: MatchSnapshot) => (snap.legalActions as { type: string }[]).some((a) => a.type === type);

// Issue 22, En Route: "Nothing marks the roads next to the chosen location", "The header says 'Bob's turn' while the board
// says 'Active: Alice'", "the final-route proposal says 'proven optimal… nothing can beat it' while ignoring goal cards and café points".
test('drawing: the chosen location and the roads beside it are marked; header and board agree; the proposal says what it optimised', async () => {
  const page = await session.page();
  await page.setViewportSize({ width: 1366, height: 768 });
  const seats = [{ name: 'Alice', colour: '#d32f2f' }, { name: 'Bruno', colour: '#1565c0' }];
  const created = await api<MatchSnapshot>(page, 'match:create', { gameId: 'en-route', mode: 'digital', seed: 'issue-22', seats });
  const drawing = await driveUntil(page, created.matchId, has('section'));
  await resume(page, created.matchId);
  const name = seats[drawing.actor as number].name;
  await page.getByTestId('chosen-location').waitFor();
  const offered = await page.locator('[data-offered-road]').count();
  expect(offered).toBeGreaterThan(0);
  expect(offered).toBeLessThanOrEqual((drawing.legalActions as { type: string }[]).filter((a) => a.type === 'section').length);
  // The header names the seat drawing; the board says whose round it is in the rulebook's words, never a bare "Active:".
  const board = (await page.getByTestId('en-route-board').locator('header').textContent()) ?? '';
  expect(board).toContain(`${name}: Draw your route`);
  expect(board).toMatch(/Active player of the round: (Alice|Bruno)/);
  expect(board).not.toMatch(/Active: /);
  // "Bob's board labels run 6…1 and 4,5,6,1,2,3": the rulebook's boards number the same map differently, and the board says so.
  await expect(page.getByTestId('layout-note').textContent()).resolves.toMatch(/^Every player’s board numbers its columns and rows in its own order \(rulebook: same map, different coordinates\)/);
  await screenshot(page, 'en-route-chosen-location');

  await driveUntil(page, created.matchId, has('acceptOptimal'));
  await resume(page, created.matchId);
  await expect(page.getByTestId('optimised-for').textContent()).resolves.toBe('Optimised: tourists × landmarks, popular and iconic landmarks, Lantern Festival points, personal goal. Café bonuses do not depend on the route.');
  await expect(page.getByTestId('goals-not-optimised').textContent()).resolves.toMatch(/^Goal cards are not part of the search/);
  const final = (await page.locator('.final').textContent()) ?? '';
  expect(final).not.toMatch(/nothing can beat/i);
  expect(final).toMatch(/Optimal route: \d+ PP/);
  // The proposal sits beside the map, not under it: the map keeps its size, so its text stays 14 px or more.
  const metrics = await boardMetrics(page);
  expect(metrics.small, JSON.stringify(metrics.small.slice(0, 5))).toEqual([]);
  await screenshot(page, 'en-route-final-proposal');
});
