/** En Route (digital play in Lanternport): options, state, actions and the per-seat view. */
import { z } from 'zod';
import type { Colour, IconicId } from './data';
import type { Trail, TrailScore } from './route/types';
import type { Message } from '../../engine/types';

const colour = z.enum(['red', 'green', 'blue']);
const balanceSide = z.enum(['section', 'coordinate']);

export const optionsSchema = z
  .object({
    /** Rulebook "簡略 / 中級 / フル": simple = no goals, no personal goals, no cafés; intermediate = no goal cards. */
    level: z.enum(['full', 'intermediate', 'simple']).default('full'),
    /** Iconic landmark ratings: standard (upgrades only) or advanced (the active player up- or downgrades). */
    ratings: z.enum(['standard', 'advanced']).default('standard'),
    /** 2 against 2, teammates sitting opposite (4 players only; ignored otherwise). */
    team: z.boolean().default(false),
    /** Solo challenge cell: PP to reach... */
    soloPp: z.number().int().min(0).max(300).default(75),
    /** ...and goal cards to achieve (capped at the goal cards in play). */
    soloGoals: z.number().int().min(0).max(3).default(1),
    /**
     * Balance cards per seat (by seat index): the side one card shows, none, or a list of sides when the seat
     * takes several (rulebook "バランスカード1枚(または複数枚)"; at most 3 per seat is our cap).
     */
    balance: z.array(z.union([balanceSide, z.literal('none'), z.array(balanceSide).max(3)])).max(4).default([]),
  })
  .strict();
export type Options = z.infer<typeof optionsSchema>;

export type Tourists = Record<Colour, number>;

export interface Deck {
  /** Shuffled part: its order is unknown, so a draw from it is a chance event (any card equally likely). */
  bag: string[];
  /** Cards put under the deck, in order; drawn only once the shuffled part is empty. */
  bottom: string[];
}

export interface PlayerState {
  board: number;
  hand: string[];
  goalChoices: string[];
  personalGoal: string | null;
  /** Per location (y * 6 + x): tourists marked there, or null when empty. */
  tourists: (Tourists | null)[];
  /** Road keys in the order drawn. */
  sections: string[];
  cafesVisited: string[];
  cafesUsed: string[];
  balance: { section: number; coordinate: number };
  refreshed: boolean;
  /** The final route once chosen. */
  finalTrail: Trail | null;
}

export type RoundKind = 'normal' | 'starting' | 'solo';

export type SelectStep = 'lead' | 'offer' | 'keep' | 'rate' | 'secret' | 'sequence' | 'done';

export interface RoundState {
  number: number;
  kind: RoundKind;
  active: number | null;
  step: SelectStep;
  led: string | null;
  /** Face-down offers (face up in team mode), in offering order. */
  offers: { seat: number; card: string }[];
  /** Seats still to offer, in order. */
  offerers: number[];
  /** The two round cards (normal and solo rounds). */
  roundCards: string[];
  /** Starting rounds: every card placed, and each seat's chosen pair per starting round. */
  placed: { seat: number; card: string }[];
  picks: (string[] | null)[];
  /** Advanced ratings: iconic symbols still to up- or downgrade, by the active player. */
  rateQueue: IconicId[];
  /** Drawing phase order and who is next. */
  drawOrder: number[];
  drawIndex: number;
}

export interface TurnState {
  seat: number;
  step: 'pick' | 'location' | 'route';
  /** Coordinate changes applied to round card 0 and 1 this turn. */
  shifts: [number, number];
  location: number | null;
  fallback: boolean;
  main: string[];
  /** Tourist cafés reached this turn, still usable now (instant bonus). */
  touristCafes: string[];
  cards: string[];
}

export type ChanceItem =
  | { kind: 'goal'; deck: 'A' | 'B' | 'C' }
  | { kind: 'personal'; seat: number }
  | { kind: 'deal'; seat: number }
  | { kind: 'sequence'; position: number }
  | { kind: 'shuffle' };

export type Phase = 'setup' | 'personal' | 'select' | 'draw' | 'upkeep' | 'final' | 'over';

export interface State {
  options: Options;
  names: string[];
  players: number;
  team: boolean;
  phase: Phase;
  chance: ChanceItem[];
  deck: Deck;
  discard: string[];
  goals: string[];
  personalPool: string[];
  ratings: Record<IconicId, number>;
  seats: PlayerState[];
  round: RoundState;
  turn: TurnState | null;
  /** Solo card sequence: card per position (null once taken) and whether it is face up. */
  sequence: { card: string | null; faceUp: boolean }[];
  /** Which seat chooses its personal goal / final route next. */
  cursor: number;
  /** Final phase: the route being built by the current seat, and the proposed optimal route. */
  building: Trail | null;
  /** `reason`: the explanation in the reader's language (games saved before it have the English only). */
  proposal: { trail: Trail; value: number; score: TrailScore; optimal: boolean; explanation: string; reason?: Message } | null;
}

const road = z.string().regex(/^\d{1,3}-\d{1,3}$/);
const point = z.object({ x: z.number().int().min(0).max(6), y: z.number().int().min(0).max(6) }).strict();

export const actionSchema = z.discriminatedUnion('type', [
  // chance
  z.object({ type: z.literal('revealGoal'), card: z.string() }).strict(),
  z.object({ type: z.literal('dealGoal'), goal: z.string() }).strict(),
  z.object({ type: z.literal('deal'), card: z.string() }).strict(),
  z.object({ type: z.literal('layOut'), card: z.string() }).strict(),
  // setup
  z.object({ type: z.literal('keepGoal'), goal: z.string() }).strict(),
  // card selection
  z.object({ type: z.literal('refresh'), cards: z.array(z.string()).min(1).max(3) }).strict(),
  z.object({ type: z.literal('lead'), card: z.string() }).strict(),
  z.object({ type: z.literal('offer'), card: z.string() }).strict(),
  z.object({ type: z.literal('keep'), card: z.string() }).strict(),
  z.object({ type: z.literal('rate'), iconic: z.enum(['clocktower', 'glasshouse', 'lighthouse']), change: z.enum(['up', 'down', 'stay']) }).strict(),
  z.object({ type: z.literal('place'), card: z.string() }).strict(),
  z.object({ type: z.literal('takeFromSequence'), position: z.number().int().min(0).max(9) }).strict(),
  // drawing
  z.object({ type: z.literal('pick'), cards: z.array(z.string()).length(2) }).strict(),
  z.object({ type: z.literal('shift'), card: z.union([z.literal(0), z.literal(1)]), delta: z.union([z.literal(1), z.literal(-1)]) }).strict(),
  z.object({ type: z.literal('locate'), location: z.number().int().min(0).max(35), colour: colour.optional() }).strict(),
  z.object({ type: z.literal('section'), road }).strict(),
  z.object({ type: z.literal('extra'), road }).strict(),
  z.object({ type: z.literal('cafeTourist'), cafe: z.string() }).strict(),
  z.object({ type: z.literal('endTurn') }).strict(),
  // final route
  z.object({ type: z.literal('acceptOptimal') }).strict(),
  z.object({ type: z.literal('routeStart'), at: point }).strict(),
  z.object({ type: z.literal('routeStep'), road }).strict(),
  z.object({ type: z.literal('routeDone') }).strict(),
]);
export type Action = z.infer<typeof actionSchema>;

/** What one seat may see of another seat's board. */
export interface PublicPlayer {
  board: number;
  handSize: number;
  /** Null while the starting rounds are secret. */
  tourists: (Tourists | null)[] | null;
  sections: string[] | null;
  cafesVisited: string[] | null;
  cafesUsed: string[] | null;
  balance: { section: number; coordinate: number };
  refreshed: boolean;
  finalTrail: Trail | null;
  /** Only the viewer's own, or everyone's once the game is scored. */
  personalGoal: string | null;
  hand: string[] | null;
  goalChoices: string[] | null;
}

export interface View {
  options: Options;
  names: string[];
  players: number;
  team: boolean;
  phase: Phase;
  viewer: number | null;
  deckSize: number;
  discard: string[];
  goals: string[];
  ratings: Record<IconicId, number>;
  round: {
    number: number;
    kind: RoundKind;
    active: number | null;
    step: SelectStep;
    led: string | null;
    /** Card ids of offers the viewer may see; 'hidden' for face-down ones. */
    offers: { seat: number; card: string }[];
    roundCards: string[];
    placed: { seat: number; card: string }[];
    rateQueue: IconicId[];
    drawOrder: number[];
    drawIndex: number;
  };
  /** The viewer's own turn in progress (or any turn once boards are public). */
  turn: TurnState | null;
  /** The round cards' digits as the viewer's turn sees them (after coordinate changes). */
  digits: number[] | null;
  sequence: { card: string | null; faceUp: boolean }[];
  seats: PublicPlayer[];
  building: Trail | null;
  proposal: State['proposal'];
}
