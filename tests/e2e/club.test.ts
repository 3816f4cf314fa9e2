/**
 * The Club section in Chromium against a real PostgreSQL: preview what joining would send, join with
 * this laptop's plays, and see the sync state (last synced, changes waiting, the last error, conflicts);
 * settle a conflict with another laptop (an app core in this process) by keeping the listed version.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { missingPostgresReason, postgresAvailable, startCluster, type TestCluster } from '../club/pg-cluster';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLaptop } from '../club/laptop';
import { playInputSchema } from '../../src-shared/history/types';
import { api, appAndBrowser, playCount, screenshot } from './helpers';

const available = postgresAvailable();
if (!available) console.warn(`club e2e skipped: ${missingPostgresReason}`);

describe.skipIf(!available)('the Club section', () => {
  let cluster: TestCluster;
  const session = appAndBrowser();

  beforeAll(async () => {
    cluster = await startCluster();
    await cluster.admin(`CREATE ROLE ui_owner LOGIN CREATEROLE PASSWORD 'owner-pw'`);
    await cluster.admin(`CREATE DATABASE club OWNER ui_owner`);
  }, 120_000);

  afterAll(() => cluster?.destroy(), 60_000);

  test('preview, join with the existing plays, then sync state in words; in en, ja and fr and both themes', async () => {
    const page = await session.page();
    await api(page, 'history:record', { game: { name: 'Azul' }, playedAt: '2025-03-14 20:30:00', players: [{ name: 'Ines', scoreText: '61' }, { name: 'Jon', scoreText: '48' }] });
    await page.getByTestId('nav-history').click();
    await page.getByTestId('hist-tab-club').click();
    await page.getByTestId('club-url').fill(cluster.url('ui_owner'));
    await page.getByTestId('club-password').fill('owner-pw');
    await screenshot(page, 'club-join-en');
    await page.getByTestId('club-preview').click();
    const preview = page.getByTestId('club-preview-result');
    await preview.waitFor();
    await expect(preview.textContent()).resolves.toContain('Plays on this laptop: 1 (1 new to the club, 0 already there');
    await screenshot(page, 'club-preview-en');
    await page.getByTestId('club-join-upload').click();
    await page.getByTestId('club-server').waitFor();
    await expect(page.getByTestId('club-server').textContent()).resolves.toBe(cluster.url('ui_owner'));
    await expect.poll(() => page.getByTestId('club-waiting').textContent(), { timeout: 20_000 }).toBe('0');
    await expect.poll(() => page.getByTestId('club-last-synced').textContent()).not.toBe('never');
    await expect(page.getByTestId('club-last-error').textContent()).resolves.toMatch(/none/);
    expect(await playCount(page)).toBe(1);
    const versions = await cluster.admin(`SELECT kind, COUNT(*)::int AS n FROM tablekeeper.versions GROUP BY kind ORDER BY kind`, 'club');
    expect(versions.rows).toEqual([{ kind: 'play', n: 1 }, { kind: 'player', n: 2 }]);
    await screenshot(page, 'club-status-en');

    // The server goes away: a recorded play waits, and the section says why in words.
    cluster.stopServer();
    try {
      await api(page, 'history:record', { game: { name: 'Azul' }, playedAt: '2025-03-15 20:30:00', players: [{ name: 'Ines', scoreText: '50' }, { name: 'Jon', scoreText: '52' }] });
      await page.getByTestId('club-sync').click();
      await expect.poll(() => page.getByTestId('club-last-error').textContent(), { timeout: 20_000 }).toMatch(/is not answering \(connection refused\)/);
      await expect(page.getByTestId('club-waiting').textContent()).resolves.toBe('1');
      await screenshot(page, 'club-error-en');
      await page.getByTestId('theme').selectOption('dark');
      await screenshot(page, 'club-error-dark');
      await page.getByTestId('theme').selectOption('system');
    } finally {
      cluster.startServer();
    }
    await page.getByTestId('club-sync').click();
    await expect.poll(() => page.getByTestId('club-waiting').textContent(), { timeout: 20_000 }).toBe('0');
    await expect.poll(() => page.getByTestId('club-last-error').textContent()).toMatch(/none/);

    // The same section is in Settings (issue 23: a laptop joins a club in Settings too).
    await page.getByTestId('nav-settings').click();
    const inSettings = page.getByTestId('settings').getByTestId('club-section');
    await inSettings.getByTestId('club-server').waitFor();
    await expect.poll(() => inSettings.getByTestId('club-waiting').textContent()).toBe('0');
    await inSettings.scrollIntoViewIfNeeded();
    await screenshot(page, 'club-in-settings-en');

    for (const locale of ['ja-JP', 'fr-FR']) {
      const other = await session.page(locale);
      await other.getByTestId('nav-history').click();
      await other.getByTestId('hist-tab-club').click();
      await other.getByTestId('club-server').waitFor();
      await screenshot(other, `club-status-${locale.slice(0, 2)}`);
    }
  });

  test('a conflict with another laptop is settled from the Club section: the listed version is kept on both laptops', async () => {
    const page = await session.page();
    const status = () => api<{ conflicts: { summary: string }[]; settled: { summary: string }[]; waiting: number }>(page, 'club:status', {});
    expect((await api<{ connected: boolean }>(page, 'club:status', {})).connected).toBe(true);
    const input = (scores: [string, string]) => ({ game: { name: 'Azul' }, playedAt: '2025-04-01 20:00:00', players: [{ name: 'Ines', scoreText: scores[0] }, { name: 'Jon', scoreText: scores[1] }] });
    const recorded = await api<{ id: number; uid: string }>(page, 'history:record', input(['30', '20']));
    await api(page, 'club:sync', {});
    await expect.poll(async () => (await status()).waiting, { timeout: 20_000 }).toBe(0);
    const root = mkdtempSync(join(tmpdir(), 'tk-e2e-club-'));
    const other = openLaptop(root, 'other');
    try {
      await other.club.connect(cluster.url('ui_owner'), 'owner-pw', false);
      const there = other.history.plays.list({ gameId: null, playerId: null, limit: 50, offset: 0 }).plays.find((p) => p.uid === recorded.uid)!;
      // Both laptops edit the play before either hears of the other's edit.
      await api(page, 'history:edit', { playId: recorded.id, play: input(['30', '25']) });
      const edited = other.history.plays.edit(there.id, playInputSchema.parse(input(['31', '20'])));
      expect(edited.ok).toBe(true);
      await other.club.sync();
      await page.getByTestId('nav-history').click();
      await page.getByTestId('hist-tab-club').click();
      await page.getByTestId('club-sync').click();
      await expect.poll(async () => (await status()).conflicts.length, { timeout: 20_000 }).toBe(1);
      await other.club.sync();
      const [conflict] = (await status()).conflicts;
      const listed = /Not shown: 2025-04-01 20:00:00 Azul: Ines (\d+), Jon (\d+)/.exec(conflict.summary)!.slice(1);
      await page.getByTestId('club-conflicts').waitFor();
      await screenshot(page, 'club-conflict-en');
      await page.getByTestId('club-keep-listed').click();
      await page.getByTestId('club-settled').waitFor();
      await expect(page.getByTestId('club-settled').textContent()).resolves.toContain(`kept 2025-04-01 20:00:00 Azul: Ines ${listed[0]}, Jon ${listed[1]}`);
      await expect.poll(async () => (await status()).waiting, { timeout: 20_000 }).toBe(0);
      expect((await status()).conflicts).toEqual([]);
      await screenshot(page, 'club-settled-en');
      await page.getByTestId('theme').selectOption('dark');
      await screenshot(page, 'club-settled-dark');
      await page.getByTestId('theme').selectOption('system');
      for (const locale of ['ja-JP', 'fr-FR']) {
        const localised = await session.page(locale);
        await localised.getByTestId('nav-history').click();
        await localised.getByTestId('hist-tab-club').click();
        await localised.getByTestId('club-settled').waitFor();
        await expect(localised.getByTestId('club-settled').textContent()).resolves.toContain(
          locale === 'ja-JP' ? `残した版 2025-04-01 20:00:00 Azul: Ines ${listed[0]}, Jon ${listed[1]}` : `gardée 2025-04-01 20:00:00 Azul: Ines ${listed[0]}, Jon ${listed[1]}`,
        );
        await screenshot(localised, `club-settled-${locale.slice(0, 2)}`);
      }
      // The other laptop receives the choice: it shows the kept version, has nothing to review, and lists the choice alike.
      await other.club.sync();
      const after = other.history.plays.list({ gameId: null, playerId: null, limit: 50, offset: 0 }).plays.find((p) => p.uid === recorded.uid)!;
      expect(after.players.map((p) => p.scoreText)).toEqual(listed);
      expect(other.club.status().conflicts).toEqual([]);
      expect(other.club.status().settled.map((c) => c.summary)).toEqual((await status()).settled.map((c) => c.summary));
    } finally {
      other.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
