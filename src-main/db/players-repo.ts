import type { Db } from './native';

export interface PlayerRow {
  id: number;
  name: string;
}

export class PlayersRepo {
  private readonly listStmt;
  private readonly byName;
  private readonly byId;
  private readonly insert;

  constructor(db: Db) {
    this.listStmt = db.prepare(`SELECT id, name FROM players WHERE merged_into IS NULL ORDER BY name COLLATE NOCASE`);
    // A name that was merged into another player means that player: follow the merge chain.
    this.byName = db.prepare(
      `WITH RECURSIVE chain(id, merged_into, depth) AS (
         SELECT id, merged_into, 0 FROM players WHERE name = ? COLLATE NOCASE
         UNION ALL SELECT p.id, p.merged_into, depth + 1 FROM players p JOIN chain c ON p.id = c.merged_into WHERE depth < 1000)
       SELECT p.id, p.name FROM chain c JOIN players p ON p.id = c.id WHERE c.merged_into IS NULL LIMIT 1`,
    );
    this.byId = db.prepare(`SELECT id, name FROM players WHERE id = ?`);
    this.insert = db.prepare(`INSERT INTO players (name, created_at) VALUES (?, ?)`);
  }

  list(): PlayerRow[] {
    return this.listStmt.all() as PlayerRow[];
  }

  find(id: number): PlayerRow | undefined {
    return this.byId.get(id) as PlayerRow | undefined;
  }

  /** Names are unique ignoring case, so "anna" and "Anna" are one person. */
  findOrCreate(name: string, at: string): PlayerRow {
    const existing = this.byName.get(name) as PlayerRow | undefined;
    if (existing) return existing;
    const info = this.insert.run(name, at);
    return { id: Number(info.lastInsertRowid), name };
  }
}
