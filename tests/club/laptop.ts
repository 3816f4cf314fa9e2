/** An app core on its own data folder, as a laptop in a club runs it: history services plus the club service. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src-main/db/open';
import type { Db } from '../../src-main/db/native';
import { ClubService, type ClubServiceOptions } from '../../src-main/club/club-service';
import { FileCredentialStore } from '../../src-main/club/credentials';
import { historyServices, type HistoryServices } from '../../src-main/services/history/handlers';
import { getGame, listGames } from '../../src-shared/games/registry';
import { playInputSchema } from '../../src-shared/history/types';

export interface Laptop {
  dir: string;
  db: Db;
  history: HistoryServices;
  club: ClubService;
  record(game: string, playedAt: string, seats: [string, string][], location?: string): number;
  /** Every play as a club member sees it: what was played, by whom, with what result (no row ids). */
  plays(): unknown[];
  /** Every game's leaderboard with μ and σ to the last digit. */
  boards(): Record<string, unknown[]>;
  close(): void;
}

export function openLaptop(root: string, name: string, options: ClubServiceOptions = {}, dir = mkdtempSync(join(root ?? tmpdir(), `${name}-`))): Laptop {
  const { db } = openDatabase(dir, process.cwd());
  const history = historyServices(db, () => new Date(), getGame, listGames);
  const club = new ClubService(db, new FileCredentialStore(dir), options);
  return {
    dir, db, history, club,
    record(game, playedAt, seats, location = '') {
      const input = playInputSchema.parse({ game: { name: game }, playedAt, location, players: seats.map(([n, scoreText]) => ({ name: n, scoreText })) });
      const play = history.plays.record(input);
      if (!play.ok) throw new Error(play.error.message);
      return play.value.id;
    },
    plays() {
      return history.plays.list({ gameId: null, playerId: null, limit: 1_000_000, offset: 0 }).plays.map((p) => ({
        uid: p.uid, game: p.game.name, playedAt: p.playedAt, location: p.location, notes: p.notes, incomplete: p.incomplete,
        players: p.players.map((s) => [s.name, s.scoreText, s.rank, s.winner]),
      }));
    },
    boards() {
      const out: Record<string, unknown[]> = {};
      for (const g of history.people.games()) {
        const board = history.ratings.leaderboard({ gameId: g.id, limit: 1000 });
        if (board.length) out[g.name] = board.map((r) => [r.place, r.name, r.mu, r.sigma, r.ordinal, r.plays, r.wins]);
      }
      return out;
    },
    close() {
      db.close();
    },
  };
}
