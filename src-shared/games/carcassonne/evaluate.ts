/**
 * The bots' evaluation of a Carcassonne position: points scored so far, plus what each occupied feature
 * is expected to be worth to the seats holding its majority, plus the meeples still in hand. Completed
 * features score at once, so the provisional score alone cannot see a meeple on an unfinished city or a
 * farmer; this estimate can. It reads only the state it is given (the bot's determinization).
 */
import { completedCitiesOf, find, isComplete, neighbourCount, segmentId, type Board } from './board';
import { FOLLOWERS_PER_PLAYER, POINTS_PER_UNOPENED_GIFT, TILE_TYPES } from './data';
import { pileSize } from './gifts';
import { majority } from './scoring';
import { completedValue, incompleteValue } from './values';
import type { Meeple, State } from './types';

const TOTAL_TILES = TILE_TYPES.reduce((n, t) => n + t.count, 0) - 1;
/** A meeple in hand, early in the game: what placing it later is about worth. */
const MEEPLE_IN_HAND = 2.5;

export function pointsSoFar(state: State): number[] {
  return state.points.map((p) => p.roads + p.cities + p.monasteries + p.fields + p.gifts);
}

export function estimateFinal(state: State): number[] {
  const points = pointsSoFar(state);
  if (state.phase === 'over') return points;
  const left = pileSize(state);
  const time = left / TOTAL_TILES;
  const byRoot = new Map<number, Meeple[]>();
  const inHand = points.map(() => FOLLOWERS_PER_PLAYER);
  for (const m of state.meeples) {
    const root = find(state.board.parent, segmentId(m.tile, m.segment));
    const list = byRoot.get(root);
    if (list) list.push(m);
    else byRoot.set(root, [m]);
    inHand[m.seat]--;
  }
  for (const [root, meeples] of byRoot) {
    const value = expectedValue(state.board, root, time);
    for (const seat of majority(meeples.map((m) => m.seat))) points[seat] += value;
  }
  for (let seat = 0; seat < points.length; seat++) {
    // The last meeple is worth more than the seventh: keeping one lets a seat take the next good feature.
    points[seat] += MEEPLE_IN_HAND * time * Math.min(inHand[seat], 4) + (inHand[seat] > 0 ? 1.5 * time : 0);
    points[seat] += POINTS_PER_UNOPENED_GIFT * (state.giftHands[seat]?.length ?? 0);
  }
  return points;
}

/** End-of-game value now, plus part of what completing the feature would add while tiles remain. */
function expectedValue(board: Board, root: number, time: number): number {
  const feature = board.features[root];
  if (feature.kind === 'field') {
    const cities = completedCitiesOf(board, feature).length;
    const touched = new Set(feature.cityRefs.map((id) => find(board.parent, id))).size;
    return incompleteValue('field', cities, 0) + 3 * 0.5 * time * (touched - cities);
  }
  if (feature.kind === 'monastery') {
    const around = neighbourCount(board, feature.tiles[0]);
    return 1 + around + (8 - around) * Math.min(1, time * 1.3) * 0.8;
  }
  if (isComplete(board, root)) return completedValue(feature.kind, feature.tiles.length, feature.pennants);
  const now = incompleteValue(feature.kind, feature.tiles.length, feature.pennants);
  const done = completedValue(feature.kind, feature.tiles.length, feature.pennants);
  // Fewer open edges and more tiles to come make completion likelier; a finished city doubles.
  const chance = Math.min(0.9, time * 1.5) / (1 + 0.35 * Math.max(0, feature.open - 1));
  const growth = feature.kind === 'city' ? 1.5 * feature.open * time : feature.open * time;
  return now + chance * (done - now) + growth;
}
