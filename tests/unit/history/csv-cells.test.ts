/**
 * The CSV layer under both exports and the reader, against values written out here: which text cells get the
 * formula guard (and which do not), what a seat's bot column holds, and how records and their lines are read
 * back from files with each kind of line end, a byte-order mark, and a blank last line.
 */
import { expect, test } from 'vitest';
import { guardFormula, readCsv, readCsvRecords, scoresCsv } from '../../../src-shared/history/formats/csv';
import type { ExchangePlay } from '../../../src-shared/history/types';

test('the formula guard: a text starting with = + - @, a tab or a return gets an apostrophe; the same characters later do not', () => {
  expect(['=1+1', '+33 6', '-3', '@SUM(A1)', '\tx', '\rx'].map(guardFormula)).toEqual(["'=1+1", "'+33 6", "'-3", "'@SUM(A1)", "'\tx", "'\rx"]);
  expect(['a=1', ' =1', 'x-3', 'me@home', 'a\tb', '', "'=1"].map(guardFormula)).toEqual(['a=1', ' =1', 'x-3', 'me@home', 'a\tb', '', "'=1"]);
});

test("the player-scores export's bot column: a computer seat's level, empty for a person or a level that is not text", () => {
  const seat = (name: string, extra: Record<string, unknown>) => ({
    key: `name:${name.toLowerCase()}`, anonymous: false, name, bggUsername: '', scoreText: '', score: null, startPosition: null, colour: '', team: '', role: '',
    rank: null, winner: false, newToGame: false, personExtra: {}, extra,
  });
  const play: ExchangePlay = {
    uid: 'tk-1', bggPlayId: null, game: { name: 'Paris', bggId: null, highestWins: true, noPoints: false, cooperative: false, usesTeams: false, extra: {} },
    mode: 'digital', playedAt: '2024-05-01 19:30:00', durationMin: null, location: '', notes: '', incomplete: false, excludeFromStats: false, quantity: 1,
    expansions: [], board: '', manualWinner: false, extra: {}, players: [seat('Anna', {}), seat('Bot', { bot: 'strong' }), seat('Odd', { bot: 3 })],
  };
  expect(scoresCsv([play]).split('\r\n').slice(1, 4).map((row) => row.split(',').at(-1))).toEqual(['', 'strong', '']);
});

test('records and the lines they start on: CRLF, LF, a byte-order mark, no line end at all, blank lines kept but the last line end starting none', () => {
  expect(readCsvRecords('\ufeffa,b\r\n1,2\r\n').records).toEqual([{ line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['1', '2'] }]);
  expect(readCsvRecords('a,b').records).toEqual([{ line: 1, cells: ['a', 'b'] }]);
  expect(readCsvRecords('a\n\nb\n\n').records).toEqual([{ line: 1, cells: ['a'] }, { line: 2, cells: [''] }, { line: 3, cells: ['b'] }, { line: 4, cells: [''] }]);
  expect(readCsvRecords('a;b;c\n1;"2;3";4\n')).toEqual({ records: [{ line: 1, cells: ['a', 'b', 'c'] }, { line: 2, cells: ['1', '2;3', '4'] }], unclosedAt: null, delimiter: ';' });
  expect(readCsvRecords('a,b\n"open,1\n2,3\n').unclosedAt).toBe(2);
  // The line of the quote that never closes, not of the row it is in (which starts a line earlier here).
  expect(readCsvRecords('a,b\n1,"x\ny","open\nz\n').unclosedAt).toBe(3);
  // Only a last line end starts no record: a last row of empty cells, or of one filled cell, is a record.
  expect(readCsvRecords('a,b\n,').records).toEqual([{ line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['', ''] }]);
  expect(readCsvRecords('a\nx').records).toEqual([{ line: 1, cells: ['a'] }, { line: 2, cells: ['x'] }]);
  expect(readCsvRecords('').records).toEqual([]);
  // Only a byte-order mark at the very start is one; the same character inside a cell is the cell's.
  expect(readCsvRecords('a,b\n\ufeffx,2').records[1].cells).toEqual(['\ufeffx', '2']);
  expect(readCsv('a,"b\nc"\r\n1,2\r\n')).toEqual([['a', 'b\nc'], ['1', '2']]);
});
