/**
 * The resources a key's destination needs besides francs: wood for the buildings the `woodOn` option names,
 * a landmark's marble and gold. Apart from the rules so the renderer's move labels show the very cost the
 * engine charges (it reads only the options and the districts a view also holds).
 */
import { BUILDING_VALUES, WOOD_PER_BUILDING, type Resource } from './data';
import type { Dest, State } from './types';

export type Cost = Record<Resource, number>;

export function destinationCost(s: Pick<State, 'options' | 'districts'>, dest: Dest): Cost {
  const cost: Cost = { wood: 0, marble: 0, gold: 0 };
  if (dest.kind === 'building') {
    const type = s.districts[dest.district].spaces[(BUILDING_VALUES as readonly number[]).indexOf(dest.value)].type;
    const needsWood = s.options.woodOn === 'residence' ? type === 'residence' : dest.value === 8;
    if (needsWood) cost.wood = WOOD_PER_BUILDING;
    return cost;
  }
  const id = dest.kind === 'landmark' ? s.districts[dest.district].landmarks[dest.index].id : dest.landmark;
  const landmark = s.options.landmarks.find((l) => l.id === id);
  if (!landmark) throw new Error(`unknown landmark ${id}`);
  cost.marble = landmark.cost.marble;
  cost.gold = landmark.cost.gold;
  return cost;
}
