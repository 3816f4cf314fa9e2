/**
 * Facts the sources do not confirm, in one place (each can be corrected in the score sheet's input).
 */

/**
 * Paris diversity PP for 0, 1, 2, ... runs of three colours. The rulebook says PP depend on the number of
 * runs but the track is printed on the Paris board, which is not public. Default: no PP until the players
 * enter the printed track (`diversityTable` in the input); the example uses illustrative values.
 */
export const DIVERSITY_TABLE_DEFAULT: readonly number[] = [0];

/** Illustrative track used only by the Paris example sheet (NOT the printed one). */
export const DIVERSITY_TABLE_EXAMPLE: readonly number[] = [0, 3, 7, 12, 18];
