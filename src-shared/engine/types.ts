/**
 * The one contract every game implements (modelled on OpenSpiel's Game/State and boardgame.io's Game).
 * Engines are pure: no I/O, no clock, no Math.random. A match is its setup plus its action log.
 */
import type { z } from 'zod';
import type { Seed } from './rng';
import type { UndoLog } from './undo-log';

export const GAME_IDS = ['paris', 'paris-paris', 'en-route', 'carcassonne'] as const;
export type GameId = (typeof GAME_IDS)[number];

export type SeatIndex = number;
/** Who must act next: a seat, the dealer of randomness, or nobody because the game is over. */
export type Actor = SeatIndex | 'chance' | 'terminal';
export type MatchMode = 'digital' | 'assist';

/**
 * Text shown to people. `text` is English and always present (CLI, logs, fallback);
 * `key` + `params` let the renderer translate it (vue-i18n key under the game's namespace).
 */
export interface Message {
  text: string;
  key?: string;
  params?: Record<string, string | number>;
}

/**
 * What one seat keeps from the others right now:
 * - 'none': nothing (Carcassonne without The Gifts);
 * - 'held': secrets it need not see to act (Paris Paris's special-run marker): the table shows the public
 *   screen and the seat looks at its secret on request;
 * - 'acting': its screen must show its secrets for it to act (a hand of cards, money behind a screen), so in
 *   hot-seat play the device is handed over before its turn.
 */
export type SeatPrivacy = 'none' | 'held' | 'acting';

export interface GameMeta {
  id: GameId;
  /** Proper name of the game; not translated. */
  name: string;
  minPlayers: number;
  maxPlayers: number;
  hasChance: boolean;
  hasHiddenInformation: boolean;
  /** Seat colours offered by the new-game dialog, in box order. */
  colours: readonly string[];
  /** A proven upper bound on the number of actions (chance included) in one game: random play must end. */
  maxActions(players: number): number;
}

export interface SetupContext {
  players: number;
  /** Display names by seat, so scores and tie-breaks can explain themselves in words. */
  names: string[];
  seed: Seed;
  mode: MatchMode;
}

export interface ChanceOutcome<Action> {
  action: Action;
  /** Relative probability, e.g. the number of identical tiles left in the bag. */
  weight: number;
}

export interface ScoreLine {
  /** Stable id of the scoring category, e.g. 'roads' or 'district:marais'. */
  category: string;
  label: Message;
  points: number;
  /** Why these points, in words. */
  reason: Message;
}

export interface SeatScore {
  seat: SeatIndex;
  total: number;
  breakdown: ScoreLine[];
  /** 1-based; shared places skip the next ones (1, 1, 3). */
  rank: number;
  winner: boolean;
}

export interface TieBreak {
  /** Seats that were level before this rule was applied. */
  seats: SeatIndex[];
  /** The rank being decided. */
  rank: number;
  /** Name of the rule, e.g. 'most francs'. */
  rule: Message;
  /** What the rule found, e.g. 'Anna has 7 francs, Ben 4: Anna wins the tie'. */
  explanation: Message;
  /** False when the rule could not separate them and the place is shared. */
  decided: boolean;
}

export interface ScoreReport {
  seats: SeatScore[];
  tieBreaks: TieBreak[];
  /** False while the game is still running (a provisional score). */
  final: boolean;
  /**
   * True while the scores are secret (En Route's starting rounds): totals and ranks say nothing then, so
   * screens show the breakdown's reason instead of numbers.
   */
  hidden?: boolean;
}

/** End-state entry for tabletop assist and the `score` CLI: one zod schema, one scorer. */
export interface EndStateScorer<Input> {
  /** Must accept `{ game: '<id>', players: [{ name }...], ... }`. */
  schema: z.ZodType<Input>;
  score(input: Input): ScoreReport;
  /** A complete, realistic example input (used in docs, tests and the UI's "load example"). */
  example: Input;
}

export interface GameDefinition<State = unknown, Action = unknown, Options = unknown, View = unknown, EndState = unknown> {
  meta: GameMeta;
  /** Parsing fills in defaults, so `optionsSchema.parse({})` is the default game. */
  optionsSchema: z.ZodType<Options>;
  actionSchema: z.ZodType<Action>;
  setup(options: Options, ctx: SetupContext): State;
  currentActor(state: State): Actor;
  /** Deterministic order. For a chance node: every possible outcome (what assist mode offers to pick). */
  legalActions(state: State): Action[];
  /** Only called when currentActor is 'chance'. */
  chanceOutcomes(state: State): ChanceOutcome<Action>[];
  /**
   * Optional: the outcome that `roll` (in [0, 1)) picks from chanceOutcomes by weight, as drawChance picks it,
   * found without listing the outcomes (random playouts draw at every chance node). Must give exactly that pick.
   */
  pickChance?(state: State, roll: number): Action;
  /** Optional fast legality check; the default compares against legalActions by canonical JSON. */
  isLegal?(state: State, action: Action): boolean;
  /** Pure: returns a new state. Only called with legal actions. */
  reduce(state: State, action: Action): State;
  /**
   * Optional apply/undo path for callers that own their state outright (random playouts, a search's own
   * copy): see InPlacePath. Must give exactly the states `reduce` gives.
   */
  inPlace?: InPlacePath<State, Action>;
  /** What `viewer` may see; null is a public observer. Must hold no other seat's secrets. */
  view(state: State, viewer: SeatIndex | null): View;
  /** What `seat` keeps from the others in `state` (decides hand-offs; see SeatPrivacy). */
  privacy(state: State, seat: SeatIndex): SeatPrivacy;
  /** One log line for `action` taken in `before`, as `viewer` may see it (hide secrets here too). */
  describeAction(before: State, action: Action, viewer: SeatIndex | null): Message;
  /** Provisional while running, final once over. */
  score(state: State): ScoreReport;
  /**
   * Undo may never cross this action (besides chance actions and turn changes, which are always barriers):
   * e.g. an action that revealed hidden information to the actor.
   */
  isUndoBarrier?(before: State, action: Action, after: State): boolean;
  endState: EndStateScorer<EndState>;
  /** Calculators by name, reached through the `game:calculate` channel. */
  calculators?: Record<string, GameCalculator>;
}

/**
 * A calculator a game offers beside play (e.g. En Route's proven-best final route for sections copied
 * from a real board). It runs in main like every rule: the renderer sends the input and shows the result.
 */
export interface GameCalculator<Input = unknown, Output = unknown> {
  schema: z.ZodType<Input>;
  run(input: Input): Output;
}

/**
 * Where copying part of the state per action is what makes an engine slow (a board grown tile by tile),
 * a game may offer to change that part in place for a caller that owns it, and to undo the change.
 * `reduce` stays pure for everyone else (the match service, replays, the UI).
 */
export interface InPlacePath<State, Action> {
  /** A copy whose changeable parts belong to the caller alone (shares only what `apply` never changes). */
  own(state: State): State;
  /**
   * The state after an engine-generated action, as `reduce` gives it, but `state`'s changeable parts are
   * changed to make it: afterwards only the returned state is valid, unless `undo` is given, which collects
   * what `undoChanges` needs to make `state` valid (and the returned state invalid) again.
   */
  apply(state: State, action: Action, undo?: UndoLog): State;
}

/** The registry stores games type-erased; each game's own modules keep their precise types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any, any>;
