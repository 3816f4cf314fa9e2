/** Score reports with a reason for every point, ranks, and the tie-break (fewer shops on the board). */
import { counted, message } from '../../engine/message';
import { rankSeats } from '../../engine/ranking';
import type { ScoreLine, ScoreReport } from '../../engine/types';
import type { BoardData } from './board';
import { lineName, lineParams } from './names';
import type { Tally } from './types';

export interface ScoreInput {
  names: string[];
  board: BoardData;
  tally: Record<string, Tally>;
  bag: number[];
  shopsOnBoard: number[];
  final: boolean;
  /** Whether the bag bonus was (or would be) scored: false at 2 players. */
  bagUsed: boolean;
}

/** Categories in a stable order: small tours (or the entered track), grand tours and special runs by line, bag. */
function categories(input: ScoreInput): string[] {
  const keys = Object.keys(input.tally);
  const first = keys.includes('track') ? ['track'] : ['small'];
  const byLine = (prefix: string) => input.board.lines.flatMap((l) => keys.filter((k) => k === `${prefix}:${l.id}` || k.startsWith(`${prefix}:${l.id}:`)));
  const bag = input.bagUsed && input.final ? ['bag'] : [];
  return [...first, ...byLine('grand'), ...byLine('special'), ...bag];
}

function lineFor(input: ScoreInput, category: string, seat: number): ScoreLine {
  const tally = input.tally[category];
  const points = tally?.points[seat] ?? 0;
  const times = tally?.times[seat] ?? 0;
  const runs = tally?.runs ?? 0;
  const [kind, lineId, owner] = category.split(':');
  const line = lineId ? lineName(input.board, lineId) : '';
  const lines = lineId ? lineParams(input.board, lineId) : {};
  // Every reason starts with the points; `count` picks the translation's singular or plural.
  const pts = counted(points, 'point', 'points');
  const scored = { points, count: points };
  switch (kind) {
    case 'track':
      return { category, label: message('Score track', 'score.track'), points, reason: message(`${pts} on the score track before the special runs (entered)`, 'score.trackReason', scored) };
    case 'small':
      return { category, label: message('Small tours', 'score.small'), points, reason: message(`${pts}: shops scored in ${times} of ${runs} small tours`, 'score.smallReason', { ...scored, times, runs }) };
    case 'grand':
      return { category, label: message(`Grand tours: ${line}`, 'score.grand', lines), points, reason: message(`${pts} in ${times} of ${runs} grand tours of the ${line} line`, 'score.grandReason', { ...scored, times, runs, ...lines }) };
    case 'special': {
      const label = message(`Special run: ${line}`, 'score.special', lines);
      if (owner === 'open') {
        return { category, label, points, reason: message(`${pts} when the bus ran the ${line} line (the face-up marker)`, 'score.specialReasonOpen', { ...scored, ...lines }) };
      }
      const name = input.names[Number(owner)];
      return { category, label, points, reason: message(`${pts} when the bus ran the ${line} line (${name}'s marker)`, 'score.specialReason', { ...scored, ...lines, name }) };
    }
    default:
      return bagLine(input, seat);
  }
}

function bagLine(input: ScoreInput, seat: number): ScoreLine {
  const points = input.tally.bag?.points[seat] ?? 0;
  const count = input.bag[seat];
  const most = Math.max(...input.bag);
  const leaders = input.bag.filter((c) => c === most).length;
  const reason =
    points > 0 ? message(`sole leader in the bag with ${counted(count, 'shop', 'shops')}`, 'score.bagLeader', { count })
    : most === 0 ? message('the bag is empty: nobody scores it', 'score.bagEmpty')
    : leaders > 1 ? message(`${counted(count, 'shop', 'shops')} in the bag; ${leaders} players share the lead with ${most}, so nobody scores it`, 'score.bagTie', { count, leaders, most })
    : message(`${counted(count, 'shop', 'shops')} in the bag; only the sole leader (${most}) scores it`, 'score.bagBehind', { count, most });
  return { category: 'bag', label: message('Bag bonus', 'score.bag'), points, reason };
}

export function buildReport(input: ScoreInput): ScoreReport {
  const players = input.names.length;
  const cats = categories(input);
  const breakdowns = Array.from({ length: players }, (_, seat) => cats.map((c) => lineFor(input, c, seat)));
  const totals = breakdowns.map((lines) => lines.reduce((sum, l) => sum + l.points, 0));
  const ranking = rankSeats(
    totals.map((total, seat) => ({ seat, total })),
    [{ rule: message('fewer shops on the board', 'score.fewerShops'), value: (seat) => input.shopsOnBoard[seat], lowerWins: true, unit: 'shops' }],
    input.names,
  );
  return {
    final: input.final,
    tieBreaks: ranking.tieBreaks,
    seats: totals.map((total, seat) => ({
      seat,
      total,
      breakdown: breakdowns[seat],
      rank: ranking.rankOf.get(seat)!,
      winner: input.final && ranking.rankOf.get(seat) === 1,
    })),
  };
}
