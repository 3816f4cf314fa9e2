/**
 * Replay of a saved log file (what `match:export-log` writes): set up again from its seed, every action
 * checked in order up to the asked position, and shown like a match from the history. Nothing is written:
 * opening a file to look at it never adds a play (saving it is the command line's `replay`).
 */
import { fail, ok, type Result } from '../../src-shared/engine/errors';
import { applyAction, setupState } from '../../src-shared/engine/runner';
import type { AnyGame } from '../../src-shared/engine/types';
import type { ChannelOutput, ChannelParsedInput } from '../../src-shared/ipc/contract';
import type { Step } from './loaded-match';
import { replayShot } from './replay-shot';

type Input = ChannelParsedInput<'match:replay-log'>;

export function replaySavedLog(input: Input, findGame: (id: string) => AnyGame | undefined): Result<ChannelOutput<'match:replay-log'>> {
  const { log, viewer } = input;
  const game = findGame(log.game);
  if (!game) return fail('game/unknown', `The file is a log of "${log.game}", a game Tablekeeper does not know.`, ['log', 'game']);
  if (new Set(log.players.map((n) => n.toLowerCase())).size !== log.players.length) return fail('input/invalid', 'Each seat needs a different player.', ['log', 'players']);
  const total = log.actions.length;
  const position = input.position ?? total;
  if (position > total) return fail('input/invalid', `The log has ${total} actions; position ${position} is past its end.`, ['position']);
  if (viewer !== null && viewer >= log.players.length) return fail('input/invalid', `There is no seat ${viewer + 1}.`, ['viewer']);
  const setup = { game: game.meta.id, options: log.options ?? {}, players: log.players.length, names: log.players, seed: log.seed, mode: log.mode };
  const initial = setupState(game, setup);
  if (!initial.ok) return fail(initial.error.code, initial.error.message, ['log', ...initial.error.path]);
  const walked = walk(game, initial.value, log.actions, position);
  if (!walked.ok) return walked;
  const seats = log.players.map((name, seat) => ({ seat, name, colour: game.meta.colours[seat % game.meta.colours.length], playerId: null, bot: log.bots?.[seat] ?? null }));
  const shot = replayShot({ game, mode: log.mode, seats, steps: walked.value.steps, states: walked.value.states, total }, position, viewer);
  return ok({ ...shot, matchId: null });
}

/**
 * Every action up to the position is checked. The viewer opens a file at its end, so a file that goes wrong
 * anywhere says where at once.
 */
function walk(game: AnyGame, initial: unknown, actions: readonly unknown[], position: number): Result<{ steps: Step[]; states: unknown[] }> {
  const steps: Step[] = [];
  const states = [initial];
  let state = initial;
  for (const [index, action] of actions.slice(0, position).entries()) {
    const actor = game.currentActor(state);
    if (actor === 'terminal') return fail('input/invalid', `The game ended after action ${index - 1}; action ${index} comes after its end.`, ['log', 'actions', index]);
    const next = applyAction(game, state, action);
    if (!next.ok) return fail(next.error.code, `Action ${index} (actions[${index}] in the file) does not apply: ${next.error.message}`, ['log', 'actions', index, ...next.error.path]);
    state = next.value;
    steps.push({ actor, action: game.actionSchema.parse(action) });
    states.push(state);
  }
  return ok({ steps, states });
}
