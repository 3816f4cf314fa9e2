/**
 * Seat colours are hex values chosen by each game; people choose them by name ("red", "赤", "rouge").
 * The name is the nearest of a few plain colour words, so a game's exact shade needs no translation.
 */
const NAMED: readonly [key: ColourWord, r: number, g: number, b: number][] = [
  ['red', 211, 47, 47],
  ['blue', 21, 101, 192],
  ['green', 46, 125, 50],
  ['yellow', 249, 168, 37],
  ['black', 33, 33, 33],
  ['white', 245, 245, 245],
  ['grey', 138, 143, 152],
  ['purple', 123, 79, 168],
  ['orange', 239, 108, 0],
  ['pink', 216, 27, 96],
  ['brown', 121, 85, 72],
];

export type ColourWord = 'red' | 'blue' | 'green' | 'yellow' | 'black' | 'white' | 'grey' | 'purple' | 'orange' | 'pink' | 'brown';

export function colourWord(hex: string): ColourWord {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return 'grey';
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h, 16));
  let best: ColourWord = 'grey';
  let bestDistance = Infinity;
  for (const [word, nr, ng, nb] of NAMED) {
    const distance = (r - nr) ** 2 + (g - ng) ** 2 + (b - nb) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [word, distance];
  }
  return best;
}
