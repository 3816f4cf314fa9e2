/** Paris Paris rules reference: shop counts, tiles and stacks from the data; the board's lines from the game's own board. */
import { DEFAULT_BOARD, SHOPS_PER_PLAYER, TOTAL_TILES } from '../../../src-shared/games/paris-paris/data';
import type { BoardData } from '../../../src-shared/games/paris-paris/board';
import { numbered } from '../reference-text';
import type { ReferenceSection, Translate } from '../types';
import { NS, lineName } from './labels';

const R = `${NS}.reference`;

export function parisParisReference(t: Translate, rawView: unknown | null): ReferenceSection[] {
  const board = (rawView as { board?: BoardData } | null)?.board ?? DEFAULT_BOARD;
  return [
    { id: 'turn', heading: t(`${R}.turnHeading`), lines: numbered(t, `${R}.turn`, { shops: SHOPS_PER_PLAYER, tiles: TOTAL_TILES }) },
    { id: 'tours', heading: t(`${R}.toursHeading`), items: ['small', 'grand', 'special', 'bag'].map((kind) => ({ term: t(`${R}.tour.${kind}Term`), text: t(`${R}.tour.${kind}`) })) },
    {
      id: 'markers',
      heading: t(`${R}.markersHeading`),
      lines: [t(`${R}.markersIntro`)],
      items: board.lines.map((line) => ({ term: lineName(board, line.id, t), text: t(`${R}.markerLine`, { stops: line.stops.length }) })),
    },
    { id: 'choices', heading: t(`${R}.choicesHeading`), lines: numbered(t, `${R}.choices`) },
  ];
}
