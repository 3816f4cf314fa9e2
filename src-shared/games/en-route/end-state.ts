/**
 * En Route tabletop end state (`tablekeeper score`, the assist score sheet): one sheet per city, every mode.
 * - competitive: most PP wins; ties go to the longest route, then most tourists, then most landmarks on the
 *   route, otherwise the place is shared (rulebook, end of "IV. 名声ポイントの獲得").
 * - team (2 against 2, partners opposite): team totals; ties go to the team whose members' PP differ least,
 *   otherwise shared (rulebook "チームモード").
 * - solo: goal cards give no PP; the chosen challenge cell (PP plus goals, or thematic tours in Paris) is
 *   checked and recorded (rulebook "ソロモード").
 * Input: `{ game: 'en-route', city, mode, players: [{ name, ...per-city fields }], goals, ...shared fields }`;
 * `city` defaults to the first city.
 */
import { z } from 'zod';
import type { InputProblem } from '../../engine/errors';
import { addProblem, keyedChecks } from '../../engine/validation';
import { rankSeats, seatScore, type TieBreakRule } from '../../engine/ranking';
import type { EndStateScorer, ScoreLine, ScoreReport, TieBreak } from '../../engine/types';
import { challengeLine, challengeResult } from './challenge';
import { basePlayerFields, line, msg } from './sheets/common';
import { CITY_SHEETS, sheetOf } from './sheets';
import type { CityId, CitySheet } from './sheets/city';
import { goalCardSchema, goalLines, goalsAchieved, type GoalCard } from './sheets/goals';
import { toursCompleted, type ParisPlayer } from './sheets/paris';
import { endStateExample } from './sheets/examples';
import { sheetMessages } from './sheets/messages';

const soloSchema = z.object({
  /** PP the chosen challenge cell asks for. */
  requiredPp: z.number().int().min(0).max(999),
  /** Goal cards it asks to achieve (Paris: thematic tours to complete). */
  requiredGoals: z.number().int().min(0).max(3),
});

function cityBranch(sheet: CitySheet) {
  return z.object({
    game: z.literal('en-route'),
    city: sheet.city === 'first-city' ? z.literal('first-city').default('first-city') : z.literal(sheet.city),
    mode: z.enum(['competitive', 'team', 'solo']).default('competitive'),
    /** Advanced rating adjustment: scoring reads the same ratings off the round board either way. */
    advanced: z.boolean().default(false),
    goals: z.array(goalCardSchema).max(3).default([]),
    solo: soloSchema.optional(),
    players: z.array(z.object({ ...basePlayerFields, ...sheet.playerFields })).min(1).max(4),
    ...sheet.sharedFields,
  });
}

const branches = CITY_SHEETS.map((sheet) => cityBranch(sheet as CitySheet));

// Discriminated by city, so a mistake is reported at its own field (players, bridges…), not as "Invalid input".
export const enRouteEndStateSchema = z.discriminatedUnion('city', branches as unknown as [ReturnType<typeof cityBranch>, ...ReturnType<typeof cityBranch>[]]).superRefine((input, ctx) => {
  for (const found of problemsOf(input as unknown as EnRouteEndState)) addProblem(ctx, found);
});

/** The parsed input: the shared fields plus whatever the city adds (checked by the city's own schema). */
export interface EnRouteEndState {
  game: 'en-route';
  city: CityId;
  mode: 'competitive' | 'team' | 'solo';
  advanced: boolean;
  goals: GoalCard[];
  solo?: { requiredPp: number; requiredGoals: number };
  players: (z.infer<z.ZodObject<typeof basePlayerFields>> & Record<string, unknown>)[];
  [shared: string]: unknown;
}

/** A problem of the sheet, keyed for the app's languages (`sheet.validation.<name>` of En Route's messages). */
const { problem } = keyedChecks('games.en-route.sheet.validation', sheetMessages.en.validation);

function problemsOf(input: EnRouteEndState): InputProblem[] {
  const problems: InputProblem[] = [];
  const sheet = sheetOf(input.city);
  const n = input.players.length;
  if (input.mode === 'solo' && n !== 1) problems.push(problem('soloOne', ['players']));
  if (input.mode === 'solo' && !input.solo) problems.push(problem('soloCell', ['solo']));
  if (input.mode === 'team') {
    if (n !== 4) problems.push(problem('teamFour', ['players']));
    else {
      const teams = teamsOf(input);
      if (teams[0].length !== 2 || teams[1].length !== 2) problems.push(problem('teamPairs', ['players']));
    }
  }
  if (input.mode !== 'solo' && n < 2 && input.mode !== 'team') problems.push(problem('competitiveCount', ['players']));
  if (!sheet.usesGoalCards && input.goals.length) problems.push(problem('noGoalCards', ['goals'], { city: sheet.name }));
  if (input.city === 'first-city' && input.variant !== 'full' && input.goals.length) problems.push(problem('fullOnlyGoals', ['goals']));
  if (input.city === 'rio' && input.advanced) problems.push(problem('rioAdvanced', ['advanced']));
  if (input.city === 'paris' && !input.advanced && input.mode !== 'solo') problems.push(problem('parisAdvanced', ['advanced']));
  if (input.city === 'paris' && input.advanced && input.mode === 'solo') problems.push(problem('parisSoloStandard', ['advanced']));
  input.players.forEach((p, i) => {
    problems.push(...unusedFieldProblems(input.city, p, i, sheet.name));
    if (p.goalResults.length !== input.goals.length) problems.push(problem('goalResults', ['players', i, 'goalResults'], { name: p.name, count: input.goals.length }));
    if (p.personalGoalSections > p.routeLength) problems.push(problem('stretchTooLong', ['players', i, 'personalGoalSections'], { name: p.name }));
  });
  const letters = input.goals.map((g) => g.letter);
  if (new Set(letters).size !== letters.length) problems.push(problem('onePerDeck', ['goals']));
  return problems;
}

/**
 * Base fields a city's sheet has no box for: a value there would be scored 0 without a word, so it is an
 * error at its own place. Hong Kong's and Rio's iconic landmarks have their own fields (groups, remote
 * landmarks); only New York has purple tourists and landmarks.
 */
const NO_GREY: readonly CityId[] = ['hong-kong', 'rio'];

function unusedFieldProblems(city: CityId, player: EnRouteEndState['players'][number], seat: number, cityName: string): InputProblem[] {
  const out: InputProblem[] = [];
  if (NO_GREY.includes(city) && player.grey.length > 0) out.push(problem('unusedField', ['players', seat, 'grey'], { name: player.name, field: 'grey', city: cityName }));
  if (city !== 'new-york') {
    for (const field of ['tourists', 'landmarks'] as const) {
      if (player[field].purple > 0) out.push(problem('unusedField', ['players', seat, field, 'purple'], { name: player.name, field: `${field}.purple`, city: cityName }));
    }
  }
  return out;
}

/** Team of each seat: explicit, or seats 1 & 3 against 2 & 4 (partners sit opposite). */
function teamsOf(input: EnRouteEndState): [number[], number[]] {
  const teams: [number[], number[]] = [[], []];
  input.players.forEach((p, i) => teams[(p.team ?? (i % 2 === 0 ? 1 : 2)) - 1].push(i));
  return teams;
}

interface SeatTotals {
  lines: ScoreLine[];
  total: number;
}

function seatLines(input: EnRouteEndState): SeatTotals[] {
  const sheet = sheetOf(input.city) as CitySheet<never, unknown>;
  const names = input.players.map((p) => p.name);
  const results = input.players.map((p) => p.goalResults);
  return input.players.map((player, i) => {
    const lines = [...sheet.lines(player as never, input), ...goalLines(input.goals, results, i, names, input.mode === 'solo')];
    return { lines, total: lines.reduce((sum, l) => sum + l.points, 0) };
  });
}

function tieBreakRules(input: EnRouteEndState): TieBreakRule[] {
  const sheet = sheetOf(input.city) as CitySheet<never, unknown>;
  const p = (seat: number): never => input.players[seat] as never;
  return [
    { rule: msg('longest route', 'tie.route'), value: (s) => input.players[s].routeLength, unit: 'sections' },
    { rule: msg('most tourists', 'tie.tourists'), value: (s) => sheet.touristsOnRoute(p(s), input), unit: 'tourists' },
    { rule: msg('most landmarks on the route', 'tie.landmarks'), value: (s) => sheet.landmarksOnRoute(p(s), input), unit: 'landmarks' },
  ];
}

function competitive(input: EnRouteEndState, seats: SeatTotals[]): ScoreReport {
  const names = input.players.map((p) => p.name);
  const ranking = rankSeats(
    seats.map((s, seat) => ({ seat, total: s.total })),
    tieBreakRules(input),
    names,
  );
  return report(seats, ranking.rankOf, ranking.tieBreaks);
}

function team(input: EnRouteEndState, seats: SeatTotals[]): ScoreReport {
  const teams = teamsOf(input);
  const teamNames = teams.map((members) => members.map((s) => input.players[s].name).join(' & '));
  const teamTotal = (t: number): number => teams[t].reduce((sum, s) => sum + seats[s].total, 0);
  const difference = (t: number): number => Math.abs(seats[teams[t][0]].total - seats[teams[t][1]].total);
  const ranking = rankSeats(
    [0, 1].map((t) => ({ seat: t, total: teamTotal(t) })),
    [{ rule: msg('smallest difference between teammates', 'tie.team'), value: difference, lowerWins: true, unit: 'PP apart' }],
    teamNames,
  );
  const rankOf = new Map<number, number>();
  teams.forEach((members, t) => members.forEach((s) => rankOf.set(s, ranking.rankOf.get(t)!)));
  const withTeamLine = seats.map((s, seat) => {
    const t = teams[0].includes(seat) ? 0 : 1;
    const teamLine = line('team', msg('Team total', 'team'), 0, msg(`${teamNames[t]}: ${teamTotal(t)} PP together (${difference(t)} PP apart)`, 'reason.team', { team: teamNames[t], total: teamTotal(t), difference: difference(t) }));
    return { lines: [...s.lines, teamLine], total: s.total };
  });
  const tieBreaks: TieBreak[] = ranking.tieBreaks.map((tb) => ({ ...tb, seats: tb.seats.flatMap((t) => teams[t]) }));
  return report(withTeamLine, rankOf, tieBreaks);
}

function solo(input: EnRouteEndState, seats: SeatTotals[]): ScoreReport {
  const player = input.players[0];
  const cell = input.solo!;
  const achieved = input.city === 'paris' ? toursCompleted(player as unknown as ParisPlayer) : goalsAchieved(input.goals, player.goalResults);
  const result = challengeResult({ city: input.city, requiredPp: cell.requiredPp, required: cell.requiredGoals }, { pp: seats[0].total, achieved });
  return {
    seats: [{ seat: 0, total: seats[0].total, breakdown: [...seats[0].lines, challengeLine(result)], rank: 1, winner: result.met }],
    tieBreaks: [],
    final: true,
  };
}

function report(seats: SeatTotals[], rankOf: Map<number, number>, tieBreaks: TieBreak[]): ScoreReport {
  return {
    seats: seats.map((s, seat) => seatScore(seat, s.total, s.lines, rankOf)),
    tieBreaks,
    final: true,
  };
}

export function scoreEndState(input: EnRouteEndState): ScoreReport {
  const seats = seatLines(input);
  if (input.mode === 'solo') return solo(input, seats);
  if (input.mode === 'team') return team(input, seats);
  return competitive(input, seats);
}

export const endState: EndStateScorer<EnRouteEndState> = {
  schema: enRouteEndStateSchema as unknown as z.ZodType<EnRouteEndState>,
  score: scoreEndState,
  example: enRouteEndStateSchema.parse(endStateExample) as unknown as EnRouteEndState,
};
