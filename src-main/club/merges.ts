/**
 * Player merges are append-only facts. Every laptop applies the ones in force in one order (when
 * they were made, then their id), so the same people end up merged everywhere; a merge that would
 * close a loop or that a former merge already made is skipped. Each result then belongs to whoever
 * the player recorded for it was merged into, which lands a play recorded offline for a merged
 * player on the player they were merged into.
 */
import type { Db } from '../db/native';

export function rederiveMerges(db: Db): void {
  const merges = db.prepare(`SELECT from_id, into_id FROM player_merges WHERE undone_at IS NULL ORDER BY merged_at, uid`).all() as { from_id: number; into_id: number }[];
  const involved = db.prepare(`SELECT from_id AS id FROM player_merges UNION SELECT into_id FROM player_merges`).all() as { id: number }[];
  const mergedInto = new Map<number, number>();
  const resolve = (id: number): number => {
    let at = id;
    for (let guard = 0; mergedInto.has(at) && guard < 10_000; guard++) at = mergedInto.get(at)!;
    return at;
  };
  for (const m of merges) {
    if (mergedInto.has(m.from_id) || resolve(m.into_id) === m.from_id || resolve(m.from_id) === resolve(m.into_id)) continue;
    mergedInto.set(m.from_id, m.into_id);
  }
  const setMerged = db.prepare(`UPDATE players SET merged_into = ? WHERE id = ? AND merged_into IS NOT ?`);
  const moveRows = db.prepare(`UPDATE play_players SET player_id = ? WHERE recorded_player_id = ? AND player_id <> ?`);
  for (const { id } of involved) {
    setMerged.run(mergedInto.get(id) ?? null, id, mergedInto.get(id) ?? null);
    const to = resolve(id);
    moveRows.run(to, id, to);
  }
}
