/**
 * Hand-off privacy, every game, mode and player count: at every step of a played game, nothing on the page
 * (text, every attribute, input values, the document title) holds the secrets of a seat that has not taken
 * the device. Secrets come from the engine through the API (tests/e2e/secrets.ts), never from the page.
 * Hand-offs appear only where the acting seat must see its own secrets (the engine decides).
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Lang } from '../../src-shared/engine/message';
import { appAndBrowser, screenshot } from './helpers';
import { showPanels } from './play';
import { api, pageText, secretsOf } from './secrets';

const session = appAndBrowser();
const NAMES = ['Aiko', 'Ben', 'Chloé', 'Dai', 'Emma'];
const COLOURS = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9'];
const BROWSER_LOCALE: Record<Lang, string> = { en: 'en-GB', ja: 'ja-JP', fr: 'fr-FR' };

interface Case {
  gameId: string;
  mode: 'digital' | 'assist';
  players: number;
  options?: Record<string, unknown>;
  steps: number;
  /** Whether a hand-off must appear in the steps played (null: depends on the deal). */
  handOffs: boolean | null;
}

const counts = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const CASES: Case[] = [
  ...counts(2, 4).flatMap((n): Case[] => [
    { gameId: 'paris', mode: 'digital', players: n, steps: 8, handOffs: true },
    { gameId: 'paris', mode: 'assist', players: n, steps: 8, handOffs: false },
    { gameId: 'paris-paris', mode: 'digital', players: n, steps: 8, handOffs: false },
    { gameId: 'paris-paris', mode: 'assist', players: n, steps: 8, handOffs: false },
  ]),
  ...counts(1, 4).flatMap((n): Case[] => [
    { gameId: 'en-route', mode: 'digital', players: n, steps: 8, handOffs: n > 1 },
    { gameId: 'en-route', mode: 'assist', players: n, steps: 8, handOffs: false },
  ]),
  ...counts(2, 5).flatMap((n): Case[] => [
    { gameId: 'carcassonne', mode: 'digital', players: n, options: { gifts: true }, steps: 16, handOffs: null },
    { gameId: 'carcassonne', mode: 'digital', players: n, options: { gifts: false }, steps: 8, handOffs: false },
    { gameId: 'carcassonne', mode: 'assist', players: n, options: { gifts: true }, steps: 8, handOffs: false },
  ]),
];

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A small seeded generator so a failing game can be replayed exactly. */
function picker(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

async function openMatch(page: Page, matchId: number): Promise<void> {
  // The home page lists unfinished games when it opens: show it afresh.
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('nav-home').click();
  await page.getByTestId(`resume-${matchId}`).locator('button.primary').click();
  await page.locator(`[data-testid="match-${matchId}"][data-busy="false"]`).waitFor();
  // The move list is in the side panels, folded away on windows narrower than 1600 px.
  await showPanels(page);
}

/** Plays `c.steps` steps through the UI, checking the page before each; returns what was seen. */
async function playChecked(page: Page, c: Case, lang: Lang): Promise<{ handOffs: number; ownSecretsShown: number; shows: number }> {
  const created = await api(page, 'match:create', {
    gameId: c.gameId, mode: c.mode, seed: `privacy-${c.gameId}-${c.players}`, options: c.options ?? {},
    seats: NAMES.slice(0, c.players).map((name, i) => ({ name, colour: COLOURS[i] })),
  });
  const matchId = created.matchId;
  await openMatch(page, matchId);
  const pick = picker(c.players * 7919 + c.steps);
  let unlocked: number | null = null;
  let handOffs = 0;
  let ownSecretsShown = 0;
  let shows = 0;
  for (let step = 0; step < c.steps; step++) {
    await page.locator(`[data-testid="match-${matchId}"][data-busy="false"]`).waitFor();
    const publicSnap = await api(page, 'match:view', { matchId, viewer: null });
    if (publicSnap.status !== 'active') break;
    const handOff = await page.getByTestId('handoff').isVisible();
    if (handOff || publicSnap.actor !== unlocked) unlocked = null;
    // Playing alone, there is nobody to keep a secret from.
    if (c.players === 1) unlocked = 0;
    // What an assisted table may draw lists every possible outcome: that tells nothing about any seat.
    const text = normalise(await pageText(page, publicSnap.actor === 'chance' ? '[data-testid="moves"]' : undefined));
    const secrets = await Promise.all(NAMES.slice(0, c.players).map((_, seat) => secretsOf(page, matchId, seat, publicSnap, lang)));
    // Words the seat at the screen may read as its own (two seats can hold the same francs) tell nothing.
    const own = new Set(unlocked === null ? [] : secrets[unlocked]);
    if (unlocked !== null) ownSecretsShown += secrets[unlocked].filter((s) => text.includes(normalise(s))).length;
    for (let seat = 0; seat < c.players; seat++) {
      if (seat === unlocked) continue;
      const where = `${c.gameId} ${c.mode} ${c.players}p step ${step}${handOff ? ' (hand-off screen)' : ''}`;
      for (const secret of secrets[seat].filter((s) => !own.has(s))) {
        expect(text.includes(normalise(secret)), `${where}: ${NAMES[seat]}'s secret "${secret}" is on the page`).toBe(false);
      }
    }
    if (handOff) {
      if (handOffs === 0) await screenshot(page, `privacy-${c.gameId}-${c.players}p-${lang}-handoff`);
      handOffs++;
      unlocked = publicSnap.actor as number;
      await page.getByTestId('handoff-ready').click();
      continue;
    }
    const moves = page.locator('[data-testid="moves"] button');
    const count = await moves.count();
    const show = page.getByTestId('secret-toggle');
    if (count === 0 && c.mode === 'assist' && (await show.isVisible())) {
      // Assist mode: the operator asks to see the acting seat's hidden cards or money to enter its move.
      await show.click();
      unlocked = publicSnap.actor as number;
      shows++;
      continue;
    }
    if (count === 0) throw new Error(`${c.gameId} ${c.mode} ${c.players}p: no moves shown at step ${step} (actor ${publicSnap.actor})`);
    await moves.nth(pick(count)).click();
  }
  return { handOffs, ownSecretsShown, shows };
}

describe('no page shows a secret before its seat takes the device', () => {
  const langs: Lang[] = ['en', 'ja', 'fr'];
  for (const [i, c] of CASES.entries()) {
    const lang = langs[i % langs.length];
    const name = `${c.gameId}${c.options?.gifts === false ? ' (no Gifts)' : ''}, ${c.mode}, ${c.players} player${c.players > 1 ? 's' : ''}, ${lang}`;
    test(name, async () => {
      const page = await session.page(BROWSER_LOCALE[lang]);
      try {
        const seen = await playChecked(page, c, lang);
        if (c.handOffs === true) {
          expect(seen.handOffs).toBeGreaterThan(0);
          // The secrets searched for are real: the seat that took the device sees its own.
          expect(seen.ownSecretsShown).toBeGreaterThan(0);
        }
        if (c.handOffs === false) expect(seen.handOffs).toBe(0);
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('looking at a secret without a hand-off', () => {
  test('Paris Paris: the acting seat holds a button to read its marker; letting go hides it again', async () => {
    const page = await session.page('en-GB');
    const created = await api(page, 'match:create', {
      gameId: 'paris-paris', mode: 'digital', seed: 'peek', options: {},
      seats: NAMES.slice(0, 2).map((name, i) => ({ name, colour: COLOURS[i] })),
    });
    await openMatch(page, created.matchId);
    const publicSnap = await api(page, 'match:view', { matchId: created.matchId, viewer: null });
    const actor = publicSnap.actor as number;
    const [secret] = await secretsOf(page, created.matchId, actor, publicSnap, 'en');
    expect(secret).toMatch(/Yours: the .+ line/);
    const hold = page.getByTestId('secret-hold');
    // An eye on the button; whose secrets and how are in its name and tooltip (the header keeps four seats to one row).
    await expect(hold.textContent()).resolves.toBe('');
    await expect(hold.getAttribute('aria-label')).resolves.toBe(`Hold to show ${NAMES[actor]}'s hidden information; let go to hide it`);
    await expect(hold.getAttribute('title')).resolves.toBe(`Hold to show ${NAMES[actor]}'s hidden information; let go to hide it`);
    await hold.hover();
    await page.mouse.down();
    await page.getByText(secret).waitFor();
    await expect(hold.getAttribute('aria-pressed')).resolves.toBe('true');
    await screenshot(page, 'privacy-paris-paris-peek');
    await page.mouse.up();
    await page.locator('[data-busy="false"]').waitFor();
    await expect(page.getByText(secret).count()).resolves.toBe(0);
    // The keyboard holds it the same way: Space down shows, Space up hides.
    await hold.focus();
    await page.keyboard.down(' ');
    await page.getByText(secret).waitFor();
    await page.keyboard.up(' ');
    await page.locator('[data-busy="false"]').waitFor();
    await expect(page.getByText(secret).count()).resolves.toBe(0);
    await page.context().close();
  });

  test('assist Paris: francs behind the screen show only while the Show toggle is on', async () => {
    const page = await session.page('en-GB');
    const created = await api(page, 'match:create', {
      gameId: 'paris', mode: 'assist', seed: 'assist-show', options: {},
      seats: NAMES.slice(0, 2).map((name, i) => ({ name, colour: COLOURS[i] })),
    });
    await openMatch(page, created.matchId);
    // Assist mode: the table lays out the setup tokens; pick until a player is to act.
    for (let i = 0; i < 80; i++) {
      const snap = await api(page, 'match:view', { matchId: created.matchId, viewer: null });
      if (typeof snap.actor === 'number') break;
      await page.locator('[data-testid="moves"] button').first().click();
      await page.locator('[data-busy="false"]').waitFor();
    }
    const publicSnap = await api(page, 'match:view', { matchId: created.matchId, viewer: null });
    const actor = publicSnap.actor as number;
    const secrets = await secretsOf(page, created.matchId, actor, publicSnap, 'en');
    const screen = secrets.find((s) => s.startsWith('Behind your screen'))!;
    expect(screen).toMatch(/^Behind your screen — \d+ F$/);
    expect(normalise(await pageText(page))).not.toContain(screen);
    const toggle = page.getByTestId('secret-toggle');
    await toggle.click();
    await page.locator('[data-busy="false"]').waitFor();
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    expect(normalise(await pageText(page))).toContain(screen);
    await screenshot(page, 'privacy-paris-assist-shown');
    await toggle.click();
    await page.locator('[data-busy="false"]').waitFor();
    expect(normalise(await pageText(page))).not.toContain(screen);
    await page.context().close();
  });
});
