/** The player page, the game page and the overall figures, each honouring the filters. */
import { fail, ok, type Result } from '../../../src-shared/engine/errors';
import { hIndex, monthRange, rivals, scoreBuckets, winRate, winStreaks, type Bucket, type RivalRow } from '../../../src-shared/history/stats';
import type { HistoryFilter } from '../../db/history/filters';
import type { HistoryContext } from './context';
import { gameInfo, type GameInfoRow } from './play-service';
import type { LeaderboardRow, RatingService } from './rating-service';

export interface PlayerPerGame {
  gameId: number;
  game: string;
  plays: number;
  wins: number;
  winRate: number;
  averageScore: number | null;
  bestScore: number | null;
}

export interface PlayerPage {
  playerId: number;
  name: string;
  plays: number;
  wins: number;
  winRate: number;
  currentStreak: number;
  longestStreak: number;
  averageScore: number | null;
  bestScore: number | null;
  perGame: PlayerPerGame[];
  headToHead: (RivalRow & { wins: number; theirWins: number })[];
  nemesis: RivalRow | null;
  victim: RivalRow | null;
}

export interface GamePage {
  game: GameInfoRow;
  plays: number;
  averageScore: number | null;
  bestScore: number | null;
  byPlayerCount: { players: number; plays: number; averageScore: number | null; bestScore: number | null }[];
  distribution: Bucket[];
  playsPerMonth: { month: string; plays: number }[];
  leaderboard: LeaderboardRow[];
}

export interface Overview {
  plays: number;
  games: number;
  hIndex: number;
  playsPerMonth: { month: string; plays: number }[];
  perGame: { gameId: number; game: string; plays: number }[];
}

export class StatsService {
  constructor(
    private readonly ctx: HistoryContext,
    private readonly ratings: RatingService,
  ) {}

  player(playerId: number, filter: HistoryFilter): Result<PlayerPage> {
    const person = this.ctx.people.person(playerId);
    if (!person || person.merged_into !== null) return fail('player/not-found', `No player ${playerId}.`, ['playerId']);
    const rows = this.ctx.stats.playerGames(playerId, filter);
    let plays = 0;
    let wins = 0;
    let scored = 0;
    let sum = 0;
    let best: number | null = null;
    const perGame = rows.map((r) => {
      const game = this.ctx.people.game(r.game_id)!;
      const bestHere = game.no_points === 1 ? null : game.highest_wins === 1 ? r.score_max : r.score_min;
      plays += r.plays;
      wins += r.wins;
      scored += r.scored;
      sum += r.score_sum ?? 0;
      // "Best" across games only makes sense where higher is better, as it is for most games.
      if (bestHere !== null && game.highest_wins === 1 && (best === null || bestHere > best)) best = bestHere;
      return {
        gameId: r.game_id, game: game.name, plays: r.plays, wins: r.wins, winRate: winRate(r.wins, r.plays),
        averageScore: r.scored && game.no_points === 0 ? (r.score_sum ?? 0) / r.scored : null, bestScore: bestHere,
      };
    });
    perGame.sort((a, b) => b.plays - a.plays || a.game.localeCompare(b.game));
    const streaks = winStreaks(this.ctx.stats.playerWins(playerId, filter));
    // Anonymous seats are no one: never an opponent.
    const anonymousId = this.ctx.people.anonymousPerson()?.id;
    const h2h = this.ctx.stats.headToHead(playerId, filter).filter((r) => r.opponent_id !== anonymousId).map((r) => ({
      opponentId: r.opponent_id, name: this.ctx.people.person(r.opponent_id)?.name ?? '?', plays: r.plays, ahead: r.ahead, behind: r.behind,
      wins: r.wins, theirWins: r.their_wins, bot: this.ratings.botLevel(r.opponent_id),
    }));
    h2h.sort((a, b) => b.plays - a.plays || a.name.localeCompare(b.name));
    const { nemesis, victim } = rivals(h2h);
    return ok({
      playerId, name: person.name, bot: this.ratings.botLevel(playerId), plays, wins, winRate: winRate(wins, plays), currentStreak: streaks.current, longestStreak: streaks.longest,
      averageScore: scored ? sum / scored : null, bestScore: best, perGame, headToHead: h2h, nemesis, victim,
    });
  }

  game(gameId: number, filter: HistoryFilter): Result<GamePage> {
    const row = this.ctx.people.game(gameId);
    if (!row) return fail('game/unknown', `No game ${gameId}.`, ['gameId']);
    const info = gameInfo(row);
    const scores = this.ctx.stats.gameScores(gameId, filter);
    const better = (a: number, b: number) => (info.highestWins ? a > b : a < b);
    const byCount = new Map<number, { n: number; sum: number; best: number | null }>();
    let n = 0;
    let sum = 0;
    let best: number | null = null;
    const exact = new Map<number, number>();
    for (const s of scores) {
      const c = byCount.get(s.player_count) ?? { n: 0, sum: 0, best: null };
      c.n += s.n;
      c.sum += s.score * s.n;
      if (c.best === null || better(s.score, c.best)) c.best = s.score;
      byCount.set(s.player_count, c);
      n += s.n;
      sum += s.score * s.n;
      if (best === null || better(s.score, best)) best = s.score;
      exact.set(s.score, (exact.get(s.score) ?? 0) + s.n);
    }
    const months = this.ctx.stats.gameMonthCounts(filter, gameId);
    const playsPerCount = this.playsByPlayerCount(gameId, filter);
    const counts = [...new Set([...byCount.keys(), ...playsPerCount.keys()])].sort((a, b) => a - b);
    return ok({
      game: info,
      plays: months.reduce((a, m) => a + m.plays, 0),
      averageScore: n && !info.noPoints ? sum / n : null,
      bestScore: info.noPoints ? null : best,
      byPlayerCount: counts.map((players) => {
        const c = byCount.get(players);
        return { players, plays: playsPerCount.get(players) ?? 0, averageScore: c && c.n ? c.sum / c.n : null, bestScore: c?.best ?? null };
      }),
      distribution: info.noPoints ? [] : scoreBuckets([...exact.entries()].map(([score, count]) => ({ score, count }))),
      playsPerMonth: fillMonths(sumByMonth(months)),
      leaderboard: this.ratings.leaderboard({ gameId, groupId: filter.groupId ?? null, limit: 50 }),
    });
  }

  overview(filter: HistoryFilter): Overview {
    const counts = this.ctx.stats.gameMonthCounts(filter);
    const perGameMap = new Map<number, number>();
    for (const c of counts) perGameMap.set(c.game_id, (perGameMap.get(c.game_id) ?? 0) + c.plays);
    const perGame = [...perGameMap.entries()]
      .map(([gameId, plays]) => ({ gameId, game: this.ctx.people.game(gameId)?.name ?? '?', plays }))
      .sort((a, b) => b.plays - a.plays || a.game.localeCompare(b.game));
    return {
      plays: perGame.reduce((a, g) => a + g.plays, 0), games: perGame.length, hIndex: hIndex(perGame.map((g) => g.plays)),
      playsPerMonth: fillMonths(sumByMonth(counts)), perGame,
    };
  }

  scoresOverTime(playerId: number, gameId: number): { playedAt: string; score: number }[] {
    return this.ctx.stats.playerScoresOverTime(playerId, gameId).map((r) => ({ playedAt: r.played_at, score: r.score }));
  }

  private playsByPlayerCount(gameId: number, filter: HistoryFilter): Map<number, number> {
    return new Map(this.ctx.stats.gamePlayerCounts(gameId, filter).map((r) => [r.player_count, r.plays]));
  }
}

function sumByMonth(rows: { month: string; plays: number }[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows) out.set(r.month, (out.get(r.month) ?? 0) + r.plays);
  return out;
}

function fillMonths(byMonth: Map<string, number>): { month: string; plays: number }[] {
  const months = [...byMonth.keys()].filter((m) => (byMonth.get(m) ?? 0) > 0).sort();
  if (months.length === 0) return [];
  return monthRange(months[0], months[months.length - 1]).map((month) => ({ month, plays: byMonth.get(month) ?? 0 }));
}
