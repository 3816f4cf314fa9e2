/**
 * Players (with merges), the game catalogue, locations and groups. Names are unique ignoring case.
 * A merged player keeps their row (pointing at the survivor) so the merge can be undone.
 */
import type { Db } from '../native';

export interface PersonRow {
  id: number;
  name: string;
  bgg_username: string;
  extra_json: string;
  merged_into: number | null;
  /** 1 for the row that stands for every anonymous seat (never listed, matched, merged or rated). */
  anonymous: number;
}

export interface CatalogGameRow {
  id: number;
  name: string;
  engine_id: string | null;
  bgg_id: number | null;
  highest_wins: number;
  no_points: number;
  cooperative: number;
  uses_teams: number;
  extra_json: string;
}

export interface LocationRow {
  id: number;
  name: string;
  extra_json: string;
}

export interface GroupRow {
  id: number;
  name: string;
  kind: 'group' | 'club';
}

export class PeopleRepo {
  private readonly s;

  constructor(db: Db) {
    const p = (sql: string) => db.prepare(sql);
    this.s = {
      people: p(`SELECT id, name, bgg_username, extra_json, merged_into, anonymous FROM players WHERE merged_into IS NULL AND anonymous = 0 ORDER BY name COLLATE NOCASE`),
      person: p(`SELECT id, name, bgg_username, extra_json, merged_into, anonymous FROM players WHERE id = ?`),
      personByName: p(`SELECT id, name, bgg_username, extra_json, merged_into, anonymous FROM players WHERE name = ? COLLATE NOCASE AND anonymous = 0`),
      anonymous: p(`SELECT id, name, bgg_username, extra_json, merged_into, anonymous FROM players WHERE anonymous = 1`),
      insertAnonymous: p(`INSERT INTO players (name, created_at, extra_json, anonymous) VALUES ('', @at, @extra, 1)`),
      insertPerson: p(`INSERT INTO players (name, created_at, bgg_username, extra_json) VALUES (@name, @at, @bggUsername, @extra)`),
      renamePerson: p(`UPDATE players SET name = @name WHERE id = @id`),
      setPersonDetails: p(`UPDATE players SET bgg_username = @bggUsername, extra_json = @extra WHERE id = @id`),
      setMergedInto: p(`UPDATE players SET merged_into = @into WHERE id = @id`),
      rowsOfPlayer: p(`SELECT play_id, seat FROM play_players WHERE player_id = ?`),
      movePlayerRow: p(`UPDATE play_players SET player_id = @to WHERE play_id = @playId AND seat = @seat`),
      playsOfBoth: p(`SELECT a.play_id FROM play_players a JOIN play_players b ON a.play_id = b.play_id WHERE a.player_id = @a AND b.player_id = @b LIMIT 1`),
      insertMerge: p(`INSERT INTO player_merges (from_id, into_id, merged_at) VALUES (@from, @into, @at)`),
      undoMerge: p(`UPDATE player_merges SET undone_at = @at WHERE id = @id`),
      games: p(`SELECT * FROM catalog_games ORDER BY name COLLATE NOCASE`),
      game: p(`SELECT * FROM catalog_games WHERE id = ?`),
      gameByName: p(`SELECT * FROM catalog_games WHERE name = ? COLLATE NOCASE`),
      gameByEngine: p(`SELECT * FROM catalog_games WHERE engine_id = ?`),
      insertGame: p(
        `INSERT INTO catalog_games (name, engine_id, bgg_id, highest_wins, no_points, cooperative, uses_teams, extra_json)
         VALUES (@name, @engineId, @bggId, @highestWins, @noPoints, @cooperative, @usesTeams, @extra)`,
      ),
      renameGame: p(`UPDATE catalog_games SET name = @name WHERE id = @id`),
      setGameDetails: p(`UPDATE catalog_games SET bgg_id = COALESCE(bgg_id, @bggId), extra_json = @extra WHERE id = @id`),
      locations: p(`SELECT * FROM locations ORDER BY name COLLATE NOCASE`),
      location: p(`SELECT * FROM locations WHERE id = ?`),
      locationByName: p(`SELECT * FROM locations WHERE name = ? COLLATE NOCASE`),
      insertLocation: p(`INSERT INTO locations (name, extra_json) VALUES (@name, @extra)`),
      setLocationDetails: p(`UPDATE locations SET extra_json = @extra WHERE id = @id`),
      groups: p(`SELECT id, name, kind FROM player_groups ORDER BY name COLLATE NOCASE`),
      group: p(`SELECT id, name, kind FROM player_groups WHERE id = ?`),
      insertGroup: p(`INSERT INTO player_groups (name, kind, created_at) VALUES (@name, @kind, @at)`),
      renameGroup: p(`UPDATE player_groups SET name = @name, kind = @kind WHERE id = @id`),
      deleteGroup: p(`DELETE FROM player_groups WHERE id = ?`),
      members: p(`SELECT player_id FROM group_members WHERE group_id = ? ORDER BY player_id`),
      groupsOf: p(`SELECT group_id FROM group_members WHERE player_id = ? ORDER BY group_id`),
      addMember: p(`INSERT OR IGNORE INTO group_members (group_id, player_id) VALUES (@groupId, @playerId)`),
      removeMember: p(`DELETE FROM group_members WHERE group_id = @groupId AND player_id = @playerId`),
      clearMembers: p(`DELETE FROM group_members WHERE group_id = ?`),
    };
  }

  people(): PersonRow[] {
    return this.s.people.all() as PersonRow[];
  }

  person(id: number): PersonRow | undefined {
    return this.s.person.get(id) as PersonRow | undefined;
  }

  personByName(name: string): PersonRow | undefined {
    return this.s.personByName.get(name) as PersonRow | undefined;
  }

  /** The live player for a name: a merged player's name resolves to whoever absorbed them. */
  resolve(id: number): PersonRow | undefined {
    let row = this.person(id);
    for (let guard = 0; row?.merged_into && guard < 1000; guard++) row = this.person(row.merged_into);
    return row;
  }

  findOrCreatePerson(name: string, at: string, bggUsername = '', extra: Record<string, unknown> = {}): PersonRow {
    const existing = this.personByName(name);
    if (existing) return this.resolve(existing.id)!;
    const info = this.s.insertPerson.run({ name, at, bggUsername, extra: JSON.stringify(extra) });
    return this.person(Number(info.lastInsertRowid))!;
  }

  /** The row every anonymous seat points at, if any seat was ever anonymous. */
  anonymousPerson(): PersonRow | undefined {
    return this.s.anonymous.get() as PersonRow | undefined;
  }

  /** The anonymous seats' row, made on first use; `extra` (a file's anonymous player record) is kept if it has none. */
  findOrCreateAnonymous(at: string, extra: Record<string, unknown> = {}): PersonRow {
    const existing = this.anonymousPerson();
    if (existing) {
      if (existing.extra_json === '{}' && Object.keys(extra).length) this.setPersonDetails(existing.id, '', extra);
      return this.anonymousPerson()!;
    }
    this.s.insertAnonymous.run({ at, extra: JSON.stringify(extra) });
    return this.anonymousPerson()!;
  }

  renamePerson(id: number, name: string): void {
    this.s.renamePerson.run({ id, name });
  }

  setPersonDetails(id: number, bggUsername: string, extra: Record<string, unknown>): void {
    this.s.setPersonDetails.run({ id, bggUsername, extra: JSON.stringify(extra) });
  }

  rowsOfPlayer(id: number): { play_id: number; seat: number }[] {
    return this.s.rowsOfPlayer.all(id) as { play_id: number; seat: number }[];
  }

  movePlayerRow(playId: number, seat: number, to: number): void {
    this.s.movePlayerRow.run({ playId, seat, to });
  }

  playedTogether(a: number, b: number): number | undefined {
    return (this.s.playsOfBoth.get({ a, b }) as { play_id: number } | undefined)?.play_id;
  }

  setMergedInto(id: number, into: number | null): void {
    this.s.setMergedInto.run({ id, into });
  }

  recordMerge(from: number, into: number, at: string): number {
    return Number(this.s.insertMerge.run({ from, into, at }).lastInsertRowid);
  }

  markMergeUndone(id: number, at: string): void {
    this.s.undoMerge.run({ id, at });
  }

  games(): CatalogGameRow[] {
    return this.s.games.all() as CatalogGameRow[];
  }

  game(id: number): CatalogGameRow | undefined {
    return this.s.game.get(id) as CatalogGameRow | undefined;
  }

  gameByName(name: string): CatalogGameRow | undefined {
    return this.s.gameByName.get(name) as CatalogGameRow | undefined;
  }

  gameByEngine(engineId: string): CatalogGameRow | undefined {
    return this.s.gameByEngine.get(engineId) as CatalogGameRow | undefined;
  }

  insertGame(g: { name: string; engineId: string | null; bggId: number | null; highestWins: boolean; noPoints: boolean; cooperative: boolean; usesTeams: boolean; extra: Record<string, unknown> }): CatalogGameRow {
    const info = this.s.insertGame.run({
      name: g.name, engineId: g.engineId, bggId: g.bggId, highestWins: g.highestWins ? 1 : 0, noPoints: g.noPoints ? 1 : 0,
      cooperative: g.cooperative ? 1 : 0, usesTeams: g.usesTeams ? 1 : 0, extra: JSON.stringify(g.extra),
    });
    return this.game(Number(info.lastInsertRowid))!;
  }

  renameGame(id: number, name: string): void {
    this.s.renameGame.run({ id, name });
  }

  setGameDetails(id: number, bggId: number | null, extra: Record<string, unknown>): void {
    this.s.setGameDetails.run({ id, bggId, extra: JSON.stringify(extra) });
  }

  locations(): LocationRow[] {
    return this.s.locations.all() as LocationRow[];
  }

  location(id: number): LocationRow | undefined {
    return this.s.location.get(id) as LocationRow | undefined;
  }

  findOrCreateLocation(name: string, extra: Record<string, unknown> = {}): LocationRow {
    const existing = this.s.locationByName.get(name) as LocationRow | undefined;
    if (existing) return existing;
    const info = this.s.insertLocation.run({ name, extra: JSON.stringify(extra) });
    return this.location(Number(info.lastInsertRowid))!;
  }

  setLocationDetails(id: number, extra: Record<string, unknown>): void {
    this.s.setLocationDetails.run({ id, extra: JSON.stringify(extra) });
  }

  groups(): GroupRow[] {
    return this.s.groups.all() as GroupRow[];
  }

  group(id: number): GroupRow | undefined {
    return this.s.group.get(id) as GroupRow | undefined;
  }

  insertGroup(name: string, kind: GroupRow['kind'], at: string): number {
    return Number(this.s.insertGroup.run({ name, kind, at }).lastInsertRowid);
  }

  updateGroup(id: number, name: string, kind: GroupRow['kind']): void {
    this.s.renameGroup.run({ id, name, kind });
  }

  deleteGroup(id: number): void {
    this.s.clearMembers.run(id);
    this.s.deleteGroup.run(id);
  }

  members(groupId: number): number[] {
    return (this.s.members.all(groupId) as { player_id: number }[]).map((r) => r.player_id);
  }

  groupsOf(playerId: number): number[] {
    return (this.s.groupsOf.all(playerId) as { group_id: number }[]).map((r) => r.group_id);
  }

  addMember(groupId: number, playerId: number): boolean {
    return this.s.addMember.run({ groupId, playerId }).changes === 1;
  }

  removeMember(groupId: number, playerId: number): boolean {
    return this.s.removeMember.run({ groupId, playerId }).changes === 1;
  }
}
