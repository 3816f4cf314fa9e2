/** Shared label helpers for Carcassonne's renderer. */
import type { TileLetter } from '../../../src-shared/games/carcassonne/data';
import { segmentsOf } from '../../../src-shared/games/carcassonne/geometry';
import type { Translate } from '../types';
import { tileArt } from './tile-art';

export const NS = 'games.carcassonne';

export function kindName(kind: string, t: Translate): string {
  return t(`${NS}.kind.${kind}`);
}

const ARROWS = ['→', '↘', '↓', '↙', '←', '↖', '↑', '↗'];

/**
 * A segment's name, e.g. "field ↗": the arrow (where its meeple spot lies from the tile's centre) is only
 * added when the tile has several segments of that kind, so two fields on one tile read differently.
 */
export function segmentName(letter: TileLetter, rotation: number, segment: number, t: Translate): string {
  const segments = segmentsOf(letter, rotation);
  const kind = segments[segment]?.kind;
  if (!kind) return '?';
  if (segments.filter((s) => s.kind === kind).length < 2) return kindName(kind, t);
  const [x, y] = tileArt(letter, rotation).anchors[segment];
  const angle = Math.atan2(y - 50, x - 50);
  const arrow = ARROWS[(Math.round(angle / (Math.PI / 4)) + 8) % 8];
  return `${kindName(kind, t)} ${arrow}`;
}
