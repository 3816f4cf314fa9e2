/**
 * The optimiser's root bounds, worked out by connected part, against the plain definition: the most any
 * start's bound gives (the rootBound of every earlier version, one start at a time). Both are admissible
 * bounds in the proof text, so they must be the same numbers, not merely both valid.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../engine/rng';
import { compileBoard, compileModel, withoutGoals, type CompiledModel, type Graph } from './graph';
import { BranchAndBound } from './branch-and-bound';
import { randomBoard } from './random-board';

function boundedStartByStart(graph: Graph, compiled: CompiledModel): number {
  const search = new BranchAndBound(graph, compiled, 0);
  let bound = search.best.value;
  for (let v = 0; v < graph.vertexKeys.length; v++) if (graph.incident[v].length > 0) bound = Math.max(bound, search.boundFrom(v));
  return bound;
}

const boards = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  width: fc.integer({ min: 3, max: 7 }),
  sections: fc.integer({ min: 1, max: 30 }),
  diagonals: fc.integer({ min: 0, max: 3 }),
  withRide: fc.boolean(),
});

function boardOf(b: { seed: string; width: number; sections: number; diagonals: number; withRide: boolean }): { graph: Graph; compiled: CompiledModel } {
  const { sections, model } = randomBoard(createRng(b.seed), { width: b.width, height: b.width, sections: b.sections, diagonals: b.diagonals, withRide: b.withRide });
  return compileBoard(sections, model);
}

describe('optimiser root bounds by connected part', () => {
  it('rootBound is the most of the starts’ bounds, and capped it stops no lower than the cap', () => {
    fc.assert(
      fc.property(boards, fc.integer({ min: 0, max: 80 }), (b, cap) => {
        const { graph, compiled } = boardOf(b);
        const reference = boundedStartByStart(graph, compiled);
        expect(new BranchAndBound(graph, compiled, 0).rootBound()).toBe(reference);
        expect(Math.min(new BranchAndBound(graph, compiled, 0).rootBound(cap), cap)).toBe(Math.min(reference, cap));
      }),
      { numRuns: 150 },
    );
  });

  it('coverage alone: bounded once per bridge-tree part, the same as start by start', () => {
    fc.assert(
      fc.property(
        boards.map((b) => ({ ...b, withRide: false })),
        (b) => {
          const { graph, compiled } = boardOf(b);
          const coverageOnly = withoutGoals(compiled);
          expect(new BranchAndBound(graph, coverageOnly, 0).coverageRootBound()).toBe(boundedStartByStart(graph, coverageOnly));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the model without its goals is the one compiled without them', () => {
    fc.assert(
      fc.property(boards, (b) => {
        const { sections, model } = randomBoard(createRng(b.seed), { width: b.width, height: b.width, sections: b.sections, diagonals: b.diagonals, withRide: b.withRide });
        const { graph, compiled } = compileBoard(sections, model);
        expect(withoutGoals(compiled)).toEqual(compileModel(graph, { ...model, terms: model.terms.filter((t) => t.kind !== 'longestBetween') }));
      }),
      { numRuns: 50 },
    );
  });

  it('no start bounds above its connected part’s cheap bound (what lets the start order skip starts)', () => {
    fc.assert(
      fc.property(boards, (b) => {
        const { graph, compiled } = boardOf(b);
        const search = new BranchAndBound(graph, compiled, 0);
        for (const part of search.rootComponents()) for (const v of part.vertices) expect(search.boundFrom(v)).toBeLessThanOrEqual(part.cheap);
      }),
      { numRuns: 150 },
    );
  });
});
