/**
 * The BGG plays XML reader field by field, on two real /xmlapi2/plays pages (sources in
 * tests/fixtures/history/README.md): bgg-excali8ur.xml (Excali8ur/BGG_PlayViewer, plays.xml, commit 7077a88) and
 * bgg-ddmits.xml (Jikkenteki/BGG-PickToPlay, the plays-page-1 string of plays.cljs, commit 7a6e8a7).
 * Each test reads real plays taken out of those pages; where it needs something neither page holds (incomplete,
 * nowinstats, a length, a quantity above 1, odd ids and start positions, hostile values), it changes one
 * attribute of one real play and says which.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseBggXml } from '../../../src-shared/history/formats/bgg';
import { CAPS } from '../../../src-shared/history/formats/limits';
import type { ExchangePlayer } from '../../../src-shared/history/types';

const fixture = (name: string) => readFileSync(join(__dirname, '..', '..', 'fixtures', 'history', name), 'utf8');
const excali8ur = fixture('bgg-excali8ur.xml');
const ddmits = fixture('bgg-ddmits.xml');

/** One `<play>` element of a real page, exactly as the page has it. */
function realPlay(page: string, id: string): string {
  const start = page.indexOf(`<play id="${id}"`);
  if (start < 0) throw new Error(`no play ${id}`);
  const end = page.indexOf('</play>', start) + '</play>'.length;
  return page.slice(start, end);
}

/** A plays page around the given `<play>` elements, with BGG's own `<plays>` attributes. */
function page(...plays: string[]): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<plays username="Excali8ur" userid="2237308" total="${plays.length}" page="1" termsofuse="https://boardgamegeek.com/xmlapi/termsofuse">\n${plays.join('\n')}\n</plays>`;
}

const brief = (problems: { where: string; key?: string; params?: Record<string, string | number> }[]) => problems.map((p) => [p.where, p.key, p.params]);

function seat(fields: Partial<ExchangePlayer> & Pick<ExchangePlayer, 'key' | 'name' | 'bggUsername'>): ExchangePlayer {
  return {
    anonymous: false, startPosition: null, colour: '', team: '', role: '', scoreText: '', score: null, rank: null, winner: false, newToGame: false,
    personExtra: {}, extra: { userid: '0', rating: '0' }, ...fields,
  };
}
const anonymousSeat = (winner: boolean) => seat({ key: 'anonymous', anonymous: true, name: '', bggUsername: '', winner });
const rianne = (fields: Partial<ExchangePlayer> = {}) => seat({ key: 'user:excali8ur', name: 'Rianne', bggUsername: 'Excali8ur', extra: { userid: '2237308', rating: '0' }, ...fields });
const boardgame = { objecttype: 'thing', subtypes: { subtype: [{ value: 'boardgame' }] } };
const game = (name: string, bggId: number | null) => ({ name, bggId, highestWins: true, noPoints: false, cooperative: false, usesTeams: false, extra: {} });

describe('real plays, every field', () => {
  test('a play with one player, alone on its page: the play, its item, its one seat and the catalogues', () => {
    const parsed = parseBggXml(page(realPlay(excali8ur, '95585043')));
    expect(parsed.problems).toEqual([]);
    expect(parsed.plays).toEqual([
      {
        uid: 'bgg:95585043', bggPlayId: 95585043, game: game('365 Adventures: The Dungeon', 424055), mode: 'manual', playedAt: '2025-02-19 00:00:00',
        durationMin: null, location: 'H.', notes: '', incomplete: false, excludeFromStats: false, quantity: 1, expansions: [], board: '', manualWinner: false,
        players: [rianne()], extra: { item: boardgame },
      },
    ]);
    expect(parsed.people).toEqual([{ key: 'user:excali8ur', name: 'Rianne', bggUsername: 'Excali8ur', extra: {} }]);
    expect(parsed.games).toEqual([game('365 Adventures: The Dungeon', 424055)]);
    expect(parsed.locations).toEqual([{ name: 'H.', extra: {} }]);
  });

  test('BGG\'s "Anonymous player" seats, a named seat without a username and the user, with their wins', () => {
    const [kluster] = parseBggXml(page(realPlay(excali8ur, '95581007'))).plays;
    expect(kluster.game).toEqual(game('Kluster', 277458));
    expect(kluster.extra).toEqual({ item: { objecttype: 'thing', subtypes: { subtype: [{ value: 'boardgame' }, { value: 'boardgameintegration' }] } } });
    expect(kluster.players).toEqual([
      anonymousSeat(true), anonymousSeat(true), anonymousSeat(false), anonymousSeat(false),
      seat({ key: 'name:margo', name: 'Margo', bggUsername: '', winner: true }),
      rianne(),
    ]);
  });

  test('scores as text and number, new players, a multi-line comment and the people it names', () => {
    const parsed = parseBggXml(page(realPlay(excali8ur, '94449491')));
    const [welcome] = parsed.plays;
    expect(welcome.notes).toBe('Played with expansions:\n- [thing=265374]Welcome To...: Winter Wonderland Thematic Neighborhood[/thing]');
    expect(welcome.extra).toEqual({ item: boardgame });
    expect(welcome.players).toEqual([
      seat({ key: 'name:marcha', name: 'Marcha', bggUsername: '', scoreText: '97', score: 97 }),
      rianne({ scoreText: '122', score: 122, winner: true }),
      seat({ key: 'user:keukenprinses', name: 'Sabrina', bggUsername: 'Keukenprinses', scoreText: '113', score: 113, newToGame: true, extra: { userid: '3011805', rating: '0' } }),
    ]);
    expect(parsed.people.map((p) => p.key)).toEqual(['name:marcha', 'user:excali8ur', 'user:keukenprinses']);
  });

  test('colours, a name with a character reference, and an accented game name', () => {
    const parsed = parseBggXml(page(realPlay(excali8ur, '89719852'), realPlay(excali8ur, '89718245')));
    expect(parsed.problems).toEqual([]);
    expect(parsed.plays.map((p) => p.game.name)).toEqual(['Goryō', 'Goryō']);
    expect(parsed.plays[0].players).toEqual([
      rianne({ colour: 'Samurai', newToGame: true, extra: { userid: '2237308', rating: '0' } }),
      seat({ key: 'name:tom', name: 'Tom', bggUsername: '', colour: 'Goryo', winner: true }),
    ]);
    expect(parsed.plays[1].players.map((p) => [p.colour, p.newToGame, p.winner])).toEqual([['Goryo', true, true], ['Samurai', true, false]]);
    expect(parsed.games).toEqual([game('Goryō', 277902)]);
    const whole = parseBggXml(excali8ur);
    expect(whole.problems).toEqual([]);
    expect(whole.plays).toHaveLength(100);
    expect(whole.games.map((g) => g.name)).toContain("My Father's Work");
    expect(whole.locations).toEqual(['H.', 'D.', 'T.', 'E.', 'O.', 'S.', 'V.'].map((name) => ({ name, extra: {} })));
  });

  test('start positions, usernames and negative scores (bgg-ddmits.xml)', () => {
    const parsed = parseBggXml(page(realPlay(ddmits, '41582786'), realPlay(ddmits, '48077780')));
    expect(parsed.problems).toEqual([]);
    const [orleans, maracaibo] = parsed.plays;
    expect(orleans.game).toEqual(game('Orléans', 164928));
    expect(orleans.location).toBe('');
    expect(orleans.players).toEqual([
      seat({ key: 'user:ddmits', name: 'Dimitris Dranidis', bggUsername: 'ddmits', startPosition: 1, scoreText: '86', score: 86, extra: { userid: '119790', rating: '0' } }),
      seat({ key: 'user:adranidis', name: 'Andreas', bggUsername: 'adranidis', startPosition: 2, scoreText: '169', score: 169, winner: true, extra: { userid: '162973', rating: '0' } }),
      seat({ key: 'user:escrow', name: 'Stavros', bggUsername: 'Escrow', startPosition: 3, scoreText: '112', score: 112, extra: { userid: '1386373', rating: '0' } }),
      seat({ key: 'name:kyriakos', name: 'Kyriakos', bggUsername: '', startPosition: 4, scoreText: '93', score: 93 }),
    ]);
    expect(maracaibo.players.map((p) => [p.key, p.startPosition, p.score, p.winner])).toEqual([['user:ddmits', 1, 142, false], ['user:adranidis', 2, 145, true]]);
    expect(parsed.locations).toEqual([]);
    const whole = parseBggXml(ddmits);
    expect(whole.problems).toEqual([]);
    expect(whole.plays).toHaveLength(100);
    const eugenios = whole.plays.flatMap((p) => p.players).filter((p) => p.name === 'Eugenios');
    expect(eugenios.map((p) => [p.scoreText, p.score])).toContainEqual(['-10', -10]);
  });
});

describe('attributes the real pages never set, on one real play (95585043) changed', () => {
  const base = realPlay(excali8ur, '95585043');

  test('a comment that is only a number stays text', () => {
    const [play] = parseBggXml(page(base.replace('</item>', '</item><comments>2</comments>'))).plays;
    expect(play.notes).toBe('2');
  });

  test('incomplete, nowinstats, a length and a quantity, each read', () => {
    const changed = base.replace('quantity="1" length="0" incomplete="0" nowinstats="0"', 'quantity="3" length="95" incomplete="1" nowinstats="1"');
    const [play] = parseBggXml(page(changed)).plays;
    expect([play.quantity, play.durationMin, play.incomplete, play.excludeFromStats]).toEqual([3, 95, true, true]);
  });

  test('empty and missing attributes take their defaults without a problem', () => {
    const empty = base.replace('quantity="1" length="0" incomplete="0" nowinstats="0" location="H."', 'quantity="" length="" incomplete="" nowinstats=""');
    const parsed = parseBggXml(page(empty.replace(' startposition="" color=""', '').replace(' new="0"', ' new=""')));
    expect(parsed.problems).toEqual([]);
    const [play] = parsed.plays;
    expect([play.quantity, play.durationMin, play.incomplete, play.excludeFromStats, play.location]).toEqual([1, null, false, false, '']);
    expect(play.players).toEqual([rianne()]);
    expect(parsed.locations).toEqual([]);
  });

  test('play ids and game ids of 0 or below are none; such a play gets an id from its content', () => {
    const noIds = (id: string, objectid: string, text = base) => text.replace('id="95585043"', `id="${id}"`).replace('objectid="424055"', `objectid="${objectid}"`);
    const parsed = parseBggXml(page(noIds('0', '0'), noIds('-3', '-5'), noIds('', '')));
    expect(parsed.problems).toEqual([]);
    expect(parsed.plays.map((p) => [p.bggPlayId, p.game.bggId])).toEqual([[null, null], [null, null], [null, null]]);
    for (const play of parsed.plays) expect(play.uid).toMatch(/^bggx:[0-9a-f]{16}$/);
    // The same date, game, location and seats: the same play, whatever its id says.
    expect(new Set(parsed.plays.map((p) => p.uid)).size).toBe(1);
    const uid = (text: string) => parseBggXml(page(noIds('0', '0', text))).plays[0].uid;
    const same = uid(base);
    expect(uid(base.replace('date="2025-02-19"', 'date="2025-02-18"'))).not.toBe(same);
    expect(uid(base.replace('name="365 Adventures: The Dungeon"', 'name="Kluster"'))).not.toBe(same);
    expect(uid(base.replace('location="H."', 'location="D."'))).not.toBe(same);
    expect(uid(base.replace('name="Rianne"', 'name="Margo"'))).not.toBe(same);
    expect(uid(base.replace('score=""', 'score="12"'))).not.toBe(same);
    expect(uid(base.replace('new="0"', 'new="1"'))).toBe(same);
  });

  test('start positions: whole numbers from 1 are read; anything else is kept as the file wrote it', () => {
    const at = (value: string) => parseBggXml(page(base.replace('startposition=""', `startposition="${value}"`))).plays[0].players[0];
    expect([at('12').startPosition, at('12').extra]).toEqual([12, { userid: '2237308', rating: '0' }]);
    for (const odd of ['0', '1.5', '2a', 'a2', '-1']) {
      expect([at(odd).startPosition, at(odd).extra]).toEqual([null, { userid: '2237308', startposition: odd, rating: '0' }]);
    }
    expect(at('').extra).toEqual({ userid: '2237308', rating: '0' });
  });

  test('a play without <players>, with an empty <players/>, and a <player/> with no attributes (an unnamed seat, not dropped)', () => {
    const without = base.replace(/<players>[\s\S]*<\/players>/, '');
    const emptyList = base.replace(/<players>[\s\S]*<\/players>/, '<players/>');
    const bare = base.replace(/<players>[\s\S]*<\/players>/, '<players><player/><player name="Margo"/></players>');
    const parsed = parseBggXml(page(without, emptyList, bare));
    expect(parsed.problems).toEqual([]);
    expect(parsed.plays.map((p) => p.players.length)).toEqual([0, 0, 2]);
    expect(parsed.plays[2].players).toEqual([{ ...anonymousSeat(false), extra: {} }, seat({ key: 'name:margo', name: 'Margo', bggUsername: '', extra: {} })]);
    expect(parsed.people.map((p) => p.key)).toEqual(['name:margo']);
  });

  test('a username without a name is the seat\'s name; the same username twice in one play is refused', () => {
    const noName = base.replace('name="Rianne"', 'name=""');
    expect(parseBggXml(page(noName)).plays[0].players).toEqual([rianne({ name: 'Excali8ur' })]);
    const twice = base.replace(/(<player [^>]*\/>)/, '$1<player username="EXCALI8UR" name="Rianne B." win="0"/>');
    const parsed = parseBggXml(page(twice, realPlay(excali8ur, '95545584')));
    expect(brief(parsed.problems)).toEqual([['<play> #1 (id="95585043") <player> #2 name', 'twiceInPlay', { name: 'Rianne B.' }]]);
    expect(parsed.plays.map((p) => p.bggPlayId)).toEqual([95545584]);
  });

  test('kept attributes and elements: unknown ones on the play and the item; an item with only known attributes keeps nothing', () => {
    const extended = base.replace('location="H."', 'location="H." userid="7"').replace(/<item [^>]*>[\s\S]*?<\/item>/, '<item name="365 Adventures: The Dungeon" objectid="424055"/>');
    const [play] = parseBggXml(page(extended)).plays;
    expect(play.extra).toEqual({ userid: '7' });
  });
});

describe('problems: located, the play left out, the rest read', () => {
  const base = realPlay(excali8ur, '95585043');
  const other = realPlay(excali8ur, '95545584');
  const where = '<play> #1 (id="95585043")';
  const problemsOf = (changed: string) => {
    const parsed = parseBggXml(page(changed, other));
    expect(parsed.plays.map((p) => p.bggPlayId)).toEqual([95545584]);
    return brief(parsed.problems);
  };

  test('numbers and flags', () => {
    expect(problemsOf(base.replace('quantity="1"', 'quantity="0"'))).toEqual([[`${where} quantity`, 'quantity', {}]]);
    expect(problemsOf(base.replace('length="0"', 'length="-5"'))).toEqual([[`${where} length`, 'lengthNegative', {}]]);
    expect(problemsOf(base.replace('quantity="1"', 'quantity="2x"'))).toEqual([[`${where} quantity`, 'notWhole', { value: '2x' }]]);
    expect(problemsOf(base.replace('length="0"', 'length="x2"'))).toEqual([[`${where} length`, 'notWhole', { value: 'x2' }]]);
    expect(problemsOf(base.replace('incomplete="0"', 'incomplete="2"'))).toEqual([[`${where} incomplete`, 'notZeroOne', { value: '2' }]]);
    expect(problemsOf(base.replace('new="0"', 'new="yes"'))).toEqual([[`${where} <player> #1 new`, 'notZeroOne', { value: 'yes' }]]);
    expect(problemsOf(base.replace('objectid="424055"', 'objectid="4x"'))).toEqual([[`${where} <item> objectid`, 'notWhole', { value: '4x' }]]);
  });

  test('dates, the item, a seat given as text, a play given as text, a play without an id', () => {
    expect(problemsOf(base.replace('date="2025-02-19"', 'date="2025-02-30"'))).toEqual([[`${where} date`, 'notDate', { value: '2025-02-30' }]]);
    expect(problemsOf(base.replace('name="365 Adventures: The Dungeon" ', ''))).toEqual([[`${where} <item>`, 'itemName', {}]]);
    expect(problemsOf(base.replace(/<item [\s\S]*?<\/item>/, ''))).toEqual([[`${where} <item>`, 'itemName', {}]]);
    expect(problemsOf(base.replace('</players>', '<player>Margo</player></players>'))).toEqual([[`${where} <player> #2`, 'notObject', {}]]);
    expect(problemsOf(base.replace(/^<play id="95585043"/, '<play').replace('date="2025-02-19"', 'date=""'))).toEqual([['<play> #1 date', 'notDate', { value: '' }]]);
    const asText = parseBggXml(page(other, '<play>Azul, Tuesday</play>'));
    expect(brief(asText.problems)).toEqual([['<play> #2', 'notObject', {}]]);
    expect(asText.plays).toHaveLength(1);
  });

  test('every capped field at its cap is read, one character over is refused', () => {
    // The attribute of the play's element or of its one <player> element.
    const capped = (element: string, attr: string, value: string) =>
      base.replace(new RegExp(`<${element} [^>]*>`), (tag) => tag.replace(new RegExp(`\\b${attr}="[^"]*"`), `${attr}="${value}"`));
    const cases: [string, string, number, string][] = [
      ['player', 'username', CAPS.personName, `${where} <player> #1 username`],
      ['player', 'name', CAPS.personName, `${where} <player> #1 name`],
      ['play', 'location', CAPS.location, `${where} location`],
      ['player', 'color', CAPS.seatText, `${where} <player> #1 color`],
      ['player', 'score', CAPS.score, `${where} <player> #1 score`],
    ];
    for (const [element, attr, max, at] of cases) {
      expect(parseBggXml(page(capped(element, attr, 'x'.repeat(max)), other)).problems).toEqual([]);
      expect(problemsOf(capped(element, attr, 'x'.repeat(max + 1)))).toEqual([[at, 'tooLong', { max }]]);
    }
    const item = (n: number) => base.replace('name="365 Adventures: The Dungeon"', `name="${'g'.repeat(n)}"`);
    expect(parseBggXml(page(item(CAPS.gameName))).plays[0].game.name).toHaveLength(CAPS.gameName);
    expect(problemsOf(item(CAPS.gameName + 1))).toEqual([[`${where} <item> name`, 'tooLong', { max: CAPS.gameName }]]);
    const comments = (n: number) => base.replace('</item>', `</item><comments>${'c'.repeat(n)}</comments>`);
    expect(parseBggXml(page(comments(CAPS.notes))).plays[0].notes).toHaveLength(CAPS.notes);
    expect(problemsOf(comments(CAPS.notes + 1))).toEqual([[`${where} <comments>`, 'tooLong', { max: CAPS.notes }]]);
  });
});

describe('the file as a whole', () => {
  test('a page with no plays (BGG\'s answer for a user who logged none) and an empty <plays/> read as nothing, without a problem', () => {
    for (const text of ['<?xml version="1.0" encoding="utf-8"?>\n<plays username="nobody" userid="1" total="0" page="1" termsofuse="https://boardgamegeek.com/xmlapi/termsofuse"/>', '<plays/>', '<plays></plays>']) {
      expect(parseBggXml(text)).toEqual({ plays: [], people: [], games: [], locations: [], problems: [] });
    }
  });

  test('another top element, or text in <plays>, is no plays page', () => {
    for (const text of ['<items total="0"/>', '<plays>95585043</plays>']) {
      expect(brief(parseBggXml(text).problems)).toEqual([['the whole file', 'noPlaysElement', {}]]);
    }
  });

  test('XML the validator refuses gives its message at its line and column', () => {
    const [problem] = parseBggXml('<plays>\n  <play id="1" date="2024-01-01">\n</plays>').problems;
    expect(problem).toMatchObject({
      where: 'line 3, column 1', key: 'notXml', at: { kind: 'position', line: 3, column: 1 },
      params: { detail: "Expected closing tag 'play' (opened in line 2, col 3) instead of closing tag 'plays'." },
    });
  });

  test('whitespace, comments and CDATA in a real page: comments and CDATA do not count as nesting, and are not read as plays', () => {
    const manyComments = Array.from({ length: CAPS.depth + 5 }, (_, i) => `<!-- exported page ${i} -->`).join('\n');
    const tagsInComment = `<!-- ${'<b>'.repeat(CAPS.depth + 5)} -->`;
    const inCdata = Array.from({ length: CAPS.depth + 5 }, () => '<i>').join(' ');
    const cdata = `<comments><![CDATA[${inCdata}]]></comments>`;
    const play = realPlay(excali8ur, '95585043').replace('</item>', `</item>${cdata}`);
    const parsed = parseBggXml(page(manyComments, tagsInComment, play));
    expect(parsed.problems).toEqual([]);
    expect(parsed.plays.map((p) => p.notes)).toEqual([inCdata]);
  });

  test('a file of exactly the cap is read; one character more is refused before any parsing', () => {
    // Padded with one comment (the parser skips it at once; whitespace it would walk through for a minute).
    const padded = (n: number) => `<plays><!--${'x'.repeat(n - '<plays><!----></plays>'.length)}--></plays>`;
    expect(parseBggXml(padded(CAPS.fileChars)).problems).toEqual([]);
    expect(brief(parseBggXml(padded(CAPS.fileChars + 1)).problems)).toEqual([['the whole file', 'fileTooBig', { max: CAPS.fileChars }]]);
  });
});
