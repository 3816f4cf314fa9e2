/**
 * The history's shapes: what the play-entry form sends, what importers produce and exporters read.
 * zod schemas here are used by the IPC contract; the plain types by the pure import/export code.
 */
import { z } from 'zod';

export const PLAY_MODES = ['digital', 'assist', 'manual'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

/** 'YYYY-MM-DD HH:MM' or 'YYYY-MM-DD HH:MM:SS', local time as people log it (BG Stats, BGG). */
export const playDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, 'Dates are YYYY-MM-DD HH:MM')
  .refine((s) => isRealDate(s), 'No such date')
  .transform((s) => normalisePlayDate(s));

export const dayDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD').refine((s) => isRealDate(`${s} 00:00`), 'No such date');

export function isRealDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (!m) return false;
  const [y, mo, d, h, mi, se] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, se));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && se < 60;
}

export function normalisePlayDate(s: string): string {
  const t = s.replace('T', ' ');
  return t.length === 16 ? `${t}:00` : t;
}

const text = (max: number) => z.string().max(max);
export const playerNameSchema = z.string().trim().min(1, 'A name is needed').max(60);

export const gameRefSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the game').max(120),
    bggId: z.number().int().positive().nullable().default(null),
    highestWins: z.boolean().default(true),
    noPoints: z.boolean().default(false),
    cooperative: z.boolean().default(false),
  })
  .strict();

export const playerResultSchema = z
  .object({
    playerId: z.number().int().positive().optional(),
    /** An unnamed seat: no name, never a person (docs/history.md, "Anonymous seats"). */
    anonymous: z.boolean().default(false),
    name: z.string().trim().max(60),
    startPosition: z.number().int().min(1).max(99).nullable().default(null),
    colour: text(40).default(''),
    team: text(60).default(''),
    role: text(60).default(''),
    scoreText: text(60).default(''),
    winner: z.boolean().default(false),
    rank: z.number().int().min(1).max(99).nullable().default(null),
    newToGame: z.boolean().default(false),
  })
  .strict();

export const playInputSchema = z
  .object({
    game: gameRefSchema,
    playedAt: playDateSchema,
    durationMin: z.number().int().min(0).max(100_000).nullable().default(null),
    location: text(120).default(''),
    notes: text(10_000).default(''),
    incomplete: z.boolean().default(false),
    excludeFromStats: z.boolean().default(false),
    expansions: z.array(z.string().trim().min(1).max(120)).max(50).default([]),
    board: text(120).default(''),
    manualWinner: z.boolean().default(false),
    players: z.array(playerResultSchema).min(1, 'A play needs at least one player').max(30),
  })
  .strict()
  .superRefine((play, ctx) => {
    const seen = new Set<string>();
    play.players.forEach((p, i) => {
      if (p.anonymous) return;
      if (!p.name) return ctx.addIssue({ code: 'custom', message: 'A name is needed', path: ['players', i, 'name'] });
      const key = p.playerId !== undefined ? `#${p.playerId}` : p.name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `${p.name} is in this play twice`, path: ['players', i, 'name'] });
      seen.add(key);
    });
  });

export type PlayInput = z.output<typeof playInputSchema>;
export type PlayerResultInput = z.output<typeof playerResultSchema>;
export type GameRef = z.output<typeof gameRefSchema>;

/** Fields a file carried that Tablekeeper has no column for, kept verbatim for the next export. */
export type Extra = Record<string, unknown>;

/** What a play records besides its game and players, wherever it came from. */
export interface PlayFields {
  playedAt: string;
  durationMin: number | null;
  location: string;
  notes: string;
  incomplete: boolean;
  excludeFromStats: boolean;
  quantity: number;
  expansions: string[];
  board: string;
  manualWinner: boolean;
}

/** One play as read from (or written to) a file, before players are matched to people. */
export interface ExchangePlay extends PlayFields {
  /** Stable id across imports: BG Stats uuid, 'bgg:<play id>', or Tablekeeper's own. */
  uid: string;
  bggPlayId: number | null;
  game: GameRef & { usesTeams: boolean; extra: Extra };
  mode: PlayMode;
  players: ExchangePlayer[];
  extra: Extra;
}

/** What one player's row of a play records, wherever the play came from. */
export interface SeatResultFields {
  startPosition: number | null;
  colour: string;
  team: string;
  role: string;
  scoreText: string;
  score: number | null;
  rank: number | null;
  winner: boolean;
  newToGame: boolean;
}

export interface ExchangePlayer extends SeatResultFields {
  /** Who this seat is within the file (BG Stats player id, BGG username, or the name): people are matched by it. */
  key: string;
  /** An unnamed seat (BG Stats' anonymous player): its own seat, never a person, never in player stats or ratings. */
  anonymous: boolean;
  /** '' for an anonymous seat. */
  name: string;
  bggUsername: string;
  /** The player's own record in the file (e.g. BG Stats' players[] entry), kept verbatim. */
  personExtra: Extra;
  extra: Extra;
}

/** The key of every anonymous seat (ExchangePlayer.key): they are all the file's one anonymous player. */
export const ANONYMOUS_KEY = 'anonymous';

export interface ExchangeLocation {
  name: string;
  extra: Extra;
}

/** A problem in a file: where (a JSON path, an XML element, a CSV line) and what. */
export interface FileProblem {
  where: string;
  message: string;
  /** Kind and params of the message (src-shared/history/problems.ts), for the app's languages. */
  key?: string;
  params?: Record<string, string | number>;
  /** `where` when it is a position or the whole file, for the app's languages. */
  at?: { kind: 'position'; line: number; column: number } | { kind: 'file' } | { kind: 'row'; line: number; column?: string };
}

export interface ExchangePerson {
  /** The same key as the seats of this person (ExchangePlayer.key). */
  key: string;
  name: string;
  bggUsername: string;
  extra: Extra;
}

export interface ParsedFile {
  plays: ExchangePlay[];
  /** Everyone the file names, including people without plays. */
  people: ExchangePerson[];
  /** Every game the file names, including games without plays. */
  games: ExchangePlay['game'][];
  locations: ExchangeLocation[];
  problems: FileProblem[];
  /** Top-level sections of the file Tablekeeper has no table for, kept verbatim (BG Stats' tags, groups, userInfo…). */
  kept?: Record<string, unknown>;
  /** The file's own record of its anonymous player, written back on export. */
  anonymous?: Extra | null;
}

export const IMPORT_FORMATS = ['bgstats', 'bgg', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The import format a file name suggests (the app's file picker and the CLI both guess it this way). */
export function importFormatOf(fileName: string): ImportFormat | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xml')) return 'bgg';
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.json')) return 'bgstats';
  return null;
}
export const EXPORT_FORMATS = ['bgstats', 'bgg', 'csv-plays', 'csv-scores'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
