/**
 * A running game's score as the table may see it: what each seat has earned now, ranked by points alone.
 * End-game tie-breaks decide nothing before the end (and some read secrets, such as the francs behind a
 * screen), so they are left out until the score is final.
 */
import type { ScoreReport } from './types';

export function provisional(report: ScoreReport): ScoreReport {
  if (report.final) return report;
  const seats = report.seats.map((seat) => ({
    ...seat,
    rank: 1 + report.seats.filter((other) => other.total > seat.total).length,
    winner: false,
  }));
  return { ...report, seats, tieBreaks: [] };
}
