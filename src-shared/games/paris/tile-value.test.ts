/** The bots' value of held tiles: what each gives, a little less while held, nothing once its holder's game is over. */
import { describe, expect, it } from 'vitest';
import { build, edit, start } from './test-helpers';
import { heldTilesValue, liveTiles } from './tile-value';

const VALUES = { franc: 0.25, resource: { wood: 0.5, marble: 0.9, gold: 1.2 }, prestige: { bronze: 1.2, silver: 1.8, gold: 2.4 } };

describe('Paris held tiles (bots)', () => {
  it('values each tile by what it gives: gains, counting tiles as they stand, tokens, francs at the end', () => {
    const s = edit(start(2), (d) => {
      build(d, 'belleville', 4);
      build(d, 'montmartre', 4);
      d.districts.belleville.spaces[3].keys = [0];
      d.districts.montmartre.spaces[3].keys = [0];
      d.players[0].francs = 8;
      d.players[0].tiles = [
        { id: 'b12', uses: 1 }, // 3 francs and 2 VP
        { id: 'b18', uses: 1 }, // 5 VP per value-4 building: two owned
        { id: 'b21', uses: 2 }, // any resource, two uses
        { id: 'b19', uses: 1 }, // any prestige, one use left
        { id: 'b9', uses: 1 }, // double key: acts through a move
        { id: 'b27', uses: 1 }, // a VP per franc at the end
      ];
    });
    const expected = 0.9 * (2 + 0.25 * 3) + 0.9 * 10 + 2 * 1.2 + 2.4 + 1 + 0.75 * 8;
    expect(heldTilesValue(s, 0, VALUES)).toBeCloseTo(expected, 10);
    expect(heldTilesValue(s, 1, VALUES)).toBe(0);
  });

  it('counts nothing for a seat that withdrew or has played its last turn', () => {
    const s = start(3);
    expect([0, 1, 2].map((seat) => liveTiles(s, seat))).toEqual([true, true, true]);
    const finalRound = edit(s, (d) => {
      d.endRound = 4;
      d.round = 5;
      d.turn = 1;
    });
    expect([0, 1, 2].map((seat) => liveTiles(finalRound, seat))).toEqual([false, true, true]);
    const lastButOne = edit(finalRound, (d) => {
      d.round = 4;
      d.players[2].withdrawn = true;
    });
    expect([0, 1, 2].map((seat) => liveTiles(lastButOne, seat))).toEqual([true, true, false]);
  });
});
