/** Seasons: named date ranges (optionally one game, optionally one group) with their own leaderboards. */
import { fail, ok, type Result } from '../../../src-shared/engine/errors';
import type { HistoryContext } from './context';
import { seasonScope, type RatingService, type SeasonRow } from './rating-service';

export interface SeasonInfo {
  id: number;
  name: string;
  startsOn: string;
  endsOn: string;
  gameId: number | null;
  groupId: number | null;
}

const toInfo = (r: SeasonRow): SeasonInfo => ({ id: r.id, name: r.name, startsOn: r.starts_on, endsOn: r.ends_on, gameId: r.game_id, groupId: r.group_id });

export class SeasonService {
  private readonly s;

  constructor(
    private readonly ctx: HistoryContext,
    private readonly ratings: RatingService,
  ) {
    const p = (sql: string) => ctx.db.prepare(sql);
    this.s = {
      list: p(`SELECT * FROM seasons ORDER BY starts_on DESC, name`),
      find: p(`SELECT * FROM seasons WHERE id = ?`),
      insert: p(`INSERT INTO seasons (name, starts_on, ends_on, game_id, group_id) VALUES (@name, @startsOn, @endsOn, @gameId, @groupId)`),
      update: p(`UPDATE seasons SET name = @name, starts_on = @startsOn, ends_on = @endsOn, game_id = @gameId, group_id = @groupId WHERE id = @id`),
      delete: p(`DELETE FROM seasons WHERE id = ?`),
    };
  }

  list(): SeasonInfo[] {
    return (this.s.list.all() as SeasonRow[]).map(toInfo);
  }

  save(input: { id?: number; name: string; startsOn: string; endsOn: string; gameId: number | null; groupId: number | null }): Result<SeasonInfo> {
    if (input.startsOn > input.endsOn) return fail('input/invalid', 'A season ends on or after the day it starts.', ['endsOn']);
    if (input.gameId !== null && !this.ctx.people.game(input.gameId)) return fail('game/unknown', `No game ${input.gameId}.`, ['gameId']);
    if (input.groupId !== null && !this.ctx.people.group(input.groupId)) return fail('input/invalid', `No group ${input.groupId}.`, ['groupId']);
    if (input.id !== undefined && !this.s.find.get(input.id)) return fail('input/invalid', `No season ${input.id}.`, ['id']);
    const values = { name: input.name, startsOn: input.startsOn, endsOn: input.endsOn, gameId: input.gameId, groupId: input.groupId };
    const id = this.ctx.db.transaction(() => {
      if (input.id !== undefined) {
        this.s.update.run({ ...values, id: input.id });
        this.ctx.ratings.dropScope(seasonScope(input.id));
        return input.id;
      }
      return Number(this.s.insert.run(values).lastInsertRowid);
    })();
    // Its leaderboard is listed for the background warmer, so the first read of it is a cached read.
    this.ratings.prepareSeason(id);
    return ok(toInfo(this.s.find.get(id) as SeasonRow));
  }

  delete(id: number): Result<{ id: number }> {
    if (!this.s.find.get(id)) return fail('input/invalid', `No season ${id}.`, ['id']);
    this.ctx.db.transaction(() => {
      this.s.delete.run(id);
      this.ctx.ratings.dropScope(seasonScope(id));
    })();
    return ok({ id });
  }

  leaderboard(id: number): Result<ReturnType<RatingService['leaderboard']>> {
    if (!this.s.find.get(id)) return fail('input/invalid', `No season ${id}.`, ['seasonId']);
    return ok(this.ratings.leaderboard({ seasonId: id }));
  }
}
