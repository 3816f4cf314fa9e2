/**
 * Importing plays from a spreadsheet: a CSV file with a header row and one row per player per play, the
 * layout of Tablekeeper's own "player scores" export. Only `date`, `game` and `player` are needed; every
 * other column of that export is read when present (score, winner, rank, location, colour, team...), and
 * so are the play columns of the "plays" export (duration_min, quantity, notes...). Columns we do not know
 * are kept with the player's row.
 *
 * Which rows make one play: the rows sharing a `play_id`; without one, consecutive rows with the same date,
 * game and location, until a name comes back (the same person twice means the next play has begun).
 */
import { bggPersonKey } from './bgg';
import { CAPS } from './limits';
import { parseScore } from '../score';
import { fileProblem, wholeFile } from '../problems';
import { ANONYMOUS_KEY, isRealDate, normalisePlayDate, type ExchangePlay, type ExchangePlayer, type Extra, type FileProblem, type ParsedFile } from '../types';
import { catalogues, contentId } from './common';
import { fileTooBig } from './kept';
import { readCsvRecords, type CsvRecord } from './csv';

const REQUIRED = ['date', 'game', 'player'] as const;
const KNOWN = [
  'play_id', 'date', 'game', 'bgg_id', 'location', 'seat', 'player', 'bgg_username', 'start_position', 'colour', 'team', 'score_text', 'score',
  'rank', 'winner', 'new_to_game', 'anonymous', 'duration_min', 'incomplete', 'excluded_from_stats', 'quantity', 'expansions', 'notes',
];
/** Spreadsheet spellings of our column names. */
const ALIASES: Record<string, string> = { color: 'colour', name: 'player', played_at: 'date', username: 'bgg_username', win: 'winner', won: 'winner' };
/** The caps of docs/history.md by column; a column not listed (ours or the file's own) is capped as kept text. */
const CELL_CAPS: Record<string, number> = {
  game: CAPS.gameName, player: CAPS.personName, bgg_username: CAPS.personName, location: CAPS.location, colour: CAPS.seatText, team: CAPS.seatText,
  score_text: CAPS.score, score: CAPS.score, notes: CAPS.notes,
};
const TRUE = new Set(['1', 'yes', 'true']);
const FALSE = new Set(['', '0', 'no', 'false']);

type Row = { line: number; get: (column: string) => string; extra: Extra };

export function parseScoresCsv(text: string): ParsedFile {
  if (text.length > CAPS.fileChars) return { ...EMPTY, problems: [fileTooBig()] };
  const { records, unclosedAt } = readCsvRecords(text);
  if (unclosedAt !== null) return { ...EMPTY, problems: [rowProblem(unclosedAt, undefined, 'csvUnclosedQuote')] };
  const filled = records.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (filled.length === 0) return { ...EMPTY, problems: [wholeFile('csvNoHeader')] };
  const [header, ...body] = filled;
  const columns = header.cells.map(columnName);
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length) return { ...EMPTY, problems: missing.map((column) => rowProblem(header.line, undefined, 'csvMissingColumn', { column })) };
  const problems: FileProblem[] = [];
  const rows = body.flatMap((record) => {
    const row = readRow(record, header.cells, columns, problems);
    return row ? [row] : [];
  });
  // One problem anywhere and the file offers nothing to import, so a play read with problems is never kept.
  const plays = groupPlays(rows, problems).flatMap((group) => readPlay(group, problems) ?? []);
  return problems.length ? { ...EMPTY, problems } : { plays, ...catalogues(plays), problems: [] };
}

const EMPTY = { plays: [], people: [], games: [], locations: [] };

/** "Play ID", "play id" and "play_id" are the same column; a formula-guard apostrophe from our export is dropped. */
function columnName(raw: string): string {
  const name = raw.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return ALIASES[name] ?? name;
}

function cellValue(raw: string): string {
  const value = raw.trim();
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

function readRow(record: CsvRecord, headerCells: string[], columns: string[], problems: FileProblem[]): Row | null {
  if (record.cells.slice(columns.length).some((c) => c.trim() !== '')) {
    problems.push(rowProblem(record.line, undefined, 'csvTooManyCells', { count: record.cells.length, expected: columns.length }));
    return null;
  }
  const values = new Map<string, string>();
  const extra: Extra = {};
  columns.forEach((column, i) => {
    const value = cellValue(record.cells[i] ?? '');
    const known = KNOWN.includes(column);
    const cap = CELL_CAPS[column] ?? CAPS.keptText;
    // A column of the file's own is named as its header says.
    if (value.length > cap) problems.push(rowProblem(record.line, known ? column : headerCells[i].trim(), 'tooLong', { max: cap }));
    if (known) {
      if (!values.has(column)) values.set(column, value);
    } else if (value !== '') extra[headerCells[i].trim()] = value;
  });
  return { line: record.line, get: (column) => values.get(column) ?? '', extra };
}

function groupPlays(rows: Row[], problems: FileProblem[]): Row[][] {
  const byId = new Map<string, Row[]>();
  const groups: Row[][] = [];
  let open: { key: string; names: Set<string>; rows: Row[] } | null = null;
  for (const row of rows) {
    const id = row.get('play_id');
    if (id) {
      const group = byId.get(id);
      if (group) group.push(row);
      else {
        byId.set(id, [row]);
        groups.push(byId.get(id)!);
      }
      open = null;
      continue;
    }
    const key = JSON.stringify([row.get('date'), row.get('game').toLowerCase(), row.get('location').toLowerCase()]);
    // Anonymous seats have no name: any number of them sit in one play.
    const name = TRUE.has(row.get('anonymous').toLowerCase()) ? null : row.get('player').toLowerCase();
    if (!open || open.key !== key || (name !== null && open.names.has(name))) {
      open = { key, names: new Set(), rows: [] };
      groups.push(open.rows);
    }
    if (name !== null) open.names.add(name);
    open.rows.push(row);
  }
  for (const group of groups) {
    const first = group[0];
    for (const row of group.slice(1)) {
      if (row.get('date') !== first.get('date') || row.get('game').toLowerCase() !== first.get('game').toLowerCase()) {
        problems.push(rowProblem(row.line, 'play_id', 'csvPlayMismatch', { id: first.get('play_id'), line: first.line }));
      }
    }
  }
  return groups;
}

function readPlay(rows: Row[], problems: FileProblem[]): ExchangePlay | null {
  const first = rows[0];
  const date = first.get('date');
  const playedAt = playDate(date);
  if (!playedAt) problems.push(rowProblem(first.line, 'date', 'notDate', { value: date }));
  const game = first.get('game');
  if (!game) problems.push(rowProblem(first.line, 'game', 'missing'));
  const quantity = whole(first, 'quantity', problems) ?? 1;
  if (quantity < 1) problems.push(rowProblem(first.line, 'quantity', 'quantity'));
  const duration = whole(first, 'duration_min', problems);
  if (duration !== null && duration < 0) problems.push(rowProblem(first.line, 'duration_min', 'notMinutes'));
  const bggId = whole(first, 'bgg_id', problems);
  const expansions = list(first.get('expansions'));
  if (expansions.some((name) => name.length > CAPS.gameName)) problems.push(rowProblem(first.line, 'expansions', 'tooLong', { max: CAPS.gameName }));
  const seen = new Set<string>();
  const players = rows.map((row) => readPlayer(row, seen, problems)).filter((p): p is ExchangePlayer & { seat: number | null } => p !== null);
  players.sort((a, b) => (a.seat ?? Infinity) - (b.seat ?? Infinity));
  const incomplete = flag(first, 'incomplete', problems);
  const excludeFromStats = flag(first, 'excluded_from_stats', problems);
  // A seat left out (no name) has its problem already, and so has a bad date.
  if (!playedAt) return null;
  const id = first.get('play_id');
  const bggPlay = /^bgg:(\d+)$/.exec(id);
  const location = first.get('location');
  return {
    uid: id || contentId('csv', JSON.stringify([playedAt, game.toLowerCase(), location, players.map((p) => [p.name, p.scoreText])])),
    bggPlayId: bggPlay ? Number(bggPlay[1]) : null,
    game: { name: game, bggId: bggId && bggId > 0 ? bggId : null, highestWins: true, noPoints: false, cooperative: false, usesTeams: players.some((p) => p.team !== ''), extra: {} },
    mode: 'manual', playedAt, durationMin: duration && duration > 0 ? duration : null, location, notes: first.get('notes'), incomplete, excludeFromStats,
    quantity, expansions, board: '', manualWinner: false,
    players: players.map(({ seat: _seat, ...player }) => player), extra: {},
  };
}

function readPlayer(row: Row, seen: Set<string>, problems: FileProblem[]): (ExchangePlayer & { seat: number | null }) | null {
  const anonymous = flag(row, 'anonymous', problems);
  const name = anonymous ? '' : row.get('player');
  if (!name && !anonymous) {
    problems.push(rowProblem(row.line, 'player', 'missing'));
    return null;
  }
  const key = anonymous ? ANONYMOUS_KEY : bggPersonKey(row.get('bgg_username'), name);
  if (!anonymous && seen.has(key)) problems.push(rowProblem(row.line, 'player', 'twiceInPlay', { name }));
  seen.add(key);
  const scoreText = row.get('score_text') || row.get('score');
  const score = parseScore(scoreText);
  if (scoreText && score === null && !row.get('score_text')) problems.push(rowProblem(row.line, 'score', 'notNumber', { value: JSON.stringify(scoreText) }));
  const startPosition = whole(row, 'start_position', problems);
  const rank = whole(row, 'rank', problems);
  return {
    key, anonymous, name, bggUsername: anonymous ? '' : row.get('bgg_username'), startPosition: startPosition && startPosition > 0 ? startPosition : null, colour: row.get('colour'), team: row.get('team'),
    role: '', scoreText, score, rank: rank && rank > 0 ? rank : null, winner: flag(row, 'winner', problems), newToGame: flag(row, 'new_to_game', problems),
    personExtra: {}, extra: row.extra, seat: whole(row, 'seat', problems),
  };
}

function whole(row: Row, column: string, problems: FileProblem[]): number | null {
  const raw = row.get(column);
  if (raw === '') return null;
  if (/^-?\d+$/.test(raw)) return Number(raw);
  problems.push(rowProblem(row.line, column, 'notWhole', { value: raw }));
  return null;
}

function flag(row: Row, column: string, problems: FileProblem[]): boolean {
  const raw = row.get(column).toLowerCase();
  if (TRUE.has(raw)) return true;
  if (!FALSE.has(raw)) problems.push(rowProblem(row.line, column, 'notZeroOne', { value: row.get(column) }));
  return false;
}

/** YYYY-MM-DD (a day: the play is put at midnight) or YYYY-MM-DD HH:MM[:SS]. */
function playDate(raw: string): string | null {
  const withTime = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw} 00:00:00` : raw;
  return isRealDate(withTime) ? normalisePlayDate(withTime) : null;
}

/** Our export joins names with "; ". */
function list(raw: string): string[] {
  return raw.split(';').map((s) => s.trim()).filter(Boolean);
}

/** Problems name the file's line and, where it helps, the column ("line 4, column "score""). */
function rowProblem(line: number, column: string | undefined, kind: Parameters<typeof fileProblem>[1], params: Record<string, string | number> = {}): FileProblem {
  const where = column ? `line ${line}, column "${column}"` : `line ${line}`;
  return { ...fileProblem(where, kind, params), at: column ? { kind: 'row', line, column } : { kind: 'row', line } };
}
