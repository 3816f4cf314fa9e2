/**
 * Bot support. Hidden from a seat: the other seats' secret special-run markers, the order of the face-down
 * tiles, and (at 3–4 players) how the bag's shops split between the seats. Determinization: the other
 * markers are dealt again from the lines the seat has not seen; the bag's split is counted from the
 * supplies and the board (bagFromBoard).
 */
import type { Rng } from '../../engine/rng';
import type { GameBotSupport } from '../../bots/types';
import { redeal } from '../../bots/redeal';
import { SHOPS_PER_PLAYER } from './data';
import { boardOf, shopsOnBoard } from './engine';
import { estimateFinal } from './evaluate';
import type { State } from './types';

export function sampleHidden(state: State, seat: number, rng: Rng): State {
  if (state.phase === 'over' || state.phase === 'reveal-markers') return state;
  const own = state.markers[seat];
  const others = state.markers.map((m, s) => (s !== seat && m !== null ? s : -1)).filter((s) => s >= 0);
  const unseen = boardOf(state).lines.map((l) => l.id).filter((id) => id !== own && id !== state.openMarker);
  const dealt = redeal(unseen, [others.length], rng)[0];
  const markers = state.markers.slice();
  others.forEach((s, i) => (markers[s] = dealt[i]));
  return { ...state, markers, bag: bagFromBoard(state) };
}

/**
 * The bag's split, worked out from what every seat sees: each seat's shops are in its supply, on the board
 * or in the bag (an evicted shop goes to the bag, or back to its own supply when its owner evicted it), so
 * nobody needs to look into the bag to count it.
 */
export function bagFromBoard(state: Pick<State, 'players' | 'supply' | 'shops'>): number[] {
  if (state.players === 2) return Array<number>(2).fill(0);
  const onBoard = shopsOnBoard(state.shops, state.players);
  return state.supply.map((inHand, seat) => SHOPS_PER_PLAYER - inHand - onBoard[seat]);
}

/**
 * The strong bot's iterations at 4 players (else the level's 600): a 4-player decision costs about 0.09 ms of CPU an
 * iteration, so 2000 stay far inside the level's 2 s, and they placed strong above greedy more often than 600 did
 * (games 0–199: 69.4% against 67.3%; docs/bots.md).
 */
export const STRONG_ITERATIONS_AT_4 = 2000;

/**
 * Evaluation: points so far plus what the shops are expected to earn (evaluate.ts); search without playouts, a
 * greedy prior at the root; at 4 players pairwise rewards and more iterations for the strong bot.
 */
export const parisParisBot: GameBotSupport<State> = {
  sampleHidden,
  evaluate: estimateFinal,
  scale: 6,
  // The evaluation already looks ahead; random playouts only blur it. Rewards differ little between picks.
  rolloutDepth: 0,
  rootPrior: 4,
  exploration: 0.15,
  // At 4 players each seat searches to finish above each other seat, not only the best one (strong placed above
  // greedy, 600 iterations, games 0–199: 67.3% against 63.6%); 3 players keep the reward they were measured with
  // (69.4%; docs/bots.md).
  reward: 'pairwise',
  pairwiseFrom: 4,
  iterations: (state, level) => (level === 'strong' && state.players === 4 ? STRONG_ITERATIONS_AT_4 : undefined),
};
