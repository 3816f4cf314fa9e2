import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { CHANNELS, functionName } from '../../src-shared/ipc/channels';
import { contract } from '../../src-shared/ipc/contract';
import { dispatch } from '../../src-main/ipc/dispatch';
import { must, openTestHandlers } from './helpers';

const seats = [
  { name: 'Ann', colour: '#d32f2f' },
  { name: 'Ben', colour: '#1976d2' },
];

describe('IPC contract', () => {
  test('every channel has input and output schemas and a distinct preload function name', () => {
    expect(Object.keys(contract).sort()).toEqual([...CHANNELS].sort());
    const names = CHANNELS.map(functionName);
    expect(new Set(names).size).toBe(names.length);
    expect(functionName('match:export-log')).toBe('matchExportLog');
  });

  test('bad input gets a typed error with the field path', () => {
    const { handlers } = openTestHandlers();
    const reply = dispatch(handlers, 'match:create', { gameId: 'high-card', mode: 'digital', seats: [{ name: 'Ann', colour: 'red' }] });
    expect(reply).toMatchObject({ ok: false, error: { code: 'input/invalid', path: ['seats', 0, 'colour'] } });
    expect(dispatch(handlers, 'nope:nope', {})).toMatchObject({ ok: false, error: { code: 'ipc/unknown-channel' } });
    expect(dispatch(handlers, 'players:create', { name: 'x'.repeat(2_000_000) })).toMatchObject({ ok: false, error: { code: 'input/too-large' } });
  });

  test('a club-sized import file (several MB) reaches the importer, which judges its content', () => {
    const { handlers } = openTestHandlers();
    const bigXml = `<plays>${'<play date="2024-01-01"><item name="Azul"/>'.repeat(100_000)}</plays>`;
    expect(bigXml.length).toBeGreaterThan(4_000_000);
    const reply = dispatch(handlers, 'history:import-preview', { format: 'bgg', text: bigXml });
    expect(reply.ok ? 'ok' : reply.error.code).not.toBe('input/too-large');
    expect(dispatch(handlers, 'history:import-preview', { format: 'bgg', text: 'x'.repeat(70_000_000) })).toMatchObject({ ok: false, error: { code: 'input/too-large' } });
  });

  test('200 random malformed payloads leave the host up and every saved game intact', () => {
    const { handlers } = openTestHandlers();
    const created = must(handlers['match:create']({ gameId: 'high-card', mode: 'digital', seed: 'fuzz', options: {}, seats }));
    const before = JSON.stringify(must(handlers['match:view']({ matchId: created.matchId, viewer: 0 })));
    const channel = fc.constantFrom(...CHANNELS.filter((c) => c !== 'players:create' && c !== 'settings:set' && c !== 'score:end-state' && c !== 'score:save-end-state'));
    const payload = fc.oneof(
      fc.anything(),
      fc.record({ matchId: fc.oneof(fc.integer(), fc.string(), fc.constant(created.matchId)), viewer: fc.anything(), expectedVersion: fc.anything(), action: fc.anything() }, { requiredKeys: [] }),
      fc.record({ gameId: fc.string(), mode: fc.string(), seats: fc.anything(), options: fc.anything() }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(channel, payload, (name, body) => {
        const reply = dispatch(handlers, name, body, () => undefined);
        expect(typeof reply.ok).toBe('boolean');
        if (!reply.ok) expect(reply.error.code).not.toBe('internal');
      }),
      { numRuns: 200 },
    );
    expect(JSON.stringify(must(handlers['match:view']({ matchId: created.matchId, viewer: 0 })))).toBe(before);
  });

  test('a deeply nested payload is named as such, not as too large', () => {
    const { handlers } = openTestHandlers();
    let nested: unknown = 1;
    for (let i = 0; i < 20_000; i++) nested = [nested];
    for (const channel of ['match:apply', 'game:calculate', 'history:import-preview', 'players:create'] as const) {
      const reply = dispatch(handlers, channel, { nested }, () => undefined);
      expect(reply, channel).toMatchObject({ ok: false, error: { code: 'input/invalid', message: `Requests on ${channel} may nest at most 100 levels deep; this one is nested deeper.` } });
    }
  });

  test('a 60 MB file (the documented limit) is judged by the importer, whatever JSON escaping would make of it', () => {
    const { handlers } = openTestHandlers();
    const text = '"'.repeat(59_990_000); // as JSON, twice that
    const reply = dispatch(handlers, 'history:import-preview', { format: 'bgstats', text }, () => undefined);
    expect(reply.ok ? 'judged' : reply.error.code).not.toBe('input/too-large');
    const over = dispatch(handlers, 'history:import-preview', { format: 'bgstats', text: text + '"'.repeat(20_000) }, () => undefined);
    expect(over).toMatchObject({ ok: false, error: { path: ['text'], message: expect.stringMatching(/over 60 MB/) } });
  });

  test("an action's validation error is located from the request's root", () => {
    const { handlers } = openTestHandlers();
    const created = must(handlers['match:create']({ gameId: 'high-card', mode: 'digital', seed: 'path', options: {}, seats }));
    const reply = dispatch(handlers, 'match:apply', { matchId: created.matchId, viewer: 0, expectedVersion: created.version, action: { type: 'bet', amount: 'two' } });
    expect(reply).toMatchObject({ ok: false, error: { code: 'action/invalid', path: ['action', 'amount'] } });
    if (!reply.ok) expect(reply.error.message).toMatch(/ at action\.amount$/);
    const illegal = dispatch(handlers, 'match:apply', { matchId: created.matchId, viewer: 0, expectedVersion: created.version, action: { type: 'deal', card: 3 } });
    expect(illegal).toMatchObject({ ok: false, error: { code: 'action/illegal', path: ['action'] } });
  });
});
