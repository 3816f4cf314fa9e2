import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appAndBrowser, recordPlay, screenshot } from './helpers';

const session = appAndBrowser();

async function download(page: Page, testId: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return readFileSync((await file.path())!, 'utf8');
}

describe('match history in Chromium', () => {
  test('record a manual play of an arbitrary game, see it in the player stats, export it', async () => {
    const page = await session.page();
    await page.getByTestId('nav-history').click();
    await recordPlay(page, 'Azul', '2025-03-14T20:30', [['Ines', '61'], ['Jon', '48'], ['Kai', '48']]);
    await recordPlay(page, 'Azul', '2025-04-02T19:00', [['Ines', '40'], ['Jon', '52']]);
    const table = page.getByTestId('history');
    await expect(table.textContent()).resolves.toMatch(/Azul/);
    await expect(table.textContent()).resolves.toMatch(/1\.\s*Ines\s*61\s*★/);
    await screenshot(page, 'history-plays-en');

    await table.getByRole('link', { name: 'Ines' }).first().click();
    await page.getByTestId('hist-player-page').waitFor();
    await expect(page.getByTestId('hist-player-plays').textContent()).resolves.toBe('2');
    await expect(page.getByTestId('hist-player-wins').textContent()).resolves.toBe('1');
    await page.locator('canvas').first().waitFor();
    await screenshot(page, 'history-player-en');

    await page.getByTestId('hist-tab-exchange').click();
    const json = JSON.parse(await download(page, 'hist-export-bgstats'));
    expect(json.games.map((g: { name: string }) => g.name)).toEqual(['Azul']);
    expect(json.players.map((p: { name: string }) => p.name)).toEqual(['Ines', 'Jon', 'Kai']);
    expect(json.plays[0].playerScores[0]).toMatchObject({ score: '61', winner: true, rank: 1 });
    const xml = await download(page, 'hist-export-bgg');
    expect(xml).toContain('name="Ines"');
    const csv = await download(page, 'hist-export-csv-scores');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1 + 5);
    await screenshot(page, 'history-exchange-en');
  });

  test('the game page, leaderboard and charts follow the UI language', async () => {
    const page = await session.page('ja-JP');
    await page.getByTestId('nav-history').click();
    await page.getByTestId('hist-tab-games').click();
    await expect(page.getByTestId('hist-hindex').textContent()).resolves.toBe('1');
    await page.getByRole('link', { name: 'Azul' }).first().click();
    await page.getByTestId('hist-game-page').waitFor();
    await expect(page.getByTestId('hist-game-page').textContent()).resolves.toContain('平均得点');
    await expect(page.getByTestId('hist-leaderboard').textContent()).resolves.toContain('Ines');
    await page.locator('canvas').first().waitFor();
    await screenshot(page, 'history-game-ja');
    await page.getByTestId('locale').selectOption('fr');
    await page.getByTestId('hist-tab-leaderboards').click();
    await expect(page.getByTestId('hist-leaderboard').textContent()).resolves.toMatch(/Ines|Jon|Kai/);
    await screenshot(page, 'history-leaderboard-fr');
    await page.getByTestId('locale').selectOption('en');
  });

  /** History → Import & export, then a file chosen in the import's file picker. */
  async function importFile(page: Page, name: string, mimeType: string, text: string): Promise<void> {
    await page.getByTestId('nav-history').click();
    await page.getByTestId('hist-tab-exchange').click();
    await page.getByTestId('hist-import-file').setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
  }

  test('a bad import file lists every problem and imports nothing', async () => {
    const page = await session.page();
    const broken = { games: [{ id: 1, name: 'Azul' }], players: [{ id: 1, name: 'Ines' }], plays: [{ uuid: 'x', playDate: 'soon', gameRefId: 2, playerScores: [{ playerRefId: 9 }] }] };
    await importFile(page, 'broken.json', 'application/json', JSON.stringify(broken));
    const problems = page.getByTestId('hist-import-problems');
    await problems.waitFor();
    await expect(problems.locator('tbody tr').count()).resolves.toBe(3);
    await expect(problems.textContent()).resolves.toContain('plays[0].playerScores[0].playerRefId');
    await expect(problems.textContent()).resolves.toContain('"soon" is not a date and time');
    await screenshot(page, 'history-import-problems-en');
    // The same problems in Japanese: the message follows the language, the place in the file stays.
    await page.getByTestId('locale').selectOption('ja');
    await problems.getByText('"soon" は日時ではありません(YYYY-MM-DD HH:MM:SS)').waitFor();
    await expect(problems.textContent()).resolves.toContain('id 9 のプレイヤーがありません');
    await screenshot(page, 'history-import-problems-ja');
    await page.getByTestId('locale').selectOption('en');
  });

  test('a club spreadsheet (CSV) is checked line by line, then imported', async () => {
    const page = await session.page();
    const sheet = (score: string) => ['Date,Game,Player,Score', '2024-04-01,Carcassonne,Ines,88', `2024-04-01,Carcassonne,Jun,${score}`, '2024-04-08,Carcassonne,Ines,71', '2024-04-08,Carcassonne,Jun,93'].join('\n');
    await importFile(page, 'club.csv', 'text/csv', sheet('lots'));
    const problems = page.getByTestId('hist-import-problems');
    await problems.waitFor();
    await expect(page.getByTestId('hist-import-format').inputValue()).resolves.toBe('csv');
    await expect(problems.textContent()).resolves.toContain('line 3, column "score"');
    await page.getByTestId('locale').selectOption('ja');
    await problems.getByText('3行目の「score」列').waitFor();
    await page.getByTestId('locale').selectOption('en');
    await importFile(page, 'club.csv', 'text/csv', sheet('90'));
    await expect(page.getByTestId('hist-import-preview').textContent()).resolves.toContain('2 plays: 2 new');
    await screenshot(page, 'history-import-csv');
    await page.getByTestId('hist-import-go').click();
    await expect.poll(() => page.getByTestId('hist-exchange-status').textContent()).toContain('Plays imported: 2');
  });

  test('a real BGG page: the preview lists every play and why, names differing by case are shown, anonymous seats stay anonymous', async () => {
    const page = await session.page();
    await page.getByTestId('nav-history').click();
    await recordPlay(page, 'Harmonies', '2025-01-02T19:00', [['rianne', '90'], ['Bart', '80']]);
    const text = readFileSync(new URL('../fixtures/history/bgg-excali8ur.xml', import.meta.url), 'utf8');
    await importFile(page, 'plays.xml', 'application/xml', text);
    const review = page.getByTestId('hist-import-review');
    await expect.poll(() => review.locator('tbody tr').count()).toBe(100);
    await expect(review.textContent()).resolves.toContain('4 anonymous seat(s), kept as such');
    await expect(review.textContent()).resolves.toContain('"Rianne" is recorded as the existing player "rianne"');
    await expect(page.getByTestId('hist-import-person-case').textContent()).resolves.toContain('same name, other capitals — check');
    await screenshot(page, 'history-import-review-en');
    for (const locale of ['ja', 'fr'] as const) {
      await page.getByTestId('locale').selectOption(locale);
      await expect.poll(() => review.textContent()).toContain(locale === 'ja' ? '匿名の席 4つ' : '4 place(s) anonyme(s)');
      // The file control speaks the page's language (the browser's own button would say "Choose File") and names the file.
      await expect(page.locator('label.file-button', { has: page.getByTestId('hist-import-file') }).textContent()).resolves.toBe(locale === 'ja' ? 'ファイルを選ぶ…' : 'Choisir un fichier…');
      await expect(page.getByTestId('hist-import-file-name').textContent()).resolves.toBe('plays.xml');
      // The file's first play (2025-02-19) dated in the page's language, the machine-readable date kept beside it.
      const firstDate = review.locator('tbody tr').first().locator('time');
      await expect(firstDate.textContent()).resolves.toBe(locale === 'ja' ? '2025/02/19' : '19 févr. 2025');
      await expect(firstDate.getAttribute('datetime')).resolves.toBe('2025-02-19');
      await screenshot(page, `history-import-review-${locale}`);
    }
    await page.getByTestId('locale').selectOption('en');
    await page.getByTestId('hist-import-go').click();
    await expect.poll(() => page.getByTestId('hist-exchange-status').textContent()).toContain('Plays imported: 100');
    await page.getByTestId('hist-tab-plays').click();
    await expect.poll(() => page.getByTestId('hist-anonymous-seat').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('hist-anonymous-seat').first().textContent()).resolves.toBe('Anonymous seat');
    await screenshot(page, 'history-anonymous-seats-en');
  });
});
