/**
 * One writer per data folder. Each Tablekeeper process that writes the history (the desktop app, the
 * browser host, the command line) holds `tablekeeper.lock` in the data folder: created exclusively,
 * holding its process id, removed when it exits. A lock left by a process that no longer runs (a crash,
 * kill -9) is taken over; one held by a live process is refused with a message naming both.
 */
import { hostname } from 'node:os';
import { join } from 'node:path';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { DatabaseOpenError, openFailureError } from './open-errors';

export const LOCK_FILE_NAME = 'tablekeeper.lock';

export type LockHolder = 'the desktop app' | 'the browser host' | 'the command line';

interface LockContent {
  pid: number;
  host: string;
  holder: LockHolder;
  since: string;
}

const held = new Set<string>();

export function acquireDataFolderLock(dataDir: string, holder: LockHolder, now: () => Date = () => new Date()): void {
  const file = join(dataDir, LOCK_FILE_NAME);
  if (held.has(file)) return;
  const content: LockContent = { pid: process.pid, host: hostname(), holder, since: now().toISOString() };
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw openFailureError(error, dataDir);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(content), { flag: 'wx' });
      held.add(file);
      process.once('exit', () => releaseDataFolderLock(dataDir));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw openFailureError(error, dataDir);
    }
    const other = readLock(file);
    if (other && other.pid !== process.pid && stillRunning(other)) {
      throw new DatabaseOpenError(
        'busy',
        dataDir,
        `Tablekeeper is already running on the data folder ${dataDir} (${other.holder}, process ${other.pid}, since ${other.since}). Close it first, or choose another folder with TABLEKEEPER_DATA_DIR. If no Tablekeeper is running, delete ${file}. Nothing was moved or changed.`,
      );
    }
    // Left by a process that is gone (or unreadable half-written): take it over.
    rmSync(file, { force: true });
  }
  throw new DatabaseOpenError('busy', dataDir, `Another Tablekeeper took the data folder ${dataDir} at the same moment. Nothing was moved or changed.`);
}

export function releaseDataFolderLock(dataDir: string): void {
  const file = join(dataDir, LOCK_FILE_NAME);
  if (!held.delete(file)) return;
  if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
}

function readLock(file: string): LockContent | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockContent>;
    return typeof parsed.pid === 'number' ? (parsed as LockContent) : null;
  } catch {
    return null;
  }
}

/** A process on another machine (a shared folder) cannot be checked, so its lock is respected. */
function stillRunning(lock: LockContent): boolean {
  if (lock.host !== hostname()) return true;
  try {
    process.kill(lock.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
