/** zod schemas of the history channels' inputs and outputs, used by src-shared/ipc/contract.ts. */
import { z } from 'zod';
import { CHALLENGE_CITIES } from '../games/en-route/challenge';
import { MATCH_KINDS } from './matching';
import { REVIEW_KINDS } from './review';
import { dayDateSchema, EXPORT_FORMATS, IMPORT_FORMATS, PLAY_MODES, playInputSchema, playerNameSchema } from './types';

const id = z.number().int().positive();
const message = z.object({ text: z.string(), key: z.string().optional(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() });

export const filterSchema = z
  .object({ from: dayDateSchema.nullable().default(null), to: dayDateSchema.nullable().default(null), groupId: id.nullable().default(null), locationId: id.nullable().default(null) })
  .strict()
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'The range ends before it starts', path: ['to'] });

export const gameInfoSchema = z.object({
  id: z.number().int(), name: z.string(), engineId: z.string().nullable(), bggId: z.number().int().nullable(),
  highestWins: z.boolean(), noPoints: z.boolean(), cooperative: z.boolean(),
});

export const playDetailSchema = z.object({
  id: z.number().int(), uid: z.string(), matchId: z.number().int().nullable(), mode: z.enum(PLAY_MODES), game: gameInfoSchema,
  playedAt: z.string(), durationMin: z.number().int().nullable(), locationId: z.number().int().nullable(), location: z.string(), notes: z.string(),
  incomplete: z.boolean(), excludeFromStats: z.boolean(), quantity: z.number().int(), expansions: z.array(z.string()), board: z.string(),
  manualWinner: z.boolean(), source: z.string(),
  players: z.array(
    z.object({
      seat: z.number().int(), playerId: z.number().int(), name: z.string(), anonymous: z.boolean(), startPosition: z.number().int().nullable(), colour: z.string(),
      team: z.string(), role: z.string(), scoreText: z.string(), score: z.number().nullable(), rank: z.number().int().nullable(), winner: z.boolean(),
      newToGame: z.boolean(),
      breakdown: z.array(z.object({ category: z.string(), label: message, points: z.number(), reason: message })).nullable(),
      /** The bot level that played the seat (a digital game against the computer); absent or null for a person. */
      bot: z.enum(['random', 'easy', 'greedy', 'normal', 'strong']).nullable().optional(),
    }),
  ),
  tieBreaks: z.array(z.object({ seats: z.array(z.number().int()), rank: z.number().int(), rule: message, explanation: message, decided: z.boolean() })).nullable(),
});

export const personSchema = z.object({ id: z.number().int(), name: z.string(), bggUsername: z.string(), groupIds: z.array(z.number().int()) });
export const groupSchema = z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['group', 'club']), memberIds: z.array(z.number().int()) });
export const seasonSchema = z.object({
  id: z.number().int(), name: z.string(), startsOn: z.string(), endsOn: z.string(), gameId: z.number().int().nullable(), groupId: z.number().int().nullable(),
});

/** The bot level of a computer player (its newest seat's), or null for a person: a history page marks it where it names it. */
const playerBot = z.enum(['random', 'easy', 'greedy', 'normal', 'strong']).nullable().optional();

export const leaderboardRowSchema = z.object({
  place: z.number().int(), playerId: z.number().int(), name: z.string(), mu: z.number(), sigma: z.number(), ordinal: z.number(),
  plays: z.number().int(), wins: z.number().int(), bot: playerBot,
});

const rival = z.object({ opponentId: z.number().int(), name: z.string(), plays: z.number().int(), ahead: z.number().int(), behind: z.number().int(), bot: playerBot });
const monthPlays = z.array(z.object({ month: z.string(), plays: z.number().int() }));

export const playerPageSchema = z.object({
  playerId: z.number().int(), name: z.string(), bot: playerBot, plays: z.number().int(), wins: z.number().int(), winRate: z.number(),
  currentStreak: z.number().int(), longestStreak: z.number().int(), averageScore: z.number().nullable(), bestScore: z.number().nullable(),
  perGame: z.array(
    z.object({
      gameId: z.number().int(), game: z.string(), plays: z.number().int(), wins: z.number().int(), winRate: z.number(),
      averageScore: z.number().nullable(), bestScore: z.number().nullable(),
    }),
  ),
  headToHead: z.array(rival.extend({ wins: z.number().int(), theirWins: z.number().int() })),
  nemesis: rival.nullable(),
  victim: rival.nullable(),
});

export const gamePageSchema = z.object({
  game: gameInfoSchema, plays: z.number().int(), averageScore: z.number().nullable(), bestScore: z.number().nullable(),
  byPlayerCount: z.array(z.object({ players: z.number().int(), plays: z.number().int(), averageScore: z.number().nullable(), bestScore: z.number().nullable() })),
  distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  playsPerMonth: monthPlays,
  leaderboard: z.array(leaderboardRowSchema),
});

export const overviewSchema = z.object({
  plays: z.number().int(), games: z.number().int(), hIndex: z.number().int(), playsPerMonth: monthPlays,
  perGame: z.array(z.object({ gameId: z.number().int(), game: z.string(), plays: z.number().int() })),
});

const challengeAttempt = z.object({
  playId: z.number().int(), playedAt: z.string(), playerId: z.number().int(), player: z.string(), pp: z.number(), achieved: z.number().int(), met: z.boolean(),
});

/** En Route's solo challenge tables across games (src-shared/games/en-route/challenge-table.ts). */
export const soloChallengesSchema = z.object({
  players: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tables: z.array(
    z.object({
      city: z.enum(CHALLENGE_CITIES), name: z.string(), measure: z.enum(['goals', 'tours']), gridSource: z.enum(['ours', 'assumed']),
      ppTargets: z.array(z.number().int()), requiredTargets: z.array(z.number().int()), plays: z.number().int(), cellsMet: z.number().int(),
      cells: z.array(
        z.object({
          requiredPp: z.number().int(), required: z.number().int(), attempts: z.array(challengeAttempt), metCount: z.number().int(),
          best: challengeAttempt.nullable(), players: z.array(z.string()),
        }),
      ),
    }),
  ),
});

const problem = z.object({
  where: z.string(),
  message: z.string(),
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  at: z.union([z.object({ kind: z.literal('position'), line: z.number(), column: z.number() }), z.object({ kind: z.literal('file') }), z.object({ kind: z.literal('row'), line: z.number(), column: z.string().optional() })]).optional(),
});

export const importPreviewSchema = z.object({
  plays: z.number().int(), newPlays: z.number().int(), alreadyPresent: z.number().int(), games: z.array(z.string()), locations: z.array(z.string()),
  people: z.array(
    z.object({
      key: z.string(), importName: z.string(), bggUsername: z.string(), kind: z.enum(MATCH_KINDS), playerId: z.number().int().nullable(), playerName: z.string().nullable(),
      newName: z.string().nullable(),
    }),
  ),
  problems: z.array(problem),
  review: z.array(
    z.object({
      index: z.number().int(), date: z.string(), game: z.string(), players: z.array(z.string()), action: z.enum(['import', 'skip']),
      notes: z.array(z.object({ kind: z.enum(REVIEW_KINDS), params: z.record(z.string(), z.union([z.string(), z.number()])) })),
    }),
  ),
  kept: z.array(z.string()),
});

export const importOutcomeSchema = z.object({
  imported: z.number().int(), alreadyPresent: z.number().int(), playersCreated: z.number().int(), gamesCreated: z.number().int(), problems: z.array(problem),
});

const fileText = z.string().max(60_000_000, 'Files over 60 MB are not accepted');

export const historyInputs = {
  plays: z.object({ limit: z.number().int().min(1).max(500).default(50), offset: z.number().int().min(0).default(0), gameId: id.nullable().default(null), playerId: id.nullable().default(null) }).strict(),
  play: z.object({ playId: id }).strict(),
  record: playInputSchema,
  edit: z.object({ playId: id, play: playInputSchema }).strict(),
  playerStats: z.object({ playerId: id, filter: filterSchema.default({ from: null, to: null, groupId: null, locationId: null }) }).strict(),
  gameStats: z.object({ gameId: id, filter: filterSchema.default({ from: null, to: null, groupId: null, locationId: null }) }).strict(),
  overview: z.object({ filter: filterSchema.default({ from: null, to: null, groupId: null, locationId: null }) }).strict(),
  leaderboard: z
    .object({ gameId: id.nullable().default(null), groupId: id.nullable().default(null), seasonId: id.nullable().default(null), limit: z.number().int().min(1).max(500).default(100) })
    .strict()
    .refine((x) => x.gameId !== null || x.seasonId !== null, { message: 'Choose a game or a season', path: ['gameId'] }),
  playerGame: z.object({ playerId: id, gameId: id }).strict(),
  soloChallenges: z
    .object({
      city: z.enum(CHALLENGE_CITIES).nullable().default(null),
      playerId: id.nullable().default(null),
      filter: filterSchema.default({ from: null, to: null, groupId: null, locationId: null }),
    })
    .strict(),
  rename: z.object({ playerId: id, name: playerNameSchema }).strict(),
  merge: z.object({ fromId: id, intoId: id }).strict(),
  unmerge: z.object({ mergeId: id }).strict(),
  groupSave: z.object({ id: id.optional(), name: z.string().trim().min(1, 'Name the group').max(60), kind: z.enum(['group', 'club']).default('group'), memberIds: z.array(id).max(5000).default([]) }).strict(),
  seasonSave: z
    .object({ id: id.optional(), name: z.string().trim().min(1, 'Name the season').max(60), startsOn: dayDateSchema, endsOn: dayDateSchema, gameId: id.nullable().default(null), groupId: id.nullable().default(null) })
    .strict(),
  byId: z.object({ id }).strict(),
  importPreview: z.object({ format: z.enum(IMPORT_FORMATS), text: fileText }).strict(),
  import: z
    .object({ format: z.enum(IMPORT_FORMATS), text: fileText, people: z.array(z.object({ key: z.string().max(200).optional(), importName: z.string().max(60).optional(), playerId: id.nullable() }).strict()).max(50_000).optional() })
    .strict(),
  export: z.object({ format: z.enum(EXPORT_FORMATS) }).strict(),
  restore: z.object({ name: z.string().regex(/^[\w.-]{1,120}\.db$/, 'Choose one of the listed backups') }).strict(),
};
