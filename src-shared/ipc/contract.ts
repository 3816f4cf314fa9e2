/**
 * The one IPC contract: for every channel, a zod schema for its input and its output.
 * Main (Electron) and the browser host both validate against it before anything reaches an engine.
 */
import { z } from 'zod';
import { ERROR_CODES } from '../engine/errors';
import type { Channel } from './channels';
import * as h from '../history/schemas';
import { clubInputs, clubStatusSchema } from '../club/schemas';

/** Game actions, options and end states are checked by each game's own schema; here we bound their size. */
const json = z.unknown();

const message = z.object({
  text: z.string(),
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

const scoreReport = z.object({
  seats: z.array(
    z.object({
      seat: z.number().int(),
      total: z.number(),
      breakdown: z.array(z.object({ category: z.string(), label: message, points: z.number(), reason: message })),
      rank: z.number().int(),
      winner: z.boolean(),
    }),
  ),
  tieBreaks: z.array(
    z.object({ seats: z.array(z.number().int()), rank: z.number().int(), rule: message, explanation: message, decided: z.boolean() }),
  ),
  final: z.boolean(),
  hidden: z.boolean().optional(),
});

/** A scored end state as "Save to history" would write it (src-main/services/end-state-service.ts). */
const playPreview = z.object({
  game: z.string(),
  playedAt: z.string(),
  players: z.array(z.object({ name: z.string(), score: z.number(), rank: z.number().int(), winner: z.boolean() })),
  alreadySaved: z.boolean(),
  matchId: z.number().int().positive().nullable(),
});

/** Known ids are GAME_IDS; the catalogue rejects any other with game/unknown, so tests can add fixtures. */
const gameId = z.string().regex(/^[a-z][a-z-]{0,39}$/, 'Game ids are lower-case words joined by hyphens');
const matchId = z.number().int().positive();
const seatOrObserver = z.number().int().min(0).max(7).nullable();
const locale = z.enum(['en', 'ja', 'fr']);
const theme = z.enum(['system', 'light', 'dark']);
const playerName = z.string().trim().min(1, 'A name is needed').max(60);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours are #rrggbb');

const actorSchema = z.union([z.number().int(), z.literal('chance'), z.literal('terminal')]);

/** Who plays a seat: a person (no level) or a computer player at a level (docs/bots.md). */
const botLevel = z.enum(['random', 'easy', 'greedy', 'normal', 'strong']);

const seatInfo = z.object({
  seat: z.number().int(), name: z.string(), colour: z.string(), playerId: z.number().int().nullable(),
  /** The bot level playing the seat; absent or null for a person. */
  bot: botLevel.nullable().optional(),
});

/** A bot's search under way for the acting seat: iterations done of its budget, and time spent of its time budget. */
const botThinking = z.object({
  seat: z.number().int(),
  level: botLevel,
  iterations: z.number().int(),
  of: z.number().int(),
  elapsedMs: z.number(),
  budgetMs: z.number(),
});

/** The strong bot's move for the acting seat, from that seat's view only; never applied by itself. */
const moveSuggestion = z.object({
  version: z.number().int(),
  seat: z.number().int(),
  action: json,
  text: message,
  /** Expected points gained against the best other seat, as far as the search can tell. */
  gain: z.number(),
  /** Expected reward in [0, 1]. */
  value: z.number(),
  iterations: z.number().int(),
});

const matchStatus = z.enum(['active', 'finished', 'abandoned']);

const matchSnapshot = z.object({
  matchId,
  gameId,
  mode: z.enum(['digital', 'assist']),
  status: matchStatus,
  version: z.number().int(),
  seats: z.array(seatInfo),
  actor: actorSchema,
  viewer: seatOrObserver,
  view: json,
  /** The viewer's legal actions when it is their turn; in assist mode also the chance outcomes to pick from. */
  legalActions: z.array(json),
  log: z.array(z.object({ index: z.number().int(), actor: actorSchema, text: message })),
  canUndo: z.boolean(),
  score: scoreReport,
  /** What each seat keeps from the others now (the game decides; see SeatPrivacy), by seat. */
  privacy: z.array(z.enum(['none', 'held', 'acting'])),
  /**
   * Hot-seat play: the acting seat must see its secrets to act, so the device is handed over first. Otherwise
   * the public screen (viewer null) carries the acting seat's legal actions.
   */
  handOff: z.boolean(),
  /** A bot is choosing the acting seat's move (the renderer asks again until the version moves on). */
  thinking: botThinking.nullable().optional(),
  /** The newest move when a bot made it: its log index (the line says what it was, as the viewer may see it). */
  botMove: z.object({ index: z.number().int(), seat: z.number().int() }).nullable().optional(),
  /**
   * Every move bots made since a person last acted, oldest first: its log index, the seat, and where it happened on
   * the board as the viewer may see it (src-shared/board-marks), so the board can outline it.
   */
  botMoves: z.array(z.object({ index: z.number().int(), seat: z.number().int(), marks: z.array(z.string()) })).optional(),
});

const matchSummary = z.object({
  matchId,
  gameId,
  mode: z.enum(['digital', 'assist']),
  status: matchStatus,
  source: z.enum(['engine', 'end-state']),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  seats: z.array(seatInfo),
  results: z.array(z.object({ seat: z.number().int(), total: z.number(), rank: z.number().int(), winner: z.boolean() })),
});

const player = z.object({ id: z.number().int(), name: z.string() });

/** Hot-seat hand-offs: before every turn, only where the acting seat must see secrets, or never (a trusted table). */
const handOffPolicy = z.enum(['always', 'private', 'never']);
const settings = z.object({
  locale: locale.nullable(),
  theme,
  /** Text size as a multiple of the normal size; the root font size, so every rem (boards included) follows it. */
  textScale: z.number().min(1).max(2),
  /** A pattern or shape per seat besides its colour, for colour-blind players. */
  patterns: z.boolean(),
  handOff: handOffPolicy,
  /** The seats a new game starts with. */
  defaultPlayers: z.array(z.object({ name: playerName, colour }).strict()).max(8),
  /** OpenSkill ratings include seats played by a bot (off: ratings are about people). */
  rateBots: z.boolean(),
});

const empty = z.object({}).strict();

export const contract = {
  'app:info': {
    input: empty,
    output: z.object({
      version: z.string(),
      host: z.enum(['electron', 'browser']),
      dataDir: z.string(),
      /** Said once at start, e.g. that a corrupt database was moved aside. */
      notices: z.array(z.string()),
    }),
  },
  'settings:get': { input: empty, output: settings },
  'settings:set': { input: settings.partial().strict(), output: settings },
  'games:list': {
    input: empty,
    output: z.array(
      z.object({
        id: gameId,
        name: z.string(),
        minPlayers: z.number().int(),
        maxPlayers: z.number().int(),
        hasChance: z.boolean(),
        hasHiddenInformation: z.boolean(),
        colours: z.array(z.string()),
        defaultOptions: json,
        /** JSON Schema of the options (zod's toJSONSchema), so the new-game dialog can draw a form. */
        optionsSchema: json,
        endStateExample: json,
      }),
    ),
  },
  'players:list': { input: empty, output: z.array(player) },
  'players:create': { input: z.object({ name: playerName }).strict(), output: player },
  'match:create': {
    input: z
      .object({
        gameId,
        mode: z.enum(['digital', 'assist']),
        seed: z.string().min(1).max(100).optional(),
        options: json.optional(),
        seats: z
          .array(z.object({ playerId: z.number().int().positive().optional(), name: playerName, colour, bot: botLevel.optional() }).strict())
          .min(1)
          .max(8),
      })
      .strict(),
    output: matchSnapshot,
  },
  'match:list': {
    input: z.object({ status: z.enum(['active', 'finished', 'abandoned', 'all']).default('all') }).strict(),
    output: z.array(matchSummary),
  },
  'match:view': { input: z.object({ matchId, viewer: seatOrObserver }).strict(), output: matchSnapshot },
  'match:apply': {
    input: z
      .object({ matchId, viewer: seatOrObserver, expectedVersion: z.number().int().min(0), action: json })
      .strict(),
    output: matchSnapshot,
  },
  'match:undo': {
    input: z.object({ matchId, viewer: seatOrObserver, expectedVersion: z.number().int().min(0) }).strict(),
    output: matchSnapshot,
  },
  'match:abandon': { input: z.object({ matchId }).strict(), output: z.object({ matchId, status: matchStatus }) },
  /** The table left the match's screen (or the window closed): a bot's search for it stops; reopening starts it again. */
  'match:leave': { input: z.object({ matchId }).strict(), output: z.object({ matchId, cancelled: z.boolean() }) },
  /**
   * "Suggest a move": starts the strong bot for the acting person (it sees only that seat's view), or says how far
   * it got; the renderer asks again until `suggestion` is there. Asked from the acting seat's screen, or from the
   * public screen when that seat needs no secret to act. Nothing is applied.
   */
  'match:suggest': { input: z.object({ matchId, viewer: seatOrObserver, expectedVersion: z.number().int().min(0) }).strict(), output: z.object({ thinking: botThinking.nullable(), suggestion: moveSuggestion.nullable() }) },
  'match:export-log': {
    input: z.object({ matchId }).strict(),
    output: z.object({
      game: gameId,
      options: json,
      players: z.array(z.string()),
      /** Per seat, the bot level that played it (null for a person); written only when a computer played. */
      bots: z.array(botLevel.nullable()).optional(),
      seed: z.string(),
      mode: z.enum(['digital', 'assist']),
      actions: z.array(json),
    }),
  },
  // Scoring writes nothing; saving is its own channel, shows what it saved and never saves one sheet twice a day.
  /** A finished match as it stood after `position` actions (0 = the setup), as `viewer` was allowed to see it. */
  'match:replay': {
    input: z.object({ matchId, position: z.number().int().min(0).max(100_000), viewer: seatOrObserver }).strict(),
    output: matchSnapshot.extend({ position: z.number().int(), total: z.number().int() }),
  },
  /**
   * A saved log file (what `match:export-log` writes) after `position` actions (default: its end), as `viewer`
   * was allowed to see it. Writes nothing; every action up to the position is checked, errors under `log`.
   */
  'match:replay-log': {
    input: z
      .object({
        log: z
          .object({
            game: z.string().min(1).max(60),
            options: json.optional(),
            players: z.array(playerName).min(1).max(8),
            bots: z.array(botLevel.nullable()).max(8).optional(),
            seed: z.string().min(1).max(200),
            mode: z.enum(['digital', 'assist']).default('digital'),
            actions: z.array(json).max(100_000),
          })
          .strict()
          .refine((log) => !log.bots || log.bots.length === log.players.length, { message: 'bots needs one entry per player (null for a person).', path: ['bots'] }),
        position: z.number().int().min(0).max(100_000).optional(),
        viewer: seatOrObserver,
      })
      .strict(),
    output: matchSnapshot.omit({ status: true, version: true }).extend({ matchId: z.null(), position: z.number().int(), total: z.number().int() }),
  },
  'score:end-state': {
    input: z.object({ input: json }).strict(),
    output: z.object({ names: z.array(z.string()), report: scoreReport, preview: playPreview }),
  },
  'score:save-end-state': {
    input: z.object({ input: json }).strict(),
    output: z.object({ matchId, alreadySaved: z.boolean(), preview: playPreview }),
  },
  'game:calculate': {
    input: z.object({ gameId, calculator: z.string().regex(/^[a-z][a-z-]{0,39}$/), input: json }).strict(),
    output: json,
  },
  'history:list': {
    input: z.object({ limit: z.number().int().min(1).max(500).default(100), offset: z.number().int().min(0).default(0) }).strict(),
    output: z.array(matchSummary),
  },
  'history:plays': { input: h.historyInputs.plays, output: z.object({ plays: z.array(h.playDetailSchema), total: z.number().int() }) },
  'history:play': { input: h.historyInputs.play, output: h.playDetailSchema },
  'history:record': { input: h.historyInputs.record, output: h.playDetailSchema },
  'history:edit': { input: h.historyInputs.edit, output: h.playDetailSchema },
  'history:delete': { input: h.historyInputs.play, output: z.object({ playId: z.number().int() }) },
  'history:catalog': {
    input: empty,
    output: z.object({
      games: z.array(h.gameInfoSchema.extend({ plays: z.number().int() })),
      locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
      players: z.array(h.personSchema),
      groups: z.array(h.groupSchema),
      seasons: z.array(h.seasonSchema),
      undoableMerges: z.array(z.object({ mergeId: z.number().int(), fromId: z.number().int(), fromName: z.string(), intoId: z.number().int(), intoName: z.string() })),
    }),
  },
  'history:player-stats': { input: h.historyInputs.playerStats, output: h.playerPageSchema },
  'history:game-stats': { input: h.historyInputs.gameStats, output: h.gamePageSchema },
  'history:overview': { input: h.historyInputs.overview, output: h.overviewSchema },
  'history:leaderboard': { input: h.historyInputs.leaderboard, output: z.array(h.leaderboardRowSchema) },
  'history:rating-history': {
    input: h.historyInputs.playerGame,
    output: z.array(z.object({ playedAt: z.string(), mu: z.number(), sigma: z.number(), ordinal: z.number() })),
  },
  'history:scores-over-time': { input: h.historyInputs.playerGame, output: z.array(z.object({ playedAt: z.string(), score: z.number() })) },
  'history:solo-challenges': { input: h.historyInputs.soloChallenges, output: h.soloChallengesSchema },
  'history:recompute': { input: empty, output: z.object({ plays: z.number().int() }) },
  'history:import-preview': { input: h.historyInputs.importPreview, output: h.importPreviewSchema },
  'history:import': { input: h.historyInputs.import, output: h.importOutcomeSchema },
  'history:export': { input: h.historyInputs.export, output: z.object({ fileName: z.string(), mime: z.string(), text: z.string() }) },
  'history:push-link': { input: h.historyInputs.play, output: z.object({ url: z.string() }) },
  'history:backup': { input: empty, output: z.object({ name: z.string(), file: z.string() }) },
  'history:backups': { input: empty, output: z.array(z.object({ name: z.string(), bytes: z.number().int(), modified: z.string() })) },
  'history:restore': { input: h.historyInputs.restore, output: z.object({ tables: z.number().int(), rows: z.number().int() }) },
  'players:rename': { input: h.historyInputs.rename, output: h.personSchema },
  'players:merge': { input: h.historyInputs.merge, output: z.object({ mergeId: z.number().int(), moved: z.number().int() }) },
  'players:unmerge': { input: h.historyInputs.unmerge, output: z.object({ playerId: z.number().int() }) },
  'groups:save': { input: h.historyInputs.groupSave, output: h.groupSchema },
  'groups:delete': { input: h.historyInputs.byId, output: z.object({ id: z.number().int() }) },
  'seasons:save': { input: h.historyInputs.seasonSave, output: h.seasonSchema },
  'seasons:delete': { input: h.historyInputs.byId, output: z.object({ id: z.number().int() }) },
  'club:status': { input: empty, output: clubStatusSchema },
  'club:preview': { input: clubInputs.preview, output: clubStatusSchema },
  'club:connect': { input: clubInputs.connect, output: clubStatusSchema },
  'club:sync': { input: empty, output: clubStatusSchema },
  'club:leave': { input: empty, output: clubStatusSchema },
  'club:dismiss': { input: clubInputs.dismiss, output: clubStatusSchema },
  'club:choose': { input: clubInputs.choose, output: clubStatusSchema },
} as const satisfies Record<Channel, { input: z.ZodType; output: z.ZodType }>;

export type Contract = typeof contract;
export type ChannelInput<C extends Channel> = z.input<Contract[C]['input']>;
export type ChannelParsedInput<C extends Channel> = z.output<Contract[C]['input']>;
export type ChannelOutput<C extends Channel> = z.output<Contract[C]['output']>;

export const appErrorSchema = z.object({ code: z.enum(ERROR_CODES), message: z.string(), path: z.array(z.union([z.string(), z.number()])) });

/** Every reply on the wire: a value or a typed error, never a thrown exception. */
export type Reply<C extends Channel> = { ok: true; value: ChannelOutput<C> } | { ok: false; error: z.infer<typeof appErrorSchema> };

export type MatchSnapshot = z.infer<typeof matchSnapshot>;
export type MatchSummary = z.infer<typeof matchSummary>;
export type Settings = z.infer<typeof settings>;
export type Locale = z.infer<typeof locale>;
export type HandOffPolicy = z.infer<typeof handOffPolicy>;
export type GameInfo = ChannelOutput<'games:list'>[number];
export type BotThinking = z.infer<typeof botThinking>;
export type MoveSuggestion = z.infer<typeof moveSuggestion>;

/** Payload size limit for every channel: a defence against memory exhaustion, far above real use. */
export const MAX_PAYLOAD_BYTES = 1_000_000;
/** A club's whole BG Stats export can run to tens of megabytes; only the import channels carry files. */
export const MAX_FILE_PAYLOAD_BYTES = 64_000_000;
const FILE_CHANNELS: readonly Channel[] = ['history:import-preview', 'history:import'];

export function payloadLimit(channel: Channel): number {
  return FILE_CHANNELS.includes(channel) ? MAX_FILE_PAYLOAD_BYTES : MAX_PAYLOAD_BYTES;
}
