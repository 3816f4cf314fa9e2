/** Words for Paris's locations and actions in the renderer (rules-free: reads only data and the view). */
import type { Translate } from '../types';
import { DISTRICT_NAMES, typedLandmarkName, type District, type TileEffect } from '../../../src-shared/games/paris/data';
import type { Action, Dest, Loc, View } from '../../../src-shared/games/paris/types';
import { destinationCost } from '../../../src-shared/games/paris/costs';
import { tileEffectWords } from '../../../src-shared/games/paris/tile-words';

export const NS = 'games.paris';
const VALUES = [1, 2, 3, 4, 5, 8];

/** The game's components as its options have them (data.ts unless the group corrected them). */
type Components = Pick<View, 'options'>;

export function landmark(view: Components, id: string) {
  return view.options.landmarks.find((l) => l.id === id)!;
}

/**
 * A landmark's name as the reader's edition prints it (the data keeps the French); a name the group typed
 * into the options for their own box is shown as typed.
 */
export function landmarkName(t: Translate, view: Components, id: string): string {
  const typed = typedLandmarkName(landmark(view, id));
  if (typed) return typed;
  const key = `${NS}.landmarkNames.${id}`;
  const name = t(key);
  return name === key ? landmark(view, id).name : name;
}

export function vpTileText(view: Components, index: number): string {
  return view.options.vpTiles[index]?.join('/') ?? '?';
}

/** Cuts a name to fit a board box of `width` Latin letters; a Japanese character takes two. */
export function fitName(name: string, width: number): string {
  let used = 0;
  for (let i = 0; i < name.length; i++) {
    used += name.charCodeAt(i) >= 0x2e80 ? 2 : 1;
    if (used > width) return `${name.slice(0, Math.max(1, i - 1))}…`;
  }
  return name;
}

/** A text's width in ems as the board measures it: Latin letters at 0.6 em, Japanese characters at 1 em. */
function ems(text: string): number {
  let width = 0;
  for (let i = 0; i < text.length; i++) width += text.charCodeAt(i) >= 0x2e80 ? 1 : 0.6;
  return width;
}

/**
 * The width to squeeze a board text into (SVG textLength) when, at `fontPx`, it would run past `boxPx`;
 * undefined when it fits as it is.
 */
export function squeezeTo(text: string, fontPx: number, boxPx: number): number | undefined {
  return ems(text) * fontPx > boxPx ? boxPx : undefined;
}

/** Japanese may not start a line with these (a long-vowel mark, small kana, a middle dot, closing marks). */
const NO_LINE_START = new Set([...'ーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎ・、。）」』']);

/** Katakana, hiragana or kanji: a Japanese name breaks best where one gives way to another (ルーヴル|美術館). */
function script(code: number): 'katakana' | 'hiragana' | 'kanji' | 'other' {
  if (code >= 0x30a0 && code <= 0x30ff) return 'katakana';
  if (code >= 0x3040 && code <= 0x309f) return 'hiragana';
  return code >= 0x4e00 && code <= 0x9fff ? 'kanji' : 'other';
}

/**
 * A name on at most two lines of `lineEms` each, broken at the best place that fits: after a space or a
 * Japanese middle dot (・), else where katakana gives way to kanji, else between any two Japanese characters
 * the rules of Japanese line breaking allow. A second line still too long is cut with an ellipsis. The first
 * line keeps its space, so the lines read back as the name.
 */
export function wrapName(name: string, lineEms: number): string[] {
  if (ems(name) <= lineEms) return [name];
  let word = 0;
  let scriptChange = 0;
  let anyJapanese = 0;
  let fits = 1;
  for (let end = 1; end < name.length && ems(name.slice(0, end).trimEnd()) <= lineEms; end++) {
    fits = end;
    const before = name.charCodeAt(end - 1);
    const after = name.charCodeAt(end);
    if (name[end - 1] === ' ' || name[end - 1] === '・') word = end;
    if (before < 0x2e80 || after < 0x2e80 || NO_LINE_START.has(name[end])) continue;
    anyJapanese = end;
    if (script(before) !== script(after)) scriptChange = end;
  }
  const end = word || scriptChange || anyJapanese || fits;
  const rest = name.slice(end).trimStart();
  return [name.slice(0, end), ems(rest) <= lineEms ? rest : cutToEms(rest, lineEms)];
}

function cutToEms(text: string, limit: number): string {
  let end = text.length;
  while (end > 1 && ems(text.slice(0, end)) + 0.6 > limit) end--;
  return `${text.slice(0, end)}…`;
}

export function districtName(d: string): string {
  return DISTRICT_NAMES[d as District] ?? d;
}

export function typeName(t: Translate, type: string | null): string {
  return type ? t(`${NS}.type.${type}`) : '?';
}

export function locLabel(view: View, loc: Loc | Dest, t: Translate): string {
  if (loc.kind === 'arc') return t(`${NS}.board.arc`);
  const name = districtName(loc.district);
  if (loc.kind === 'bank') return t(`${NS}.board.bankOf`, { district: name });
  if (loc.kind === 'building') {
    const type = view.districts[loc.district].spaces[VALUES.indexOf(loc.value)]?.type ?? null;
    return t(`${NS}.board.space`, { district: name, type: typeName(t, type), value: loc.value });
  }
  const id = loc.kind === 'landmark' ? view.districts[loc.district].landmarks[loc.index]?.id : loc.landmark;
  return `${landmarkName(t, view, id)} (${landmark(view, id).value}) · ${name}`;
}

export function tileEffectOf(view: Components, id: string): TileEffect {
  return id.startsWith('b') ? view.options.bonusTiles[Number(id.slice(1))] : view.options.endTiles[id];
}

export function tileName(id: string): string {
  return id.startsWith('b') ? id.slice(1) : id;
}

/** One line saying what a tile does. */
export function tileText(t: Translate, view: Components, id: string): string {
  return tileEffectWords(tileEffectOf(view, id), (key, params) => t(`${NS}.${key}`, params ?? {}));
}

/** A tile's effect plus what it would give if used now, for tiles that count what their owner holds. */
export function tileTextNow(t: Translate, view: View, id: string): string {
  const text = tileText(t, view, id);
  const seat = view.viewer;
  const now = seat === null ? undefined : view.players[seat]?.tileVpNow?.[id];
  return now === undefined ? text : t(`${NS}.board.now`, { text, vp: now });
}

function what(t: Translate, kind: 'resource' | 'prestige', type: string): string {
  return t(`${NS}.${kind}.${type}`);
}

export function actionLabel(raw: unknown, t: Translate, rawView: unknown): string {
  const a = raw as Action;
  const view = rawView as View;
  switch (a.type) {
    case 'draw': {
      const [district, value] = a.tile.split(':');
      return t(`${NS}.action.draw`, { district: districtName(district), value });
    }
    case 'layoutToken':
      return t(`${NS}.action.layoutToken`, { token: a.token === 'wood' || a.token === 'marble' ? what(t, 'resource', a.token) : what(t, 'prestige', a.token) });
    case 'layoutBonus':
      return t(`${NS}.action.layoutBonus`, { number: a.number });
    case 'placeBuilding':
      return t(`${NS}.action.placeBuilding`, { district: districtName(a.district) });
    case 'placeKey':
      return a.at === 'arc' ? t(`${NS}.action.placeKeyArc`) : t(`${NS}.action.placeKeyBank`, { district: districtName(a.at), francs: view.options.bankFrancs[a.at] });
    case 'moveKey': {
      const price = destValue(view, a.to) - sourceValue(view, a.from);
      const via = a.via ? t(`${NS}.action.via`, { n: a.via }) : '';
      return t(`${NS}.action.moveKey`, { from: locLabel(view, a.from, t), to: locLabel(view, a.to, t), francs: price, resources: resourcesText(t, view, a.to) }) + via;
    }
    case 'chooseEndTile':
      // Named by what it does (no two end-game tiles do the same), never by the catalogue's id.
      return `${t(`${NS}.action.chooseEndTile`)}: ${tileTextNow(t, view, a.tile)}`;
    case 'bonusTrack':
    {
      // The tile waiting on that space, and what it does.
      const n = view.track[a.space]?.at(-1);
      const label = t(`${NS}.action.bonusTrack`, { space: a.space, n: n ?? '?' });
      return n === undefined ? label : `${label}: ${tileText(t, view, `b${n}`)}`;
    }
    case 'prestige': {
      if (a.slots.length === 0) return t(`${NS}.action.prestigeNone`);
      const l = landmark(view, view.pending.landmark ?? '');
      // Two slots of one colour are told apart by their place on the landmark (both take the same token).
      const slot = (i: number) => {
        const name = what(t, 'prestige', l.prestige[i].type);
        return l.prestige.filter((p) => p.type === l.prestige[i].type).length > 1 ? t(`${NS}.board.slotNumber`, { what: name, n: i + 1 }) : name;
      };
      const list = a.slots.map(slot).join(t(`${NS}.board.listSeparator`));
      return t(`${NS}.action.prestige`, { list, vp: a.slots.reduce((n, i) => n + l.prestige[i].vp, 0) });
    }
    case 'vpTile':
      return t(`${NS}.action.vpTile`, { tile: vpTileText(view, a.tile), district: districtName(a.district) });
    case 'useTile': {
      const tile = tileName(a.tile);
      if (a.space !== undefined) return t(`${NS}.action.useTileSpace`, { tile, n: view.track[a.space]?.at(-1) ?? '?', space: a.space });
      if (a.pairs) {
        const kind = tileEffectOf(view, a.tile).kind === 'prestigePairs' ? 'prestige' : 'resource';
        const types = kind === 'prestige' ? ['bronze', 'silver', 'gold'] : ['wood', 'marble', 'gold'];
        const pairs = a.pairs.map((n, i) => (n ? `${n}×2 ${what(t, kind, types[i])}` : '')).filter(Boolean).join(', ');
        return t(`${NS}.action.useTilePairs`, { tile, pairs });
      }
      return `${t(`${NS}.action.useTile`, { tile })}: ${tileTextNow(t, view, a.tile)}`;
    }
    case 'sell': {
      const francs = a.kind === 'resource' ? view.options.sellResource[a.as as 'wood'] : view.options.sellPrestige[a.as as 'bronze'];
      if (a.source === 'token') return t(`${NS}.action.sell`, { what: what(t, a.kind, a.as), francs });
      return t(`${NS}.action.sellTile`, { tile: tileName(a.source), what: what(t, a.kind, a.as), francs });
    }
    case 'buy':
      return t(`${NS}.action.buy`, { what: what(t, 'resource', a.resource), francs: view.options.buyPrice[a.resource] });
    default:
      return t(`${NS}.action.${a.type}`);
  }
}

/**
 * The wood, marble and gold a destination costs besides francs (", 1× marble, 2× gold"), from the engine's own
 * cost rule, so the label and the payment cannot disagree.
 */
export function resourcesText(t: Translate, view: View, to: Dest): string {
  const cost = destinationCost(view, to);
  const parts = (['wood', 'marble', 'gold'] as const).filter((r) => cost[r] > 0).map((r) => `${cost[r]}× ${what(t, 'resource', r)}`);
  return parts.length ? `${t(`${NS}.board.listSeparator`)}${parts.join(t(`${NS}.board.listSeparator`))}` : '';
}

function sourceValue(view: View, loc: Loc): number {
  if (loc.kind === 'arc' || loc.kind === 'bank') return 0;
  if (loc.kind === 'building') return loc.value;
  return landmark(view, view.districts[loc.district].landmarks[loc.index].id).value;
}

function destValue(view: View, dest: Dest): number {
  if (dest.kind === 'building') return dest.value;
  if (dest.kind === 'landmark') return landmark(view, view.districts[dest.district].landmarks[dest.index].id).value;
  return landmark(view, dest.landmark).value;
}

export { VALUES };
