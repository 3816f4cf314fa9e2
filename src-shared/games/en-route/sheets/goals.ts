/**
 * Shared goal cards A, B, C (rulebook "目標カード" and step 9 of the scoring).
 * - "+" card: a player whose result is at least the requirement is an achiever; the achiever(s) with the
 *   highest result are the winners and score the winner PP instead (ties: every tied player wins).
 * - "−" card (some cities): at most the requirement achieves; the lowest result among achievers wins.
 * - Solo: goal cards give no PP; each one achieved is a "+" toward the challenge cell.
 * - Per-unit card (`kind: 'perUnit'`): PP for each unit counted, e.g. Hong Kong's tram goal B ("目標に応じて、
 *   路面電車の路線沿いまたはそれを横切るルートセクションでPPを獲得できます"): result × `ppEach`, no winner.
 *   In solo play it counts as achieved when the result meets the requirement, like any card.
 */
import { z } from 'zod';
import { listInEveryLanguage } from '../../../engine/message';
import type { ScoreLine } from '../../../engine/types';
import { line, msg } from './common';

export const goalCardSchema = z.object({
  letter: z.enum(['A', 'B', 'C']),
  name: z.string().min(1).max(80),
  /** '+': at least `requirement` achieves, highest wins. '−': at most `requirement` achieves, lowest wins. */
  sign: z.enum(['+', '-']),
  requirement: z.number().min(-999).max(999),
  /** PP by the star with a ribbon. */
  winnerPp: z.number().int().min(0).max(99),
  /** PP by the star without a ribbon. */
  achieverPp: z.number().int().min(0).max(99),
  /** 'race': winner and achiever PP (most cards). 'perUnit': `ppEach` PP per unit of the result. */
  kind: z.enum(['race', 'perUnit']).default('race'),
  ppEach: z.number().int().min(0).max(99).default(0),
});
export type GoalCard = z.input<typeof goalCardSchema>;

export type GoalStanding = 'winner' | 'achiever' | 'missed';

export interface GoalOutcome {
  standings: GoalStanding[];
  best: number | null;
}

export function achieves(card: GoalCard, result: number): boolean {
  return card.sign === '+' ? result >= card.requirement : result <= card.requirement;
}

/** Who wins and who achieves one goal card, given each player's result. */
export function goalOutcome(card: GoalCard, results: readonly number[]): GoalOutcome {
  const achieving = results.map((r) => achieves(card, r));
  const candidates = results.filter((_, i) => achieving[i]);
  if (candidates.length === 0) return { standings: results.map(() => 'missed'), best: null };
  const best = card.sign === '+' ? Math.max(...candidates) : Math.min(...candidates);
  return { standings: results.map((r, i) => (!achieving[i] ? 'missed' : r === best ? 'winner' : 'achiever')), best };
}

function requirementText(card: GoalCard): string {
  return card.sign === '+' ? `at least ${card.requirement}` : `at most ${card.requirement}`;
}

/** Keys of a goal's reasons: `min` cards ask for at least the requirement ("+"), `max` cards at most ("−"). */
const bound = (card: GoalCard) => (card.sign === '+' ? 'min' : 'max');

export function goalLines(cards: readonly GoalCard[], resultsByPlayer: readonly (readonly number[])[], index: number, names: readonly string[], solo: boolean): ScoreLine[] {
  return cards.map((card, g) => {
    const results = resultsByPlayer.map((r) => r[g] ?? 0);
    const outcome = goalOutcome(card, results);
    const standing = outcome.standings[index];
    const mine = results[index];
    const label = msg(`Goal ${card.letter}: ${card.name}`, 'goal', { letter: card.letter, name: card.name });
    const need = requirementText(card);
    const requirement = card.requirement;
    if (solo) {
      const done = standing !== 'missed';
      return line(
        `goal-${card.letter}`,
        label,
        0,
        msg(
          `result ${mine}, needs ${need}: ${done ? 'achieved (+), counts toward the challenge' : 'not achieved'}; goals give no PP in solo play`,
          `reason.goalSolo.${bound(card)}.${done ? 'achieved' : 'missed'}`,
          { result: mine, requirement },
        ),
      );
    }
    if (card.kind === 'perUnit') {
      const each = card.ppEach ?? 0;
      const points = Math.max(0, mine) * each;
      return line(`goal-${card.letter}`, label, points, msg(`${Math.max(0, mine)} × ${each} PP = ${points} PP`, 'reason.goalPerUnit', { result: Math.max(0, mine), each, pp: points }));
    }
    const others = names.map((n, i) => `${n} ${results[i]}`);
    const direction = card.sign === '+' ? 'highest' : 'lowest';
    const points = standing === 'winner' ? card.winnerPp : standing === 'achiever' ? card.achieverPp : 0;
    const verdict =
      standing === 'winner'
        ? `${direction} result among those meeting ${need}: winner, ${card.winnerPp} PP`
        : standing === 'achiever'
          ? `meets ${need} but ${outcome.best} is the ${direction}: achiever, ${card.achieverPp} PP`
          : `does not meet ${need}: 0 PP`;
    const params = { ...listInEveryLanguage('results', () => others), requirement, best: outcome.best ?? 0, pp: points };
    return line(`goal-${card.letter}`, label, points, msg(`Results ${others.join(', ')}; ${verdict}`, `reason.goal.${bound(card)}.${standing}`, params));
  });
}

export function goalsAchieved(cards: readonly GoalCard[], results: readonly number[]): number {
  return cards.filter((card, g) => achieves(card, results[g] ?? 0)).length;
}
