/**
 * Numbered, append-only migrations tracked in PRAGMA user_version; each runs in its own transaction.
 * Never edit a released migration: add the next number.
 */
import type { Db } from '../native';
import { initial } from './0001-initial';
import { history } from './0002-history';
import { historyRollups } from './0003-history-rollups';
import { clubSync } from './0004-club-sync';
import { historyKeptFiles } from './0005-history-kept-files';
import { historySpeed } from './0006-history-speed';
import { historyGroupScores } from './0007-history-group-scores';
import { botSeats } from './0008-bot-seats';
import { historyGroupJoin } from './0009-history-group-join';
import { clubChoices } from './0010-club-choices';

export interface Migration {
  version: number;
  name: string;
  up: string;
}

export const MIGRATIONS: readonly Migration[] = [initial, history, historyRollups, clubSync, historyKeptFiles, historySpeed, historyGroupScores, botSeats, historyGroupJoin, clubChoices];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

export class DatabaseTooNewError extends Error {
  override name = 'DatabaseTooNewError';
  constructor(readonly found: number) {
    super(`This database was written by a newer Tablekeeper (schema ${found}; this app knows up to ${LATEST_VERSION}).`);
  }
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

export function migrate(db: Db, upTo: number = LATEST_VERSION): void {
  const current = schemaVersion(db);
  if (current > LATEST_VERSION) throw new DatabaseTooNewError(current);
  for (const migration of MIGRATIONS) {
    if (migration.version <= current || migration.version > upTo) continue;
    db.transaction(() => {
      db.exec(migration.up);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
}
