/** Paris bot support: the other seats' bonus tiles worked out from public information, and where a search leaf may stop. */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../engine/rng';
import { othersBonusTiles, parisBot, sampleHidden } from './bot';
import { edit, start } from './test-helpers';
import type { Action } from './types';

describe('Paris bot support', () => {
  it('the other seats hold the bonus tiles gone from the track, less the used ones and the seat’s own', () => {
    const s = edit(start(2), (d) => {
      d.phase = 'main';
      d.track[5] = []; // taken by the other seat, still held
      d.players[1].tiles = [{ id: 'b5', uses: 1 }];
      d.track[1] = []; // taken and used: face up in the discard
      d.discards = ['b1', 'E3'];
      d.track[7] = []; // taken by the seat itself
      d.players[0].tiles = [{ id: 'b7', uses: 1 }];
    });
    expect(othersBonusTiles(s, 0)).toEqual(['b5']);
    expect(othersBonusTiles(s, 1)).toEqual(['b7']);
    expect(sampleHidden(s, 0, createRng('x')).players[1].tiles).toEqual([{ id: 'b5', uses: 1 }]);
  });

  it('counts the copies a player count puts on the track (three of bonus 1 at 4 players)', () => {
    const s = edit(start(4), (d) => {
      d.phase = 'main';
      d.track[1] = d.track[1].slice(1);
      d.track[21] = [];
    });
    expect(s.track[1]).toHaveLength(2);
    expect(othersBonusTiles(s, 2)).toEqual(['b1', 'b21']);
    const dealt = sampleHidden(s, 2, createRng('y')).players.flatMap((p, seat) => (seat === 2 ? [] : p.tiles.map((t) => `${t.id}:${t.uses}`)));
    expect(dealt.sort()).toEqual(['b1:1', 'b21:2']);
  });

  it('a leaf stops at the start of a turn or the end; in the middle of one the turn is ended', () => {
    const s = start(2);
    const quiet = parisBot.quiet!;
    expect(quiet(edit(s, (d) => void (d.phase = 'main')))).toBe(true);
    expect(quiet(edit(s, (d) => void ((d.phase = 'main'), (d.tradesThisTurn = 1))))).toBe(false);
    expect(quiet(edit(s, (d) => void (d.phase = 'after')))).toBe(false);
    expect(quiet(edit(s, (d) => void (d.phase = 'bonusTrack')))).toBe(false);
    const after: Action[] = [{ type: 'useTile', tile: 'b7' }, { type: 'endTurn' }, { type: 'buy', resource: 'wood' }];
    expect(parisBot.settle!(edit(s, (d) => void (d.phase = 'after')), after)).toEqual({ type: 'endTurn' });
    expect(parisBot.settle!(edit(s, (d) => void (d.phase = 'bonusTrack')), [{ type: 'skipBonus' }])).toBeUndefined();
  });

  it('below the root the search branches on a turn’s main choice only; follow-ups and the turn’s end are settled', () => {
    const s = start(2);
    const branches = parisBot.branches!;
    expect(branches(edit(s, (d) => void (d.phase = 'main')), 0)).toBe(true);
    // After a trade the move is still to come (a token bought for it): still a choice.
    expect(branches(edit(s, (d) => void ((d.phase = 'main'), (d.tradesThisTurn = 1))), 0)).toBe(true);
    for (const phase of ['after', 'bonusTrack', 'prestige', 'vpTile', 'chooseEndTile', 'placeBuilding'] as const) {
      expect(branches(edit(s, (d) => void (d.phase = phase)), 0)).toBe(false);
    }
  });

  it('at 3–4 players the tree keeps the searching seat’s own main choices only; at 2 both seats’', () => {
    for (const players of [2, 3, 4]) {
      const main = edit(start(players), (d) => void ((d.phase = 'main'), (d.turn = 1)));
      expect(parisBot.branches!(main, 1)).toBe(true);
      expect(parisBot.branches!(main, 0)).toBe(players < 3);
      expect(parisBot.branches!(edit(main, (d) => void (d.phase = 'after')), 1)).toBe(false);
    }
  });
});
