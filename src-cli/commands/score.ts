/** `score <file.json>`: scores a tabletop end state (formats in docs/formats/). */
import { scoreEndState } from '../../src-main/services/end-state-service';
import { parseArgs, UsageError } from '../args';
import { readJsonFile, type Io } from '../io';

export async function score(argv: string[], io: Io): Promise<number> {
  const args = parseArgs(argv, [], []);
  const input = readJsonFile(args.positional[0], 'end-state JSON');
  const scored = scoreEndState(input);
  if (!scored.ok) {
    const at = scored.error.path.length ? ` (field ${scored.error.path.join('.')})` : '';
    throw new UsageError(`${args.positional[0]}: ${scored.error.message}${at}`);
  }
  const { names, report } = scored.value;
  const players = [...report.seats]
    .sort((a, b) => a.seat - b.seat)
    .map((s) => ({ name: names[s.seat], total: s.total, breakdown: s.breakdown.map((l) => ({ category: l.category, label: l.label.text, points: l.points, reason: l.reason.text })), rank: s.rank }));
  const tieBreaks = report.tieBreaks.map((tb) => ({
    players: tb.seats.map((s) => names[s]),
    rank: tb.rank,
    rule: tb.rule.text,
    explanation: tb.explanation.text,
    decided: tb.decided,
  }));
  io.out(JSON.stringify({ players, tieBreaks }, null, 2));
  return 0;
}
