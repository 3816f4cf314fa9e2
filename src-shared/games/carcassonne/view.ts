/**
 * What each seat may see, and log lines. Hidden while the game runs: other players' gift cards (their
 * count is public); at the end every hand is shown, as players turn their cards over at the table.
 */
import { inEveryLanguage, message } from '../../engine/message';
import type { Message } from '../../engine/types';
import { GIFT_CARDS, type GiftCard, type TileLetter } from './data';
import { find, isComplete, segmentId, tileAt } from './board';
import { segmentsOf } from './geometry';
import { pileSize, supplyOf } from './gifts';
import { majority, meeplesOn, totalOf, valueNow } from './scoring';
import { reduce } from './engine';
import { messages } from './messages';
import { describeScored } from './phrases';
import { lookParams, onTile, onTileParams, placementParams, segmentParams, tileLook } from './wording';
import type { Action, OccupiedFeature, State, View } from './types';

export function view(state: State, viewer: number | null): View {
  return {
    names: state.names.slice(),
    gifts: state.gifts,
    tiles: state.board.tiles.map((t) => ({ ...t })),
    pile: { ...state.pile },
    pileSize: pileSize(state),
    discarded: state.discarded.slice(),
    seat: state.seat,
    phase: state.phase,
    hand: state.hand.slice(),
    opened: state.opened,
    placed: state.placed,
    meeples: state.meeples.map((m) => ({ ...m })),
    supply: state.names.map((_, seat) => supplyOf(state, seat)),
    points: state.points.map((p) => ({ ...p })),
    totals: state.points.map(totalOf),
    giftDeckSize: state.secretGifts ? state.secretDeck : GIFT_CARDS.reduce((n, c) => n + state.giftDeck[c], 0),
    giftDiscard: { ...state.giftDiscard },
    giftHandSizes: state.giftHands.map((h) => h.length),
    myGifts: viewer === null ? null : state.giftHands[viewer].slice(),
    revealedGifts: state.phase === 'over' ? state.giftHands.map((hand) => hand.slice()) : null,
    occupied: occupiedFeatures(state),
    events: state.events.map((e) => ({ ...e, seats: e.seats.slice() })),
    turn: state.turn,
  };
}

function occupiedFeatures(state: State): OccupiedFeature[] {
  const { board } = state;
  const roots = [...new Set(state.meeples.map((m) => find(board.parent, segmentId(m.tile, m.segment))))].sort((a, b) => a - b);
  return roots.map((root) => {
    const feature = board.features[root];
    const seats = meeplesOn(board, state.meeples, root).map((m) => m.seat);
    const segments: [number, number][] = [];
    for (const tile of feature.tiles) {
      const t = board.tiles[tile];
      segmentsOf(t.letter, t.r).forEach((_, local) => {
        if (find(board.parent, segmentId(tile, local)) === root) segments.push([tile, local]);
      });
    }
    return { kind: feature.kind, segments, complete: isComplete(board, root), pointsNow: valueNow(board, root), owners: majority(seats), meeples: seats };
  });
}

const CARD_NAMES: Record<GiftCard, string> = messages.en.card;
/** Params `card`, `cardJa`, `cardFr`: the gift's name as printed in each edition. */
const cardParams = (card: GiftCard): Record<string, string> => inEveryLanguage('card', (lang) => messages[lang].card[card]);

/** A placed tile's letter and rotation, to name one of its segments. */
function letterAt(state: State, x: number, y: number): [TileLetter, number] {
  const t = state.board.tiles[tileAt(state.board, x, y)!];
  return [t.letter, t.r];
}

/** What an action scored during play (" — city: Ann +8"), in every UI language; final scoring is in the score table. */
function scoredBy(before: State, action: Action): Record<string, string> {
  const quiet = action.type === 'open' || action.type === 'synod' || action.type === 'changePosition';
  const fresh = quiet
    ? []
    : reduce(before, action).events.slice(before.events.length).filter((e) => e.points > 0 && e.seats.length > 0 && e.cause !== 'final');
  return inEveryLanguage('scored', (lang) => describeScored(lang, fresh, before.names, action.type === 'gift'));
}

export function describeAction(before: State, action: Action, viewer: number | null): Message {
  const base = describeBase(before, action, viewer);
  const scored = scoredBy(before, action);
  return { text: base.text + scored.scored, key: base.key, params: { ...base.params, ...scored } };
}

function describeBase(before: State, action: Action, viewer: number | null): Message {
  const name = before.names[before.seat];
  switch (action.type) {
    case 'draw':
      return message(`${name} drew a tile: ${tileLook(action.tile, 0, 'en')}`, 'log.draw', { name, ...lookParams(action.tile) });
    case 'open':
      return message(`${name} opened ${CARD_NAMES[action.card]}`, 'log.open', { name, ...cardParams(action.card) });
    case 'synod':
      return message(`${name} put a meeple on the monastery ${onTile(action.x, action.y, 'en')}`, 'log.synod', { name, ...onTileParams(action.x, action.y) });
    case 'sweep': {
      const part = segmentParams('part', ...letterAt(before, action.x, action.y), action.segment);
      return message(`${name} swept the ${part.part} ${onTile(action.x, action.y, 'en')}`, 'log.sweep', { name, ...part, ...onTileParams(action.x, action.y) });
    }
    case 'cashOut':
      return message(`${name} cashed out a meeple ${onTile(action.x, action.y, 'en')}`, 'log.cashOut', { name, ...onTileParams(action.x, action.y) });
    case 'changePosition':
      return message(`${name} changed a meeple's position ${onTile(action.x, action.y, 'en')}`, 'log.changePosition', { name, ...onTileParams(action.x, action.y) });
    case 'place': {
      const params = placementParams(before.board, action.tile, action.x, action.y, action.r);
      return message(`${name} placed a tile ${params.where}: ${params.look}${params.joins}`, 'log.place', { name, ...params });
    }
    case 'gift':
      if (action.card === 'none') return message(`${name} received no gift card: the table drew none`, 'log.giftNone', { name });
      return viewer === before.seat && action.card !== 'secret'
        ? message(`You received a gift: ${CARD_NAMES[action.card as GiftCard]}`, 'log.giftOwn', cardParams(action.card as GiftCard))
        : message(`${name} received a gift`, 'log.gift', { name });
    case 'meeple': {
      const t = before.board.tiles[before.placed!];
      const kind = segmentsOf(t.letter, t.r)[action.segment].kind;
      return message(`${name} placed a meeple on a ${kind}`, `log.meeple.${kind}`, { name });
    }
    case 'pass':
      return message(`${name} placed no meeple`, 'log.pass', { name });
  }
}

