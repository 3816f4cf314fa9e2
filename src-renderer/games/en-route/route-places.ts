/**
 * Places on the route calculator's map in the sheet's own terms: a location by the column and row printed
 * around the map, a road by the locations on either side of it (or the one it crosses, for a diagonal), an
 * intersection as a location's corner. The map's grid numbers (intersections counted from the top-left
 * corner) never reach a label. North is the top of the map; columns and rows count from 1.
 */
import type { Intersection } from '../../../src-shared/games/en-route/route/types';
import { MAP_HEIGHT } from '../../../src-shared/games/en-route/route/city-route';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

const square = (tr: Translate, col: number, row: number) => tr('location', { col, row });

/** A road between intersections `a` and `b` on a map `width` locations wide. */
export function roadPlace(tr: Translate, a: Intersection, b: Intersection, width: number): string {
  const inside = (col: number, row: number) => col >= 1 && row >= 1 && col <= width && row <= MAP_HEIGHT;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  if (a.x !== b.x && a.y !== b.y) {
    // A diagonal crosses one location: from its north-west corner down, or from its south-west corner up.
    const down = (a.x < b.x) === (a.y < b.y);
    return tr('across', { of: square(tr, x + 1, y + 1), dir: tr(down ? 'dir_down' : 'dir_up') });
  }
  const horizontal = a.y === b.y;
  // The two locations the road runs between: above and below a horizontal one, left and right of a vertical one.
  const first: [number, number] = horizontal ? [x + 1, y] : [x, y + 1];
  const second: [number, number] = horizontal ? [x + 1, y + 1] : [x + 1, y + 1];
  if (inside(...first) && inside(...second)) return tr('between', { a: square(tr, ...first), b: square(tr, ...second) });
  if (inside(...first)) return tr('edge', { side: tr(horizontal ? 'side_S' : 'side_E'), of: square(tr, ...first) });
  return tr('edge', { side: tr(horizontal ? 'side_N' : 'side_W'), of: square(tr, ...second) });
}

/** An intersection as the corner of a location next to it. */
export function cornerPlace(tr: Translate, at: Intersection, width: number): string {
  const around: [number, number, string][] = [
    [at.x + 1, at.y + 1, 'corner_NW'], [at.x, at.y + 1, 'corner_NE'], [at.x + 1, at.y, 'corner_SW'], [at.x, at.y, 'corner_SE'],
  ];
  const [col, row, corner] = around.find(([c, r]) => c >= 1 && r >= 1 && c <= width && r <= MAP_HEIGHT)!;
  return tr('corner', { corner: tr(corner), of: square(tr, col, row) });
}
