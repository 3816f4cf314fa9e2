/**
 * kill -9 at random moments: a writer process is killed 10 times mid-play and restarted on the same data
 * folder (taking over its stale lock). Every action it acknowledged must be in the log afterwards, at the
 * position it was acknowledged at, and the history must open without being moved aside.
 */
import { describe, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { openDatabase } from '../../src-main/db/open';
import { projectRoot, tempDir } from './helpers';

const KILLS = Number(process.env.TABLEKEEPER_KILLS ?? 10);
const require = createRequire(import.meta.url);

interface Ack {
  matchId: number;
  seq: number;
  action: string;
}

/** Runs the writer until it has acknowledged a few actions, then SIGKILLs it after a random extra delay. */
function runAndKill(dir: string, delayMs: number): Promise<{ acks: Ack[]; notices: string[] }> {
  const child = spawn(process.execPath, ['--import', require.resolve('tsx'), join(projectRoot, 'tests', 'durability', 'writer.ts'), dir], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const acks: Ack[] = [];
  const notices: string[] = [];
  let buffer = '';
  let stderr = '';
  let armed = false;
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop()!;
    for (const line of lines) {
      const [kind, matchId, seq, ...action] = line.split(' ');
      if (kind === 'ack') acks.push({ matchId: Number(matchId), seq: Number(seq), action: action.join(' ') });
      if (kind === 'notice') notices.push(line);
    }
    if (!armed && acks.length >= 5) {
      armed = true;
      setTimeout(() => child.kill('SIGKILL'), delayMs);
    }
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => (signal === 'SIGKILL' ? resolve({ acks, notices }) : reject(new Error(`writer exited with ${code}: ${stderr}`))));
  });
}

describe('durability', () => {
  test(`${KILLS} kill -9 at random moments lose no acknowledged action`, async () => {
    const dir = tempDir();
    const all: Ack[] = [];
    let random = 19;
    for (let i = 0; i < KILLS; i++) {
      random = (random * 1103515245 + 12345) % 2 ** 31;
      const { acks, notices } = await runAndKill(dir, random % 400);
      expect(notices, `run ${i}`).toEqual([]);
      all.push(...acks);
    }
    expect(all.length).toBeGreaterThan(KILLS * 5);
    const { db, notices } = openDatabase(dir, projectRoot);
    expect(notices).toEqual([]);
    const stored = db.prepare('SELECT action_json FROM actions WHERE match_id = ? AND seq = ?');
    const missing = all.filter((ack) => (stored.get(ack.matchId, ack.seq) as { action_json: string } | undefined)?.action_json !== ack.action);
    expect(missing).toEqual([]);
    db.close();
  }, Number(process.env.TABLEKEEPER_KILLS ?? 10) * 30_000);
});
