/**
 * The final route (rulebook "最終ルートの決定"): each seat in turn accepts the proven-optimal trail that the
 * optimiser proposes, or walks its own trail section by section (continuous by construction, checked again
 * when done).
 */
import { invariant } from '../../engine/errors';
import { ROAD_BY_KEY } from './board';
import { bestTrail, checkTrail, intersectionKey, intersectionOf, type Intersection } from './route';
import { buildRouteModel, sectionsOf, trailVertices } from './route-model';
import type { Action, PlayerState, State } from './types';
import { writableSeat } from './draft';

export function proposeFinalRoute(state: State, seat: number): NonNullable<State['proposal']> {
  const result = bestTrail(sectionsOf(state.seats[seat]), buildRouteModel(state, seat));
  return { trail: result.trail, value: result.value, score: result.score, optimal: result.proof.optimal, explanation: result.proof.explanation, reason: result.proof.reason };
}

/** Moves to the next seat that must choose; seats without sections get the empty route. */
export function prepareFinalSeat(state: State): void {
  while (state.cursor < state.players && state.seats[state.cursor].sections.length === 0) {
    writableSeat(state, state.cursor).finalTrail = { start: { x: 0, y: 0 }, sections: [] };
    state.cursor++;
  }
  state.building = null;
  if (state.cursor >= state.players) {
    state.phase = 'over';
    setProposal(state, null);
    return;
  }
  const seat = state.cursor;
  const from = state;
  let proposal: State['proposal'] | undefined;
  setProposal(state, () => (proposal ??= proposeFinalRoute(from, seat)));
}

type Proposal = State['proposal'];

/**
 * The proposal is worked out when something first reads it (the choosing seat's view, accepting it, saving
 * or comparing the state), not when the seat comes to choose: the optimiser is the dearest step of a game,
 * and random playouts and search seldom accept the proposal. Read, it is the same value every time: it
 * depends only on the seat's sections and marks and the ratings, which the final phase never changes, and it
 * is worked out from the state it was set on. Stored or sent states carry it as plain data.
 */
function setProposal(state: State, value: Proposal | (() => Proposal)): void {
  const lazy = typeof value === 'function';
  Object.defineProperty(state, 'proposal', lazy ? { get: value, enumerable: true, configurable: true } : { value, writable: true, enumerable: true, configurable: true });
}

/**
 * Accepting makes the proposal's trail the seat's final route. A proposal nobody has read yet stays so: the
 * route is read from it when something first reads the route (the score, a view, saving the state), so a
 * game whose routes nobody looks at (a random playout run for its own sake) never works them out. Random play
 * accepts at nearly every seat, since every building step offers it.
 */
function acceptProposal(state: State, player: PlayerState): void {
  const read = Object.getOwnPropertyDescriptor(state, 'proposal')?.get as (() => Proposal) | undefined;
  if (!read) {
    player.finalTrail = state.proposal!.trail;
    return;
  }
  Object.defineProperty(player, 'finalTrail', { get: () => read()!.trail, enumerable: true, configurable: true });
}

/** Gives a draft the proposal of the state it copies, as it is: a proposal not yet worked out stays so. */
export function carryProposal(from: State, to: State): void {
  const own = Object.getOwnPropertyDescriptor(from, 'proposal');
  if (own?.get) setProposal(to, own.get as () => Proposal);
  else to.proposal = from.proposal;
}

function endpoints(keys: readonly string[]): Intersection[] {
  const seen = new Set<number>();
  for (const key of keys) {
    const road = ROAD_BY_KEY.get(key)!;
    seen.add(intersectionKey(road.a));
    seen.add(intersectionKey(road.b));
  }
  return [...seen].sort((a, b) => a - b).map(intersectionOf);
}

export function finalLegal(state: State): Action[] {
  const player = state.seats[state.cursor];
  const actions: Action[] = [{ type: 'acceptOptimal' }];
  const building = state.building;
  if (!building) {
    for (const at of endpoints(player.sections)) actions.push({ type: 'routeStart', at });
    return actions;
  }
  const vertices = trailVertices(building);
  const end = vertices[vertices.length - 1];
  for (const key of player.sections) {
    if (building.sections.includes(key)) continue;
    const { a, b } = ROAD_BY_KEY.get(key)!;
    if ((a.x === end.x && a.y === end.y) || (b.x === end.x && b.y === end.y)) actions.push({ type: 'routeStep', road: key });
  }
  if (building.sections.length > 0) actions.push({ type: 'routeDone' });
  return actions;
}

export function reduceFinal(state: State, action: Action): void {
  switch (action.type) {
    case 'acceptOptimal':
      acceptProposal(state, writableSeat(state, state.cursor));
      break;
    case 'routeStart':
      state.building = { start: action.at, sections: [] };
      return;
    case 'routeStep':
      state.building!.sections.push(action.road);
      return;
    case 'routeDone': {
      const check = checkTrail(sectionsOf(state.seats[state.cursor]), state.building!);
      invariant(check.ok, `the chosen route is not continuous: ${check.ok ? '' : check.problems.join(' ')}`);
      writableSeat(state, state.cursor).finalTrail = state.building!;
      break;
    }
    default:
      invariant(false, `not a final-route action: ${action.type}`);
  }
  state.cursor++;
  prepareFinalSeat(state);
}
