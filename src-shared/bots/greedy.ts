/**
 * One-step greedy: every legal action applied to one determinization, the one with the best provisional
 * margin taken (ties by the seeded rng). `noise` (easy) blurs each estimate by up to ± that many points.
 */
import type { Rng } from '../engine/rng';
import type { SeatIndex } from '../engine/types';
import { margin } from './evaluate';
import { lookAhead, ownState } from './in-place';
import type { BotChoice, BotGame } from './types';

export function greedyChoice(bot: BotGame, state: unknown, seat: SeatIndex, rng: Rng, noise = 0): BotChoice {
  const { game, support } = bot;
  const seen = ownState(bot, support.sampleHidden(state, seat, rng));
  const legal = game.legalActions(seen);
  const now = margin(support.evaluate(seen), seat);
  let best: unknown = legal[0];
  let bestValue = -Infinity;
  let ties = 0;
  for (const action of legal) {
    const value = lookAhead(bot, seen, action, (after) => margin(support.evaluate(after), seat)) + (noise ? (rng.next() * 2 - 1) * noise : 0);
    if (value > bestValue) {
      best = action;
      bestValue = value;
      ties = 1;
    } else if (value === bestValue && rng.int(++ties) === 0) best = action;
  }
  return { action: best, value: bestValue, gain: bestValue - now, iterations: legal.length };
}

export function randomChoice({ game, support }: BotGame, state: unknown, seat: SeatIndex, rng: Rng): BotChoice {
  const legal = game.legalActions(support.sampleHidden(state, seat, rng));
  return { action: legal[rng.int(legal.length)], value: 0, gain: 0, iterations: 0 };
}
