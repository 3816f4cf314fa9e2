/** Top-level sections of imported files that Tablekeeper has no table for, kept verbatim per format (migration 4). */
import type { Db } from '../native';

export class KeptRepo {
  private readonly s;

  constructor(db: Db) {
    this.s = {
      all: db.prepare(`SELECT name, json FROM kept_sections WHERE format = ? ORDER BY rowid`),
      get: db.prepare(`SELECT json FROM kept_sections WHERE format = ? AND name = ?`),
      put: db.prepare(
        `INSERT INTO kept_sections (format, name, json, updated_at) VALUES (@format, @name, @json, @at)
         ON CONFLICT (format, name) DO UPDATE SET json = excluded.json, updated_at = excluded.updated_at`,
      ),
    };
  }

  sections(format: string): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const row of this.s.all.all(format) as { name: string; json: string }[]) out[row.name] = JSON.parse(row.json);
    return out;
  }

  section(format: string, name: string): unknown {
    const row = this.s.get.get(format, name) as { json: string } | undefined;
    return row ? JSON.parse(row.json) : undefined;
  }

  put(format: string, name: string, value: unknown, at: string): void {
    this.s.put.run({ format, name, json: JSON.stringify(value), at });
  }
}
