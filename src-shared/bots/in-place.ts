/**
 * How the bots move their own copies of a determinization: through the game's in-place path where it has
 * one (GameDefinition.inPlace: no board copied per move, and a move looked at is taken back), else reduce.
 */
import { undoChanges, type UndoLog } from '../engine/undo-log';
import type { BotGame } from './types';

/** The search's own copy of a determinization: the game's in-place path may then change it. */
export function ownState(bot: BotGame, state: unknown): unknown {
  return bot.game.inPlace ? bot.game.inPlace.own(state) : state;
}

/** The next state of the search's own state (in place where the game can; the old state is then spent). */
export function advance(bot: BotGame, state: unknown, action: unknown): unknown {
  return bot.game.inPlace ? bot.game.inPlace.apply(state, action) : bot.game.reduce(state, action);
}

/**
 * `look` at the state after `action` without spending `state`: the game's in-place path with an undo log where
 * it has one (no copy of the board), else reduce. `look` must not keep the state it is shown.
 */
export function lookAhead<T>(bot: BotGame, state: unknown, action: unknown, look: (after: unknown) => T): T {
  const path = bot.game.inPlace;
  if (!path) return look(bot.game.reduce(state, action));
  const log: UndoLog = [];
  try {
    return look(path.apply(state, action, log));
  } finally {
    undoChanges(log);
  }
}
