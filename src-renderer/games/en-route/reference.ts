/** En Route rules reference: goal cards, iconic tracks, cafés and festival points from the data; each city's specials from its score sheet. */
import { CAFE_UNUSED_PP, CAFES, FESTIVAL_TABLE, GOAL_BY_ID, GOAL_CARDS, ICONIC, PERSONAL_GOALS, ROUNDS, type Landmark } from '../../../src-shared/games/en-route/data';
import { CITY_SHEETS } from '../../../src-shared/games/en-route/sheets';
import { BRIDGE_PP, TUBE_PP } from '../../../src-shared/games/en-route/sheets/london';
import { CHRIST_BASE, CHRIST_MAX, CHRIST_PER_SPACE } from '../../../src-shared/games/en-route/sheets/rio';
import { VIEWPOINT_TABLE } from '../../../src-shared/games/en-route/sheets/hong-kong';
import { CAFE_PP_BONUS } from '../../../src-shared/games/en-route/sheets/new-york';
import { numbered } from '../reference-text';
import type { ReferenceSection, Translate } from '../types';
import { NS } from './labels';

const R = `${NS}.reference`;

/** Numbers each city's special rules quote, from its score sheet module. */
const CITY_NUMBERS: Record<string, Record<string, string | number>> = {
  london: { bridge: BRIDGE_PP, tube: TUBE_PP },
  rio: { base: CHRIST_BASE, per: CHRIST_PER_SPACE, max: CHRIST_MAX },
  'hong-kong': { table: VIEWPOINT_TABLE.slice(1).join('/') },
  'new-york': { cafe: CAFE_PP_BONUS },
};

/** A goal card's target, its PP and what it counts, as the reference lists it. */
export function goalCardText(t: Translate, id: string): string {
  const g = GOAL_BY_ID.get(id);
  if (!g) return '';
  return `${t(`${R}.goal.${g.sign === '+' ? 'min' : 'max'}`, { target: g.target, winner: g.winnerPp, achiever: g.achieverPp })} ${t(`${R}.metric.${g.metric}`)}`;
}

/** An iconic landmark's rating track. */
export function iconicText(t: Translate, id: string): string {
  const i = ICONIC.find((c) => c.id === id);
  return i ? `${t(`${R}.iconicIntro`)} ${t(`${R}.iconicTrack`, { track: i.track.join(' → '), advanced: i.track[i.advancedStart] })}` : '';
}

/** What a landmark on the map is worth on the final route, in the reference's words. */
export function landmarkText(t: Translate, landmark: Landmark): string {
  if (landmark.kind === 'iconic') return t(`${NS}.termText`, { term: t(`${NS}.iconic.${landmark.iconic}`), text: iconicText(t, landmark.iconic) });
  return t(`${R}.scoring.${landmark.kind === 'specialised' ? 1 : 2}`);
}

/** A café's bonus, and what an unused one scores. */
export function cafeText(t: Translate, kind: string): string {
  return `${t(`${R}.cafe.${kind}`)} ${t(`${R}.cafesIntro`, { count: CAFES.length, pp: CAFE_UNUSED_PP })}`;
}

export function festivalText(t: Translate): string {
  return t(`${NS}.board.festivalTip`, { table: FESTIVAL_TABLE.slice(2).join('/') });
}

export function enRouteReference(t: Translate): ReferenceSection[] {
  const cafeKinds = [...new Set(CAFES.map((c) => c.bonus.kind))];
  return [
    { id: 'turn', heading: t(`${R}.turnHeading`), lines: numbered(t, `${R}.turn`, { rounds: ROUNDS }) },
    { id: 'scoring', heading: t(`${R}.scoringHeading`), lines: numbered(t, `${R}.scoring`, { cafe: CAFE_UNUSED_PP, festival: FESTIVAL_TABLE.slice(1).join('/') }) },
    {
      id: 'goals',
      heading: t(`${R}.goalsHeading`),
      lines: [t(`${R}.goalsIntro`)],
      items: GOAL_CARDS.map((g) => ({ term: t(`${NS}.goal.${g.id}`), text: goalCardText(t, g.id) })),
    },
    {
      id: 'iconic',
      heading: t(`${R}.iconicHeading`),
      lines: [t(`${R}.iconicIntro`)],
      items: ICONIC.map((i) => ({ term: t(`${NS}.iconic.${i.id}`), text: t(`${R}.iconicTrack`, { track: i.track.join(' → '), advanced: i.track[i.advancedStart] }) })),
    },
    {
      id: 'cafes',
      heading: t(`${R}.cafesHeading`),
      lines: [t(`${R}.cafesIntro`, { count: CAFES.length, pp: CAFE_UNUSED_PP })],
      items: cafeKinds.map((kind) => ({ term: t(`${R}.cafe.${kind}Term`), text: t(`${R}.cafe.${kind}`) })),
    },
    { id: 'personal', heading: t(`${R}.personalHeading`), lines: [t(`${R}.personalIntro`, { count: PERSONAL_GOALS.length })] },
    {
      id: 'cities',
      heading: t(`${R}.citiesHeading`),
      lines: [t(`${R}.citiesIntro`)],
      items: CITY_SHEETS.map((sheet) => ({ term: t(`games.en-route.cityName.${sheet.city}`), text: t(`${R}.city.${sheet.city}`, CITY_NUMBERS[sheet.city] ?? {}) })),
    },
    { id: 'choices', heading: t(`${R}.choicesHeading`), lines: numbered(t, `${R}.choices`) },
  ];
}
