/**
 * Where `score`, `replay` and `simulate --save` keep their results: the app's own history (--data-dir,
 * else TABLEKEEPER_DATA_DIR, else the app's folder), through the same services the app uses, so a result
 * saved here shows in the app as a finished game and a play.
 */
import { getGame, listGames } from '../src-shared/games/registry';
import { MatchesRepo } from '../src-main/db/matches-repo';
import { openHistoryFolder } from './open-history';
import { PlayersRepo } from '../src-main/db/players-repo';
import { dataDir } from '../src-main/paths';
import { EndStateService } from '../src-main/services/end-state-service';
import { historyServices } from '../src-main/services/history/handlers';
import { MatchService } from '../src-main/services/match-service';
import { stringFlag, type ParsedArgs } from './args';

export interface HistoryTarget {
  matches: MatchService;
  endStates: EndStateService;
}

/** Flags every saving command takes. */
export const SAVE_FLAGS = ['data-dir'] as const;

export function withHistory<T>(args: ParsedArgs, save: (target: HistoryTarget) => T): T {
  const { db } = openHistoryFolder(stringFlag(args, 'data-dir', dataDir()));
  try {
    const now = () => new Date();
    const matchesRepo = new MatchesRepo(db);
    const playersRepo = new PlayersRepo(db);
    const result = save({ matches: new MatchService(matchesRepo, playersRepo, now, getGame), endStates: new EndStateService(matchesRepo, playersRepo, now, getGame) });
    // Finished matches become plays now, so the history's stats and exports see them at once.
    historyServices(db, now, getGame, listGames).plays.syncMatches();
    return result;
  } finally {
    db.close();
  }
}
