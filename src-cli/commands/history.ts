/**
 * `history export|import|backup|restore|solo-challenges`: the match history from the command line, on the same
 * database the app uses (--data-dir, else TABLEKEEPER_DATA_DIR, else the app's own folder).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { counted, fillTemplate } from '../../src-shared/engine/message';
import { REVIEW_TEXT } from '../../src-shared/history/review';
import { getGame, listGames } from '../../src-shared/games/registry';
import { EXPORT_FORMATS, IMPORT_FORMATS, importFormatOf, type ExportFormat, type ImportFormat } from '../../src-shared/history/types';
import { backupTo, BackupError, restoreFrom } from '../../src-main/db/history/backup';
import { openHistoryFolder } from '../open-history';
import { dataDir, projectRoot } from '../../src-main/paths';
import { historyServices } from '../../src-main/services/history/handlers';
import { parseArgs, stringFlag, UsageError, type ParsedArgs } from '../args';
import type { Io } from '../io';
import { soloChallenges } from './solo-challenges';

const USAGE = 'history export --format <bgstats|bgg|csv-plays|csv-scores> [--out <file>] | import <file> [--format <bgstats|bgg|csv>] [--review] | backup <file> | restore <file> | solo-challenges [--city <id>] [--player <name>] [--from <day>] [--to <day>] [--group <name>] [--location <name>] [--json]';

export async function history(argv: string[], io: Io): Promise<number> {
  const [verb, ...rest] = argv;
  if (verb === 'solo-challenges') return soloChallenges(parseArgs(rest, ['json'], ['city', 'player', 'from', 'to', 'group', 'location', 'data-dir']), io);
  const args = parseArgs(rest, ['review'], ['format', 'out', 'data-dir']);
  switch (verb) {
    case 'export':
      return exportHistory(args, io);
    case 'import':
      return importHistory(args, io);
    case 'backup':
      return backup(args, io);
    case 'restore':
      return restore(args, io);
    default:
      throw new UsageError(verb ? `unknown history command "${verb}"; use ${USAGE}` : `use ${USAGE}`);
  }
}

function open(args: ParsedArgs) {
  const dir = stringFlag(args, 'data-dir', dataDir());
  return { ...openHistoryFolder(dir), dir };
}

function onlyFile(args: ParsedArgs, what: string): string {
  if (args.positional.length !== 1) throw new UsageError(`give exactly one ${what} file`);
  return args.positional[0];
}

function exportHistory(args: ParsedArgs, io: Io): number {
  if (args.positional.length) throw new UsageError(`unexpected "${args.positional[0]}"; export writes to --out or to standard output`);
  const format = stringFlag(args, 'format') as ExportFormat;
  if (!EXPORT_FORMATS.includes(format)) throw new UsageError(`--format must be one of ${EXPORT_FORMATS.join(', ')}, not "${format}"`);
  const { db } = open(args);
  try {
    const s = historyServices(db, () => new Date(), getGame, listGames);
    s.plays.syncMatches();
    const file = s.exchange.export(format);
    const out = args.flags.get('out');
    if (typeof out === 'string') {
      writeFileSync(out, file.text);
      io.err(`Wrote ${out}`);
    } else io.out(file.text.replace(/\n$/, ''));
    return 0;
  } finally {
    db.close();
  }
}

function importHistory(args: ParsedArgs, io: Io): number {
  const path = onlyFile(args, 'BG Stats JSON, BGG XML or CSV');
  const given = args.flags.get('format');
  const format = (typeof given === 'string' ? given : (importFormatOf(path) ?? 'bgstats')) as ImportFormat;
  if (!IMPORT_FORMATS.includes(format)) throw new UsageError(`--format must be one of ${IMPORT_FORMATS.join(', ')}, not "${format}"`);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const { db } = open(args);
  try {
    const s = historyServices(db, () => new Date(), getGame, listGames);
    const preview = s.exchange.preview(format, text);
    if (preview.problems.length) {
      for (const p of preview.problems) io.err(`${path}: ${p.where}: ${p.message}`);
      io.err(`${counted(preview.problems.length, 'problem', 'problems')}; nothing was imported.`);
      return 2;
    }
    if (args.flags.has('review')) {
      io.out(`${counted(preview.plays, 'play', 'plays')} (${preview.newPlays} new, ${preview.alreadyPresent} already in the history)`);
      io.out('People:');
      for (const p of preview.people) io.out(`  ${p.importName}${p.bggUsername ? ` (${p.bggUsername})` : ''}: ${personLine(p)}`);
      if (preview.kept.length) io.out(`Kept for the next BG Stats export: ${preview.kept.join(', ')}`);
      io.out('Plays:');
      for (const r of preview.review) io.out(`  ${reviewLine(r, true)}`);
      io.out('Nothing imported (--review). Without --review, exact and case-only matches are used and everyone else becomes a new player.');
      return 0;
    }
    // Without --review nothing is merged, renamed or skipped silently: every such play is printed (plays already
    // imported, the usual case when a file is imported again, are counted in the summary line).
    for (const r of preview.review) if (r.notes.some((n) => n.kind !== 'new' && n.kind !== 'alreadyPresent')) io.out(`  ${reviewLine(r, false)}`);
    const result = s.exchange.import(format, text);
    if (!result.ok) throw new UsageError(result.error.message);
    const o = result.value;
    io.out(
      `Imported ${counted(o.imported, 'play', 'plays')} (${o.alreadyPresent} already present), ${counted(o.playersCreated, 'new player', 'new players')}, ${counted(o.gamesCreated, 'new game', 'new games')}.`,
    );
    return 0;
  } finally {
    db.close();
  }
}

function backup(args: ParsedArgs, io: Io): number {
  const file = onlyFile(args, 'backup');
  const { db } = open(args);
  try {
    backupTo(db, file);
    io.out(`Backed up to ${file}`);
    return 0;
  } catch (error) {
    if (error instanceof BackupError) throw new UsageError(error.message);
    throw error;
  } finally {
    db.close();
  }
}

function restore(args: ParsedArgs, io: Io): number {
  const file = onlyFile(args, 'backup');
  const { db } = open(args);
  try {
    const r = restoreFrom(db, file, projectRoot());
    io.out(`Restored ${counted(r.rows, 'row', 'rows')} in ${counted(r.tables, 'table', 'tables')} from ${file}`);
    return 0;
  } catch (error) {
    if (error instanceof BackupError) throw new UsageError(error.message);
    throw error;
  } finally {
    db.close();
  }
}

type Preview = ReturnType<ReturnType<typeof historyServices>['exchange']['preview']>;

function personLine(p: Preview['people'][number]): string {
  if (p.kind === 'new') return p.newName ? `new player, named "${p.newName}" (the name is taken)` : 'new player';
  const how = { exact: 'is', case: 'is (same name, other capitals)', similar: 'maybe' }[p.kind];
  return `${how} ${p.playerName} (#${p.playerId})`;
}

/** One play of the review: "#12 2024-02-01 Azul (Anna, anonymous seat): imported; …". */
function reviewLine(r: Preview['review'][number], all: boolean): string {
  const seats = r.players.map((n) => n || 'anonymous seat').join(', ');
  const notes = r.notes.filter((n) => all || n.kind !== 'new').map((n) => fillTemplate(REVIEW_TEXT[n.kind], n.params));
  return `#${r.index} ${r.date.slice(0, 10)} ${r.game}${seats ? ` (${seats})` : ''}: ${r.action === 'skip' ? 'skipped' : 'imported'}${notes.length ? `; ${notes.join('; ')}` : ''}`;
}
