/**
 * The En Route final-route optimiser's full answers on a fixed set of boards: the boards players end with
 * (every seat of seeded random 2–4 player Lanternport games) and random boards from tiny to dense, with and
 * without a ride, some under a small node limit. A proposal's proof (its node and cut counts) is part of the
 * saved and hashed game state, so a speed-up must give every board exactly the same trail, value, bounds,
 * counts and text (tests/fixtures/en-route-optimiser-golden.json, recorded before the optimiser's
 * fixed-cost work; optimiser-golden.test.ts).
 */
import { createRng, deriveSeed } from '../../../src-shared/engine/rng';
import { randomPlayout } from '../../../src-shared/engine/runner';
import { enRouteGame } from '../../../src-shared/games/en-route';
import { bestTrail } from '../../../src-shared/games/en-route/route';
import { randomBoard } from '../../../src-shared/games/en-route/route/random-board';
import type { BestTrailOptions, BestTrailResult, RouteScoringModel, Section } from '../../../src-shared/games/en-route/route/types';
import { buildRouteModel, sectionsOf } from '../../../src-shared/games/en-route/route-model';
import type { State } from '../../../src-shared/games/en-route/types';

export interface OptimiserCase {
  label: string;
  sections: Section[];
  model: RouteScoringModel;
  options?: BestTrailOptions;
}

/** What is recorded of an answer: all of it but the proof's message object, whose text is `explanation`. */
export type OptimiserAnswer = Omit<BestTrailResult, 'proof'> & { proof: Omit<BestTrailResult['proof'], 'reason'> };

export function optimiserCases(): OptimiserCase[] {
  const cases: OptimiserCase[] = [];
  for (let g = 0; g < 24; g++) {
    const players = 2 + (g % 3);
    const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
    const { state } = randomPlayout(enRouteGame, { game: 'en-route', options: {}, players, names, seed: deriveSeed('optimiser-golden', g), mode: 'digital' });
    const final = state as State;
    for (let seat = 0; seat < players; seat++) cases.push({ label: `game ${g} seat ${seat}`, sections: sectionsOf(final.seats[seat]), model: buildRouteModel(final, seat) });
  }
  for (let i = 0; i < 48; i++) {
    const board = randomBoard(createRng(`optimiser-golden-small-${i}`), { width: 4, height: 4, sections: 3 + (i % 16), diagonals: i % 3, withRide: i % 4 === 0 });
    cases.push({ label: `small ${i}`, ...board });
  }
  for (let i = 0; i < 6; i++) {
    const board = randomBoard(createRng(`optimiser-golden-game-like-${i}`), { width: 7, height: 7, sections: 28, diagonals: 2, withRide: i % 3 === 0 });
    cases.push({ label: `game-like ${i}`, ...board });
  }
  for (let i = 0; i < 2; i++) {
    const board = randomBoard(createRng(`optimiser-golden-dense-${i}`), { width: 7, height: 7, sections: 56, diagonals: 4 });
    cases.push({ label: `dense ${i}`, ...board, options: { nodeLimit: 150_000 } });
  }
  for (let i = 0; i < 3; i++) {
    const board = randomBoard(createRng(`optimiser-golden-limited-${i}`), { width: 7, height: 7, sections: 60, diagonals: 4 });
    cases.push({ label: `node limit ${300 + 200 * i}`, ...board, options: { nodeLimit: 300 + 200 * i } });
  }
  return cases;
}

export function answerOf(result: BestTrailResult): OptimiserAnswer {
  const { reason: _reason, ...proof } = result.proof;
  return { ...result, proof };
}

export function solveCase(c: OptimiserCase): OptimiserAnswer {
  return answerOf(bestTrail(c.sections, c.model, c.options));
}
