/**
 * CSV through papaparse. Exports (RFC 4180, UTF-8 with a byte-order mark so spreadsheet apps read accents and kana):
 * one row per play, or one row per player per play. Text cells that a spreadsheet would run as a
 * formula (starting with = + - @) get a leading apostrophe; numbers are written as numbers.
 */
import Papa from 'papaparse';
import type { ExchangePlay } from '../types';

type Cell = string | number | boolean | null;

/** The formula guard: a text cell a spreadsheet would run (= + - @, or a tab or return first) gets a leading apostrophe. */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cell(value: Cell, isText: boolean): string {
  if (value === null) return '';
  const s = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  return isText ? guardFormula(s) : s;
}

/** Written by papaparse: quotes only where a cell needs them, CRLF, and a byte-order mark first. */
function table(header: string[], rows: Cell[][], numeric: ReadonlySet<string>): string {
  const cells = rows.map((row) => row.map((v, i) => cell(v, !numeric.has(header[i]))));
  return `\ufeff${Papa.unparse({ fields: header, data: cells }, { newline: '\r\n', delimiter: ',', escapeFormulae: false })}\r\n`;
}

const PLAY_HEADER = ['play_id', 'date', 'game', 'bgg_id', 'mode', 'duration_min', 'location', 'players', 'winners', 'incomplete', 'excluded_from_stats', 'quantity', 'expansions', 'notes'];
/** One row per player per play; the play's own columns come last, repeated, so the file imports back whole. */
const SCORE_HEADER = [
  'play_id', 'date', 'game', 'location', 'seat', 'player', 'bgg_username', 'start_position', 'colour', 'team', 'score_text', 'score', 'rank', 'winner', 'new_to_game',
  'anonymous', 'bgg_id', 'duration_min', 'incomplete', 'excluded_from_stats', 'quantity', 'expansions', 'notes',
  // The level of the computer player at the seat, empty for a person; importing keeps it (an unknown column lands in the seat's extra data).
  'bot',
];
const NUMERIC = new Set(['bgg_id', 'duration_min', 'quantity', 'seat', 'start_position', 'score', 'rank', 'incomplete', 'excluded_from_stats', 'winner', 'new_to_game', 'anonymous']);
/** How the plays export names an anonymous seat in its players and winners lists. */
const ANONYMOUS_SEAT = '(anonymous)';
const seatName = (x: ExchangePlay['players'][number]) => (x.anonymous ? ANONYMOUS_SEAT : x.name);

export function playsCsv(plays: readonly ExchangePlay[]): string {
  return table(
    PLAY_HEADER,
    plays.map((p) => [
      p.uid, p.playedAt, p.game.name, p.game.bggId, p.mode, p.durationMin, p.location, p.players.map(seatName).join('; '),
      p.players.filter((x) => x.winner).map(seatName).join('; '), p.incomplete, p.excludeFromStats, p.quantity, p.expansions.join('; '), p.notes,
    ]),
    NUMERIC,
  );
}

export function scoresCsv(plays: readonly ExchangePlay[]): string {
  const rows: Cell[][] = [];
  for (const p of plays) {
    p.players.forEach((x, seat) =>
      rows.push([
        p.uid, p.playedAt, p.game.name, p.location, seat + 1, x.name, x.bggUsername, x.startPosition, x.colour, x.team, x.scoreText, x.score, x.rank, x.winner, x.newToGame,
        x.anonymous, p.game.bggId, p.durationMin, p.incomplete, p.excludeFromStats, p.quantity, p.expansions.join('; '), p.notes,
        typeof x.extra.bot === 'string' ? x.extra.bot : '',
      ]),
    );
  }
  return table(SCORE_HEADER, rows, NUMERIC);
}

/** One record of a CSV file with the line it starts on (quoted cells may span lines). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** What a spreadsheet may separate cells with; the file's own is detected (papaparse tries each on the first rows). */
export const CSV_DELIMITERS = [',', ';', '\t'];

/**
 * Reads CSV with papaparse, keeping the line each record starts on so an import can say where a problem is.
 * `unclosedAt` is the line of a quoted cell that never closes (the rest of the file would be read as that one cell).
 */
export function readCsvRecords(text: string): { records: CsvRecord[]; unclosedAt: number | null; delimiter: string } {
  const src = text.replace(/^\ufeff/, '');
  const newline = src.includes('\r\n') ? '\r\n' : src.includes('\n') ? '\n' : src.includes('\r') ? '\r' : '\n';
  const breakChar = newline === '\r' ? '\r' : '\n';
  const records: CsvRecord[] = [];
  let unclosedAt: number | null = null;
  let line = 1;
  let counted = 0;
  const lineAt = (index: number): number => {
    for (; counted < index; counted++) if (src[counted] === breakChar) line++;
    return line;
  };
  let start = 0;
  let delimiter = ',';
  Papa.parse<string[]>(src, {
    delimitersToGuess: CSV_DELIMITERS, newline, skipEmptyLines: false,
    step: (result) => {
      delimiter = result.meta.delimiter;
      const at = lineAt(start);
      const unclosed = result.errors.find((e) => e.code === 'MissingQuotes');
      if (unclosed && unclosedAt === null) unclosedAt = lineAt(Math.max(start, unclosed.index ?? start));
      records.push({ line: at, cells: result.data });
      start = result.meta.cursor;
    },
  });
  // The line break that ends the last row starts no record.
  const last = records[records.length - 1];
  if (last && last.cells.length === 1 && last.cells[0] === '') records.pop();
  return { records, unclosedAt, delimiter };
}

/** The cells of every record (tests and tools read the exports back with it). */
export function readCsv(text: string): string[][] {
  return readCsvRecords(text).records.map((r) => r.cells);
}
