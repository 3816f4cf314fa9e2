/**
 * The engines play exactly the recorded games (tests/fixtures/engine-golden.json, recorded before the engines
 * stopped deep-copying the state): same state after every action, same action count, same final scores,
 * on the checked and on the trusted path, and on a game's in-place path (each move also tried and undone).
 * Every state is deep-frozen before the next action, so an action that writes into a part it shares with the
 * state before it throws here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../../src-shared/games/registry';
import { caseKey, checkedStep, inPlaceStep, playGolden, trustedStep, type GoldenRecord } from './engine-golden';

const recorded = JSON.parse(readFileSync(new URL('../../fixtures/engine-golden.json', import.meta.url), 'utf8')) as GoldenRecord[];

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

describe('engines replay the recorded games', () => {
  for (const record of recorded) {
    it(`${caseKey(record)}: trusted path, frozen states`, () => {
      const played = record.played.map((_, i) => playGolden(record, i, trustedStep, deepFreeze));
      expect(played).toEqual(record.played);
    });
  }
  for (const record of recorded.filter((r) => getGame(r.game)?.inPlace)) {
    it(`${caseKey(record)}: in-place path with every move tried and undone first`, () => {
      const played = record.played.map((_, i) => playGolden(record, i, inPlaceStep));
      expect(played).toEqual(record.played);
    });
  }
  it('checked path gives the same games (first game of every case)', () => {
    for (const record of recorded) expect(playGolden(record, 0, checkedStep)).toEqual(record.played[0]);
  });
});
