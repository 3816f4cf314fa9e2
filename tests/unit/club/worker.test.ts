/** The sync worker's timing (no server needed): when a round is due, the pause after an error, joining steps as status. */
import { describe, expect, it } from 'vitest';
import { ClubWorker } from '../../../src-main/club/worker';
import type { ClubService, ClubStatus } from '../../../src-main/club/club-service';
import { ClubError } from '../../../src-main/club/club-service';

function fakeService(state: Partial<ClubStatus>, fails: () => boolean) {
  const rounds: number[] = [];
  const service = {
    status: () => ({ connected: true, url: 'u', laptopId: 'l', lastSyncedAt: null, waiting: 0, lastError: null, lastErrorAt: null, syncing: false, conflicts: [], credentials: 'f', ...state }),
    sync: async () => {
      rounds.push(rounds.length);
      if (fails()) throw new ClubError('down');
      return { sent: 0, received: 0, applied: 0, refused: [] };
    },
    preview: async () => {
      throw new ClubError('The club server at h:1 is not answering (connection refused).');
    },
  } as unknown as ClubService;
  return { service, rounds };
}

describe('the club sync worker', () => {
  it('syncs when a change waits or a minute has passed, and waits 30 s after an error', async () => {
    let now = 1_000_000;
    const state: Partial<ClubStatus> = { waiting: 0 };
    let failing = false;
    const { service, rounds } = fakeService(state, () => failing);
    const worker = new ClubWorker(service, { now: () => now });
    await worker.tick();
    expect(rounds).toHaveLength(1); // never synced: due
    now += 5000;
    await worker.tick();
    expect(rounds).toHaveLength(1); // nothing waits, a minute has not passed
    state.waiting = 2;
    await worker.tick();
    expect(rounds).toHaveLength(2); // a change waits
    failing = true;
    now += 5000;
    await worker.tick();
    expect(rounds).toHaveLength(3); // fails
    now += 29_000;
    await worker.tick();
    expect(rounds).toHaveLength(3); // still in the pause after an error
    now += 1000;
    failing = false;
    await worker.tick();
    expect(rounds).toHaveLength(4);
    state.waiting = 0;
    now += 60_000;
    await worker.tick();
    expect(rounds).toHaveLength(5);
  });

  it('tells its listeners (the leaderboard warmer) after every round, failed or not', async () => {
    let failing = false;
    const { service } = fakeService({ waiting: 1 }, () => failing);
    const worker = new ClubWorker(service);
    let told = 0;
    worker.afterRound.add(() => told++);
    await worker.syncNow();
    failing = true;
    await worker.syncNow();
    expect(told).toBe(2);
  });

  it('does nothing while not in a club', async () => {
    const { service, rounds } = fakeService({ connected: false }, () => false);
    await new ClubWorker(service).tick();
    expect(rounds).toEqual([]);
  });

  it('reports a failed joining step in words through the status', async () => {
    const { service } = fakeService({ connected: false }, () => false);
    const worker = new ClubWorker(service);
    worker.startPreview('postgres://a@h:1/c', null);
    expect(worker.status().job).toEqual({ kind: 'preview', state: 'running', preview: null, message: null });
    expect(() => worker.startPreview('postgres://a@h:1/c', null)).toThrow('A club step is already running; wait for it to finish.');
    await new Promise((r) => setTimeout(r, 10));
    expect(worker.status().job).toEqual({ kind: 'preview', state: 'failed', preview: null, message: 'The club server at h:1 is not answering (connection refused).' });
  });
});
