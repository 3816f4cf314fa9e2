/**
 * Tabletop assist, end-state entry: score a finished physical game from what the table shows,
 * and optionally keep the result in the history.
 */
import { fail, ok, type Result } from '../../src-shared/engine/errors';
import { zodToAppError } from '../../src-shared/engine/runner';
import type { AnyGame, ScoreReport } from '../../src-shared/engine/types';
import { getGame } from '../../src-shared/games/registry';
import type { MatchesRepo } from '../db/matches-repo';
import type { PlayersRepo } from '../db/players-repo';

export interface ScoredEndState {
  game: AnyGame;
  names: string[];
  report: ScoreReport;
  input: unknown;
}

/** Shared by the IPC handler and the `score` CLI command. */
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

export class EndStateService {
  constructor(
    private readonly matches: MatchesRepo,
    private readonly players: PlayersRepo,
    private readonly now: () => Date = () => new Date(),
    private readonly findGame: (id: string) => AnyGame | undefined = getGame,
  ) {}

  score(raw: unknown, save: boolean): Result<{ names: string[]; report: ScoreReport; matchId: number | null }> {
    const scored = scoreEndState(raw, this.findGame);
    if (!scored.ok) return { ok: false, error: { ...scored.error, path: ['input', ...scored.error.path] } };
    const { game, names, report, input } = scored.value;
    return ok({ names, report, matchId: save ? this.save(game, names, report, input) : null });
  }

  private save(game: AnyGame, names: string[], report: ScoreReport, input: unknown): number {
    const at = this.now().toISOString();
    const seats = names.map((name, i) => ({
      playerId: this.players.findOrCreate(name, at).id,
      name,
      colour: game.meta.colours[i % game.meta.colours.length],
    }));
    const matchId = this.matches.create({
      gameId: game.meta.id, mode: 'assist', source: 'end-state', options: {}, seed: '', status: 'finished', state: input, seats, startedAt: at,
    });
    this.matches.saveResults(matchId, report);
    this.matches.markStatus(matchId, 'finished', at);
    return matchId;
  }
}
