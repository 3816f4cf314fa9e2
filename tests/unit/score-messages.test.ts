/**
 * Every score line (label, reason) and every tie-break (rule, explanation) that a registered game produces
 * reads in English, Japanese and French: the key resolves in each language's message tree (merged as the
 * renderer merges them), the template gets every {param} it names, and no English word reaches a Japanese
 * or French sentence through a param. Sources: each game's end-state example for every variant, city and
 * mode it offers, the same with two players tied, and finished (and half-played) random digital games.
 */
import { describe, expect, test } from 'vitest';
import { createI18n } from 'vue-i18n';
import { randomPlayout, replay, setupState, zodToAppError, type MatchSetup } from '../../src-shared/engine/runner';
import type { AnyGame, GameId, Message, ScoreReport } from '../../src-shared/engine/types';
import { listGames } from '../../src-shared/games/registry';
import { DISTRICT_NAMES } from '../../src-shared/games/paris/data';
import { messages as parisMessages } from '../../src-shared/games/paris/messages';
import { messages as parisParisMessages } from '../../src-shared/games/paris-paris/messages';
import { DEFAULT_BOARD } from '../../src-shared/games/paris-paris/data';
import { messages as carcassonneMessages } from '../../src-shared/games/carcassonne/messages';
import { messages as enRouteMessages } from '../../src-shared/games/en-route/messages';
import { cityExamples } from '../../src-shared/games/en-route/sheets/examples';
import { CITY_IDS } from '../../src-shared/games/en-route/sheets';
import { en } from '../../src-renderer/i18n/en';
import { ja } from '../../src-renderer/i18n/ja';
import { fr } from '../../src-renderer/i18n/fr';
import { frenchPlural, resolvedKey, translateWith, type Catalog } from '../../src-renderer/i18n/translate';
import { templateParams } from '../../src-shared/engine/message';
import { createRng } from '../../src-shared/engine/rng';
import { bestTrail } from '../../src-shared/games/en-route/route/optimiser';
import { randomBoard } from '../../src-shared/games/en-route/route/random-board';
import { checkTrail, trailFromSet } from '../../src-shared/games/en-route/route/trail';

type Locale = 'en' | 'ja' | 'fr';
type Input = Record<string, unknown> & { players: Record<string, unknown>[] };

interface GameCases {
  messages: Record<Locale, Record<string, unknown>>;
  /** End states to score: the example of every variant, city and mode. */
  endStates(example: Input): Input[];
  /** Moves points onto a player's sheet, to make two players tie. */
  addPoints(player: Record<string, unknown>, points: number): void;
  /** Digital games to play out at random. */
  digital: { players: number; options: Record<string, unknown> }[];
  /** Names printed on the components that every edition keeps (Paris's districts stay French in Japan too). */
  properNames: string[];
}

const clone = <T>(value: T): T => structuredClone(value);
const withPlayers = (input: Input, count: number): Input => ({ ...clone(input), players: clone(input.players.slice(0, count)) });

const CASES: Record<GameId, GameCases> = {
  paris: {
    messages: parisMessages,
    endStates: (example) => [
      example,
      // Equal francs, so a tie on VP goes on to the value tie-break (JP total, FR single).
      { ...clone(example), players: example.players.map((p) => ({ ...p, francs: 4 })) },
      { ...clone(example), players: example.players.map((p) => ({ ...p, francs: 4 })), finalTieBreak: 'single' },
      // Two players, rulebook example 3: Belleville 12 against 5, under half of 1st place, so 2nd scores nothing.
      { ...withPlayers(example, 2), districts: [{ district: 'belleville', vpTile: [18, 9, 4], owned: [[12], [5]] }] },
    ],
    addPoints: (player, points) => (player.vpTrack = Number(player.vpTrack) + points),
    digital: [{ players: 3, options: {} }, { players: 2, options: { setup: 'random', ignoreDistrictNames: true, finalTieBreak: 'single' } }],
    properNames: Object.values(DISTRICT_NAMES),
  },
  'paris-paris': {
    messages: parisParisMessages,
    endStates: (example) => [
      example,
      { ...withPlayers(example, 2), players: withPlayers(example, 2).players.map((p) => ({ ...p, bag: 0 })), openMarker: 'green', shops: twoPlayerShops(example.shops as Record<string, number[]>) },
      { ...clone(example), players: [...clone(example.players), { name: 'Dai', points: 30, marker: 'orange', bag: 3 }] },
    ],
    addPoints: (player, points) => (player.points = Number(player.points) + points),
    digital: [{ players: 2, options: {} }, { players: 3, options: { smallTourLines: 'tile-line', grandTourAdjacent: 'all-adjacent' } }, { players: 4, options: {} }],
    properNames: DEFAULT_BOARD.stops.map((s) => s.name),
  },
  carcassonne: {
    messages: carcassonneMessages,
    endStates: (example) => [example, { ...withPlayers(example, 2), features: [{ kind: 'city', size: 3, pennants: 1, meeples: [1, 1] }] }],
    addPoints: (player, points) => (player.scoreTrack = Number(player.scoreTrack) + points),
    digital: [{ players: 2, options: {} }, { players: 3, options: { gifts: false } }],
    properNames: [],
  },
  'en-route': {
    messages: enRouteMessages,
    endStates: () => [...CITY_IDS.flatMap((city) => enRouteModes(cityExamples[city] as Input)), ...enRouteRarities()],
    // A popular landmark worth `points` (at most 50 each on a sheet).
    addPoints: (player, points) => {
      const yellow = (player.yellow as number[] | undefined) ?? [];
      for (let left = points; left > 0; left -= 50) yellow.push(Math.min(50, left));
      player.yellow = yellow;
    },
    digital: [
      { players: 2, options: {} },
      { players: 3, options: { level: 'intermediate', ratings: 'advanced' } },
      { players: 2, options: { level: 'simple' } },
      { players: 4, options: { team: true } },
      { players: 1, options: {} },
    ],
    properNames: [],
  },
};

/** The 3-player example's shops without the third player's. */
function twoPlayerShops(shops: Record<string, number[]>): Record<string, number[]> {
  return Object.fromEntries(Object.entries(shops).map(([stop, owners]) => [stop, owners.filter((o) => o < 2)]));
}

/** A city's example as competitive, team (four players) and solo (the first player) game. */
function enRouteModes(example: Input): Input[] {
  const four = [...clone(example.players), ...clone(example.players).map((p) => ({ ...p, name: `${String(p.name)} II` }))].slice(0, 4);
  const solo = { ...withPlayers(example, 1), mode: 'solo', advanced: false, solo: { requiredPp: 60, requiredGoals: 1 } };
  return [example, { ...clone(example), mode: 'team', players: four }, solo];
}

/** Sheets that reach the rarer sentences: nothing on the route, a "−" goal met but not won, ties past every rule. */
function enRouteRarities(): Input[] {
  const example = (city: string) => clone(cityExamples[city as keyof typeof cityExamples]) as Input;
  const bare = (city: string): Input => {
    const input = example(city);
    for (const p of input.players) {
      for (const list of ['yellow', 'grey', 'remoteSpaces', 'remoteLandmarks', 'bridgeIntersections']) if (list in p) p[list] = [];
      if ('toursCompleted' in p) p.toursCompleted = { red: false, green: false, blue: false };
    }
    return input;
  };
  const copies = (input: Input, count: number): Input => ({ ...input, players: ['Ann', 'Ben', 'Cid', 'Dee'].slice(0, count).map((name) => ({ ...clone(input.players[0]), name })) });
  const london = example('london');
  london.players[1].goalResults = [3, 4, 2]; // goal C (at most 2): Aiko 1 wins, Ben 2 meets it
  const soloMissed = { ...withPlayers(example('london'), 1), mode: 'solo', solo: { requiredPp: 40, requiredGoals: 3 } };
  soloMissed.players[0].goalResults = [1, 1, 3];
  // Hong Kong's tram goal B scored per section (a per-unit card).
  const tram = example('hong-kong');
  (tram.goals as Record<string, unknown>[])[1] = { ...(tram.goals as Record<string, unknown>[])[1], kind: 'perUnit', ppEach: 2 };
  return [
    tram,
    ...['cairo', 'rio', 'paris', 'new-york'].map(bare),
    london,
    soloMissed,
    copies(example('hong-kong'), 2),
    { ...copies(example('first-city'), 4), mode: 'team' },
  ];
}

const BASE: Record<Locale, Record<string, unknown>> = { en, ja, fr };

/** The message trees as the renderer merges them: the app's own, with each game's under games.<id>. */
function catalogFor(locale: Locale): Catalog {
  const games = Object.fromEntries(Object.entries(CASES).map(([id, c]) => [id, c.messages[locale]]));
  const tree = { ...BASE[locale], games };
  const i18n = createI18n({ legacy: false, locale, missingWarn: false, fallbackWarn: false, pluralRules: { fr: frenchPlural }, messages: { [locale]: tree } });
  const global = i18n.global as unknown as Omit<Catalog, 'template'>;
  const template = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return { t: global.t, te: global.te, template };
}

const CATALOGS: Record<Locale, Catalog> = { en: catalogFor('en'), ja: catalogFor('ja'), fr: catalogFor('fr') };

interface Found {
  where: string;
  message: Message;
}

function messagesOf(report: ScoreReport, where: string): Found[] {
  const lines = report.seats.flatMap((s) => s.breakdown.flatMap((l) => [
    { where: `${where} seat ${s.seat} ${l.category} label`, message: l.label },
    { where: `${where} seat ${s.seat} ${l.category} reason`, message: l.reason },
  ]));
  const ties = report.tieBreaks.flatMap((tb, i) => [
    { where: `${where} tie-break ${i} rule`, message: tb.rule },
    { where: `${where} tie-break ${i} explanation`, message: tb.explanation },
  ]);
  return [...lines, ...ties];
}

/** The end state with its first two players level on points, so the tie-breaks are consulted. */
function tied(game: AnyGame, cases: GameCases, input: Input): Input {
  const [a, b] = game.endState.score(game.endState.schema.parse(input)).seats.sort((x, y) => x.seat - y.seat);
  const copy = clone(input);
  if (a.total !== b.total) cases.addPoints(copy.players[a.total < b.total ? 0 : 1], Math.abs(a.total - b.total));
  return copy;
}

function endStateMessages(game: AnyGame, cases: GameCases): { found: Found[]; names: string[] } {
  const found: Found[] = [];
  const names: string[] = [];
  cases.endStates(game.endState.example as Input).forEach((raw, i) => {
    const variants = raw.players.length > 1 && raw.mode !== 'team' ? [raw, tied(game, cases, raw)] : [raw];
    variants.forEach((input, v) => {
      const parsed = game.endState.schema.safeParse(input);
      expect(parsed.success, `end state ${i}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      found.push(...messagesOf(game.endState.score(parsed.data), `end state ${i}${v ? ' (tied)' : ''}`));
      names.push(...namesIn(input));
    });
  });
  return { found, names };
}

/** What people typed into the sheet: player names, goal card names, Cairo's remote spaces. */
function namesIn(input: Input): string[] {
  const goals = ((input.goals as { name: string }[] | undefined) ?? []).map((g) => g.name);
  const spaces = input.players.flatMap((p) => ((p.remoteSpaces as { name: string }[] | undefined) ?? []).map((s) => s.name));
  return [...input.players.map((p) => String(p.name)), ...goals, ...spaces];
}

function digitalMessages(game: AnyGame, cases: GameCases): { found: Found[]; names: string[] } {
  const found: Found[] = [];
  const names = ['Ann', 'Ben', 'Cid', 'Dee'];
  for (const { players, options } of cases.digital) {
    for (const seed of ['i18n-1', 'i18n-2']) {
      const setup: MatchSetup = { game: game.meta.id, options, players, names: names.slice(0, players), seed, mode: 'digital' };
      const { actions, state } = randomPlayout(game, setup);
      const where = `${players}p ${JSON.stringify(options)} ${seed}`;
      found.push(...messagesOf(game.score(state), where));
      // Half-way: the provisional score shown while the game runs.
      const half = replay(game, setup, actions.slice(0, Math.floor(actions.length / 2)));
      if (half.ok) found.push(...messagesOf(game.score(half.state), `${where} half-way`));
    }
  }
  return { found, names };
}

/** Log lines of the same random games, as the first seat and as an onlooker (hidden cards differ). */
function logMessages(game: AnyGame, cases: GameCases): { found: Found[]; names: string[] } {
  const found: Found[] = [];
  const names = ['Ann', 'Ben', 'Cid', 'Dee'];
  for (const { players, options } of cases.digital) {
    const setup: MatchSetup = { game: game.meta.id, options, players, names: names.slice(0, players), seed: 'i18n-log', mode: 'digital' };
    const { actions } = randomPlayout(game, setup);
    const start = setupState(game, setup);
    if (!start.ok) throw new Error(start.error.message);
    let state = start.value;
    actions.forEach((action, i) => {
      for (const viewer of [0, null]) found.push({ where: `${players}p log ${i}`, message: game.describeAction(state, action, viewer) });
      state = game.reduce(state, action);
    });
  }
  return { found, names };
}

const LATIN_WORD = /[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ'’-]*/g;
/** Latin letters a Japanese sentence may keep: PP (the rulebook's own abbreviation), goal ids and letters. */
const NEUTRAL_WORD = /^(PP|[A-Z]\d?|[a-z])$/;

function foreignWords(text: string, allowed: string[]): string[] {
  let rest = text;
  for (const name of [...allowed].sort((a, b) => b.length - a.length)) if (name) rest = rest.split(name).join(' ');
  return (rest.match(LATIN_WORD) ?? []).filter((word) => !NEUTRAL_WORD.test(word));
}

/** Everything wrong with one message in one language, as sentences. */
function problems(message: Message, gameId: GameId, locale: Locale, allowed: string[]): string[] {
  const catalog = CATALOGS[locale];
  if (!message.key) return [`no key for "${message.text}"`];
  const params = message.params ?? {};
  if (message.key === 'tiebreak.explanation') {
    const rule = resolvedKey(catalog, String(params.ruleKey) || undefined, gameId);
    const unit = `tiebreakUnits.${String(params.unit).replace(/\W+/g, '_')}`;
    return [
      ...(rule ? [] : [`tie-break rule "${String(params.rule)}" has no ${locale} text`]),
      ...(locale === 'en' || catalog.te(unit) ? [] : [`tie-break unit "${String(params.unit)}" has no ${locale} text`]),
    ];
  }
  const key = resolvedKey(catalog, message.key, gameId);
  if (!key) return [`key ${message.key} has no ${locale} text ("${message.text}")`];
  const needed = templateParams(catalog.template(key));
  const missing = needed.filter((name) => !(name in params));
  if (missing.length) return [`${key} needs {${missing.join('}, {')}} ("${message.text}")`];
  if (locale === 'en') return [];
  const englishNeeds = templateParams(CATALOGS.en.template(resolvedKey(CATALOGS.en, message.key, gameId) ?? ''));
  // An English phrase handed to the template as a param: the rest of the sentence is translated, it is not.
  const englishParams = needed.filter((name) => typeof params[name] === 'string' && foreignWords(String(params[name]), allowed).length > 0 && (locale === 'ja' || englishNeeds.includes(name)));
  if (englishParams.length) return [`${key} gets English {${englishParams.join('}, {')}}: "${translateWith(catalog, message, gameId)}"`];
  const shown = translateWith(catalog, message, gameId);
  const leftover = locale === 'ja' ? foreignWords(shown, allowed) : [];
  return leftover.length ? [`${key} reads "${shown}" (English: ${leftover.join(', ')})`] : [];
}

describe.each(listGames().map((g) => [g.meta.id, g] as const))('%s score lines and log lines read in en, ja and fr', (id, game) => {
  const cases = CASES[id];

  test.each([
    ['end-state examples (every variant, city and mode, and tied)', endStateMessages],
    ['random digital games (finished and half-way)', digitalMessages],
    ['log lines of random digital games', logMessages],
  ] as const)('%s', (_what, collect) => {
    const { found, names } = collect(game, cases);
    expect(found.length).toBeGreaterThan(0);
    const allowed = [...new Set([...names, ...cases.properNames])];
    const seen = new Set<string>();
    const report: string[] = [];
    for (const { where, message } of found) {
      for (const locale of ['en', 'ja', 'fr'] as const) {
        for (const problem of problems(message, id, locale, allowed)) {
          // One report per language, key and kind of problem (the same line recurs for every seat and game).
          const once = `${locale} ${message.key ?? where.replace(/^.* seat \d+ /, '')} ${problem.split(' ')[0]}`;
          if (!seen.has(once)) report.push(`${locale}: ${problem} — ${where}`);
          seen.add(once);
        }
      }
    }
    expect(report).toEqual([]);
  });
});

test('a line saved before its template needed a new param shows its English text, not a sentence with a hole', () => {
  // Paris Paris once sent only `line`; the Japanese template now reads `lineJa`.
  const saved: Message = { text: 'Grand tours: Red', key: 'score.grand', params: { line: 'Red' } };
  expect(translateWith(CATALOGS.ja, saved, 'paris-paris')).toBe('Grand tours: Red');
  expect(translateWith(CATALOGS.ja, { ...saved, params: { line: 'Red', lineJa: '赤', lineFr: 'Rouge' } }, 'paris-paris')).toBe('グランドツアー：赤の路線');
});

test('the final-route proof reads in en, ja and fr: root bound reached, every route searched, stopped at a limit', () => {
  const reasons = new Map<string, Message>();
  for (let i = 0; i < 40 && reasons.size < 3; i++) {
    const { sections, model } = randomBoard(createRng(`proof-i18n-${i}`), { width: 4, height: 4, sections: 5 + (i % 8) });
    for (const nodeLimit of [undefined, 1]) {
      const { proof } = bestTrail(sections, model, { nodeLimit });
      reasons.set(proof.method, proof.reason);
    }
  }
  expect([...reasons.keys()].sort()).toEqual(['bound', 'searched', 'stopped']);
  const report = [...reasons.values()].flatMap((reason) => (['en', 'ja', 'fr'] as const).flatMap((locale) => problems(reason, 'en-route', locale, [])));
  expect(report).toEqual([]);
});

test('the route checks say what is wrong in en, ja and fr: every kind of problem', () => {
  const s = (id: string, ax: number, ay: number, bx: number, by: number) => ({ id, a: { x: ax, y: ay }, b: { x: bx, y: by } });
  const board = [s('a', 0, 0, 1, 0), s('b', 1, 0, 2, 0), s('c', 1, 0, 1, 1), s('far', 5, 5, 6, 5)];
  const model = { features: [], terms: [], transit: { label: 'tube', hops: [[[0], [96]]] as [number[], number[]][] } };
  const failures = [
    trailFromSet(board, []),
    trailFromSet(board, ['nope']),
    trailFromSet(board, ['a', 'b', 'c']),
    trailFromSet(board, ['a', 'far']),
    checkTrail(board, { start: { x: 0, y: 0 }, sections: ['a', 'a'] }),
    checkTrail(board, { start: { x: 0, y: 0 }, sections: ['far'] }),
    checkTrail(board, { start: { x: 0, y: 0 }, sections: ['a', 'far'], transfer: { after: 1, to: { x: 3, y: 3 } } }, model),
    checkTrail(board, { start: { x: 0, y: 0 }, sections: ['a'], transfer: { after: 1, to: { x: 0, y: 6 } } }, model),
  ];
  const reasons = failures.flatMap((f) => (f.ok ? [] : f.reasons));
  expect(new Set(reasons.map((r) => r.key))).toEqual(new Set(['none', 'unknown', 'oddEnds', 'disconnected', 'twice', 'broken', 'ride', 'rideOrder'].map((k) => `sheet.route.problem.${k}`)));
  expect(reasons.flatMap((reason) => (['en', 'ja', 'fr'] as const).flatMap((locale) => problems(reason, 'en-route', locale, ['a', 'b', 'c', 'far', 'nope'])))).toEqual([]);
});

test('every game\'s end-state checks say what does not add up in en, ja and fr, and the error carries the key', () => {
  const trees: [string, (locale: Locale) => Record<string, string>][] = [
    ['paris', (l) => parisMessages[l].validation],
    ['paris-paris', (l) => parisParisMessages[l].validation],
    ['carcassonne', (l) => carcassonneMessages[l].validation],
    ['en-route', (l) => enRouteMessages[l].sheet.validation],
  ];
  for (const [id, tree] of trees) {
    for (const locale of ['ja', 'fr'] as const) {
      const wrong = Object.entries(tree('en')).filter(([name, text]) => {
        const other = tree(locale)[name];
        // A param built in every language (inEveryLanguage) is `<name>` in English, `<name>Ja` / `<name>Fr` here.
        const own = (template: string) => templateParams(template).map((p) => p.replace(/(Ja|Fr)$/, '')).sort().join();
        return !other || other === text || own(other) !== own(text);
      });
      expect(wrong.map(([name]) => `${id} ${locale} ${name}`)).toEqual([]);
    }
  }
  const game = listGames().find((g) => g.meta.id === 'en-route')!;
  const example = clone(cityExamples['first-city']) as Input;
  example.players[0].personalGoalSections = 99;
  const parsed = game.endState.schema.safeParse(example);
  expect(parsed.success).toBe(false);
  const error = zodToAppError(parsed.error!, 'input/invalid');
  expect(error.detail).toEqual({ key: 'games.en-route.sheet.validation.stretchTooLong', params: { name: 'Aiko' } });
  expect(CATALOGS.ja.t(error.detail!.key, error.detail!.params)).toBe('Aiko: 個人目標のセクションはルートより長くできません。');
});

test('a custom Paris Paris board that cannot be played is worded in the reader\'s language, in an end state and in the options', () => {
  const game = listGames().find((g) => g.meta.id === 'paris-paris')!;
  const board = { ...DEFAULT_BOARD, pSpaces: 2 };
  const endState = game.endState.schema.safeParse({ ...(game.endState.example as object), options: { board } });
  const options = game.optionsSchema.safeParse({ board });
  for (const [parsed, path] of [[endState, ['options', 'board']], [options, ['board']]] as const) {
    expect(parsed.success).toBe(false);
    const error = zodToAppError(parsed.error!, 'input/invalid');
    expect(error.message).toContain('Board: There are 5 lines but only 2 P spaces');
    expect(error.path).toEqual(path);
    expect(error.detail).toEqual({ key: 'games.paris-paris.board.problem.fewPSpaces', params: { lines: 5, spaces: 2 } });
    expect(CATALOGS.ja.t(error.detail!.key, error.detail!.params)).toBe('路線が 5 本なのに P のマスが 2 しかありません。');
    expect(CATALOGS.fr.t(error.detail!.key, error.detail!.params)).toContain('5 lignes mais seulement 2 cases P');
  }
});

test('a count of one reads in the singular in en and fr, and a line saved before the count param keeps its English', () => {
  const track = (points: number): Message => ({ text: `${points} points`, key: 'score.trackReason', params: { points, count: points } });
  expect(translateWith(CATALOGS.en, track(1), 'paris-paris')).toBe('1 point on the score track before the special runs (entered)');
  expect(translateWith(CATALOGS.en, track(7), 'paris-paris')).toBe('7 points on the score track before the special runs (entered)');
  expect(translateWith(CATALOGS.fr, track(1), 'paris-paris')).toBe('1 point sur la piste avant les courses spéciales (saisi)');
  const franc: Message = { text: '1 VP per franc: 1 franc', key: 'score.bonus27Reason', params: { francs: 1, count: 1 } };
  expect(translateWith(CATALOGS.en, franc, 'paris')).toBe('1 VP per franc: 1 franc');
  const goal = (sections: number): Message => ({ text: '', key: 'sheet.reason.personalGoal', params: { sections, count: sections, factor: 1, points: sections } });
  expect(translateWith(CATALOGS.en, goal(1), 'en-route')).toBe('1 section between two marked intersections × 1 = 1');
  expect(translateWith(CATALOGS.fr, goal(3), 'en-route')).toBe('3 sections entre deux intersections marquées × 1 = 3');
  const refresh = (count: number): Message => ({ text: '', key: 'log.refresh', params: { name: 'Ann', count } });
  expect(translateWith(CATALOGS.en, refresh(1), 'en-route')).toBe('Ann refreshed 1 card (once per game)');
  expect(translateWith(CATALOGS.fr, refresh(2), 'en-route')).toBe('Ann a renouvelé 2 cartes (une fois par partie)');
  const challenge = (required: number, count?: number): Message => ({
    text: `cell 75 PP, ${required} goal card(s) to achieve: 81 PP and 1 achieved; challenge met: record 81 PP in the cell`,
    key: 'reason.challenge.goals.met',
    params: { city: 'first-city', requiredPp: 75, required, ...(count === undefined ? {} : { count }), measure: 'goals', pp: 81, achieved: 1, met: 1 },
  });
  expect(translateWith(CATALOGS.en, challenge(1, 1), 'en-route')).toBe('cell 75 PP, 1 goal card to achieve: 81 PP and 1 achieved; challenge met: record 81 PP in the cell');
  expect(translateWith(CATALOGS.fr, challenge(2, 2), 'en-route')).toMatch(/^case 75 PP, 2 cartes objectif à réussir/);
  expect(translateWith(CATALOGS.en, { text: '', key: 'ui.toReveal', params: { count: 1 } }, 'paris-paris')).toBe('1 tile still to reveal');
  expect(translateWith(CATALOGS.fr, { text: '', key: 'ui.toReveal', params: { count: 3 } }, 'paris-paris')).toBe('encore 3 tuiles à retourner');
  // A challenge line saved before it carried `count` keeps its own words.
  expect(translateWith(CATALOGS.fr, challenge(2), 'en-route')).toBe(challenge(2).text);
  // Saved by an older version, without `count`: its own English, never "12 point".
  const saved: Message = { text: '12 points on the score track before the special runs (entered)', key: 'score.trackReason', params: { points: 12 } };
  expect(translateWith(CATALOGS.fr, saved, 'paris-paris')).toBe(saved.text);
});
