/**
 * The `tablekeeper` command. Exit codes: 0 done, 1 an engine or internal error, 2 bad input
 * (arguments or files), always with a message naming what was wrong.
 */
import { listGames } from '../src-shared/games/registry';
import { UsageError } from './args';
import { DatabaseOpenError } from '../src-main/db/open-errors';
import { consoleIo, type Io } from './io';
import { arena } from './commands/arena';
import { club } from './commands/club';
import { history } from './commands/history';
import { replay } from './commands/replay';
import { score } from './commands/score';
import { simulate } from './commands/simulate';

type Command = (argv: string[], io: Io) => Promise<number>;

const COMMANDS: Record<string, Command> = { simulate, score, replay, history, club, arena };

export function helpText(): string {
  const games = listGames().map((g) => `    ${g.meta.id.padEnd(14)} ${g.meta.name}, ${g.meta.minPlayers}-${g.meta.maxPlayers} players`);
  return [
    'Usage: tablekeeper <command> [options]',
    '',
    'Commands:',
    '  simulate --game <id> --players <n> --games <k> --seed <s> [--json] [--save]',
    '      Play k complete random games (uniform over legal actions). --json prints one line per game; --save keeps them in the history.',
    '  arena --game <id> --players <n> --seats <level,...> --games <k> --seed <s> [--iterations <n>] [--json]',
    '      Bots play each other (levels: random, easy, greedy, normal, strong), seats rotated; wins with a 95% interval. docs/bots.md',
    '  score <file.json> [--no-save]',
    '      Score a tabletop end state and keep it in the history, once a day per sheet (--no-save: only print). Formats: docs/formats/<game>.md',
    '  replay <log.json> [--no-save]',
    '      Re-apply a recorded game (setup plus actions), check every action, print the scores and keep it in the history.',
    '  history export --format <bgstats|bgg|csv-plays|csv-scores> [--out <file>] | import <file> [--format <bgstats|bgg|csv>] [--review] | backup <file> | restore <file>',
    '      The match history, its files and backups. docs/history.md',
    '  history solo-challenges [--city <id>] [--player <name>] [--from <day>] [--to <day>] [--group <name>] [--location <name>] [--json]',
    '      En Route\'s solo challenge table across games, one grid per city played (or --city); days YYYY-MM-DD.',
    '  club connect <postgres://ROLE@HOST:PORT/DATABASE> [--password-file <file>] [--upload | --no-upload] | status [--json] | sync | leave',
    '  club choose <conflict number> --keep <shown|listed>',
    '      One club history across laptops on a shared PostgreSQL; connect alone previews what would be sent; choose keeps one version of a conflict everywhere. docs/club.md',
    '',
    'Games:',
    ...(games.length ? games : ['    (none yet)']),
    '',
    'The history: --data-dir <dir>, else TABLEKEEPER_DATA_DIR, else the app\'s own folder (what the app shows).',
    'Exit codes: 0 ok, 1 engine error, 2 bad input.',
  ].join('\n');
}

export async function main(argv: string[], io: Io = consoleIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(helpText());
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`tablekeeper: unknown command "${name}"\n\n${helpText()}`);
    return 2;
  }
  try {
    return await command(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`tablekeeper ${name}: ${error.message}`);
      return 2;
    }
    if (error instanceof DatabaseOpenError) {
      io.err(`tablekeeper ${name}: ${error.message}`);
      return 1;
    }
    io.err(`tablekeeper ${name}: internal error: ${(error as Error).stack ?? error}`);
    return 1;
  }
}
