/**
 * Problems found in an imported file. Each carries its English text (the CLI prints it) and a kind with its
 * params, so the app shows it in the reader's language (`hist.problem.<kind>` in the renderer's messages).
 */
import { fillTemplate } from '../engine/message';
import type { FileProblem } from './types';

export const PROBLEM_TEXT = {
  notJson: 'Not valid JSON: {detail}',
  notXml: 'Not valid XML: {detail}',
  rootShape: 'should be a JSON object with "plays", "players" and "games"',
  noPlaysElement: 'should have a <plays> element at the top',
  missing: 'is missing',
  notList: 'should be a list',
  notObject: 'should be an object',
  notText: 'should be text, not {value}',
  notNumber: 'should be a number, not {value}',
  notBoolean: 'should be true or false, not {value}',
  notWhole: 'should be a whole number, not "{value}"',
  notZeroOne: 'should be 0 or 1, not "{value}"',
  notDate: '"{value}" is not a date (YYYY-MM-DD)',
  notDateTime: '"{value}" is not a date and time (YYYY-MM-DD HH:MM:SS)',
  notMinutes: 'should be whole minutes, 0 or more',
  lengthNegative: 'should be 0 or more minutes',
  quantity: 'should be 1 or more',
  tooLong: 'is longer than {max} characters (the cap for this field)',
  tooDeep: 'nests lists or elements more than {max} levels deep',
  fileTooBig: 'is larger than {max} characters, the cap for one file',
  doctype: 'declares a DOCTYPE or entities ({detail}); Tablekeeper refuses them, so no entity is expanded and nothing outside the file is read',
  gameIdTwice: '{id} is used by two games',
  playerIdTwice: '{id} is used by two players',
  playIdTwice: '{id} is used by two plays',
  noGame: 'no game has id {id}',
  noLocation: 'no location has id {id}',
  noPlayer: 'no player has id {id}',
  twiceInPlay: '{name} is in this play twice',
  noPlayers: 'should list at least one player',
  noPlayerElements: 'should list at least one <player>',
  itemName: 'needs a name attribute naming the game',
  needsName: 'needs a name or username',
  csvUnclosedQuote: 'a quoted cell starts here and is never closed',
  csvNoHeader: 'should start with a header row naming at least the columns date, game and player',
  csvMissingColumn: 'the header row needs a "{column}" column',
  csvTooManyCells: 'has {count} cells but the header row names {expected} columns',
  csvPlayMismatch: 'belongs to play "{id}" (line {line}) but gives another date or game',
} as const;
export type ProblemKind = keyof typeof PROBLEM_TEXT;

export function fileProblem(where: string, kind: ProblemKind, params: Record<string, string | number> = {}): FileProblem {
  return { where, message: fillTemplate(PROBLEM_TEXT[kind], params), key: kind, params };
}

/** A position in the file ("line 3, column 5"), also readable in the app's languages. */
export function atPosition(line: number, column: number, kind: ProblemKind, params: Record<string, string | number> = {}): FileProblem {
  return { ...fileProblem(`line ${line}, column ${column}`, kind, params), at: { kind: 'position', line, column } };
}

/** A problem with the file as a whole. */
export function wholeFile(kind: ProblemKind, params: Record<string, string | number> = {}): FileProblem {
  return { ...fileProblem('the whole file', kind, params), at: { kind: 'file' } };
}
