/**
 * Labels players read in the game's own words (issue 20): over random legal play of every game, in both
 * modes and every UI language, no move-list label and no log line shows a raw coordinate like "(1, 0)" or
 * an internal id, and the labels of one move list are all different (a keyboard user must tell two moves apart).
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { createI18n } from 'vue-i18n';
import type { Locale } from '../../src-shared/ipc/contract';
import type { AnyGame, GameId, MatchMode } from '../../src-shared/engine/types';
import { setupState } from '../../src-shared/engine/runner';
import { createRng } from '../../src-shared/engine/rng';
import { getGame } from '../../src-shared/games/registry';
import { frenchElision } from '../../src-shared/engine/message';
import { en } from '../../src-renderer/i18n/en';
import { ja } from '../../src-renderer/i18n/ja';
import { fr } from '../../src-renderer/i18n/fr';
import { frenchPlural, translateWith, type Catalog } from '../../src-renderer/i18n/translate';
import type { Translate } from '../../src-renderer/games/types';
import { messages as parisMessages } from '../../src-shared/games/paris/messages';
import { messages as parisParisMessages } from '../../src-shared/games/paris-paris/messages';
import { messages as carcassonneMessages } from '../../src-shared/games/carcassonne/messages';
import { messages as enRouteMessages } from '../../src-shared/games/en-route/messages';
import { actionLabel as parisLabel } from '../../src-renderer/games/paris/labels';
import { actionLabel as parisParisLabel } from '../../src-renderer/games/paris-paris/action-label';
import { actionLabel as carcassonneLabel } from '../../src-renderer/games/carcassonne/action-label';
import { actionLabel as enRouteLabel } from '../../src-renderer/games/en-route/labels';
import { roadKey } from '../../src-shared/games/en-route/route/types';
import { LANDMARKS as EN_ROUTE_LANDMARKS } from '../../src-shared/games/en-route/data';
import { intersectionPlace } from '../../src-shared/games/en-route/places';
import { END_TILE_IDS, LANDMARKS as PARIS_LANDMARKS } from '../../src-shared/games/paris/data';
import { act as parisAct, build as parisBuild, edit as parisEdit, mainPhase as parisMainPhase, start as parisStart } from '../../src-shared/games/paris/test-helpers';

const LOCALES: Locale[] = ['en', 'ja', 'fr'];
const BASE = { en, ja, fr } as Record<Locale, Record<string, unknown>>;
const MESSAGES: Record<GameId, Record<Locale, unknown>> = { paris: parisMessages, 'paris-paris': parisParisMessages, carcassonne: carcassonneMessages, 'en-route': enRouteMessages };
const LABELS: Record<GameId, (action: unknown, t: Translate, view: unknown) => string> = {
  paris: parisLabel, 'paris-paris': parisParisLabel, carcassonne: carcassonneLabel, 'en-route': enRouteLabel,
};

interface Words { t: Translate; catalog: Catalog }

function wordsFor(locale: Locale): Words {
  const games = Object.fromEntries(Object.entries(MESSAGES).map(([id, m]) => [id, m[locale]]));
  const tree = { ...BASE[locale], games };
  const i18n = createI18n({
    legacy: false, locale, missingWarn: false, fallbackWarn: false, pluralRules: { fr: frenchPlural }, messages: { [locale]: tree },
    postTranslation: <T>(text: T): T => (typeof text === 'string' && locale === 'fr' ? (frenchElision(text) as T) : text),
  });
  const global = i18n.global as unknown as Omit<Catalog, 'template'>;
  const template = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return { t: (key, params) => global.t(key, params ?? {}), catalog: { t: global.t, te: global.te, template } };
}

const WORDS: Record<Locale, Words> = { en: wordsFor('en'), ja: wordsFor('ja'), fr: wordsFor('fr') };

/** A coordinate pair as a debugger prints it: "(1, 0)", "(-2,3)". */
const COORDINATE = /\(\s*-?\d+\s*,\s*-?\d+\s*\)/;
/** Internal ids: catalogue numbers of cards and goals, café ids, tile keys, untranslated message keys. */
const INTERNAL_ID = /\bpg-\d|\bcafe-[a-g]\b|\bb\d+\b|games\.[a-z-]+\.|\{\w+\}|\bundefined\b|\bNaN\b|\[object/;

interface Found { where: string; text: string }

/** Plays one random game, collecting every move list (labels per locale) and every log line on the way. */
function walk(game: AnyGame, players: number, seed: string, mode: MatchMode): { lists: Found[][]; lines: Found[] } {
  const setup = { game: game.meta.id, options: {}, players, names: ['Aiko', 'Ben', 'Chloé', 'Dai', 'Emma'].slice(0, players), seed, mode };
  const start = setupState(game, setup);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const rng = createRng(`${seed}/labels`);
  const lists: Found[][] = [];
  const lines: Found[] = [];
  const label = LABELS[game.meta.id];
  for (let step = 0; step < 2000; step++) {
    const actor = game.currentActor(state);
    if (actor === 'terminal') break;
    const seat = actor === 'chance' ? null : actor;
    const view = game.view(state, seat);
    const legal = actor === 'chance' ? game.chanceOutcomes(state).map((o) => o.action) : game.legalActions(state);
    const where = `${game.meta.id} ${mode} ${players}p seed ${seed} step ${step}`;
    // Assist mode offers the table's chance outcomes in the move list; digital mode draws them.
    // Every other move list is read (all of them take Paris half a minute); every log line is.
    if ((actor !== 'chance' || mode === 'assist') && step % 2 === 0) {
      for (const locale of LOCALES) lists.push(legal.map((a) => ({ where: `${where} ${locale} ${JSON.stringify(a)}`, text: label(a, WORDS[locale].t, view) })));
    }
    const action = legal[rng.int(legal.length)];
    for (const viewer of [null, seat]) {
      const line = game.describeAction(state, action, viewer);
      lines.push({ where: `${where} log (viewer ${viewer})`, text: line.text });
      for (const locale of LOCALES) lines.push({ where: `${where} ${locale} log (viewer ${viewer})`, text: translateWith(WORDS[locale].catalog, line, game.meta.id) });
    }
    state = game.reduce(state, action);
  }
  return { lists, lines };
}

const offending = (found: Found[]) => found.filter((f) => COORDINATE.test(f.text) || INTERNAL_ID.test(f.text)).map((f) => `${f.where}: ${f.text}`);

function duplicates(list: Found[]): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const f of list) {
    if (seen.has(f.text)) out.push(`"${f.text}" twice: ${seen.get(f.text)} / ${f.where}`);
    seen.set(f.text, f.where);
  }
  return out;
}

describe.each(['paris', 'paris-paris', 'carcassonne', 'en-route'] as GameId[])('%s: labels in the game’s own words', (id) => {
  const game = getGame(id)!;
  test.each(['digital', 'assist'] as MatchMode[])('%s play: no coordinate or id in any move label or log line, and move lists are unique', (mode) => {
    fc.assert(
      fc.property(fc.integer({ min: game.meta.minPlayers, max: game.meta.maxPlayers }), fc.string({ minLength: 1, maxLength: 6 }), (players, seed) => {
        const { lists, lines } = walk(game, players, seed, mode);
        expect(offending(lists.flat()).slice(0, 10)).toEqual([]);
        expect(offending(lines).slice(0, 10)).toEqual([]);
        expect(lists.flatMap(duplicates).slice(0, 10)).toEqual([]);
      }),
      { numRuns: 2 },
    );
  });
});

describe('labels read as the rulebooks put it, word for word', () => {
  const carcassonne = getGame('carcassonne')!;
  /** The start tile alone on the table, the table's next tile drawn (assist mode names it). */
  function afterDraw(tile: string) {
    const start = setupState(carcassonne, { game: 'carcassonne', options: {}, players: 2, names: ['Aiko', 'Ben'], seed: 's', mode: 'assist' });
    if (!start.ok) throw new Error(start.error.message);
    return carcassonne.reduce(start.value, { type: 'draw', tile });
  }
  const label = (locale: Locale, action: unknown, state: unknown) => carcassonneLabel(action, WORDS[locale].t, carcassonne.view(state, 0));

  test('Carcassonne: a tile placed beside the start tile, named by side, by how it lies and by what it completes', () => {
    const straight = afterDraw('U');
    const east = { type: 'place', tile: 'U', x: 1, y: 0, r: 0 };
    expect(label('en', east, straight)).toBe('Place the tile east of the start tile: road east–west');
    expect(label('ja', east, straight)).toBe('スタートタイルの東に置く：道 東–西');
    expect(label('fr', east, straight)).toBe('Poser la tuile à l’est de la tuile de départ : route est–ouest');
    // A one-sided city tile turned to face the start tile's city closes it.
    const city = afterDraw('E');
    const north = { type: 'place', tile: 'E', x: 0, y: -1, r: 2 };
    expect(label('en', north, city)).toBe('Place the tile north of the start tile: city south — completes the city');
    expect(label('ja', north, city)).toBe('スタートタイルの北に置く：都市 南（都市が完成）');
    expect(label('fr', north, city)).toBe('Poser la tuile au nord de la tuile de départ : ville sud — achève la ville');
    const line = carcassonne.describeAction(city, north, null);
    expect(line.text).toBe('Aiko placed a tile north of the start tile: city south — completes the city');
    expect(translateWith(WORDS.ja.catalog, line, 'carcassonne')).toBe('Aikoがタイルをスタートタイルの北に置いた：都市 南（都市が完成）');
    expect(translateWith(WORDS.fr.catalog, line, 'carcassonne')).toBe('Aiko pose une tuile au nord de la tuile de départ : ville sud — achève la ville');
    // The tiles on offer in assist mode are told apart by how they look, not by a catalogue letter.
    expect(label('en', { type: 'draw', tile: 'X' }, afterDraw('U'))).toBe('Tile drawn: roads north, east, south and west, 1 left');
  });

  test('En Route: sections named by the locations on either side, in each board’s own printed coordinates', () => {
    // The parts of a view the labels read: whose board, and how that board numbers its rows and columns.
    const view = (board: number, viewer: number) => ({ viewer, turn: null, seats: viewer === 0 ? [{ board }] : [{ board: 0 }, { board }] });
    const edge = { type: 'section', road: roadKey({ x: 0, y: 0 }, { x: 1, y: 0 }) };
    const inner = { type: 'section', road: roadKey({ x: 1, y: 1 }, { x: 2, y: 1 }) };
    expect(enRouteLabel(edge, WORDS.en.t, view(0, 0))).toBe('Section on the north side of Willow Park (map edge)');
    expect(enRouteLabel(inner, WORDS.en.t, view(0, 0))).toBe('Section between column 2 · row 1 and the Maritime Museum');
    // Seat 2's board numbers its columns 6…1 and its rows 4, 5, 6, 1, 2, 3.
    expect(enRouteLabel(inner, WORDS.en.t, view(1, 1))).toBe('Section between column 5 · row 4 and the Maritime Museum');
    expect(enRouteLabel(inner, WORDS.ja.t, view(0, 0))).toBe('セクション：列2・行1と海洋博物館の間');
    expect(enRouteLabel(inner, WORDS.fr.t, view(0, 0))).toBe('Section entre colonne 2 · rangée 1 et le Musée maritime');
    expect(enRouteLabel({ type: 'routeStart', at: { x: 3, y: 0 } }, WORDS.en.t, view(0, 0))).toBe('Start route at the café at the north-east corner of the Rope Bridge');
    // Landmark names take their article, contracted as French writes it; a square named by its coordinates takes none.
    const corner = (x: number, y: number, lang: 'en' | 'fr') => intersectionPlace({ x, y }, 0, lang);
    expect(EN_ROUTE_LANDMARKS.map((l) => [corner(l.x, l.y, 'en'), corner(l.x, l.y, 'fr')])).toEqual([
      ['the north-west corner of Willow Park', 'le coin nord-ouest du Parc des Saules'],
      ['the north-west corner of the Rope Bridge', 'le coin nord-ouest du Pont de corde'],
      ['the north-west corner of the Fish Market', 'le coin nord-ouest du Marché aux poissons'],
      ['the north-west corner of the Maritime Museum', 'le coin nord-ouest du Musée maritime'],
      ['the north-west corner of the Harbour Clocktower', 'le coin nord-ouest de l’Horloge du port'],
      ['the north-west corner of the Cliff Gardens', 'le coin nord-ouest des Jardins de la falaise'],
      ['the north-west corner of the Lantern Fair', 'le coin nord-ouest de la Foire aux lanternes'],
      ['the north-west corner of Old Town Square', 'le coin nord-ouest de la Place de la Vieille-Ville'],
      ['the north-west corner of the Opera House', 'le coin nord-ouest de l’Opéra'],
      ['the north-west corner of the Glasshouse Conservatory', 'le coin nord-ouest de la Serre de verre'],
      ['the north-west corner of the Botanic Walk', 'le coin nord-ouest de la Promenade botanique'],
      ['the north-west corner of the Stadium', 'le coin nord-ouest du Stade'],
      ['the north-west corner of the Paper Theatre', 'le coin nord-ouest du Théâtre de papier'],
      ['the north-west corner of the Old Lighthouse', 'le coin nord-ouest du Vieux phare'],
      ['the north-west corner of the Salt Baths', 'le coin nord-ouest des Bains de sel'],
      ['the north-west corner of the Tea Pier', 'le coin nord-ouest de la Jetée du thé'],
    ]);
    expect(enRouteLabel(edge, WORDS.fr.t, view(0, 0))).toBe('Section au nord du Parc des Saules (bord du plan)');
  });

  test('Paris: two prestige slots of one colour are told apart by their place on the landmark', () => {
    const view = { pending: { landmark: 'louvre' }, options: { landmarks: PARIS_LANDMARKS } };
    expect(parisLabel({ type: 'prestige', slots: [1] }, WORDS.en.t, view)).toBe('Hand in gold prestige (slot 2) for 5 VP');
    expect(parisLabel({ type: 'prestige', slots: [2] }, WORDS.en.t, view)).toBe('Hand in gold prestige (slot 3) for 5 VP');
    expect(parisLabel({ type: 'prestige', slots: [0, 2] }, WORDS.ja.t, view)).toBe('銀の名誉、金の名誉(枠3)を支払い9勝利点');
    expect(parisLabel({ type: 'prestige', slots: [0] }, WORDS.fr.t, view)).toBe('Rendre prestige argent pour 4 PV');
  });

  test('Paris: the twelve end-game tiles on offer are named by what they do, never by their catalogue id', () => {
    const late = parisMainPhase(parisEdit(parisStart(2), (d) => (d.endTiles = [...END_TILE_IDS])), 0);
    const choosing = parisAct(late, { type: 'takeEndTile' });
    const game = getGame('paris')!;
    const view = game.view(choosing, choosing.turn);
    for (const locale of ['en', 'ja', 'fr'] as const) {
      const labels = END_TILE_IDS.map((tile) => parisLabel({ type: 'chooseEndTile', tile }, WORDS[locale].t, view));
      expect(new Set(labels).size, locale).toBe(12);
      for (const label of labels) expect(label, locale).not.toMatch(/\bE\d+\b/);
    }
    expect(parisLabel({ type: 'chooseEndTile', tile: 'E4' }, WORDS.en.t, view)).toBe('Take this end-game tile: +5 VP');
    expect(parisLabel({ type: 'chooseEndTile', tile: 'E10' }, WORDS.en.t, view)).toBe('Take this end-game tile: +2 F +2 VP');
  });

  // Issue 22: "move labels show francs but not the wood, marble or gold a space needs".
  test('Paris: a move names the wood, marble and gold it costs besides francs (Julie’s theatre to the value-12 landmark)', () => {
    const s = parisMainPhase(parisEdit(parisStart(), (d) => {
      parisBuild(d, 'la-villette', 8);
      d.districts['la-villette'].spaces[5].keys = [2];
      d.turn = 2;
      d.players[2].francs = 4;
      d.players[2].resources = { wood: 0, marble: 1, gold: 1 };
    }));
    const view = getGame('paris')!.view(s, 2);
    const move = { type: 'moveKey', from: { kind: 'building', district: 'la-villette', value: 8 }, to: { kind: 'newLandmark', district: 'la-villette', landmark: 'luxembourg' } };
    for (const locale of LOCALES) expect(parisLabel(move, WORDS[locale].t, view), locale).toMatch(locale === 'ja' ? /大理石.*金/ : locale === 'fr' ? /marbre.*or/ : /4 F.*1× marble, 1× gold/);
  });

  // Issue 22: "tile buttons give formulas (…) instead of what they would score now".
  test('Paris: a bonus tile that counts what its owner holds says what it would give now (Charlotte: 3 value-4 buildings, 15 VP)', () => {
    const s = parisMainPhase(parisEdit(parisStart(), (d) => {
      d.players[0].tiles = [{ id: 'b18', uses: 1 }];
      for (const district of ['belleville', 'montmartre', 'chaillot'] as const) {
        parisBuild(d, district, 4);
        d.districts[district].spaces[3].keys = [0];
      }
    }));
    const game = getGame('paris')!;
    const mine = game.view(s, 0);
    expect(parisLabel({ type: 'useTile', tile: 'b18' }, WORDS.en.t, mine)).toMatch(/\(now 15 VP\)$/);
    expect(parisLabel({ type: 'useTile', tile: 'b18' }, WORDS.ja.t, mine)).toMatch(/現在15勝利点/);
    expect(parisLabel({ type: 'useTile', tile: 'b18' }, WORDS.fr.t, mine)).toMatch(/actuellement 15 PV/);
    // Another seat's view holds no such figure (it would tell what the owner holds behind the screen).
    expect((game.view(s, 1) as { players: { tileVpNow: unknown }[] }).players[0].tileVpNow).toBeNull();
  });
});
