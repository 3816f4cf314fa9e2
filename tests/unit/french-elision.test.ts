/** French sentences elide "de"/"que" before a vowel when a typed name lands after them. */
import { describe, expect, test } from 'vitest';
import { frenchElision } from '../../src-shared/engine/message';

describe('frenchElision', () => {
  test('elides "de" and "que" before a name starting with a vowel', () => {
    expect(frenchElision('la boutique de Ann')).toBe("la boutique d'Ann");
    expect(frenchElision('En attente de Émile.')).toBe("En attente d'Émile.");
    expect(frenchElision('plus que Ines')).toBe("plus qu'Ines");
    expect(frenchElision('De Ann, 3 points')).toBe("D'Ann, 3 points");
  });

  test('leaves consonants, an initial h and words merely ending in "de" alone', () => {
    expect(frenchElision('la boutique de Bob')).toBe('la boutique de Bob');
    expect(frenchElision('le jeton de Hugo')).toBe('le jeton de Hugo');
    expect(frenchElision('un remède Ann')).toBe('un remède Ann');
    expect(frenchElision("d'or de 3 à 5")).toBe("d'or de 3 à 5");
  });
});
