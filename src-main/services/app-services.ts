/**
 * Everything the main process offers the renderer, wired to one database. Electron and the browser
 * host both build exactly this object and route the same contract to it.
 */
import { z } from 'zod';
import { ok, fail, type Result } from '../../src-shared/engine/errors';
import { getGame, listGames } from '../../src-shared/games/registry';
import type { AnyGame } from '../../src-shared/engine/types';
import { zodToAppError } from '../../src-shared/engine/runner';
import type { Channel } from '../../src-shared/ipc/channels';
import type { ChannelOutput, ChannelParsedInput } from '../../src-shared/ipc/contract';
import { MatchesRepo } from '../db/matches-repo';
import type { Db } from '../db/native';
import { PlayersRepo } from '../db/players-repo';
import { SettingsRepo } from '../db/settings-repo';
import { RatingsRepo } from '../db/history/ratings-repo';
import { readSettings, writeSettings } from './settings';
import { projectRoot } from '../paths';
import { EndStateService } from './end-state-service';
import { createHistoryHandlers } from './history/handlers';
import { MatchService } from './match-service';
import { replaySavedLog } from './log-replay';
import { ClubService } from '../club/club-service';
import { FileCredentialStore } from '../club/credentials';
import { createClubHandlers } from '../club/handlers';
import { ClubWorker } from '../club/worker';
import { BotScheduler } from '../bots/bot-scheduler';
import { WorkerBotRunner, type BotRunner } from '../bots/bot-runner';

export type Handlers = { [C in Channel]: (input: ChannelParsedInput<C>) => Result<ChannelOutput<C>> };

export interface HostInfo {
  version: string;
  host: 'electron' | 'browser';
  dataDir: string;
  notices: string[];
}

/** Which games exist; tests pass their own fixture games, the app the real registry. */
export interface GameCatalogue {
  get(id: string): AnyGame | undefined;
  list(): AnyGame[];
}

const registryCatalogue: GameCatalogue = { get: getGame, list: listGames };

/**
 * `club` is the club sync worker (boot starts it with the host's credential store); without one, the
 * club channels work on demand with the credentials file and nothing syncs in the background.
 */
export function createHandlers(
  db: Db, info: HostInfo, now: () => Date = () => new Date(), games: GameCatalogue = registryCatalogue,
  club: ClubWorker = new ClubWorker(new ClubService(db, new FileCredentialStore(info.dataDir))),
  bots: BotRunner = new WorkerBotRunner(),
): Handlers {
  const matchesRepo = new MatchesRepo(db);
  const playersRepo = new PlayersRepo(db);
  const settingsRepo = new SettingsRepo(db);
  const matches = new MatchService(matchesRepo, playersRepo, now, games.get);
  const endStates = new EndStateService(matchesRepo, playersRepo, now, games.get);
  const scheduler = new BotScheduler(bots, matches);
  matches.watchBots(scheduler);

  return {
    'app:info': () => ok({ ...info }),
    'settings:get': () => ok(readSettings(settingsRepo)),
    'settings:set': (input) => {
      const ratedBots = readSettings(settingsRepo).rateBots;
      const saved = writeSettings(settingsRepo, input);
      // Rating bot seats or not changes every leaderboard: each is rebuilt on its next read.
      if (saved.rateBots !== ratedBots) new RatingsRepo(db).markAllDirty();
      return ok(saved);
    },
    'games:list': () =>
      ok(
        games.list().map((g) => ({
          id: g.meta.id, name: g.meta.name, minPlayers: g.meta.minPlayers, maxPlayers: g.meta.maxPlayers,
          hasChance: g.meta.hasChance, hasHiddenInformation: g.meta.hasHiddenInformation, colours: [...g.meta.colours],
          defaultOptions: g.optionsSchema.parse({}), optionsSchema: optionsJsonSchema(g), endStateExample: g.endState.example,
        })),
      ),
    'players:list': () => ok(playersRepo.list()),
    'players:create': (input) => ok(playersRepo.findOrCreate(input.name, now().toISOString())),
    'match:create': (input) => matches.create(input),
    'match:list': (input) => ok(matches.list(input.status)),
    'match:view': (input) => matches.view(input.matchId, input.viewer),
    'match:apply': (input) => matches.apply(input),
    'match:undo': (input) => matches.undo(input),
    'match:abandon': (input) => matches.abandon(input.matchId),
    'match:leave': (input) => ok(scheduler.leave(input.matchId)),
    'match:suggest': (input) => scheduler.suggest(input.matchId, input.viewer, input.expectedVersion),
    'match:export-log': (input) => matches.exportLog(input.matchId),
    'match:replay': (input) => matches.replay(input.matchId, input.position, input.viewer),
    'match:replay-log': (input) => replaySavedLog(input, games.get),
    'score:end-state': (input) => endStates.score(input.input),
    'score:save-end-state': (input) => endStates.save(input.input),
    'game:calculate': (input) => calculate(games.get(input.gameId), input.calculator, input.input),
    'history:list': (input) => ok(matches.list('finished', input.limit, input.offset)),
    ...createHistoryHandlers({
      db, dataDir: info.dataDir, projectRoot: projectRoot(), now, findGame: games.get, listGames: games.list, afterRestore: () => matches.forgetLoaded(), warmAfter: (wake) => club.afterRound.add(wake),
    }),
    ...createClubHandlers(club),
  };
}

/** Runs a game's calculator on checked input; bad input names its field, like every other channel. */
function calculate(game: AnyGame | undefined, name: string, input: unknown): Result<unknown> {
  if (!game) return fail('game/unknown', 'No such game.', ['gameId']);
  const calculator = game.calculators?.[name];
  if (!calculator) return fail('game/unknown', `${game.meta.name} has no calculator called ${name}.`, ['calculator']);
  const parsed = calculator.schema.safeParse(input);
  if (!parsed.success) {
    const error = zodToAppError(parsed.error, 'input/invalid');
    return fail(error.code, error.message, ['input', ...error.path]);
  }
  return ok(calculator.run(parsed.data));
}

/** Options that cannot be drawn as a form (e.g. a whole custom board) still travel as JSON. */
function optionsJsonSchema(game: AnyGame): unknown {
  try {
    return z.toJSONSchema(game.optionsSchema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
}

export function unknownChannel(channel: string): Result<never> {
  return fail('ipc/unknown-channel', `No such channel: ${channel.slice(0, 60)}`);
}
