/**
 * One writer per data folder: a lock the apps and the command line respect, and where two writers still
 * meet on one match (two windows, two processes), the loser is told the match moved on, never `internal`.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { acquireDataFolderLock, LOCK_FILE_NAME, releaseDataFolderLock } from '../../src-main/db/folder-lock';
import { DatabaseOpenError } from '../../src-main/db/open-errors';
import { dispatch } from '../../src-main/ipc/dispatch';
import { main } from '../../src-cli/main';
import { must, openTestHandlers, tempDir } from './helpers';

const seats = [
  { name: 'Ann', colour: '#d32f2f' },
  { name: 'Ben', colour: '#1976d2' },
];

const sleepers: ChildProcess[] = [];
afterEach(() => {
  for (const child of sleepers.splice(0)) child.kill('SIGKILL');
});

/** A live process that is not this one, standing in for another Tablekeeper. */
function otherLiveProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  sleepers.push(child);
  return child.pid!;
}

function writeLock(dir: string, pid: number, host = hostname()): void {
  writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ pid, host, holder: 'the browser host', since: '2026-11-25T18:00:00.000Z' }));
}

describe('the data folder lock', () => {
  test('a folder held by another live Tablekeeper is refused by name, and its lock is left alone', () => {
    const dir = tempDir();
    const pid = otherLiveProcess();
    writeLock(dir, pid);
    const before = readFileSync(join(dir, LOCK_FILE_NAME), 'utf8');
    let thrown: unknown;
    try {
      acquireDataFolderLock(dir, 'the desktop app');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DatabaseOpenError);
    expect((thrown as DatabaseOpenError).failure).toBe('busy');
    expect((thrown as Error).message).toBe(
      `Tablekeeper is already running on the data folder ${dir} (the browser host, process ${pid}, since 2026-11-25T18:00:00.000Z). Close it first, or choose another folder with TABLEKEEPER_DATA_DIR. If no Tablekeeper is running, delete ${join(dir, LOCK_FILE_NAME)}. Nothing was moved or changed.`,
    );
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toBe(before);
  });

  test('a lock left by a process that is gone (kill -9) is taken over, and released again', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    writeLock(dir, child.pid!);
    acquireDataFolderLock(dir, 'the command line');
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8'))).toMatchObject({ pid: process.pid, holder: 'the command line' });
    releaseDataFolderLock(dir);
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  test('a lock from another machine (a shared folder) cannot be checked, so it is respected', () => {
    const dir = tempDir();
    writeLock(dir, 1, 'another-machine.example');
    expect(() => acquireDataFolderLock(dir, 'the browser host')).toThrow(/already running on the data folder/);
  });

  test('the command line respects it with a clear message and exit code 1, not an internal error', async () => {
    const dir = tempDir();
    writeLock(dir, otherLiveProcess());
    const err: string[] = [];
    const code = await main(['history', 'export', '--format', 'csv-plays', '--data-dir', dir], { out: () => undefined, err: (l) => err.push(l) });
    expect(code).toBe(1);
    expect(err.join('\n')).toMatch(/^tablekeeper history: Tablekeeper is already running on the data folder /);
    expect(err.join('\n')).not.toMatch(/internal/);
  });
});

describe('two writers on one match', () => {
  test('a second process that saves after the first gets the stale-version error and then a fresh view', () => {
    const first = openTestHandlers();
    const second = openTestHandlers(first.dir); // another connection and service, as a second process has
    const created = must(first.handlers['match:create']({ gameId: 'high-card', mode: 'digital', seed: 'two', options: {}, seats }));
    const seen = must(second.handlers['match:view']({ matchId: created.matchId, viewer: 0 }));
    expect(seen.version).toBe(created.version);
    must(first.handlers['match:apply']({ matchId: created.matchId, viewer: 0, expectedVersion: created.version, action: { type: 'bet', amount: 2 } }));
    const late = dispatch(second.handlers, 'match:apply', { matchId: created.matchId, viewer: 0, expectedVersion: seen.version, action: { type: 'bet', amount: 1 } }, () => undefined);
    expect(late).toMatchObject({ ok: false, error: { code: 'match/stale-version', path: ['expectedVersion'] } });
    const fresh = must(second.handlers['match:view']({ matchId: created.matchId, viewer: 0 }));
    expect(fresh.version).toBe(created.version + 1);
    expect((fresh.view as { pendingBet: number | null }).pendingBet).toBe(2);
    // The winner's action is saved once, the loser's not at all.
    const log = first.db.prepare('SELECT seq, action_json FROM actions WHERE match_id = ? ORDER BY seq').all(created.matchId) as { seq: number; action_json: string }[];
    expect(log.map((r) => r.seq)).toEqual([...Array(created.version + 1).keys()]);
    expect(log.at(-1)!.action_json).toBe('{"type":"bet","amount":2}');
  });

  test('the same race on undo is a stale-version error too', () => {
    const first = openTestHandlers();
    const second = openTestHandlers(first.dir);
    const created = must(first.handlers['match:create']({ gameId: 'high-card', mode: 'digital', seed: 'undo-race', options: {}, seats }));
    const bet = must(first.handlers['match:apply']({ matchId: created.matchId, viewer: 0, expectedVersion: created.version, action: { type: 'bet', amount: 2 } }));
    const seen = must(second.handlers['match:view']({ matchId: created.matchId, viewer: 0 }));
    must(first.handlers['match:undo']({ matchId: created.matchId, viewer: 0, expectedVersion: bet.version }));
    const late = dispatch(second.handlers, 'match:undo', { matchId: created.matchId, viewer: 0, expectedVersion: seen.version }, () => undefined);
    expect(late).toMatchObject({ ok: false, error: { code: 'match/stale-version' } });
  });
});

describe('undo checks the viewer before writing', () => {
  test('assist mode, viewer 5 of 2 seats: refused by field, nothing saved', () => {
    const { handlers, db } = openTestHandlers();
    let snap = must(handlers['match:create']({ gameId: 'high-card', mode: 'assist', options: {}, seats }));
    snap = must(handlers['match:apply']({ matchId: snap.matchId, viewer: null, expectedVersion: snap.version, action: { type: 'deal', card: 3 } }));
    const count = () => (db.prepare('SELECT COUNT(*) AS n FROM actions WHERE match_id = ?').get(snap.matchId) as { n: number }).n;
    const before = count();
    const reply = dispatch(handlers, 'match:undo', { matchId: snap.matchId, viewer: 5, expectedVersion: snap.version }, () => undefined);
    expect(reply).toMatchObject({ ok: false, error: { code: 'input/invalid', path: ['viewer'], message: 'There is no seat 6.' } });
    expect(count()).toBe(before);
  });
});
