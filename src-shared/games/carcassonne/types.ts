/** State, actions, options and view of Carcassonne with The Gifts. Rules-free: the renderer may import it. */
import { z } from 'zod';
import { GIFT_CARDS, TILE_LETTERS, type GiftCard, type HeldGift, type TileLetter } from './data';
import type { Board, PlacedTile } from './board';
import type { SegmentKind } from './geometry';

export const optionsSchema = z
  .object({
    /** The Gifts expansion (on by default, as the issue asks). */
    gifts: z.boolean().default(true),
  })
  .strict();
export type Options = z.infer<typeof optionsSchema>;

/**
 * One turn: chance `draw` → optional `open` (+ its effect, or a second `draw` for Take 2) → `place` →
 * chance `gift` if the placement earned one → `meeple` or `pass` (skipped when there is no choice).
 */
export type Phase = 'draw' | 'place' | 'effect' | 'secondTile' | 'gift' | 'follower' | 'over';

export const CATEGORIES = ['roads', 'cities', 'monasteries', 'fields', 'gifts'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Points = Record<Category, number>;

export interface Meeple {
  seat: number;
  tile: number;
  /** Local segment index on that tile (see geometry.ts). */
  segment: number;
}

export type ScoringCause = 'completed' | 'roadSweeper' | 'cashOut' | 'final';

/** One scored feature, kept so the log, the UI and the tests can see what scored and why. */
export interface ScoringEvent {
  kind: SegmentKind | 'gifts';
  cause: ScoringCause;
  /** Tiles in the feature (for fields: completed cities touched). */
  size: number;
  pennants: number;
  points: number;
  seats: number[];
  /** Root segment id of the feature when it scored (unique per completed feature). */
  root: number;
}

export interface State {
  names: string[];
  gifts: boolean;
  board: Board;
  /** Tiles left in the face-down pile, by type. */
  pile: Record<TileLetter, number>;
  discarded: TileLetter[];
  seat: number;
  phase: Phase;
  /** Tiles drawn this turn (two after Take 2). */
  hand: TileLetter[];
  /** Gift opened this turn, if any (at most one per turn). */
  opened: GiftCard | null;
  /** Index of the tile placed this turn. */
  placed: number | null;
  meeples: Meeple[];
  points: Points[];
  /** Digital mode: the face-down deck by type. */
  giftDeck: Record<GiftCard, number>;
  giftDiscard: Record<GiftCard, number>;
  giftHands: HeldGift[][];
  /**
   * Assist mode: cards are drawn unseen by the app ('secret') and named only when opened, so nobody has
   * to show a secret card to the shared screen; `secretDeck` is then the deck's size.
   */
  secretGifts: boolean;
  secretDeck: number;
  events: ScoringEvent[];
  turn: number;
}

const letter = z.enum(TILE_LETTERS as [TileLetter, ...TileLetter[]]);
const card = z.enum(GIFT_CARDS);
const coord = z.number().int().min(-100).max(100);
const segment = z.number().int().min(0).max(9);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('draw'), tile: letter }).strict(),
  z.object({ type: z.literal('open'), card }).strict(),
  z.object({ type: z.literal('synod'), x: coord, y: coord }).strict(),
  z.object({ type: z.literal('sweep'), x: coord, y: coord, segment }).strict(),
  z.object({ type: z.literal('cashOut'), x: coord, y: coord, segment }).strict(),
  z.object({ type: z.literal('changePosition'), x: coord, y: coord, from: segment, to: segment }).strict(),
  z.object({ type: z.literal('place'), tile: letter, x: coord, y: coord, r: z.number().int().min(0).max(3) }).strict(),
  /** 'none' (assist mode only): the engine found a gift earned but the table drew no card (issue 22). */
  z.object({ type: z.literal('gift'), card: z.enum([...GIFT_CARDS, 'secret', 'none']) }).strict(),
  z.object({ type: z.literal('meeple'), segment }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
]);
export type Action = z.infer<typeof actionSchema>;

/** A feature holding meeples, as the UI shows it on hover. */
export interface OccupiedFeature {
  kind: SegmentKind;
  /** [tile index, local segment] of every segment in it. */
  segments: [number, number][];
  complete: boolean;
  /** What it would score now if the game ended (fields: 3 per completed city). */
  pointsNow: number;
  /** Seats with the majority. */
  owners: number[];
  meeples: number[];
}

export interface View {
  names: string[];
  gifts: boolean;
  tiles: PlacedTile[];
  pile: Record<TileLetter, number>;
  pileSize: number;
  discarded: TileLetter[];
  seat: number;
  phase: Phase;
  hand: TileLetter[];
  opened: GiftCard | null;
  placed: number | null;
  meeples: Meeple[];
  supply: number[];
  points: Points[];
  totals: number[];
  giftDeckSize: number;
  giftDiscard: Record<GiftCard, number>;
  giftHandSizes: number[];
  /** The viewer's own gift cards; null for an observer. */
  myGifts: HeldGift[] | null;
  /** Every seat's gift cards once the game is over (nothing is secret then); null while it runs. */
  revealedGifts: HeldGift[][] | null;
  occupied: OccupiedFeature[];
  events: ScoringEvent[];
  turn: number;
}
