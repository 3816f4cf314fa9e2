/**
 * One replay position: the board, log lines and score after the first `position` steps of a finished game,
 * as `viewer` (a seat, or the public table when null) was allowed to see them then, and no moves. Shared by
 * the replay of a match in the history and of a saved log file, so both show a position the same way.
 */
import { provisional } from '../../src-shared/engine/provisional';
import type { AnyGame, SeatIndex } from '../../src-shared/engine/types';
import type { MatchSnapshot } from '../../src-shared/ipc/contract';
import type { Step } from './loaded-match';

export interface ReplaySource {
  game: AnyGame;
  mode: MatchSnapshot['mode'];
  seats: MatchSnapshot['seats'];
  steps: readonly Step[];
  /** states[i] is the state before steps[i]; at least `position + 1` of them. */
  states: readonly unknown[];
  /** Every step of the game, even when fewer states were computed. */
  total: number;
}

export type ReplayShot = Omit<MatchSnapshot, 'matchId' | 'status' | 'version'> & { position: number; total: number };

export function replayShot(source: ReplaySource, position: number, viewer: SeatIndex | null): ReplayShot {
  const { game, steps, states } = source;
  const state = states[position];
  const final = position === source.total;
  return {
    gameId: game.meta.id,
    mode: source.mode,
    seats: source.seats,
    actor: game.currentActor(state),
    viewer,
    view: game.view(state, viewer),
    legalActions: [],
    log: steps.slice(0, position).map((step, index) => ({ index, actor: step.actor, text: game.describeAction(states[index], step.action, viewer) })),
    canUndo: false,
    score: final ? game.score(state) : provisional(game.score(state)),
    privacy: source.seats.map((s) => game.privacy(state, s.seat)),
    handOff: false,
    position,
    total: source.total,
  };
}
