/**
 * `club connect <url> | status | sync | leave`: this laptop's history in a club's PostgreSQL
 * (docs/club.md). The password comes from the URL, --password-file or PGPASSWORD, and is kept in the
 * credentials file next to the history (mode 0600), never in the history database.
 */
import { readFileSync } from 'node:fs';
import { counted } from '../../src-shared/engine/message';
import { dataDir } from '../../src-main/paths';
import { openHistoryFolder } from '../open-history';
import { ClubError, ClubService, type ClubStatus } from '../../src-main/club/club-service';
import { FileCredentialStore } from '../../src-main/club/credentials';
import { ClubUrlError, parseClubUrl } from '../../src-main/club/connection';
import { parseArgs, stringFlag, UsageError, type ParsedArgs } from '../args';
import type { Io } from '../io';

const USAGE =
  'club connect <postgres://ROLE@HOST:PORT/DATABASE> [--password-file <file>] [--upload | --no-upload] | status [--json] | sync | choose <conflict number> --keep <shown|listed> | leave';

export async function club(argv: string[], io: Io): Promise<number> {
  const [verb, ...rest] = argv;
  const args = parseArgs(rest, ['upload', 'no-upload', 'json'], ['password-file', 'data-dir', 'keep']);
  const dir = stringFlag(args, 'data-dir', dataDir());
  const { db } = openHistoryFolder(dir);
  const service = new ClubService(db, new FileCredentialStore(dir));
  try {
    switch (verb) {
      case 'connect':
        return await connect(service, args, io);
      case 'status':
        noPositional(args);
        printStatus(service.status(), args.flags.has('json'), io);
        return 0;
      case 'sync':
        noPositional(args);
        return await sync(service, io);
      case 'choose':
        choose(service, args, io);
        return 0;
      case 'leave':
        noPositional(args);
        service.leave();
        io.out('Left the club. The plays stay in this history; the saved password was removed.');
        return 0;
      default:
        throw new UsageError(verb ? `unknown club command "${verb}"; use ${USAGE}` : `use ${USAGE}`);
    }
  } catch (error) {
    if (error instanceof ClubError) {
      io.err(`tablekeeper club ${verb}: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    db.close();
  }
}

function noPositional(args: ParsedArgs): void {
  if (args.positional.length) throw new UsageError(`unexpected "${args.positional[0]}"`);
}

function password(args: ParsedArgs): string | null {
  const file = args.flags.get('password-file');
  if (typeof file === 'string') {
    try {
      return readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      throw new UsageError(`cannot read --password-file ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
  }
  return process.env.PGPASSWORD ?? null;
}

async function connect(service: ClubService, args: ParsedArgs, io: Io): Promise<number> {
  if (args.positional.length !== 1) throw new UsageError(`give the club's URL: ${USAGE}`);
  if (args.flags.has('upload') && args.flags.has('no-upload')) throw new UsageError('choose --upload or --no-upload, not both');
  const [url] = args.positional;
  try {
    parseClubUrl(url);
  } catch (error) {
    if (error instanceof ClubUrlError) throw new UsageError(error.message);
    throw error;
  }
  const secret = password(args);
  if (!args.flags.has('upload') && !args.flags.has('no-upload')) {
    const p = await service.preview(url, secret);
    io.out(`Club ${p.url} (role ${p.role}; club schema ${p.schema.to}${p.schema.from !== p.schema.to ? `, set up now from ${p.schema.from}` : ''}).`);
    io.out(`This laptop has ${counted(p.localPlays, 'play', 'plays')}: ${p.newToClub} new to the club, ${p.alreadyInClub} already there (the club's copy is kept).`);
    io.out('Nothing was joined or sent. Run again with --upload to join and send them, or --no-upload to join and send only what changes from now on.');
    return 0;
  }
  const report = await service.connect(url, secret, args.flags.has('upload'));
  io.out(`Joined the club: sent ${counted(report.sent, 'change', 'changes')}, received ${counted(report.received, 'change', 'changes')}.`);
  for (const r of report.refused) io.err(r);
  return 0;
}

async function sync(service: ClubService, io: Io): Promise<number> {
  const report = await service.sync();
  io.out(`Synced: sent ${counted(report.sent, 'change', 'changes')}, received ${counted(report.received, 'change', 'changes')} (${report.applied} applied here).`);
  for (const r of report.refused) io.err(r);
  const conflicts = service.status().conflicts.length;
  if (conflicts) io.out(`${counted(conflicts, 'conflict', 'conflicts')} to review: tablekeeper club status`);
  return 0;
}

/**
 * Settles the conflict numbered as `club status` lists it: `--keep shown` keeps the version every laptop
 * shows, `--keep listed` the one listed as not shown. Written here at once, sent with the next sync.
 */
function choose(service: ClubService, args: ParsedArgs, io: Io): void {
  const conflicts = service.status().conflicts;
  if (args.positional.length !== 1) throw new UsageError(`give the conflict's number from tablekeeper club status: ${USAGE}`);
  const n = Number(args.positional[0]);
  if (!Number.isInteger(n) || n < 1 || n > conflicts.length) {
    throw new UsageError(conflicts.length ? `the conflict number must be from 1 to ${conflicts.length} (tablekeeper club status lists them), not "${args.positional[0]}"` : 'there are no conflicts to settle');
  }
  const keep = args.flags.get('keep');
  if (keep !== 'shown' && keep !== 'listed') throw new UsageError(`--keep must be shown (the version every laptop shows) or listed (the one not shown), not "${keep === true || keep === undefined ? '' : keep}"`);
  const c = conflicts[n - 1];
  service.choose(c.kind, c.uid, c.revision, c.laptop, keep);
  io.out(`Kept the ${keep === 'shown' ? 'shown' : 'listed'} version of conflict ${n}; it is sent to the club with the next sync (tablekeeper club sync). The other version stays in the club's history.`);
}

function printStatus(s: ClubStatus, json: boolean, io: Io): void {
  if (json) {
    io.out(JSON.stringify(s, null, 2));
    return;
  }
  if (!s.connected) {
    io.out('Not in a club. Join one with: tablekeeper club connect postgres://ROLE@HOST:PORT/DATABASE');
    return;
  }
  io.out(`Club: ${s.url}`);
  io.out(`This laptop: ${s.laptopId}`);
  io.out(`Last synced: ${s.lastSyncedAt ?? 'never'}`);
  io.out(`Changes waiting to be sent: ${s.waiting}`);
  io.out(`Last error: ${s.lastError ? `${s.lastError} (${s.lastErrorAt})` : 'none'}`);
  io.out(`Password kept in: ${s.credentials}`);
  io.out(`Conflicts to review: ${s.conflicts.length}`);
  s.conflicts.forEach((c, i) => io.out(`  ${i + 1}. ${c.summary}`));
  if (s.conflicts.some((c) => c.kind !== 'name')) io.out('Keep one version on every laptop: tablekeeper club choose <number> --keep shown|listed');
  if (s.settled.length) io.out(`Settled conflicts (latest ${s.settled.length}):`);
  for (const c of s.settled) io.out(`  - ${c.summary}`);
}
