/** What an import will do to each play of the file, and why (the preview's review list; docs/history.md, "Review"). */
export const REVIEW_KINDS = [
  /** Imported as a new play. */
  'new',
  /** Skipped: a play with the same id is already in the history. */
  'alreadyPresent',
  /** Skipped: the history already has the play BGG knows by this play id. */
  'sameBggPlay',
  /** Imported, but an earlier play of the file has the same BGG play id, so only that one is linked to BGG. */
  'bggIdShared',
  /** The file's game is recorded as the history's game of the same name written with other capitals. */
  'gameMatched',
  /** No players: the play counts for the game, not for any person. */
  'noPlayers',
  /** Unnamed seats kept as anonymous seats of the play. */
  'anonymousSeats',
  /** A person of the file recorded as an existing player of another name (other capitals, or the reviewer's choice). */
  'personMatched',
  /** A new person whose name is taken, recorded under another name. */
  'personRenamed',
] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export interface ReviewNote {
  kind: ReviewKind;
  params: Record<string, string | number>;
}

/** One play of the file in the preview: what will happen to it, and why. */
export interface PlayReview {
  /** 1-based position in the file. */
  index: number;
  date: string;
  game: string;
  /** Names as they will be recorded ('' for an anonymous seat). */
  players: string[];
  action: 'import' | 'skip';
  notes: ReviewNote[];
}

/** The English of each note (the CLI's `--review`; the app has them in its three languages). */
export const REVIEW_TEXT: Record<ReviewKind, string> = {
  new: 'new play',
  alreadyPresent: 'already in the history (same id {id}): skipped',
  sameBggPlay: 'already in the history as BGG play {id} ({game}, {date}): skipped',
  bggIdShared: 'BGG play id {id} is also on play #{other} of this file: imported, linked to BGG through #{other} only',
  gameMatched: 'game "{name}" is recorded as "{into}"',
  noPlayers: 'no players: counts for the game, not for any person',
  anonymousSeats: '{count} anonymous seat(s), kept as such',
  personMatched: '"{name}" is recorded as the existing player "{into}"',
  personRenamed: '"{name}" is taken: the new player is named "{into}"',
};
