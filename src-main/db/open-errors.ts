/**
 * Why the history database could not be opened, in words that name the data folder. Only a file SQLite
 * itself calls damaged (not a database, corrupt) is ever moved aside; every other failure (another
 * process holding it, a disk or permission problem) leaves every file exactly where and as it was.
 */
export type OpenFailure = 'damaged' | 'busy' | 'permission' | 'read-only' | 'full' | 'io';

export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
  constructor(
    readonly failure: Exclude<OpenFailure, 'damaged'>,
    readonly dataDir: string,
    message: string,
  ) {
    super(message);
  }
}

interface CodedError {
  code?: unknown;
  message?: unknown;
}

/** SQLite's (extended) result code or Node's errno name, mapped to what the user can do about it. */
export function classifyOpenFailure(error: unknown): OpenFailure {
  const code = String((error as CodedError)?.code ?? '');
  if (code.startsWith('SQLITE_NOTADB') || code.startsWith('SQLITE_CORRUPT')) return 'damaged';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED') || code === 'SQLITE_IOERR_LOCK') return 'busy';
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS') return 'read-only';
  if (code.startsWith('SQLITE_FULL') || code === 'ENOSPC' || code === 'EDQUOT') return 'full';
  if (code.startsWith('SQLITE_PERM') || code.startsWith('SQLITE_AUTH') || code === 'EACCES' || code === 'EPERM') return 'permission';
  return 'io';
}

function detail(error: unknown): string {
  const { code, message } = (error ?? {}) as CodedError;
  return [code, message].filter((part) => typeof part === 'string' && part.length > 0).join(': ');
}

const UNTOUCHED = 'Nothing was moved or changed.';

const EXPLAIN: Record<OpenFailure, (dir: string, why: string) => string> = {
  busy: (dir, why) => `Tablekeeper is already running on the data folder ${dir} (its history database is locked by another program: ${why}). Close the other Tablekeeper, or choose another folder with TABLEKEEPER_DATA_DIR.`,
  permission: (dir, why) => `Tablekeeper is not allowed to read and write the data folder ${dir} (${why}). Check its permissions.`,
  'read-only': (dir, why) => `The data folder ${dir} is read-only (${why}). Tablekeeper needs to write its history there.`,
  full: (dir, why) => `The disk holding the data folder ${dir} is full (${why}). Free some space and start again.`,
  io: (dir, why) => `The history database in ${dir} could not be opened (${why}).`,
  // Met only after the read-only check passed, when a write could already have touched the file: it stays
  // where it is for a person to look at rather than being moved in a changed state.
  damaged: (dir, why) => `The history database in ${dir} turned out damaged while opening (${why}).`,
};

/** The error the user sees for anything but a file found damaged before opening: what, where, nothing moved. */
export function openFailureError(error: unknown, dataDir: string): DatabaseOpenError {
  const failure = classifyOpenFailure(error);
  return new DatabaseOpenError(failure === 'damaged' ? 'io' : failure, dataDir, `${EXPLAIN[failure](dataDir, detail(error))} ${UNTOUCHED}`);
}
