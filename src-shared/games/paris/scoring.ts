/**
 * Final scoring of Paris, shared by the digital game and the tabletop end-state entry:
 * bonus 27 first, then each district with a VP tile (1st/2nd/3rd by total value owned there; ties by the
 * highest single value; complete ties share the place and skip the next; with 2 players 2nd place needs at
 * least half of 1st place's total), then the winner by VP, francs, and total (JP) or single (FR) value.
 */
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

const ORDINAL = ['1st', '2nd', '3rd', '4th'];
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const best = (xs: number[]) => (xs.length ? Math.max(...xs) : 0);

export interface DistrictPlace {
  seat: number;
  place: number;
  total: number;
  best: number;
  vp: number;
  why: string;
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
    for (const x of group) out.push({ ...x, place, vp: place <= 3 ? tile[place - 1] : 0, why: tieWords(x, level, group, names) });
    place += group.length;
    i += group.length;
  }
  applyTwoPlayerRule(out, d.holdings.length, names);
  return out;
}

function tieWords(x: { seat: number; best: number }, level: { seat: number; best: number }[], group: { seat: number }[], names: string[]): string {
  if (level.length === 1) return '';
  const others = level.filter((o) => o.seat !== x.seat);
  const values = others.map((o) => `${names[o.seat]} ${o.best}`).join(', ');
  if (group.length > 1) {
    return `tied on total and on highest single value (${x.best}) with ${group.filter((o) => o.seat !== x.seat).map((o) => names[o.seat]).join(', ')}: the place is shared and the next is skipped`;
  }
  return `tied on total; highest single value decides: ${names[x.seat]} ${x.best}, ${values}`;
}

/** With 2 players, 2nd place scores only with at least half of 1st place's total. */
function applyTwoPlayerRule(places: DistrictPlace[], players: number, names: string[]): void {
  if (players !== 2) return;
  const first = places.find((p) => p.place === 1);
  for (const p of places) {
    if (p.place !== 2 || !first) continue;
    if (p.total * 2 < first.total) {
      p.vp = 0;
      p.why = `2 players: ${p.total} is less than half of ${names[first.seat]}'s ${first.total}, so no VP`;
    }
  }
}

function districtLine(d: DistrictInput, place: DistrictPlace | undefined): ScoreLine {
  const label = { text: d.name, key: 'score.district', params: { name: d.name } };
  if (!place) {
    return { category: `district:${d.id}`, label, points: 0, reason: { text: 'owns nothing here', key: 'score.ownsNothing' } };
  }
  const text = `${ORDINAL[place.place - 1] ?? `${place.place}th`} place with ${place.total} (highest ${place.best})${place.why ? `; ${place.why}` : ''} → ${place.vp} VP`;
  return { category: `district:${d.id}`, label, points: place.vp, reason: { text } };
}

export function scoreInput(input: ScoringInput): ScoreReport {
  const seats = input.names.map((_, seat) => seat);
  const places = input.districts.map((d) => scoreDistrict(d, input.names));
  const breakdowns = seats.map((seat) => {
    const lines: ScoreLine[] = [
      { category: 'track', label: { text: 'VP track', key: 'score.track' }, points: input.vpTrack[seat], reason: { text: 'VP scored during the game', key: 'score.trackReason' } },
    ];
    // Francs and bonus tiles stay behind the screens until the end: a provisional score must not show them.
    if (input.final && input.bonus27[seat]) {
      lines.push({ category: 'bonus27', label: { text: 'Bonus tile 27', key: 'score.bonus27' }, points: input.francs[seat], reason: { text: `1 VP per franc: ${input.francs[seat]} francs`, key: 'score.bonus27Reason', params: { francs: input.francs[seat] } } });
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
      ? { rule: { text: 'highest total value owned', key: 'score.tieTotal' }, value: (s: number) => sum(owned[s]), unit: 'value owned' }
      : { rule: { text: 'most valuable single building or landmark', key: 'score.tieSingle' }, value: (s: number) => best(owned[s]), unit: 'best value' };
  const francsRule = { rule: { text: 'most francs', key: 'score.tieFrancs' }, value: (s: number) => input.francs[s], unit: 'francs' };
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
