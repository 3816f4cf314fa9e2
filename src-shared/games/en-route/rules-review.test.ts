/**
 * Rules review of the digital game against the rulebook (../../../../shared/rules/en-route.ja.txt): rules
 * that the first implementation missed or bent, one test each, quoting the rulebook line.
 */
import { describe, expect, test } from 'vitest';
import { locationIndex } from './board';
import { roadKey } from './route/types';
import { act, giveHand, legalOfType, start } from './test-helpers';
import { optionsSchema, type State } from './types';

const road = (ax: number, ay: number, bx: number, by: number) => roadKey({ x: ax, y: ay }, { x: bx, y: by });

/** 2 players: Ann leads g-red-1, Ben offers g-red-3 and g-blue-1, Ann keeps g-red-3 → digits (1, 3). */
function firstTurn(options: Record<string, unknown>): State {
  let s = start(2, options);
  s = giveHand(s, 0, ['g-red-1', 'g-green-6', 'g-blue-6']);
  s = giveHand(s, 1, ['g-red-3', 'g-blue-1', 'g-green-5']);
  s = act(s, { type: 'lead', card: 'g-red-1' });
  s = act(s, { type: 'offer', card: 'g-red-3' });
  s = act(s, { type: 'offer', card: 'g-blue-1' });
  return act(s, { type: 'keep', card: 'g-red-3' });
}

describe('balance cards: "どのプレイヤーもバランスカード1枚(または複数枚)を取得することを選択できます" (p.14)', () => {
  test('a seat may take several balance cards, each with its own side', () => {
    const s = firstTurn({ balance: [['section', 'section', 'coordinate'], 'none'] });
    expect(s.seats[0].balance).toEqual({ section: 2, coordinate: 1 });
    expect(s.seats[1].balance).toEqual({ section: 0, coordinate: 0 });
  });

  test('each card is used once: two route-section cards give two extra sections', () => {
    let s = firstTurn({ balance: [['section', 'section']] });
    s = act(s, { type: 'locate', location: locationIndex(0, 2) });
    s = act(s, { type: 'section', road: road(0, 2, 0, 1) });
    s = act(s, { type: 'extra', road: road(4, 6, 5, 6) });
    expect(legalOfType(s, 'extra').length).toBeGreaterThan(0);
    s = act(s, { type: 'extra', road: road(5, 6, 6, 6) });
    expect(s.seats[0].balance.section).toBe(0);
    expect(legalOfType(s, 'extra')).toEqual([]);
  });

  test('a seat takes at most 3 balance cards (our cap, keeps the game bounded)', () => {
    expect(optionsSchema.safeParse({ balance: [['section', 'section', 'coordinate', 'coordinate']] }).success).toBe(false);
    expect(optionsSchema.safeParse({ balance: ['section', ['coordinate']] }).success).toBe(true);
  });
});
