/**
 * Hostile and broken files: each gives a located problem (where, and what was expected), imports nothing,
 * and the command line exits 2. The broken files are made from the real fixtures where they can be.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { main } from '../../../src-cli/main';
import { parseBgStats } from '../../../src-shared/history/formats/bgstats';
import { parseBggXml } from '../../../src-shared/history/formats/bgg';
import { CAPS } from '../../../src-shared/history/formats/limits';
import { openTestHandlers, tempDir } from '../helpers';
import { call } from './fixture';

const fixture = (name: string) => readFileSync(join(__dirname, '..', '..', 'fixtures', 'history', name), 'utf8');
const bgg = fixture('bgg-excali8ur.xml');
const bgstats = fixture('bgstats-michaelgao8.json');
const brief = (problems: { where: string; key?: string; params?: Record<string, string | number> }[]) => problems.map((p) => [p.where, p.key, p.params]);

const ENTITY_BOMB = `<?xml version="1.0"?>
<!DOCTYPE plays [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>
<plays><play id="1" date="2024-01-01"><item name="&c;" objectid="1"/></play></plays>`;
const EXTERNAL = `<?xml version="1.0"?>
<plays><play id="1" date="2024-01-01"><item name="x" objectid="1"/></play></plays>
<!DOCTYPE plays [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>`;

describe('BGG XML', () => {
  test('entity declarations are refused before parsing (no expansion, nothing outside the file read)', () => {
    expect(brief(parseBggXml(ENTITY_BOMB).problems)).toEqual([['line 2, column 1', 'doctype', { detail: '<!DOCTYPE' }]]);
    expect(brief(parseBggXml(EXTERNAL).problems)).toEqual([['line 3, column 1', 'doctype', { detail: '<!DOCTYPE' }]]);
    expect(brief(parseBggXml('<plays><!ENTITY x "y"></plays>').problems)).toEqual([['line 1, column 8', 'doctype', { detail: '<!ENTITY' }]]);
  });

  test('deep nesting, a truncated file and wrong types are located', () => {
    const deep = `<plays>\n${'<x>'.repeat(10_000)}${'</x>'.repeat(10_000)}</plays>`;
    expect(brief(parseBggXml(deep).problems)).toEqual([[`line 2, column ${3 * CAPS.depth - 2}`, 'tooDeep', { max: CAPS.depth }]]);
    const cut = parseBggXml(bgg.slice(0, 30_000)).problems;
    expect(cut).toHaveLength(1);
    expect(cut[0].key).toBe('notXml');
    expect(cut[0].at).toMatchObject({ kind: 'position' });
    const wrong = bgg.replace('quantity="1"', 'quantity="many"').replace('win="0"', 'win="yes"');
    expect(brief(parseBggXml(wrong).problems)).toEqual([
      ['<play> #1 (id="95585043") quantity', 'notWhole', { value: 'many' }],
      ['<play> #1 (id="95585043") <player> #1 win', 'notZeroOne', { value: 'yes' }],
    ]);
  });

  test('oversized fields name the cap', () => {
    const huge = bgg.replace('<comments>Played with', `<comments>${'x'.repeat(CAPS.notes + 1)} Played with`).replace('name="Rianne"', `name="${'R'.repeat(61)}"`);
    const problems = brief(parseBggXml(huge).problems);
    expect(problems).toContainEqual(['<play> #1 (id="95585043") <player> #1 name', 'tooLong', { max: 60 }]);
    expect(problems.find((p) => p[0] === '<play> #19 (id="94449491") <comments>')).toEqual(['<play> #19 (id="94449491") <comments>', 'tooLong', { max: CAPS.notes }]);
    expect(parseBggXml(huge).problems[0].message).toMatch(/longer than 60 characters/);
  });
});

describe('BG Stats JSON', () => {
  test('deep nesting, a truncated file and wrong types are located', () => {
    const deep = `{"games":[],"players":[],"plays":[],"metaData":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const nested = parseBgStats(deep).problems;
    expect(nested.map((p) => p.key)).toEqual(['tooDeep']);
    expect(nested[0].where).toBe(`metaData${'[0]'.repeat(CAPS.depth - 1)}`);
    const cut = parseBgStats(bgstats.slice(0, 60_000)).problems;
    expect(cut.map((p) => p.key)).toEqual(['notJson']);
    expect(cut[0].where).toMatch(/^line 1, column \d+$/);
    const raw = JSON.parse(bgstats);
    raw.plays[2].playerScores = 'everyone';
    raw.plays[4].playDate = 20210101;
    raw.games[1].highestWins = 'yes';
    expect(brief(parseBgStats(JSON.stringify(raw)).problems)).toEqual([
      ['games[1].highestWins', 'notBoolean', { value: '"yes"' }],
      ['plays[2].playerScores', 'noPlayers', {}],
      ['plays[4].playDate', 'notDateTime', { value: '20210101' }],
    ]);
  });

  test('oversized fields and files name the cap', () => {
    const raw = JSON.parse(bgstats);
    raw.plays[3].comments = 'c'.repeat(CAPS.notes + 1);
    raw.plays[5].metaData = 'm'.repeat(CAPS.keptText + 1);
    const named = raw.players.findIndex((p: { isAnonymous?: boolean }) => !p.isAnonymous);
    raw.players[named].name = 'P'.repeat(61);
    expect(brief(parseBgStats(JSON.stringify(raw)).problems)).toEqual([['plays[5].metaData', 'tooLong', { max: CAPS.keptText }]]);
    delete raw.plays[5].metaData;
    expect(brief(parseBgStats(JSON.stringify(raw)).problems)).toEqual([
      [`players[${named}].name`, 'tooLong', { max: 60 }],
      ['plays[3].comments', 'tooLong', { max: CAPS.notes }],
    ]);
    expect(brief(parseBgStats(' '.repeat(CAPS.fileChars + 1)).problems)).toEqual([['the whole file', 'fileTooBig', { max: CAPS.fileChars }]]);
  });
});

describe('nothing half-imported', () => {
  test('one bad play in a real file imports nothing at all', () => {
    const { handlers, db } = openTestHandlers();
    const tables = ['plays', 'play_players', 'players', 'catalog_games', 'locations', 'kept_sections'];
    const count = () => tables.map((t) => (db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n);
    const before = count();
    const raw = JSON.parse(bgstats);
    raw.plays[78].gameRefId = 9999;
    const outcome = call(handlers, 'history:import', { format: 'bgstats', text: JSON.stringify(raw) });
    expect(brief(outcome.problems)).toEqual([['plays[78].gameRefId', 'noGame', { id: 9999 }]]);
    expect(outcome.imported).toBe(0);
    expect(count()).toEqual(before);
    expect(before[0]).toBe(0);
  });
});

describe('the command line', () => {
  async function run(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  test('a hostile file exits 2 with every problem located, and imports nothing', async () => {
    const dir = tempDir();
    const file = join(dir, 'bomb.xml');
    writeFileSync(file, ENTITY_BOMB);
    const r = await run(['history', 'import', file, '--data-dir', dir]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${file}: line 2, column 1: declares a DOCTYPE or entities (<!DOCTYPE)`);
    expect(r.err).toContain('nothing was imported');
  });

  test('--review lists every play and what will happen to it; the import then prints what was merged or renamed', async () => {
    const dir = tempDir();
    const { handlers, db } = openTestHandlers(dir);
    call(handlers, 'history:record', { game: { name: 'harmonies' }, playedAt: '2024-01-01 10:00', players: [{ name: 'rianne', scoreText: '1' }] });
    db.close();
    const file = join(dir, 'plays.xml');
    writeFileSync(file, bgg);
    const review = await run(['history', 'import', file, '--review', '--data-dir', dir]);
    expect(review.code).toBe(0);
    expect(review.out).toContain('  Rianne (Excali8ur): is (same name, other capitals) rianne (#1)');
    expect(review.out).toContain('  #2 2025-02-19 Kluster (anonymous seat, anonymous seat, anonymous seat, anonymous seat, Margo, rianne): imported; new play; 4 anonymous seat(s), kept as such; "Rianne" is recorded as the existing player "rianne"');
    expect(review.out.split('\n').filter((l) => /^ {2}#\d+ /.test(l))).toHaveLength(100);
    const done = await run(['history', 'import', file, '--data-dir', dir]);
    expect(done.code).toBe(0);
    expect(done.out).toContain('game "Harmonies" is recorded as "harmonies"');
    expect(done.out).toMatch(/Imported 100 plays/);
  });
});
