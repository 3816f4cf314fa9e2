/** CSV through papaparse (delimiters, formula guard, anonymous seats) and the import review's decisions. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readCsvRecords } from '../../../src-shared/history/formats/csv';
import { parseScoresCsv } from '../../../src-shared/history/formats/csv-import';
import { openTestHandlers } from '../helpers';
import { call, callError } from './fixture';

const fixture = (name: string) => readFileSync(join(__dirname, '..', '..', 'fixtures', 'history', name), 'utf8');

describe('CSV', () => {
  const rows = [
    ['date', 'game', 'player', 'score', 'notes'],
    ['2024-05-01', 'Azul', 'Anna', '61', 'close; very'],
    ['2024-05-01', 'Azul', 'Ben', '58', '"quoted", with comma'],
  ];
  const write = (delimiter: string) =>
    rows.map((r) => r.map((c) => (/[",;\t\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(delimiter)).join('\r\n');

  test.each([[','], [';'], ['\t']])('reads cells separated by %j, with the line of each record', (delimiter) => {
    const read = readCsvRecords(write(delimiter));
    expect(read.delimiter).toBe(delimiter);
    expect(read.records.map((r) => [r.line, r.cells])).toEqual(rows.map((cells, i) => [i + 1, cells]));
    const parsed = parseScoresCsv(write(delimiter));
    expect(parsed.problems).toEqual([]);
    expect(parsed.plays.map((p) => [p.game.name, p.players.map((x) => [x.name, x.scoreText])])).toEqual([['Azul', [['Anna', '61'], ['Ben', '58']]]]);
  });

  test('a quoted cell never closed is located at its line, after a multi-line cell', () => {
    const text = 'date;game;player;notes\n2024-05-01;Azul;Anna;"two\nlines"\n2024-05-01;Azul;Ben;"never closed\n';
    expect(parseScoresCsv(text).problems.map((p) => [p.where, p.key])).toEqual([['line 4', 'csvUnclosedQuote']]);
  });

  test('the formula guard: text cells starting with = + - @ are neutralised, numbers are not', () => {
    const { handlers } = openTestHandlers();
    call(handlers, 'history:record', {
      game: { name: '=HYPERLINK("x")' }, playedAt: '2024-01-01 10:00', notes: '@SUM(A1)',
      players: [{ name: '+Anna', scoreText: '-3' }, { name: 'Ben', scoreText: '5' }],
    });
    const csv = call(handlers, 'history:export', { format: 'csv-scores' }).text;
    const [header, anna] = readCsvRecords(csv).records.map((r) => r.cells);
    const at = (column: string) => anna[header.indexOf(column)];
    expect([at('game'), at('player'), at('score_text'), at('score'), at('notes')]).toEqual(["'=HYPERLINK(\"x\")", "'+Anna", "'-3", '-3', "'@SUM(A1)"]);
    expect(csv.startsWith('\ufeffplay_id,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  test('anonymous seats go out and come back as anonymous seats', () => {
    const { handlers } = openTestHandlers();
    call(handlers, 'history:import', { format: 'bgg', text: fixture('bgg-excali8ur.xml') });
    const csv = call(handlers, 'history:export', { format: 'csv-scores' }).text;
    const again = openTestHandlers().handlers;
    const outcome = call(again, 'history:import', { format: 'csv', text: csv });
    expect(outcome.problems).toEqual([]);
    expect(outcome.imported).toBe(100);
    const kluster = call(again, 'history:plays', { limit: 500 }).plays.find((p) => p.game.name === 'Kluster')!;
    expect(kluster.players.map((p) => [p.name, p.anonymous, p.winner])).toEqual([
      ['', true, true], ['', true, true], ['', true, false], ['', true, false], ['Margo', false, true], ['Rianne', false, false],
    ]);
    const plays = call(handlers, 'history:export', { format: 'csv-plays' }).text;
    expect(plays).toContain('(anonymous); (anonymous); (anonymous); (anonymous); Margo; Rianne');
  });
});

describe('the import review', () => {
  const text = fixture('bgstats-michaelgao8.json');

  test('two plays with one BGG play id: both imported, the second listed as not linked to BGG', () => {
    const raw = JSON.parse(text);
    raw.plays[10].bggId = 123456;
    raw.plays[20].bggId = 123456;
    const { handlers } = openTestHandlers();
    const preview = call(handlers, 'history:import-preview', { format: 'bgstats', text: JSON.stringify(raw) });
    expect(preview.review[20].notes).toContainEqual({ kind: 'bggIdShared', params: { id: 123456, other: 11 } });
    expect(preview.review.filter((r) => r.action === 'import')).toHaveLength(79);
    expect(call(handlers, 'history:import', { format: 'bgstats', text: JSON.stringify(raw) }).imported).toBe(79);
    const exported = JSON.parse(call(handlers, 'history:export', { format: 'bgstats' }).text);
    expect(exported.plays.filter((p: { bggId: number }) => p.bggId === 123456)).toHaveLength(2);
  });

  test('a play already in the history, or its BGG play, is skipped and says why', () => {
    const { handlers } = openTestHandlers();
    call(handlers, 'history:import', { format: 'bgstats', text });
    const raw = JSON.parse(text);
    raw.plays[0].bggId = 777;
    const again = call(handlers, 'history:import-preview', { format: 'bgstats', text: JSON.stringify(raw) });
    expect(again.review.every((r) => r.action === 'skip')).toBe(true);
    expect(again.review[0].notes).toEqual([{ kind: 'alreadyPresent', params: { id: raw.plays[0].uuid } }]);
    expect(again.alreadyPresent).toBe(79);
  });

  test('a new person whose name is taken is shown with the name they will get; case-only names are proposed, not renamed', () => {
    const { handlers } = openTestHandlers();
    const raw = JSON.parse(text);
    const first = raw.players.find((p: { isAnonymous: boolean }) => !p.isAnonymous);
    call(handlers, 'history:record', { game: { name: 'Chess' }, playedAt: '2020-01-01 10:00', players: [{ name: first.name.toUpperCase(), scoreText: '1' }, { name: 'Other', scoreText: '0' }] });
    const preview = call(handlers, 'history:import-preview', { format: 'bgstats', text });
    const person = preview.people.find((p) => p.importName === first.name)!;
    expect(person).toMatchObject({ kind: 'case', playerName: first.name.toUpperCase(), newName: `${first.name} (2)` });
    expect(preview.review.find((r) => r.players.includes(first.name.toUpperCase()))!.notes).toContainEqual({
      kind: 'personMatched', params: { name: first.name, into: first.name.toUpperCase() },
    });
    const outcome = call(handlers, 'history:import', { format: 'bgstats', text, people: [{ key: person.key, playerId: null }] });
    expect(outcome.playersCreated).toBe(preview.people.length);
    const names = call(handlers, 'history:catalog', {}).players.map((p) => p.name);
    expect(names).toContain(`${first.name} (2)`);
    expect(names).toContain(first.name.toUpperCase());
  });

  test('two locations with one name are one location, and both records come back', () => {
    const raw = JSON.parse(text);
    const first = raw.locations[0];
    const twin = { ...first, id: 900, uuid: 'twin-location', name: first.name.toUpperCase() };
    raw.locations.push(twin);
    const moved = raw.plays.find((p: { locationRefId?: number }) => p.locationRefId === first.id);
    moved.locationRefId = 900;
    const { handlers } = openTestHandlers();
    expect(call(handlers, 'history:import', { format: 'bgstats', text: JSON.stringify(raw) }).problems).toEqual([]);
    expect(call(handlers, 'history:catalog', {}).locations.filter((l) => l.name.toLowerCase() === first.name.toLowerCase())).toHaveLength(1);
    const exported = JSON.parse(call(handlers, 'history:export', { format: 'bgstats' }).text);
    expect(exported.locations.find((l: { id: number }) => l.id === 900)).toEqual(twin);
    expect(exported.plays.find((p: { uuid: string }) => p.uuid === moved.uuid).locationRefId).toBe(900);
  });

  test('a play recorded by hand may have anonymous seats: kept as seats, no one in the players list, a nameless named seat refused', () => {
    const { handlers } = openTestHandlers();
    const play = call(handlers, 'history:record', {
      game: { name: 'Azul' }, playedAt: '2024-06-01 20:00',
      players: [{ name: 'Anna', scoreText: '50' }, { name: '', anonymous: true, scoreText: '60' }, { name: '', anonymous: true, scoreText: '40' }],
    });
    expect(play.players.map((p) => [p.name, p.anonymous, p.rank, p.winner])).toEqual([['Anna', false, 2, false], ['', true, 1, true], ['', true, 3, false]]);
    expect(call(handlers, 'history:catalog', {}).players.map((p) => p.name)).toEqual(['Anna']);
    const refused = callError(handlers, 'history:record', { game: { name: 'Azul' }, playedAt: '2024-06-01 20:00', players: [{ name: '  ', scoreText: '1' }] });
    expect(refused.path).toEqual(['players', 0, 'name']);
  });
});
