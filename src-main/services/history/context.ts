/** Everything the history services share: one database, its repositories, the clock and the games. */
import type { AnyGame } from '../../../src-shared/engine/types';
import type { Db } from '../../db/native';
import { KeptRepo } from '../../db/history/kept-repo';
import { PeopleRepo } from '../../db/history/people-repo';
import { PlaysRepo } from '../../db/history/plays-repo';
import { RatingsRepo } from '../../db/history/ratings-repo';
import { StatsRepo } from '../../db/history/stats-repo';

export interface HistoryContext {
  db: Db;
  plays: PlaysRepo;
  people: PeopleRepo;
  kept: KeptRepo;
  stats: StatsRepo;
  ratings: RatingsRepo;
  now: () => Date;
  findGame: (id: string) => AnyGame | undefined;
  listGames: () => AnyGame[];
}

export function historyContext(db: Db, now: () => Date, findGame: (id: string) => AnyGame | undefined, listGames: () => AnyGame[]): HistoryContext {
  return { db, plays: new PlaysRepo(db), people: new PeopleRepo(db), kept: new KeptRepo(db), stats: new StatsRepo(db), ratings: new RatingsRepo(db), now, findGame, listGames };
}

/** 'YYYY-MM-DD HH:MM:SS' in the machine's local time, as people log plays. */
export function localStamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
