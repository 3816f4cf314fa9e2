/**
 * What the two En Route maps (the game's city map and the route calculator's map of a printed city) draw the same
 * way: a grid of locations with their landmarks and tourists, the streets between them, and the digits around it.
 * Each map keeps its own proportions (`GridGeometry`); `MapGrid.vue` draws from them.
 */
import type { Intersection } from '../../../src-shared/games/en-route/route/types';

export type ShapeColour = 'red' | 'green' | 'blue' | 'purple';

/** Landmark colours on both maps (the calculator's grey is the game's iconic landmark). */
export const LANDMARK_FILL: Record<string, string> = {
  red: '#ef9a9a', green: '#a5d6a7', blue: '#90caf9', purple: '#cdb4e6', yellow: '#ffe082',
  grey: '#b0bec5', iconic: '#b0bec5', historic: '#bcaaa4', modern: '#b0bec5',
};

/** Sizes in SVG units; offsets are from a location's top-left corner. */
export interface GridGeometry {
  /** A location's side, and the margin around the map. */
  cell: number;
  pad: number;
  /** How far a location's square stands in from the streets, its corner radius, its background and border. */
  inset: number;
  radius: number;
  blank: string;
  border: number;
  badge: { x: number; y: number; size: number };
  /** The specialised landmark's shape in the top-right corner. */
  shape: { x: number; y: number; size: number };
  /** Tourists along the bottom: one shape per colour, `step` apart. */
  tourists: { x: number; y: number; size: number; step: number };
  /** The digits above the columns (`colY` above the map) and beside the rows (`rowX` left of it, `rowY` below a row's middle). */
  digits: { size: number; colY: number; rowX: number; rowY: number };
}

export const PLAY_GRID: GridGeometry = {
  cell: 84, pad: 46, inset: 5, radius: 8, blank: 'var(--bg)', border: 2,
  badge: { x: 12, y: 26, size: 16 },
  shape: { x: 84 - 26, y: 12, size: 14 },
  tourists: { x: 10, y: 84 - 36, size: 22, step: 24 },
  digits: { size: 22, colY: -14, rowX: -20, rowY: 8 },
};

export const CALCULATOR_GRID: GridGeometry = {
  cell: 72, pad: 40, inset: 4, radius: 6, blank: 'var(--panel)', border: 1,
  badge: { x: 10, y: 24, size: 15 },
  shape: { x: 72 - 26, y: 10, size: 16 },
  tourists: { x: 6, y: 72 - 30, size: 20, step: 21 },
  digits: { size: 18, colY: -12, rowX: -18, rowY: 7 },
};

/** Map coordinate (a location's column or row from 0, or an intersection's) to SVG units. */
export function gridPx(geometry: GridGeometry): (v: number) => number {
  return (v) => geometry.pad + v * geometry.cell;
}

export interface GridCell {
  key: string | number;
  /** Column and row from 0. */
  x: number;
  y: number;
  /** The landmark's colour (`LANDMARK_FILL`), a value written on it, a specialised landmark's shape. */
  fill?: string;
  badge?: string;
  shape?: ShapeColour;
  tourists: { colour: ShapeColour; count?: number }[];
  /** Its name in words (the map's own terms), on hover and for assistive technology. */
  label: string;
  clickable: boolean;
  selected?: boolean;
  /** Further attributes of the location's square (role, test ids, rules text on hover). */
  attrs?: Record<string, string | number | undefined>;
}

export interface GridStreet {
  key: string;
  a: Intersection;
  b: Intersection;
  diagonal?: boolean;
}

/** A digit printed beside the map; `hot` when the round's coordinates point at it. */
export interface GridDigit {
  text: string | number;
  hot?: boolean;
}
