/** Carcassonne rules reference: scoring values read off the engine's own scoring functions, the gift cards from the data. */
import { CASH_OUT_POINTS_PER_MEEPLE, FOLLOWERS_PER_PLAYER, GIFT_CARDS, GIFT_COPIES, POINTS_PER_UNOPENED_GIFT, TILE_TYPES } from '../../../src-shared/games/carcassonne/data';
import { completedValue, incompleteValue } from '../../../src-shared/games/carcassonne/values';
import { numbered } from '../reference-text';
import type { ReferenceSection, Translate } from '../types';

const NS = 'games.carcassonne';
const R = `${NS}.reference`;

export function carcassonneReference(t: Translate): ReferenceSection[] {
  const pennant = completedValue('city', 1, 1) - completedValue('city', 1, 0);
  const endPennant = incompleteValue('city', 1, 1) - incompleteValue('city', 1, 0);
  return [
    { id: 'turn', heading: t(`${R}.turnHeading`), lines: numbered(t, `${R}.turn`, { followers: FOLLOWERS_PER_PLAYER }) },
    {
      id: 'scoring',
      heading: t(`${R}.scoringHeading`),
      items: [
        { term: t(`${NS}.kind.road`), text: t(`${R}.road`, { during: completedValue('road', 1, 0), end: incompleteValue('road', 1, 0) }) },
        { term: t(`${NS}.kind.city`), text: t(`${R}.city`, { during: completedValue('city', 1, 0), pennant, end: incompleteValue('city', 1, 0), endPennant }) },
        { term: t(`${NS}.kind.monastery`), text: t(`${R}.monastery`, { during: completedValue('monastery', 9, 0), end: incompleteValue('monastery', 1, 0) }) },
        { term: t(`${NS}.kind.field`), text: t(`${R}.field`, { end: incompleteValue('field', 1, 0) }) },
        { term: t(`${R}.majorityTerm`), text: t(`${R}.majority`) },
      ],
    },
    {
      id: 'gifts',
      heading: t(`${R}.giftsHeading`),
      lines: [t(`${R}.giftsIntro`, { copies: GIFT_COPIES, total: GIFT_COPIES * GIFT_CARDS.length, unopened: POINTS_PER_UNOPENED_GIFT, cashOut: CASH_OUT_POINTS_PER_MEEPLE })],
      items: GIFT_CARDS.map((card) => ({ term: t(`${NS}.card.${card}`), text: t(`${NS}.cardHelp.${card}`) })),
    },
    {
      id: 'tiles',
      heading: t(`${R}.tilesHeading`),
      lines: [t(`${R}.tilesIntro`, { tiles: TILE_TYPES.reduce((n, tile) => n + tile.count, 0), types: TILE_TYPES.length })],
      items: TILE_TYPES.map((tile) => ({ term: tile.letter, text: t(`${R}.tileCount`, { count: tile.count }) })),
    },
    { id: 'choices', heading: t(`${R}.choicesHeading`), lines: numbered(t, `${R}.choices`) },
  ];
}
