/**
 * Caps on what an imported file may hold (docs/history.md, "Caps"). They are far above anything the real
 * exports in tests/fixtures/history/ hold (the longest there: a 76-character game name, a 207-character
 * board, a 562-character comment, an 8,498-character BG Stats scoresheet), and they keep one field from
 * filling the database or the screen. A file over a cap is a located problem that names the cap.
 */
export const CAPS = {
  /** A player's name or BGG username. */
  personName: 60,
  /** A game's or an expansion's name. */
  gameName: 120,
  location: 120,
  /** Board, map or variant. */
  board: 500,
  /** A seat's team, role or colour. */
  seatText: 120,
  /** A score as typed ("72+75", "DNF"). */
  score: 60,
  /** A play's comments or notes. */
  notes: 10_000,
  /** Any text Tablekeeper keeps without reading it (e.g. BG Stats' metaData, scoresheet). */
  keptText: 100_000,
  /** Nesting of lists and objects in a JSON file, and of elements in an XML file. */
  depth: 64,
  /** The whole file, in characters. */
  fileChars: 50_000_000,
} as const;
