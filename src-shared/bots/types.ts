/**
 * Computer players. A bot sees the game only through `sampleHidden`: a full state that keeps everything its
 * seat may see and replaces every other seat's secret (and the order of every face-down pile) with a sample
 * drawn from what that seat cannot tell apart. Pure and seeded: same state, seat and seed → same move.
 */
import type { Rng } from '../engine/rng';
import type { AnyGame, SeatIndex } from '../engine/types';

export const BOT_LEVELS = ['random', 'easy', 'greedy', 'normal', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** What a game gives its bots, beside the engine contract. */
export interface BotSupport<State = unknown> {
  /**
   * Determinization: a full state that depends only on `view(state, seat)` and `rng` (never on another
   * seat's secrets), in which every hidden part is drawn from what the seat cannot tell apart.
   */
  sampleHidden(state: State, seat: SeatIndex, rng: Rng): State;
  /** Provisional points per seat, cheap (search calls it on every leaf); higher is better. */
  evaluate(state: State): number[];
  /** Points that separate a clear win from a close game (scales the leaf reward). */
  scale: number;
  /**
   * Optional heuristic: the search starts every move at the root with this many virtual visits valued by
   * one step and the provisional score (a greedy prior), so a small budget never does worse than looking
   * one step ahead where the branching is wide (En Route's locations and sections).
   */
  rootPrior?: number;
  /**
   * Optional heuristic: the same prior at every node of the tree: when the search first reaches a position,
   * every move there enters with this many virtual visits valued one step ahead for the seat making it, so
   * the replies the search looks at first are the ones a greedy player would make.
   */
  nodePrior?: number;
  /**
   * Optional: actions played out past the tree for this game, replacing the level's `rolloutDepth` (a game
   * whose evaluation already looks ahead does better with a short playout; random moves only blur it).
   */
  rolloutDepth?: number;
  /**
   * Optional: UCB1's exploration constant for this game (default 0.7). A game whose leaf rewards differ
   * little between moves needs less, or a small budget is spent spreading visits evenly.
   */
  exploration?: number;
  /** Optional rollout policy: an action for the seat to move, or undefined for a uniform choice. */
  rollout?(state: State, legal: readonly unknown[], rng: Rng): unknown;
  /**
   * Optional: whether a leaf may be evaluated here (a "quiet" position, e.g. the start of a turn). Where a turn
   * is several decisions, a leaf in the middle of one is scored before the other seats reply, so a move that
   * only puts the turn's end off (a trade) looks better than ending it; past the tree and the playout, the
   * search plays on until a quiet position, with `settle` (else the best move one step ahead for the seat moving).
   */
  quiet?(state: State): boolean;
  /**
   * Optional: whether the tree branches at this position below its root (default: everywhere). Where a turn is
   * several decisions, the tree may keep only the turn's main choice and play the rest as a leaf is settled
   * (`settle`, else the best move one step ahead), so the same budget reaches the other seats' replies. `searcher`
   * is the seat the search chooses for: a game may leave the other seats' choices out of the tree (each then
   * plays the best move one step ahead for itself, the greedy rule), so the tree reaches the searcher's next turn.
   */
  branches?(state: State, searcher: SeatIndex): boolean;
  /**
   * Optional: what a seat's reward measures with three or more seats (with two both are the same). 'best'
   * (default): a logistic of its margin over the best other seat, and at the end 1 to a winner. 'pairwise': the
   * mean over the other seats of its chance to finish above each (a logistic of the margin over that seat), and
   * at the end the share of the others it finished above (a tie half): "placed above the others", which is what
   * beating the other seats means at 3–4 players.
   */
  reward?: 'best' | 'pairwise';
  /**
   * Optional: a short key per action for the search tree, equal exactly when the actions are (default: the action's
   * canonical JSON, which the search would otherwise write for every legal action at every position it visits).
   */
  actionKey?(action: unknown): string;
  /**
   * Optional, with `reward: 'pairwise'`: the fewest seats it is used from (default 3); below, 'best'. A game measured
   * with 'best' at 3 players and better with 'pairwise' at 4 (Paris Paris) asks for pairwise rewards at 4 only.
   */
  pairwiseFrom?: number;
  /** Optional: the move that brings a position nearer a quiet one (e.g. end the turn), or undefined. */
  settle?(state: State, legal: readonly unknown[]): unknown;
  /**
   * Optional: a search level's iterations per decision at this position, or undefined for the level's own
   * (LEVEL_BUDGETS in choose.ts); the level's time cap still holds. A game whose decisions are cheap and gain from
   * a deeper search asks for more (Paris Paris's strong bot at 4 players).
   */
  iterations?(state: State, level: 'normal' | 'strong'): number | undefined;
}

/** What a game's own module provides; the bot registry fills in the default evaluation (score totals). */
export type GameBotSupport<State = unknown> = Omit<BotSupport<State>, 'evaluate'> & Partial<Pick<BotSupport<State>, 'evaluate'>>;

export interface BotGame {
  game: AnyGame;
  support: BotSupport;
}

export interface SearchBudget {
  /** Determinized playouts per decision (reproducible; what the measurements use). */
  iterations: number;
  /** Optional wall-clock cap per decision, in ms (the app's budget); the search stops at whichever comes first. */
  millis?: number;
  /** Actions played out past the tree before the leaf is evaluated. */
  rolloutDepth: number;
}

export interface BotProgress {
  iterations: number;
  of: number;
}

export interface BotChoice {
  action: unknown;
  /** Expected reward of the move in [0, 1] (search) or its evaluation margin (greedy), for "suggest a move". */
  value: number;
  /** Expected gain in provisional points against the best other seat, where the bot can tell. */
  gain: number;
  iterations: number;
}

export interface ChooseOptions {
  /** Called now and then during a search; returning false stops the search early (cancel). */
  onProgress?(progress: BotProgress): boolean | void;
  /** Replaces the level's search budget (arena and tests use iteration budgets). */
  budget?: Partial<SearchBudget>;
  /** Clock for the time budget; engines are clock-free, so the caller passes one. */
  now?(): number;
}
