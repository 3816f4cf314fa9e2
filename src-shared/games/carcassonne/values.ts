/**
 * What features are worth (reference §1.5, current rules), apart from the scoring code so the rules reference
 * in the renderer can show the very numbers the engine scores with.
 */
import type { Feature } from './board';

/** Completed: road 1 per tile, city 2 per tile and per pennant, monastery 9. */
export function completedValue(kind: Feature['kind'], tiles: number, pennants: number): number {
  if (kind === 'road') return tiles;
  if (kind === 'city') return 2 * (tiles + pennants);
  if (kind === 'monastery') return 9;
  return 0;
}

/**
 * Incomplete at the end (or swept by Road Sweeper): road 1 per tile, city 1 per tile and per pennant,
 * monastery 1 + neighbours; fields 3 per adjacent completed city (`size` = those cities).
 */
export function incompleteValue(kind: Feature['kind'], size: number, pennants: number): number {
  if (kind === 'city') return size + pennants;
  if (kind === 'field') return 3 * size;
  return size;
}
