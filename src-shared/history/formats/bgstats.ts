/**
 * BG Stats JSON export (the app's "Export data" file): games, players, locations and plays that refer
 * to them by id, plus sections Tablekeeper does not read (tags, groups, challenges, userInfo…).
 * The whole file is kept: unknown fields per record, the file's ids, the sections, and for every field
 * Tablekeeper does read, the value exactly as the file wrote it when it means what Tablekeeper would
 * write (`~asRead`), so export → import → export gives the same file and import → export loses nothing.
 * Also the documented push-play link (createPlay.html?data=…) for sending one play to BG Stats.
 */
import { parseScore } from '../score';
import { fileProblem, wholeFile } from '../problems';
import { ANONYMOUS_KEY, isRealDate, normalisePlayDate, type ExchangeLocation, type ExchangePerson, type ExchangePlay, type ExchangePlayer, type Extra, type FileProblem, type ParsedFile } from '../types';
import { FieldReader, isRecord, jsonProblem, unknownFields } from './common';
import { CAPS } from './limits';
import { asReadOf, fileTooBig, KEPT_MARKS, restoreAsRead, shapeProblems, withoutMarks } from './kept';

/** Fields Tablekeeper reads (everything else, the record's `id` included, is kept in `extra`). */
const GAME_KEYS = ['name', 'bggId', 'highestWins', 'noPoints', 'cooperative', 'usesTeams'];
const PLAYER_KEYS = ['name', 'bggUsername', 'isAnonymous'];
const LOCATION_KEYS = ['name'];
const PLAY_KEYS = [
  'uuid', 'playDate', 'gameRefId', 'locationRefId', 'durationMin', 'ignored', 'incomplete', 'manualWinner', 'comments', 'board',
  'bggId', 'expansionPlays', 'playerScores', 'quantity', 'usesTeams',
];
const SCORE_KEYS = ['playerRefId', 'score', 'winner', 'newPlayer', 'startPlayer', 'rank', 'seatOrder', 'team', 'role', 'color', 'startPosition'];
const ROOT_KEYS = ['games', 'players', 'locations', 'plays'];
/** Text fields with their own, smaller cap (checked where they are read). */
const CHECKED_TEXT = new Set(['name', 'bggUsername', 'comments', 'board', 'score', 'team', 'role', 'color']);

const EMPTY = { plays: [], people: [], games: [], locations: [] };

export type BgStatsFile = ParsedFile & { rootExtra: Extra };

export function parseBgStats(text: string): BgStatsFile {
  if (text.length > CAPS.fileChars) return { ...EMPTY, problems: [fileTooBig()], rootExtra: {} };
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (error) {
    return { ...EMPTY, problems: [jsonProblem(text, error)], rootExtra: {} };
  }
  const shape = shapeProblems(root, CHECKED_TEXT);
  if (shape.length) return { ...EMPTY, problems: shape, rootExtra: {} };
  if (!isRecord(root)) return { ...EMPTY, problems: [wholeFile('rootShape')], rootExtra: {} };
  const problems: FileProblem[] = [];
  const read = new FieldReader(problems);
  const list = (key: string, required: boolean): unknown[] => {
    const v = root[key as keyof typeof root];
    if (v === undefined && !required) return [];
    if (!Array.isArray(v)) {
      problems.push(fileProblem(key, v === undefined ? 'missing' : 'notList'));
      return [];
    }
    return v;
  };
  const capped = (value: string, where: string, max: number) => {
    if (value.length > max) problems.push(fileProblem(where, 'tooLong', { max }));
    return value;
  };

  const games = new Map<number, ExchangePlay['game']>();
  list('games', true).forEach((g, i) => {
    const where = `games[${i}]`;
    if (!isRecord(g)) return problems.push(fileProblem(where, 'notObject'));
    const id = read.number(g, 'id', where);
    const name = capped(read.string(g, 'name', where).trim(), `${where}.name`, CAPS.gameName);
    if (id === null) problems.push(fileProblem(`${where}.id`, 'missing'));
    if (!name) problems.push(fileProblem(`${where}.name`, 'missing'));
    const bggId = read.number(g, 'bggId', where, 0);
    if (id !== null) {
      if (games.has(id)) problems.push(fileProblem(`${where}.id`, 'gameIdTwice', { id }));
      const game: ExchangePlay['game'] = {
        name, bggId: bggId && bggId > 0 ? bggId : null,
        highestWins: read.bool(g, 'highestWins', where, true), noPoints: read.bool(g, 'noPoints', where),
        cooperative: read.bool(g, 'cooperative', where), usesTeams: read.bool(g, 'usesTeams', where), extra: unknownFields(g, GAME_KEYS),
      };
      game.extra = { ...game.extra, ...asReadOf(g, gameRecord(game), GAME_KEYS) };
      // A second record of a game with the same name (BG Stats allows duplicates) is recorded as the first
      // game; its own record is kept with the first and written back, and its plays keep its id.
      const first = [...games.values()].find((x) => x.name.toLowerCase() === name.toLowerCase() && name !== '');
      if (first) {
        first.extra[KEPT_MARKS.aliases] = [...((first.extra[KEPT_MARKS.aliases] as unknown[] | undefined) ?? []), g];
        games.set(id, first);
      } else games.set(id, game);
    }
  });

  const people = new Map<number, ExchangePerson>();
  let anonymous: Extra | null = null;
  const anonymousIds = new Set<number>();
  list('players', true).forEach((p, i) => {
    const where = `players[${i}]`;
    if (!isRecord(p)) return problems.push(fileProblem(where, 'notObject'));
    const id = read.number(p, 'id', where);
    if (id === null) problems.push(fileProblem(`${where}.id`, 'missing'));
    if (id !== null && (people.has(id) || anonymousIds.has(id))) problems.push(fileProblem(`${where}.id`, 'playerIdTwice', { id }));
    if (read.bool(p, 'isAnonymous', where)) {
      // BG Stats' one anonymous player stands for every unnamed seat: it is kept whole, never made a person.
      if (id !== null) anonymousIds.add(id);
      anonymous ??= { ...p };
      return;
    }
    const name = capped(read.string(p, 'name', where).trim(), `${where}.name`, CAPS.personName);
    if (!name) problems.push(fileProblem(`${where}.name`, 'missing'));
    const bggUsername = capped(read.string(p, 'bggUsername', where).trim(), `${where}.bggUsername`, CAPS.personName);
    if (id !== null) {
      const person: ExchangePerson = { key: `id:${id}`, name, bggUsername, extra: unknownFields(p, PLAYER_KEYS) };
      person.extra = { ...person.extra, ...asReadOf(p, playerRecord(person), PLAYER_KEYS) };
      people.set(id, person);
    }
  });

  const locations = new Map<number, ExchangeLocation>();
  list('locations', false).forEach((l, i) => {
    const where = `locations[${i}]`;
    if (!isRecord(l)) return problems.push(fileProblem(where, 'notObject'));
    const id = read.number(l, 'id', where);
    const name = capped(read.string(l, 'name', where).trim(), `${where}.name`, CAPS.location);
    if (id === null) problems.push(fileProblem(`${where}.id`, 'missing'));
    if (!name) problems.push(fileProblem(`${where}.name`, 'missing'));
    if (id !== null) {
      const location: ExchangeLocation = { name, extra: unknownFields(l, LOCATION_KEYS) };
      location.extra = { ...location.extra, ...asReadOf(l, { name }, LOCATION_KEYS) };
      // Like games: a second location of the same name is that location, its own record kept with it.
      const first = [...locations.values()].find((x) => x.name.toLowerCase() === name.toLowerCase() && name !== '');
      if (first) {
        first.extra[KEPT_MARKS.aliases] = [...((first.extra[KEPT_MARKS.aliases] as unknown[] | undefined) ?? []), l];
        locations.set(id, first);
      } else locations.set(id, location);
    }
  });

  const plays: ExchangePlay[] = [];
  const uids = new Set<string>();
  const seats = { people, anonymousIds };
  list('plays', true).forEach((p, i) => {
    const where = `plays[${i}]`;
    if (!isRecord(p)) return problems.push(fileProblem(where, 'notObject'));
    const before = problems.length;
    const uid = read.string(p, 'uuid', where).trim();
    if (!uid) problems.push(fileProblem(`${where}.uuid`, 'missing'));
    else if (uids.has(uid)) problems.push(fileProblem(`${where}.uuid`, 'playIdTwice', { id: uid }));
    uids.add(uid);
    const date = read.string(p, 'playDate', where).trim();
    if (!isRealDate(date)) problems.push(fileProblem(`${where}.playDate`, 'notDateTime', { value: date }));
    const gameRef = read.number(p, 'gameRefId', where);
    const game = gameRef === null ? undefined : games.get(gameRef);
    if (!game) problems.push(gameRef === null ? fileProblem(`${where}.gameRefId`, 'missing') : fileProblem(`${where}.gameRefId`, 'noGame', { id: gameRef }));
    const locationRef = read.number(p, 'locationRefId', where, 0);
    const location = locationRef ? locations.get(locationRef) : undefined;
    if (locationRef && !location) problems.push(fileProblem(`${where}.locationRefId`, 'noLocation', { id: locationRef }));
    const duration = read.number(p, 'durationMin', where);
    if (duration !== null && (duration < 0 || !Number.isInteger(duration))) problems.push(fileProblem(`${where}.durationMin`, 'notMinutes'));
    const expansions: string[] = [];
    const expansionPlays = p.expansionPlays ?? [];
    if (!Array.isArray(expansionPlays)) problems.push(fileProblem(`${where}.expansionPlays`, 'notList'));
    else expansionPlays.forEach((e, j) => {
      const ref = isRecord(e) ? read.number(e, 'gameRefId', `${where}.expansionPlays[${j}]`) : null;
      const expansion = ref === null ? undefined : games.get(ref);
      if (!expansion) problems.push(ref === null ? fileProblem(`${where}.expansionPlays[${j}].gameRefId`, 'missing') : fileProblem(`${where}.expansionPlays[${j}].gameRefId`, 'noGame', { id: ref }));
      else expansions.push(expansion.name);
    });
    // A play's own usesTeams is what BG Stats decided for it; the game's is the default (older exports).
    const usesTeams = read.bool(p, 'usesTeams', where, game?.usesTeams ?? false);
    const players = parseScores(p, where, seats, usesTeams, read, problems);
    const notes = capped(read.string(p, 'comments', where), `${where}.comments`, CAPS.notes);
    const board = capped(read.string(p, 'board', where), `${where}.board`, CAPS.board);
    if (problems.length > before || !game) return;
    const bggPlayId = read.number(p, 'bggId', where, 0);
    const quantity = read.number(p, 'quantity', where, 1) ?? 1;
    plays.push({
      uid, bggPlayId: bggPlayId && bggPlayId > 0 ? bggPlayId : null, game, mode: 'manual', playedAt: normalisePlayDate(date),
      durationMin: duration && duration > 0 ? duration : null, location: location?.name ?? '', notes,
      incomplete: read.bool(p, 'incomplete', where), excludeFromStats: read.bool(p, 'ignored', where), quantity: Math.max(1, Math.round(quantity)),
      expansions, board, manualWinner: read.bool(p, 'manualWinner', where), players,
      // The file's own fields, read again once the play is ranked (settleBgStatsPlay), to know which to give back as written.
      extra: { ...unknownFields(p, PLAY_KEYS), [KEPT_MARKS.raw]: pick(p, PLAY_KEYS.filter((k) => k !== 'playerScores')) },
    });
  });
  const rootExtra = unknownFields(root, ROOT_KEYS);
  return {
    plays, people: [...people.values()], games: [...new Set(games.values())], locations: [...new Set(locations.values())], problems, rootExtra,
    kept: rootExtra, anonymous,
  };
}

interface SeatPeople {
  people: Map<number, ExchangePerson>;
  anonymousIds: Set<number>;
}

function parseScores(p: Record<string, unknown>, where: string, who: SeatPeople, usesTeams: boolean, read: FieldReader, problems: FileProblem[]): ExchangePlayer[] {
  const scores = p.playerScores;
  if (!Array.isArray(scores) || scores.length === 0) {
    problems.push(fileProblem(`${where}.playerScores`, 'noPlayers'));
    return [];
  }
  const out: { seat: number; player: ExchangePlayer }[] = [];
  const seen = new Set<number>();
  scores.forEach((s, j) => {
    const at = `${where}.playerScores[${j}]`;
    if (!isRecord(s)) return problems.push(fileProblem(at, 'notObject'));
    const ref = read.number(s, 'playerRefId', at);
    const anonymous = ref !== null && who.anonymousIds.has(ref);
    const person = ref === null ? undefined : who.people.get(ref);
    if (!person && !anonymous) return problems.push(ref === null ? fileProblem(`${at}.playerRefId`, 'missing') : fileProblem(`${at}.playerRefId`, 'noPlayer', { id: ref }));
    if (person) {
      if (seen.has(ref!)) return problems.push(fileProblem(`${at}.playerRefId`, 'twiceInPlay', { name: person.name }));
      seen.add(ref!);
    }
    const scoreText = read.string(s, 'score', at).trim();
    if (scoreText.length > CAPS.score) problems.push(fileProblem(`${at}.score`, 'tooLong', { max: CAPS.score }));
    for (const key of ['team', 'role', 'color']) {
      if (read.string(s, key, at).length > CAPS.seatText) problems.push(fileProblem(`${at}.${key}`, 'tooLong', { max: CAPS.seatText }));
    }
    const rank = read.number(s, 'rank', at, 0) ?? 0;
    const startPosition = read.number(s, 'startPosition', at);
    out.push({
      seat: read.number(s, 'seatOrder', at, j) ?? j,
      player: {
        key: anonymous ? ANONYMOUS_KEY : person!.key, anonymous, name: anonymous ? '' : person!.name, bggUsername: anonymous ? '' : person!.bggUsername,
        scoreText, score: parseScore(scoreText),
        startPosition: startPosition !== null && startPosition > 0 ? Math.round(startPosition) : read.bool(s, 'startPlayer', at) ? 1 : null,
        // BG Stats writes team "0" on every seat of a play without teams: such a team means nothing.
        colour: read.string(s, 'color', at), team: usesTeams ? read.string(s, 'team', at) : '', role: read.string(s, 'role', at),
        rank: rank > 0 ? Math.round(rank) : null, winner: read.bool(s, 'winner', at), newToGame: read.bool(s, 'newPlayer', at),
        personExtra: anonymous ? {} : person!.extra,
        extra: { ...unknownFields(s, SCORE_KEYS), [KEPT_MARKS.raw]: pick(s, SCORE_KEYS) },
      },
    });
  });
  return out.sort((a, b) => a.seat - b.seat).map((x) => x.player);
}

function pick(obj: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (k in obj) out[k] = obj[k];
  return out;
}

/** The ids a file or an export gives to games, locations and seats. */
export interface BgStatsIds {
  game(name: string): number;
  location(name: string): number | null;
  seat(player: ExchangePlayer): number;
}

function gameRecord(g: ExchangePlay['game']): Record<string, unknown> {
  return { name: g.name, bggId: g.bggId ?? 0, highestWins: g.highestWins, noPoints: g.noPoints, cooperative: g.cooperative, usesTeams: g.usesTeams };
}

function playerRecord(p: { name: string; bggUsername: string }): Record<string, unknown> {
  return { name: p.name, isAnonymous: false, bggUsername: p.bggUsername };
}

/** A play's fields as Tablekeeper writes them (the file's unknown fields and `~asRead` are laid over this). */
function playRecord(play: ExchangePlay, ids: BgStatsIds): Record<string, unknown> {
  const record: Record<string, unknown> = {
    uuid: play.uid, playDate: play.playedAt, usesTeams: play.game.usesTeams || play.players.some((p) => p.team !== ''),
    gameRefId: ids.game(play.game.name), durationMin: play.durationMin ?? 0, ignored: play.excludeFromStats, manualWinner: play.manualWinner,
    comments: play.notes, board: play.board, bggId: play.bggPlayId ?? 0,
    expansionPlays: play.expansions.map((name) => ({ gameRefId: ids.game(name) })),
  };
  const location = play.location ? ids.location(play.location) : null;
  if (location !== null) record.locationRefId = location;
  if (play.incomplete) record.incomplete = true;
  if (play.quantity !== 1) record.quantity = play.quantity;
  return record;
}

function scoreRecord(p: ExchangePlayer, seat: number, ids: BgStatsIds): Record<string, unknown> {
  return {
    playerRefId: ids.seat(p), score: p.scoreText, winner: p.winner, newPlayer: p.newToGame, startPlayer: p.startPosition === 1,
    rank: p.rank ?? 0, seatOrder: seat, team: p.team, role: p.role,
    ...(p.colour ? { color: p.colour } : {}), ...(p.startPosition !== null && p.startPosition !== 1 ? { startPosition: p.startPosition } : {}),
  };
}

/**
 * Once a play from a BG Stats file is ranked as it will be stored, compares each field the file wrote with
 * what Tablekeeper would write for the stored play: where they differ but mean the same (a team "0" on a
 * play without teams, a score null for "", a start position "2"), the file's own value is kept to give back.
 */
export function settleBgStatsPlay(play: ExchangePlay, ids: BgStatsIds): ExchangePlay {
  const raw = play.extra[KEPT_MARKS.raw];
  if (!isRecord(raw)) return play;
  const { [KEPT_MARKS.raw]: _raw, ...extra } = play.extra;
  return {
    ...play,
    extra: { ...extra, ...asReadOf(raw, playRecord(play, ids), PLAY_KEYS) },
    players: play.players.map((p, seat) => {
      const rawSeat = p.extra[KEPT_MARKS.raw];
      if (!isRecord(rawSeat)) return p;
      const { [KEPT_MARKS.raw]: _r, ...seatExtra } = p.extra;
      return { ...p, extra: { ...seatExtra, ...asReadOf(rawSeat, scoreRecord(p, seat, ids), SCORE_KEYS) } };
    }),
  };
}

/** The ids a parsed file gave its games, locations and people (for settleBgStatsPlay). */
export function fileIds(file: ParsedFile): BgStatsIds {
  const idOf = (extra: Extra) => (typeof extra.id === 'number' ? extra.id : 0);
  const games = new Map(file.games.map((g) => [g.name.toLowerCase(), idOf(g.extra)]));
  const locations = new Map(file.locations.map((l) => [l.name.toLowerCase(), idOf(l.extra)]));
  const people = new Map(file.people.map((p) => [p.key, idOf(p.extra)]));
  const anonymous = file.anonymous ? idOf(file.anonymous) : 0;
  return {
    game: (name) => games.get(name.toLowerCase()) ?? 0,
    location: (name) => locations.get(name.toLowerCase()) ?? null,
    seat: (p) => (p.anonymous ? anonymous : (people.get(p.key) ?? 0)),
  };
}

/** Everything an export writes besides the plays: every person, game and location, and the kept sections. */
export interface BgStatsCatalogue {
  people: readonly ExchangePerson[];
  /** The anonymous player's record (the file's, or null: then one is written if a seat needs it). */
  anonymous: Extra | null;
  games: readonly ExchangePlay['game'][];
  locations: readonly ExchangeLocation[];
  kept: Record<string, unknown>;
}

/** A file's id a record may keep on export: a positive whole number (BG Stats numbers its records from 1). */
function isKeepableId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

/** Hands out the ids of one list: a record keeps its file's id unless another record took it first. */
class IdBook {
  private readonly taken = new Set<number>();
  private readonly byKey = new Map<string, number>();
  private next = 1;

  claim(key: string, wanted: unknown): number {
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    let id: number;
    if (isKeepableId(wanted) && !this.taken.has(wanted)) id = wanted;
    else {
      while (this.taken.has(this.next)) this.next++;
      id = this.next;
    }
    this.taken.add(id);
    this.byKey.set(key, id);
    return id;
  }

  get(key: string): number | undefined {
    return this.byKey.get(key);
  }
}

function aliasesOf(extra: Extra): Record<string, unknown>[] {
  const list = extra[KEPT_MARKS.aliases];
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

/** Writes the history in BG Stats' export shape, giving back every kept field, id and section. */
export function serialiseBgStats(plays: readonly ExchangePlay[], catalogue: BgStatsCatalogue): string {
  const gameIds = new IdBook();
  const playerIds = new IdBook();
  const locationIds = new IdBook();
  const games = new Map<string, ExchangePlay['game']>();
  const addGame = (g: ExchangePlay['game']) => {
    if (!games.has(g.name.toLowerCase())) games.set(g.name.toLowerCase(), g);
  };
  // Ids the records already had come first, so they keep them; records new to BG Stats get the free ones after.
  for (const g of catalogue.games) addGame(g);
  for (const play of plays) addGame(play.game);
  // Only an id a record may keep (a positive whole number) puts it first: an id of 0, -3 or 1.5 sorted ahead
  // would take a free id, 1, before the record that has 1 could keep it.
  const keptId = (extra: Extra) => (isKeepableId(extra.id) ? extra.id : Infinity);
  const byId = <T extends { extra: Extra }>(list: T[]) => [...list].sort((a, b) => keptId(a.extra) - keptId(b.extra));
  const expansionGame = (name: string): ExchangePlay['game'] => ({ name, bggId: null, highestWins: true, noPoints: false, cooperative: false, usesTeams: false, extra: {} });
  for (const play of plays) for (const name of play.expansions) addGame(expansionGame(name));
  for (const g of byId([...games.values()])) {
    gameIds.claim(g.name.toLowerCase(), g.extra.id);
    for (const alias of aliasesOf(g.extra)) gameIds.claim(`alias:${String(alias.id)}`, alias.id);
  }
  const people = byId([...catalogue.people]);
  for (const p of people) playerIds.claim(p.key, p.extra.id);
  const anonymousUsed = plays.some((p) => p.players.some((s) => s.anonymous));
  const anonymousRecord = catalogue.anonymous ?? (anonymousUsed ? { name: 'Anonymous player', isAnonymous: true } : null);
  if (anonymousRecord) playerIds.claim(ANONYMOUS_KEY, anonymousRecord.id);
  const locations = byId([...catalogue.locations]);
  for (const l of locations) {
    locationIds.claim(l.name.toLowerCase(), l.extra.id);
    for (const alias of aliasesOf(l.extra)) locationIds.claim(`alias:${String(alias.id)}`, alias.id);
  }
  const ids: BgStatsIds = {
    game: (name) => gameIds.get(name.toLowerCase())!,
    location: (name) => locationIds.get(name.toLowerCase()) ?? locationIds.claim(name.toLowerCase(), undefined),
    seat: (p) => (p.anonymous ? playerIds.get(ANONYMOUS_KEY)! : (playerIds.get(p.key) ?? playerIds.claim(p.key, p.personExtra.id))),
  };
  const record = (extra: Extra, id: number, written: Record<string, unknown>) => ({ ...withoutMarks(extra), id, ...restoreAsRead(written, extra) });
  const outPlays = plays.map((play) => ({
    ...withoutMarks(play.extra),
    ...restoreAsRead(playRecord(play, ids), play.extra),
    playerScores: play.players.map((p, seat) => ({ ...withoutMarks(p.extra), ...restoreAsRead(scoreRecord(p, seat, ids), p.extra) })),
  }));
  const outGames: Record<string, unknown>[] = [];
  for (const g of byId([...games.values()])) {
    outGames.push(record(g.extra, gameIds.get(g.name.toLowerCase())!, gameRecord(g)));
    for (const alias of aliasesOf(g.extra)) outGames.push({ ...alias, id: gameIds.claim(`alias:${String(alias.id)}`, alias.id) });
  }
  outGames.sort((a, b) => (a.id as number) - (b.id as number));
  const outPlayers: Record<string, unknown>[] = people.map((p) => record(p.extra, playerIds.get(p.key)!, playerRecord(p)));
  // Seats of people not in the catalogue (should not happen from the database; kept so no seat is lost).
  for (const play of plays) {
    for (const s of play.players) {
      if (!s.anonymous && !people.some((p) => p.key === s.key)) {
        people.push({ key: s.key, name: s.name, bggUsername: s.bggUsername, extra: s.personExtra });
        outPlayers.push(record(s.personExtra, ids.seat(s), playerRecord(s)));
      }
    }
  }
  if (anonymousRecord) outPlayers.push({ ...withoutMarks(anonymousRecord), id: playerIds.get(ANONYMOUS_KEY)! });
  outPlayers.sort((a, b) => (a.id as number) - (b.id as number));
  const outLocations = locations.flatMap((l) => [
    record(l.extra, locationIds.get(l.name.toLowerCase())!, { name: l.name }),
    ...aliasesOf(l.extra).map((alias) => ({ ...alias, id: locationIds.get(`alias:${String(alias.id)}`)! })),
  ]);
  outLocations.sort((a, b) => (a.id as number) - (b.id as number));
  return JSON.stringify({ ...catalogue.kept, games: outGames, players: outPlayers, locations: outLocations, plays: outPlays }, null, 2);
}

export const PUSH_PLAY_URL = 'https://app.bgstatsapp.com/createPlay.html';

/** BG Stats' documented push-play link for one play (its playDate format is 'YYYY-MM-DD HH:MM:SS'). */
export function pushPlayLink(play: ExchangePlay, sourceGameId: string, sourcePlayerIds: readonly string[]): string {
  const data = {
    sourceName: 'Tablekeeper',
    sourcePlayId: play.uid,
    playDate: play.playedAt,
    ...(play.durationMin ? { durationMin: play.durationMin } : {}),
    ...(play.notes ? { comments: play.notes } : {}),
    ...(play.board ? { board: play.board } : {}),
    ...(play.location ? { location: play.location } : {}),
    game: {
      name: play.game.name, sourceGameId, highestWins: play.game.highestWins, noPoints: play.game.noPoints,
      ...(play.game.bggId ? { bggId: play.game.bggId } : {}),
    },
    players: play.players.map((p, i) => ({
      name: p.anonymous ? 'Anonymous player' : p.name, sourcePlayerId: sourcePlayerIds[i], winner: p.winner, startPlayer: p.startPosition === 1,
      ...(p.score !== null ? { score: p.score } : {}), ...(p.rank !== null ? { rank: p.rank } : {}), ...(p.role ? { role: p.role } : {}),
    })),
  };
  return `${PUSH_PLAY_URL}?data=${encodeURIComponent(JSON.stringify(data))}`;
}
