/**
 * Writing most of a history at once (a laptop's first club sync): the plays' and results' lookup indexes
 * are dropped, the rows written, and the indexes built again from the finished tables, all inside the
 * caller's transaction. Building an index once (one sort) costs a fraction of keeping it up to date row by
 * row in random key order. SQLite's schema changes are transactional: a crash before the commit leaves
 * the indexes as they were. Unique indexes stay, as the writing looks rows up through them.
 */
import type { Db } from '../native';

const TABLES = ['plays', 'play_players'];

export function withoutLookupIndexes<T>(db: Db, write: () => T): T {
  if (!db.inTransaction) throw new Error('withoutLookupIndexes runs inside a transaction.');
  const indexes = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name IN (${TABLES.map(() => '?').join(', ')}) AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE %'`)
    .all(...TABLES) as { name: string; sql: string }[];
  for (const index of indexes) db.exec(`DROP INDEX "${index.name}"`);
  const result = write();
  for (const index of indexes) db.exec(index.sql);
  return result;
}
