/** Paris Paris: the heading of the choice below the board says what is chosen, and evicting your own shop says it comes back. */
import { describe, expect, test } from 'vitest';
import { choiceKind, evictKey } from '../../src-renderer/games/paris-paris/choice';
import { messages } from '../../src-shared/games/paris-paris/messages';

describe('Paris Paris choice below the board', () => {
  test('two colours at one stop is a colour choice, not "whose shop is evicted"', () => {
    expect(choiceKind([{ type: 'pick', stop: 'opera', line: 'red', }, { type: 'pick', stop: 'opera', line: 'blue' }])).toBe('colour');
    expect(messages.en.ui.choice.colour).toBe('Tiles of two lines here: which colour do you take?');
  });

  test('a full stop is an eviction choice; with two colours as well, both are named', () => {
    expect(choiceKind([{ type: 'pick', stop: 'opera', line: 'red', evict: 0 }, { type: 'pick', stop: 'opera', line: 'red', evict: 1 }])).toBe('evict');
    expect(choiceKind([{ type: 'pick', stop: 'opera', line: 'red', evict: 0 }, { type: 'pick', stop: 'opera', line: 'blue', evict: 0 }])).toBe('colourAndEvict');
  });

  test('evicting your own shop says it comes back to you; others go back (2 players) or into the bag', () => {
    expect(evictKey(1, 1, 3)).toBe('evictOwn');
    expect(evictKey(0, 1, 2)).toBe('evictReturns');
    expect(evictKey(0, 1, 3)).toBe('evictToBag');
    expect([messages.en.ui.evictOwn, messages.ja.ui.evictOwn, messages.fr.ui.evictOwn]).toEqual([
      'evict your own shop (it comes back to you)',
      '自分の商店を追い出す（自分の手元に戻ります）',
      'chasser votre propre boutique (elle vous revient)',
    ]);
  });
});
