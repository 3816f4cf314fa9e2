/**
 * `score <file.json> [--no-save] [--data-dir <dir>]`: scores a tabletop end state (formats in docs/formats/)
 * and keeps the result in the history, as the app's "Save to history" does: naming the file on the
 * command line is the explicit save, and the same file scored again the same day is not saved twice.
 */
import { scoreEndState } from '../../src-main/services/end-state-service';
import { parseArgs, UsageError } from '../args';
import { SAVE_FLAGS, withHistory } from '../history-target';
import { readJsonFile, type Io } from '../io';

export async function score(argv: string[], io: Io): Promise<number> {
  const args = parseArgs(argv, ['no-save'], SAVE_FLAGS);
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
  if (!args.flags.has('no-save')) {
    const saved = withHistory(args, ({ endStates }) => endStates.save(input));
    // stdout stays the JSON above; where the result went is a note on stderr.
    if (saved.ok && saved.value.alreadySaved) io.err(`Already in the history as match ${saved.value.matchId} (saved earlier today); not saved again.`);
    else if (saved.ok) io.err(`Saved to the history as match ${saved.value.matchId} (--no-save to only print).`);
  }
  return 0;
}
