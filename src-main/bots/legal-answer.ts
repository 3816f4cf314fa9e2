/**
 * A bot chooses on a determinization: a state where what its seat cannot see was dealt again. Where a move
 * names something hidden (a Paris end-game tile picked face down), the named item may not be where the bot
 * imagined it, so the move is not legal in the real game. The bot could not tell those moves apart, so one of
 * the real legal moves of the same kind is taken at random (seeded): a face-down pick stays a face-down pick.
 */
import { canonicalJson } from '../../src-shared/engine/canonical';
import { createRng } from '../../src-shared/engine/rng';
import type { AnyGame } from '../../src-shared/engine/types';

function kindOf(action: unknown): unknown {
  return action && typeof action === 'object' && 'type' in action ? (action as { type: unknown }).type : undefined;
}

export function legalAnswer(game: AnyGame, state: unknown, chosen: unknown, seed: string): unknown {
  const legal = game.legalActions(state);
  const key = canonicalJson(chosen);
  if (legal.some((action) => canonicalJson(action) === key)) return chosen;
  const sameKind = legal.filter((action) => kindOf(action) === kindOf(chosen));
  const pool = sameKind.length > 0 ? sameKind : legal;
  return pool[createRng(`${seed}/legal`).int(pool.length)];
}
