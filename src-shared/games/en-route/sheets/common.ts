/**
 * What every En Route score sheet shares: the fields players read off their boards after erasing what is
 * not on the final route, and the scoring steps common to the cities (rulebook "IV. 名声ポイントの獲得").
 */
import { z } from 'zod';
import type { Message, ScoreLine } from '../../../engine/types';
import { counted } from '../../../engine/message';

const count = z.number().int().min(0).max(999);

export const touristCountsSchema = z.object({
  red: count.default(0),
  green: count.default(0),
  blue: count.default(0),
  /** New York only: purple pentagons. */
  purple: count.default(0),
});
export type TouristCounts = z.infer<typeof touristCountsSchema>;

/**
 * Fields every city's sheet has. Tourists and landmarks are those still on the final route (rulebook
 * "III. 観光客のチェック": tourists off the route are erased, a location touched only at a corner is not on it).
 */
export const basePlayerFields = {
  name: z.string().min(1).max(60),
  /** Tourists on the final route, by colour. */
  tourists: touristCountsSchema.default({ red: 0, green: 0, blue: 0, purple: 0 }),
  /** Specialised landmarks on the final route, by colour. */
  landmarks: touristCountsSchema.default({ red: 0, green: 0, blue: 0, purple: 0 }),
  /** PP printed on each popular (yellow) landmark on the route. */
  yellow: z.array(z.number().int().min(0).max(50)).max(36).default([]),
  /** Rating (PP) of each iconic (grey) landmark on the route, read off the round board. */
  grey: z.array(z.number().int().min(0).max(50)).max(36).default([]),
  /** Café bonuses circled but not crossed out (2 PP each, on the route or not). */
  unusedCafes: count.default(0),
  /** Sections between the two farthest marked personal-goal intersections along the route (0 if fewer than 2 on it). */
  personalGoalSections: count.default(0),
  /** Sections in the final route (first tie-break). */
  routeLength: count.default(0),
  /** This player's result for each shared goal card, in the order of `goals`. */
  goalResults: z.array(z.number().min(-999).max(999)).max(3).default([]),
  /** Team mode: 1 or 2. Default: seats 1 and 3 are team 1, seats 2 and 4 team 2 (rulebook: partners sit opposite). */
  team: z.union([z.literal(1), z.literal(2)]).optional(),
};

export const baseSheetPlayerSchema = z.object(basePlayerFields);
export type BaseSheetPlayer = z.infer<typeof baseSheetPlayerSchema>;

export function msg(text: string, key: string, params?: Record<string, string | number>): Message {
  return params ? { text, key: `sheet.${key}`, params } : { text, key: `sheet.${key}` };
}

export function line(category: string, label: Message, points: number, reason: Message): ScoreLine {
  return { category, label, points, reason };
}

export const SPECIALISED = ['red', 'green', 'blue', 'purple'] as const;
export type Specialised = (typeof SPECIALISED)[number];

/** Steps 1–3 (and New York's purple): tourists of a colour × landmarks of that colour on the route. */
export function specialisedLines(tourists: TouristCounts, landmarks: TouristCounts, colours: readonly Specialised[]): ScoreLine[] {
  return colours.map((colour) => {
    const points = tourists[colour] * landmarks[colour];
    return line(
      `${colour}-landmarks`,
      msg(`${capital(colour)} landmarks`, `${colour}Landmarks`),
      points,
      msg(`${tourists[colour]} × ${landmarks[colour]} = ${points} (${colour} tourists × ${colour} landmarks on the route)`, 'reason.specialised', {
        tourists: tourists[colour],
        landmarks: landmarks[colour],
        colour,
        points,
      }),
    );
  });
}

/** What a sum line adds up, in English for the CLI; each kind has its own translated sentence (`reason.sum.<kind>`). */
const SUMMED = {
  yellow: 'popular landmarks',
  grey: 'iconic landmarks (at their rating)',
  rioRemote: 'remote landmarks (at their rating)',
  nyBridges: 'bridge intersections',
} as const;

export function sumLine(category: string, label: Message, values: number[], kind: keyof typeof SUMMED): ScoreLine {
  const points = values.reduce((sum, v) => sum + v, 0);
  const what = SUMMED[kind];
  if (values.length === 0) return line(category, label, 0, msg(`no ${what} on the route`, `reason.none.${kind}`));
  const text = `${values.length} ${what} on the route: ${values.join(' + ')} = ${points}`;
  return line(category, label, points, msg(text, `reason.sum.${kind}`, { count: values.length, values: values.join(' + '), points }));
}

export function yellowLine(player: BaseSheetPlayer): ScoreLine {
  return sumLine('yellow', msg('Yellow landmarks', 'yellow'), player.yellow, 'yellow');
}

export function greyLine(player: BaseSheetPlayer): ScoreLine {
  return sumLine('grey', msg('Grey landmarks', 'grey'), player.grey, 'grey');
}

export function cafeLine(player: BaseSheetPlayer): ScoreLine {
  const points = player.unusedCafes * 2;
  return line('cafes', msg('Unused café bonuses', 'cafes'), points, msg(`${counted(player.unusedCafes, 'unused café bonus', 'unused café bonuses')} × 2 = ${points}`, 'reason.cafes', { count: player.unusedCafes, points }));
}

export function personalGoalLine(player: BaseSheetPlayer, factor = 1): ScoreLine {
  const points = player.personalGoalSections * factor;
  const doubled = factor === 2 ? ', doubled in Paris' : '';
  return line(
    'personal-goal',
    msg('Personal goal', 'personalGoal'),
    points,
    msg(`${counted(player.personalGoalSections, 'section', 'sections')} between two marked intersections${doubled} = ${points}`, 'reason.personalGoal', {
      sections: player.personalGoalSections,
      count: player.personalGoalSections,
      factor,
      points,
    }),
  );
}

/** PP for the number of points on the route, the last entry applying to any higher number. */
export function tableValue(table: readonly number[], n: number): number {
  return table.length === 0 ? 0 : table[Math.min(n, table.length - 1)];
}

/** What a count line multiplies, in English for the CLI; each kind has its own translated sentence (`reason.each.<kind>`). */
const COUNTED = {
  bridges: 'bridges on the route',
  tube: 'tube stations on the route',
  carnival: 'carnival sections',
  broadway: 'Broadway sections',
  cafePp: 'café PP bonuses',
} as const;

export function countLine(category: string, label: Message, n: number, each: number, kind: keyof typeof COUNTED): ScoreLine {
  const points = n * each;
  return line(category, label, points, msg(`${n} ${COUNTED[kind]} × ${each} = ${points}`, `reason.each.${kind}`, { count: n, each, points }));
}

export function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function totalTourists(t: TouristCounts): number {
  return t.red + t.green + t.blue + t.purple;
}

export function totalSpecialised(l: TouristCounts): number {
  return l.red + l.green + l.blue + l.purple;
}
