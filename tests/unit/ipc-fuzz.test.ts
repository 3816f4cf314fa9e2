/**
 * Every IPC channel fuzzed with fast-check, as the audit did: random values, and records built from the
 * field names the contract expects filled with hostile values and the ids of real saved things. No reply
 * may be `internal`, and afterwards every match still loads and plays on. `npm test` runs a few thousand
 * payloads; `npm run fuzz` (TABLEKEEPER_FUZZ_RUNS) runs many more.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { CHANNELS } from '../../src-shared/ipc/channels';
import { contract } from '../../src-shared/ipc/contract';
import { getGame, listGames } from '../../src-shared/games/registry';
import { dispatch } from '../../src-main/ipc/dispatch';
import { must, openTestHandlers } from './helpers';

const RUNS = Number(process.env.TABLEKEEPER_FUZZ_RUNS ?? 2500);
const SEED = Number(process.env.TABLEKEEPER_FUZZ_SEED ?? 19);

/** The top-level field names of a channel's input schema (zod objects, possibly wrapped). */
function fieldNames(schema: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; def?: { innerType?: unknown; in?: unknown; options?: unknown[] } };
  for (let i = 0; i < 5 && current && !current.shape; i++) {
    const def = current.def;
    current = (def?.innerType ?? def?.in ?? def?.options?.[0]) as typeof current;
  }
  return Object.keys(current?.shape ?? {});
}

const realGames = listGames().map((g) => g.meta.id);

function hostile(ids: number[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...ids, 0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1.5, NaN, Infinity),
    fc.constantFrom(...realGames, 'high-card', 'digital', 'assist', 'bgg', 'bgstats', 'csv', '', '../../etc/passwd', '%zz', '<a><b>', '{"x":', 'null'),
    fc.string({ maxLength: 40 }),
    fc.anything({ maxDepth: 3 }),
    fc.array(fc.record({ name: fc.string({ maxLength: 12 }), colour: fc.constantFrom('#d32f2f', '#1976d2', 'red', '') }), { maxLength: 6 }),
  );
}

describe('IPC fuzz: every channel', () => {
  test(`${RUNS} payloads over ${CHANNELS.length} channels: never internal, every match still loads and plays on`, () => {
    const { handlers } = openTestHandlers(undefined, { get: getGame, list: listGames });
    const matches = listGames().map((game) => {
      const seats = game.meta.colours.slice(0, game.meta.minPlayers === 1 ? 1 : 2).map((colour, i) => ({ name: `Seat ${i + 1}`, colour }));
      return must(handlers['match:create']({ gameId: game.meta.id, mode: 'digital', seed: `fuzz-${game.meta.id}`, options: {}, seats })).matchId;
    });
    const ids = [...matches, 1, 2, 3];
    const payload = (channel: (typeof CHANNELS)[number]): fc.Arbitrary<unknown> => {
      const names = fieldNames(contract[channel].input);
      const shaped = names.length ? fc.dictionary(fc.constantFrom(...names), hostile(ids), { maxKeys: names.length }) : fc.constant({});
      return fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: fc.anything({ maxDepth: 4 }), weight: 1 });
    };
    const request = fc.constantFrom(...CHANNELS).chain((channel) => payload(channel).map((body) => [channel, body] as const));
    fc.assert(
      fc.property(request, ([channel, body]) => {
        const reply = dispatch(handlers, channel, body, () => undefined);
        expect(typeof reply.ok).toBe('boolean');
        if (!reply.ok) expect(reply.error.code, `${channel} ${JSON.stringify(body)?.slice(0, 200)}: ${reply.error.message}`).not.toBe('internal');
      }),
      { numRuns: RUNS, seed: SEED },
    );
    for (const matchId of matches) {
      const view = must(handlers['match:view']({ matchId, viewer: null }));
      if (view.status !== 'active' || typeof view.actor !== 'number') continue;
      const seat = must(handlers['match:view']({ matchId, viewer: view.actor }));
      expect(seat.legalActions.length, `match ${matchId}`).toBeGreaterThan(0);
      const next = must(handlers['match:apply']({ matchId, viewer: view.actor, expectedVersion: seat.version, action: seat.legalActions[0] }));
      expect(next.version).toBeGreaterThan(seat.version);
    }
  });
});
