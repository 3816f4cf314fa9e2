/**
 * How a seat looks on every board: a colour-blind-safe fill and a shape of its own, so two seats never
 * differ by hue alone. This module owns both; boards draw seats only through it (SeatMark.vue).
 *
 * Seats keep the colour word their players chose (the colour of their pieces in the box: "red",
 * "green"…); on screen that word is drawn in its Okabe-Ito equivalent (Okabe & Ito, "Color Universal
 * Design", 2008), whose eight colours stay distinct under protanopia, deuteranopia and tritanopia.
 */
import { colourWord, type ColourWord } from './colour-name';

/** Okabe-Ito: the colour-blind-safe colour drawn for each plain colour word. */
export const OKABE_ITO: Record<ColourWord, string> = {
  red: '#D55E00', // vermillion
  blue: '#0072B2',
  green: '#009E73', // bluish green
  yellow: '#F0E442',
  black: '#000000',
  white: '#FFFFFF',
  grey: '#8A8F98',
  purple: '#CC79A7', // reddish purple
  orange: '#E69F00',
  pink: '#CC79A7',
  brown: '#8C5A2B',
};

export const SEAT_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'hexagon', 'star'] as const;
export type SeatShape = (typeof SEAT_SHAPES)[number];

export function seatShape(seat: number): SeatShape {
  return SEAT_SHAPES[((seat % SEAT_SHAPES.length) + SEAT_SHAPES.length) % SEAT_SHAPES.length];
}

/** The colour drawn for a seat whose chosen colour is `hex`. */
export function seatFill(hex: string): string {
  return OKABE_ITO[colourWord(hex)];
}

/** Black or white, whichever reads on the seat's fill (for a number drawn on a piece). */
export function inkOn(fill: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(fill);
  if (!m) return '#000000';
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h, 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.18 ? '#000000' : '#FFFFFF';
}

const round = (n: number) => Math.round(n * 100) / 100;

function polygon(cx: number, cy: number, r: number, corners: number, turn: number): string {
  const points = Array.from({ length: corners }, (_, i) => {
    const angle = turn + (i * 2 * Math.PI) / corners;
    return `${round(cx + r * Math.cos(angle))},${round(cy + r * Math.sin(angle))}`;
  });
  return `M${points.join(' L')} Z`;
}

function star(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const reach = i % 2 === 0 ? r : r * 0.48;
    return `${round(cx + reach * Math.cos(angle))},${round(cy + reach * Math.sin(angle))}`;
  });
  return `M${points.join(' L')} Z`;
}

/** An SVG path of `shape` centred on (cx, cy) filling about the same area as a circle of radius r. */
export function shapePath(shape: SeatShape, cx: number, cy: number, r: number): string {
  switch (shape) {
    case 'circle':
      return `M${round(cx - r)},${cy} a${r},${r} 0 1,0 ${round(2 * r)},0 a${r},${r} 0 1,0 ${round(-2 * r)},0 Z`;
    case 'square':
      return polygon(cx, cy, r * 1.25, 4, Math.PI / 4);
    case 'triangle':
      return polygon(cx, cy + r * 0.2, r * 1.45, 3, -Math.PI / 2);
    case 'diamond':
      return polygon(cx, cy, r * 1.3, 4, 0);
    case 'hexagon':
      return polygon(cx, cy, r * 1.12, 6, 0);
    case 'star':
      return star(cx, cy, r * 1.45);
  }
}
