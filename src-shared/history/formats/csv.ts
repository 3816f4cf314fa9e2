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
const SCORE_HEADER = ['play_id', 'date', 'game', 'location', 'seat', 'player', 'bgg_username', 'start_position', 'colour', 'team', 'score_text', 'score', 'rank', 'winner', 'new_to_game'];
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
      rows.push([p.uid, p.playedAt, p.game.name, p.location, seat + 1, x.name, x.bggUsername, x.startPosition, x.colour, x.team, x.scoreText, x.score, x.rank, x.winner, x.newToGame]),
    );
  }
  return table(SCORE_HEADER, rows, NUMERIC);
}

/** A minimal RFC 4180 reader (used by tests and tools to read the exports back). */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\ufeff/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
