import type { Db } from './native';
import { PeopleRepo } from './history/people-repo';

export interface PlayerRow {
  id: number;
  name: string;
}

/**
 * The seat picker's view of the people in the history (history/people-repo.ts owns the table): live
 * players only, and a name that was merged into someone else means that someone.
 */
export class PlayersRepo {
  private readonly people: PeopleRepo;

  constructor(db: Db) {
    this.people = new PeopleRepo(db);
  }

  list(): PlayerRow[] {
    return this.people.people().map(({ id, name }) => ({ id, name }));
  }

  find(id: number): PlayerRow | undefined {
    const row = this.people.person(id);
    return row && { id: row.id, name: row.name };
  }

  /** Names are unique ignoring case, so "anna" and "Anna" are one person. */
  findOrCreate(name: string, at: string): PlayerRow {
    const { id, name: stored } = this.people.findOrCreatePerson(name, at);
    return { id, name: stored };
  }
}
