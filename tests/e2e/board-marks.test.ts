/**
 * Bot moves and hints on the board, through the UI, for every game at 1366×768: one person against an easy bot.
 * After the bot plays, its move is outlined on the board (in its seat's colour and shape, with its log line) round
 * the very places src-shared/board-marks names for it; after "Hint", the suggested move's place is outlined
 * (differently), "Show on the board" puts the keyboard focus on it without playing anything, and Enter there
 * plays the suggested move.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appAndBrowser, api, screenshot } from './helpers';
import { showPanels } from './play';
import type { MatchSnapshot } from '../../src-shared/ipc/contract';

const session = appAndBrowser();

const GAMES = ['paris', 'paris-paris', 'carcassonne', 'en-route'] as const;
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page as it is now (the outlines, tags, bots' line and hint shown). */
async function seriousFindings(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

async function newGameAgainstBot(page: Page, gameId: string): Promise<number> {
  await page.getByTestId('nav-home').click();
  await page.getByTestId(`new-${gameId}`).click();
  await page.getByTestId('mode-digital').check();
  const seats = page.locator('[data-testid^="seat-name-"]');
  while ((await seats.count()) < 2) await page.getByTestId('add-seat').click();
  await page.getByTestId('seat-name-0').fill('Aiko');
  await page.getByTestId('seat-kind-0').selectOption('');
  await page.getByTestId('seat-name-1').fill('');
  await page.getByTestId('seat-kind-1').selectOption('easy');
  await page.locator('summary', { hasText: /Advanced/ }).click();
  await page.getByTestId('seed').fill(`marks-${gameId}`);
  await page.getByTestId('start').click();
  const frame = page.locator('[data-testid^="match-"][data-busy]');
  await frame.waitFor();
  return Number((await frame.getAttribute('data-testid'))!.slice('match-'.length));
}

/** Waits until the page shows the person's turn (the bot has answered), and returns the match as the page sees it. */
async function personToAct(page: Page, matchId: number): Promise<MatchSnapshot> {
  for (let i = 0; i < 600; i++) {
    const snap = await api<MatchSnapshot>(page, 'match:view', { matchId, viewer: 0 });
    const shown = await page.locator(`[data-testid="match-${matchId}"]`).getAttribute('data-version');
    const busy = await page.locator(`[data-testid="match-${matchId}"]`).getAttribute('data-busy');
    if (snap.status !== 'active' || (snap.actor === 0 && shown === String(snap.version) && busy === 'false')) return snap;
    await page.waitForTimeout(100);
  }
  throw new Error('the bot did not answer');
}

/** Whether the centre of `inner` lies in `outer`. */
const contains = (outer: { x: number; y: number; width: number; height: number }, inner: { x: number; y: number; width: number; height: number }) => {
  const [cx, cy] = [inner.x + inner.width / 2, inner.y + inner.height / 2];
  return cx >= outer.x && cx <= outer.x + outer.width && cy >= outer.y && cy <= outer.y + outer.height;
};

/** The boxes the overlay drew, in page coordinates, with the seat they were drawn for. */
async function boxes(page: Page, testId: string): Promise<{ x: number; y: number; width: number; height: number; seat: string | null }[]> {
  return page.locator(`[data-testid="${testId}"]`).evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, seat: el.getAttribute('data-seat') };
  }));
}

/** Rectangles of the visible elements drawing `mark` (or, folded away, their panel's heading). */
async function placesOf(page: Page, mark: string): Promise<{ x: number; y: number; width: number; height: number }[]> {
  return page.evaluate((m) => {
    const all = [...document.querySelectorAll(`[data-testid="board-area"] [data-mark="${CSS.escape(m)}"]`)];
    const shown = all.filter((el) => el.getClientRects().length > 0);
    const els = shown.length ? shown : all.map((el) => el.closest('details:not([open])')?.querySelector(':scope > summary')).filter((x): x is Element => !!x);
    return els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: Math.max(r.width, 16), height: Math.max(r.height, 16) };
    });
  }, mark);
}

/** The bot's moves since the person's last move are outlined round their places, in the bot seat's colour, with their log lines. */
async function checkBotMarks(page: Page, snap: MatchSnapshot): Promise<boolean> {
  const moves = (snap.botMoves ?? []).filter((m) => m.marks.length > 0);
  if (!moves.length) return false;
  await page.locator('[data-testid="bot-mark-box"]').first().waitFor();
  let drawn = await boxes(page, 'bot-mark-box');
  let placed = 0;
  for (const move of moves) {
    // The overlay follows the board a frame later: look again for a moment before calling a place missed.
    let outlined = false;
    let found = false;
    for (let attempt = 0; attempt < 20 && !outlined; attempt++) {
      const places = (await Promise.all(move.marks.map((mark) => placesOf(page, mark)))).flat();
      found = places.length > 0;
      outlined = drawn.some((box) => box.seat === String(move.seat) && places.some((place) => contains(box, place)));
      if (!outlined) {
        await page.waitForTimeout(100);
        drawn = await boxes(page, 'bot-mark-box');
      }
    }
    if (!found) continue;
    if (!outlined) await screenshot(page, `board-marks-missed-${move.index}`);
    expect(outlined, `the bot's move at log ${move.index} (${move.marks.join(', ')}) is outlined`).toBe(true);
    placed++;
  }
  if (!placed) return false;
  // Every outline is the bot's seat; the tags say what was played, as the log does, at a readable size.
  expect(drawn.every((box) => box.seat === '1')).toBe(true);
  const tags = await page.getByTestId('bot-tag').allTextContents();
  const logLines = await page.locator('[data-testid="log"] li.bot-line').allTextContents();
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(logLines.some((line) => tag.replace(/\s+/g, ' ').includes(line.replace(/\s+/g, ' ').trim().slice(0, 20)))).toBe(true);
  const sizes = await page.getByTestId('bot-tag').evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
  // The seat's shape is drawn beside its colour.
  expect(await page.locator('[data-testid="bot-mark-box"] [data-seat-shape="square"]').count()).toBeGreaterThan(0);
  return true;
}

/**
 * Asks for a hint. When its move has a place on the board: it is outlined, "Show on the board" focuses it and
 * plays nothing, and Enter (twice for a Carcassonne tile: choose the cell, then lay it) plays that move.
 * Otherwise the suggested move is played from the moves list. Returns whether the board part was checked.
 */
async function takeHint(page: Page, matchId: number, version: number, gameId: string): Promise<boolean> {
  await page.getByTestId('suggest-move').click();
  await page.getByTestId('suggestion').waitFor({ timeout: 120_000 });
  const hinted = await page.getByTestId('hint-mark').count();
  const suggestedText = (await page.getByTestId('suggestion').textContent()) ?? '';
  // The suggestion names the move as the move list does (the marked entry), not as a log line of a move made.
  const listed = ((await page.locator('[data-testid="moves"] button.suggested').textContent()) ?? '').trim().replace(/ · suggested$/, '');
  expect(listed.length).toBeGreaterThan(0);
  expect(suggestedText.replace(/\s+/g, ' ')).toContain(`Suggested: ${listed.replace(/\s+/g, ' ')} · `);
  if (!hinted) {
    await page.locator('[data-testid="moves"] button.suggested').click();
    return false;
  }
  await screenshot(page, `board-marks-${gameId}-hint`);
  for (const theme of ['light', 'dark']) {
    await page.getByTestId('theme').selectOption(theme);
    expect(await seriousFindings(page), `axe, ${theme} theme`).toEqual([]);
  }
  await page.getByTestId('theme').selectOption('system');
  await page.getByTestId('suggest-show').click();
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    const r = el?.getBoundingClientRect();
    return { mark: el?.getAttribute('data-mark') ?? null, target: !!el?.hasAttribute('data-target'), rect: r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null };
  });
  expect(focused.target, 'focus is on a board target').toBe(true);
  expect(focused.mark).not.toBeNull();
  expect((await boxes(page, 'hint-mark')).some((box) => contains(box, focused.rect!)), 'the focused target is the outlined one').toBe(true);
  expect((await api<MatchSnapshot>(page, 'match:view', { matchId, viewer: 0 })).version, 'showing plays nothing').toBe(version);
  const tagSize = await page.getByTestId('hint-tag').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(tagSize).toBeGreaterThanOrEqual(14);
  await page.keyboard.press('Enter');
  if (gameId === 'carcassonne') await page.keyboard.press('Enter');
  const moved = await page.waitForFunction(([id, v]) => Number(document.querySelector(`[data-testid="match-${id}"]`)?.getAttribute('data-version')) > v, [matchId, version] as const, { timeout: 5_000 }).then(() => true, () => false);
  // A two-click move (a Paris key: the key, then where it goes) is finished from the moves list.
  if (!moved) await page.locator('[data-testid="moves"] button.suggested').click();
  const after = await api<MatchSnapshot>(page, 'match:view', { matchId, viewer: 0 });
  expect(after.log.find((entry) => entry.index === version)?.actor, 'the person played the suggested move').toBe(0);
  return true;
}

describe('bot moves and hints on the board', () => {
  for (const gameId of GAMES) {
    test(`${gameId}: the bot's move and the hint are outlined on the board`, { timeout: 600_000 }, async () => {
      const page = await session.page();
      await page.setViewportSize({ width: 1366, height: 768 });
      const matchId = await newGameAgainstBot(page, gameId);
      await showPanels(page, false);
      let botChecked = false;
      let hintChecked = false;
      for (let turn = 0; turn < 40 && !(botChecked && hintChecked); turn++) {
        const snap = await personToAct(page, matchId);
        if (snap.status !== 'active') break;
        if (!botChecked && (await checkBotMarks(page, snap))) {
          botChecked = true;
          await screenshot(page, `board-marks-${gameId}-bot`);
        }
        if (!hintChecked && snap.legalActions.length > 1) {
          await showPanels(page, true);
          hintChecked = await takeHint(page, matchId, snap.version, gameId);
          await showPanels(page, false);
          continue;
        }
        await showPanels(page, true);
        await page.locator('[data-testid="moves"] button').first().click();
        await showPanels(page, false);
      }
      expect(botChecked, 'a bot move was outlined on the board').toBe(true);
      expect(hintChecked, 'a hint was outlined and focused on the board').toBe(true);
      await page.context().close();
    });
  }
});
