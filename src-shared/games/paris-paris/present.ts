/** What each seat may see (view) and the log line for each action (describeAction), secrets hidden. */
import { fillTemplate, inEveryLanguage, message, type Lang } from '../../engine/message';
import type { Message, SeatIndex } from '../../engine/types';
import { boardOf, graphOf, picker, poolSize, reduce, stackSize } from './engine';
import { messages } from './messages';
import { lineNameIn } from './names';
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

/**
 * Log lines tell whole rounds (the tile taken, evictions, the leftover tile's tours), so each is composed
 * from templates in every UI language and shown through one key, `log.line` ({text}, {textJa}, {textFr}).
 */
type Words = (typeof messages)['en']['log'];
const words = (lang: Lang): Words => messages[lang].log as Words;
const sentenceGap = (lang: Lang): string => (lang === 'ja' ? '' : ' ');

function logLine(build: (lang: Lang) => string): Message {
  return message(build('en'), 'log.line', inEveryLanguage('text', build));
}

function stopName(state: State, stop: string): string {
  return graphOf(state).stop(stop)?.name ?? stop;
}

function tileText(state: State, tile: Tile, lang: Lang): string {
  return fillTemplate(words(lang).tile, { stop: stopName(state, tile.stop), line: lineNameIn(boardOf(state), tile.line, lang) });
}

function gains(state: State, tour: TourEvent, lang: Lang): string {
  const parts = tour.totals.flatMap((points, seat) => (points > 0 ? [fillTemplate(words(lang).gain, { name: state.names[seat], points })] : []));
  return parts.length ? parts.join(lang === 'ja' ? '、' : ', ') : words(lang).nobody;
}

export function tourText(state: State, tour: TourEvent, lang: Lang = 'en'): string {
  const w = words(lang);
  const params = { gains: gains(state, tour, lang), stop: tour.stop ? stopName(state, tour.stop) : '', line: lineNameIn(boardOf(state), tour.line, lang) };
  return fillTemplate(tour.kind === 'small' ? w.small : tour.kind === 'grand' ? w.grand : w.special, params);
}

function toursText(state: State, tours: readonly TourEvent[], lang: Lang): string {
  return tours.map((t) => tourText(state, t, lang)).join(lang === 'ja' ? '／' : '; ');
}

function evictionText(before: State, action: Extract<Action, { type: 'pick' }>, lang: Lang): string {
  if (action.evict === undefined) return '';
  const w = words(lang);
  const seat = picker(before);
  const owner = before.names[action.evict];
  if (action.evict === seat) return fillTemplate(w.evictOwn, { name: owner });
  return fillTemplate(before.players === 2 ? w.evictOther : w.evictOtherBag, { owner });
}

function describePick(before: State, action: Extract<Action, { type: 'pick' }>): Message {
  const seat = picker(before);
  const after = reduce(before, action);
  const scored = after.tourSerial !== before.tourSerial;
  const leftover = before.revealed.find((t) => !(t.stop === action.stop && t.line === action.line)) ?? before.revealed[0];
  return logLine((lang) => {
    const w = words(lang);
    const params = { name: before.names[seat], tile: tileText(before, action, lang), evict: evictionText(before, action, lang) };
    const what = fillTemplate(before.supply[seat] > 0 ? w.takes : w.noShop, params);
    if (!scored) return what;
    return what + sentenceGap(lang) + fillTemplate(w.leftover, { tile: tileText(before, leftover, lang), tours: toursText(after, after.lastTours, lang) });
  });
}

export function describeAction(before: State, action: Action, viewer: SeatIndex | null): Message {
  const board = boardOf(before);
  switch (action.type) {
    case 'deal-markers':
      return logLine((lang) => {
        const w = words(lang);
        const parts = [w.markersDealt];
        if (action.open) parts.push(fillTemplate(w.markerOpen, { line: lineNameIn(board, action.open, lang) }));
        if (viewer !== null && viewer < before.players) parts.push(fillTemplate(w.markerOwn, { line: lineNameIn(board, action.secret[viewer], lang) }));
        return parts.join(sentenceGap(lang));
      });
    case 'open-marker':
      return logLine((lang) => fillTemplate(words(lang).openMarker, { line: lineNameIn(board, action.line, lang) }));
    case 'reveal':
      return logLine((lang) => fillTemplate(words(lang).reveal, { tile: tileText(before, action, lang) }));
    case 'pick':
      return describePick(before, action);
    case 'reveal-marker': {
      const after = reduce(before, action);
      return logLine((lang) => {
        const w = words(lang);
        const marker = fillTemplate(w.markerRevealed, { name: before.names[action.seat], line: lineNameIn(board, action.line, lang) });
        return after.phase === 'over' ? marker + sentenceGap(lang) + fillTemplate(w.specialRuns, { tours: toursText(after, after.lastTours, lang) }) : marker;
      });
    }
  }
}
