/** Tabletop end-state entry: what the table shows at the end, scored exactly as the digital game. */
import { z } from 'zod';
import { keyedChecks } from '../../engine/validation';
import type { EndStateScorer } from '../../engine/types';
import { DISTRICTS, DISTRICT_NAMES } from './data';
import { messages } from './messages';
import { scoreInput } from './scoring';

const value = z.number().int().min(1).max(99);

export const endStateSchema = z
  .object({
    game: z.literal('paris'),
    players: z
      .array(
        z.object({
          name: z.string().min(1).max(40),
          /** VP disc position on the track (everything scored during the game). */
          vpTrack: z.number().int().min(0).max(999),
          francs: z.number().int().min(0).max(999),
          /** Holds (unused) bonus tile 27: 1 VP per franc. */
          bonus27: z.boolean().default(false),
        }),
      )
      .min(2)
      .max(4),
    districts: z
      .array(
        z.object({
          district: z.enum(DISTRICTS),
          /** VP for 1st, 2nd, 3rd place, or null without a VP tile. */
          vpTile: z.tuple([z.number().int().min(0), z.number().int().min(0), z.number().int().min(0)]).nullable(),
          /** Per player (same order as players): values of every building/landmark with their key; a double key twice. */
          owned: z.array(z.array(value)),
        }),
      )
      .max(6),
    /** Winner tie-break after francs: JP highest total value owned (default), FR single most valuable. */
    finalTieBreak: z.enum(['total', 'single']).default('total'),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.districts.forEach((d, i) => {
      if (seen.has(d.district)) report(ctx, 'districtTwice', ['districts', i, 'district'], { district: DISTRICT_NAMES[d.district] });
      seen.add(d.district);
      if (d.owned.length !== input.players.length) {
        report(ctx, 'ownedLists', ['districts', i, 'owned'], { players: input.players.length });
      }
    });
  });

export type EndStateInput = z.infer<typeof endStateSchema>;

/** A problem of the end state, keyed for the app's languages (`validation.<name>` of Paris's messages). */
const { report } = keyedChecks('games.paris.validation', messages.en.validation);

export const endState: EndStateScorer<EndStateInput> = {
  schema: endStateSchema as unknown as z.ZodType<EndStateInput>,
  score(input) {
    return scoreInput({
      names: input.players.map((p) => p.name),
      vpTrack: input.players.map((p) => p.vpTrack),
      francs: input.players.map((p) => p.francs),
      bonus27: input.players.map((p) => p.bonus27),
      districts: input.districts.map((d) => ({ id: d.district, name: DISTRICT_NAMES[d.district], vpTile: d.vpTile, holdings: d.owned })),
      finalTieBreak: input.finalTieBreak,
      final: true,
    });
  },
  // The rulebook's scoring examples 1 and 2 (Batignolles, Montmartre) inside one 4-player end state.
  example: {
    game: 'paris',
    players: [
      { name: 'Louis', vpTrack: 38, francs: 4, bonus27: false },
      { name: 'Raphaël', vpTrack: 41, francs: 2, bonus27: false },
      { name: 'Julie', vpTrack: 45, francs: 7, bonus27: true },
      { name: 'Charlotte', vpTrack: 33, francs: 1, bonus27: false },
    ],
    districts: [
      { district: 'batignolles', vpTile: [20, 10, 5], owned: [[11, 2], [5, 4, 1], [13], [3]] },
      { district: 'montmartre', vpTile: [16, 8, 4], owned: [[11, 5], [15, 3, 3], [8], [15, 4, 2]] },
      { district: 'belleville', vpTile: [18, 9, 4], owned: [[8], [], [12, 1], [5]] },
      { district: 'la-villette', vpTile: null, owned: [[4], [8], [], [2]] },
    ],
    finalTieBreak: 'total',
  },
};
