/**
 * Players, groups and clubs. A merge moves every result and membership of one player to another and
 * keeps the merged player's row; it can be undone until the app closes (the undo record lives in
 * memory), after which the merge is permanent but still listed in player_merges.
 */
import { fail, ok, type Result } from '../../../src-shared/engine/errors';
import type { CatalogGameRow } from '../../db/history/people-repo';
import type { HistoryContext } from './context';
import type { RatingService } from './rating-service';

export interface PersonInfo {
  id: number;
  name: string;
  bggUsername: string;
  groupIds: number[];
}

export interface GroupInfo {
  id: number;
  name: string;
  kind: 'group' | 'club';
  memberIds: number[];
}

interface MergeUndo {
  mergeId: number;
  from: number;
  into: number;
  rows: { play_id: number; seat: number }[];
  addedMemberships: number[];
  leftGroups: number[];
}

export class PeopleService {
  /** Merges made since the app started, newest last: the only ones that can be undone. */
  private readonly undoable: MergeUndo[] = [];

  constructor(
    private readonly ctx: HistoryContext,
    private readonly ratings: RatingService,
  ) {}

  games(): CatalogGameRow[] {
    return this.ctx.people.games();
  }

  locations(): { id: number; name: string }[] {
    return this.ctx.people.locations().map((l) => ({ id: l.id, name: l.name }));
  }

  list(): PersonInfo[] {
    const memberships = new Map<number, number[]>();
    for (const g of this.ctx.people.groups()) {
      for (const id of this.ctx.people.members(g.id)) memberships.set(id, [...(memberships.get(id) ?? []), g.id]);
    }
    return this.ctx.people.people().map((p) => ({ id: p.id, name: p.name, bggUsername: p.bgg_username, groupIds: memberships.get(p.id) ?? [] }));
  }

  create(name: string): Result<PersonInfo> {
    const existing = this.ctx.people.personByName(name);
    if (existing) return fail('input/invalid', `There is already a player called ${existing.name}.`, ['name']);
    const row = this.ctx.people.findOrCreatePerson(name, this.ctx.now().toISOString());
    return ok({ id: row.id, name: row.name, bggUsername: row.bgg_username, groupIds: [] });
  }

  rename(id: number, name: string): Result<PersonInfo> {
    const row = this.ctx.people.person(id);
    // The anonymous seats' row is no one: it cannot be renamed, merged or merged into.
    if (!row || row.merged_into !== null || row.anonymous === 1) return fail('player/not-found', `No player ${id}.`, ['playerId']);
    const clash = this.ctx.people.personByName(name);
    if (clash && clash.id !== id) return fail('input/invalid', `There is already a player called ${clash.name}.`, ['name']);
    this.ctx.people.renamePerson(id, name);
    return ok({ id, name, bggUsername: row.bgg_username, groupIds: this.ctx.people.groupsOf(id) });
  }

  merge(fromId: number, intoId: number): Result<{ mergeId: number; moved: number }> {
    if (fromId === intoId) return fail('input/invalid', 'Choose two different players.', ['intoId']);
    const from = this.ctx.people.person(fromId);
    const into = this.ctx.people.person(intoId);
    if (!from || from.merged_into !== null || from.anonymous === 1) return fail('player/not-found', `No player ${fromId}.`, ['fromId']);
    if (!into || into.merged_into !== null || into.anonymous === 1) return fail('player/not-found', `No player ${intoId}.`, ['intoId']);
    const together = this.ctx.people.playedTogether(fromId, intoId);
    if (together !== undefined) {
      return fail('input/invalid', `${from.name} and ${into.name} played in the same play (#${together}), so they are two people.`, ['fromId']);
    }
    const undo = this.ctx.db.transaction((): MergeUndo => {
      const rows = this.ctx.people.rowsOfPlayer(fromId);
      for (const r of rows) this.ctx.people.movePlayerRow(r.play_id, r.seat, intoId);
      const leftGroups = this.ctx.people.groupsOf(fromId);
      const addedMemberships = leftGroups.filter((g) => this.ctx.people.addMember(g, intoId));
      for (const g of leftGroups) this.ctx.people.removeMember(g, fromId);
      this.ctx.people.setMergedInto(fromId, intoId);
      const mergeId = this.ctx.people.recordMerge(fromId, intoId, this.ctx.now().toISOString());
      this.ratings.markAll();
      return { mergeId, from: fromId, into: intoId, rows, addedMemberships, leftGroups };
    })();
    this.undoable.push(undo);
    return ok({ mergeId: undo.mergeId, moved: undo.rows.length });
  }

  /** Merges that can still be undone in this run of the app, newest first. */
  undoableMerges(): { mergeId: number; fromId: number; fromName: string; intoId: number; intoName: string }[] {
    return [...this.undoable].reverse().map((u) => ({
      mergeId: u.mergeId, fromId: u.from, fromName: this.ctx.people.person(u.from)?.name ?? '?', intoId: u.into, intoName: this.ctx.people.person(u.into)?.name ?? '?',
    }));
  }

  unmerge(mergeId: number): Result<{ playerId: number }> {
    const index = this.undoable.findIndex((u) => u.mergeId === mergeId);
    if (index < 0) return fail('input/invalid', 'That merge can no longer be undone (merges can be undone until the app closes).', ['mergeId']);
    const later = this.undoable.slice(index + 1).find((u) => u.into === this.undoable[index].from || u.from === this.undoable[index].into);
    if (later) return fail('input/invalid', 'Undo the later merge that involves these players first.', ['mergeId']);
    const undo = this.undoable[index];
    this.ctx.db.transaction(() => {
      for (const r of undo.rows) this.ctx.people.movePlayerRow(r.play_id, r.seat, undo.from);
      for (const g of undo.addedMemberships) this.ctx.people.removeMember(g, undo.into);
      for (const g of undo.leftGroups) this.ctx.people.addMember(g, undo.from);
      this.ctx.people.setMergedInto(undo.from, null);
      this.ctx.people.markMergeUndone(undo.mergeId, this.ctx.now().toISOString());
      this.ratings.markAll();
    })();
    this.undoable.splice(index, 1);
    return ok({ playerId: undo.from });
  }

  groups(): GroupInfo[] {
    return this.ctx.people.groups().map((g) => ({ ...g, memberIds: this.ctx.people.members(g.id) }));
  }

  saveGroup(input: { id?: number; name: string; kind: 'group' | 'club'; memberIds: number[] }): Result<GroupInfo> {
    const clash = this.ctx.people.groups().find((g) => g.name.toLowerCase() === input.name.toLowerCase() && g.id !== input.id);
    if (clash) return fail('input/invalid', `There is already a group called ${clash.name}.`, ['name']);
    for (const [i, id] of input.memberIds.entries()) {
      const p = this.ctx.people.person(id);
      if (!p || p.merged_into !== null) return fail('player/not-found', `No player ${id}.`, ['memberIds', i]);
    }
    if (input.id !== undefined && !this.ctx.people.group(input.id)) return fail('input/invalid', `No group ${input.id}.`, ['id']);
    const id = this.ctx.db.transaction(() => {
      const groupId = input.id ?? this.ctx.people.insertGroup(input.name, input.kind, this.ctx.now().toISOString());
      if (input.id !== undefined) this.ctx.people.updateGroup(groupId, input.name, input.kind);
      const wanted = new Set(input.memberIds);
      const had = new Set(this.ctx.people.members(groupId));
      // Only what changed: a renamed group keeps its leaderboards; a member who joins or leaves dirties
      // the boards of the games they played. The background warmer rebuilds those after the save.
      for (const m of had) {
        if (wanted.has(m)) continue;
        this.ctx.people.removeMember(groupId, m);
        this.ratings.markGroupMember(groupId, m);
      }
      for (const m of wanted) {
        if (had.has(m)) continue;
        this.ctx.people.addMember(groupId, m);
        this.ratings.markGroupMember(groupId, m);
      }
      this.ratings.prepareGroup(groupId);
      return groupId;
    })();
    return ok({ id, name: input.name, kind: input.kind, memberIds: this.ctx.people.members(id) });
  }

  deleteGroup(id: number): Result<{ id: number }> {
    if (!this.ctx.people.group(id)) return fail('input/invalid', `No group ${id}.`, ['id']);
    this.ctx.db.transaction(() => {
      this.ctx.people.deleteGroup(id);
      // A later group may reuse the id: its cached ratings must be rebuilt.
      this.ratings.markGroup(id);
    })();
    return ok({ id });
  }
}
