/**
 * Tabletop end-state entry (`tablekeeper score`): the table enters the score track, the shops on the
 * board, the special-run markers and the bag counts; the app runs the special runs and the bag bonus.
 */
import { z } from 'zod';
import type { InputProblem } from '../../engine/errors';
import { addProblem, keyedChecks } from '../../engine/validation';
import type { EndStateScorer, ScoreReport } from '../../engine/types';
import { boardInputProblems, boardSchema, buildGraph } from './board';
import { DEFAULT_BOARD, SHOPS_PER_PLAYER } from './data';
import { bagBonus, shopsOnBoard } from './engine';
import { buildReport } from './scoring';
import { messages } from './messages';
import { grandTour } from './tours';
import type { Tally } from './types';

const playerSchema = z.object({
  name: z.string().trim().min(1).max(40),
  /** The true score before the special runs (the track wraps after 45: add 45 per lap). */
  points: z.number().int().min(0).max(999),
  /** The line of the player's special-run marker. */
  marker: z.string().min(1),
  /** Shops of this player in the bag (0 at 2 players: no bag). */
  bag: z.number().int().min(0).max(SHOPS_PER_PLAYER).default(0),
});

const baseSchema = z.object({
  game: z.literal('paris-paris'),
  players: z.array(playerSchema).min(2).max(4),
  /** At 2 players: the face-up special-run marker. */
  openMarker: z.string().nullable().default(null),
  /** Who holds the bus at the end (special runs go in turn order from them; the result does not depend on it). */
  startPlayer: z.number().int().min(0).max(3).default(0),
  /** Owners (player indexes) of the shops on each stop. */
  shops: z.record(z.string(), z.array(z.number().int().min(0).max(3)).max(2)).default({}),
  options: z
    .object({
      grandTourAdjacent: z.enum(['owners-at-intersection', 'all-adjacent']).default('owners-at-intersection'),
      board: boardSchema.optional(),
    })
    .default({ grandTourAdjacent: 'owners-at-intersection' }),
});

export type EndStateInput = z.infer<typeof baseSchema>;

/** A problem of the end state, keyed for the app's languages (`validation.<name>` of Paris Paris's messages). */
const { problem } = keyedChecks('games.paris-paris.validation', messages.en.validation);

function problems(input: EndStateInput): InputProblem[] {
  const out: InputProblem[] = [];
  const board = input.options.board ?? DEFAULT_BOARD;
  if (input.options.board) {
    const boardProblems = boardInputProblems(board, ['options', 'board']);
    if (boardProblems.length) return boardProblems;
  }
  const graph = buildGraph(board);
  const lines = new Set(board.lines.map((l) => l.id));
  const players = input.players.length;
  const markers = [...input.players.map((p) => p.marker), ...(input.openMarker ? [input.openMarker] : [])];
  input.players.forEach((p, i) => {
    if (!lines.has(p.marker)) out.push(problem('markerLine', ['players', i, 'marker'], { name: p.name, marker: p.marker }));
    if (players === 2 && p.bag > 0) out.push(problem('noBag', ['players', i, 'bag']));
  });
  if (new Set(markers).size !== markers.length) out.push(problem('markerTwice', ['players']));
  if (players === 2 && !input.openMarker) out.push(problem('openMarkerNeeded', ['openMarker']));
  if (players > 2 && input.openMarker) out.push(problem('openMarkerTwoOnly', ['openMarker']));
  if (input.openMarker && !lines.has(input.openMarker)) out.push(problem('openMarkerLine', ['openMarker'], { marker: input.openMarker }));
  if (input.startPlayer >= players) out.push(problem('noSuchPlayer', ['startPlayer'], { number: input.startPlayer + 1 }));
  for (const [stop, owners] of Object.entries(input.shops)) {
    if (!graph.board.stops.some((s) => s.id === stop)) out.push(problem('noStop', ['shops', stop], { stop }));
    else if (owners.length > graph.capacity(stop)) out.push(problem('stopFull', ['shops', stop], { stop: graph.stop(stop).name, capacity: graph.capacity(stop) }));
    if (owners.some((o) => o >= players)) out.push(problem('shopOwner', ['shops', stop], { stop }));
  }
  const placed = shopsOnBoard(input.shops, 4);
  input.players.forEach((p, i) => {
    if (placed[i] + p.bag > SHOPS_PER_PLAYER) out.push(problem('tooManyShops', ['players', i], { name: p.name, placed: placed[i], bag: p.bag, max: SHOPS_PER_PLAYER }));
  });
  return out;
}

export const endStateSchema = baseSchema.superRefine((input, ctx) => {
  for (const p of problems(input)) addProblem(ctx, p);
});

export function scoreEndState(input: EndStateInput): ScoreReport {
  const board = input.options.board ?? DEFAULT_BOARD;
  const graph = buildGraph(board);
  const players = input.players.length;
  const perSeat = (value: (seat: number) => number) => Array.from({ length: players }, (_, seat) => value(seat));
  const tally: Record<string, Tally> = { track: { points: perSeat((s) => input.players[s].points), times: perSeat(() => 0), runs: 0 } };
  const order = perSeat((i) => (input.startPlayer + i) % players);
  const runs = order.map((seat) => ({ line: input.players[seat].marker, markerOf: seat as number | null }));
  if (players === 2 && input.openMarker) runs.push({ line: input.openMarker, markerOf: null });
  for (const run of runs) {
    const tour = grandTour(graph, input.shops, run.line, input.options.grandTourAdjacent, players, { markerOf: run.markerOf });
    tally[`special:${run.line}:${run.markerOf ?? 'open'}`] = { points: tour.totals, times: tour.totals.map((p) => (p > 0 ? 1 : 0)), runs: 1 };
  }
  const bag = input.players.map((p) => p.bag);
  const bonus = bagBonus(bag, players);
  if (bonus) tally.bag = { points: bonus.points, times: bonus.points.map((p) => (p > 0 ? 1 : 0)), runs: 1 };
  return buildReport({
    names: input.players.map((p) => p.name),
    board,
    tally,
    bag,
    shopsOnBoard: shopsOnBoard(input.shops, players),
    final: true,
    bagUsed: players > 2,
  });
}

/** A 3-player table at the end of a game on the reconstructed board. */
const example: EndStateInput = {
  game: 'paris-paris',
  players: [
    { name: 'Aiko', points: 38, marker: 'red', bag: 3 },
    { name: 'Bruno', points: 41, marker: 'blue', bag: 5 },
    { name: 'Chloé', points: 44, marker: 'brown', bag: 2 },
  ],
  openMarker: null,
  startPlayer: 0,
  shops: {
    montmartre: [0, 1], pompidou: [2, 0], 'hotel-de-ville': [1, 1], 'quartier-latin': [2, 0], 'st-nicolas': [0, 2],
    odeon: [1, 2], montparnasse: [0], louvre: [2, 1], opera: [0, 0], 'les-halles': [1, 2],
    'gare-du-nord': [2], 'pont-neuf': [0], luxembourg: [1], republique: [2], marais: [1], 'notre-dame': [0],
    'saint-germain': [2], madeleine: [1], etoile: [0], 'palais-royal': [2], pigalle: [1], concorde: [0], bastille: [2],
  },
  options: { grandTourAdjacent: 'owners-at-intersection' },
};

export const endState: EndStateScorer<EndStateInput> = {
  schema: endStateSchema as unknown as z.ZodType<EndStateInput>,
  score: scoreEndState,
  example,
};
