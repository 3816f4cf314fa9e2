/**
 * Bots at the table. After every change of a match (and when it is opened), the scheduler looks at who acts:
 * a bot seat gets a search in the worker thread, for that match's version. The answer is applied through the
 * match service's checked path with the version it was computed for, so a search overtaken by an undo, an
 * abandon or another window is dropped. Leaving the match, abandoning it or closing the app cancels the
 * search; a cancelled search never applies a move. Reopening the match starts it again.
 *
 * "Suggest a move" runs the strong bot the same way for the acting person's seat and keeps the answer for the
 * renderer to pick up; nothing is applied.
 */
import { fail, ok, type Result } from '../../src-shared/engine/errors';
import { levelBudget } from '../../src-shared/bots/choose';
import { botGame } from '../../src-shared/bots/registry';
import type { BotLevel } from '../../src-shared/bots/types';
import type { BotThinking, ChannelOutput, MatchSnapshot, MoveSuggestion } from '../../src-shared/ipc/contract';
import type { BotTurn, BotWatcher } from '../services/match-service';
import type { BotProgressInfo, BotRequest } from './bot-messages';
import type { BotRun, BotRunner } from './bot-runner';

/** What the scheduler needs from the match service. */
export interface BotTable {
  botTurn(matchId: number): BotTurn | null;
  versionOf(matchId: number): number | null;
  applyBot(matchId: number, seat: number, expectedVersion: number, action: unknown): Result<MatchSnapshot>;
  suggestTurn(matchId: number, viewer: number | null, expectedVersion: number): Result<BotTurn & { describe(action: unknown): MoveSuggestion['text'] }>;
}

interface Search {
  turn: BotTurn;
  run: BotRun;
  progress: BotProgressInfo;
}

interface Suggestion {
  version: number;
  viewer: number | null;
  seat: number;
  search: Search | null;
  result: MoveSuggestion | null;
}

/** Before the thread's first report: nothing done yet, of the level's budget for this game and position. */
function starting(turn: Pick<BotTurn, 'gameId' | 'state'>, level: BotLevel, iterations?: number): BotProgressInfo {
  const bot = botGame(turn.gameId);
  const budget = bot && (level === 'normal' || level === 'strong') ? levelBudget(bot, level, turn.state) : null;
  return { iterations: 0, of: iterations ?? budget?.iterations ?? 0, elapsedMs: 0, budgetMs: budget?.millis ?? 0 };
}

export class BotScheduler implements BotWatcher {
  private readonly searches = new Map<number, Search>();
  private readonly suggestions = new Map<number, Suggestion>();

  constructor(
    private readonly runner: BotRunner,
    private readonly table: BotTable,
    private readonly log: (message: string) => void = (message) => console.error(message),
    /** Replaces every level's iteration budget (tests). */
    private readonly iterations?: number,
  ) {}

  changed(matchId: number): void {
    const turn = this.table.botTurn(matchId);
    const current = this.searches.get(matchId);
    if (current && turn && current.turn.version === turn.version) return;
    if (current) this.cancelSearch(matchId);
    const suggestion = this.suggestions.get(matchId);
    if (suggestion && suggestion.version !== this.table.versionOf(matchId)) this.dropSuggestion(matchId);
    if (turn) this.start(turn);
  }

  thinking(matchId: number): BotThinking | null {
    const search = this.searches.get(matchId);
    if (!search) return null;
    return { seat: search.turn.seat, level: search.turn.level, ...search.progress };
  }

  /** The table left the match (or closed the window): its searches stop until it is opened again. */
  leave(matchId: number): ChannelOutput<'match:leave'> {
    const cancelled = this.searches.has(matchId) || !!this.suggestions.get(matchId)?.search;
    this.cancelSearch(matchId);
    this.dropSuggestion(matchId);
    return { matchId, cancelled };
  }

  suggest(matchId: number, viewer: number | null, expectedVersion: number): Result<ChannelOutput<'match:suggest'>> {
    const turn = this.table.suggestTurn(matchId, viewer, expectedVersion);
    if (!turn.ok) return turn;
    const known = this.suggestions.get(matchId);
    if (known && known.version === turn.value.version && known.viewer === viewer) return ok(this.suggestionState(known));
    this.dropSuggestion(matchId);
    const seat = turn.value.seat;
    const suggestion: Suggestion = { version: turn.value.version, viewer, seat, search: null, result: null };
    this.suggestions.set(matchId, suggestion);
    const { describe } = turn.value;
    const run = this.runner.run(this.request(turn.value), {
      progress: (progress) => {
        if (suggestion.search) suggestion.search.progress = progress;
      },
      done: (answer) => {
        suggestion.search = null;
        suggestion.result = { version: suggestion.version, seat, action: answer.action, text: describe(answer.action), gain: answer.gain, value: answer.value, iterations: answer.iterations };
      },
      failed: (message) => {
        this.log(`suggestion for match ${matchId} failed: ${message}`);
        this.suggestions.delete(matchId);
      },
    });
    if (this.suggestions.get(matchId) === suggestion && !suggestion.result) suggestion.search = { turn: turn.value, run, progress: starting(turn.value, 'strong', this.iterations) };
    return this.suggestions.has(matchId) ? ok(this.suggestionState(suggestion)) : fail('internal', 'The suggestion could not be computed.');
  }

  /** Every search stops (the window closed, the host stops). */
  stop(): void {
    for (const matchId of [...this.searches.keys()]) this.cancelSearch(matchId);
    for (const matchId of [...this.suggestions.keys()]) this.dropSuggestion(matchId);
    this.runner.stop();
  }

  private start(turn: BotTurn): void {
    const search: Search = { turn, run: { cancel: () => undefined }, progress: starting(turn, turn.level, this.iterations) };
    this.searches.set(turn.matchId, search);
    search.run = this.runner.run(this.request(turn), {
      progress: (progress) => {
        search.progress = progress;
      },
      done: (answer) => this.answered(search, answer.action),
      failed: (message) => {
        this.log(`bot for match ${turn.matchId} seat ${turn.seat} failed: ${message}`);
        if (this.searches.get(turn.matchId) === search) this.searches.delete(turn.matchId);
      },
    });
  }

  private answered(search: Search, action: unknown): void {
    const { matchId, seat, version } = search.turn;
    if (this.searches.get(matchId) !== search) return;
    this.searches.delete(matchId);
    // Applying saves the move and tells this scheduler, which starts the next bot if one is due.
    const applied = this.table.applyBot(matchId, seat, version, action);
    if (!applied.ok && applied.error.code !== 'match/stale-version' && applied.error.code !== 'match/over') {
      this.log(`bot move for match ${matchId} seat ${seat} refused: ${applied.error.message}`);
    }
  }

  private request(turn: BotTurn): BotRequest {
    return { gameId: turn.gameId, level: turn.level, state: turn.state, seat: turn.seat, seed: turn.seed, iterations: this.iterations };
  }

  private cancelSearch(matchId: number): void {
    this.searches.get(matchId)?.run.cancel();
    this.searches.delete(matchId);
  }

  private dropSuggestion(matchId: number): void {
    this.suggestions.get(matchId)?.search?.run.cancel();
    this.suggestions.delete(matchId);
  }

  private suggestionState(suggestion: Suggestion): ChannelOutput<'match:suggest'> {
    const search = suggestion.search;
    return {
      thinking: search ? { seat: suggestion.seat, level: 'strong', ...search.progress } : null,
      suggestion: suggestion.result,
    };
  }
}
