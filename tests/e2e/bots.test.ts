/**
 * Bots at the table, through the UI: for every game, one person against bots (the easy level, to keep the
 * run short) from the new-game dialog to the final score. No hand-off appears (one person, nobody to hide
 * from); while a bot thinks and after its move, the page never holds a bot seat's secret (secrets derived from
 * the engine through the API, as in privacy.test.ts). The history then marks the bot seats.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { getGame } from '../../src-shared/games/registry';
import { appAndBrowser, screenshot } from './helpers';
import { showPanels } from './play';
import { api, pageText, secretsOf } from './secrets';

const session = appAndBrowser();
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The new-game dialog: the person in seat 1, bots at `level` in every other seat. */
async function newGameAgainstBots(page: Page, gameId: string, players: number, options?: (page: Page) => Promise<void>): Promise<number> {
  await page.getByTestId('nav-home').click();
  await page.getByTestId(`new-${gameId}`).click();
  await page.getByTestId('mode-digital').check();
  const seats = page.locator('[data-testid^="seat-name-"]');
  while ((await seats.count()) < players) await page.getByTestId('add-seat').click();
  while ((await seats.count()) > players) await page.locator('.seat button', { hasText: 'Remove' }).last().click();
  await page.getByTestId('seat-name-0').fill('Aiko');
  await page.getByTestId('seat-kind-0').selectOption('');
  for (let seat = 1; seat < players; seat++) {
    await page.getByTestId(`seat-name-${seat}`).fill('');
    await page.getByTestId(`seat-kind-${seat}`).selectOption('easy');
  }
  await options?.(page);
  await page.locator('summary', { hasText: /Advanced/ }).click();
  await page.getByTestId('seed').fill(`bots-${gameId}`);
  await screenshot(page, `bots-${gameId}-new-game`);
  await page.getByTestId('start').click();
  const frame = page.locator('[data-testid^="match-"][data-busy]');
  await frame.waitFor();
  await showPanels(page);
  return Number((await frame.getAttribute('data-testid'))!.slice('match-'.length));
}

/** Plays the person's moves until the end, checking the page for bot seats' secrets at the first `checked` steps. */
async function playAgainstBots(page: Page, matchId: number, players: number, maxSteps: number, checked: number): Promise<{ steps: number; botTurnsSeen: number; thinkingSeen: string[]; checks: number }> {
  let botTurnsSeen = 0;
  let checks = 0;
  // Every "… is thinking" line the page shows, however briefly (an easy bot answers at once).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { thinkingSeen: string[] }).thinkingSeen = seen;
    new MutationObserver(() => {
      const line = document.querySelector('[data-testid="bot-thinking"]')?.textContent?.trim();
      if (line && seen.at(-1) !== line) seen.push(line);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  for (let step = 0; step < maxSteps; step++) {
    const snap = await api(page, 'match:view', { matchId, viewer: null });
    // The page follows the match by itself; look once it shows this version (bots may have moved on since).
    const pageVersion = await page.waitForFunction(([id, version]) => {
      const frame = document.querySelector(`[data-testid="match-${id}"]`);
      const at = Number(frame?.getAttribute('data-version'));
      return frame?.getAttribute('data-busy') === 'false' && at >= version ? at : null;
    }, [matchId, snap.version] as const, { timeout: 60_000 });
    if ((await pageVersion.jsonValue()) !== snap.version) continue;
    expect(await page.getByTestId('handoff').isVisible(), 'no hand-off when one person plays against bots').toBe(false);
    if (snap.status !== 'active') {
      const thinkingSeen = await page.evaluate(() => (window as unknown as { thinkingSeen: string[] }).thinkingSeen);
      return { steps: step, botTurnsSeen, thinkingSeen, checks };
    }
    const botActs = typeof snap.actor === 'number' && snap.actor > 0;
    if (step < checked) {
      const text = normalise(await pageText(page));
      // The person's own screen is on the page: words that are also theirs (the same francs) tell nothing.
      const own = new Set(await secretsOf(page, matchId, 0, snap, 'en'));
      const leaks: string[] = [];
      for (let seat = 1; seat < players; seat++) {
        for (const secret of await secretsOf(page, matchId, seat, snap, 'en')) if (!own.has(secret) && text.includes(normalise(secret))) leaks.push(`seat ${seat}: "${secret}"`);
      }
      // Only a position that stood still throughout the check counts (an easy bot may move while it runs).
      const still = await page.evaluate(([id, version]) => document.querySelector(`[data-testid="match-${id}"]`)?.getAttribute('data-version') === String(version), [matchId, snap.version] as const);
      if (still && (await api(page, 'match:view', { matchId, viewer: null })).version === snap.version) {
        expect(leaks, `step ${step}: a bot seat's secret is on the page`).toEqual([]);
        checks++;
      }
    }
    if (botActs || snap.actor === 'chance') {
      botTurnsSeen++;
      if (botTurnsSeen === 1) await screenshot(page, `bots-${snap.gameId}-thinking`);
      // The page follows the bot by itself: wait until it shows the match moved on.
      await page.waitForFunction(([id, version]) => {
        const frame = document.querySelector(`[data-testid="match-${id}"]`);
        return !!frame && frame.getAttribute('data-version') !== String(version);
      }, [matchId, snap.version] as const, { timeout: 60_000 });
      continue;
    }
    const moves = page.locator('[data-testid="moves"] button');
    const count = await moves.count();
    if (count === 0) throw new Error(`no moves for the person at step ${step} (actor ${snap.actor})`);
    await moves.nth((step * 7919) % count).click();
  }
  throw new Error(`no final score after ${maxSteps} steps`);
}

/**
 * The history marks the computer players wherever it names them, with an accessible name saying the level: the
 * plays list and the play's details, a bot's player page, and the game page's leaderboard note on rating bots.
 */
async function checkHistoryMarks(page: Page, bots: number): Promise<void> {
  await page.getByTestId('nav-history').click();
  await page.getByTestId('hist-tab-plays').click();
  const seatMarks = page.getByTestId('hist-bot-seat');
  await seatMarks.first().waitFor();
  expect(await seatMarks.count()).toBe(bots);
  await expect(seatMarks.first().getAttribute('aria-label')).resolves.toBe('Played by the computer (easy)');
  const row = page.locator('[data-testid^="hist-play-"]').first();
  await row.locator('button[aria-expanded]').click();
  expect(await page.getByTestId('hist-bot-detail').count()).toBe(bots);
  await row.getByRole('link', { name: /^Easy bot/ }).first().click();
  const mark = page.getByTestId('hist-bot-player');
  await mark.waitFor();
  await expect(mark.getAttribute('aria-label')).resolves.toBe('Played by the computer (easy)');
  // Aiko's page names the bots among her rivals.
  await page.getByTestId('nav-history').click();
  await page.getByTestId('hist-tab-plays').click();
  await page.locator('[data-testid^="hist-play-"]').first().getByRole('link', { name: 'Aiko' }).click();
  await page.getByTestId('hist-bot-rival').first().waitFor();
  expect(await page.getByTestId('hist-bot-rival').count()).toBe(bots);
  await page.getByTestId('nav-history').click();
  await page.getByTestId('hist-tab-plays').click();
  await page.locator('[data-testid^="hist-play-"]').first().getByRole('link', { name: 'Paris Paris' }).click();
  await expect(page.getByTestId('hist-bots-note').textContent()).resolves.toMatch(/left out of these ratings/);
  await screenshot(page, 'bots-history-game-page');
}

const CASES: { gameId: string; players: number; checked: number; options?: (page: Page) => Promise<void> }[] = [
  { gameId: 'paris-paris', players: 4, checked: 12 },
  { gameId: 'paris', players: 2, checked: 12 },
  { gameId: 'carcassonne', players: 2, checked: 16 },
  { gameId: 'en-route', players: 2, checked: 12 },
];

describe('one person against bots, every game', () => {
  for (const c of CASES) {
    test(`${c.gameId}: ${c.players - 1} easy bot${c.players > 2 ? 's' : ''} against Aiko, to the final score`, async () => {
      const page = await session.page('en-GB');
      await page.setViewportSize({ width: 1366, height: 768 });
      try {
        const matchId = await newGameAgainstBots(page, c.gameId, c.players, c.options);
        const created = await api(page, 'match:view', { matchId, viewer: null });
        expect(created.seats.map((s) => s.bot ?? null)).toEqual([null, ...Array(c.players - 1).fill('easy')]);
        await expect(page.getByTestId('bot-mark').count()).resolves.toBe(c.players - 1);
        const { thinkingSeen, checks } = await playAgainstBots(page, matchId, c.players, getGame(c.gameId)!.meta.maxActions(c.players) * 2, c.checked);
        // An easy bot may answer before the page or the test ever sees its turn (on a fast machine it always
        // does), so its moves are counted in the final log below; the thinking line itself is checked with the
        // strong bot, whose search takes its time. Any thinking line shown here must still read right.
        expect(thinkingSeen.every((line) => /^Easy bot( \d)? \(bot\) is thinking…/.test(line)), thinkingSeen.join(' | ')).toBe(true);
        expect(checks).toBeGreaterThan(c.checked / 3);
        await expect(page.getByTestId('score').textContent()).resolves.toMatch(/Final score/);
        const final = await api(page, 'match:view', { matchId, viewer: null });
        expect(final.log.filter((line) => typeof line.actor === 'number' && line.actor > 0).length).toBeGreaterThan(0);
        await screenshot(page, `bots-${c.gameId}-final`);
        if (c.gameId === 'paris-paris') await checkHistoryMarks(page, c.players - 1);
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('a strong bot at the table', () => {
  test('Paris: while the strong bot thinks, the page shows its progress and none of its secrets; "Suggest a move" marks a move and plays nothing', async () => {
    const page = await session.page('en-GB');
    await page.setViewportSize({ width: 1366, height: 768 });
    try {
      const created = await api(page, 'match:create', {
        gameId: 'paris', mode: 'digital', seed: 'strong-at-the-table', options: {},
        seats: [{ name: 'Aiko', colour: '#0072b2' }, { name: 'Strong bot', colour: '#e69f00', bot: 'strong' }],
      });
      await page.getByTestId('nav-settings').click();
      await page.getByTestId('nav-home').click();
      await page.getByTestId(`resume-${created.matchId}`).locator('button.primary').click();
      await page.locator(`[data-testid="match-${created.matchId}"][data-busy="false"]`).waitFor();
      await showPanels(page);
      // Aiko's turn: ask for a suggestion; it is marked in the move list and nothing is played.
      const before = await api(page, 'match:view', { matchId: created.matchId, viewer: null });
      expect(before.actor).toBe(0);
      await page.getByTestId('suggest-move').click();
      const suggestion = page.getByTestId('suggestion');
      await suggestion.waitFor({ timeout: 60_000 });
      await expect(suggestion.textContent()).resolves.toMatch(/^Suggested: .+ · expected gain [+−]?\d+\.\d points against the best other player$/);
      await expect(page.locator('[data-testid="moves"] button.suggested').count()).resolves.toBe(1);
      // The suggestion says the move as the move list does (a move to make, not a log line of one made).
      const listed = ((await page.locator('[data-testid="moves"] button.suggested').textContent()) ?? '').trim().replace(/ · suggested$/, '');
      expect(listed.length).toBeGreaterThan(0);
      expect((await suggestion.textContent())?.startsWith(`Suggested: ${listed} · expected gain`)).toBe(true);
      await screenshot(page, 'bots-paris-suggestion');
      // However long the words, ✕ stays beside them (it used to wrap onto a line of its own).
      const words = (await suggestion.boundingBox())!;
      const close = (await page.getByTestId('suggest-close').boundingBox())!;
      expect(close.y + close.height / 2).toBeGreaterThan(words.y);
      expect(close.y + close.height / 2).toBeLessThan(words.y + words.height);
      expect(close.x).toBeGreaterThan(words.x + words.width - 1);
      // Put away, it no longer covers the board's edge; the move stays marked in the list.
      await page.getByTestId('suggest-close').click();
      await expect(suggestion.count()).resolves.toBe(0);
      await expect(page.locator('[data-testid="moves"] button.suggested').count()).resolves.toBe(1);
      expect((await api(page, 'match:view', { matchId: created.matchId, viewer: null })).version).toBe(before.version);
      // Aiko plays the suggested move herself; the strong bot then thinks for up to two seconds.
      await page.locator('[data-testid="moves"] button.suggested').click();
      const thinking = page.getByTestId('bot-thinking');
      // The setup may leave Aiko to act again: she plays on until it is the bot's turn.
      for (let i = 0; i < 20 && !(await thinking.isVisible()); i++) {
        await page.locator(`[data-testid="match-${created.matchId}"][data-busy="false"]`).waitFor();
        const now = await api(page, 'match:view', { matchId: created.matchId, viewer: null });
        if (now.actor === 1) break;
        await page.locator('[data-testid="moves"] button').first().click();
      }
      await thinking.waitFor();
      await page.waitForFunction(() => /\d+ of 600 playouts/.test(document.querySelector('[data-testid="bot-thinking"]')?.textContent ?? ''));
      const snap = await api(page, 'match:view', { matchId: created.matchId, viewer: null });
      const text = normalise(await pageText(page));
      const own = new Set(await secretsOf(page, created.matchId, 0, snap, 'en'));
      const botSecrets = (await secretsOf(page, created.matchId, 1, snap, 'en')).filter((s) => !own.has(s));
      expect(botSecrets.length).toBeGreaterThan(0);
      expect(botSecrets.filter((s) => text.includes(normalise(s)))).toEqual([]);
      await screenshot(page, 'bots-paris-strong-thinking');
      // Its move arrives by itself, as a log line of its own.
      await page.getByTestId('bot-move').waitFor({ timeout: 60_000 });
      await expect(page.getByTestId('bot-move').textContent()).resolves.toMatch(/^Strong bot \(bot\) played: /);
    } finally {
      await page.context().close();
    }
  });
});
