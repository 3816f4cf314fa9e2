/**
 * Competition ranking with ordered tie-break rules, shared by every game.
 * Each rule that is consulted leaves a TieBreak record explaining, in words, what it found.
 */
import type { Message, ScoreLine, SeatIndex, SeatScore, TieBreak } from './types';

export interface TieBreakRule {
  rule: Message;
  /** Higher is better unless `lowerWins`. */
  value(seat: SeatIndex): number;
  lowerWins?: boolean;
  /** Unit for the explanation, e.g. 'francs'. */
  unit: string;
}

export interface RankInput {
  seat: SeatIndex;
  total: number;
}

export interface Ranking {
  rankOf: Map<SeatIndex, number>;
  tieBreaks: TieBreak[];
}

export function rankSeats(entries: RankInput[], rules: TieBreakRule[], names: readonly string[]): Ranking {
  const rankOf = new Map<SeatIndex, number>();
  const tieBreaks: TieBreak[] = [];
  const byTotal = groupOrdered(entries.map((e) => e.seat), (s) => totalOf(entries, s), false);
  let nextRank = 1;
  for (const group of byTotal) {
    nextRank = placeGroup(group, nextRank, 0, rules, names, rankOf, tieBreaks);
  }
  return { rankOf, tieBreaks };
}

/** One seat's line of a score report: its place from `rankOf`, and winner when placed first. */
export function seatScore(seat: SeatIndex, total: number, breakdown: ScoreLine[], rankOf: Map<SeatIndex, number>): SeatScore {
  const rank = rankOf.get(seat)!;
  return { seat, total, breakdown, rank, winner: rank === 1 };
}

function totalOf(entries: RankInput[], seat: SeatIndex): number {
  return entries.find((e) => e.seat === seat)!.total;
}

/** Places `group` starting at `rank`; returns the rank after the group. */
function placeGroup(
  group: SeatIndex[],
  rank: number,
  ruleIndex: number,
  rules: TieBreakRule[],
  names: readonly string[],
  rankOf: Map<SeatIndex, number>,
  tieBreaks: TieBreak[],
): number {
  if (group.length === 1 || ruleIndex >= rules.length) {
    for (const seat of group) rankOf.set(seat, rank);
    return rank + group.length;
  }
  const rule = rules[ruleIndex];
  const subgroups = groupOrdered(group, rule.value, rule.lowerWins ?? false);
  tieBreaks.push({
    seats: group.slice(),
    rank,
    rule: rule.rule,
    explanation: explain(group, subgroups, rule, names),
    decided: subgroups.length > 1,
  });
  let next = rank;
  for (const sub of subgroups) next = placeGroup(sub, next, ruleIndex + 1, rules, names, rankOf, tieBreaks);
  return next;
}

/** English units of one ("Anna 1 section"); a unit not listed reads the same for every count ("PP apart"). */
const SINGULAR_UNITS: Record<string, string> = { francs: 'franc', sections: 'section', tourists: 'tourist', landmarks: 'landmark', shops: 'shop', chips: 'chip', points: 'point' };

function unitFor(value: number, unit: string): string {
  return value === 1 ? SINGULAR_UNITS[unit] ?? unit : unit;
}

/**
 * The English text for the CLI and logs; the params carry every part separately (rule key, unit, each
 * seat's name and value, who is ahead) so the renderer can say the same in the reader's language.
 */
function explain(group: SeatIndex[], subgroups: SeatIndex[][], rule: TieBreakRule, names: readonly string[]): Message {
  const nameOf = (s: SeatIndex) => names[s] ?? `Seat ${s + 1}`;
  const values = group.map((s) => `${nameOf(s)} ${rule.value(s)} ${unitFor(rule.value(s), rule.unit)}`).join(', ');
  const ahead = subgroups.length === 1 ? [] : subgroups[0];
  const verdict = ahead.length === 0 ? 'still level' : `${ahead.map(nameOf).join(' and ')} ahead`;
  const params: Record<string, string | number> = {
    rule: rule.rule.text, ruleKey: rule.rule.key ?? '', unit: rule.unit, values, verdict, count: group.length, aheadCount: ahead.length,
  };
  group.forEach((s, i) => Object.assign(params, { [`name${i}`]: nameOf(s), [`value${i}`]: rule.value(s) }));
  ahead.forEach((s, i) => (params[`ahead${i}`] = nameOf(s)));
  return { text: `${rule.rule.text}: ${values}; ${verdict}.`, key: 'tiebreak.explanation', params };
}

/** Groups seats with equal values, best group first; order within a group follows the input. */
function groupOrdered(seats: SeatIndex[], value: (s: SeatIndex) => number, lowerWins: boolean): SeatIndex[][] {
  const distinct = [...new Set(seats.map(value))].sort((a, b) => (lowerWins ? a - b : b - a));
  return distinct.map((v) => seats.filter((s) => value(s) === v));
}
