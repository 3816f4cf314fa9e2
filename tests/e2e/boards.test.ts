/**
 * The four boards at a real table: at 1366×768 the whole board is in view with every text at 14 px or
 * more; axe-core finds nothing serious on any board in either theme; and a whole game of each title is
 * played with the keyboard alone (focus lands on the next decision after every action; arrows and Enter).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { listGames } from '../../src-shared/games/registry';
import { api, appAndBrowser } from './helpers';
import { boardMetrics, boardOverflow } from './board-metrics';
import { newMatch, showPanels } from './play';

const session = appAndBrowser();
const AXE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
const GAMES = ['paris', 'paris-paris', 'en-route', 'carcassonne'];
const NAMES = ['Aiko', 'Bruno', 'Chloé'];

async function laptopMatch(gameId: string, mode: 'digital' | 'assist', seats: number): Promise<Page> {
  const page = await session.page();
  await page.setViewportSize({ width: 1366, height: 768 });
  await newMatch(page, gameId, NAMES.slice(0, seats), mode, `boards-${mode}`);
  await showPanels(page, false);
  const handoff = page.getByTestId('handoff-ready');
  if (await handoff.isVisible()) await handoff.click();
  await page.locator('[data-busy="false"]').waitFor();
  return page;
}

/** Serious and critical axe-core findings inside the match screen, one line each. */
async function axeFindings(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the app's CSP rightly refuses an injected script tag.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[]; html: string }[] }[] }> } }).axe;
    // label-content-name-mismatch included: a target's name starts with what its drawing shows, then the move.
    const result = await axe.run({ include: [['[data-testid^="match-"]']] }, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 6).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ')}`);
  });
}

describe.each(GAMES)('%s board', (gameId) => {
  const seats = gameId === 'en-route' ? 2 : 3;

  test.each(['digital', 'assist'] as const)('%s at 1366×768: the whole board in view, every text 14 px or more, axe clean in both themes', async (mode) => {
    const page = await laptopMatch(gameId, mode, seats);
    const metrics = await boardMetrics(page);
    expect(metrics.texts).toBeGreaterThan(10);
    expect(metrics.small).toEqual([]);
    expect(metrics.pageScrolls).toBe(false);
    expect(metrics.box.bottom).toBeLessThanOrEqual(768);
    expect(metrics.box.right).toBeLessThanOrEqual(1366);
    expect(await boardOverflow(page)).toEqual([]);
    for (const theme of ['light', 'dark']) {
      await page.getByTestId('theme').selectOption(theme);
      expect(await axeFindings(page), theme).toEqual([]);
    }
    await page.getByTestId('theme').selectOption('light');
  });
});

describe.each(GAMES)('%s with four seats at 1366×768', (gameId) => {
  test('the match header stays one row (names, scores, Hint, Rules, zoom, Undo, panels), so the board keeps its height', async () => {
    const page = await session.page();
    await page.setViewportSize({ width: 1366, height: 768 });
    await newMatch(page, gameId, [...NAMES, 'Dmitri'], 'digital', 'four-seats');
    await showPanels(page, false);
    const head = page.locator('header.head');
    // One row is one button high (44 px); a wrapped header is about twice that.
    expect((await head.boundingBox())?.height).toBeLessThan(60);
    const tools = ['undo', 'side-toggle', 'rules-open'];
    for (const id of tools) await expect(head.getByTestId(id).isVisible(), id).resolves.toBe(true);
    // Whose turn: the active chip is marked, and the status stays in the page for screen readers.
    await expect(head.locator('[aria-current="true"]').count()).resolves.toBe(1);
    await expect(page.getByTestId('status').textContent()).resolves.toMatch(/^(Aiko|Bruno|Chloé|Dmitri)'s turn$/);
    // Japanese and French words are longer: still one row.
    for (const locale of ['ja', 'fr']) {
      await page.getByTestId('locale').selectOption(locale);
      await page.locator('html[lang="' + locale + '"]').waitFor();
      expect((await head.boundingBox())?.height, locale).toBeLessThan(60);
    }
    await page.getByTestId('locale').selectOption('en');
  });
});

describe.each(GAMES)('%s board at a larger text size', (gameId) => {
  test.each([1.5, 2])('at %sx the board text grows with it (smallest text at least nine tenths of 14 px times the size; the page scrolls instead of the board shrinking)', async (scale) => {
    const page = await session.page();
    await api(page, 'settings:set', { textScale: scale });
    try {
      const match = await laptopMatch(gameId, 'digital', gameId === 'en-route' ? 2 : 3);
      const metrics = await boardMetrics(match);
      expect(metrics.texts).toBeGreaterThan(10);
      expect(metrics.smallest).toBeGreaterThanOrEqual(0.9 * 14 * scale);
    } finally {
      await api(page, 'settings:set', { textScale: 1 });
    }
  });
});

/** A small seeded generator so a failing game can be replayed exactly. */
function picker(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

/** What has the focus: a board target, a hand-off button, a move-list button, or something else. */
async function focusKind(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    if (el.matches('[data-testid="handoff-ready"]')) return 'handoff';
    if (el.matches('[data-target]')) return 'target';
    if (el.closest('[data-testid="moves"]')) return 'moves';
    return `other: ${el.tagName} ${el.getAttribute('data-testid') ?? ''}`;
  });
}

describe.each(listGames().filter((g) => GAMES.includes(g.meta.id)).map((g) => [g.meta.id, g] as const))('%s with the keyboard alone', (gameId, game) => {
  test('a whole 2-player game: focus is always on the next decision, arrows move between targets, Enter acts', async () => {
    const page = await session.page();
    await page.setViewportSize({ width: 1366, height: 768 });
    await newMatch(page, gameId, NAMES.slice(0, Math.max(2, game.meta.minPlayers)), 'digital', 'keyboard');
    await showPanels(page, false);
    // From the panel toggle just pressed, Tab reaches the board (one Tab stop for all its targets).
    for (let n = 0; n < 12 && !['target', 'handoff'].includes(await focusKind(page)); n++) await page.keyboard.press('Tab');
    const pick = picker(11);
    const limit = game.meta.maxActions(2) * 6;
    for (let step = 0; step < limit; step++) {
      await page.locator('[data-busy="false"]').waitFor();
      if ((await page.locator('[data-actor]').getAttribute('data-actor')) === 'terminal') {
        await showPanels(page, true);
        await expect(page.getByTestId('score').textContent()).resolves.toMatch(/Final score/);
        return;
      }
      await page.waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 5_000 }).catch(() => undefined);
      const kind = await focusKind(page);
      expect(['target', 'handoff', 'moves'], `step ${step}: focus on ${kind}`).toContain(kind);
      if (kind === 'target') for (let n = pick(4); n > 0; n--) await page.keyboard.press(pick(2) ? 'ArrowRight' : 'ArrowDown');
      await page.keyboard.press('Enter');
    }
    throw new Error(`${gameId}: no final score after ${limit} keyboard steps`);
  }, 420_000);
});
