/** Test-only helpers: build a position from a tile list and play actions through the runner. */
import { expect } from 'vitest';
import { applyAction } from '../../engine/runner';
import type { TileLetter } from './data';
import { EMPTY_BOARD, addTile, tileAt } from './board';
import { setup } from './engine';
import { segmentsOf, type SegmentKind } from './geometry';
import { carcassonneGame } from './index';
import type { Action, Meeple, State } from './types';

export type TileSpec = [TileLetter, number, number, number];

export const NAMES = ['Ann', 'Ben', 'Cat'];

/** A position with the given tiles (any order), seat 0 to place `hand`, and everything else fresh. */
export function position(tiles: TileSpec[], extra: Partial<State> = {}): State {
  let board = EMPTY_BOARD;
  for (const [letter, x, y, r] of tiles) board = addTile(board, letter, x, y, r);
  const base = setup({ gifts: true }, { players: NAMES.length, names: NAMES, seed: 'fixture', mode: 'digital' });
  return { ...base, board, phase: 'place', hand: ['E'], ...extra };
}

/** The local segment of a kind on the tile at (x, y); `nth` picks among several of that kind. */
export function segmentAt(state: State, x: number, y: number, kind: SegmentKind, nth = 0): number {
  const t = state.board.tiles[tileAt(state.board, x, y)!];
  const matches = segmentsOf(t.letter, t.r).map((s, i) => [s.kind, i] as const).filter(([k]) => k === kind);
  return matches[nth][1];
}

export function meeple(state: State, seat: number, x: number, y: number, kind: SegmentKind, nth = 0): Meeple {
  return { seat, tile: tileAt(state.board, x, y)!, segment: segmentAt(state, x, y, kind, nth) };
}

export function withMeeples(state: State, meeples: Meeple[]): State {
  return { ...state, meeples };
}

/** Applies actions through the runner (schema + legality checked); fails the test on any rejection. */
export function play(state: State, ...actions: Action[]): State {
  let current = state;
  for (const action of actions) {
    const result = applyAction(carcassonneGame, current, action);
    if (!result.ok) expect.fail(`${JSON.stringify(action)} rejected: ${result.error.message}`);
    current = result.value as State;
  }
  return current;
}

export function totals(state: State): number[] {
  return carcassonneGame.score(state).seats.map((s) => s.total);
}
