/**
 * Tabletop end-state entry: the final scoring of a real game, after the last tile.
 * Two ways to describe what is still on the board (either or both):
 * - `features`: one line per occupied unfinished feature (kind, size, pennants, meeples per player) —
 *   quickest at a real table, and what the app's form asks for;
 * - `board`: every placed tile and meeple, so a club can score a photographed game; the app finds the
 *   features itself with the same code as the digital game.
 * `scoreTrack` is each player's position on the score track before final scoring (points won in play).
 */
import { z } from 'zod';
import { keyedChecks } from '../../engine/validation';
import { inEveryLanguage } from '../../engine/message';
import type { ScoreLine, ScoreReport } from '../../engine/types';
import { FOLLOWERS_PER_PLAYER, TILE_BY_LETTER, TILE_LETTERS, type TileLetter } from './data';
import { EMPTY_BOARD, addTile, find, isComplete, segmentId, tileAt, type Board } from './board';
import { OFFSETS, OPPOSITE, edgeKinds, segmentsOf } from './geometry';
import { messages } from './messages';
import { buildReport, finalEvents, giftEndEvents, incompleteValue, majority } from './scoring';
import type { Meeple, ScoringEvent } from './types';

const count = z.number().int().min(0);

const featureSchema = z
  .object({
    kind: z.enum(['road', 'city', 'monastery', 'field']),
    /** Road/city: tiles. Monastery: tiles in its 3×3 square, itself included (1–8). Field: completed cities it touches. */
    size: z.number().int().min(0).max(72),
    /** City pennants (coats of arms); 0 for other kinds. */
    pennants: count.max(10).default(0),
    /** Meeples of each player on the feature, in player order. */
    meeples: z.array(count.max(FOLLOWERS_PER_PLAYER)),
  })
  .strict();

const boardSchema = z
  .object({
    tiles: z.array(
      z.object({ tile: z.enum(TILE_LETTERS as [TileLetter, ...TileLetter[]]), x: z.number().int(), y: z.number().int(), rotation: z.number().int().min(0).max(3) }).strict(),
    ).min(1).max(72),
    meeples: z.array(z.object({ player: count, x: z.number().int(), y: z.number().int(), segment: z.number().int().min(0).max(9) }).strict()).default([]),
  })
  .strict();

export const endStateSchema = z
  .object({
    game: z.literal('carcassonne'),
    players: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(40),
          scoreTrack: count.max(1000).default(0),
          /** Unopened gift cards (The Gifts): 2 points each. */
          gifts: count.max(25).default(0),
        }).strict(),
      )
      .min(2)
      .max(5),
    features: z.array(featureSchema).default([]),
    board: boardSchema.optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    const players = input.players.length;
    input.features.forEach((f, i) => {
      if (f.meeples.length !== players) report(ctx, 'meepleCounts', ['features', i, 'meeples'], { players });
      if (f.meeples.every((n) => n === 0)) report(ctx, 'unoccupied', ['features', i, 'meeples']);
      if (f.kind === 'monastery' && (f.size < 1 || f.size > 8)) report(ctx, 'monasterySize', ['features', i, 'size']);
      if (f.kind !== 'city' && f.pennants > 0) report(ctx, 'pennants', ['features', i, 'pennants']);
    });
    if (input.board) checkBoard(input.board, players, ctx);
  });

export type EndState = z.infer<typeof endStateSchema>;

/** A problem of the end state, keyed for the app's languages (`validation.<name>` of Carcassonne's messages). */
const { report } = keyedChecks('games.carcassonne.validation', messages.en.validation);
type BoardInput = z.infer<typeof boardSchema>;

function checkBoard(board: BoardInput, players: number, ctx: z.RefinementCtx): void {
  const cells = new Map<string, number>();
  let sound = true;
  board.tiles.forEach((t, i) => {
    const key = `${t.x},${t.y}`;
    if (cells.has(key)) {
      report(ctx, 'twoTiles', ['board', 'tiles', i], { x: t.x, y: t.y });
      sound = false;
    } else cells.set(key, i);
  });
  sound = checkTileCounts(board, ctx) && sound;
  if (sound) sound = checkEdges(board, cells, ctx) && checkConnected(board, cells, ctx);
  board.meeples.forEach((m, i) => {
    const tile = board.tiles.find((t) => t.x === m.x && t.y === m.y);
    if (m.player >= players) report(ctx, 'noSuchPlayer', ['board', 'meeples', i, 'player']);
    if (!tile) {
      report(ctx, 'noTile', ['board', 'meeples', i], { x: m.x, y: m.y });
      sound = false;
    } else if (m.segment >= segmentsOf(tile.tile, tile.rotation).length) {
      report(ctx, 'noSegment', ['board', 'meeples', i, 'segment'], { tile: tile.tile, segment: m.segment });
      sound = false;
    }
  });
  // Completed features were scored during play and their meeples went home: one still standing is a slip.
  if (sound) checkMeeplesOnCompleted(board, ctx);
}

/** The box holds a fixed number of each tile (the start tile D included). */
function checkTileCounts(board: BoardInput, ctx: z.RefinementCtx): boolean {
  const seen = new Map<TileLetter, number>();
  let ok = true;
  board.tiles.forEach((t, i) => {
    const n = (seen.get(t.tile) ?? 0) + 1;
    seen.set(t.tile, n);
    const max = TILE_BY_LETTER[t.tile].count;
    if (n === max + 1) {
      report(ctx, 'tooManyTiles', ['board', 'tiles', i], { tile: t.tile, max, x: t.x, y: t.y });
      ok = false;
    }
  });
  return ok;
}

const EDGE_KINDS: Record<string, 'city' | 'road' | 'field'> = { C: 'city', R: 'road', F: 'field' };

/** A feature kind's name in every UI language: `<name>`, `<name>Ja`, `<name>Fr`. */
const kindParams = (name: string, kind: 'city' | 'road' | 'field' | 'monastery') =>
  inEveryLanguage(name, (lang) => messages[lang].kind[kind]);

/** Every touching edge must match: city to city, road to road, field to field. Each pair is reported once. */
function checkEdges(board: BoardInput, cells: Map<string, number>, ctx: z.RefinementCtx): boolean {
  let ok = true;
  board.tiles.forEach((t, i) => {
    for (const dir of ['E', 'S'] as const) {
      const [dx, dy] = OFFSETS[dir];
      const j = cells.get(`${t.x + dx},${t.y + dy}`);
      if (j === undefined) continue;
      const other = board.tiles[j];
      const mine = edgeKinds(t.tile, t.rotation)[dir];
      const theirs = edgeKinds(other.tile, other.rotation)[OPPOSITE[dir]];
      if (mine === theirs) continue;
      ok = false;
      report(ctx, 'edgeMismatch', ['board', 'tiles', i], {
        tile: t.tile, x: t.x, y: t.y, other: other.tile, ox: other.x, oy: other.y, ...kindParams('edge', EDGE_KINDS[mine]), ...kindParams('otherEdge', EDGE_KINDS[theirs]),
      });
    }
  });
  return ok;
}

/** Every tile touches the rest by an edge (tiles are placed next to the board). */
function checkConnected(board: BoardInput, cells: Map<string, number>, ctx: z.RefinementCtx): boolean {
  const reached = new Set<number>([0]);
  const queue = [0];
  while (queue.length) {
    const t = board.tiles[queue.pop()!];
    for (const [dx, dy] of Object.values(OFFSETS)) {
      const j = cells.get(`${t.x + dx},${t.y + dy}`);
      if (j !== undefined && !reached.has(j)) {
        reached.add(j);
        queue.push(j);
      }
    }
  }
  let ok = true;
  board.tiles.forEach((t, i) => {
    if (reached.has(i)) return;
    ok = false;
    report(ctx, 'disconnected', ['board', 'tiles', i], { tile: t.tile, x: t.x, y: t.y });
  });
  return ok;
}

function checkMeeplesOnCompleted(board: BoardInput, ctx: z.RefinementCtx): void {
  const { board: built, meeples } = boardOf(board);
  meeples.forEach((m, i) => {
    const root = find(built.parent, segmentId(m.tile, m.segment));
    if (!isComplete(built, root)) return;
    const kind = built.features[root].kind as 'city' | 'road' | 'monastery';
    report(ctx, 'meepleOnCompleted', ['board', 'meeples', i], { x: board.meeples[i].x, y: board.meeples[i].y, ...kindParams('kind', kind) });
  });
}

function boardOf(input: BoardInput): { board: Board; meeples: Meeple[] } {
  let board = EMPTY_BOARD;
  for (const t of input.tiles) board = addTile(board, t.tile, t.x, t.y, t.rotation);
  const meeples = input.meeples.map((m) => ({ seat: m.player, tile: tileAt(board, m.x, m.y)!, segment: m.segment }));
  return { board, meeples };
}

/** Every final-scoring event: the feature lines, the board's features, then unopened gifts. */
export function finalEventsOf(input: EndState): ScoringEvent[] {
  const events: ScoringEvent[] = input.features.map((f) => ({
    kind: f.kind,
    cause: 'final',
    size: f.size,
    pennants: f.pennants,
    points: incompleteValue(f.kind, f.size, f.pennants),
    seats: majority(f.meeples.flatMap((n, seat) => Array<number>(n).fill(seat))),
    root: -1,
  }));
  if (input.board) {
    const { board, meeples } = boardOf(input.board);
    events.push(...finalEvents(board, meeples));
  }
  return [...events, ...giftEndEvents(input.players.map((p) => Array<null>(p.gifts).fill(null)))];
}

export function scoreEndState(input: EndState): ScoreReport {
  const names = input.players.map((p) => p.name);
  return buildReport(names, finalEventsOf(input), true, input.players.map((p) => trackLine(p.scoreTrack)));
}

function trackLine(points: number): ScoreLine {
  return {
    category: 'track',
    label: { text: 'Score track', key: 'category.track' },
    points,
    reason: { text: 'points won during play, as entered', key: 'reason.track' },
  };
}

export const endStateExample: EndState = {
  game: 'carcassonne',
  players: [
    { name: 'Aiko', scoreTrack: 64, gifts: 1 },
    { name: 'Bruno', scoreTrack: 71, gifts: 0 },
    { name: 'Chloé', scoreTrack: 58, gifts: 2 },
  ],
  features: [
    { kind: 'road', size: 4, pennants: 0, meeples: [1, 0, 0] },
    { kind: 'city', size: 5, pennants: 2, meeples: [1, 1, 0] },
    { kind: 'monastery', size: 7, pennants: 0, meeples: [0, 0, 1] },
    { kind: 'field', size: 3, pennants: 0, meeples: [0, 2, 1] },
    { kind: 'field', size: 2, pennants: 0, meeples: [1, 0, 1] },
  ],
};
