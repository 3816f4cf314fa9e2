/**
 * Cairo (world cities book): tourists from Cairo cards are marked at the three remote landmark spaces and
 * count only when that landmark's meeting point is on the final route; otherwise they are erased.
 */
import { z } from 'zod';
import { inEveryLanguage, type Lang } from '../../../engine/message';
import type { Message } from '../../../engine/types';
import type { CitySheet } from './city';
import { cafeLine, greyLine, line, msg, personalGoalLine, specialisedLines, totalSpecialised, totalTourists, yellowLine, type BaseSheetPlayer, type TouristCounts } from './common';

const remoteSpaceSchema = z.object({
  name: z.string().min(1).max(40),
  meetingPointOnRoute: z.boolean().default(false),
  red: z.number().int().min(0).max(99).default(0),
  green: z.number().int().min(0).max(99).default(0),
  blue: z.number().int().min(0).max(99).default(0),
});

export type CairoPlayer = BaseSheetPlayer & { remoteSpaces: z.infer<typeof remoteSpaceSchema>[] };

/** Tourists on the route: those in the city plus those at remote spaces whose meeting point is on the route. */
export function cairoTourists(p: CairoPlayer): TouristCounts {
  const total = { ...p.tourists };
  for (const space of p.remoteSpaces) {
    if (!space.meetingPointOnRoute) continue;
    total.red += space.red;
    total.green += space.green;
    total.blue += space.blue;
  }
  return total;
}

/** One remote landmark space in words: its tourists count when its meeting point is on the route, else they are erased. */
const REMOTE_SPACE: Record<Lang, { counted(name: string, n: number): string; erased(name: string, n: number): string; separator: string }> = {
  en: { counted: (name, n) => `${name}: ${n} counted`, erased: (name, n) => `${name}: ${n} erased (meeting point not on the route)`, separator: '; ' },
  ja: { counted: (name, n) => `${name}:${n}人を数える`, erased: (name, n) => `${name}:${n}人を消す(待ち合わせ場所がルート上にない)`, separator: '、' },
  fr: { counted: (name, n) => `${name} : ${n} comptés`, erased: (name, n) => `${name} : ${n} effacés (point de rendez-vous hors de l’itinéraire)`, separator: ' ; ' },
};

function remoteReason(spaces: CairoPlayer['remoteSpaces']): Message {
  if (spaces.length === 0) return msg('no tourists at remote landmarks', 'reason.cairoNone');
  const phrase = (lang: Lang) => {
    const words = REMOTE_SPACE[lang];
    return spaces.map((s) => (s.meetingPointOnRoute ? words.counted : words.erased)(s.name, s.red + s.green + s.blue)).join(words.separator);
  };
  return msg(`${phrase('en')} (included above)`, 'reason.cairoRemote', inEveryLanguage('spaces', phrase));
}

export const cairo: CitySheet<CairoPlayer, Record<string, never>> = {
  city: 'cairo',
  name: 'Cairo',
  playerFields: {
    /** The remote landmark spaces (three symbols) with the tourists marked there. */
    remoteSpaces: z.array(remoteSpaceSchema).max(3).default([]),
  },
  sharedFields: {},
  usesGoalCards: true,
  lines(p) {
    return [
      ...specialisedLines(cairoTourists(p), p.landmarks, ['red', 'green', 'blue']),
      line('remote-tourists', msg('Remote landmark tourists', 'cairoRemote'), 0, remoteReason(p.remoteSpaces)),
      yellowLine(p),
      greyLine(p),
      cafeLine(p),
      personalGoalLine(p),
    ];
  },
  landmarksOnRoute: (p) => totalSpecialised(p.landmarks) + p.yellow.length + p.grey.length,
  touristsOnRoute: (p) => totalTourists(cairoTourists(p)),
};
