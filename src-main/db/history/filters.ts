/**
 * Stats filters (date range, group, location, game) as SQL. Each distinct combination of filters is
 * one statement, prepared the first time it is needed and reused after.
 */
import type { Db } from '../native';

export interface HistoryFilter {
  /** Inclusive, 'YYYY-MM-DD'. */
  from?: string | null;
  /** Inclusive, 'YYYY-MM-DD'. */
  to?: string | null;
  groupId?: number | null;
  locationId?: number | null;
}

export interface FilterParams {
  from: string | null;
  toExclusive: string | null;
  groupId: number | null;
  locationId: number | null;
}

export function filterParams(f: HistoryFilter = {}): FilterParams {
  return {
    from: f.from ? `${f.from} 00:00:00` : null,
    toExclusive: f.to ? `${f.to} 99` : null,
    groupId: f.groupId ?? null,
    locationId: f.locationId ?? null,
  };
}

/**
 * Conditions on a plays table aliased `alias`, or on play_players, which carries its play's date and
 * location too. The group filter reads play_groups (kept by triggers, migration 3) one primary-key
 * probe per row: `IN (SELECT …)` would first copy every play of the group (10⁵ rows for a big club at
 * 10⁶ plays) into a temporary index on each read.
 */
export function filterSql(p: FilterParams, alias: string, playIdColumn: string): string {
  const parts: string[] = [];
  if (p.from) parts.push(`${alias}.played_at >= @from`);
  if (p.toExclusive) parts.push(`${alias}.played_at < @toExclusive`);
  if (p.locationId !== null) parts.push(`${alias}.location_id = @locationId`);
  if (p.groupId !== null) parts.push(`EXISTS (SELECT 1 FROM play_groups pg WHERE pg.group_id = @groupId AND pg.play_id = ${playIdColumn})`);
  return parts.length ? ` AND ${parts.join(' AND ')}` : '';
}

export function shapeKey(p: FilterParams): string {
  return `${p.from ? 'f' : ''}${p.toExclusive ? 't' : ''}${p.locationId !== null ? 'l' : ''}${p.groupId !== null ? 'g' : ''}`;
}

/** Prepares each (query, filter shape) once. */
export class StatementCache {
  private readonly cache = new Map<string, ReturnType<Db['prepare']>>();
  constructor(private readonly db: Db) {}

  get(name: string, p: FilterParams, build: () => string): ReturnType<Db['prepare']> {
    return this.getByKey(`${name}:${shapeKey(p)}`, build);
  }

  /** A statement under a key the caller builds (for shapes beyond the four filters). */
  getByKey(key: string, build: () => string): ReturnType<Db['prepare']> {
    let stmt = this.cache.get(key);
    if (!stmt) {
      stmt = this.db.prepare(build());
      this.cache.set(key, stmt);
    }
    return stmt;
  }
}

/** Only the parameters a statement uses may be bound (better-sqlite3 rejects extra named ones). */
export function bindable(p: FilterParams, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { ...extra };
  if (p.from) out.from = p.from;
  if (p.toExclusive) out.toExclusive = p.toExclusive;
  if (p.locationId !== null) out.locationId = p.locationId;
  if (p.groupId !== null) out.groupId = p.groupId;
  return out;
}
