/**
 * Rematch: the same players (bots at the same levels) and options, every seat moved one place on (the first player last), so the start
 * player changes; a new seed. Built from the finished match's seats and its saved setup.
 */
import type { ChannelInput, MatchSnapshot } from '../../src-shared/ipc/contract';

type MatchCreateInput = ChannelInput<'match:create'>;

export function rotatedSeats(seats: MatchSnapshot['seats']): MatchCreateInput['seats'] {
  const ordered = [...seats].sort((a, b) => a.seat - b.seat);
  const rotated = [...ordered.slice(1), ...ordered.slice(0, 1)];
  // Each seat keeps who plays it (a person, or a bot at its level) as it moves on.
  return rotated.map((s) => ({ ...(s.playerId ? { playerId: s.playerId } : {}), name: s.name, colour: s.colour, ...(s.bot ? { bot: s.bot } : {}) }));
}

export function rematchInput(snapshot: MatchSnapshot, options: unknown): MatchCreateInput {
  return { gameId: snapshot.gameId, mode: snapshot.mode, options: options as MatchCreateInput['options'], seats: rotatedSeats(snapshot.seats) };
}
