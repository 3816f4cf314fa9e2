/** State, actions, options and view of Paris Paris. */
import { z } from 'zod';
import { addProblem } from '../../engine/validation';
import { boardInputProblems, boardSchema, type BoardData } from './board';

export const optionsSchema = z
  .object({
    /**
     * Small tour at an empty intersection: the Japanese rulebook searches both lines ('both-lines');
     * one online edition searches only the line of the leftover tile's colour ('tile-line').
     */
    smallTourLines: z.enum(['both-lines', 'tile-line']).default('both-lines'),
    /**
     * Grand tour: the Japanese rulebook scores adjacent shops only for players who also have a shop at
     * the intersection ('owners-at-intersection'); 'all-adjacent' scores every adjacent shop.
     */
    grandTourAdjacent: z.enum(['owners-at-intersection', 'all-adjacent']).default('owners-at-intersection'),
    /** A group's own board (from the board editor); absent means the reconstructed board. */
    board: boardSchema.optional(),
  })
  .strict()
  .superRefine((options, ctx) => {
    if (!options.board) return;
    for (const problem of boardInputProblems(options.board, ['board'])) addProblem(ctx, problem);
  });

export type Options = z.infer<typeof optionsSchema>;

/** A stop tile: the stop it names and its colour (the line it belongs to). */
export interface Tile {
  stop: string;
  line: string;
}

export const tileKey = (tile: Tile): string => `${tile.stop}|${tile.line}`;

/** Points a seat earned at one stop during a tour, and why. */
export interface StopScore {
  seat: number;
  points: number;
  /** 'shop': own shops at the visited stop; 'adjacent': shops next to the intersection. */
  kind: 'shop' | 'adjacent';
  /** Where the shops that scored stand. */
  stops: string[];
}

/** One stop of a tour, in the order the bus visits them (drives the board's bus animation). */
export interface TourVisit {
  stop: string;
  scores: StopScore[];
}

export interface TourEvent {
  kind: 'small' | 'grand' | 'special';
  /** The line driven (grand, special) or the leftover tile's colour (small). */
  line: string;
  /** Small tour: the leftover tile's stop. */
  stop: string | null;
  visits: TourVisit[];
  /** Points per seat from this tour. */
  totals: number[];
  /** Special run: whose marker it was (null for the open marker at 2 players). */
  markerOf: number | null;
}

export type Phase = 'deal-markers' | 'open-marker' | 'reveal' | 'pick' | 'reveal-markers' | 'over';

/** Points and how many times they were earned, per seat, by category. */
export interface Tally {
  points: number[];
  /** Tours in which each seat scored. */
  times: number[];
  /** Tours run in this category. */
  runs: number;
}

export interface State {
  names: string[];
  players: number;
  mode: 'digital' | 'assist';
  smallTourLines: Options['smallTourLines'];
  grandTourAdjacent: Options['grandTourAdjacent'];
  /** The group's board, or null for the reconstruction (kept out of every snapshot). */
  customBoard: BoardData | null;
  phase: Phase;
  /** 1-based round number. */
  round: number;
  /** Seat holding the bus (start player of the round). */
  startPlayer: number;
  /** Face-down tiles not yet revealed, by tileKey. */
  pool: Record<string, number>;
  /** This round's revealed tiles still on the table. */
  revealed: Tile[];
  /** Picks made this round. */
  picks: number;
  /** Leftover tiles on the P spaces (null = free). */
  pSpaces: (Tile | null)[];
  /** Owners of the shops at each stop, in the order they were placed. */
  shops: Record<string, number[]>;
  supply: number[];
  bag: number[];
  /** Secret special-run marker per seat (null while unknown to the app, e.g. assist mode before the end). */
  markers: (string | null)[];
  /** At 2 players, the face-up marker. */
  openMarker: string | null;
  /** Scores by category: 'small', 'grand:<line>', 'special:<line>', 'bag'. */
  tally: Record<string, Tally>;
  /** Tours run by the last round end (or the end of the game), for the board's animation and the log. */
  lastTours: TourEvent[];
  /** Counts how many times lastTours was set, so the board animates each batch once. */
  tourSerial: number;
  /** Picks made without a shop because the picker's supply was empty. */
  emptyPicks: number;
}

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('deal-markers'), secret: z.array(z.string()).min(2).max(4), open: z.string().nullable() }).strict(),
  z.object({ type: z.literal('open-marker'), line: z.string() }).strict(),
  z.object({ type: z.literal('reveal'), stop: z.string(), line: z.string() }).strict(),
  z.object({ type: z.literal('pick'), stop: z.string(), line: z.string(), evict: z.number().int().min(0).max(3).optional() }).strict(),
  z.object({ type: z.literal('reveal-marker'), seat: z.number().int().min(0).max(3), line: z.string() }).strict(),
]);

export type Action = z.infer<typeof actionSchema>;

/** What a seat (or an observer) may see. */
export interface View {
  board: BoardData;
  names: string[];
  players: number;
  mode: 'digital' | 'assist';
  phase: Phase;
  round: number;
  startPlayer: number;
  /** Who picks next in the pick phase. */
  picker: number | null;
  revealed: Tile[];
  /** Tiles per round and how many of this round are still to be revealed. */
  stackSize: number;
  toReveal: number;
  stacksLeft: number;
  /** Face-down tiles left, by tileKey: public, since every revealed tile was seen. */
  pool: Record<string, number>;
  pSpaces: (Tile | null)[];
  shops: Record<string, number[]>;
  supply: number[];
  /** The bag may not be looked into: only its total is shown until the end. */
  bagTotal: number;
  bag: number[] | null;
  /** The viewer's own secret marker (null for others and observers). */
  myMarker: string | null;
  openMarker: string | null;
  /** Everyone's markers once revealed at the end. */
  revealedMarkers: (string | null)[];
  points: number[];
  lastTours: TourEvent[];
  tourSerial: number;
  options: { smallTourLines: Options['smallTourLines']; grandTourAdjacent: Options['grandTourAdjacent'] };
}
