/**
 * OpenSkill (Weng-Lin, Plackett-Luce model, the library's defaults) over recorded plays.
 * A play becomes one `rate` call: one team per team name (or per player), ranked by place; tied
 * places are passed as equal ranks. Plays are always replayed in (date, uid) order, so a recompute
 * from the history gives the same numbers every time.
 */
import { ordinal, rate, rating, type Rating } from 'openskill';

export interface RatedSeat {
  playerId: number;
  team: string;
  rank: number | null;
}

export type RatingTable = Map<number, Rating>;

export const DEFAULT_RATING: Readonly<Rating> = rating();

/** The leaderboard value: μ − 3σ. */
export function conservative(r: Rating): number {
  return ordinal(r);
}

/**
 * Updates `table` with one play. Unranked players are left out; a play needs two ranked teams.
 * Returns the players whose ratings changed.
 */
export function ratePlay(table: RatingTable, seats: readonly RatedSeat[]): number[] {
  const teams: { players: number[]; rank: number }[] = [];
  const byTeam = new Map<string, { players: number[]; rank: number }>();
  for (const seat of seats) {
    if (seat.rank === null) continue;
    const key = seat.team.trim().toLowerCase();
    const existing = key ? byTeam.get(key) : undefined;
    if (existing) {
      if (!existing.players.includes(seat.playerId)) existing.players.push(seat.playerId);
      existing.rank = Math.min(existing.rank, seat.rank);
      continue;
    }
    const team = { players: [seat.playerId], rank: seat.rank };
    teams.push(team);
    if (key) byTeam.set(key, team);
  }
  if (teams.length < 2) return [];
  const seen = new Set<number>();
  for (const team of teams) {
    team.players = team.players.filter((p) => (seen.has(p) ? false : (seen.add(p), true)));
  }
  const playing = teams.filter((t) => t.players.length > 0);
  if (playing.length < 2) return [];
  const before = playing.map((t) => t.players.map((p) => table.get(p) ?? DEFAULT_RATING));
  const after = rate(before, { rank: playing.map((t) => t.rank) });
  const changed: number[] = [];
  playing.forEach((team, i) =>
    team.players.forEach((p, j) => {
      table.set(p, after[i][j]);
      changed.push(p);
    }),
  );
  return changed;
}
