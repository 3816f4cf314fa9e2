import { openLaptop } from './laptop';
import type { SyncCheckpoint } from '../../src-main/club/sync-engine';

/** Syncs the laptop in `dir`; at `stopAt` says PAUSED and waits forever for the test to kill it. */
export async function runChild(dir: string, stopAt: SyncCheckpoint): Promise<void> {
  const laptop = openLaptop('', 'child', {
    checkpoint: async (at) => {
      if (at !== stopAt) return;
      process.stdout.write('PAUSED\n');
      await new Promise(() => setInterval(() => undefined, 1000));
    },
  }, dir);
  await laptop.club.sync();
  process.stdout.write('DONE\n');
  laptop.close();
}
