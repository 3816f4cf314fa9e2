/**
 * The history's part of the handler map. Every read first brings newly finished matches into the
 * history, so a game played a minute ago shows up in the stats.
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fail, ok, type Result } from '../../../src-shared/engine/errors';
import type { AnyGame } from '../../../src-shared/engine/types';
import type { HistoryChannel } from '../../../src-shared/ipc/channels';
import type { ChannelOutput, ChannelParsedInput } from '../../../src-shared/ipc/contract';
import { backupTo, BackupError, restoreFrom } from '../../db/history/backup';
import type { Db } from '../../db/native';
import { historyContext } from './context';
import { ExchangeService } from './exchange-service';
import { PeopleService } from './people-service';
import { gameInfo, PlayService } from './play-service';
import { RatingService } from './rating-service';
import { RatingWarmer } from './rating-warmer';
import { SeasonService } from './season-service';
import { SoloChallengeService } from './solo-challenge-service';
import { StatsService } from './stats-service';

export type HistoryHandlers = { [C in HistoryChannel]: (input: ChannelParsedInput<C>) => Result<ChannelOutput<C>> };

export interface HistoryServices {
  plays: PlayService;
  people: PeopleService;
  stats: StatsService;
  ratings: RatingService;
  seasons: SeasonService;
  exchange: ExchangeService;
  soloChallenges: SoloChallengeService;
  /** Rebuilds dirty leaderboards in the background (saves only mark them). */
  warmer: RatingWarmer;
}

export function historyServices(db: Db, now: () => Date, findGame: (id: string) => AnyGame | undefined, listGames: () => AnyGame[]): HistoryServices {
  const ctx = historyContext(db, now, findGame, listGames);
  const ratings = new RatingService(ctx);
  const plays = new PlayService(ctx, ratings);
  plays.ensureEngineGames();
  return {
    plays, ratings, people: new PeopleService(ctx, ratings), stats: new StatsService(ctx, ratings), seasons: new SeasonService(ctx, ratings),
    exchange: new ExchangeService(ctx, plays, ratings), soloChallenges: new SoloChallengeService(ctx), warmer: new RatingWarmer(ctx, ratings),
  };
}

export interface HistoryHost {
  db: Db;
  dataDir: string;
  projectRoot: string;
  now: () => Date;
  findGame: (id: string) => AnyGame | undefined;
  listGames: () => AnyGame[];
  /** Called after a restore replaced the database's contents, so other caches can be dropped. */
  afterRestore?: () => void;
  /** Hands the leaderboard warmer's wake-up to other writers of the history (the club sync worker). */
  warmAfter?: (wake: () => void) => void;
}

export function backupsDir(dataDir: string): string {
  return join(dataDir, 'backups');
}

export function createHistoryHandlers(host: HistoryHost): HistoryHandlers {
  const s = historyServices(host.db, host.now, host.findGame, host.listGames);
  host.warmAfter?.(() => s.warmer.wake());
  const sync = (): void => s.plays.syncMatches();
  const read = <I, O>(f: (input: I) => Result<O>) => (input: I): Result<O> => {
    sync();
    return f(input);
  };

  return afterEach(s.warmer, {
    'history:plays': read((input) => ok(s.plays.list(input))),
    'history:play': read((input) => {
      const play = s.plays.detail(input.playId);
      return play ? ok(play) : fail('input/invalid', `No play ${input.playId}.`, ['playId']);
    }),
    'history:record': (input) => s.plays.record(input),
    'history:edit': read((input) => s.plays.edit(input.playId, input.play)),
    'history:delete': (input) => s.plays.delete(input.playId),
    'history:catalog': read(() => {
      const counts = new Map<number, number>();
      for (const c of s.stats.overview({}).perGame) counts.set(c.gameId, c.plays);
      const ctxGames = s.people.games();
      return ok({
        games: ctxGames.map((g) => ({ ...gameInfo(g), plays: counts.get(g.id) ?? 0 })),
        locations: s.people.locations(),
        players: s.people.list(),
        groups: s.people.groups(),
        seasons: s.seasons.list(),
        undoableMerges: s.people.undoableMerges(),
      });
    }),
    'history:player-stats': read((input) => s.stats.player(input.playerId, input.filter)),
    'history:game-stats': read((input) => s.stats.game(input.gameId, input.filter)),
    'history:overview': read((input) => ok(s.stats.overview(input.filter))),
    'history:leaderboard': read((input) =>
      input.seasonId !== null ? s.seasons.leaderboard(input.seasonId) : ok(s.ratings.leaderboard({ gameId: input.gameId, groupId: input.groupId, limit: input.limit })),
    ),
    'history:rating-history': read((input) => ok(s.ratings.history(input.playerId, input.gameId))),
    'history:scores-over-time': read((input) => ok(s.stats.scoresOverTime(input.playerId, input.gameId))),
    'history:solo-challenges': read((input) => s.soloChallenges.tables(input)),
    'history:recompute': read(() => ok({ plays: s.ratings.recomputeAllGames() })),
    'history:import-preview': (input) => ok(s.exchange.preview(input.format, input.text)),
    'history:import': (input) => s.exchange.import(input.format, input.text, input.people),
    'history:export': read((input) => ok(s.exchange.export(input.format))),
    'history:push-link': read((input) => s.exchange.pushLink(input.playId)),
    'history:backup': () => {
      const dir = backupsDir(host.dataDir);
      mkdirSync(dir, { recursive: true });
      const name = `tablekeeper-${host.now().toISOString().replace(/[:.]/g, '-')}.db`;
      const file = join(dir, name);
      try {
        backupTo(host.db, file);
      } catch (error) {
        if (error instanceof BackupError) return fail('db/error', error.message);
        throw error;
      }
      return ok({ name, file });
    },
    'history:backups': () => ok(listBackups(host.dataDir)),
    'history:restore': (input) => {
      const file = join(backupsDir(host.dataDir), input.name);
      try {
        const result = restoreFrom(host.db, file, host.projectRoot);
        host.afterRestore?.();
        return ok(result);
      } catch (error) {
        if (error instanceof BackupError) return fail('file/invalid', error.message, ['name']);
        throw error;
      }
    },
    'players:rename': (input) => s.people.rename(input.playerId, input.name),
    'players:merge': read((input) => s.people.merge(input.fromId, input.intoId)),
    'players:unmerge': (input) => s.people.unmerge(input.mergeId),
    'groups:save': (input) => s.people.saveGroup(input),
    'groups:delete': (input) => s.people.deleteGroup(input.id),
    'seasons:save': (input) => s.seasons.save(input),
    'seasons:delete': (input) => s.seasons.delete(input.id),
  });
}

/** After each request (a save may have marked leaderboards dirty), the warmer carries on in the background. */
function afterEach(warmer: RatingWarmer, handlers: HistoryHandlers): HistoryHandlers {
  const wrapped: Record<string, (input: never) => unknown> = {};
  for (const [channel, handle] of Object.entries(handlers) as [string, (input: never) => unknown][]) {
    wrapped[channel] = (input) => {
      try {
        return handle(input);
      } finally {
        warmer.wake();
      }
    };
  }
  return wrapped as HistoryHandlers;
}

export function listBackups(dataDir: string): { name: string; bytes: number; modified: string }[] {
  const dir = backupsDir(dataDir);
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.db'));
  } catch {
    return [];
  }
  return names
    .map((name) => {
      const st = statSync(join(dir, name));
      return { name, bytes: st.size, modified: st.mtime.toISOString() };
    })
    .sort((a, b) => b.modified.localeCompare(a.modified));
}
