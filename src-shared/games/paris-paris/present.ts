/** What each seat may see (view) and the log line for each action (describeAction), secrets hidden. */
import type { Message, SeatIndex } from '../../engine/types';
import { boardOf, graphOf, picker, poolSize, reduce, stackSize } from './engine';
import type { Action, State, Tile, TourEvent, View } from './types';

export function view(state: State, viewer: SeatIndex | null): View {
  const public_ = state.phase === 'reveal-markers' || state.phase === 'over';
  return {
    board: boardOf(state),
    names: state.names.slice(),
    players: state.players,
    mode: state.mode,
    phase: state.phase,
    round: state.round,
    startPlayer: state.startPlayer,
    picker: state.phase === 'pick' ? picker(state) : null,
    revealed: state.revealed.map((t) => ({ ...t })),
    stackSize: stackSize(state.players),
    toReveal: state.phase === 'reveal' ? stackSize(state.players) - state.revealed.length : 0,
    stacksLeft: Math.floor(poolSize(state) / stackSize(state.players)),
    pool: { ...state.pool },
    pSpaces: state.pSpaces.map((t) => (t ? { ...t } : null)),
    shops: Object.fromEntries(Object.entries(state.shops).map(([stop, owners]) => [stop, owners.slice()])),
    supply: state.supply.slice(),
    bagTotal: state.bag.reduce((a, b) => a + b, 0),
    bag: state.phase === 'over' ? state.bag.slice() : null,
    myMarker: viewer !== null && viewer >= 0 && viewer < state.players ? state.markers[viewer] : null,
    openMarker: state.openMarker,
    revealedMarkers: public_ ? state.markers.slice() : state.markers.map(() => null),
    points: pointsOf(state),
    lastTours: structuredClone(state.lastTours),
    tourSerial: state.tourSerial,
    options: { smallTourLines: state.smallTourLines, grandTourAdjacent: state.grandTourAdjacent },
  };
}

export function pointsOf(state: State): number[] {
  const points = Array<number>(state.players).fill(0);
  for (const tally of Object.values(state.tally)) tally.points.forEach((p, seat) => (points[seat] += p));
  return points;
}

/** Log lines are composed English sentences (names, stops and tours), shown as they are in every language. */
const logLine = (text: string): Message => ({ text });

function stopName(state: State, stop: string): string {
  return graphOf(state).stop(stop)?.name ?? stop;
}

function lineName(state: State, line: string): string {
  return graphOf(state).line(line)?.name ?? line;
}

function tileText(state: State, tile: Tile): string {
  return `${stopName(state, tile.stop)} (${lineName(state, tile.line)})`;
}

function gains(state: State, tour: TourEvent): string {
  const parts = tour.totals.flatMap((p, seat) => (p > 0 ? [`${state.names[seat]} +${p}`] : []));
  return parts.length ? parts.join(', ') : 'nobody scores';
}

export function tourText(state: State, tour: TourEvent): string {
  if (tour.kind === 'small') return `small tour at ${stopName(state, tour.stop!)}: ${gains(state, tour)}`;
  const line = lineName(state, tour.line);
  if (tour.kind === 'grand') return `grand tour of the ${line} line: ${gains(state, tour)}`;
  return `special run of the ${line} line: ${gains(state, tour)}`;
}

function evictionText(before: State, action: Extract<Action, { type: 'pick' }>): string {
  if (action.evict === undefined) return '';
  const seat = picker(before);
  const where = before.players === 2 || action.evict === seat ? `back to ${before.names[action.evict]}` : 'into the bag';
  return `, evicting ${action.evict === seat ? 'their own' : `${before.names[action.evict]}'s`} shop (${where})`;
}

function describePick(before: State, action: Extract<Action, { type: 'pick' }>): Message {
  const seat = picker(before);
  const name = before.names[seat];
  const tile = tileText(before, action);
  const what = before.supply[seat] > 0 ? `${name} takes ${tile} and opens a shop there${evictionText(before, action)}` : `${name} takes ${tile} (no shop left to open)`;
  const after = reduce(before, action);
  if (after.tourSerial === before.tourSerial) return logLine(`${what}.`);
  const leftover = before.revealed.find((t) => !(t.stop === action.stop && t.line === action.line)) ?? before.revealed[0];
  const tours = after.lastTours.map((t) => tourText(after, t)).join('; ');
  const text = `${what}. Leftover ${tileText(before, leftover)}: ${tours}.`;
  return logLine(text);
}

export function describeAction(before: State, action: Action, viewer: SeatIndex | null): Message {
  switch (action.type) {
    case 'deal-markers': {
      const own = viewer !== null && viewer < before.players ? ` Yours: the ${lineName(before, action.secret[viewer])} line.` : '';
      const open = action.open ? ` Face up: the ${lineName(before, action.open)} line.` : '';
      const text = `Special-run markers dealt.${open}${own}`;
      return logLine(text);
    }
    case 'open-marker': {
      const text = `Face-up special-run marker: the ${lineName(before, action.line)} line.`;
      return logLine(text);
    }
    case 'reveal': {
      const text = `Revealed ${tileText(before, action)}.`;
      return logLine(text);
    }
    case 'pick':
      return describePick(before, action);
    case 'reveal-marker': {
      const after = reduce(before, action);
      const tours = after.phase === 'over' ? ` Special runs: ${after.lastTours.map((t) => tourText(after, t)).join('; ')}.` : '';
      const text = `${before.names[action.seat]}'s special-run marker: the ${lineName(before, action.line)} line.${tours}`;
      return logLine(text);
    }
  }
}
