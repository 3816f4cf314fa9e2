/**
 * The helpers every reader and writer shares (src-shared/history/formats/common.ts and kept.ts), each against
 * values worked out here: where a JSON syntax error is (from Node's own messages and those of engines that give a
 * line and column), the content id (FNV-1a, worked out by hand for short texts), typed field reading, the
 * catalogues a file names through its plays, and keeping a file's own values (as read, restored, checked).
 */
import { describe, expect, test } from 'vitest';
import { catalogues, contentId, FieldReader, isRecord, jsonProblem, unknownFields } from '../../../src-shared/history/formats/common';
import { asReadOf, deepEqual, fileTooBig, KEPT_MARKS, restoreAsRead, shapeProblems, withoutMarks } from '../../../src-shared/history/formats/kept';
import { CAPS } from '../../../src-shared/history/formats/limits';
import type { ExchangePlay, ExchangePlayer, FileProblem } from '../../../src-shared/history/types';

const brief = (problems: FileProblem[]) => problems.map((p) => [p.where, p.key, p.params]);
const parseError = (text: string): unknown => {
  try {
    JSON.parse(text);
  } catch (error) {
    return error;
  }
  throw new Error('parsed');
};

describe('jsonProblem', () => {
  test("Node's message with a position: the line and column counted from it", () => {
    const text = '{"plays": [\n  {"id": 1,\n   "date" "x"}]}';
    const error = parseError(text);
    expect((error as Error).message).toMatch(/position 34/);
    const problem = jsonProblem(text, error);
    expect(problem).toEqual({ where: 'line 3, column 11', message: `Not valid JSON: ${(error as Error).message}`, key: 'notJson', params: { detail: (error as Error).message }, at: { kind: 'position', line: 3, column: 11 } });
    expect(jsonProblem('{"a":1', parseError('{"a":1')).at).toEqual({ kind: 'position', line: 1, column: 7 });
  });

  test('a message that names its line and column (newer engines) is taken as it says; one without any place is the whole file', () => {
    const newer = new SyntaxError('Expected \',\' or \'}\' after property value in JSON at position 400 (line 13 column 12)');
    expect(jsonProblem('{}', newer)).toEqual({
      where: 'line 13, column 12', message: `Not valid JSON: ${newer.message}`, key: 'notJson', params: { detail: newer.message }, at: { kind: 'position', line: 13, column: 12 },
    });
    const end = parseError('');
    expect(jsonProblem('', end)).toEqual({ where: 'the whole file', message: 'Not valid JSON: Unexpected end of JSON input', key: 'notJson', params: { detail: 'Unexpected end of JSON input' }, at: { kind: 'file' } });
  });
});

describe('small helpers', () => {
  test('unknownFields keeps every field not named, as it is', () => {
    expect(unknownFields({ id: 1, name: 'x', rating: '8', nested: { a: [1] } }, ['id', 'name'])).toEqual({ rating: '8', nested: { a: [1] } });
    expect(unknownFields({ id: 1 }, ['id'])).toEqual({});
  });

  test('isRecord: objects only, not lists, null or text', () => {
    expect([{}, { a: 1 }, [], null, 'x', 3, undefined].map(isRecord)).toEqual([true, true, false, false, false, false, false]);
  });

  test('contentId: FNV-1a over the text (two 32-bit hashes, each written as 8 hex digits with leading zeros)', () => {
    expect(contentId('csv', '')).toBe('csv:811c9dc501000193');
    expect(contentId('x', 'a')).toBe('x:e40c292c335863da');
    expect(contentId('bggx', '["2025-02-19","Kluster"]')).toBe('bggx:2c9f5e76f276f384');
    expect(contentId('x', 'ale')).toBe('x:0c2540bf0a2519e7');
  });
});

describe('FieldReader', () => {
  test('text: missing or null gives the fallback, a number is written as text, anything else is a problem at its path', () => {
    const problems: FileProblem[] = [];
    const read = new FieldReader(problems);
    const obj = { a: 'x', b: 12, c: null, d: { n: 1 }, e: true };
    expect([read.string(obj, 'a', 'plays[0]'), read.string(obj, 'b', 'plays[0]'), read.string(obj, 'c', 'plays[0]', 'fb'), read.string(obj, 'z', 'plays[0]', 'fb')]).toEqual(['x', '12', 'fb', 'fb']);
    expect([read.string(obj, 'd', 'plays[0]', 'fb'), read.string(obj, 'e', 'plays[1]')]).toEqual(['fb', '']);
    expect(brief(problems)).toEqual([['plays[0].d', 'notText', { value: '{"n":1}' }], ['plays[1].e', 'notText', { value: 'true' }]]);
  });

  test('numbers: missing, null or empty text gives the fallback; numeric text is read; text, infinity and true are problems', () => {
    const problems: FileProblem[] = [];
    const read = new FieldReader(problems);
    const obj = { a: 3.5, b: '12', c: '', d: null, e: 'twelve', f: Infinity, g: true, h: '-4' };
    expect(['a', 'b', 'c', 'd', 'z', 'h'].map((k) => read.number(obj, k, 'p', 7))).toEqual([3.5, 12, 7, 7, 7, -4]);
    expect(read.number(obj, 'z', 'p')).toBeNull();
    expect(['e', 'f', 'g'].map((k) => read.number(obj, k, 'p', 7))).toEqual([7, 7, 7]);
    expect(brief(problems)).toEqual([['p.e', 'notNumber', { value: '"twelve"' }], ['p.f', 'notNumber', { value: 'null' }], ['p.g', 'notNumber', { value: 'true' }]]);
  });

  test('flags: true/false, 0/1 as numbers or text; missing or null gives the fallback; anything else is a problem', () => {
    const problems: FileProblem[] = [];
    const read = new FieldReader(problems);
    const obj = { t: true, f: false, one: 1, zero: 0, s1: '1', s0: '0', n: null, two: 2, yes: 'yes' };
    expect(['t', 'f', 'one', 'zero', 's1', 's0'].map((k) => read.bool(obj, k, 'p'))).toEqual([true, false, true, false, true, false]);
    expect([read.bool(obj, 'n', 'p', true), read.bool(obj, 'missing', 'p', true), read.bool(obj, 'missing', 'p')]).toEqual([true, true, false]);
    expect([read.bool(obj, 'two', 'p', true), read.bool(obj, 'yes', 'p')]).toEqual([true, false]);
    expect(brief(problems)).toEqual([['p.two', 'notBoolean', { value: '2' }], ['p.yes', 'notBoolean', { value: '"yes"' }]]);
  });
});

describe('catalogues', () => {
  const seat = (key: string, name: string, overrides: Partial<ExchangePlayer> = {}): ExchangePlayer => ({
    key, anonymous: false, name, bggUsername: '', scoreText: '', score: null, startPosition: null, colour: '', team: '', role: '', rank: null, winner: false,
    newToGame: false, personExtra: { kept: 1 }, extra: {}, ...overrides,
  });
  const play = (game: string, location: string, players: ExchangePlayer[], bggId: number | null = null): ExchangePlay => ({
    uid: `u-${game}-${location}`, bggPlayId: null, game: { name: game, bggId, highestWins: true, noPoints: false, cooperative: false, usesTeams: false, extra: {} },
    mode: 'manual', playedAt: '2025-01-24 00:00:00', durationMin: null, location, notes: '', incomplete: false, excludeFromStats: false, quantity: 1,
    expansions: [], board: '', manualWinner: false, players, extra: {},
  });

  test('people once each under the name their first seat gives (every seat renamed to it), anonymous seats never; games by name whatever the capitals; places once, none empty', () => {
    const plays = [
      play('Welcome To...', 'H.', [seat('user:excali8ur', 'Rianne', { bggUsername: 'Excali8ur' }), seat('anonymous', '', { anonymous: true })]),
      play('WELCOME TO...', '', [seat('user:excali8ur', 'Rianne E.', { bggUsername: 'Excali8ur' }), seat('name:marcha', 'Marcha')], 233867),
      play('Kluster', 'H.', [seat('name:marcha', 'Marcha')]),
      play('Kluster', 'D.', []),
    ];
    const found = catalogues(plays);
    expect(found.people).toEqual([
      { key: 'user:excali8ur', name: 'Rianne', bggUsername: 'Excali8ur', extra: {} },
      { key: 'name:marcha', name: 'Marcha', bggUsername: '', extra: {} },
    ]);
    expect(plays[1].players[0].name).toBe('Rianne');
    expect(plays[0].players[1].name).toBe('');
    expect(found.games.map((g) => [g.name, g.bggId])).toEqual([['WELCOME TO...', 233867], ['Kluster', null]]);
    // Told apart by their lower case, as everywhere in the history: "Straße" and "STRASSE" are two games.
    expect(catalogues([play('Straße', '', []), play('STRASSE', '', [])]).games.map((g) => g.name)).toEqual(['Straße', 'STRASSE']);
    expect(found.locations).toEqual([{ name: 'H.', extra: {} }, { name: 'D.', extra: {} }]);
  });
});

describe('kept values', () => {
  test('deepEqual: the same values in any key order; lists are not objects; lengths, missing keys and nulls differ', () => {
    expect(deepEqual({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(deepEqual('x', 'x')).toBe(true);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual({ 0: 1 }, [1])).toBe(false);
    expect(deepEqual([1, 2], [1])).toBe(false);
    expect(deepEqual({ a: undefined }, { b: undefined })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
    expect(deepEqual({}, null)).toBe(false);
    expect(deepEqual(1, '1')).toBe(false);
    expect(deepEqual(0, {})).toBe(false);
    expect(deepEqual({}, 'x')).toBe(false);
    expect(deepEqual({}, 1)).toBe(false);
    expect(deepEqual({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(false);
    expect(deepEqual({ a: { b: 1 } }, { a: { b: 1, c: 2 } })).toBe(false);
  });

  test('asReadOf: only the known fields where the file and Tablekeeper differ, with what each wrote (absent where one left it out)', () => {
    const raw = { playDate: '2025-01-24 00:00', rating: 0, board: 'x', same: [1] };
    const written = { playDate: '2025-01-24 00:00:00', board: 'x', same: [1], rounds: 0 };
    expect(asReadOf(raw, written, ['playDate', 'rating', 'board', 'same', 'ignored'])).toEqual({
      [KEPT_MARKS.asRead]: { playDate: { raw: '2025-01-24 00:00', written: '2025-01-24 00:00:00' }, rating: { raw: 0 }, rounds: { written: 0 } },
    });
    expect(asReadOf({ a: 1 }, { a: 1 }, ['a', 'b'])).toEqual({});
  });

  test("restoreAsRead: the file's value back where Tablekeeper's is unchanged since import, removed where the file had none; edited fields stay", () => {
    const extra = {
      [KEPT_MARKS.asRead]: {
        playDate: { raw: '2025-01-24 00:00', written: '2025-01-24 00:00:00' },
        rounds: { written: 0 },
        rating: { raw: 0 },
        board: { raw: 'old', written: 'x' },
      },
    };
    // toStrictEqual: a field the file left out is removed, not left as undefined.
    expect(restoreAsRead({ playDate: '2025-01-24 00:00:00', rounds: 0, board: 'edited' }, extra)).toStrictEqual({ playDate: '2025-01-24 00:00', board: 'edited', rating: 0 });
    expect(restoreAsRead({ playDate: '2025-01-25 00:00:00', rating: 3 }, extra)).toEqual({ playDate: '2025-01-25 00:00:00', rating: 3 });
    const written = { a: 1 };
    expect(restoreAsRead(written, {})).toBe(written);
    expect(restoreAsRead(written, { [KEPT_MARKS.asRead]: null })).toBe(written);
    expect(restoreAsRead(written, { [KEPT_MARKS.asRead]: 'x' })).toBe(written);
  });

  test('withoutMarks leaves out only the marks', () => {
    expect(withoutMarks({ [KEPT_MARKS.asRead]: {}, [KEPT_MARKS.raw]: {}, [KEPT_MARKS.aliases]: [], rating: 8, '~other': 1 })).toEqual({ rating: 8, '~other': 1 });
  });

  test('fileTooBig names the cap', () => {
    expect(fileTooBig()).toEqual({ where: 'the whole file', message: `is larger than ${CAPS.fileChars} characters, the cap for one file`, key: 'fileTooBig', params: { max: CAPS.fileChars }, at: { kind: 'file' } });
  });

  test('shapeProblems: text over the kept-text cap and nesting at the depth cap, each at its path; fields with their own cap are left to their reader', () => {
    const long = 'x'.repeat(CAPS.keptText + 1);
    const atCap = 'x'.repeat(CAPS.keptText);
    let deep: unknown = 'leaf';
    for (let i = 0; i < CAPS.depth; i++) deep = [deep];
    let justDeepEnough: unknown = 'leaf';
    for (let i = 0; i < CAPS.depth - 1; i++) justDeepEnough = [justDeepEnough];
    const root = { plays: [{ metaData: long, comments: long, ok: atCap }], deep: { inner: deep }, fine: justDeepEnough };
    // `deep` (CAPS.depth lists) under two objects reaches the cap; `fine` (one list fewer) at the top does not.
    expect(brief(shapeProblems(root, new Set(['comments'])))).toEqual([
      [`deep.inner${'[0]'.repeat(CAPS.depth - 2)}`, 'tooDeep', { max: CAPS.depth }],
      ['plays[0].metaData', 'tooLong', { max: CAPS.keptText }],
    ]);
    expect(brief(shapeProblems(long, new Set()))).toEqual([['the whole file', 'tooLong', { max: CAPS.keptText }]]);
    expect(shapeProblems(deep, new Set())).toEqual([]);
    // A number or true at the depth cap is a value, not a level of nesting.
    let deepNumber: unknown = 1;
    for (let i = 0; i < CAPS.depth; i++) deepNumber = [deepNumber, true];
    expect(shapeProblems(deepNumber, new Set())).toEqual([]);
    expect(brief(shapeProblems([deep], new Set()))).toEqual([['[0]'.repeat(CAPS.depth), 'tooDeep', { max: CAPS.depth }]]);
    expect(shapeProblems({ a: 1, b: null, c: true, d: [] }, new Set())).toEqual([]);
  });

  test('shapeProblems stops at 20 problems', () => {
    const many = Array.from({ length: 30 }, () => 'x'.repeat(CAPS.keptText + 1));
    const problems = shapeProblems({ many }, new Set());
    expect(problems).toHaveLength(20);
    expect(problems[0].where).toBe('many[29]');
  });
});
