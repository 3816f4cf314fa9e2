/**
 * A match rebuilt from its setup and effective action log (undo entries pop the action before them).
 * Loading replays every action through applyAction, so a saved game is re-checked each time it is opened.
 */
import { applyAction, setupState, type MatchSetup } from '../../src-shared/engine/runner';
import type { Actor, AnyGame } from '../../src-shared/engine/types';
import { actorFromText, type LogRow, type MatchRow, type SeatRow } from '../db/matches-repo';

export interface Step {
  actor: Actor;
  action: unknown;
}

export interface LoadedMatch {
  row: MatchRow;
  seats: SeatRow[];
  game: AnyGame;
  setup: MatchSetup;
  /** Effective actions, in order. */
  steps: Step[];
  /** states[i] is the state before steps[i]; the last entry is the current state. */
  states: unknown[];
}

export function setupOf(row: MatchRow, seats: SeatRow[]): MatchSetup {
  return {
    game: row.game_id,
    options: JSON.parse(row.options_json),
    players: seats.length,
    names: seats.map((s) => s.name),
    seed: row.seed,
    mode: row.mode,
  };
}

export function effectiveSteps(log: LogRow[]): Step[] {
  const steps: Step[] = [];
  for (const entry of log) {
    if (entry.kind === 'undo') steps.pop();
    else steps.push({ actor: actorFromText(entry.actor), action: JSON.parse(entry.action_json ?? 'null') });
  }
  return steps;
}

export function loadMatch(game: AnyGame, row: MatchRow, seats: SeatRow[], log: LogRow[]): LoadedMatch {
  const setup = setupOf(row, seats);
  const initial = setupState(game, setup);
  if (!initial.ok) throw new Error(`match ${row.id} cannot be set up again: ${initial.error.message}`);
  const steps = effectiveSteps(log);
  const states = [initial.value];
  steps.forEach((step, index) => {
    const next = applyAction(game, states[index], step.action);
    if (!next.ok) throw new Error(`match ${row.id}: saved action ${index} no longer applies: ${next.error.message}`);
    states.push(next.value);
  });
  return { row, seats, game, setup, steps, states };
}

export function currentState(match: LoadedMatch): unknown {
  return match.states[match.states.length - 1];
}

/**
 * Digital games: undo stays inside the current turn. The last action must be the current seat's own,
 * not a chance event, and not one the game marks as revealing hidden information.
 * Assist mode copies a real table, where nothing is hidden from the app and nothing is re-drawn, so the
 * last entry, whoever made it (a move, or the tile or card the table drew), can be taken back to
 * correct a slip, one entry at a time, except one the game marks as revealing hidden information.
 */
export function undoableBy(match: LoadedMatch): Actor | null {
  const last = match.steps[match.steps.length - 1];
  if (!last || last.actor === 'terminal') return null;
  const before = match.states[match.states.length - 2];
  if (match.game.isUndoBarrier?.(before, last.action, currentState(match))) return null;
  if (match.row.mode === 'assist') return last.actor;
  if (last.actor === 'chance') return null;
  return match.game.currentActor(currentState(match)) === last.actor ? last.actor : null;
}
