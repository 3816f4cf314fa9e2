/**
 * Opens the history and builds the handlers. A database from a newer app is left untouched and the app
 * runs on a temporary in-memory database instead, saying so, rather than refusing to start.
 */
import { openSqlite, type Db } from './db/native';
import { openDatabase } from './db/open';
import { DatabaseTooNewError, migrate } from './db/migrations';
import { createHandlers, type Handlers } from './services/app-services';

export interface Booted {
  db: Db;
  handlers: Handlers;
  notices: string[];
}

export function boot(host: 'electron' | 'browser', dataDir: string, root: string, version: string): Booted {
  let db: Db;
  let notices: string[];
  try {
    ({ db, notices } = openDatabase(dataDir, root));
  } catch (error) {
    if (!(error instanceof DatabaseTooNewError)) throw error;
    db = openSqlite(':memory:', root);
    migrate(db);
    notices = [`${error.message} It was left untouched; this session's games will not be saved.`];
  }
  return { db, notices, handlers: createHandlers(db, { version, host, dataDir, notices }) };
}
