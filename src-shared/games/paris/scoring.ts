/**
 * Final scoring of Paris, shared by the digital game and the tabletop end-state entry:
 * bonus 27 first, then each district with a VP tile (1st/2nd/3rd by total value owned there; ties by the
 * highest single value; complete ties share the place and skip the next; with 2 players 2nd place needs at
 * least half of 1st place's total), then the winner by VP, francs, and total (JP) or single (FR) value.
 */
import { counted, inEveryLanguage, listInEveryLanguage, message, type Lang } from '../../engine/message';
import { rankSeats, seatScore } from '../../engine/ranking';
import type { ScoreLine, ScoreReport } from '../../engine/types';

export interface DistrictInput {
  id: string;
  name: string;
  /** VP for 1st, 2nd and 3rd place, or null when the district has no VP tile. */
  vpTile: readonly [number, number, number] | null;
  /** Per seat: the value of every building or landmark owned there (a double key appears twice). */
  holdings: number[][];
}

export interface ScoringInput {
  names: string[];
  vpTrack: number[];
  francs: number[];
  bonus27: boolean[];
  districts: DistrictInput[];
  finalTieBreak: 'total' | 'single';
  final: boolean;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const best = (xs: number[]) => (xs.length ? Math.max(...xs) : 0);

/** What decided a place beyond the totals, or the 2-player rule taking its VP away; `text` is the English clause. */
export interface PlaceNote {
  kind: 'tieDecided' | 'tieShared' | 'halfRule';
  text: string;
  params: Record<string, string | number>;
}

export interface DistrictPlace {
  seat: number;
  place: number;
  total: number;
  best: number;
  vp: number;
  why: PlaceNote | null;
}

/** Places and VP in one district, with every tie-break explained in words. */
export function scoreDistrict(d: DistrictInput, names: string[]): DistrictPlace[] {
  const tile = d.vpTile;
  if (!tile) return [];
  const seats = d.holdings.map((h, seat) => ({ seat, total: sum(h), best: best(h) })).filter((x) => x.total > 0);
  seats.sort((a, b) => b.total - a.total || b.best - a.best || a.seat - b.seat);
  const out: DistrictPlace[] = [];
  let place = 1;
  for (let i = 0; i < seats.length; ) {
    const group = seats.filter((x) => x.total === seats[i].total && x.best === seats[i].best);
    const level = seats.filter((x) => x.total === seats[i].total);
    for (const x of group) out.push({ ...x, place, vp: place <= 3 ? tile[place - 1] : 0, why: tieNote(x, level, group, names) });
    place += group.length;
    i += group.length;
  }
  applyTwoPlayerRule(out, d.holdings.length, names);
  return out;
}

function tieNote(x: { seat: number; best: number }, level: { seat: number; best: number }[], group: { seat: number }[], names: string[]): PlaceNote | null {
  if (level.length === 1) return null;
  if (group.length > 1) {
    const others = group.filter((o) => o.seat !== x.seat).map((o) => names[o.seat]);
    return {
      kind: 'tieShared',
      text: `tied on total and on highest single value (${x.best}) with ${others.join(', ')}: the place is shared and the next is skipped`,
      params: listInEveryLanguage('others', () => others),
    };
  }
  const values = [x, ...level.filter((o) => o.seat !== x.seat)].map((o) => `${names[o.seat]} ${o.best}`);
  return { kind: 'tieDecided', text: `tied on total; highest single value decides: ${values.join(', ')}`, params: listInEveryLanguage('values', () => values) };
}

/** With 2 players, 2nd place scores only with at least half of 1st place's total. */
function applyTwoPlayerRule(places: DistrictPlace[], players: number, names: string[]): void {
  if (players !== 2) return;
  const first = places.find((p) => p.place === 1);
  for (const p of places) {
    if (p.place !== 2 || !first) continue;
    if (p.total * 2 < first.total) {
      p.vp = 0;
      const leader = names[first.seat];
      p.why = { kind: 'halfRule', text: `2 players: ${p.total} is less than half of ${leader}'s ${first.total}, so no VP`, params: { leader, leaderTotal: first.total } };
    }
  }
}

/** "1st" / "1位" / "1re" (place is feminine in French). */
function ordinal(lang: Lang, place: number): string {
  if (lang === 'ja') return `${place}位`;
  if (lang === 'fr') return place === 1 ? '1re' : `${place}e`;
  return ['1st', '2nd', '3rd'][place - 1] ?? `${place}th`;
}

function districtLine(d: DistrictInput, place: DistrictPlace | undefined): ScoreLine {
  const label = message(d.name, 'score.district', { name: d.name });
  if (!place) return { category: `district:${d.id}`, label, points: 0, reason: message('owns nothing here', 'score.ownsNothing') };
  const why = place.why;
  const text = `${ordinal('en', place.place)} place with ${place.total} (highest ${place.best})${why ? `; ${why.text}` : ''} → ${place.vp} VP`;
  const params = { total: place.total, best: place.best, vp: place.vp, ...inEveryLanguage('place', (lang) => ordinal(lang, place.place)), ...why?.params };
  return { category: `district:${d.id}`, label, points: place.vp, reason: message(text, `score.placeReason.${why?.kind ?? 'clear'}`, params) };
}

export function scoreInput(input: ScoringInput): ScoreReport {
  const seats = input.names.map((_, seat) => seat);
  const places = input.districts.map((d) => scoreDistrict(d, input.names));
  const breakdowns = seats.map((seat) => {
    const lines: ScoreLine[] = [
      { category: 'track', label: message('VP track', 'score.track'), points: input.vpTrack[seat], reason: message('VP scored during the game', 'score.trackReason') },
    ];
    // Francs and bonus tiles stay behind the screens until the end: a provisional score must not show them.
    if (input.final && input.bonus27[seat]) {
      lines.push({ category: 'bonus27', label: message('Bonus tile 27', 'score.bonus27'), points: input.francs[seat], reason: message(`1 VP per franc: ${counted(input.francs[seat], 'franc', 'francs')}`, 'score.bonus27Reason', { francs: input.francs[seat], count: input.francs[seat] }) });
    }
    input.districts.forEach((d, i) => {
      if (d.vpTile) lines.push(districtLine(d, places[i].find((p) => p.seat === seat)));
    });
    return lines;
  });
  const totals = breakdowns.map((lines) => sum(lines.map((l) => l.points)));
  const owned = seats.map((seat) => input.districts.flatMap((d) => d.holdings[seat] ?? []));
  const valueRule =
    input.finalTieBreak === 'total'
      ? { rule: message('highest total value owned', 'score.tieTotal'), value: (s: number) => sum(owned[s]), unit: 'value owned' }
      : { rule: message('most valuable single building or landmark', 'score.tieSingle'), value: (s: number) => best(owned[s]), unit: 'best value' };
  const francsRule = { rule: message('most francs', 'score.tieFrancs'), value: (s: number) => input.francs[s], unit: 'francs' };
  const ranking = rankSeats(
    seats.map((seat) => ({ seat, total: totals[seat] })),
    input.final ? [francsRule, valueRule] : [valueRule],
    input.names,
  );
  return {
    final: input.final,
    tieBreaks: ranking.tieBreaks,
    seats: seats.map((seat) => seatScore(seat, totals[seat], breakdowns[seat], ranking.rankOf)),
  };
}
