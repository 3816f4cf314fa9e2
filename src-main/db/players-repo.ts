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
    this.listStmt = db.prepare(`SELECT id, name FROM players ORDER BY name COLLATE NOCASE`);
    this.byName = db.prepare(`SELECT id, name FROM players WHERE name = ? COLLATE NOCASE`);
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
