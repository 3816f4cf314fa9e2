import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { main } from '../../../src-cli/main';
import { backupTo, restoreFrom, BackupError } from '../../../src-main/db/history/backup';
import { projectRoot, openTestHandlers, tempDir } from '../helpers';
import { call, callError, recordPlay, seedClub } from './fixture';

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('backup and restore', () => {
  test('a backup is one file; restore brings everything back, rollups and ratings included', () => {
    const { handlers, db } = openTestHandlers();
    seedClub(handlers);
    const before = call(handlers, 'history:overview', {});
    const board = call(handlers, 'history:leaderboard', { gameId: call(handlers, 'history:catalog', {}).games.find((g) => g.name === 'Azul')!.id });
    const file = join(tempDir(), 'club.db');
    backupTo(db, file);
    expect(() => backupTo(db, file)).toThrow(BackupError);
    recordPlay(handlers, 'Chess', '2025-01-01 10:00', [['X', '1'], ['Y', '0']]);
    call(handlers, 'players:create', { name: 'Someone new' });
    restoreFrom(db, file, projectRoot);
    expect(call(handlers, 'history:overview', {})).toEqual(before);
    const catalog = call(handlers, 'history:catalog', {});
    expect(catalog.players.map((p) => p.name)).toEqual(['Anna', 'Ben', 'Cleo']);
    expect(call(handlers, 'history:leaderboard', { gameId: catalog.games.find((g) => g.name === 'Azul')!.id })).toEqual(board);
    expect(db.prepare(`SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'actions'`).get()).toEqual({ n: 2 });
  });

  test('a file that is not a backup changes nothing and says why', () => {
    const { handlers, db } = openTestHandlers();
    seedClub(handlers);
    const garbage = join(tempDir(), 'garbage.db');
    writeFileSync(garbage, 'not a database at all '.repeat(200));
    expect(() => restoreFrom(db, garbage, projectRoot)).toThrow(/not a Tablekeeper backup|damaged/);
    expect(call(handlers, 'history:overview', {}).plays).toBe(5);
  });

  test('in the app: backups go to the data folder and are restored by name', () => {
    const { handlers, dir } = openTestHandlers();
    seedClub(handlers);
    const made = call(handlers, 'history:backup', {});
    expect(made.file.startsWith(join(dir, 'backups'))).toBe(true);
    expect(call(handlers, 'history:backups', {}).map((b) => b.name)).toEqual([made.name]);
    recordPlay(handlers, 'Chess', '2025-01-01 10:00', [['X', '1'], ['Y', '0']]);
    expect(call(handlers, 'history:restore', { name: made.name }).rows).toBeGreaterThan(0);
    expect(call(handlers, 'history:overview', {}).plays).toBe(5);
    expect(callError(handlers, 'history:restore', { name: '../escape.db' }).path).toEqual(['name']);
    expect(callError(handlers, 'history:restore', { name: 'missing.db' }).code).toBe('file/invalid');
  });
});

describe('tablekeeper history', () => {
  test('export, import (with review), backup and restore against --data-dir', async () => {
    const source = tempDir();
    const { handlers, db } = openTestHandlers(source);
    seedClub(handlers);
    db.close();
    const out = join(tempDir(), 'plays.json');
    expect((await run(['history', 'export', '--format', 'bgstats', '--out', out, '--data-dir', source])).code).toBe(0);
    const target = tempDir();
    const review = await run(['history', 'import', out, '--review', '--data-dir', target]);
    expect(review).toMatchObject({ code: 0 });
    expect(review.out).toContain('6 plays (6 new, 0 already in the history)');
    expect(review.out).toContain('Anna: new player');
    const imported = await run(['history', 'import', out, '--data-dir', target]);
    expect(imported.out).toBe('Imported 6 plays (0 already present), 3 new players, 2 new games.');
    expect((await run(['history', 'import', out, '--data-dir', target])).out).toMatch(/^Imported 0 plays \(6 already present\)/);
    const csv = await run(['history', 'export', '--format', 'csv-scores', '--data-dir', target]);
    expect(csv.out.split('\n')).toHaveLength(1 + 14);
    const csvFile = join(tempDir(), 'scores.csv');
    writeFileSync(csvFile, csv.out);
    const third = tempDir();
    expect((await run(['history', 'import', csvFile, '--data-dir', third])).out).toBe('Imported 6 plays (0 already present), 3 new players, 2 new games.');
    const backup = join(tempDir(), 'b.db');
    expect((await run(['history', 'backup', backup, '--data-dir', target])).code).toBe(0);
    expect(existsSync(backup)).toBe(true);
    expect((await run(['history', 'restore', backup, '--data-dir', source])).out).toMatch(/^Restored \d+ rows/);
  });

  test('bad input exits 2 naming the problem; a bad file lists every problem', async () => {
    const dir = tempDir();
    expect(await run(['history', 'frobnicate'])).toMatchObject({ code: 2 });
    expect((await run(['history', 'export', '--format', 'pdf', '--data-dir', dir])).err).toMatch(/--format must be one of bgstats, bgg, csv-plays, csv-scores/);
    const bad = join(tempDir(), 'bad.xml');
    writeFileSync(bad, '<plays><play id="1" date="nope"><item name="X"/><players><player name="A" win="2"/></players></play></plays>');
    const r = await run(['history', 'import', bad, '--data-dir', dir]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${bad}: <play> #1 (id="1") date: "nope" is not a date (YYYY-MM-DD)`);
    expect(r.err).toContain(`${bad}: <play> #1 (id="1") <player> #1 win: should be 0 or 1, not "2"`);
    expect(r.err).toContain('nothing was imported');
    const badCsv = join(tempDir(), 'club.csv');
    writeFileSync(badCsv, 'date,game,player,score\n2024-13-01,Azul,Anna,12\n');
    const c = await run(['history', 'import', badCsv, '--data-dir', dir]);
    expect(c.code).toBe(2);
    expect(c.err).toContain(`${badCsv}: line 2, column "date": "2024-13-01" is not a date (YYYY-MM-DD)`);
    expect((await run(['history', 'restore', bad, '--data-dir', dir])).err).toMatch(/not a Tablekeeper backup/);
    expect(readFileSync(bad, 'utf8')).toContain('nope');
  });
});
