/**
 * Bot support. Hidden from a seat: what the other seats keep behind their screens (francs, tokens, tiles),
 * which end-game tiles are still face down, and the order of the building stacks. Determinization: the
 * face-down end-game tiles are drawn from those the seat has not seen; the stacks are the undrawn tiles in
 * a canonical order (draws are uniform among them anyway); another seat's screen is estimated as holding
 * the francs the board shows it paid and was paid (`francsEstimate`), the tokens the bot itself holds (a
 * symmetric guess that needs no secret), and the bonus tiles taken from the track and not yet used (public:
 * `othersBonusTiles`), but no end-game tiles.
 */
import type { Rng } from '../../engine/rng';
import type { GameBotSupport } from '../../bots/types';
import { redeal } from '../../bots/redeal';
import { BUILDING_VALUES, DISTRICTS, END_TILE_IDS, START_FRANCS } from './data';
import { parisActionKey } from './action-key';
import { estimateFinal } from './evaluate';
import { bonusNumber, landmarkOf, tileEffect, usesOf } from './rules';
import type { Action, HeldTile, State } from './types';

export function sampleHidden(state: State, seat: number, rng: Rng): State {
  if (state.phase === 'over') return state;
  const own = state.players[seat];
  const seen = new Set([...own.tiles.map((t) => t.id), ...state.discards]);
  // The taker of an end-game tile looks through those left and chooses (its legal actions name them).
  const looksThrough = state.phase === 'chooseEndTile' && state.turn === seat;
  const unseen = END_TILE_IDS.filter((id) => !seen.has(id));
  const elsewhere = othersBonusTiles(state, seat);
  const others = state.players.map((_, s) => s).filter((s) => s !== seat);
  const dealt = new Map<number, HeldTile[]>(others.map((s) => [s, []]));
  for (const id of elsewhere) dealt.get(others[others.length === 1 ? 0 : rng.int(others.length)])!.push({ id, uses: usesOf(tileEffect(state, id)) });
  const players = state.players.map((p, s) =>
    s === seat ? p : { ...p, francs: francsEstimate(state, s), resources: { ...own.resources }, prestige: { ...own.prestige }, tiles: dealt.get(s)!, taken: [] },
  );
  return {
    ...state,
    players,
    endTiles: looksThrough ? [...state.endTiles].sort() : redeal(unseen, [state.endTiles.length], rng)[0],
    pool: [...state.pool].sort(),
    spentPrestige: { bronze: 0, silver: 0, gold: 0 },
  };
}

/**
 * Another seat's francs as far as the board tells: the starting francs, plus what each of its keys on the
 * board paid when it was put on its district's bank, less the value of every building and landmark it owns
 * (a key moving up pays the difference, so what it owns is what it paid). Trades, tiles and bonus-track fees
 * are not counted; never below nothing.
 */
export function francsEstimate(state: State, seat: number): number {
  let francs = START_FRANCS;
  for (const district of DISTRICTS) {
    const d = state.districts[district];
    let keys = countKeys(d.bank, seat);
    for (let i = 0; i < d.spaces.length; i++) {
      const mine = countKeys(d.spaces[i].keys, seat);
      keys += mine;
      francs -= BUILDING_VALUES[i] * mine;
    }
    for (const placed of d.landmarks) {
      const mine = countKeys(placed.keys, seat);
      keys += mine;
      francs -= landmarkOf(state, placed.id).value * mine;
    }
    francs += state.options.bankFrancs[district] * keys;
  }
  return Math.max(0, francs);
}

/** How many of the keys are the seat's (a function of its own: every determinization estimates every other seat). */
function countKeys(keys: readonly number[], seat: number): number {
  let n = 0;
  for (const k of keys) if (k === seat) n++;
  return n;
}

/**
 * The bonus tiles the other seats hold, from what every seat sees: the game's tiles (each number's copies for
 * this player count, whatever the layout) less those on the track, those used (the face-up discard) and the
 * seat's own. Each was taken openly from the track; which seat holds one is dealt at random among the others
 * (a game of two: the one other seat). Unused two-use tiles are taken as unused.
 */
export function othersBonusTiles(state: State, seat: number): string[] {
  if (state.phase === 'layout') return [];
  const players = state.players.length;
  const left = new Map<number, number>();
  for (let n = 1; n < state.track.length; n++) {
    const copies = 1 + (players >= 3 && state.options.copies3p.includes(n) ? 1 : 0) + (players >= 4 && state.options.copies4p.includes(n) ? 1 : 0);
    left.set(n, copies - state.track[n].length);
  }
  for (const id of [...state.discards, ...state.players[seat].tiles.map((t) => t.id)]) {
    const n = bonusNumber(id);
    if (n !== null) left.set(n, (left.get(n) ?? 0) - 1);
  }
  const out: string[] = [];
  for (const [n, count] of left) for (let k = 0; k < count; k++) out.push(`b${n}`);
  return out;
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
  // A leaf is scored at the start of a turn (no trade made yet) or at the end: a trade or a tile kept for
  // later is then judged after the turn's end and the next seat's draw, like ending the turn, not before them.
  quiet: (s) => (s.phase === 'main' && s.tradesThisTurn === 0) || s.phase === 'over',
  // At 3–4 players a seat plays to be placed above each other seat, not only above the leader.
  reward: 'pairwise',
  // Below the root the tree keeps a turn's main choice (a key placed or moved, an end-game tile taken, trades
  // before them); its follow-ups and what comes after it are played as a leaf is settled, so the search reaches
  // the other seats' replies instead of spending its budget inside one turn. At 3–4 players it keeps the
  // searching seat's own main choices only: the others each play their best move one step ahead (the greedy
  // rule), so the tree's second level is the bot's next turn (4 players: placed above greedy 72.7% over 200 games
  // at 100 iterations, against 59.8% when the replies took levels of their own; 3 players: 74.0% over 200
  // games, against 65.8%; docs/bots.md, Paris fifth pass). At 2 players the one reply keeps its level.
  branches: (s, searcher) => s.phase === 'main' && (s.players.length < 3 || s.turn === searcher),
  // The rest of a turn left to the leaf: end it (trades and tiles wait for the next turn); follow-ups
  // (bonus track, prestige, VP tile, end-game tile) go to the best one step ahead.
  // Tree keys written from the action's fields rather than its canonical JSON.
  actionKey: (action) => parisActionKey(action as Action),
  settle: (s, legal) => (s.phase === 'after' ? legal.find((a) => (a as Action).type === 'endTurn') : undefined),
};
