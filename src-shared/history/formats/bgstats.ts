/**
 * BG Stats JSON export (the app's "Export data" file): games, players, locations and plays that refer
 * to them by id. Every field Tablekeeper has no column for is kept and written back on export.
 * Also the documented push-play link (createPlay.html?data=…) for sending one play to BG Stats.
 */
import { parseScore } from '../score';
import { fileProblem, wholeFile } from '../problems';
import { isRealDate, normalisePlayDate, type ExchangeLocation, type ExchangePerson, type ExchangePlay, type ExchangePlayer, type Extra, type FileProblem, type ParsedFile } from '../types';
import { FieldReader, isRecord, jsonProblem, unknownFields } from './common';

const GAME_KEYS = ['id', 'name', 'bggId', 'highestWins', 'noPoints', 'cooperative', 'usesTeams'];
const PLAYER_KEYS = ['id', 'name', 'bggUsername'];
const LOCATION_KEYS = ['id', 'name'];
const PLAY_KEYS = [
  'uuid', 'playDate', 'gameRefId', 'locationRefId', 'durationMin', 'ignored', 'incomplete', 'manualWinner', 'comments', 'board',
  'bggId', 'expansionPlays', 'playerScores', 'quantity',
];
const SCORE_KEYS = ['playerRefId', 'score', 'winner', 'newPlayer', 'startPlayer', 'rank', 'seatOrder', 'team', 'role', 'color', 'startPosition'];
const ROOT_KEYS = ['games', 'players', 'locations', 'plays'];

type Person = ExchangePerson;

const EMPTY = { plays: [], people: [], games: [], locations: [] };

export function parseBgStats(text: string): ParsedFile & { rootExtra: Extra } {
  const problems: FileProblem[] = [];
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (error) {
    return { ...EMPTY, problems: [jsonProblem(text, error)], rootExtra: {} };
  }
  if (!isRecord(root)) return { ...EMPTY, problems: [wholeFile('rootShape')], rootExtra: {} };
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

  const games = new Map<number, ExchangePlay['game']>();
  list('games', true).forEach((g, i) => {
    const where = `games[${i}]`;
    if (!isRecord(g)) return problems.push(fileProblem(where, 'notObject'));
    const id = read.number(g, 'id', where);
    const name = read.string(g, 'name', where).trim();
    if (id === null) problems.push(fileProblem(`${where}.id`, 'missing'));
    if (!name) problems.push(fileProblem(`${where}.name`, 'missing'));
    const bggId = read.number(g, 'bggId', where, 0);
    if (id !== null) {
      if (games.has(id)) problems.push(fileProblem(`${where}.id`, 'gameIdTwice', { id }));
      games.set(id, {
        name, bggId: bggId && bggId > 0 ? bggId : null,
        highestWins: read.bool(g, 'highestWins', where, true), noPoints: read.bool(g, 'noPoints', where),
        cooperative: read.bool(g, 'cooperative', where), usesTeams: read.bool(g, 'usesTeams', where), extra: unknownFields(g, GAME_KEYS),
      });
    }
  });

  const people = new Map<number, Person>();
  list('players', true).forEach((p, i) => {
    const where = `players[${i}]`;
    if (!isRecord(p)) return problems.push(fileProblem(where, 'notObject'));
    const id = read.number(p, 'id', where);
    const name = read.string(p, 'name', where).trim();
    if (id === null) problems.push(fileProblem(`${where}.id`, 'missing'));
    if (!name) problems.push(fileProblem(`${where}.name`, 'missing'));
    else if (name.length > 60) problems.push(fileProblem(`${where}.name`, 'tooLong'));
    if (id !== null) {
      if (people.has(id)) problems.push(fileProblem(`${where}.id`, 'playerIdTwice', { id }));
      people.set(id, { name, bggUsername: read.string(p, 'bggUsername', where), extra: unknownFields(p, PLAYER_KEYS) });
    }
  });

  const locations = new Map<number, ExchangeLocation>();
  list('locations', false).forEach((l, i) => {
    const where = `locations[${i}]`;
    if (!isRecord(l)) return problems.push(fileProblem(where, 'notObject'));
    const id = read.number(l, 'id', where);
    const name = read.string(l, 'name', where).trim();
    if (id === null) problems.push(fileProblem(`${where}.id`, 'missing'));
    if (!name) problems.push(fileProblem(`${where}.name`, 'missing'));
    if (id !== null) locations.set(id, { name, extra: unknownFields(l, LOCATION_KEYS) });
  });

  const plays: ExchangePlay[] = [];
  const uids = new Set<string>();
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
    const players = parseScores(p, where, people, read, problems);
    if (problems.length > before || !game) return;
    const bggPlayId = read.number(p, 'bggId', where, 0);
    const quantity = read.number(p, 'quantity', where, 1) ?? 1;
    plays.push({
      uid, bggPlayId: bggPlayId && bggPlayId > 0 ? bggPlayId : null, game, mode: 'manual', playedAt: normalisePlayDate(date),
      durationMin: duration && duration > 0 ? duration : null, location: location?.name ?? '', notes: read.string(p, 'comments', where),
      incomplete: read.bool(p, 'incomplete', where), excludeFromStats: read.bool(p, 'ignored', where), quantity: Math.max(1, Math.round(quantity)),
      expansions, board: read.string(p, 'board', where), manualWinner: read.bool(p, 'manualWinner', where), players, extra: unknownFields(p, PLAY_KEYS),
    });
  });
  return {
    plays, people: [...people.values()], games: [...games.values()], locations: [...locations.values()], problems, rootExtra: unknownFields(root, ROOT_KEYS),
  };
}

function parseScores(p: Record<string, unknown>, where: string, people: Map<number, Person>, read: FieldReader, problems: FileProblem[]): ExchangePlayer[] {
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
    const person = ref === null ? undefined : people.get(ref);
    if (!person) return problems.push(ref === null ? fileProblem(`${at}.playerRefId`, 'missing') : fileProblem(`${at}.playerRefId`, 'noPlayer', { id: ref }));
    if (seen.has(ref!)) return problems.push(fileProblem(`${at}.playerRefId`, 'twiceInPlay', { name: person.name }));
    seen.add(ref!);
    const scoreText = read.string(s, 'score', at).trim();
    if (scoreText.length > 60) problems.push(fileProblem(`${at}.score`, 'tooLong'));
    const rank = read.number(s, 'rank', at, 0) ?? 0;
    const startPosition = read.number(s, 'startPosition', at);
    out.push({
      seat: read.number(s, 'seatOrder', at, j) ?? j,
      player: {
        name: person.name, bggUsername: person.bggUsername, scoreText, score: parseScore(scoreText),
        startPosition: startPosition !== null && startPosition > 0 ? Math.round(startPosition) : read.bool(s, 'startPlayer', at) ? 1 : null,
        colour: read.string(s, 'color', at), team: read.string(s, 'team', at), role: read.string(s, 'role', at),
        rank: rank > 0 ? Math.round(rank) : null, winner: read.bool(s, 'winner', at), newToGame: read.bool(s, 'newPlayer', at),
        personExtra: person.extra, extra: unknownFields(s, SCORE_KEYS),
      },
    });
  });
  return out.sort((a, b) => a.seat - b.seat).map((x) => x.player);
}

/** Writes plays back in BG Stats' export shape; ids are numbered in order of first use. */
export function serialiseBgStats(plays: readonly ExchangePlay[], extraLocations: readonly ExchangeLocation[] = [], rootExtra: Extra = {}): string {
  const games = new Map<string, Record<string, unknown>>();
  const players = new Map<string, Record<string, unknown>>();
  const locations = new Map<string, Record<string, unknown>>();
  const gameId = (g: ExchangePlay['game']): number => {
    const key = g.name.toLowerCase();
    if (!games.has(key)) {
      games.set(key, {
        ...g.extra, id: games.size + 1, name: g.name, bggId: g.bggId ?? 0, highestWins: g.highestWins, noPoints: g.noPoints,
        cooperative: g.cooperative, usesTeams: g.usesTeams,
      });
    }
    return games.get(key)!.id as number;
  };
  const expansionId = (name: string): number =>
    gameId({ name, bggId: null, highestWins: true, noPoints: false, cooperative: false, usesTeams: false, extra: {} });
  const locationId = (name: string, extra: Extra = {}): number => {
    const key = name.toLowerCase();
    if (!locations.has(key)) locations.set(key, { ...extra, id: locations.size + 1, name });
    return locations.get(key)!.id as number;
  };
  for (const l of extraLocations) locationId(l.name, l.extra);
  const playerId = (p: ExchangePlayer): number => {
    const key = p.name.toLowerCase();
    if (!players.has(key)) players.set(key, { ...p.personExtra, id: players.size + 1, name: p.name, bggUsername: p.bggUsername });
    return players.get(key)!.id as number;
  };
  const out = plays.map((play) => {
    const record: Record<string, unknown> = {
      ...play.extra,
      uuid: play.uid,
      playDate: play.playedAt,
      gameRefId: gameId(play.game),
      durationMin: play.durationMin ?? 0,
      ignored: play.excludeFromStats,
      manualWinner: play.manualWinner,
      comments: play.notes,
      board: play.board,
      bggId: play.bggPlayId ?? 0,
      expansionPlays: play.expansions.map((name) => ({ gameRefId: expansionId(name) })),
      playerScores: play.players.map((p, seat) => ({
        ...p.extra,
        playerRefId: playerId(p), score: p.scoreText, winner: p.winner, newPlayer: p.newToGame, startPlayer: p.startPosition === 1,
        rank: p.rank ?? 0, seatOrder: seat, team: p.team, role: p.role,
        ...(p.colour ? { color: p.colour } : {}), ...(p.startPosition !== null && p.startPosition !== 1 ? { startPosition: p.startPosition } : {}),
      })),
    };
    if (play.location) record.locationRefId = locationId(play.location);
    if (play.incomplete) record.incomplete = true;
    if (play.quantity !== 1) record.quantity = play.quantity;
    return record;
  });
  return JSON.stringify({ ...rootExtra, games: [...games.values()], players: [...players.values()], locations: [...locations.values()], plays: out }, null, 2);
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
      name: p.name, sourcePlayerId: sourcePlayerIds[i], winner: p.winner, startPlayer: p.startPosition === 1,
      ...(p.score !== null ? { score: p.score } : {}), ...(p.rank !== null ? { rank: p.rank } : {}), ...(p.role ? { role: p.role } : {}),
    })),
  };
  return `${PUSH_PLAY_URL}?data=${encodeURIComponent(JSON.stringify(data))}`;
}
