/**
 * Import and export. An import is read twice: a preview (counts, every problem with its location,
 * and the proposed match of each person to an existing player, for review), then the import itself
 * with the reviewed matches, in one transaction: a file with any problem imports nothing. Plays
 * already present (same uid, or same BGG play id) are skipped, so importing a file again adds nothing.
 */
import { fail, ok, type Result } from '../../../src-shared/engine/errors';
import { parseBggXml, serialiseBggXml } from '../../../src-shared/history/formats/bgg';
import { fileIds, parseBgStats, pushPlayLink, serialiseBgStats, settleBgStatsPlay, type BgStatsCatalogue, type BgStatsIds } from '../../../src-shared/history/formats/bgstats';
import { KEPT_MARKS } from '../../../src-shared/history/formats/kept';
import { CAPS } from '../../../src-shared/history/formats/limits';
import { playsCsv, scoresCsv } from '../../../src-shared/history/formats/csv';
import { parseScoresCsv } from '../../../src-shared/history/formats/csv-import';
import { proposeMatches, type MatchProposal } from '../../../src-shared/history/matching';
import type { PlayReview, ReviewKind } from '../../../src-shared/history/review';
import { rankPlayers } from '../../../src-shared/history/ranks';
import { ANONYMOUS_KEY, type ExchangePlay, type ExportFormat, type FileProblem, type ImportFormat, type ParsedFile } from '../../../src-shared/history/types';
import type { NewPlay } from '../../db/history/plays-repo';
import type { HistoryContext } from './context';
import { gameInfo, type PlayService } from './play-service';
import type { RatingService } from './rating-service';

/** `newName`: the name a new player for this person gets when theirs is taken (if the reviewer makes them new). */
export type PersonProposal = MatchProposal & { newName: string | null };

export interface ImportPreview {
  plays: number;
  newPlays: number;
  alreadyPresent: number;
  games: string[];
  locations: string[];
  people: PersonProposal[];
  problems: FileProblem[];
  review: PlayReview[];
  /** Sections of the file kept verbatim for the next export (BG Stats' tags, groups, userInfo…). */
  kept: string[];
}

export interface ImportOutcome {
  imported: number;
  alreadyPresent: number;
  playersCreated: number;
  gamesCreated: number;
  problems: FileProblem[];
}

/** For each person in the file (by key, or by name for older callers): an existing player's id, or null to create a new player. */
export type PeopleChoice = { key?: string; importName?: string; playerId: number | null }[];

export function parseFile(format: ImportFormat, text: string): ParsedFile {
  if (format === 'csv') return parseScoresCsv(text);
  return format === 'bgstats' ? parseBgStats(text) : parseBggXml(text);
}

/** What an import will do, decided once for the preview and the import alike. */
interface ImportPlan {
  /** Person key → existing player id, or the name a new player will get. */
  people: Map<string, { playerId: number } | { newName: string }>;
  proposals: PersonProposal[];
  review: PlayReview[];
  /** Plays to insert, with the BGG play id dropped where an earlier play of the file has it. */
  plays: ExchangePlay[];
}

export class ExchangeService {
  constructor(
    private readonly ctx: HistoryContext,
    private readonly plays: PlayService,
    private readonly ratings: RatingService,
  ) {}

  preview(format: ImportFormat, text: string): ImportPreview {
    const parsed = parseFile(format, text);
    const plan = parsed.problems.length ? null : this.plan(parsed);
    const review = plan && plan.ok ? plan.value.review : [];
    const present = review.filter((r) => r.action === 'skip').length;
    return {
      plays: parsed.plays.length, newPlays: parsed.plays.length - present, alreadyPresent: present,
      games: parsed.games.map((g) => g.name), locations: parsed.locations.map((l) => l.name),
      people: plan && plan.ok ? plan.value.proposals : [], problems: parsed.problems, review, kept: Object.keys(parsed.kept ?? {}),
    };
  }

  /** Without `choices`, exact and case-only matches are used and everyone else becomes a new player (all listed by the preview). */
  import(format: ImportFormat, text: string, choices?: PeopleChoice): Result<ImportOutcome> {
    const parsed = parseFile(format, text);
    if (parsed.problems.length) return ok({ imported: 0, alreadyPresent: 0, playersCreated: 0, gamesCreated: 0, problems: parsed.problems });
    const planned = this.plan(parsed, choices);
    if (!planned.ok) return planned;
    const plan = planned.value;
    const at = this.ctx.now().toISOString();
    const settle = format === 'bgstats' ? fileIds(parsed) : null;
    const outcome = this.ctx.db.transaction((): ImportOutcome => {
      let playersCreated = 0;
      let gamesCreated = 0;
      const ids = new Map<string, number>();
      for (const person of parsed.people) {
        const target = plan.people.get(person.key)!;
        if ('playerId' in target) {
          const row = this.ctx.people.person(target.playerId)!;
          const extra = row.extra_json === '{}' ? person.extra : JSON.parse(row.extra_json);
          if ((!row.bgg_username && person.bggUsername) || row.extra_json === '{}') this.ctx.people.setPersonDetails(row.id, row.bgg_username || person.bggUsername, extra);
          ids.set(person.key, row.id);
          continue;
        }
        const row = this.ctx.people.findOrCreatePerson(target.newName, at, person.bggUsername, person.extra);
        playersCreated++;
        ids.set(person.key, row.id);
      }
      if (parsed.anonymous || plan.plays.some((p) => p.players.some((s) => s.anonymous))) {
        ids.set(ANONYMOUS_KEY, this.ctx.people.findOrCreateAnonymous(at, parsed.anonymous ?? {}).id);
      }
      for (const game of parsed.games) {
        const existing = this.ctx.people.gameByName(game.name);
        if (!existing) gamesCreated++;
        else if (existing.extra_json === '{}' && Object.keys(game.extra).length) this.ctx.people.setGameDetails(existing.id, game.bggId, game.extra);
        this.plays.findOrCreateGame(game, game.usesTeams, game.extra);
      }
      for (const location of parsed.locations) {
        const row = this.ctx.people.findOrCreateLocation(location.name, location.extra);
        if (row.extra_json === '{}' && Object.keys(location.extra).length) this.ctx.people.setLocationDetails(row.id, location.extra);
      }
      for (const [name, value] of Object.entries(parsed.kept ?? {})) {
        this.ctx.kept.put(format, name, mergeSection(this.ctx.kept.section(format, name), value), at);
      }
      const touched = new Set<number>();
      for (const play of plan.plays) touched.add(this.insertPlay(play, ids, at, settle, format !== 'csv'));
      for (const gameId of touched) this.ratings.markGame(gameId);
      const skipped = plan.review.filter((r) => r.action === 'skip').length;
      return { imported: plan.plays.length, alreadyPresent: skipped, playersCreated, gamesCreated, problems: [] };
    })();
    return ok(outcome);
  }

  /** Matches people (reviewed choices over the proposals), names new players, and reviews every play. */
  private plan(parsed: ParsedFile, choices?: PeopleChoice): Result<ImportPlan> {
    const proposals = proposeMatches(parsed.people, this.known());
    const chosen = new Map<string, number | null>();
    for (const p of proposals) chosen.set(p.key, p.kind === 'exact' || p.kind === 'case' ? p.playerId : null);
    for (const c of choices ?? []) {
      const key = c.key ?? proposals.find((p) => p.importName.toLowerCase() === c.importName?.toLowerCase())?.key;
      if (key === undefined || !chosen.has(key)) return fail('input/invalid', `No one in the file is "${c.key ?? c.importName}".`, ['people']);
      if (c.playerId !== null) {
        const person = this.ctx.people.person(c.playerId);
        if (!person || person.merged_into !== null || person.anonymous === 1) return fail('player/not-found', `No player ${c.playerId} (chosen for ${c.importName ?? c.key}).`, ['people']);
      }
      chosen.set(key, c.playerId);
    }
    // New players get their own name unless it is taken (names are unique ignoring case): then "Name (2)", listed.
    const taken = new Set(this.ctx.people.people().map((p) => p.name.toLowerCase()));
    const people = new Map<string, { playerId: number } | { newName: string }>();
    const out: PersonProposal[] = [];
    for (const p of proposals) {
      const id = chosen.get(p.key) ?? null;
      if (id !== null) {
        people.set(p.key, { playerId: id });
        // The name this person would get if the reviewer made them new instead, shown beside that choice.
        const ifNew = freeName(p.importName, taken);
        out.push({ ...p, newName: ifNew === p.importName ? null : ifNew });
        continue;
      }
      const newName = freeName(p.importName, taken);
      taken.add(newName.toLowerCase());
      people.set(p.key, { newName });
      out.push({ ...p, newName: newName === p.importName ? null : newName });
    }
    const recordedName = (key: string) => {
      const target = people.get(key);
      if (!target) return '';
      return 'newName' in target ? target.newName : (this.ctx.people.person(target.playerId)?.name ?? '');
    };
    const review: PlayReview[] = [];
    const plays: ExchangePlay[] = [];
    const bggFirst = new Map<number, number>();
    for (const [i, play] of parsed.plays.entries()) {
      const picked = play.players.filter((p) => !p.anonymous).map((p) => people.get(p.key)).flatMap((t) => (t && 'playerId' in t ? [t.playerId] : []));
      if (new Set(picked).size !== picked.length) {
        return fail('input/invalid', `Two people in play ${i + 1} (${play.game.name}, ${play.playedAt}) were matched to the same player.`, ['people']);
      }
      const item: PlayReview = {
        index: i + 1, date: play.playedAt, game: play.game.name, players: play.players.map((p) => (p.anonymous ? '' : recordedName(p.key))), action: 'import', notes: [],
      };
      review.push(item);
      const note = (kind: ReviewKind, params: Record<string, string | number> = {}) => item.notes.push({ kind, params });
      const sameUid = this.ctx.plays.idByUid(play.uid);
      const sameBgg = play.bggPlayId !== null ? this.ctx.plays.idByBggPlay(play.bggPlayId) : undefined;
      if (sameUid !== undefined || sameBgg !== undefined) {
        item.action = 'skip';
        const existing = this.ctx.plays.find((sameUid ?? sameBgg)!);
        if (sameUid !== undefined) note('alreadyPresent', { id: play.uid });
        else note('sameBggPlay', { id: play.bggPlayId!, date: existing?.played_at ?? '', game: existing ? (this.ctx.people.game(existing.game_id)?.name ?? '') : '' });
        continue;
      }
      let toInsert = play;
      if (play.bggPlayId !== null) {
        const first = bggFirst.get(play.bggPlayId);
        if (first !== undefined) {
          note('bggIdShared', { id: play.bggPlayId, other: first });
          toInsert = { ...play, bggPlayId: null };
        } else bggFirst.set(play.bggPlayId, i + 1);
      }
      note('new');
      const game = this.ctx.people.gameByName(play.game.name);
      if (game && game.name !== play.game.name) note('gameMatched', { name: play.game.name, into: game.name });
      else if (isAliasPlay(play)) note('gameMatched', { name: play.game.name, into: play.game.name });
      if (play.players.length === 0) note('noPlayers');
      const anonymous = play.players.filter((p) => p.anonymous).length;
      if (anonymous) note('anonymousSeats', { count: anonymous });
      for (const p of play.players) {
        if (p.anonymous) continue;
        const target = people.get(p.key)!;
        const into = recordedName(p.key);
        if ('playerId' in target && into !== p.name) note('personMatched', { name: p.name, into });
        if ('newName' in target && into !== p.name) note('personRenamed', { name: p.name, into });
      }
      plays.push(toInsert);
    }
    return ok({ people, proposals: out, review, plays });
  }

  export(format: ExportFormat): { fileName: string; mime: string; text: string } {
    const plays = this.allExchangePlays();
    const stamp = this.ctx.now().toISOString().slice(0, 10);
    switch (format) {
      case 'bgstats':
        return {
          fileName: `tablekeeper-bgstats-${stamp}.json`, mime: 'application/json',
          text: serialiseBgStats(plays, this.bgStatsCatalogue()),
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

  /** Everyone, every game from a file or with plays, every location and the kept sections, for the BG Stats export. */
  private bgStatsCatalogue(): BgStatsCatalogue {
    const anonymous = this.ctx.people.anonymousPerson();
    const anonymousExtra = anonymous ? JSON.parse(anonymous.extra_json) : {};
    return {
      people: this.ctx.people.people().map((p) => ({ key: `player:${p.id}`, name: p.name, bggUsername: p.bgg_username, extra: JSON.parse(p.extra_json) })),
      anonymous: Object.keys(anonymousExtra).length ? anonymousExtra : null,
      games: this.ctx.people.games().flatMap((g) => {
        const extra = JSON.parse(g.extra_json);
        return typeof extra.id === 'number' ? [{ ...gameInfo(g), usesTeams: g.uses_teams === 1, extra }] : [];
      }),
      locations: this.ctx.people.locations().map((l) => ({ name: l.name, extra: JSON.parse(l.extra_json) })),
      kept: this.ctx.kept.sections('bgstats'),
    };
  }

  private allExchangePlays(): ExchangePlay[] {
    const { plays, players } = this.ctx.plays.all();
    return plays.map((p) => this.plays.toExchange(p, players.get(p.id) ?? []));
  }

  private known(): { id: number; name: string; bggUsername: string }[] {
    return this.ctx.people.people().map((p) => ({ id: p.id, name: p.name, bggUsername: p.bgg_username }));
  }

  private insertPlay(fromFile: ExchangePlay, ids: Map<string, number>, at: string, settle: BgStatsIds | null, winnersMarked: boolean): number {
    const game = this.ctx.people.gameByName(fromFile.game.name)!;
    const scoring = { highestWins: game.highest_wins === 1, noPoints: game.no_points === 1, cooperative: game.cooperative === 1 };
    const entries = fromFile.players.map((p) => ({ score: p.score, team: p.team, winner: p.winner, rank: p.rank }));
    let manualWinner = fromFile.manualWinner;
    let ranked = rankPlayers(entries, scoring, manualWinner);
    // The file's winners are the truth: when the rules would name others, keep them as a manual override.
    // BG Stats and BGG mark every winner (none: nobody won, e.g. a solo play lost); a spreadsheet may leave them to the scores.
    const fileNamesWinners = winnersMarked || fromFile.players.some((p) => p.winner);
    if (!manualWinner && fileNamesWinners && ranked.some((r, i) => r.winner !== fromFile.players[i].winner)) {
      manualWinner = true;
      ranked = rankPlayers(entries, scoring, true);
    }
    const stored: ExchangePlay = {
      ...fromFile, manualWinner, players: fromFile.players.map((p, i) => ({ ...p, rank: ranked[i].rank, winner: ranked[i].winner })),
    };
    // A BG Stats play keeps the file's own value of each field that means what Tablekeeper stores.
    const play = settle ? settleBgStatsPlay(stored, settle) : stored;
    const location = play.location ? this.ctx.people.findOrCreateLocation(play.location) : null;
    const record: NewPlay = {
      uid: play.uid, bggPlayId: play.bggPlayId, matchId: null, gameId: game.id, mode: play.mode, playedAt: play.playedAt, durationMin: play.durationMin,
      locationId: location?.id ?? null, notes: play.notes, incomplete: play.incomplete, excludeFromStats: play.excludeFromStats, quantity: play.quantity,
      manualWinner, expansions: play.expansions, board: play.board, tieBreaks: null, source: 'import', extra: play.extra, at,
      players: play.players.map((p) => ({
        playerId: ids.get(p.anonymous ? ANONYMOUS_KEY : p.key)!, startPosition: p.startPosition, colour: p.colour, team: p.team, role: p.role, scoreText: p.scoreText,
        score: p.score, rank: p.rank, winner: p.winner, newToGame: p.newToGame, breakdown: null, extra: p.extra,
      })),
    };
    this.ctx.plays.insert(record);
    return game.id;
  }
}

/** A name no player has yet (ignoring case): the name itself, else "Name (2)", "Name (3)"… */
function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  for (let i = 2; ; i++) {
    const candidate = `${name.slice(0, CAPS.personName - 6)} (${i})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** A kept section imported again: lists of records with a uuid are joined (the newer record wins), anything else is replaced. */
function mergeSection(before: unknown, now: unknown): unknown {
  const uuidList = (v: unknown): v is { uuid: string }[] => Array.isArray(v) && v.every((x) => typeof x === 'object' && x !== null && typeof (x as { uuid?: unknown }).uuid === 'string');
  if (!uuidList(before) || !uuidList(now)) return now;
  const merged = new Map(before.map((x) => [x.uuid, x]));
  for (const x of now) merged.set(x.uuid, x);
  return [...merged.values()];
}

/** A BG Stats play of a second game record with the same name as an earlier one (recorded as that game). */
function isAliasPlay(play: ExchangePlay): boolean {
  const raw = play.extra[KEPT_MARKS.raw] as { gameRefId?: unknown } | undefined;
  return raw !== undefined && play.game.extra.id !== undefined && raw.gameRefId !== play.game.extra.id;
}
