/**
 * axe-core on every screen that is not a game board (the boards have their own audit), in the light and the
 * dark theme: no serious or critical finding. axe is evaluated into the page through playwright-core.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appAndBrowser, recordPlay, screenshot } from './helpers';
import { api } from './secrets';

const session = appAndBrowser();
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const THEMES = ['light', 'dark'] as const;

interface Finding { id: string; impact: string | null; help: string; targets: string[] }

/** The serious and critical findings on the page as it is now. */
async function audit(page: Page): Promise<Finding[]> {
  await page.evaluate(AXE_SOURCE);
  const findings = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 4).map((n) => n.target.join(' ')) }));
  });
  return findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
}

/** Each screen: how to reach it from anywhere in the app, then wait until it is drawn. */
function screens(matchIds: { handOff: number; resume: number }): [string, (page: Page) => Promise<void>][] {
  const home = async (page: Page) => {
    await page.getByTestId('nav-home').click();
    await page.getByTestId('game-paris').waitFor();
  };
  const history = (tab: string, then?: (page: Page) => Promise<void>) => async (page: Page) => {
    await page.getByTestId('nav-history').click();
    await page.getByTestId(`hist-tab-${tab}`).click();
    await page.waitForTimeout(150);
    if (then) await then(page);
  };
  const gameIds = ['paris', 'paris-paris', 'en-route', 'carcassonne'];
  return [
    ['home', home],
    ['abandon-confirm', async (page) => {
      await home(page);
      await page.getByTestId(`abandon-${matchIds.resume}`).click();
      await page.getByTestId('confirm-abandon').waitFor();
    }],
    ...gameIds.map((id): [string, (page: Page) => Promise<void>] => [`new-game-${id}`, async (page) => {
      await home(page);
      await page.getByTestId(`new-${id}`).click();
      await page.getByTestId('start').waitFor();
    }]),
    ['new-game-bots', async (page) => {
      await home(page);
      await page.getByTestId('new-paris').click();
      await page.getByTestId('seat-kind-1').selectOption('strong');
      await page.getByTestId('start').waitFor();
    }],
    ['settings', async (page) => {
      await page.getByTestId('nav-settings').click();
      await page.getByTestId('settings').waitFor();
    }],
    ['hand-off', async (page) => {
      await home(page);
      await page.getByTestId(`resume-${matchIds.handOff}`).locator('button.primary').click();
      await page.getByTestId('handoff').waitFor();
    }],
    ['history-plays', history('plays')],
    ['history-play-form', history('plays', async (page) => { await page.getByTestId('hist-record').click(); await page.getByTestId('hist-form-game').waitFor(); })],
    ['history-players', history('players')],
    ['history-player', history('plays', async (page) => {
      await page.getByTestId('history').getByRole('link', { name: 'Ines' }).first().click();
      await page.getByTestId('hist-player-page').waitFor();
      await page.locator('canvas').first().waitFor();
    })],
    ['history-games', history('games')],
    ['history-game', history('games', async (page) => {
      await page.getByRole('link', { name: 'Azul' }).first().click();
      await page.waitForTimeout(300);
    })],
    ['history-leaderboards', history('leaderboards')],
    ['history-seasons', history('seasons')],
    ['history-exchange', history('exchange')],
    ...gameIds.map((id): [string, (page: Page) => Promise<void>] => [`score-sheet-${id}`, async (page) => {
      await home(page);
      await page.getByTestId(`score-${id}`).click();
      await page.getByTestId('end-state-game').waitFor();
    }]),
    ['score-sheet-result', async (page) => {
      await page.getByTestId('nav-end-state').click();
      await page.getByTestId('end-state-game').selectOption('paris');
      await page.locator('summary', { hasText: /JSON/ }).click();
      await page.getByTestId('end-state-example').click();
      await page.getByTestId('end-state-score').click();
      await page.getByTestId('score').waitFor();
    }],
    ['tool-en-route-route', async (page) => {
      await home(page);
      await page.getByTestId('game-en-route').getByRole('button').nth(2).click();
      await page.waitForTimeout(300);
    }],
    ['tool-en-route-route-result', async (page) => {
      await page.getByTestId('er-route-city').selectOption('paris');
      await page.getByTestId('er-route-example').click();
      await page.getByTestId('er-route-compute').click();
      await page.getByTestId('er-route-result').waitFor();
      await page.getByTestId('er-route-mode-places').check();
      await page.getByTestId('er-loc-1,1').click();
      await page.getByTestId('er-place-form').waitFor();
    }],
    ['replay-saved-log', async (page) => {
      await home(page);
      // The setup of a Paris game (no action yet): a saved log is only shown, never saved.
      const file = join(mkdtempSync(join(tmpdir(), 'tk-a11y-')), 'paris.json');
      writeFileSync(file, JSON.stringify({ game: 'paris', players: ['Aiko', 'Ben'], seed: 'a11y-log', mode: 'digital', actions: [] }));
      await page.getByTestId('open-log-file').setInputFiles(file);
      await page.getByTestId('replay').waitFor();
      await page.waitForTimeout(300);
    }],
    ['tool-paris-paris-editor', async (page) => {
      await home(page);
      await page.getByRole('button', { name: 'Paris Paris board editor' }).click();
      await page.getByTestId('pp-board-editor').waitFor();
    }],
  ];
}

describe('accessibility of the screens around the boards', () => {
  test('axe-core: no serious or critical finding on any screen, in either theme', async () => {
    const page = await session.page('en-GB');
    await page.setViewportSize({ width: 1366, height: 768 });
    await recordPlay(page, 'Azul', '2025-03-14T20:30', [['Ines', '61'], ['Jon', '48'], ['Kai', '48']]);
    await recordPlay(page, 'Azul', '2025-04-02T19:00', [['Ines', '40'], ['Jon', '52']]);
    const seats = [{ name: 'Aiko', colour: '#0072b2' }, { name: 'Ben', colour: '#e69f00' }];
    const handOff = (await api(page, 'match:create', { gameId: 'paris', mode: 'digital', seed: 'a11y', options: {}, seats })).matchId;
    const resume = (await api(page, 'match:create', { gameId: 'carcassonne', mode: 'digital', seed: 'a11y', options: { gifts: false }, seats })).matchId;
    const problems: string[] = [];
    for (const theme of THEMES) {
      await page.getByTestId('theme').selectOption(theme);
      for (const [name, reach] of screens({ handOff, resume })) {
        await reach(page);
        for (const f of await audit(page)) problems.push(`${theme} ${name}: ${f.impact} ${f.id} (${f.help}) at ${f.targets.join(' | ')}`);
        if (['settings', 'hand-off', 'abandon-confirm', 'tool-en-route-route-result', 'replay-saved-log', 'new-game-bots'].includes(name)) await screenshot(page, `a11y-${name}-${theme}`);
        if (name === 'abandon-confirm') await page.getByTestId('confirm-abandon-cancel').click();
      }
    }
    await page.getByTestId('theme').selectOption('system');
    expect(problems).toEqual([]);
  });
});
