/** State, actions, options and view of Paris. Rules-free: the renderer may import this file. */
import { z } from 'zod';
import { keyedChecks } from '../../engine/validation';
import {
  BANK_FRANCS,
  BASIC_TOKEN_BY_VALUE,
  BONUS_TILES,
  BUILDING_TYPES,
  BUILDING_VALUES,
  BUY_PRICE,
  COPIES_3P,
  COPIES_4P,
  DISTRICTS,
  END_TILES,
  LANDMARKS,
  PRESTIGE,
  RESOURCES,
  SELL_PRESTIGE,
  SELL_RESOURCE,
  SPACE_TYPES,
  VP_TILES,
  ZONE_ENDS,
  type BuildingType,
  type BuildingValue,
  type District,
  type Landmark,
  type Prestige,
  type Resource,
  type TileEffect,
} from './data';
import { messages } from './messages';

/**
 * A copy of plain data (the defaults below, so an edited options object never changes them): structuredClone
 * cost a tenth of a random game's time, as every game's setup parses its options.
 */
function copyData<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyData) as T;
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = copyData((value as Record<string, unknown>)[key]);
  return out as T;
}

const francs = z.number().int().min(0).max(30);

/** A check of a corrected component: English, plus the key the app words it with (`validation.<name>`). */
const { issue: optionIssue } = keyedChecks('games.paris.validation', messages.en.validation);
/** A price table keyed by names, defaulting to data.ts (CHOSEN numbers a real box may print differently). */
function table<K extends string>(keys: readonly K[], defaults: Record<K, number>) {
  return z.object(Object.fromEntries(keys.map((k) => [k, francs.default(defaults[k])])) as Record<K, z.ZodDefault<typeof francs>>).strict().default(defaults as never);
}

const vp = z.number().int().min(0).max(99);
const count = z.number().int().min(0).max(9);
const byPlayers = z.object({ 2: vp, 3: vp, 4: vp }).strict();

/** Every kind of bonus or end-game tile effect (data.ts `TileEffect`), for correcting a tile's numbers. */
const tileEffectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('gain'), francs: francs, vp }).strict(),
  z.object({ kind: z.literal('resource'), of: z.enum([...RESOURCES, 'any']), uses: z.number().int().min(1).max(9) }).strict(),
  z.object({ kind: z.literal('prestige'), of: z.enum([...PRESTIGE, 'any']), uses: z.number().int().min(1).max(9) }).strict(),
  z.object({ kind: z.literal('perBuilding'), value: z.union(BUILDING_VALUES.map((v) => z.literal(v))), vp }).strict(),
  z.object({ kind: z.literal('perLandmark'), vp }).strict(),
  z.object({ kind: z.literal('perOwned'), vp }).strict(),
  z.object({ kind: z.literal('doubleKey') }).strict(),
  z.object({ kind: z.literal('opponentKey') }).strict(),
  z.object({ kind: z.literal('buyKey'), francs }).strict(),
  z.object({ kind: z.literal('takeAny') }).strict(),
  z.object({ kind: z.literal('perUnusedTile'), vpByPlayers: byPlayers }).strict(),
  z.object({ kind: z.literal('prestigePairs'), vpByPlayers: byPlayers }).strict(),
  z.object({ kind: z.literal('resourcePairs'), vpByPlayers: byPlayers }).strict(),
  z.object({ kind: z.literal('stepBack'), max: count }).strict(),
  z.object({ kind: z.literal('francsAtEnd') }).strict(),
  z.object({ kind: z.literal('types'), vpByCount: z.object({ 4: vp, 5: vp, 6: vp, 7: vp }).strict() }).strict(),
]) as unknown as z.ZodType<TileEffect>;

const tokenSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('resource'), type: z.enum(RESOURCES) }).strict(),
  z.object({ kind: z.literal('prestige'), type: z.enum(PRESTIGE) }).strict(),
]);

/** The building type on each space of each district (values 1, 2, 3, 4, 5, 8): one of each type per district. */
const spaceTypesSchema = z
  .object(Object.fromEntries(DISTRICTS.map((d) => [d, z.array(z.enum(BUILDING_TYPES)).length(BUILDING_VALUES.length)])) as Record<District, z.ZodArray<z.ZodEnum<{ [K in BuildingType]: K }>>>)
  .strict()
  .superRefine((types, ctx) => {
    for (const [district, list] of Object.entries(types)) {
      if (new Set(list).size !== list.length) ctx.addIssue({ code: 'custom', ...optionIssue('typeOnce', { district }), path: [district] });
    }
  })
  .default(() => copyData(SPACE_TYPES) as never);

/**
 * The basic setup's token beside each value: the six tokens once each (a box has 6 of each kind, one per
 * district), and the gold resource beside the value-8 spaces (CONFIRMED by the variant text).
 */
const basicTokensSchema = z
  .object(Object.fromEntries(BUILDING_VALUES.map((v) => [v, tokenSchema])) as Record<`${BuildingValue}`, typeof tokenSchema>)
  .strict()
  .superRefine((tokens, ctx) => {
    const keys = Object.values(tokens).map((t) => `${t.kind}:${t.type}`);
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', ...optionIssue('tokensOnce'), path: [] });
    const eight = tokens['8'];
    if (eight.kind !== 'resource' || eight.type !== 'gold') ctx.addIssue({ code: 'custom', ...optionIssue('goldBesideEight'), path: ['8'] });
  })
  .default(() => copyData(BASIC_TOKEN_BY_VALUE) as never);

/** Six different bonus numbers that have an extra copy with the 3-player (or 4-player) icon. */
const copiesSchema = (defaults: readonly number[]) =>
  z
    .array(z.number().int().min(1).max(30))
    .length(defaults.length)
    .refine((list) => new Set(list).size === list.length, optionIssue('sixNumbers'))
    .default(() => [...defaults]);

/** Where track zones A and B end (variant setup): A = 1..a, B = a+1..b, C = b+1..30. */
const zoneEndsSchema = z
  .object({ a: z.number().int().min(1).max(28), b: z.number().int().min(2).max(29) })
  .strict()
  .refine((ends) => ends.a < ends.b, { ...optionIssue('zoneOrder'), path: ['b'] })
  .default(() => ({ ...ZONE_ENDS }));

const landmarkSchema = z
  .object({
    id: z.enum(LANDMARKS.map((l) => l.id) as [string, ...string[]]),
    name: z.string().trim().min(1).max(40),
    value: z.number().int().min(1).max(40),
    cost: z.object({ marble: count, gold: count }).strict(),
    prestige: z.array(z.object({ type: z.enum(PRESTIGE), vp }).strict()).max(3),
  })
  .strict();

/**
 * The box's landmarks, one each: the CHOSEN values, costs and prestige slots of data.ts can be corrected,
 * but each landmark stays (the names in the log and on the board are per edition).
 */
const landmarksSchema = z
  .array(landmarkSchema)
  .length(LANDMARKS.length)
  .refine((list) => new Set(list.map((l) => l.id)).size === list.length, optionIssue('landmarkOnce'))
  .default(() => copyData(LANDMARKS) as Landmark[] as never);

/** Bonus tiles 1–30: the kinds are CONFIRMED (both appendices), so a correction changes only the numbers. */
const bonusTilesSchema = z
  .object(Object.fromEntries(Object.entries(BONUS_TILES).map(([n, effect]) => [n, tileEffectSchema.default(() => copyData(effect))])) as Record<string, z.ZodDefault<z.ZodType<TileEffect>>>)
  .strict()
  .superRefine((tiles, ctx) => {
    for (const [n, effect] of Object.entries(tiles)) {
      const printed = BONUS_TILES[Number(n)].kind;
      if (effect.kind !== printed) ctx.addIssue({ code: 'custom', ...optionIssue('bonusKind', { number: n, kind: printed }), path: [n, 'kind'] });
    }
  })
  .default(() => copyData(BONUS_TILES) as never);

/** End-game tiles E1–E12: every effect is CHOSEN (no source describes them), so any effect may be set. */
const endTilesSchema = z
  .object(Object.fromEntries(Object.entries(END_TILES).map(([id, effect]) => [id, tileEffectSchema.default(() => copyData(effect))])) as Record<string, z.ZodDefault<z.ZodType<TileEffect>>>)
  .strict()
  .default(() => copyData(END_TILES) as never);

export const optionsSchema = z
  .object({
    /** Basic setup, or the variant: random tokens and bonus tiles shuffled within zones A/B/C. */
    setup: z.enum(['basic', 'random']).default('basic'),
    /** Variant: ignore the district names printed on building tiles (no tiles removed). */
    ignoreDistrictNames: z.boolean().default(false),
    /** JP rulebook: three stacks of 11; FR: two equal stacks. Only changes how the stacks are shown. */
    stacks: z.number().int().min(2).max(3).default(3),
    /** JP: white residences need wood; FR: value-8 buildings need wood. */
    woodOn: z.enum(['residence', 'value8']).default('residence'),
    /** Winner tie-break after francs. JP: highest total value owned; FR: single most valuable building. */
    finalTieBreak: z.enum(['total', 'single']).default('total'),
    /** JP body / FR: never hold two tiles with one number at once; JP appendix: never take a number twice. */
    sameNumber: z.enum(['held', 'ever']).default('held'),
    /**
     * A new landmark from a key on the Arc de Triomphe. 'any': the key is in no district and may move
     * anywhere, so it may open a new landmark in any district (our reading). 'strict': the Japanese and French
     * texts put the new landmark "in the key's district", which a key on the Arc does not have: none.
     */
    arcNewLandmark: z.enum(['any', 'strict']).default('any'),
    /** "Trade at any time" bounded: buys and sells allowed in one turn. */
    tradesPerTurn: z.number().int().min(0).max(12).default(6),
    /** Correctable component numbers (not in any source; see data.ts): bank francs and the screen's prices. */
    bankFrancs: table(DISTRICTS, BANK_FRANCS),
    buyPrice: table(RESOURCES, BUY_PRICE),
    sellResource: table(RESOURCES, SELL_RESOURCE),
    sellPrestige: table(PRESTIGE, SELL_PRESTIGE),
    /** Correctable components beyond prices: VP tiles (1st/2nd/3rd), landmarks, bonus tile amounts, end-game tiles. */
    vpTiles: z.array(z.tuple([vp, vp, vp])).length(VP_TILES.length).default(() => VP_TILES.map((t) => [...t] as [number, number, number])),
    landmarks: landmarksSchema,
    bonusTiles: bonusTilesSchema,
    endTiles: endTilesSchema,
    spaceTypes: spaceTypesSchema,
    basicTokens: basicTokensSchema,
    copies3p: copiesSchema(COPIES_3P),
    copies4p: copiesSchema(COPIES_4P),
    zoneEnds: zoneEndsSchema,
  })
  .strict();
export type Options = z.infer<typeof optionsSchema>;

/** A held bonus tile (`b<number>`) or end-game tile (`E<n>`), with the uses left for 2-use tiles. */
export interface HeldTile {
  id: string;
  uses: number;
}

export interface Space {
  /** The building placed here, or null while empty. */
  type: BuildingType | null;
  /** The token still lying beside the space. */
  token: { kind: 'resource'; type: Resource } | { kind: 'prestige'; type: Prestige } | null;
  /** Seats owning this space, one entry per key (bonus 9 may give one seat two keys; 16 shares). */
  keys: number[];
}

export interface PlacedLandmark {
  id: string;
  keys: number[];
}

export interface DistrictState {
  /** Spaces for values 1, 2, 3, 4, 5, 8 in that order. */
  spaces: Space[];
  bank: number[];
  landmarks: PlacedLandmark[];
  vpTile: number | null;
}

export interface PlayerState {
  francs: number;
  vp: number;
  keysInHand: number;
  /** This colour's keys still in the common reserve (bonus 13/14 buy them). */
  reserve: number;
  resources: Record<Resource, number>;
  prestige: Record<Prestige, number>;
  tiles: HeldTile[];
  /** Bonus numbers ever taken (for the `sameNumber: 'ever'` option). */
  taken: number[];
  /** Track position: 0 is the start space, 1–30 the tile spaces. */
  pawn: number;
  withdrawn: boolean;
}

export type Phase =
  | 'layout'
  | 'draw'
  | 'placeBuilding'
  | 'main'
  | 'chooseEndTile'
  | 'bonusTrack'
  | 'prestige'
  | 'vpTile'
  | 'after'
  | 'over';

export interface Pending {
  /** Value of the building just bought (1–3 give a bonus-track move). */
  bonusValue: number | null;
  /** Landmark just bought, for its prestige slots. */
  landmark: string | null;
  /** Whether the move just made put the 4th key in some district. */
  vpTile: boolean;
}

export interface State {
  names: string[];
  options: Options;
  players: PlayerState[];
  districts: Record<District, DistrictState>;
  arc: number[];
  /** Building tiles not yet drawn, as `district:value` of the printed tile. Hidden. */
  pool: string[];
  /** How many tiles the stacks still hold (the removed ones are in the pool but never drawn). */
  stackCount: number;
  drawn: string | null;
  landmarkSupply: string[];
  vpTileSupply: number[];
  endTiles: string[];
  /** Track spaces 1..30 (index 0 unused): tile numbers stacked there, top last. */
  track: number[][];
  supply: Record<Resource, number>;
  /** Prestige tokens handed in: they leave the game (kept for the conservation check). */
  spentPrestige: Record<Prestige, number>;
  /** Variant setup: how many token/track slots chance has filled so far (60 in all). */
  layoutStep: number;
  turn: number;
  round: number;
  phase: Phase;
  pending: Pending;
  tradesThisTurn: number;
  /** Round in which the last end-game tile was taken; the game ends after round + 1. */
  endRound: number | null;
  /** Public discard of used tiles. */
  discards: string[];
}

const districtSchema = z.enum(DISTRICTS);
const locSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('arc') }),
  z.object({ kind: z.literal('bank'), district: districtSchema }),
  z.object({ kind: z.literal('building'), district: districtSchema, value: z.number().int() }),
  z.object({ kind: z.literal('landmark'), district: districtSchema, index: z.number().int().min(0) }),
]);
export type Loc = z.infer<typeof locSchema>;
const destSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('building'), district: districtSchema, value: z.number().int() }),
  z.object({ kind: z.literal('landmark'), district: districtSchema, index: z.number().int().min(0) }),
  z.object({ kind: z.literal('newLandmark'), district: districtSchema, landmark: z.string() }),
]);
export type Dest = z.infer<typeof destSchema>;
const resourceSchema = z.enum(RESOURCES);
const prestigeSchema = z.enum(PRESTIGE);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('draw'), tile: z.string() }),
  z.object({ type: z.literal('layoutToken'), token: z.enum(['wood', 'marble', 'bronze', 'silver', 'gold']) }),
  z.object({ type: z.literal('layoutBonus'), number: z.number().int().min(1).max(30) }),
  z.object({ type: z.literal('placeBuilding'), district: districtSchema }),
  z.object({ type: z.literal('placeKey'), at: z.union([z.literal('arc'), districtSchema]) }),
  z.object({ type: z.literal('moveKey'), from: locSchema, to: destSchema, via: z.union([z.literal(9), z.literal(16)]).optional() }),
  z.object({ type: z.literal('takeEndTile') }),
  z.object({ type: z.literal('chooseEndTile'), tile: z.string() }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('withdraw') }),
  z.object({ type: z.literal('bonusTrack'), space: z.number().int().min(1).max(30) }),
  z.object({ type: z.literal('skipBonus') }),
  z.object({ type: z.literal('prestige'), slots: z.array(z.number().int().min(0).max(2)).max(3) }),
  z.object({ type: z.literal('vpTile'), tile: z.number().int().min(0), district: districtSchema }),
  z.object({ type: z.literal('skipVpTile') }),
  z.object({
    type: z.literal('useTile'),
    tile: z.string(),
    space: z.number().int().min(1).max(30).optional(),
    pairs: z.array(z.number().int().min(0)).length(3).optional(),
  }),
  z.object({ type: z.literal('sell'), source: z.string(), as: z.union([resourceSchema, prestigeSchema]), kind: z.enum(['resource', 'prestige']) }),
  z.object({ type: z.literal('buy'), resource: resourceSchema }),
  z.object({ type: z.literal('endTurn') }),
]);
export type Action = z.infer<typeof actionSchema>;

/** What a seat sees of a player: its own holdings, or only the public part of another's. */
export interface PlayerView {
  vp: number;
  keysInHand: number;
  reserve: number;
  pawn: number;
  withdrawn: boolean;
  /** null when hidden behind that player's screen. */
  francs: number | null;
  resources: Record<Resource, number> | null;
  prestige: Record<Prestige, number> | null;
  tiles: HeldTile[] | null;
  /** The VP each held tile that counts what its owner has (per building, per type…) would give now; null when hidden. */
  tileVpNow: Record<string, number> | null;
}

export interface View {
  names: string[];
  options: Options;
  viewer: number | null;
  players: PlayerView[];
  districts: Record<District, DistrictState>;
  arc: number[];
  stackCount: number;
  drawn: string | null;
  landmarkSupply: string[];
  vpTileSupply: number[];
  endTilesLeft: number;
  track: number[][];
  supply: Record<Resource, number>;
  turn: number;
  round: number;
  phase: Phase;
  pending: Pending;
  tradesThisTurn: number;
  endRound: number | null;
  discards: string[];
}

export { BUILDING_TYPES };
