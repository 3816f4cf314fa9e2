/**
 * Tabletop assist, end-state entry: score a finished physical game from what the table shows (which
 * writes nothing), and, as a separate explicit step, keep the result in the history (once).
 */
import { createHash } from 'node:crypto';
import { fail, ok, type Result } from '../../src-shared/engine/errors';
import { zodToAppError } from '../../src-shared/engine/runner';
import type { AnyGame, ScoreReport } from '../../src-shared/engine/types';
import { getGame } from '../../src-shared/games/registry';
import type { MatchesRepo } from '../db/matches-repo';
import type { PlayersRepo } from '../db/players-repo';
import { localStamp } from './history/context';

export interface ScoredEndState {
  game: AnyGame;
  names: string[];
  report: ScoreReport;
  input: unknown;
}

/** What "Save to history" would write: shown before the save, so nobody saves a play they have not seen. */
export interface PlayPreview {
  game: string;
  /** Local date and time the play will carry, 'YYYY-MM-DD HH:MM:SS'. */
  playedAt: string;
  players: { name: string; score: number; rank: number; winner: boolean }[];
  /** The same end state was already saved today (saving again would add nothing). */
  alreadySaved: boolean;
  /** The saved match, when already saved. */
  matchId: number | null;
}

/** Shared by the IPC handlers and the `score` CLI command. */
export function scoreEndState(raw: unknown, findGame: (id: string) => AnyGame | undefined = getGame): Result<ScoredEndState> {
  const gameId = (raw as { game?: unknown } | null)?.game;
  if (typeof gameId !== 'string') return fail('file/invalid', 'The end state needs a "game" field naming the game.', ['game']);
  const game = findGame(gameId);
  if (!game) return fail('game/unknown', `No game called ${gameId}.`, ['game']);
  const parsed = game.endState.schema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: zodToAppError(parsed.error, 'file/invalid') };
  const names = (parsed.data as { players: { name: string }[] }).players.map((p) => p.name);
  return ok({ game, names, report: game.endState.score(parsed.data), input: parsed.data });
}

/**
 * The identity of a saved end state: the game, the parsed end state (zod output, so key order and
 * defaults are fixed) and the local day. A second save of the same sheet on the same day is the same
 * play; the same sheet on another day is another play. Kept in the match's seed column, which end-state
 * matches (never replayed from a seed) do not otherwise use.
 */
export function endStateKey(gameId: string, input: unknown, playedAt: string): string {
  const digest = createHash('sha256').update(`${gameId}\n${JSON.stringify(input)}\n${playedAt.slice(0, 10)}`).digest('hex');
  return `end-state:${digest}`;
}

export class EndStateService {
  constructor(
    private readonly matches: MatchesRepo,
    private readonly players: PlayersRepo,
    private readonly now: () => Date = () => new Date(),
    private readonly findGame: (id: string) => AnyGame | undefined = getGame,
  ) {}

  /** Scores an end state and says what saving it would write. Writes nothing. */
  score(raw: unknown): Result<{ names: string[]; report: ScoreReport; preview: PlayPreview }> {
    const scored = this.scored(raw);
    if (!scored.ok) return scored;
    const { names, report } = scored.value;
    return ok({ names, report, preview: this.preview(scored.value) });
  }

  /** Keeps a scored end state in the history, once: a second save of the same sheet the same day adds nothing. */
  save(raw: unknown): Result<{ matchId: number; alreadySaved: boolean; preview: PlayPreview }> {
    const scored = this.scored(raw);
    if (!scored.ok) return scored;
    const before = this.preview(scored.value);
    if (before.matchId !== null) return ok({ matchId: before.matchId, alreadySaved: true, preview: before });
    const matchId = this.write(scored.value, before.playedAt);
    return ok({ matchId, alreadySaved: false, preview: { ...before, alreadySaved: true, matchId } });
  }

  private scored(raw: unknown): Result<ScoredEndState> {
    const scored = scoreEndState(raw, this.findGame);
    return scored.ok ? scored : { ok: false, error: { ...scored.error, path: ['input', ...scored.error.path] } };
  }

  private preview({ game, names, report, input }: ScoredEndState): PlayPreview {
    const playedAt = localStamp(this.now());
    const matchId = this.matches.withSeed(game.meta.id, endStateKey(game.meta.id, input, playedAt), 'end-state')[0] ?? null;
    const players = [...report.seats]
      .sort((a, b) => a.seat - b.seat)
      .map((s) => ({ name: names[s.seat], score: s.total, rank: s.rank, winner: s.winner }));
    return { game: game.meta.name, playedAt, players, alreadySaved: matchId !== null, matchId };
  }

  private write({ game, names, report, input }: ScoredEndState, playedAt: string): number {
    const at = this.now().toISOString();
    const seats = names.map((name, i) => ({
      playerId: this.players.findOrCreate(name, at).id,
      name,
      colour: game.meta.colours[i % game.meta.colours.length],
    }));
    const matchId = this.matches.create({
      gameId: game.meta.id, mode: 'assist', source: 'end-state', options: {}, seed: endStateKey(game.meta.id, input, playedAt), status: 'finished', state: input, seats, startedAt: at,
    });
    this.matches.saveResults(matchId, report);
    this.matches.markStatus(matchId, 'finished', at);
    return matchId;
  }
}
