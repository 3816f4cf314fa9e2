/**
 * Rank rules for recorded plays. Places are competition ranks: shared places skip the next ones
 * (1, 1, 3). Team-mates share their team's place. The rules, in order:
 *  1. Manual winner: the players marked as winners are the winners and share 1st place; the others
 *     are placed after them by score (or share the next place when there are no scores).
 *  2. Cooperative games: nobody is ranked; winners are whoever was marked (all or nobody, usually).
 *  3. Explicit ranks given for every unit (e.g. decided by a tie-break) are kept when they never put
 *     a better score behind a worse one.
 *  4. Otherwise scores decide (highest or lowest wins); a unit without a score shares last place.
 *  5. Games without points: explicit ranks if complete, else the marked winners share 1st place and
 *     everyone else the next place; with neither, nobody is ranked.
 * Winners are the units in 1st place, except under rule 1 and 2.
 */
export interface RankEntry {
  score: number | null;
  /** Empty: the player is their own team. */
  team: string;
  winner: boolean;
  rank: number | null;
}

export interface GameScoring {
  highestWins: boolean;
  noPoints: boolean;
  cooperative: boolean;
}

export interface Ranked {
  rank: number | null;
  winner: boolean;
}

interface Unit {
  members: number[];
  score: number | null;
  winner: boolean;
  rank: number | null;
}

export function rankPlayers(entries: readonly RankEntry[], scoring: GameScoring, manualWinner: boolean): Ranked[] {
  const units = toUnits(entries, scoring.noPoints);
  const placed = placeUnits(units, scoring, manualWinner);
  const out: Ranked[] = entries.map(() => ({ rank: null, winner: false }));
  units.forEach((unit, i) => {
    for (const member of unit.members) out[member] = placed[i];
  });
  return out;
}

function placeUnits(units: Unit[], scoring: GameScoring, manualWinner: boolean): Ranked[] {
  const better = (a: number, b: number): boolean => (scoring.highestWins ? a > b : a < b);
  if (scoring.cooperative) return units.map((u) => ({ rank: null, winner: u.winner }));
  if (manualWinner) {
    const winners = units.filter((u) => u.winner).length;
    const others = units.map((u, i) => (u.winner ? -1 : i)).filter((i) => i >= 0);
    const otherRanks = byScore(others.map((i) => units[i].score), better, winners + 1);
    return units.map((u, i) => (u.winner ? { rank: 1, winner: true } : { rank: otherRanks[others.indexOf(i)], winner: false }));
  }
  const explicit = units.every((u) => u.rank !== null) ? competition(units.map((u) => u.rank!), (a, b) => a < b) : null;
  const hasScores = !scoring.noPoints && units.some((u) => u.score !== null);
  if (hasScores) {
    const fromScores = byScore(units.map((u) => u.score), better, 1);
    const ranks = explicit && consistent(explicit, fromScores) ? explicit : fromScores;
    return ranks.map((rank) => ({ rank, winner: rank === 1 }));
  }
  if (explicit) return explicit.map((rank) => ({ rank, winner: rank === 1 }));
  const winners = units.filter((u) => u.winner).length;
  if (winners > 0) return units.map((u) => ({ rank: u.winner ? 1 : winners + 1, winner: u.winner }));
  return units.map(() => ({ rank: null, winner: false }));
}

function toUnits(entries: readonly RankEntry[], noPoints: boolean): Unit[] {
  const units: Unit[] = [];
  const byTeam = new Map<string, Unit>();
  entries.forEach((entry, i) => {
    const team = entry.team.trim();
    const score = noPoints ? null : entry.score;
    const existing = team ? byTeam.get(team.toLowerCase()) : undefined;
    if (existing) {
      existing.members.push(i);
      if (score !== null) existing.score = existing.score === null ? score : Math.max(existing.score, score);
      existing.winner ||= entry.winner;
      if (entry.rank !== null) existing.rank = existing.rank === null ? entry.rank : Math.min(existing.rank, entry.rank);
      return;
    }
    const unit: Unit = { members: [i], score, winner: entry.winner, rank: entry.rank };
    units.push(unit);
    if (team) byTeam.set(team.toLowerCase(), unit);
  });
  return units;
}

/** Competition ranks by score starting at `first`; units without a score share the last place. */
function byScore(scores: (number | null)[], better: (a: number, b: number) => boolean, first: number): number[] {
  const scored = scores.map((s, i) => ({ s, i })).filter((x) => x.s !== null) as { s: number; i: number }[];
  const ranks = new Array<number>(scores.length);
  for (const x of scored) ranks[x.i] = first + scored.filter((y) => better(y.s, x.s)).length;
  const last = first + scored.length;
  scores.forEach((s, i) => {
    if (s === null) ranks[i] = last;
  });
  return ranks;
}

/** Turns any ordering values into competition ranks (1, 1, 3): 1 + how many are strictly ahead. */
function competition(values: number[], ahead: (a: number, b: number) => boolean): number[] {
  return values.map((v) => 1 + values.filter((w) => ahead(w, v)).length);
}

/** Explicit ranks may split a score tie, never reverse a score difference. */
function consistent(explicit: number[], fromScores: number[]): boolean {
  for (let i = 0; i < explicit.length; i++) {
    for (let j = 0; j < explicit.length; j++) {
      if (fromScores[i] < fromScores[j] && explicit[i] > explicit[j]) return false;
    }
  }
  return true;
}
