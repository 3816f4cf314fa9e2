/**
 * What the main process and its bot worker thread say to each other. The worker gets a state and a seat and
 * runs the same pure bot as the arena, which reads the state only through the game's `sampleHidden` for that
 * seat (docs/bots.md, "What a bot may see"), so it cannot use another seat's secrets.
 */
import type { BotLevel } from '../../src-shared/bots/types';

export interface BotRequest {
  gameId: string;
  level: BotLevel;
  state: unknown;
  seat: number;
  /** Seeds the bot's own randomness: the same request gives the same move. */
  seed: string;
  /** Replaces the level's iteration budget (tests). */
  iterations?: number;
}

export interface BotProgressInfo {
  iterations: number;
  of: number;
  elapsedMs: number;
  budgetMs: number;
}

export interface BotAnswer {
  action: unknown;
  value: number;
  gain: number;
  iterations: number;
}

export type ToWorker = { kind: 'run'; jobId: number; request: BotRequest };

export type FromWorker =
  | { kind: 'progress'; jobId: number; progress: BotProgressInfo }
  | { kind: 'done'; jobId: number; answer: BotAnswer | null; cancelled: boolean }
  | { kind: 'failed'; jobId: number; message: string };
