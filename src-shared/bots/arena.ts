/**
 * Bots against each other: full games, seats rotated so every entry plays every seat equally, chance drawn
 * from each game's seed. Bounded: a game that does not end within the game's proven action bound is an error.
 */
import { deriveSeed, type Seed } from '../engine/rng';
import { applyTrusted, drawChance, setupState } from '../engine/runner';
import { chooseAction } from './choose';
import type { BotGame, BotLevel, SearchBudget } from './types';

export interface ArenaSetup {
  bot: BotGame;
  players: number;
  /** One level per entry; entry e sits at seat (e + game index) mod players. */
  entries: BotLevel[];
  games: number;
  /** Index of the first game (default 0): a long run split over processes plays games from..from+games−1 of the same seed. */
  from?: number;
  seed: Seed;
  options?: unknown;
  budget?: Partial<SearchBudget>;
  /** Clock for the time per decision (the CLI passes performance.now). */
  now?: () => number;
  /** Called after each game with the running totals (a long run can print them as it goes). */
  onGame?(done: number, entries: readonly EntryResult[]): void;
}

export interface EntryResult {
  level: BotLevel;
  /** Games won; a first place shared by k seats counts 1/k. */
  wins: number;
  scoreTotal: number;
  decisions: number;
  millis: number;
  /**
   * Pairwise placings (what "beats" means with more than two seats): per game, the share of the other seats
   * this entry finished above (a tie counts half). Summed over games, and its squares for the interval;
   * with two players it is the win count.
   */
  aboveTotal: number;
  aboveSquares: number;
  /** By other entry: games this entry finished above it (ties half). */
  above: number[];
}

export interface ArenaResult {
  games: number;
  entries: EntryResult[];
}

export function runArena(setup: ArenaSetup): ArenaResult {
  const entries: EntryResult[] = setup.entries.map((level) => ({
    level, wins: 0, scoreTotal: 0, decisions: 0, millis: 0, aboveTotal: 0, aboveSquares: 0, above: setup.entries.map(() => 0),
  }));
  const from = setup.from ?? 0;
  for (let k = 0; k < setup.games; k++) {
    playOne(setup, from + k, entries);
    setup.onGame?.(k + 1, entries);
  }
  return { games: setup.games, entries };
}

function playOne(setup: ArenaSetup, k: number, entries: EntryResult[]): void {
  const { bot, players } = setup;
  const { game } = bot;
  const seed = deriveSeed(setup.seed, k);
  const names = Array.from({ length: players }, (_, i) => `Seat ${i + 1}`);
  const initial = setupState(game, { game: game.meta.id, options: setup.options ?? {}, players, names, seed, mode: 'digital' });
  if (!initial.ok) throw new Error(initial.error.message);
  const entryAt = (seat: number) => (seat - (k % players) + players) % players;
  const now = setup.now ?? (() => 0);
  let state = initial.value;
  const bound = game.meta.maxActions(players);
  for (let index = 0; ; index++) {
    const actor = game.currentActor(state);
    if (actor === 'terminal') break;
    if (index >= bound) throw new Error(`${game.meta.id} game ${k} did not end within ${bound} actions`);
    if (actor === 'chance') {
      state = applyTrusted(game, state, drawChance(game, state, seed, index));
      continue;
    }
    const entry = entries[entryAt(actor)];
    const started = now();
    const choice = chooseAction(bot, entry.level, state, actor, deriveSeed(seed, 'bot', index), { budget: setup.budget, now: setup.now });
    entry.millis += now() - started;
    entry.decisions++;
    state = applyTrusted(game, state, choice.action);
  }
  const seats = game.score(state).seats;
  const winners = seats.filter((s) => s.winner).length;
  for (const s of seats) {
    const entry = entries[entryAt(s.seat)];
    entry.scoreTotal += s.total;
    if (s.winner) entry.wins += 1 / winners;
  }
  countPlacings(seats, entryAt, entries);
}

/** For every pair of seats, which finished higher (1) or level (½ each); each entry's share of its pairings. */
function countPlacings(seats: readonly { seat: number; rank: number }[], entryAt: (seat: number) => number, entries: EntryResult[]): void {
  if (seats.length < 2) return;
  for (const a of seats) {
    let share = 0;
    for (const b of seats) {
      if (a === b) continue;
      const point = a.rank < b.rank ? 1 : a.rank === b.rank ? 0.5 : 0;
      entries[entryAt(a.seat)].above[entryAt(b.seat)] += point;
      share += point / (seats.length - 1);
    }
    const entry = entries[entryAt(a.seat)];
    entry.aboveTotal += share;
    entry.aboveSquares += share * share;
  }
}

/**
 * 95% interval for a mean of per-game shares in [0, 1]: the normal approximation with the games' own
 * spread (pairings within one game are not independent, so the games are the sample), kept within [0, 1].
 */
export function meanInterval(total: number, squares: number, n: number, z = 1.96): [number, number] {
  if (n < 2) return [0, 1];
  const mean = total / n;
  const variance = Math.max(0, (squares - n * mean * mean) / (n - 1));
  const half = z * Math.sqrt(variance / n);
  return [Math.max(0, mean - half), Math.min(1, mean + half)];
}

/** Wilson score interval for a proportion (95% by default). */
export function wilson(successes: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
