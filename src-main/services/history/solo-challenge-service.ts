/**
 * En Route's solo challenge table across games (rulebook "ソロモード": record the score in the chosen cell and
 * try to fill the whole table). Every solo En Route play that kept the engine's score breakdown (a digital
 * game, or a score sheet saved from the app) carries its challenge line, which says the city, the cell and
 * the result; plays without one (imported, logged by hand) are not part of the table.
 */
import { fail, ok, type Result } from '../../../src-shared/engine/errors';
import { challengeOf, CHALLENGE_CITIES, type ChallengeCity } from '../../../src-shared/games/en-route/challenge';
import { challengeTables, type ChallengePlay, type ChallengeTable } from '../../../src-shared/games/en-route/challenge-table';
import type { HistoryFilter } from '../../db/history/filters';
import type { SoloResultRow } from '../../db/history/plays-repo';
import type { HistoryContext } from './context';

const EN_ROUTE = 'en-route';

export interface SoloChallenges {
  /** Everyone with a solo challenge on record (for the player filter), by name. */
  players: { id: number; name: string }[];
  tables: ChallengeTable[];
}

export class SoloChallengeService {
  constructor(private readonly ctx: HistoryContext) {}

  /**
   * One table per city (or only `city`), from every player's solo plays or only `playerId`'s, within the
   * history page's filter (dates, group, location).
   */
  tables(input: { city: ChallengeCity | null; playerId: number | null; filter?: HistoryFilter }): Result<SoloChallenges> {
    if (input.playerId !== null) {
      const person = this.ctx.people.person(input.playerId);
      if (!person || person.merged_into !== null) return fail('player/not-found', `No player ${input.playerId}.`, ['playerId']);
    }
    const plays = this.plays(input.filter ?? {});
    const players = [...new Map(plays.map((p) => [p.playerId, { id: p.playerId, name: p.player }])).values()].sort((a, b) => a.name.localeCompare(b.name));
    const chosen = input.playerId === null ? plays : plays.filter((p) => p.playerId === input.playerId);
    return ok({ players, tables: challengeTables(chosen, input.city ? [input.city] : CHALLENGE_CITIES) });
  }

  private plays(filter: HistoryFilter): ChallengePlay[] {
    const game = this.ctx.people.gameByEngine(EN_ROUTE);
    if (!game) return [];
    return this.ctx.plays.soloResults(game.id, filter).flatMap((row) => {
      const result = challengeOf(parseJson(row.breakdown_json), endStateCity(row));
      if (!result) return [];
      return [{ playId: row.play_id, playedAt: row.played_at, playerId: row.player_id, player: this.ctx.people.person(row.player_id)?.name ?? '?', result }];
    });
  }
}

/** The city of the score sheet a play was scored from (only lines saved before they carried it need this). */
function endStateCity(row: SoloResultRow): string | null {
  const input = row.end_state_json === null ? null : parseJson(row.end_state_json);
  const city = input && typeof input === 'object' ? (input as { city?: unknown }).city : undefined;
  return typeof city === 'string' ? city : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
