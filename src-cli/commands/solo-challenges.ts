/**
 * `history solo-challenges [--city <id>] [--player <name>] [--from <day>] [--to <day>] [--group <name>]
 * [--location <name>] [--json]`: En Route's solo challenge table across games, one text grid per city (rows:
 * PP to reach; columns: goal cards, in Paris thematic tours, to achieve), filtered like the history pages.
 */
import { getGame, listGames } from '../../src-shared/games/registry';
import { CHALLENGE_CITIES, type ChallengeCity } from '../../src-shared/games/en-route/challenge';
import type { ChallengeTable, ChallengeTableCell } from '../../src-shared/games/en-route/challenge-table';
import { openHistoryFolder } from '../open-history';
import { dataDir } from '../../src-main/paths';
import { historyServices } from '../../src-main/services/history/handlers';
import { filterSchema } from '../../src-shared/history/schemas';
import { stringFlag, UsageError, type ParsedArgs } from '../args';
import type { Io } from '../io';

export function soloChallenges(args: ParsedArgs, io: Io): number {
  if (args.positional.length) throw new UsageError(`unexpected "${args.positional[0]}"; choose with --city <id> and --player <name>`);
  const city = cityFlag(args);
  const { db } = openHistoryFolder(stringFlag(args, 'data-dir', dataDir()));
  try {
    const s = historyServices(db, () => new Date(), getGame, listGames);
    s.plays.syncMatches();
    const playerId = playerFlag(args, s.people.list());
    const filter = filterFlags(args, s.people);
    const result = s.soloChallenges.tables({ city, playerId, filter });
    if (!result.ok) throw new UsageError(result.error.message);
    // Without --city, only the cities played: eight empty grids would hide the ones that matter.
    const tables = city ? result.value.tables : result.value.tables.filter((t) => t.plays > 0);
    if (args.flags.has('json')) io.out(JSON.stringify({ players: result.value.players, tables }, null, 2));
    else if (tables.length === 0) io.out('No solo En Route challenge on record yet: solo score sheets saved in the app and digital solo games are counted.');
    else io.out(tables.map(renderTable).join('\n\n'));
    return 0;
  } finally {
    db.close();
  }
}

function cityFlag(args: ParsedArgs): ChallengeCity | null {
  if (!args.flags.has('city')) return null;
  const city = stringFlag(args, 'city');
  if (!(CHALLENGE_CITIES as readonly string[]).includes(city)) throw new UsageError(`--city must be one of ${CHALLENGE_CITIES.join(', ')}, not "${city}"`);
  return city as ChallengeCity;
}

/** --from/--to (YYYY-MM-DD, inclusive), --group and --location by name: the same filter as the history pages. */
function filterFlags(args: ParsedArgs, people: { groups(): { id: number; name: string }[]; locations(): { id: number; name: string }[] }) {
  const byName = (flag: string, list: { id: number; name: string }[], what: string): number | null => {
    if (!args.flags.has(flag)) return null;
    const name = stringFlag(args, flag);
    const found = list.find((item) => item.name.toLowerCase() === name.trim().toLowerCase());
    if (!found) throw new UsageError(`no ${what} called "${name}" in the history`);
    return found.id;
  };
  const parsed = filterSchema.safeParse({
    from: args.flags.has('from') ? stringFlag(args, 'from') : null,
    to: args.flags.has('to') ? stringFlag(args, 'to') : null,
    groupId: byName('group', people.groups(), 'group'),
    locationId: byName('location', people.locations(), 'location'),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const hint = issue.message.includes('YYYY-MM-DD') ? '' : ' (days are written YYYY-MM-DD)';
    throw new UsageError(`--${String(issue.path[0] ?? 'from')}: ${issue.message}${hint}`);
  }
  return parsed.data;
}

function playerFlag(args: ParsedArgs, people: { id: number; name: string }[]): number | null {
  if (!args.flags.has('player')) return null;
  const name = stringFlag(args, 'player');
  const person = people.find((p) => p.name.toLowerCase() === name.trim().toLowerCase());
  if (!person) throw new UsageError(`no player called "${name}" in the history`);
  return person.id;
}

/** One city's grid: a header row of goal counts, one row per PP target, cells padded to line up. */
export function renderTable(table: ChallengeTable): string {
  const measure = table.measure === 'tours' ? 'thematic tours' : 'goal cards';
  const source = table.gridSource === 'ours' ? 'Default rows: our own card' : 'Default rows assumed (the printed card is not public)';
  const header = [`PP \\ ${table.measure}`, ...table.requiredTargets.map(String)];
  const rows = table.ppTargets.map((pp) => [String(pp), ...table.requiredTargets.map((required) => cellText(table.cells.find((c) => c.requiredPp === pp && c.required === required)!))]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ').trimEnd();
  return [
    `${table.name}: solo challenge table. Rows: PP to reach; columns: ${measure} to achieve.`,
    `${source}; every cell played is added.`,
    line(header),
    widths.map((w) => '-'.repeat(w)).join('-+-'),
    ...rows.map(line),
    `${table.plays} solo play${table.plays === 1 ? '' : 's'}; ${table.cellsMet} of ${table.cells.length} cells met. ✓ best score met, player, date; ✗ attempted, not met; · not played.`,
  ].join('\n');
}

function cellText(cell: ChallengeTableCell): string {
  if (cell.best) return `✓ ${cell.best.pp} ${cell.best.player} ${cell.best.playedAt.slice(0, 10)}`;
  const n = cell.attempts.length;
  return n ? `✗ ${n} attempt${n === 1 ? '' : 's'}` : '·';
}
