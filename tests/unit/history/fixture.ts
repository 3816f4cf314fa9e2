/** A small club history whose stats were worked out by hand (see stats.test.ts). */
import { dispatch } from '../../../src-main/ipc/dispatch';
import type { Handlers } from '../../../src-main/services/app-services';
import type { Channel } from '../../../src-shared/ipc/channels';
import type { ChannelInput, ChannelOutput } from '../../../src-shared/ipc/contract';
import { must } from '../helpers';

/** Calls a channel the way the app does: through dispatch, so the contract parses the input first. */
export function call<C extends Channel>(handlers: Handlers, channel: C, input: ChannelInput<C>): ChannelOutput<C> {
  return must(dispatch(handlers, channel, input) as { ok: true; value: ChannelOutput<C> } | { ok: false; error: { message: string } });
}

export function callError<C extends Channel>(handlers: Handlers, channel: C, input: unknown): { code: string; message: string; path: (string | number)[] } {
  const reply = dispatch(handlers, channel, input);
  if (reply.ok) throw new Error(`expected ${channel} to fail`);
  return reply.error;
}

type Seat = [name: string, score: string];

export function recordPlay(handlers: Handlers, game: string, playedAt: string, seats: Seat[], extra: Partial<ChannelInput<'history:record'>> = {}) {
  return call(handlers, 'history:record', {
    game: { name: game, highestWins: game !== 'Golf' },
    playedAt,
    players: seats.map(([name, scoreText]) => ({ name, scoreText })),
    ...extra,
  } as ChannelInput<'history:record'>);
}

/** Six plays; the last is incomplete and so left out of every figure. */
export function seedClub(handlers: Handlers): void {
  recordPlay(handlers, 'Azul', '2024-01-05 19:00', [['Anna', '50'], ['Ben', '40'], ['Cleo', '40']], { location: 'Home' });
  recordPlay(handlers, 'Azul', '2024-01-20 19:00', [['Anna', '30'], ['Ben', '60']], { location: 'Club' });
  recordPlay(handlers, 'Azul', '2024-02-03 19:00', [['Anna', '70'], ['Ben', '65'], ['Cleo', '20']], { location: 'Home' });
  recordPlay(handlers, 'Golf', '2024-02-10 15:00', [['Anna', '72'], ['Cleo', '68']], { location: 'Club' });
  recordPlay(handlers, 'Azul', '2024-03-15 19:00', [['Anna', '45'], ['Cleo', '45']], { location: 'Home' });
  recordPlay(handlers, 'Azul', '2024-03-20 19:00', [['Ben', '10'], ['Cleo', '12']], { incomplete: true });
}

export function ids(handlers: Handlers): { player: (name: string) => number; game: (name: string) => number; location: (name: string) => number } {
  const catalog = call(handlers, 'history:catalog', {});
  return {
    player: (name) => catalog.players.find((p) => p.name === name)!.id,
    game: (name) => catalog.games.find((g) => g.name === name)!.id,
    location: (name) => catalog.locations.find((l) => l.name === name)!.id,
  };
}
