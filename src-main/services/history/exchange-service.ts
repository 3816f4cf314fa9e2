/**
 * Import and export. An import is read twice: a preview (counts, every problem with its location,
 * and the proposed match of each person to an existing player, for review), then the import itself
 * with the reviewed matches, in one transaction: a file with any problem imports nothing. Plays
 * already present (same uid, or same BGG play id) are skipped, so importing a file again adds nothing.
 */
import { fail, ok, type Result } from '../../../src-shared/engine/errors';
import { parseBggXml, serialiseBggXml } from '../../../src-shared/history/formats/bgg';
import { parseBgStats, pushPlayLink, serialiseBgStats } from '../../../src-shared/history/formats/bgstats';
import { playsCsv, scoresCsv } from '../../../src-shared/history/formats/csv';
import { parseScoresCsv } from '../../../src-shared/history/formats/csv-import';
import { proposeMatches, type MatchProposal } from '../../../src-shared/history/matching';
import { rankPlayers } from '../../../src-shared/history/ranks';
import type { ExchangePlay, ExportFormat, FileProblem, ImportFormat, ParsedFile } from '../../../src-shared/history/types';
import type { NewPlay } from '../../db/history/plays-repo';
import type { HistoryContext } from './context';
import type { PlayService } from './play-service';
import type { RatingService } from './rating-service';

export interface ImportPreview {
  plays: number;
  newPlays: number;
  alreadyPresent: number;
  games: string[];
  locations: string[];
  people: MatchProposal[];
  problems: FileProblem[];
}

export interface ImportOutcome {
  imported: number;
  alreadyPresent: number;
  playersCreated: number;
  gamesCreated: number;
  problems: FileProblem[];
}

/** For each name in the file: an existing player's id, or null to create a new player. */
export type PeopleChoice = { importName: string; playerId: number | null }[];

export function parseFile(format: ImportFormat, text: string): ParsedFile {
  if (format === 'csv') return parseScoresCsv(text);
  return format === 'bgstats' ? parseBgStats(text) : parseBggXml(text);
}

export class ExchangeService {
  constructor(
    private readonly ctx: HistoryContext,
    private readonly plays: PlayService,
    private readonly ratings: RatingService,
  ) {}

  preview(format: ImportFormat, text: string): ImportPreview {
    const parsed = parseFile(format, text);
    const present = parsed.plays.filter((p) => this.isPresent(p)).length;
    return {
      plays: parsed.plays.length, newPlays: parsed.plays.length - present, alreadyPresent: present,
      games: parsed.games.map((g) => g.name), locations: parsed.locations.map((l) => l.name),
      people: proposeMatches(parsed.people, this.known()), problems: parsed.problems,
    };
  }

  /** Without `choices`, exact matches are used and everyone else becomes a new player. */
  import(format: ImportFormat, text: string, choices?: PeopleChoice): Result<ImportOutcome> {
    const parsed = parseFile(format, text);
    if (parsed.problems.length) return ok({ imported: 0, alreadyPresent: 0, playersCreated: 0, gamesCreated: 0, problems: parsed.problems });
    const proposals = proposeMatches(parsed.people, this.known());
    const chosen = new Map<string, number | null>();
    for (const p of proposals) chosen.set(p.importName.toLowerCase(), p.kind === 'exact' ? p.playerId : null);
    for (const c of choices ?? []) {
      if (c.playerId !== null) {
        const person = this.ctx.people.person(c.playerId);
        if (!person || person.merged_into !== null) return fail('player/not-found', `No player ${c.playerId} (chosen for ${c.importName}).`, ['people']);
      }
      chosen.set(c.importName.toLowerCase(), c.playerId);
    }
    for (const [i, play] of parsed.plays.entries()) {
      const picked = play.players.map((p) => chosen.get(p.name.toLowerCase())).filter((id): id is number => id !== null && id !== undefined);
      if (new Set(picked).size !== picked.length) {
        return fail('input/invalid', `Two people in play ${i + 1} (${play.game.name}, ${play.playedAt}) were matched to the same player.`, ['people']);
      }
    }
    const at = this.ctx.now().toISOString();
    const outcome = this.ctx.db.transaction((): ImportOutcome => {
      let playersCreated = 0;
      let gamesCreated = 0;
      const ids = new Map<string, number>();
      for (const person of parsed.people) {
        const key = person.name.toLowerCase();
        const existing = chosen.get(key);
        if (existing !== null && existing !== undefined) {
          const row = this.ctx.people.person(existing)!;
          if (!row.bgg_username && person.bggUsername) this.ctx.people.setPersonDetails(row.id, person.bggUsername, JSON.parse(row.extra_json));
          ids.set(key, existing);
          continue;
        }
        const name = this.freeName(person.name);
        const row = this.ctx.people.findOrCreatePerson(name, at, person.bggUsername, person.extra);
        playersCreated++;
        ids.set(key, row.id);
      }
      for (const game of parsed.games) {
        if (!this.ctx.people.gameByName(game.name)) gamesCreated++;
        this.plays.findOrCreateGame(game, game.usesTeams, game.extra);
      }
      for (const location of parsed.locations) this.ctx.people.findOrCreateLocation(location.name, location.extra);
      let imported = 0;
      let alreadyPresent = 0;
      const touched = new Set<number>();
      for (const play of parsed.plays) {
        if (this.isPresent(play)) {
          alreadyPresent++;
          continue;
        }
        const row = this.insertPlay(play, ids, at);
        touched.add(row);
        imported++;
      }
      for (const gameId of touched) this.ratings.markGame(gameId);
      return { imported, alreadyPresent, playersCreated, gamesCreated, problems: [] };
    })();
    return ok(outcome);
  }

  export(format: ExportFormat): { fileName: string; mime: string; text: string } {
    const plays = this.allExchangePlays();
    const stamp = this.ctx.now().toISOString().slice(0, 10);
    switch (format) {
      case 'bgstats':
        return {
          fileName: `tablekeeper-bgstats-${stamp}.json`, mime: 'application/json',
          text: serialiseBgStats(plays, this.ctx.people.locations().map((l) => ({ name: l.name, extra: JSON.parse(l.extra_json) }))),
        };
      case 'bgg':
        return { fileName: `tablekeeper-bgg-plays-${stamp}.xml`, mime: 'application/xml', text: serialiseBggXml(plays) };
      case 'csv-plays':
        return { fileName: `tablekeeper-plays-${stamp}.csv`, mime: 'text/csv', text: playsCsv(plays) };
      case 'csv-scores':
        return { fileName: `tablekeeper-scores-${stamp}.csv`, mime: 'text/csv', text: scoresCsv(plays) };
    }
  }

  pushLink(playId: number): Result<{ url: string }> {
    const row = this.ctx.plays.find(playId);
    if (!row) return fail('input/invalid', `No play ${playId}.`, ['playId']);
    const players = this.ctx.plays.players(playId);
    const play = this.plays.toExchange(row, players);
    return ok({ url: pushPlayLink(play, `tablekeeper-game-${row.game_id}`, players.map((p) => `tablekeeper-player-${p.player_id}`)) });
  }

  private allExchangePlays(): ExchangePlay[] {
    const { plays, players } = this.ctx.plays.all();
    return plays.map((p) => this.plays.toExchange(p, players.get(p.id) ?? []));
  }

  private isPresent(play: ExchangePlay): boolean {
    return this.ctx.plays.idByUid(play.uid) !== undefined || (play.bggPlayId !== null && this.ctx.plays.idByBggPlay(play.bggPlayId) !== undefined);
  }

  private known(): { id: number; name: string; bggUsername: string }[] {
    return this.ctx.people.people().map((p) => ({ id: p.id, name: p.name, bggUsername: p.bgg_username }));
  }

  /** A new player whose name is taken (the reviewer chose "new person") gets "Name (2)". */
  private freeName(name: string): string {
    if (!this.ctx.people.personByName(name)) return name;
    for (let i = 2; ; i++) {
      const candidate = `${name.slice(0, 54)} (${i})`;
      if (!this.ctx.people.personByName(candidate)) return candidate;
    }
  }

  private insertPlay(play: ExchangePlay, ids: Map<string, number>, at: string): number {
    const game = this.ctx.people.gameByName(play.game.name)!;
    const scoring = { highestWins: game.highest_wins === 1, noPoints: game.no_points === 1, cooperative: game.cooperative === 1 };
    const entries = play.players.map((p) => ({ score: p.score, team: p.team, winner: p.winner, rank: p.rank }));
    let manualWinner = play.manualWinner;
    let ranked = rankPlayers(entries, scoring, manualWinner);
    // The file's winners are the truth: when the rules would name others, keep them as a manual override.
    if (!manualWinner && play.players.some((p) => p.winner) && ranked.some((r, i) => r.winner !== play.players[i].winner)) {
      manualWinner = true;
      ranked = rankPlayers(entries, scoring, true);
    }
    const location = play.location ? this.ctx.people.findOrCreateLocation(play.location) : null;
    const record: NewPlay = {
      uid: play.uid, bggPlayId: play.bggPlayId, matchId: null, gameId: game.id, mode: play.mode, playedAt: play.playedAt, durationMin: play.durationMin,
      locationId: location?.id ?? null, notes: play.notes, incomplete: play.incomplete, excludeFromStats: play.excludeFromStats, quantity: play.quantity,
      manualWinner, expansions: play.expansions, board: play.board, tieBreaks: null, source: 'import', extra: play.extra, at,
      players: play.players.map((p, i) => ({
        playerId: ids.get(p.name.toLowerCase())!, startPosition: p.startPosition, colour: p.colour, team: p.team, role: p.role, scoreText: p.scoreText,
        score: p.score, rank: ranked[i].rank, winner: ranked[i].winner, newToGame: p.newToGame, breakdown: null, extra: p.extra,
      })),
    };
    this.ctx.plays.insert(record);
    return game.id;
  }
}
