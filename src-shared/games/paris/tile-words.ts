/**
 * What a bonus or end-game tile does, in one short line of the game's own words ("+4 F", "2 VP per
 * value-1 building"). Shared by the board's labels (through vue-i18n) and the engine's log lines (through
 * the message files directly), so a tile reads the same in the log as on the board.
 */
import { fillTemplate, type Lang } from '../../engine/message';
import type { TileEffect } from './data';
import { messages } from './messages';

/** Looks up a key under `games.paris` (e.g. `tile.buyKey`) and fills its `{slots}`. */
export type Say = (key: string, params?: Record<string, string | number>) => string;

export function tileEffectWords(effect: TileEffect, say: Say): string {
  const any = say('tile.any');
  switch (effect.kind) {
    case 'gain':
      // Only the parts the tile gives: "+4 F", "+3 VP" or both.
      return [effect.francs ? say('board.francs', { n: `+${effect.francs}` }) : '', effect.vp ? say('board.vp', { n: `+${effect.vp}` }) : '']
        .filter(Boolean)
        .join(' ');
    case 'resource':
      return say('tile.resource', { n: effect.uses, of: effect.of === 'any' ? any : say(`resource.${effect.of}`) });
    case 'prestige':
      return say('tile.prestige', { n: effect.uses, of: effect.of === 'any' ? any : say(`prestige.${effect.of}`) });
    case 'perBuilding':
      return say('tile.perBuilding', { vp: effect.vp, value: effect.value });
    case 'perLandmark':
    case 'perOwned':
      return say(`tile.${effect.kind}`, { vp: effect.vp });
    case 'buyKey':
      return say('tile.buyKey', { francs: effect.francs });
    default:
      return say(`tile.${effect.kind}`);
  }
}

/** `Say` over this game's message file in one language, for texts the engine composes (log lines). */
export function sayIn(lang: Lang): Say {
  return (key, params = {}) => {
    const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages[lang]);
    if (typeof template !== 'string') throw new Error(`Paris message ${lang}:${key} is missing`);
    return fillTemplate(template, params);
  };
}
