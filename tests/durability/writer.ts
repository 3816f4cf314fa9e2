/**
 * A Tablekeeper writer for the kill -9 test: takes the data folder lock, then plays the test game's legal
 * actions as fast as it can, printing `ack <matchId> <seq> <action>` only after each save returned. The
 * test kills it at random moments; whatever it acknowledged must be in the database afterwards.
 */
import { acquireDataFolderLock } from '../../src-main/db/folder-lock';
import { openDatabase } from '../../src-main/db/open';
import { createHandlers } from '../../src-main/services/app-services';
import { highCardGame } from '../fixtures/high-card';

const dir = process.argv[2];
const seats = [
  { name: 'Ann', colour: '#d32f2f' },
  { name: 'Ben', colour: '#1976d2' },
];
acquireDataFolderLock(dir, 'the command line');
const { db, notices } = openDatabase(dir, process.cwd());
if (notices.length) process.stdout.write(`notice ${notices.join(' ')}\n`);
const handlers = createHandlers(db, { version: 'durability', host: 'browser', dataDir: dir, notices }, () => new Date(), { get: (id) => (id === 'high-card' ? highCardGame : undefined), list: () => [highCardGame] });

function must<T>(reply: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!reply.ok) throw new Error(reply.error.message);
  return reply.value;
}

let round = 0;
for (;;) {
  let snap = must(handlers['match:create']({ gameId: 'high-card', mode: 'digital', seed: `kill-${process.pid}-${round++}`, options: {}, seats }));
  while (snap.status === 'active' && typeof snap.actor === 'number') {
    const view = must(handlers['match:view']({ matchId: snap.matchId, viewer: snap.actor }));
    const action = view.legalActions[view.legalActions.length - 1];
    snap = must(handlers['match:apply']({ matchId: view.matchId, viewer: snap.actor, expectedVersion: view.version, action }));
    process.stdout.write(`ack ${view.matchId} ${view.version} ${JSON.stringify(action)}\n`);
  }
}
