/** A bulk write without the plays' lookup indexes: built again before the commit, untouched by a failed write. */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src-main/db/open';
import { withoutLookupIndexes } from '../../../src-main/db/history/bulk-indexes';
import { tempDir } from '../helpers';

describe('withoutLookupIndexes', () => {
  it('drops the non-unique indexes of plays and results while writing, and builds the same ones again', () => {
    const { db } = openDatabase(tempDir(), process.cwd());
    const indexes = () => db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('plays', 'play_players') ORDER BY name`).all() as { name: string; sql: string | null }[];
    const before = indexes();
    const lookups = before.filter((i) => i.sql !== null && !i.sql.startsWith('CREATE UNIQUE'));
    expect(lookups.length).toBeGreaterThanOrEqual(10);
    const during = db.transaction(() => withoutLookupIndexes(db, indexes))();
    expect(during).toEqual(before.filter((i) => !lookups.includes(i)));
    expect(indexes()).toEqual(before);
    // A write that fails rolls the whole transaction back, the dropped indexes with it.
    expect(() => db.transaction(() => withoutLookupIndexes(db, () => { throw new Error('disk full'); }))()).toThrow('disk full');
    expect(indexes()).toEqual(before);
    expect(() => withoutLookupIndexes(db, () => 1)).toThrow(/inside a transaction/);
    db.close();
  });
});
