/**
 * Club records as JSON bodies, and back. A body names other records by their stable ids (with a name,
 * so a record can land before the one it points at), never by a laptop's row ids. Keys are written
 * in one fixed order, so equal records give equal text on every laptop.
 */
import type { Db } from '../db/native';
import type { PlaysRepo } from '../db/history/plays-repo';
import type { PeopleRepo } from '../db/history/people-repo';
import type { SyncRepo } from '../db/club/sync-repo';
import type { RecordKind } from './server-migrations';
import type { GameRef, PlayFields, SeatResultFields } from '../../src-shared/history/types';

interface Ref {
  uid: string;
  name: string;
}

/** A catalogue game inside a body: the game reference every play names, with what only the catalogue keeps. */
interface GameBody extends GameRef {
  engineId: string | null;
  usesTeams: boolean;
  extra: unknown;
}

/**
 * A play as the club keeps it: the fields every play has (src-shared/history/types.ts), with its place
 * and people as references. Bodies are written key by key in playBody, so this shape never changes the text.
 */
export interface PlayBody extends Omit<PlayFields, 'location' | 'expansions'> {
  bggPlayId: number | null;
  mode: string;
  location: Ref | null;
  expansions: unknown;
  tieBreaks: unknown;
  source: string;
  extra: unknown;
  game: GameBody;
  seats: SeatBody[];
}

interface SeatBody extends SeatResultFields {
  id: string;
  player: Ref;
  breakdown: unknown;
  extra: unknown;
}

/** What applying a body changed, so the right rating scopes are rebuilt. */
export interface ApplyEffects {
  games: Set<number>;
  groups: Set<number>;
  everything: boolean;
  merges: boolean;
}

const json = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
/** Tables whose names are unique ignoring case on a laptop. */
const NAMED_TABLES = ['players', 'player_groups', 'locations'] as const;
type NamedTable = (typeof NAMED_TABLES)[number];

/** Anonymous seats (BG Stats' "Anonymous player") point at one row per laptop; in the club, at this id. */
const ANONYMOUS: Ref = { uid: 'anonymous', name: '' };
/** A seat's stable id: its play's id and its place at the table (a seat has no life of its own). */
export const seatId = (playUid: string, seat: number): string => `${playUid}#${seat}`;

export class ClubRecords {
  private readonly s;
  /** While settling a batch: seat players and games already looked up (stable until the batch ends: merges are re-derived after it). */
  private memo: { seats: Map<string, { recorded: number; playerId: number }>; games: Map<string, { id: number }> } | null = null;
  private readonly clash: Record<NamedTable, { find: (name: string, uid: string) => unknown; rename: (name: string, id: number) => void }>;

  constructor(
    private readonly db: Db,
    private readonly plays: PlaysRepo,
    private readonly people: PeopleRepo,
    private readonly sync: SyncRepo,
    private readonly now: () => Date,
  ) {
    const p = (sql: string) => db.prepare(sql);
    this.s = {
      playByUid: p(`SELECT * FROM plays WHERE uid = ?`),
      personByUid: p(`SELECT id, uid, name, bgg_username, extra_json, anonymous FROM players WHERE uid = ?`),
      personUid: p(`SELECT uid, name, anonymous FROM players WHERE id = ?`),
      insertPerson: p(`INSERT INTO players (uid, name, created_at, bgg_username, extra_json) VALUES (@uid, @name, @at, @bgg, @extra)`),
      updatePerson: p(`UPDATE players SET name = @name, bgg_username = @bgg, extra_json = @extra WHERE id = @id`),
      locationByUid: p(`SELECT id, uid, name, extra_json FROM locations WHERE uid = ?`),
      locationRef: p(`SELECT uid, name FROM locations WHERE id = ?`),
      insertLocation: p(`INSERT INTO locations (uid, name, extra_json) VALUES (@uid, @name, @extra)`),
      updateLocation: p(`UPDATE locations SET name = @name, extra_json = @extra WHERE id = @id`),
      groupByUid: p(`SELECT id, uid, name, kind, created_at FROM player_groups WHERE uid = ?`),
      groupRef: p(`SELECT uid, name FROM player_groups WHERE id = ?`),
      insertGroup: p(`INSERT INTO player_groups (uid, name, kind, created_at) VALUES (@uid, @name, @kind, @at)`),
      updateGroup: p(`UPDATE player_groups SET name = @name, kind = @kind WHERE id = @id`),
      memberRefs: p(`SELECT pl.uid, pl.name FROM group_members m JOIN players pl ON pl.id = m.player_id WHERE m.group_id = ? ORDER BY pl.uid`),
      mergeByUid: p(`SELECT m.*, a.uid AS from_uid, a.name AS from_name, b.uid AS into_uid, b.name AS into_name
                     FROM player_merges m JOIN players a ON a.id = m.from_id JOIN players b ON b.id = m.into_id WHERE m.uid = ?`),
      insertMerge: p(`INSERT INTO player_merges (uid, from_id, into_id, merged_at, undone_at) VALUES (@uid, @from, @into, @at, @undoneAt)`),
      updateMerge: p(`UPDATE player_merges SET from_id = @from, into_id = @into, merged_at = @at, undone_at = @undoneAt WHERE uid = @uid`),
      seasonByUid: p(`SELECT * FROM seasons WHERE uid = ?`),
      insertSeason: p(`INSERT INTO seasons (uid, name, starts_on, ends_on, game_id, group_id) VALUES (@uid, @name, @startsOn, @endsOn, @gameId, @groupId)`),
      updateSeason: p(`UPDATE seasons SET name = @name, starts_on = @startsOn, ends_on = @endsOn, game_id = @gameId, group_id = @groupId WHERE uid = @uid`),
      deleteSeason: p(`DELETE FROM seasons WHERE uid = ?`),
      setRecorded: p(`UPDATE play_players SET recorded_player_id = @recorded WHERE play_id = @playId AND seat = @seat`),
    };
    this.clash = Object.fromEntries(
      NAMED_TABLES.map((t) => {
        const find = p(`SELECT id, uid, name FROM ${t} WHERE name = ? COLLATE NOCASE AND uid <> ?`);
        const rename = p(`UPDATE ${t} SET name = ? WHERE id = ?`);
        return [t, { find: (name: string, uid: string) => find.get(name, uid), rename: (name: string, id: number) => void rename.run(name, id) }];
      }),
    ) as ClubRecords['clash'];
  }

  /** The record as it is on this laptop now, or null when it is gone (a deletion). */
  snapshot(kind: RecordKind, uid: string): string | null {
    switch (kind) {
      case 'play':
        return this.playBody(uid);
      case 'player': {
        const r = this.s.personByUid.get(uid) as { name: string; bgg_username: string; extra_json: string; anonymous: number } | undefined;
        // Every laptop has its own row for anonymous seats; it is no club record (seats name it ANONYMOUS).
        if (r?.anonymous === 1) return null;
        return r ? JSON.stringify({ name: r.name, bggUsername: r.bgg_username, extra: json(r.extra_json) }) : null;
      }
      case 'location': {
        const r = this.s.locationByUid.get(uid) as { name: string; extra_json: string } | undefined;
        return r ? JSON.stringify({ name: r.name, extra: json(r.extra_json) }) : null;
      }
      case 'group': {
        const r = this.s.groupByUid.get(uid) as { id: number; name: string; kind: string; created_at: string } | undefined;
        return r ? JSON.stringify({ name: r.name, kind: r.kind, createdAt: r.created_at, members: this.s.memberRefs.all(r.id) }) : null;
      }
      case 'merge': {
        const r = this.s.mergeByUid.get(uid) as { from_uid: string; from_name: string; into_uid: string; into_name: string; merged_at: string; undone_at: string | null } | undefined;
        return r
          ? JSON.stringify({ from: { uid: r.from_uid, name: r.from_name }, into: { uid: r.into_uid, name: r.into_name }, mergedAt: r.merged_at, undoneAt: r.undone_at })
          : null;
      }
      case 'season': {
        const r = this.s.seasonByUid.get(uid) as { name: string; starts_on: string; ends_on: string; game_id: number | null; group_id: number | null } | undefined;
        if (!r) return null;
        return JSON.stringify({
          name: r.name, startsOn: r.starts_on, endsOn: r.ends_on, game: r.game_id === null ? null : this.gameBody(r.game_id),
          group: r.group_id === null ? null : (this.s.groupRef.get(r.group_id) as Ref),
        });
      }
    }
  }

  private playBody(uid: string): string | null {
    const row = this.s.playByUid.get(uid) as ReturnType<PlaysRepo['find']>;
    if (!row) return null;
    const body: PlayBody = {
      bggPlayId: row.bgg_play_id, mode: row.mode, playedAt: row.played_at, durationMin: row.duration_min,
      location: row.location_id === null ? null : (this.s.locationRef.get(row.location_id) as Ref), notes: row.notes,
      incomplete: row.incomplete === 1, excludeFromStats: row.exclude_stats === 1, quantity: row.quantity, manualWinner: row.manual_winner === 1,
      expansions: json(row.expansions_json), board: row.board, tieBreaks: json(row.tiebreaks_json), source: row.source, extra: json(row.extra_json),
      game: this.gameBody(row.game_id),
      seats: this.plays.players(row.id).map((p) => ({
        id: seatId(uid, p.seat), player: this.seatPlayer(p.recorded_player_id), startPosition: p.start_position, colour: p.colour,
        team: p.team, role: p.role, scoreText: p.score_text, score: p.score, rank: p.rank, winner: p.winner === 1, newToGame: p.new_to_game === 1,
        breakdown: json(p.breakdown_json), extra: json(p.extra_json),
      })),
    };
    return JSON.stringify(body);
  }

  private seatPlayer(playerId: number): Ref {
    const r = this.s.personUid.get(playerId) as Ref & { anonymous: number };
    return r.anonymous === 1 ? ANONYMOUS : { uid: r.uid, name: r.name };
  }

  /** A catalogue game travels inside the records that use it: the four games by engine id, any other by name. */
  private gameBody(gameId: number): GameBody {
    const g = this.people.game(gameId)!;
    return {
      name: g.name, engineId: g.engine_id, bggId: g.bgg_id, highestWins: g.highest_wins === 1, noPoints: g.no_points === 1,
      cooperative: g.cooperative === 1, usesTeams: g.uses_teams === 1, extra: json(g.extra_json),
    };
  }

  /** Makes the local row say what the body says (inside the caller's transaction, with queuing off). */
  apply(kind: RecordKind, uid: string, bodyText: string | null, effects: ApplyEffects): void {
    const body = bodyText === null ? null : JSON.parse(bodyText);
    switch (kind) {
      case 'play':
        this.applyPlay(uid, body as PlayBody | null, effects);
        return;
      case 'player':
        if (body) this.person({ uid, name: body.name }, body.bggUsername, body.extra);
        effects.everything = true;
        return;
      case 'location':
        if (body) this.location({ uid, name: body.name }, body.extra);
        return;
      case 'group':
        return this.applyGroup(uid, body, effects);
      case 'merge':
        if (body) this.applyMerge(uid, body);
        effects.merges = true;
        return;
      case 'season':
        this.applySeason(uid, body);
        effects.everything = true;
        return;
    }
  }

  /**
   * Runs `settle` remembering each seat player's and game's local row, so a batch of plays looks each up
   * once. Players and games are only added during a batch, and which player a merged one resolves to
   * changes only when the merges are re-derived, after the batch.
   */
  batch<T>(settle: () => T): T {
    this.memo = { seats: new Map(), games: new Map() };
    try {
      return settle();
    } finally {
      this.memo = null;
    }
  }

  /** Whether this laptop has the play (a play it lacks may be written in bulk: `insertNewPlay`). */
  hasPlay(uid: string): boolean {
    return this.plays.idByUid(uid) !== undefined;
  }

  /** Writes a play this laptop lacks (inside BulkRollups.insertBatch); returns its row id. */
  insertNewPlay(uid: string, bodyText: string, effects: ApplyEffects): number {
    return this.applyPlay(uid, JSON.parse(bodyText) as PlayBody, effects)!;
  }

  private applyPlay(uid: string, body: PlayBody | null, effects: ApplyEffects): number | null {
    const existing = this.s.playByUid.get(uid) as ReturnType<PlaysRepo['find']>;
    if (existing) effects.games.add(existing.game_id);
    if (body === null) {
      if (existing) this.plays.delete(existing.id);
      return null;
    }
    const game = this.gameOfPlay(body.game);
    effects.games.add(game.id);
    const seats = body.seats.map((s) => this.seatRows(s.player));
    const play = {
      uid, bggPlayId: existing ? existing.bgg_play_id : body.bggPlayId, matchId: existing?.match_id ?? null, gameId: game.id,
      mode: body.mode as 'manual', playedAt: body.playedAt, durationMin: body.durationMin,
      locationId: body.location ? this.location(body.location) : null, notes: body.notes, incomplete: body.incomplete, excludeFromStats: body.excludeFromStats,
      quantity: body.quantity, manualWinner: body.manualWinner, expansions: body.expansions as string[], board: body.board, tieBreaks: body.tieBreaks,
      source: body.source, extra: body.extra as Record<string, unknown>, at: this.now().toISOString(),
      players: body.seats.map((s, i) => ({
        playerId: seats[i].playerId, startPosition: s.startPosition, colour: s.colour, team: s.team, role: s.role, scoreText: s.scoreText, score: s.score,
        rank: s.rank, winner: s.winner, newToGame: s.newToGame, breakdown: s.breakdown, extra: s.extra as Record<string, unknown>,
      })),
    };
    // A BGG play id is unique on a laptop; two laptops may have imported one play under two ids, so the second keeps none.
    if (play.bggPlayId !== null && !existing && this.plays.idByBggPlay(play.bggPlayId) !== undefined) play.bggPlayId = null;
    let playId: number;
    if (existing) {
      this.plays.update(existing.id, play);
      playId = existing.id;
    } else playId = this.plays.insert(play);
    seats.forEach((s, seat) => {
      if (s.recorded !== s.playerId) this.s.setRecorded.run({ recorded: s.recorded, playId, seat });
    });
    return playId;
  }

  private seatRows(ref: Ref): { recorded: number; playerId: number } {
    const known = this.memo?.seats.get(ref.uid);
    if (known) return known;
    const recorded = this.person(ref);
    const seat = { recorded, playerId: this.people.resolve(recorded)?.id ?? recorded };
    this.memo?.seats.set(ref.uid, seat);
    return seat;
  }

  private gameOfPlay(g: GameBody): { id: number } {
    const key = g.engineId ? `engine:${g.engineId}` : `name:${g.name}`;
    const known = this.memo?.games.get(key);
    if (known) return known;
    const game = { id: this.game(g).id };
    this.memo?.games.set(key, game);
    return game;
  }

  private applyGroup(uid: string, body: { name: string; kind: 'group' | 'club'; createdAt: string; members: Ref[] } | null, effects: ApplyEffects): void {
    const existing = this.s.groupByUid.get(uid) as { id: number } | undefined;
    if (existing) effects.groups.add(existing.id);
    if (body === null) {
      if (existing) this.people.deleteGroup(existing.id);
      return;
    }
    const name = this.freeName('player_groups', uid, body.name);
    let id: number;
    if (existing) {
      id = existing.id;
      this.s.updateGroup.run({ id, name, kind: body.kind });
    } else {
      id = Number(this.s.insertGroup.run({ uid, name, kind: body.kind, at: body.createdAt }).lastInsertRowid);
    }
    effects.groups.add(id);
    const wanted = new Set(body.members.map((m) => this.people.resolve(this.person(m))?.id ?? this.person(m)));
    for (const m of this.people.members(id)) if (!wanted.has(m)) this.people.removeMember(id, m);
    for (const m of wanted) this.people.addMember(id, m);
  }

  private applyMerge(uid: string, body: { from: Ref; into: Ref; mergedAt: string; undoneAt: string | null }): void {
    const values = { uid, from: this.person(body.from), into: this.person(body.into), at: body.mergedAt, undoneAt: body.undoneAt };
    if (this.s.mergeByUid.get(uid)) this.s.updateMerge.run(values);
    else this.s.insertMerge.run(values);
  }

  private applySeason(uid: string, body: { name: string; startsOn: string; endsOn: string; game: GameBody | null; group: Ref | null } | null): void {
    if (body === null) {
      this.s.deleteSeason.run(uid);
      return;
    }
    const values = {
      uid, name: body.name, startsOn: body.startsOn, endsOn: body.endsOn, gameId: body.game ? this.game(body.game).id : null,
      groupId: body.group ? this.groupId(body.group) : null,
    };
    if (this.s.seasonByUid.get(uid)) this.s.updateSeason.run(values);
    else this.s.insertSeason.run(values);
  }

  private groupId(ref: Ref): number {
    const existing = this.s.groupByUid.get(ref.uid) as { id: number } | undefined;
    if (existing) return existing.id;
    return Number(this.s.insertGroup.run({ uid: ref.uid, name: this.freeName('player_groups', ref.uid, ref.name), kind: 'group', at: this.now().toISOString() }).lastInsertRowid);
  }

  /** The local row for a player id, created from the reference when this laptop has not seen the player yet. */
  person(ref: Ref, bggUsername?: string, extra?: unknown): number {
    if (ref.uid === ANONYMOUS.uid) return this.people.findOrCreateAnonymous(this.now().toISOString()).id;
    const existing = this.s.personByUid.get(ref.uid) as { id: number; name: string; bgg_username: string; extra_json: string } | undefined;
    if (existing && bggUsername === undefined) return existing.id;
    const name = this.freeName('players', ref.uid, ref.name);
    const values = { uid: ref.uid, name, at: this.now().toISOString(), bgg: bggUsername ?? '', extra: JSON.stringify(extra ?? {}) };
    if (existing) {
      this.s.updatePerson.run({ ...values, id: existing.id });
      return existing.id;
    }
    return Number(this.s.insertPerson.run(values).lastInsertRowid);
  }

  private location(ref: Ref, extra?: unknown): number {
    const existing = this.s.locationByUid.get(ref.uid) as { id: number } | undefined;
    if (existing && extra === undefined) return existing.id;
    const name = this.freeName('locations', ref.uid, ref.name);
    if (existing) {
      this.s.updateLocation.run({ id: existing.id, name, extra: JSON.stringify(extra ?? {}) });
      return existing.id;
    }
    return Number(this.s.insertLocation.run({ uid: ref.uid, name, extra: JSON.stringify(extra ?? {}) }).lastInsertRowid);
  }

  private game(g: GameBody): { id: number } {
    const found = (g.engineId ? this.people.gameByEngine(g.engineId) : undefined) ?? this.people.gameByName(g.name);
    if (found) return found;
    return this.people.insertGame({
      name: g.name, engineId: g.engineId, bggId: g.bggId, highestWins: g.highestWins, noPoints: g.noPoints, cooperative: g.cooperative,
      usesTeams: g.usesTeams, extra: (g.extra ?? {}) as Record<string, unknown>,
    });
  }

  /**
   * Names are unique ignoring case on a laptop, but two laptops may each create an "Anna". Both stay
   * (nothing is merged behind anyone's back): the record with the smaller id keeps the name, the other
   * shows its id's first characters after it, the same on every laptop, and the pair is listed for review.
   */
  private freeName(table: NamedTable, uid: string, wanted: string): string {
    const clash = this.clash[table].find(wanted, uid) as
      | { id: number; uid: string; name: string }
      | undefined;
    if (!clash) return wanted;
    this.sync.addNameClash('name', `${table}:${uid < clash.uid ? clash.uid : uid}`, `${table}:${uid < clash.uid ? uid : clash.uid}`);
    if (uid < clash.uid) {
      this.clash[table].rename(disambiguated(clash.name, clash.uid), clash.id);
      return wanted;
    }
    return disambiguated(wanted, uid);
  }
}

export function disambiguated(name: string, uid: string): string {
  return `${name} (${uid.slice(0, 8)})`;
}
