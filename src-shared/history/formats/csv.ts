/**
 * CSV exports (RFC 4180, UTF-8 with a byte-order mark so spreadsheet apps read accents and kana):
 * one row per play, or one row per player per play. Text cells that a spreadsheet would run as a
 * formula (starting with = + - @) get a leading apostrophe; numbers are written as numbers.
 */
import type { ExchangePlay } from '../types';

type Cell = string | number | boolean | null;

function cell(value: Cell, isText: boolean): string {
  if (value === null) return '';
  let s = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  if (isText && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function table(header: string[], rows: Cell[][], numeric: ReadonlySet<string>): string {
  const lines = [header.join(',')];
  for (const row of rows) lines.push(row.map((v, i) => cell(v, !numeric.has(header[i]))).join(','));
  return '\ufeff' + lines.join('\r\n') + '\r\n';
}

const PLAY_HEADER = ['play_id', 'date', 'game', 'bgg_id', 'mode', 'duration_min', 'location', 'players', 'winners', 'incomplete', 'excluded_from_stats', 'quantity', 'expansions', 'notes'];
/** One row per player per play; the play's own columns come last, repeated, so the file imports back whole. */
const SCORE_HEADER = [
  'play_id', 'date', 'game', 'location', 'seat', 'player', 'bgg_username', 'start_position', 'colour', 'team', 'score_text', 'score', 'rank', 'winner', 'new_to_game',
  'bgg_id', 'duration_min', 'incomplete', 'excluded_from_stats', 'quantity', 'expansions', 'notes',
];
const NUMERIC = new Set(['bgg_id', 'duration_min', 'quantity', 'seat', 'start_position', 'score', 'rank', 'incomplete', 'excluded_from_stats', 'winner', 'new_to_game']);

export function playsCsv(plays: readonly ExchangePlay[]): string {
  return table(
    PLAY_HEADER,
    plays.map((p) => [
      p.uid, p.playedAt, p.game.name, p.game.bggId, p.mode, p.durationMin, p.location, p.players.map((x) => x.name).join('; '),
      p.players.filter((x) => x.winner).map((x) => x.name).join('; '), p.incomplete, p.excludeFromStats, p.quantity, p.expansions.join('; '), p.notes,
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
        p.game.bggId, p.durationMin, p.incomplete, p.excludeFromStats, p.quantity, p.expansions.join('; '), p.notes,
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

/**
 * An RFC 4180 reader that keeps line numbers, so an import can say where a problem is. `unclosedAt` is the
 * line of a quoted cell that never closes (the rest of the file would be read as that one cell).
 */
export function readCsvRecords(text: string): { records: CsvRecord[]; unclosedAt: number | null } {
  const records: CsvRecord[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  let rowLine = 1;
  const src = text.replace(/^\ufeff/, '');
  const endRow = (): void => {
    row.push(field);
    records.push({ line: rowLine, cells: row });
    row = [];
    field = '';
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\n') line++;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') {
      quoted = true;
      quoteLine = line;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') {
        i++;
        line++;
      } else if (c === '\r') line++;
      endRow();
      rowLine = line;
    } else field += c;
  }
  if (field !== '' || row.length) endRow();
  return { records, unclosedAt: quoted ? quoteLine : null };
}

/** The cells of every record (tests and tools read the exports back with it). */
export function readCsv(text: string): string[][] {
  return readCsvRecords(text).records.map((r) => r.cells);
}
