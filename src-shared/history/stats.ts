/** Pure statistics helpers shared by the main process, the CLI and the tests. */

/** The largest h such that h games were each played at least h times. */
export function hIndex(playsPerGame: readonly number[]): number {
  const sorted = [...playsPerGame].sort((a, b) => b - a);
  let h = 0;
  while (h < sorted.length && sorted[h] >= h + 1) h++;
  return h;
}

/** Current (ending at the latest play) and longest run of wins, plays in date order. */
export function winStreaks(winsInOrder: readonly boolean[]): { current: number; longest: number } {
  let run = 0;
  let longest = 0;
  for (const won of winsInOrder) {
    run = won ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return { current: run, longest };
}

export function winRate(wins: number, plays: number): number {
  return plays === 0 ? 0 : wins / plays;
}

export interface Bucket {
  from: number;
  to: number;
  count: number;
}

/**
 * Groups exact score counts into at most `maxBuckets` equal-width buckets of whole numbers
 * (each bucket covers from ≤ score < to, the last one includes its upper end).
 */
export function scoreBuckets(counts: readonly { score: number; count: number }[], maxBuckets = 12): Bucket[] {
  if (counts.length === 0) return [];
  const min = Math.min(...counts.map((c) => c.score));
  const max = Math.max(...counts.map((c) => c.score));
  const span = max - min;
  const width = span === 0 ? 1 : Math.max(1, Math.ceil((span + 1) / maxBuckets));
  const n = span === 0 ? 1 : Math.ceil((span + 1) / width);
  const buckets: Bucket[] = Array.from({ length: n }, (_, i) => ({ from: min + i * width, to: min + (i + 1) * width, count: 0 }));
  for (const c of counts) buckets[Math.min(n - 1, Math.floor((c.score - min) / width))].count += c.count;
  return buckets;
}

/** Every month from `first` to `last` inclusive ('YYYY-MM'), so charts show empty months too. */
export function monthRange(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number);
  const [ly, lm] = last.split('-').map(Number);
  while (y < ly || (y === ly && m <= lm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

export interface RivalRow {
  opponentId: number;
  name: string;
  plays: number;
  /** Plays in which this player placed ahead of the opponent. */
  ahead: number;
  /** Plays in which the opponent placed ahead. */
  behind: number;
}

/** The rival they lose to most (most plays behind) and the one they beat most (most plays ahead). */
export function rivals(rows: readonly RivalRow[]): { nemesis: RivalRow | null; victim: RivalRow | null } {
  const pick = (key: 'ahead' | 'behind'): RivalRow | null => {
    let best: RivalRow | null = null;
    for (const row of rows) {
      if (row[key] === 0) continue;
      if (!best || row[key] > best[key] || (row[key] === best[key] && row.name.localeCompare(best.name) < 0)) best = row;
    }
    return best;
  };
  return { nemesis: pick('behind'), victim: pick('ahead') };
}
