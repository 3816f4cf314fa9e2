/**
 * Recording, editing, listing and deleting plays, and bringing finished matches into the history.
 * Manual plays are ranked by the rank rules; plays of a match keep the engine's ranks and tie-breaks.
 */
import { randomUUID } from 'node:crypto';
import { fail, ok, type Result } from '../../../src-shared/engine/errors';
import type { ScoreLine, TieBreak } from '../../../src-shared/engine/types';
import { rankPlayers } from '../../../src-shared/history/ranks';
import { parseScore } from '../../../src-shared/history/score';
import type { ExchangePlay, GameRef, PlayFields, PlayInput, SeatResultFields } from '../../../src-shared/history/types';
import type { CatalogGameRow } from '../../db/history/people-repo';
import type { NewPlay, NewPlayPlayer, PlayPlayerRow, PlayRow } from '../../db/history/plays-repo';
import { localStamp, type HistoryContext } from './context';
import type { RatingService } from './rating-service';

export interface PlayDetail extends PlayFields {
  id: number;
  uid: string;
  matchId: number | null;
  mode: PlayRow['mode'];
  game: GameInfoRow;
  locationId: number | null;
  source: string;
  players: PlayPlayerDetail[];
  tieBreaks: TieBreak[] | null;
}

export interface PlayPlayerDetail extends SeatResultFields {
  seat: number;
  playerId: number;
  /** '' for an anonymous seat. */
  name: string;
  anonymous: boolean;
  breakdown: ScoreLine[] | null;
}

export interface GameInfoRow {
  id: number;
  name: string;
  engineId: string | null;
  bggId: number | null;
  highestWins: boolean;
  noPoints: boolean;
  cooperative: boolean;
}

export function gameInfo(row: CatalogGameRow): GameInfoRow {
  return {
    id: row.id, name: row.name, engineId: row.engine_id, bggId: row.bgg_id, highestWins: row.highest_wins === 1,
    noPoints: row.no_points === 1, cooperative: row.cooperative === 1,
  };
}

export class PlayService {
  constructor(
    private readonly ctx: HistoryContext,
    private readonly ratings: RatingService,
  ) {}

  /** The four games (and test fixtures) get catalogue entries named as their engines name them. */
  ensureEngineGames(): void {
    for (const game of this.ctx.listGames()) {
      const existing = this.ctx.people.gameByEngine(game.meta.id);
      if (!existing) {
        const clash = this.ctx.people.gameByName(game.meta.name);
        if (clash && !clash.engine_id) continue;
        this.ctx.people.insertGame({ name: clash ? game.meta.id : game.meta.name, engineId: game.meta.id, bggId: null, highestWins: true, noPoints: false, cooperative: false, usesTeams: false, extra: {} });
      } else if (existing.name === game.meta.id && game.meta.name !== game.meta.id && !this.ctx.people.gameByName(game.meta.name)) {
        this.ctx.people.renameGame(existing.id, game.meta.name);
      }
    }
  }

  /** Finished matches become plays (once); cheap when there is nothing new. */
  syncMatches(): void {
    const pending = this.ctx.plays.matchesToSync();
    if (pending.length === 0) return;
    const at = this.ctx.now().toISOString();
    for (const matchId of pending) {
      this.ctx.db.transaction(() => {
        const match = this.ctx.plays.finishedMatch(matchId)!;
        const game = this.ctx.people.gameByEngine(match.row.game_id) ?? this.ctx.people.insertGame({
          name: this.ctx.findGame(match.row.game_id)?.meta.name ?? match.row.game_id, engineId: match.row.game_id, bggId: null,
          highestWins: true, noPoints: false, cooperative: false, usesTeams: false, extra: {},
        });
        const playedAt = localStamp(new Date(match.row.ended_at ?? match.row.started_at));
        const players: NewPlayPlayer[] = match.seats.map((seat) => {
          const result = match.results.find((r) => r.seat === seat.seat);
          const person = (seat.player_id !== null ? this.ctx.people.resolve(seat.player_id) : undefined) ?? this.ctx.people.findOrCreatePerson(seat.name, at);
          return {
            playerId: person.id, startPosition: seat.seat + 1, colour: seat.colour, team: '', role: '',
            scoreText: result ? String(result.total) : '', score: result?.total ?? null, rank: result?.rank ?? null, winner: result?.winner === 1,
            // A seat a bot played says so (shown in the history, left out of ratings unless asked, synced with the club).
            newToGame: false, breakdown: result ? JSON.parse(result.breakdown_json) : null, extra: seat.bot ? { bot: seat.bot } : {},
          };
        });
        const play: NewPlay = {
          uid: randomUUID(), bggPlayId: null, matchId, gameId: game.id, mode: match.row.mode, playedAt, durationMin: minutesBetween(match.row.started_at, match.row.ended_at),
          locationId: null, notes: '', incomplete: false, excludeFromStats: false, quantity: 1, manualWinner: false, expansions: [], board: '',
          tieBreaks: match.tieBreaks ? JSON.parse(match.tieBreaks) : null, source: 'tablekeeper', extra: {}, at, players,
        };
        const playId = this.ctx.plays.insert(play);
        this.ratings.afterInsert(game.id, playedAt, play.uid, playId);
      })();
    }
  }

  record(input: PlayInput): Result<PlayDetail> {
    const built = this.build(input, null);
    if (!built.ok) return built;
    const playId = this.ctx.db.transaction(() => {
      const id = this.ctx.plays.insert(built.value);
      this.ratings.afterInsert(built.value.gameId, built.value.playedAt, built.value.uid, id);
      return id;
    })();
    return ok(this.detail(playId)!);
  }

  edit(playId: number, input: PlayInput): Result<PlayDetail> {
    const existing = this.ctx.plays.find(playId);
    if (!existing) return fail('input/invalid', `No play ${playId}.`, ['playId']);
    const built = this.build(input, existing);
    if (!built.ok) return built;
    this.ctx.db.transaction(() => {
      this.ctx.plays.update(playId, built.value);
      this.ratings.markGame(existing.game_id);
      this.ratings.markGame(built.value.gameId);
    })();
    return ok(this.detail(playId)!);
  }

  delete(playId: number): Result<{ playId: number }> {
    const existing = this.ctx.plays.find(playId);
    if (!existing) return fail('input/invalid', `No play ${playId}.`, ['playId']);
    if (existing.match_id !== null) return fail('input/invalid', 'A play of a match stays in the history; mark it "exclude from stats" instead.', ['playId']);
    this.ctx.db.transaction(() => {
      this.ctx.plays.delete(playId);
      this.ratings.markGame(existing.game_id);
    })();
    return ok({ playId });
  }

  detail(playId: number): PlayDetail | undefined {
    const row = this.ctx.plays.find(playId);
    return row ? this.toDetail(row, this.ctx.plays.players(playId)) : undefined;
  }

  list(args: { gameId: number | null; playerId: number | null; limit: number; offset: number }): { plays: PlayDetail[]; total: number } {
    const { rows, total } = this.ctx.plays.page(args);
    return { plays: rows.map((r) => this.toDetail(r, this.ctx.plays.players(r.id))), total };
  }

  toDetail(row: PlayRow, players: PlayPlayerRow[]): PlayDetail {
    const game = this.ctx.people.game(row.game_id)!;
    return {
      id: row.id, uid: row.uid, matchId: row.match_id, mode: row.mode, game: gameInfo(game), playedAt: row.played_at, durationMin: row.duration_min,
      locationId: row.location_id, location: row.location_id ? (this.ctx.people.location(row.location_id)?.name ?? '') : '', notes: row.notes,
      incomplete: row.incomplete === 1, excludeFromStats: row.exclude_stats === 1, quantity: row.quantity, expansions: JSON.parse(row.expansions_json),
      board: row.board, manualWinner: row.manual_winner === 1, source: row.source, tieBreaks: row.tiebreaks_json ? JSON.parse(row.tiebreaks_json) : null,
      players: players.map((p) => ({
        seat: p.seat, playerId: p.player_id, name: this.ctx.people.person(p.player_id)?.name ?? '?', anonymous: this.ctx.people.person(p.player_id)?.anonymous === 1, startPosition: p.start_position, colour: p.colour,
        team: p.team, role: p.role, scoreText: p.score_text, score: p.score, rank: p.rank, winner: p.winner === 1, newToGame: p.new_to_game === 1,
        breakdown: p.breakdown_json ? JSON.parse(p.breakdown_json) : null, bot: botLevelOf(p.extra_json),
      })),
    };
  }

  /** A play as the exchange formats see it (names instead of ids, unknown fields restored). */
  toExchange(row: PlayRow, players: PlayPlayerRow[]): ExchangePlay {
    const game = this.ctx.people.game(row.game_id)!;
    return {
      uid: row.uid, bggPlayId: row.bgg_play_id,
      game: { ...gameInfo(game), usesTeams: game.uses_teams === 1, extra: JSON.parse(game.extra_json) },
      mode: row.mode, playedAt: row.played_at, durationMin: row.duration_min,
      location: row.location_id ? (this.ctx.people.location(row.location_id)?.name ?? '') : '', notes: row.notes, incomplete: row.incomplete === 1,
      excludeFromStats: row.exclude_stats === 1, quantity: row.quantity, expansions: JSON.parse(row.expansions_json), board: row.board,
      manualWinner: row.manual_winner === 1, extra: JSON.parse(row.extra_json),
      players: players.map((p) => {
        const person = this.ctx.people.person(p.player_id)!;
        return {
          key: person.anonymous ? 'anonymous' : `player:${person.id}`, anonymous: person.anonymous === 1,
          name: person.name, bggUsername: person.bgg_username, startPosition: p.start_position, colour: p.colour, team: p.team, role: p.role,
          scoreText: p.score_text, score: p.score, rank: p.rank, winner: p.winner === 1, newToGame: p.new_to_game === 1,
          personExtra: JSON.parse(person.extra_json), extra: JSON.parse(p.extra_json),
        };
      }),
    };
  }

  /** Resolves the game, location and people of a play and ranks it; `existing` keeps a match's results. */
  private build(input: PlayInput, existing: PlayRow | null): Result<NewPlay> {
    const at = this.ctx.now().toISOString();
    const game = this.findOrCreateGame(input.game);
    if (existing?.match_id !== null && existing?.match_id !== undefined && game.id !== existing.game_id) {
      return fail('input/invalid', 'The game of a recorded match cannot change.', ['game']);
    }
    const players: NewPlayPlayer[] = [];
    if (existing?.match_id !== null && existing?.match_id !== undefined) {
      for (const p of this.ctx.plays.players(existing.id)) {
        players.push({
          playerId: p.player_id, startPosition: p.start_position, colour: p.colour, team: p.team, role: p.role, scoreText: p.score_text, score: p.score,
          rank: p.rank, winner: p.winner === 1, newToGame: p.new_to_game === 1, breakdown: p.breakdown_json ? JSON.parse(p.breakdown_json) : null, extra: JSON.parse(p.extra_json),
        });
      }
    } else {
      const seen = new Set<number>();
      // An edited seat keeps what its file gave it (kept fields): a person's by player, anonymous seats in order.
      const kept = existing ? this.ctx.plays.players(existing.id).map((s) => ({ playerId: s.player_id, extra: JSON.parse(s.extra_json) as Record<string, unknown> })) : [];
      const keptExtra = (playerId: number) => {
        const at = kept.findIndex((k) => k.playerId === playerId);
        return at < 0 ? {} : kept.splice(at, 1)[0].extra;
      };
      for (const [i, p] of input.players.entries()) {
        const person = p.anonymous
          ? this.ctx.people.findOrCreateAnonymous(at)
          : p.playerId !== undefined ? this.ctx.people.resolve(p.playerId) : this.ctx.people.findOrCreatePerson(p.name, at);
        if (!person || (person.anonymous === 1) !== p.anonymous) return fail('player/not-found', `No player ${p.playerId}.`, ['players', i, 'playerId']);
        if (!p.anonymous && seen.has(person.id)) return fail('input/invalid', `${person.name} is in this play twice.`, ['players', i]);
        seen.add(person.id);
        const score = parseScore(p.scoreText);
        players.push({
          playerId: person.id, startPosition: p.startPosition, colour: p.colour, team: p.team, role: p.role, scoreText: p.scoreText.trim(), score,
          rank: p.rank, winner: p.winner, newToGame: p.newToGame, breakdown: null, extra: keptExtra(person.id),
        });
      }
      const ranked = rankPlayers(
        players.map((p) => ({ score: p.score, team: p.team, winner: p.winner, rank: p.rank })),
        { highestWins: game.highest_wins === 1, noPoints: game.no_points === 1, cooperative: game.cooperative === 1 },
        input.manualWinner,
      );
      ranked.forEach((r, i) => Object.assign(players[i], r));
    }
    const location = input.location.trim() ? this.ctx.people.findOrCreateLocation(input.location.trim()) : null;
    return ok({
      uid: existing?.uid ?? randomUUID(), bggPlayId: existing?.bgg_play_id ?? null, matchId: existing?.match_id ?? null, gameId: game.id,
      mode: existing?.mode ?? 'manual', playedAt: input.playedAt, durationMin: input.durationMin, locationId: location?.id ?? null, notes: input.notes,
      incomplete: input.incomplete, excludeFromStats: input.excludeFromStats, quantity: existing?.quantity ?? 1, manualWinner: input.manualWinner,
      expansions: input.expansions, board: input.board, tieBreaks: existing?.tiebreaks_json ? JSON.parse(existing.tiebreaks_json) : null,
      source: existing?.source ?? 'tablekeeper', extra: existing ? JSON.parse(existing.extra_json) : {}, at, players,
    });
  }

  findOrCreateGame(ref: GameRef, usesTeams = false, extra: Record<string, unknown> = {}): CatalogGameRow {
    const existing = this.ctx.people.gameByName(ref.name);
    if (existing) return existing;
    return this.ctx.people.insertGame({ name: ref.name, engineId: null, bggId: ref.bggId, highestWins: ref.highestWins, noPoints: ref.noPoints, cooperative: ref.cooperative, usesTeams, extra });
  }
}

function minutesBetween(start: string, end: string | null): number | null {
  if (!end) return null;
  const minutes = Math.round((Date.parse(end) - Date.parse(start)) / 60_000);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

const BOT_LEVELS = ['random', 'easy', 'greedy', 'normal', 'strong'] as const;

/** The bot mark a seat's extra data carries (plays of digital games against the computer). */
function botLevelOf(extraJson: string): (typeof BOT_LEVELS)[number] | null {
  try {
    const bot = (JSON.parse(extraJson) as { bot?: unknown }).bot;
    return BOT_LEVELS.find((level) => level === bot) ?? null;
  } catch {
    return null;
  }
}
