/**
 * The board as data: its zod schema, the checks that make a board playable (errors) or different from
 * the confirmed facts about the printed board (warnings), and the graph facts the rules need.
 * Rules-free, so the board editor in the renderer uses the same validation as the engine.
 */
import { z } from 'zod';
import type { InputProblem } from '../../engine/errors';
import type { Message } from '../../engine/types';

const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'ids use a–z, 0–9 and "-" (at most 40 characters)')
  // Stops and lines key the engine's tallies; "constructor" would read every object's own constructor there.
  .refine((value) => !(value in Object.prototype), 'this id is a word JavaScript keeps for itself ("constructor"): choose another');

export const stopSchema = z.object({
  id,
  name: z.string().trim().min(1).max(60),
  x: z.number().min(0).max(2000),
  y: z.number().min(0).max(2000),
  /** False when the name is invented (the reconstruction marks its 13 invented names). */
  nameConfirmed: z.boolean().default(false),
});

export const lineSchema = z.object({
  id,
  name: z.string().trim().min(1).max(40),
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colours are written #rrggbb'),
  /** In bus order: the first stop is the start (the arrow on the printed board). */
  stops: z.array(id).min(2).max(30),
});

export const tileSchema = z.object({
  stop: id,
  /** The tile's colour, i.e. the line whose grand tour it can trigger. */
  line: id,
  count: z.number().int().min(0).max(20),
});

export const boardSchema = z.object({
  name: z.string().trim().min(1).max(80),
  reconstruction: z.boolean().default(false),
  lines: z.array(lineSchema).min(4, "a board needs at least 4 lines: one special-run marker per player").max(8),
  stops: z.array(stopSchema).min(3).max(60),
  tiles: z.array(tileSchema).min(1).max(200),
  pSpaces: z.number().int().min(1).max(10).default(5),
});

export type StopData = z.infer<typeof stopSchema>;
export type LineData = z.infer<typeof lineSchema>;
export type TileData = z.infer<typeof tileSchema>;
export type BoardData = z.infer<typeof boardSchema>;

/** The tile count the stacks need: 2p 20×3, 3p 15×4, 4p 12×5. */
export const REQUIRED_TILES = 60;

export interface BoardProblem {
  severity: 'error' | 'warning';
  message: Message;
}

const problem = (severity: BoardProblem['severity'], key: string, text: string, params: Record<string, string | number> = {}): BoardProblem => ({
  severity,
  message: { text, key: `board.problem.${key}`, params },
});

/** One tile per road into a stop, coloured by the road's line (the reconstruction's hypothesis). */
export function roadTiles(lines: readonly LineData[]): TileData[] {
  const counts = new Map<string, TileData>();
  for (const line of lines) {
    line.stops.forEach((stop, index) => {
      const roads = (index > 0 ? 1 : 0) + (index < line.stops.length - 1 ? 1 : 0);
      const key = `${stop}|${line.id}`;
      const tile = counts.get(key) ?? { stop, line: line.id, count: 0 };
      counts.set(key, { ...tile, count: tile.count + roads });
    });
  }
  return [...counts.values()];
}

/** Blocking problems: the engine cannot run this board. */
function structuralErrors(board: BoardData): BoardProblem[] {
  const errors: BoardProblem[] = [];
  const stopIds = new Set(board.stops.map((s) => s.id));
  const lineIds = new Set(board.lines.map((l) => l.id));
  duplicates(board.stops.map((s) => s.id)).forEach((stop) => errors.push(problem('error', 'duplicateStop', `Two stops share the id "${stop}".`, { stop })));
  duplicates(board.lines.map((l) => l.id)).forEach((line) => errors.push(problem('error', 'duplicateLine', `Two lines share the id "${line}".`, { line })));
  for (const line of board.lines) {
    for (const stop of line.stops) {
      if (!stopIds.has(stop)) errors.push(problem('error', 'unknownStopOnLine', `Line ${line.name} names a stop "${stop}" that does not exist.`, { line: line.name, stop }));
    }
    duplicates(line.stops).forEach((stop) => errors.push(problem('error', 'stopTwiceOnLine', `Line ${line.name} visits "${stop}" twice.`, { line: line.name, stop })));
  }
  for (const stop of board.stops) {
    const serving = board.lines.filter((l) => l.stops.includes(stop.id)).length;
    if (serving === 0) errors.push(problem('error', 'stopWithoutLine', `No line serves ${stop.name}.`, { stop: stop.name }));
    if (serving > 2) errors.push(problem('error', 'stopOnThreeLines', `${stop.name} is on ${serving} lines; a stop may be on at most 2.`, { stop: stop.name, count: serving }));
  }
  errors.push(...tileErrors(board, stopIds, lineIds));
  if (board.pSpaces < board.lines.length) {
    errors.push(problem('error', 'fewPSpaces', `There are ${board.lines.length} lines but only ${board.pSpaces} P spaces: the P spaces could overflow.`, { lines: board.lines.length, spaces: board.pSpaces }));
  }
  return errors;
}

function tileErrors(board: BoardData, stopIds: Set<string>, lineIds: Set<string>): BoardProblem[] {
  const errors: BoardProblem[] = [];
  duplicates(board.tiles.map((t) => `${t.stop} / ${t.line}`)).forEach((pair) => errors.push(problem('error', 'duplicateTile', `The tiles of ${pair} are listed twice.`, { pair })));
  for (const tile of board.tiles) {
    if (!stopIds.has(tile.stop)) errors.push(problem('error', 'tileUnknownStop', `Tiles name a stop "${tile.stop}" that does not exist.`, { stop: tile.stop }));
    else if (!lineIds.has(tile.line)) errors.push(problem('error', 'tileUnknownLine', `Tiles name a line "${tile.line}" that does not exist.`, { line: tile.line }));
    else if (!board.lines.find((l) => l.id === tile.line)!.stops.includes(tile.stop)) {
      errors.push(problem('error', 'tileLineNotAtStop', `A ${tile.line} tile names ${tile.stop}, which that line does not serve.`, { line: tile.line, stop: tile.stop }));
    }
  }
  const total = board.tiles.reduce((sum, t) => sum + t.count, 0);
  if (total !== REQUIRED_TILES) {
    errors.push(problem('error', 'tileTotal', `The board has ${total} tiles; the stacks need exactly ${REQUIRED_TILES}.`, { total, required: REQUIRED_TILES }));
  }
  return errors;
}

/** Differences from what is confirmed about the printed board; the engine still runs such a board. */
function factWarnings(board: BoardData): BoardProblem[] {
  const warnings: BoardProblem[] = [];
  if (board.lines.length !== 5) warnings.push(problem('warning', 'lineCount', `The printed board has 5 lines; this one has ${board.lines.length}.`, { count: board.lines.length }));
  for (const line of board.lines) {
    if (line.stops.length !== 7) warnings.push(problem('warning', 'lineLength', `Line ${line.name} has ${line.stops.length} stops; printed lines have 7.`, { line: line.name, count: line.stops.length }));
  }
  if (board.stops.length !== 25) warnings.push(problem('warning', 'stopCount', `The printed board has 25 stops; this one has ${board.stops.length}.`, { count: board.stops.length }));
  for (const [a, b] of pairs(board.lines)) {
    const shared = a.stops.filter((s) => b.stops.includes(s)).length;
    if (shared !== 1) warnings.push(problem('warning', 'crossings', `Lines ${a.name} and ${b.name} meet ${shared} times; printed lines cross exactly once.`, { a: a.name, b: b.name, count: shared }));
  }
  const graph = buildGraph(board);
  for (const stop of board.stops) {
    const tiles = board.tiles.filter((t) => t.stop === stop.id).reduce((sum, t) => sum + t.count, 0);
    const neighbours = graph.neighbours(stop.id).length;
    if (tiles !== neighbours) warnings.push(problem('warning', 'tilesPerStop', `${stop.name} has ${tiles} tiles but ${neighbours} neighbouring stops; printed stops have one tile per neighbour.`, { stop: stop.name, tiles, neighbours }));
  }
  if (board.pSpaces !== 5) warnings.push(problem('warning', 'pSpaces', `The rulebook has 5 P spaces; this board has ${board.pSpaces}.`, { count: board.pSpaces }));
  return warnings;
}

/** Errors first; warnings only once the board is structurally sound (they rely on its graph). */
export function checkBoard(board: BoardData): BoardProblem[] {
  const errors = structuralErrors(board);
  return errors.length ? errors : factWarnings(board);
}

/**
 * A custom board's blocking problems as input problems at `path`: English "Board: …" for the CLI, and the
 * problem's own key so the app words it in the reader's language.
 */
export function boardInputProblems(board: BoardData, path: (string | number)[]): InputProblem[] {
  return checkBoard(board)
    .filter((p) => p.severity === 'error')
    .map((p) => ({ message: `Board: ${p.message.text}`, path, key: `games.paris-paris.${p.message.key}`, params: p.message.params }));
}

export type BoardParse = { ok: true; board: BoardData; warnings: BoardProblem[] } | { ok: false; errors: BoardProblem[] };

/** Shape (zod) then invariants; every problem comes back in words. */
export function parseBoard(input: unknown): BoardParse {
  const shaped = boardSchema.safeParse(input);
  if (!shaped.success) {
    return {
      ok: false,
      errors: shaped.error.issues.slice(0, 10).map((issue) => {
        const where = issue.path.map(String).join('.') || 'board';
        return problem('error', 'shape', `${where}: ${issue.message}`, { where, detail: issue.message });
      }),
    };
  }
  const problems = checkBoard(shaped.data);
  const errors = problems.filter((p) => p.severity === 'error');
  return errors.length ? { ok: false, errors } : { ok: true, board: shaped.data, warnings: problems };
}

/** The graph facts the rules ask of a (valid) board. */
export interface BoardGraph {
  board: BoardData;
  linesAt(stop: string): readonly string[];
  /** 2 at an intersection, 1 elsewhere. */
  capacity(stop: string): number;
  isIntersection(stop: string): boolean;
  /** Distinct stops next to `stop` on any of its lines. */
  neighbours(stop: string): readonly string[];
  /** The line's intersections, in bus order. */
  intersectionsOf(line: string): readonly string[];
  line(lineId: string): LineData;
  stop(stopId: string): StopData;
}

export function buildGraph(board: BoardData): BoardGraph {
  const linesAt = new Map<string, string[]>(board.stops.map((s) => [s.id, board.lines.filter((l) => l.stops.includes(s.id)).map((l) => l.id)]));
  const neighbours = new Map<string, string[]>();
  for (const stop of board.stops) {
    const near = new Set<string>();
    for (const line of board.lines) {
      const index = line.stops.indexOf(stop.id);
      if (index < 0) continue;
      if (index > 0) near.add(line.stops[index - 1]);
      if (index < line.stops.length - 1) near.add(line.stops[index + 1]);
    }
    neighbours.set(stop.id, [...near]);
  }
  const isIntersection = (stop: string) => (linesAt.get(stop)?.length ?? 0) >= 2;
  // Worked out once: every round's tours ask for them.
  const lines = new Map(board.lines.map((l) => [l.id, l]));
  const intersections = new Map(board.lines.map((l) => [l.id, l.stops.filter(isIntersection)]));
  return {
    board,
    linesAt: (stop) => linesAt.get(stop) ?? [],
    capacity: (stop) => (isIntersection(stop) ? 2 : 1),
    isIntersection,
    neighbours: (stop) => neighbours.get(stop) ?? [],
    intersectionsOf: (lineId) => intersections.get(lineId)!,
    line: (lineId) => lines.get(lineId)!,
    stop: (stopId) => board.stops.find((s) => s.id === stopId)!,
  };
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return [...twice];
}

function pairs<T>(items: readonly T[]): [T, T][] {
  return items.flatMap((a, i) => items.slice(i + 1).map((b) => [a, b] as [T, T]));
}
