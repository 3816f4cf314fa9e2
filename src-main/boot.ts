/**
 * Opens the history and builds the handlers. Failures that are not the file's fault (another Tablekeeper,
 * permissions, a full disk) throw a DatabaseOpenError naming the folder; the hosts show it and stop. A database from a newer app is left untouched and the app
 * runs on a temporary in-memory database instead, saying so, rather than refusing to start.
 */
import { openSqlite, type Db } from './db/native';
import { openDatabase } from './db/open';
import { DatabaseTooNewError, migrate } from './db/migrations';
import { acquireDataFolderLock } from './db/folder-lock';
import { createHandlers, type Handlers } from './services/app-services';
import { ClubService } from './club/club-service';
import { FileCredentialStore, type CredentialStore } from './club/credentials';
import { ClubWorker } from './club/worker';
import { WorkerBotRunner, type BotRunner } from './bots/bot-runner';

export interface Booted {
  db: Db;
  handlers: Handlers;
  notices: string[];
  /** The club sync worker, running; stop it before closing the database. */
  club: ClubWorker;
  /** The bots' worker thread; stopping it cancels every search (the window closed). */
  bots: BotRunner;
}

/**
 * Takes the data folder's one-writer lock first: a second Tablekeeper on the same folder stops here, saying so.
 * `credentials`: the OS keychain under Electron; the browser host keeps the 0600 file next to the history.
 */
export function boot(host: 'electron' | 'browser', dataDir: string, root: string, version: string, credentials?: CredentialStore): Booted {
  let db: Db;
  let notices: string[];
  acquireDataFolderLock(dataDir, host === 'electron' ? 'the desktop app' : 'the browser host');
  try {
    ({ db, notices } = openDatabase(dataDir, root));
  } catch (error) {
    if (!(error instanceof DatabaseTooNewError)) throw error;
    db = openSqlite(':memory:', root);
    migrate(db);
    notices = [`${error.message} It was left untouched; this session's games will not be saved.`];
  }
  const club = new ClubWorker(new ClubService(db, credentials ?? new FileCredentialStore(dataDir)));
  club.start();
  const bots = new WorkerBotRunner();
  return { db, notices, club, bots, handlers: createHandlers(db, { version, host, dataDir, notices }, undefined, undefined, club, bots) };
}
