/** The club's part of the handler map: each handler answers at once; network work runs in the worker. */
import { fail, ok, type Result } from '../../src-shared/engine/errors';
import type { ChannelOutput, ChannelParsedInput } from '../../src-shared/ipc/contract';
import type { Channel } from '../../src-shared/ipc/channels';
import { ClubError } from './club-service';
import type { ClubWorker } from './worker';

type ClubChannel = Extract<Channel, `club:${string}`>;
export type ClubHandlers = { [C in ClubChannel]: (input: ChannelParsedInput<C>) => Result<ChannelOutput<C>> };

export function createClubHandlers(worker: ClubWorker): ClubHandlers {
  const guarded = <T>(run: () => T, path: string[] = []): Result<T> => {
    try {
      return ok(run());
    } catch (error) {
      if (error instanceof ClubError) return fail('input/invalid', error.message, path);
      throw error;
    }
  };
  return {
    'club:status': () => ok(worker.status()),
    'club:preview': (input) =>
      guarded(() => {
        worker.startPreview(input.url, input.password);
        return worker.status();
      }, ['url']),
    'club:connect': (input) =>
      guarded(() => {
        worker.startConnect(input.url, input.password, input.upload);
        return worker.status();
      }, ['url']),
    'club:sync': () =>
      guarded(() => {
        if (!worker.service.status().connected) throw new ClubError('This laptop is not in a club: connect first.');
        void worker.syncNow();
        return worker.status();
      }),
    'club:leave': () =>
      guarded(() => {
        worker.service.leave();
        worker.clearJob();
        return worker.status();
      }),
    'club:dismiss': (input) =>
      guarded(() => {
        if (!worker.service.dismiss(input.kind, input.uid, input.revision, input.laptop)) throw new ClubError('That conflict is no longer listed.');
        return worker.status();
      }),
    // The choice is written here at once and sent by a round started now (offline, it waits like any change).
    'club:choose': (input) =>
      guarded(() => {
        worker.service.choose(input.kind, input.uid, input.revision, input.laptop, input.keep);
        void worker.syncNow();
        return worker.status();
      }),
  };
}
