/**
 * The solo challenge table across games ("try to fill the whole challenge table", rulebook "ソロモード"): per
 * city, a grid of PP to reach × goal cards (Paris: thematic tours) to achieve, each cell with the solo plays
 * that chose it, whether it has been met, and the best score recorded in it.
 *
 * Axes: the city's default grid (our own card for Lanternport; an assumed one for the printed cities, whose
 * cards are not public, see sheets/unconfirmed.ts) joined with every cell actually played, so a real card's
 * values appear as soon as they are played.
 */
import { CHALLENGE_CITIES, measureOf, type ChallengeCity, type ChallengeMeasure, type ChallengeResult } from './challenge';
import { CITY_NAME, SOLO_GOAL_TARGETS, SOLO_PP_TARGETS } from './data';
import { sheetOf } from './sheets';
import { CHALLENGE_PP_ASSUMED, CHALLENGE_REQUIRED_ASSUMED } from './sheets/unconfirmed';

/** One solo play's challenge, as the history knows it. */
export interface ChallengePlay {
  playId: number;
  /** 'YYYY-MM-DD HH:MM:SS', as the history stores it. */
  playedAt: string;
  playerId: number;
  player: string;
  result: ChallengeResult;
}

export interface ChallengeAttempt {
  playId: number;
  playedAt: string;
  playerId: number;
  player: string;
  pp: number;
  achieved: number;
  met: boolean;
}

export interface ChallengeTableCell {
  requiredPp: number;
  required: number;
  /** Every play that chose this cell, oldest first. */
  attempts: ChallengeAttempt[];
  /** How many of them met it. */
  metCount: number;
  /** The best met play: most PP, then most goals (tours), then the earliest. Null until the cell is met. */
  best: ChallengeAttempt | null;
  /** Everyone who played this cell, in the order they first did. */
  players: string[];
}

export interface ChallengeTable {
  city: ChallengeCity;
  /** The city's name as printed (ours for Lanternport); not translated. */
  name: string;
  measure: ChallengeMeasure;
  /** Where the default rows come from: our own card (Lanternport) or our assumption (a printed card is not public). */
  gridSource: 'ours' | 'assumed';
  ppTargets: number[];
  requiredTargets: number[];
  /** Row-major: every PP target (ascending), within it every goal count (ascending). */
  cells: ChallengeTableCell[];
  plays: number;
  cellsMet: number;
}

export function defaultGrid(city: ChallengeCity): { ppTargets: readonly number[]; requiredTargets: readonly number[]; source: 'ours' | 'assumed' } {
  return city === 'lanternport'
    ? { ppTargets: SOLO_PP_TARGETS, requiredTargets: SOLO_GOAL_TARGETS, source: 'ours' }
    : { ppTargets: CHALLENGE_PP_ASSUMED, requiredTargets: CHALLENGE_REQUIRED_ASSUMED, source: 'assumed' };
}

export function cityName(city: ChallengeCity): string {
  return city === 'lanternport' ? CITY_NAME : sheetOf(city).name;
}

/** One table per city (in `cities`' order), built from the plays of every city. */
export function challengeTables(plays: readonly ChallengePlay[], cities: readonly ChallengeCity[] = CHALLENGE_CITIES): ChallengeTable[] {
  return cities.map((city) => challengeTable(city, plays.filter((p) => p.result.city === city)));
}

function challengeTable(city: ChallengeCity, plays: readonly ChallengePlay[]): ChallengeTable {
  const grid = defaultGrid(city);
  const ppTargets = sortedUnion(grid.ppTargets, plays.map((p) => p.result.requiredPp));
  const requiredTargets = sortedUnion(grid.requiredTargets, plays.map((p) => p.result.required));
  const ordered = [...plays].sort((a, b) => a.playedAt.localeCompare(b.playedAt) || a.playId - b.playId);
  const cells = ppTargets.flatMap((requiredPp) =>
    requiredTargets.map((required) => cell(requiredPp, required, ordered.filter((p) => p.result.requiredPp === requiredPp && p.result.required === required))),
  );
  return {
    city, name: cityName(city), measure: measureOf(city), gridSource: grid.source, ppTargets, requiredTargets, cells,
    plays: plays.length, cellsMet: cells.filter((c) => c.metCount > 0).length,
  };
}

function cell(requiredPp: number, required: number, plays: readonly ChallengePlay[]): ChallengeTableCell {
  const attempts = plays.map(attempt);
  const met = attempts.filter((a) => a.met);
  return { requiredPp, required, attempts, metCount: met.length, best: met.reduce<ChallengeAttempt | null>(better, null), players: [...new Set(attempts.map((a) => a.player))] };
}

function attempt(p: ChallengePlay): ChallengeAttempt {
  return { playId: p.playId, playedAt: p.playedAt, playerId: p.playerId, player: p.player, pp: p.result.pp, achieved: p.result.achieved, met: p.result.met };
}

/** Attempts arrive oldest first, so on a full tie the earlier one (who set the score first) stays. */
function better(best: ChallengeAttempt | null, next: ChallengeAttempt): ChallengeAttempt {
  if (!best) return next;
  if (next.pp !== best.pp) return next.pp > best.pp ? next : best;
  return next.achieved > best.achieved ? next : best;
}

function sortedUnion(a: readonly number[], b: readonly number[]): number[] {
  return [...new Set([...a, ...b])].sort((x, y) => x - y);
}
