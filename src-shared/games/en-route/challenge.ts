/**
 * The solo challenge (rulebook "ソロモード"; Paris: "パリのソロモード"). Before the game the player picks a cell of
 * the city's challenge table card: PP to reach and goal cards to achieve (Paris: thematic tours to complete).
 * After it the result is compared with the cell, and the player "records the score in the cell and tries to
 * fill the whole table" (セルにスコアを記録し、チャレンジテーブルを完全に埋めてみてください).
 *
 * Both scorers (the digital game in Lanternport and the tabletop score sheets) build their challenge line
 * here, so it has one shape. Its params are a complete record of the game's challenge (city, cell, result),
 * which the history reads back from the stored score breakdown (`challengeOf`) to build the table across games.
 */
import { z } from 'zod';
import { counted, message } from '../../engine/message';
import type { ScoreLine } from '../../engine/types';
import { CITY_IDS } from './sheets/city';

/** Our own city (the digital game) first, then the printed cities of the score sheets. */
export const CHALLENGE_CITIES = ['lanternport', ...CITY_IDS] as const;
export type ChallengeCity = (typeof CHALLENGE_CITIES)[number];

/** What the cell's second number counts: goal cards achieved, or (Paris) thematic tours completed. */
export type ChallengeMeasure = 'goals' | 'tours';

export interface ChallengeCell {
  city: ChallengeCity;
  requiredPp: number;
  /** Goal cards to achieve (Paris: thematic tours to complete). */
  required: number;
}

export interface ChallengeResult extends ChallengeCell {
  measure: ChallengeMeasure;
  /** PP scored. */
  pp: number;
  /** Goal cards achieved (Paris: thematic tours completed). */
  achieved: number;
  /** Both numbers of the cell reached: the game is won. */
  met: boolean;
}

export const CHALLENGE_CATEGORY = 'challenge';

export function measureOf(city: ChallengeCity): ChallengeMeasure {
  return city === 'paris' ? 'tours' : 'goals';
}

/** The rulebook's win condition: the cell's PP reached and all its goals (tours) achieved. */
export function challengeResult(cell: ChallengeCell, scored: { pp: number; achieved: number }): ChallengeResult {
  return {
    ...cell,
    measure: measureOf(cell.city),
    pp: scored.pp,
    achieved: scored.achieved,
    met: scored.pp >= cell.requiredPp && scored.achieved >= cell.required,
  };
}

const WHAT: Record<ChallengeMeasure, { one: string; many: string; verb: string; done: string }> = {
  goals: { one: 'goal card', many: 'goal cards', verb: 'to achieve', done: 'achieved' },
  tours: { one: 'thematic tour', many: 'thematic tours', verb: 'to complete', done: 'completed' },
};

/** The score line both scorers add: no PP, the cell and the result in words, the whole record in params. */
export function challengeLine(result: ChallengeResult): ScoreLine {
  const what = WHAT[result.measure];
  const verdict = result.met ? `challenge met: record ${result.pp} PP in the cell` : 'challenge not met';
  return {
    category: CHALLENGE_CATEGORY,
    label: message('Solo challenge', 'score.challenge'),
    points: 0,
    reason: message(
      `cell ${result.requiredPp} PP, ${counted(result.required, what.one, what.many)} ${what.verb}: ${result.pp} PP and ${result.achieved} ${what.done}; ${verdict}`,
      `reason.challenge.${result.measure}.${result.met ? 'met' : 'missed'}`,
      {
        city: result.city,
        requiredPp: result.requiredPp,
        required: result.required,
        // The reader's language picks "goal card" or "goal cards" by this.
        count: result.required,
        measure: result.measure,
        pp: result.pp,
        achieved: result.achieved,
        met: result.met ? 1 : 0,
      },
    ),
  };
}

const count = z.number().int().min(0).max(9999);
const paramsSchema = z.object({
  city: z.enum(CHALLENGE_CITIES),
  requiredPp: count,
  required: count,
  measure: z.enum(['goals', 'tours']),
  pp: z.number().int().min(-9999).max(9999),
  achieved: count,
  met: z.union([z.literal(0), z.literal(1)]),
});

/** Lines as stored in the history: any JSON, so every field is checked before it is believed. */
const storedLine = z.object({
  category: z.string(),
  reason: z.object({ key: z.string().optional(), params: z.record(z.string(), z.unknown()).optional() }),
});

/**
 * The challenge recorded in a stored score breakdown, or null (not a solo En Route breakdown, or unreadable).
 * `endStateCity` is the city of the score sheet the play was scored from, if any: breakdowns saved before the
 * line carried its city (see `legacyChallenge`) need it.
 */
export function challengeOf(breakdown: unknown, endStateCity: string | null = null): ChallengeResult | null {
  if (!Array.isArray(breakdown)) return null;
  const line = breakdown.map((l) => storedLine.safeParse(l)).find((l) => l.success && l.data.category === CHALLENGE_CATEGORY);
  if (!line?.success) return null;
  const params = paramsSchema.safeParse(line.data.reason.params);
  if (params.success) return { ...params.data, met: params.data.met === 1 };
  return legacyChallenge(line.data.reason.key ?? '', line.data.reason.params ?? {}, endStateCity);
}

const legacyDigital = z.object({ pp: count, goals: count, total: z.number().int(), achieved: count });
const legacySheet = z.object({ requiredPp: count, requiredGoals: count, pp: z.number().int(), achieved: count, verdict: z.enum(['met', 'not met']) });

/**
 * The two shapes saved before the scorers shared `challengeLine`: the digital game's `reason.challenge.won|lost`
 * `{pp, goals, total, achieved}` (always Lanternport), and the score sheet's `sheet.reason.challenge`
 * `{requiredPp, requiredGoals, pp, achieved, verdict}` (city only in the sheet itself).
 */
function legacyChallenge(key: string, params: Record<string, unknown>, endStateCity: string | null): ChallengeResult | null {
  if (key === 'reason.challenge.won' || key === 'reason.challenge.lost') {
    const p = legacyDigital.safeParse(params);
    return p.success ? { city: 'lanternport', requiredPp: p.data.pp, required: p.data.goals, measure: 'goals', pp: p.data.total, achieved: p.data.achieved, met: key.endsWith('won') } : null;
  }
  const city = z.enum(CITY_IDS).safeParse(endStateCity);
  const p = legacySheet.safeParse(params);
  if (key !== 'sheet.reason.challenge' || !city.success || !p.success) return null;
  return { city: city.data, requiredPp: p.data.requiredPp, required: p.data.requiredGoals, measure: measureOf(city.data), pp: p.data.pp, achieved: p.data.achieved, met: p.data.verdict === 'met' };
}
