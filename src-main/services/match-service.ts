/**
 * Creates, shows, advances and undoes matches. Every applied action is written to SQLite in the same
 * transaction as the new state; in digital mode the chance events that follow are drawn from the seed.
 */
import { randomUUID } from 'node:crypto';
import { fail, ok, type AppError, type Result } from '../../src-shared/engine/errors';
import { applyAction, drawChance, setupState } from '../../src-shared/engine/runner';
import { canonicalJson } from '../../src-shared/engine/canonical';
import { provisional } from '../../src-shared/engine/provisional';
import type { Actor, AnyGame, SeatIndex } from '../../src-shared/engine/types';
import { getGame } from '../../src-shared/games/registry';
import type { BotThinking, ChannelOutput, ChannelParsedInput, MatchSnapshot, MatchSummary } from '../../src-shared/ipc/contract';
import type { BotLevel } from '../../src-shared/bots/types';
import { boardMarks } from '../../src-shared/board-marks';
import { StaleVersionError, type MatchesRepo, type MatchRow } from '../db/matches-repo';
import type { PlayersRepo } from '../db/players-repo';
import { replayShot } from './replay-shot';
import { currentState, loadMatch, undoableBy, type LoadedMatch, type Step } from './loaded-match';

type Viewer = SeatIndex | null;

/** A game as `match:export-log` writes it: setup plus every action, chance outcomes included. */
export interface RecordedGame {
  game: string;
  options?: unknown;
  players: string[];
  /** Per seat, the bot level that played it (null for a person); absent when only people played. */
  bots?: (BotLevel | null)[];
  seed: string;
  mode: 'digital' | 'assist';
  actions: unknown[];
}

/** A bot's turn as the bot scheduler needs it: the state and the seat (the bot reads it only through its seat's determinization). */
export interface BotTurn {
  matchId: number;
  version: number;
  gameId: string;
  seat: SeatIndex;
  level: BotLevel;
  state: unknown;
  seed: string;
}

/** What the match service tells the bot scheduler, and asks it for a snapshot. */
export interface BotWatcher {
  /** The match changed or was opened: a bot may be due to think, or its search may be out of date. */
  changed(matchId: number): void;
  thinking(matchId: number): BotThinking | null;
}

export class MatchService {
  /** Loaded matches by id; a match is replayed from the database once per app run. */
  private readonly cache = new Map<number, LoadedMatch>();
  private bots: BotWatcher | null = null;

  constructor(
    private readonly matches: MatchesRepo,
    private readonly players: PlayersRepo,
    private readonly now: () => Date = () => new Date(),
    private readonly findGame: (id: string) => AnyGame | undefined = getGame,
  ) {}

  watchBots(watcher: BotWatcher): void {
    this.bots = watcher;
  }

  create(input: ChannelParsedInput<'match:create'>): Result<MatchSnapshot> {
    const game = this.findGame(input.gameId);
    if (!game) return fail('game/unknown', `No game called ${input.gameId}.`, ['gameId']);
    const names = input.seats.map((s) => s.name);
    if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) {
      return fail('input/invalid', 'Each seat needs a different player.', ['seats']);
    }
    const seed = input.seed ?? randomUUID();
    const setup = { game: game.meta.id, options: input.options ?? {}, players: input.seats.length, names, seed, mode: input.mode };
    const initial = setupState(game, setup);
    if (!initial.ok) return initial;
    const at = this.now().toISOString();
    if (input.mode === 'assist' && input.seats.some((s) => s.bot)) return fail('input/invalid', 'Bots play digital games only; in assist mode the real table plays.', ['seats']);
    const seats = input.seats.map((s) => ({ playerId: this.players.findOrCreate(s.name, at).id, name: s.name, colour: s.colour, bot: s.bot ?? null }));
    const options = game.optionsSchema.parse(input.options ?? {});
    const matchId = this.matches.create({
      gameId: game.meta.id, mode: input.mode, source: 'engine', options, seed, status: 'active', state: initial.value, seats, startedAt: at,
    });
    const match = this.load(matchId)!;
    const drawn = this.resolveChance(match, []);
    if (drawn.length > 0) this.commit(match, drawn);
    this.bots?.changed(matchId);
    return ok(this.snapshot(match, null));
  }

  view(matchId: number, viewer: Viewer): Result<MatchSnapshot> {
    const match = this.openDealt(matchId);
    if (!match) return fail('match/not-found', `No match ${matchId}.`, ['matchId']);
    const seatError = this.checkViewer(match, viewer);
    if (seatError) return seatError;
    // Opening a match with a bot to move (again, after the app restarted or the table left it) starts its search.
    this.bots?.changed(matchId);
    return ok(this.snapshot(match, viewer));
  }

  versionOf(matchId: number): number | null {
    return this.matches.versionOf(matchId)?.version ?? null;
  }

  /** The bot's turn now, if the acting seat of this running digital match is played by a bot. */
  botTurn(matchId: number): BotTurn | null {
    const match = this.load(matchId);
    if (!match || match.row.status !== 'active' || match.row.mode !== 'digital') return null;
    const state = currentState(match);
    const seat = match.game.currentActor(state);
    const level = typeof seat === 'number' ? botLevelOf(match, seat) : null;
    if (typeof seat !== 'number' || !level) return null;
    return { matchId, version: match.row.version, gameId: match.game.meta.id, seat, level, state, seed: `${match.row.seed}/bot/${match.row.version}` };
  }

  /**
   * A bot's move, through the same checks as a person's: the match must still be at `expectedVersion` with the
   * bot's seat to act (else it moved on while the bot thought: stale, and the move is dropped).
   */
  applyBot(matchId: number, seat: SeatIndex, expectedVersion: number, action: unknown): Result<MatchSnapshot> {
    const match = this.load(matchId);
    if (!match) return fail('match/not-found', `No match ${matchId}.`, ['matchId']);
    if (match.row.status !== 'active') return fail('match/over', 'This match is over.');
    if (match.row.version !== expectedVersion) return staleVersion(match);
    if (match.game.currentActor(currentState(match)) !== seat || !botLevelOf(match, seat)) return fail('action/not-your-turn', 'It is not this bot\'s turn.');
    return this.applyChecked(match, seat, action);
  }

  /**
   * The acting person's turn for "suggest a move", asked from its own screen or from the public screen when it
   * needs no secret to act; the suggestion is described as `viewer` may see it.
   */
  suggestTurn(matchId: number, viewer: Viewer, expectedVersion: number): Result<BotTurn & { describe(action: unknown): MatchSnapshot['log'][number]['text'] }> {
    const match = this.load(matchId);
    if (!match) return fail('match/not-found', `No match ${matchId}.`, ['matchId']);
    const guard = this.checkViewer(match, viewer);
    if (guard) return guard;
    if (match.row.status !== 'active') return fail('match/over', 'This match is over.');
    if (match.row.mode !== 'digital') return fail('input/invalid', 'Moves are suggested in digital games only.', ['matchId']);
    if (match.row.version !== expectedVersion) return staleVersion(match);
    const state = currentState(match);
    const seat = match.game.currentActor(state);
    if (typeof seat !== 'number' || isBotSeat(match, seat)) return fail('action/not-your-turn', 'Moves are suggested for the person whose turn it is.', ['viewer']);
    if (viewer !== seat && !(viewer === null && !keepsSecretsToAct(match, state, seat))) return fail('action/not-your-turn', `Only ${match.seats[seat]?.name}'s own screen can ask for a suggestion now.`, ['viewer']);
    return ok({
      matchId, version: match.row.version, gameId: match.game.meta.id, seat, level: 'strong', state, seed: `${match.row.seed}/hint/${match.row.version}`,
      describe: (action: unknown) => match.game.describeAction(state, action, viewer),
    });
  }

  apply(input: ChannelParsedInput<'match:apply'>): Result<MatchSnapshot> {
    const match = this.load(input.matchId);
    if (!match) return fail('match/not-found', `No match ${input.matchId}.`, ['matchId']);
    const guard = this.checkTurn(match, input.viewer, input.expectedVersion);
    if (guard) return guard;
    return this.applyChecked(match, input.viewer, input.action);
  }

  private applyChecked(match: LoadedMatch, viewer: Viewer, action: unknown): Result<MatchSnapshot> {
    const actor = match.game.currentActor(currentState(match));
    const next = applyAction(match.game, currentState(match), action);
    if (!next.ok) return underField('action', next);
    const steps: Step[] = [{ actor, action: match.game.actionSchema.parse(action) }];
    const withChance = this.resolveChance(this.withSteps(match, steps, [next.value]), steps);
    return this.losingRaceIsStale(match.row.id, () => {
      this.commit(match, withChance);
      this.bots?.changed(match.row.id);
      return ok(this.snapshot(match, viewer));
    });
  }

  undo(input: ChannelParsedInput<'match:undo'>): Result<MatchSnapshot> {
    const match = this.load(input.matchId);
    if (!match) return fail('match/not-found', `No match ${input.matchId}.`, ['matchId']);
    const seatError = this.checkViewer(match, input.viewer);
    if (seatError) return seatError;
    if (match.row.version !== input.expectedVersion) return staleVersion(match);
    if (match.row.status !== 'active') return fail('match/over', 'This match is over.');
    const seat = undoableBy(match);
    if (seat === null || isBotSeat(match, seat)) return fail('match/undo-unavailable', 'Nothing to undo in this turn.');
    if (match.row.mode === 'digital' && input.viewer !== seat && !publicUndo(match, input.viewer)) return fail('action/not-your-turn', 'Only the player whose turn it is can undo.');
    const at = this.now().toISOString();
    const state = match.states[match.states.length - 2];
    return this.losingRaceIsStale(input.matchId, () => {
      this.matches.appendAndSave({
        matchId: match.row.id, expectedVersion: match.row.version, entries: [{ kind: 'undo', actor: seat, action: undefined }],
        state, status: 'active', endedAt: null, at, report: null,
      });
      this.cache.delete(match.row.id);
      this.bots?.changed(match.row.id);
      return ok(this.snapshot(this.load(match.row.id)!, input.viewer));
    });
  }

  abandon(matchId: number): Result<ChannelOutput<'match:abandon'>> {
    const row = this.matches.find(matchId);
    if (!row) return fail('match/not-found', `No match ${matchId}.`, ['matchId']);
    if (row.status !== 'active') return fail('match/over', 'Only a running match can be abandoned.');
    this.matches.markStatus(matchId, 'abandoned', this.now().toISOString());
    this.cache.delete(matchId);
    this.bots?.changed(matchId);
    return ok({ matchId, status: 'abandoned' });
  }

  /**
   * A recorded game (the shape `exportLog` writes) kept as a match: set up again from its seed, every action
   * checked in order, then saved in one transaction. A finished log becomes a finished match (and a play in
   * the history); an unfinished one can be continued in the app. Nothing is saved when an action fails.
   */
  importLog(log: RecordedGame): Result<{ matchId: number; finished: boolean; alreadySaved: boolean }> {
    const game = this.findGame(log.game);
    if (!game) return fail('game/unknown', `No game called ${log.game}.`, ['game']);
    if (new Set(log.players.map((n) => n.toLowerCase())).size !== log.players.length) return fail('input/invalid', 'Each seat needs a different player.', ['players']);
    if (log.bots && log.bots.length !== log.players.length) return fail('input/invalid', 'bots needs one entry per player (null for a person).', ['bots']);
    // As when creating a match: an assist log copies a real table, where nobody is a computer.
    if (log.mode === 'assist' && log.bots?.some((level) => level)) return fail('input/invalid', 'Bots play digital games only; in assist mode the real table plays.', ['bots']);
    const setup = { game: game.meta.id, options: log.options ?? {}, players: log.players.length, names: log.players, seed: log.seed, mode: log.mode };
    const initial = setupState(game, setup);
    if (!initial.ok) return initial;
    const steps: Step[] = [];
    let state = initial.value;
    for (const [index, action] of log.actions.entries()) {
      const actor = game.currentActor(state);
      const next = applyAction(game, state, action);
      if (!next.ok) return fail(next.error.code, `Action ${index} does not apply: ${next.error.message}`, ['actions', index]);
      steps.push({ actor, action: game.actionSchema.parse(action) });
      state = next.value;
    }
    // As when creating or moving: digital play draws the chance events now due, each at its place in the log,
    // so an unfinished log that stops before a deal is not left for a screen to pick the card.
    steps.push(...dueDraws(game, log.mode, log.seed, state, steps.length));
    // A log exported from this history and replayed to check it must not count the game twice.
    const same = this.sameGame(game, log, steps);
    if (same) return ok({ matchId: same.row.id, finished: same.row.status === 'finished', alreadySaved: true });
    const at = this.now().toISOString();
    const seats = log.players.map((name, i) => ({ playerId: this.players.findOrCreate(name, at).id, name, colour: game.meta.colours[i % game.meta.colours.length], bot: log.bots?.[i] ?? null }));
    const options = game.optionsSchema.parse(log.options ?? {});
    const matchId = this.matches.create({
      gameId: game.meta.id, mode: log.mode, source: 'engine', options, seed: log.seed, status: 'active', state: initial.value, seats, startedAt: at,
    });
    const match = this.load(matchId)!;
    if (steps.length > 0) this.commit(match, steps);
    return ok({ matchId, finished: match.row.status === 'finished', alreadySaved: false });
  }

  /** A saved match with the same game, seed, players, options and actions as `log`, if there is one. */
  private sameGame(game: AnyGame, log: RecordedGame, steps: Step[]): LoadedMatch | undefined {
    const key = canonicalJson({ players: log.players, mode: log.mode, options: game.optionsSchema.parse(log.options ?? {}), actions: steps.map((s) => s.action) });
    for (const id of this.matches.withSeed(game.meta.id, log.seed)) {
      const match = this.load(id);
      if (!match) continue;
      const theirs = { players: match.setup.names, mode: match.setup.mode, options: game.optionsSchema.parse(match.setup.options ?? {}), actions: match.steps.map((s) => s.action) };
      if (canonicalJson(theirs) === key) return match;
    }
    return undefined;
  }

  /** The save file: setup plus actions. Only for finished matches, since the log holds every secret. */
  exportLog(matchId: number): Result<ChannelOutput<'match:export-log'>> {
    const match = this.load(matchId);
    if (!match) return fail('match/not-found', `No match ${matchId}.`, ['matchId']);
    if (match.row.status === 'active') return fail('match/over', 'A running match cannot be exported: its log holds hidden information.');
    const { setup } = match;
    const bots = match.seats.map((seat) => (seat.bot ?? null) as BotLevel | null);
    const anyBot = bots.some((level) => level !== null);
    return ok({ game: match.game.meta.id, options: setup.options, players: setup.names, ...(anyBot ? { bots } : {}), seed: setup.seed, mode: setup.mode, actions: match.steps.map((s) => s.action) });
  }

  /**
   * Replay: a finished match after its first `position` actions, as `viewer` was allowed to see it then (the
   * view, log lines and score of that moment, no moves). Only finished matches: a running one's log holds
   * what the players may not see yet.
   */
  replay(matchId: number, position: number, viewer: Viewer): Result<ChannelOutput<'match:replay'>> {
    const match = this.load(matchId);
    if (!match) return fail('match/not-found', `No match ${matchId}.`, ['matchId']);
    if (match.row.status === 'active') return fail('match/over', 'A running match cannot be replayed: its log holds hidden information.');
    const bad = this.checkViewer(match, viewer);
    if (bad) return bad;
    const total = match.steps.length;
    if (position > total) return fail('input/invalid', `The match has ${total} actions; position ${position} is past its end.`, ['position']);
    const seats = match.seats.map(seatInfo);
    const shot = replayShot({ game: match.game, mode: match.row.mode, seats, steps: match.steps, states: match.states, total }, position, viewer);
    return ok({ ...shot, matchId: match.row.id, status: match.row.status, version: match.row.version });
  }

  /** Drops every loaded match, e.g. after a restore replaced the database's contents. */
  forgetLoaded(): void {
    this.cache.clear();
  }

  list(status: MatchRow['status'] | 'all', limit = 500, offset = 0): MatchSummary[] {
    return this.matches.list(status, limit, offset).map((row) => this.summary(row));
  }

  private summary(row: MatchRow): MatchSummary {
    const results = this.matches.results(row.id).map((r) => ({ seat: r.seat, total: r.total, rank: r.rank, winner: r.winner === 1 }));
    const seats = this.matches.seats(row.id).map(seatInfo);
    return {
      matchId: row.id, gameId: row.game_id as MatchSummary['gameId'], mode: row.mode, status: row.status, source: row.source,
      startedAt: row.started_at, endedAt: row.ended_at, seats, results,
    };
  }

  /**
   * Another writer (a second window, or a second process on the same folder despite the lock) saved
   * first: the loser is told the match moved on, as any stale view is, and the next view is read afresh.
   */
  private losingRaceIsStale<T>(matchId: number, write: () => Result<T>): Result<T> {
    try {
      return write();
    } catch (error) {
      if (!(error instanceof StaleVersionError)) throw error;
      this.cache.delete(matchId);
      const fresh = this.load(matchId);
      return fresh ? staleVersion(fresh) : fail('match/not-found', `No match ${matchId}.`, ['matchId']);
    }
  }

  /**
   * The loaded match, with any draw now due dealt from its seed first. Only a digital match that an import
   * before 542f290 saved just before a deal is ever waiting on one when opened (every write since deals what
   * falls due); dealt here, it gets the cards it would have got then, instead of staying stuck with the
   * public screen offered the card to pick. `create` and `importLog` load a match before their own first
   * write, so this is done on opening, not in `load`.
   */
  private openDealt(matchId: number): LoadedMatch | undefined {
    const match = this.load(matchId);
    if (!match || match.row.status !== 'active') return match;
    const due = this.resolveChance(match, []);
    if (due.length === 0) return match;
    const dealt = this.losingRaceIsStale(matchId, () => {
      this.commit(match, due);
      return ok(match);
    });
    // Lost a race: another writer moved the match on (and dealt it); show theirs.
    return dealt.ok ? dealt.value : this.load(matchId);
  }

  /** The loaded match, replayed again when the saved version moved on since (another process wrote it). */
  private load(matchId: number): LoadedMatch | undefined {
    const cached = this.cache.get(matchId);
    if (cached) {
      const saved = this.matches.versionOf(matchId);
      if (saved && saved.version === cached.row.version && saved.status === cached.row.status) return cached;
      this.cache.delete(matchId);
    }
    const row = this.matches.find(matchId);
    if (!row || row.source !== 'engine') return undefined;
    const game = this.findGame(row.game_id);
    if (!game) return undefined;
    const match = loadMatch(game, row, this.matches.seats(matchId), this.matches.log(matchId));
    this.cache.set(matchId, match);
    return match;
  }

  private checkViewer(match: LoadedMatch, viewer: Viewer): Result<never> | null {
    if (viewer !== null && viewer >= match.seats.length) return fail('input/invalid', `There is no seat ${viewer + 1}.`, ['viewer']);
    return null;
  }

  private checkTurn(match: LoadedMatch, viewer: Viewer, expectedVersion: number): Result<never> | null {
    const seatError = this.checkViewer(match, viewer);
    if (seatError) return seatError;
    if (match.row.status !== 'active') return fail('match/over', 'This match is over.');
    if (match.row.version !== expectedVersion) return staleVersion(match);
    const actor = match.game.currentActor(currentState(match));
    if (typeof actor === 'number' && botLevelOf(match, actor)) return fail('action/not-your-turn', `${match.seats[actor]?.name} (a bot) is choosing a move.`);
    if (match.row.mode === 'digital' && actor !== viewer && !(viewer === null && !keepsSecretsToAct(match, currentState(match), actor))) {
      return fail('action/not-your-turn', actor === 'chance' ? 'The game is drawing.' : `It is ${match.seats[actor as number]?.name}'s turn.`);
    }
    return null;
  }

  /** A copy of `match` with extra steps, used to keep drawing chance events after an action. */
  private withSteps(match: LoadedMatch, steps: Step[], states: unknown[]): LoadedMatch {
    return { ...match, steps: [...match.steps, ...steps], states: [...match.states, ...states] };
  }

  /** In digital mode, draws every chance event now due; returns all pending steps including `pending`. */
  private resolveChance(match: LoadedMatch, pending: Step[]): Step[] {
    return [...pending, ...dueDraws(match.game, match.row.mode, match.row.seed, currentState(match), match.steps.length)];
  }

  /** Applies `steps` to the cached match and writes them with the new state in one transaction. */
  private commit(match: LoadedMatch, steps: Step[]): void {
    for (const step of steps) {
      const next = applyAction(match.game, currentState(match), step.action);
      if (!next.ok) throw new Error(`step no longer applies: ${next.error.message}`);
      match.steps.push(step);
      match.states.push(next.value);
    }
    const state = currentState(match);
    const over = match.game.currentActor(state) === 'terminal';
    const at = this.now().toISOString();
    const status = over ? 'finished' : 'active';
    try {
      this.matches.appendAndSave({
        matchId: match.row.id, expectedVersion: match.row.version,
        entries: steps.map((s) => ({ kind: 'action' as const, actor: s.actor, action: s.action })),
        state, status, endedAt: over ? at : null, at, report: over ? match.game.score(state) : null,
      });
      match.row = { ...match.row, version: match.row.version + steps.length, status, ended_at: over ? at : null };
    } catch (error) {
      // The database refused the write: forget the in-memory copy so the saved game stays the truth.
      this.cache.delete(match.row.id);
      throw error;
    }
  }

  private snapshot(match: LoadedMatch, viewer: Viewer): MatchSnapshot {
    const fresh = match;
    const { game } = fresh;
    const state = currentState(fresh);
    const actor = game.currentActor(state);
    const secret = keepsSecretsToAct(fresh, state, actor);
    const botActs = typeof actor === 'number' && botLevelOf(fresh, actor) !== null;
    // No hand-off to a bot: it reads no screen. The public screen shows the table while it thinks.
    const handOff = fresh.row.mode === 'digital' && secret && !botActs;
    // The public screen acts for a seat that needs no secret to act, and enters what an assisted table draws
    // (a draw keeps no secret: keepsSecretsToAct is false for any actor that is not a seat).
    const publicTurn = viewer === null && !secret;
    const mayAct = !botActs && actor !== 'terminal' && (actor === viewer || publicTurn || (fresh.row.mode === 'assist' && viewer !== null));
    return {
      matchId: fresh.row.id,
      gameId: game.meta.id,
      mode: fresh.row.mode,
      status: fresh.row.status,
      version: fresh.row.version,
      seats: fresh.seats.map(seatInfo),
      actor,
      viewer,
      view: game.view(state, viewer),
      legalActions: mayAct ? game.legalActions(state) : [],
      log: fresh.steps.map((step, index) => ({ index, actor: step.actor, text: game.describeAction(fresh.states[index], step.action, viewer) })),
      canUndo: fresh.row.status === 'active' && canUndo(fresh, viewer),
      score: provisional(game.score(state)),
      privacy: fresh.seats.map((s) => game.privacy(state, s.seat)),
      handOff: fresh.row.status === 'active' && handOff,
      thinking: fresh.row.status === 'active' && botActs ? (this.bots?.thinking(fresh.row.id) ?? null) : null,
      botMove: lastBotMove(fresh),
      botMoves: botMovesSincePerson(fresh, viewer),
    };
  }
}

/**
 * In digital mode, every chance event due from `state` on, each drawn from the seed at its place in the log
 * (`logIndex` for the first), so the same seed and moves always deal the same; none in assist mode, where the
 * table draws.
 */
function dueDraws(game: AnyGame, mode: MatchRow['mode'], seed: string, from: unknown, logIndex: number): Step[] {
  if (mode !== 'digital') return [];
  const steps: Step[] = [];
  let state = from;
  let index = logIndex;
  while (game.currentActor(state) === 'chance') {
    const action = drawChance(game, state, seed, index++);
    const next = applyAction(game, state, action);
    if (!next.ok) throw new Error(`chance outcome rejected: ${next.error.message}`);
    steps.push({ actor: 'chance', action });
    state = next.value;
  }
  return steps;
}

function botLevelOf(match: LoadedMatch, seat: SeatIndex): BotLevel | null {
  return (match.seats[seat]?.bot as BotLevel | null | undefined) ?? null;
}

function isBotSeat(match: LoadedMatch, actor: Actor): boolean {
  return typeof actor === 'number' && botLevelOf(match, actor) !== null;
}

function seatInfo(s: { seat: number; name: string; colour: string; player_id: number | null; bot?: string | null }): MatchSnapshot['seats'][number] {
  return { seat: s.seat, name: s.name, colour: s.colour, playerId: s.player_id, bot: (s.bot as BotLevel | null | undefined) ?? null };
}

/** The newest move, when a bot made it (chance draws after it skipped), for the table to point out; its log line says what it was. */
function lastBotMove(match: LoadedMatch): MatchSnapshot['botMove'] {
  for (let index = match.steps.length - 1; index >= 0; index--) {
    const step = match.steps[index];
    if (step.actor === 'chance') continue;
    return typeof step.actor === 'number' && botLevelOf(match, step.actor) ? { index, seat: step.actor } : null;
  }
  return null;
}

/**
 * The moves bots made since a person last acted (chance draws between them skipped), oldest first, each with its
 * places on the board as `viewer` may see them: the view just before the move is the viewer's, so a mark names
 * nothing that screen could not see.
 */
function botMovesSincePerson(match: LoadedMatch, viewer: Viewer): NonNullable<MatchSnapshot['botMoves']> {
  const moves: NonNullable<MatchSnapshot['botMoves']> = [];
  for (let index = match.steps.length - 1; index >= 0; index--) {
    const step = match.steps[index];
    if (step.actor === 'chance') continue;
    if (typeof step.actor !== 'number' || !botLevelOf(match, step.actor)) break;
    const before = match.game.view(match.states[index], viewer);
    moves.unshift({ index, seat: step.actor, marks: boardMarks(match.game.meta.id, step.action, before, step.actor) });
  }
  return moves;
}

function canUndo(match: LoadedMatch, viewer: Viewer): boolean {
  const seat = undoableBy(match);
  return seat !== null && !isBotSeat(match, seat) && (match.row.mode === 'assist' || seat === viewer || publicUndo(match, viewer));
}

/**
 * Whether the seat about to act must see its own secrets to choose (the game decides), with someone else at
 * the table to keep them from. Then only that seat's screen lists its moves: in hot-seat play the device is
 * handed over first; in assist mode the operator asks to show them. Otherwise the public screen acts for it.
 */
function keepsSecretsToAct(match: LoadedMatch, state: unknown, actor: ReturnType<AnyGame['currentActor']>): boolean {
  if (typeof actor !== 'number' || match.seats.length < 2) return false;
  return match.game.privacy(state, actor) === 'acting';
}

/** The public screen may undo a move made from the public screen: the seat that made it kept nothing secret then. */
function publicUndo(match: LoadedMatch, viewer: Viewer): boolean {
  const seat = undoableBy(match);
  return viewer === null && seat !== null && !keepsSecretsToAct(match, currentState(match), seat);
}

/** An error about the action, located from the request's root (`action.r`), as every other field's is. */
function underField(field: string, failure: { ok: false; error: AppError }): Result<never> {
  const { error } = failure;
  const inner = error.path.join('.');
  const path = [field, ...error.path];
  const message = inner && error.message.endsWith(` at ${inner}`) ? `${error.message.slice(0, -inner.length)}${path.join('.')}` : error.message;
  return { ok: false, error: { ...error, path, message } };
}

function staleVersion(match: LoadedMatch): Result<never> {
  return fail('match/stale-version', `This match has moved on (now at version ${match.row.version}); showing the latest state.`, ['expectedVersion']);
}
