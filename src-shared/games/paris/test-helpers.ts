/** Builders for Paris tests: a started game, hand-edited positions, and applying actions through the runner. */
import { applyAction } from '../../engine/runner';
import { canonicalJson } from '../../engine/canonical';
import { paris } from './index';
import { optionsSchema, type Action, type Options, type State } from './types';

export const NAMES = ['Louis', 'Raphaël', 'Julie', 'Charlotte'];

export function start(players = 4, options: Partial<Options> = {}): State {
  return paris.setup(optionsSchema.parse(options), { players, names: NAMES.slice(0, players), seed: 't', mode: 'digital' });
}

/** A copy of `s` changed by `edit` (tests set up positions directly; the engine never sees the mutation). */
export function edit(s: State, change: (draft: State) => void): State {
  const draft = structuredClone(s);
  change(draft);
  return draft;
}

/** Applies an action through the runner (shape and legality checked); throws when it is refused. */
export function act(s: State, action: Action): State {
  const result = applyAction(paris, s, action);
  if (!result.ok) throw new Error(result.error.message);
  return result.value as State;
}

export function legal(s: State): Action[] {
  return paris.legalActions(s);
}

export function isLegalNow(s: State, action: Action): boolean {
  const key = canonicalJson(action);
  return legal(s).some((a) => canonicalJson(a) === key);
}

/** Places a drawn building directly (as if its tile had been drawn earlier). */
export function build(s: State, district: keyof State['districts'], value: number, type?: string): void {
  const index = [1, 2, 3, 4, 5, 8].indexOf(value);
  const types: Record<string, string[]> = {
    belleville: ['cafe', 'shop', 'bakery', 'residence', 'hotel', 'theatre'],
    batignolles: ['shop', 'bakery', 'residence', 'cafe', 'hotel', 'theatre'],
    montmartre: ['residence', 'cafe', 'shop', 'hotel', 'bakery', 'theatre'],
    'la-villette': ['bakery', 'residence', 'hotel', 'shop', 'cafe', 'theatre'],
    'saint-germain': ['hotel', 'cafe', 'shop', 'bakery', 'residence', 'theatre'],
    chaillot: ['cafe', 'hotel', 'residence', 'bakery', 'shop', 'theatre'],
  };
  s.districts[district].spaces[index].type = (type ?? types[district][index]) as never;
  s.pool = s.pool.filter((t) => t !== `${district}:${value}`);
}

/** Seat 0 in its main phase with every stack empty except `stackCount` tiles. */
export function mainPhase(s: State, stackCount = 10): State {
  return edit(s, (d) => {
    d.phase = 'main';
    d.stackCount = stackCount;
  });
}
