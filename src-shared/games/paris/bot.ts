/**
 * Bot support. Hidden from a seat: what the other seats keep behind their screens (francs, tokens, tiles),
 * which end-game tiles are still face down, and the order of the building stacks. Determinization: the
 * face-down end-game tiles are drawn from those the seat has not seen; the stacks are the undrawn tiles in
 * a canonical order (draws are uniform among them anyway); another seat's screen is estimated as holding
 * what the bot itself holds in francs and tokens, and no tiles (a symmetric guess that needs no secret).
 */
import type { Rng } from '../../engine/rng';
import type { GameBotSupport } from '../../bots/types';
import { redeal } from '../../bots/redeal';
import { END_TILE_IDS } from './data';
import { estimateFinal } from './evaluate';
import type { State } from './types';

export function sampleHidden(state: State, seat: number, rng: Rng): State {
  if (state.phase === 'over') return state;
  const own = state.players[seat];
  const seen = new Set([...own.tiles.map((t) => t.id), ...state.discards]);
  // The taker of an end-game tile looks through those left and chooses (its legal actions name them).
  const looksThrough = state.phase === 'chooseEndTile' && state.turn === seat;
  const unseen = END_TILE_IDS.filter((id) => !seen.has(id));
  const players = state.players.map((p, s) =>
    s === seat ? p : { ...p, francs: own.francs, resources: { ...own.resources }, prestige: { ...own.prestige }, tiles: [], taken: [] },
  );
  return {
    ...state,
    players,
    endTiles: looksThrough ? [...state.endTiles].sort() : redeal(unseen, [state.endTiles.length], rng)[0],
    pool: [...state.pool].sort(),
    spentPrestige: { bronze: 0, silver: 0, gold: 0 },
  };
}

/** Evaluation: VP, district majorities (expected for districts without a VP tile), screen contents (evaluate.ts); search with a one-step prior at every node, no playouts. */
export const parisBot: GameBotSupport<State> = {
  sampleHidden,
  evaluate: estimateFinal,
  scale: 8,
  // A turn is several decisions (move, follow-ups, trades, tiles): every position the search reaches starts
  // with its moves valued one step ahead, and the leaf is the evaluation itself (random trades only blur it).
  rolloutDepth: 0,
  nodePrior: 4,
  exploration: 0.15,
};
