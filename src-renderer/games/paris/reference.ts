/**
 * Paris rules reference, built from the game's component data (the options of the game being played, which
 * a group may have corrected to its own box) and our own summaries in each language.
 */
import { BONUS_NUMBERS, END_TILE_IDS, type TileEffect } from '../../../src-shared/games/paris/data';
import { optionsSchema, type Options } from '../../../src-shared/games/paris/types';
import { numbered } from '../reference-text';
import type { ReferenceSection, Translate } from '../types';
import { NS, landmarkName, tileText } from './labels';

type Components = { options: Options };

const R = `${NS}.reference`;

/** A tile's effect with every number the data holds (per player count, per number of types). */
export function fullTileText(t: Translate, view: Components, id: string): string {
  const effect: TileEffect = id.startsWith('b') ? view.options.bonusTiles[Number(id.slice(1))] : view.options.endTiles[id];
  const base = tileText(t, view, id);
  if ('vpByPlayers' in effect) {
    const vp = effect.vpByPlayers;
    return `${base}: ${t(`${R}.byPlayers`, { two: vp[2], three: vp[3], four: vp[4] })}`;
  }
  if (effect.kind === 'types') {
    const counts = Object.keys(effect.vpByCount).map(Number).sort((a, b) => a - b);
    return t(`${R}.typesTile`, { vps: counts.map((n) => effect.vpByCount[n]).join('/'), counts: counts.join('/') });
  }
  return base;
}

/** A landmark's value, the marble and gold a key needs to buy it, and its prestige slots. */
export function landmarkText(t: Translate, view: Components, id: string): string {
  const l = view.options.landmarks.find((m) => m.id === id)!;
  return t(`${R}.landmark`, {
    value: l.value,
    marble: l.cost.marble,
    gold: l.cost.gold,
    slots: l.prestige.map((slot) => t(`${R}.slot`, { prestige: t(`${NS}.prestige.${slot.type}`), vp: slot.vp })).join(t(`${NS}.board.listSeparator`)),
  });
}

function landmarkItems(t: Translate, view: Components): ReferenceSection['items'] {
  return [...view.options.landmarks]
    .sort((a, b) => a.value - b.value)
    .map((l) => ({ term: `${landmarkName(t, view, l.id)} (${l.value})`, text: landmarkText(t, view, l.id) }));
}

export function parisReference(t: Translate, rawView: unknown | null): ReferenceSection[] {
  const view: Components = (rawView as Components | null) ?? { options: optionsSchema.parse({}) };
  const o = view.options;
  return [
    { id: 'turn', heading: t(`${R}.turnHeading`), lines: numbered(t, `${R}.turn`) },
    {
      id: 'bonus',
      heading: t(`${R}.bonusHeading`),
      lines: [t(`${R}.bonusIntro`)],
      items: BONUS_NUMBERS.map((n) => ({ term: t(`${R}.bonusTile`, { n }), text: fullTileText(t, view, `b${n}`) })),
    },
    {
      id: 'end-tiles',
      heading: t(`${R}.endHeading`),
      lines: [t(`${R}.endIntro`)],
      items: END_TILE_IDS.map((id) => ({ term: id, text: fullTileText(t, view, id) })),
    },
    { id: 'landmarks', heading: t(`${R}.landmarksHeading`), lines: [t(`${R}.landmarksIntro`)], items: landmarkItems(t, view) },
    {
      id: 'vp-tiles',
      heading: t(`${R}.vpTilesHeading`),
      lines: [t(`${R}.vpTilesIntro`)],
      items: o.vpTiles.map((places, i) => ({ term: `${i + 1}`, text: t(`${R}.vpTile`, { first: places[0], second: places[1], third: places[2] }) })),
    },
    {
      id: 'trading',
      heading: t(`${R}.tradingHeading`),
      lines: [t(`${R}.tradingIntro`, { trades: o.tradesPerTurn })],
      items: [
        ...(['wood', 'marble', 'gold'] as const).map((r) => ({ term: t(`${NS}.resource.${r}`), text: t(`${R}.resourcePrice`, { buy: o.buyPrice[r], sell: o.sellResource[r] }) })),
        ...(['bronze', 'silver', 'gold'] as const).map((p) => ({ term: t(`${NS}.prestige.${p}`), text: t(`${R}.prestigePrice`, { sell: o.sellPrestige[p] }) })),
      ],
    },
    { id: 'legend', heading: t(`${R}.legendHeading`), lines: numbered(t, `${R}.legend`) },
    { id: 'choices', heading: t(`${R}.choicesHeading`), lines: numbered(t, `${R}.choices`) },
  ];
}
