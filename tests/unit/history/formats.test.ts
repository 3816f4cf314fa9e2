import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseBgStats } from '../../../src-shared/history/formats/bgstats';
import { parseBggXml } from '../../../src-shared/history/formats/bgg';
import { readCsv } from '../../../src-shared/history/formats/csv';
import { parseScoresCsv } from '../../../src-shared/history/formats/csv-import';
import { openTestHandlers } from '../helpers';
import { call, callError, ids, recordPlay } from './fixture';

const file = (name: string) => readFileSync(join(__dirname, 'files', name), 'utf8');
const bgstats = file('bgstats-sample.json');
const bgg = file('bgg-sample.xml');
/** What the CLI prints of a problem: where, and the English message. */
const plain = (problems: { where: string; message: string }[]) => problems.map(({ where, message }) => ({ where, message }));

function fresh() {
  return openTestHandlers();
}

function playCount(db: ReturnType<typeof fresh>['db']): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM plays`).get() as { n: number }).n;
}

describe('BG Stats JSON', () => {
  test('imports players, games, locations and plays with the rank rules applied', () => {
    const { handlers } = fresh();
    const outcome = call(handlers, 'history:import', { format: 'bgstats', text: bgstats });
    expect(outcome).toMatchObject({ imported: 3, alreadyPresent: 0, playersCreated: 4, gamesCreated: 3, problems: [] });
    const { plays } = call(handlers, 'history:plays', {});
    const [ccc, bbb, aaa] = plays;
    expect(aaa.players.map((p) => [p.name, p.scoreText, p.rank, p.winner, p.newToGame, p.startPosition])).toEqual([
      ['Anna', '62', 1, true, false, 1], ['Ben', '58', 2, false, true, null], ['Chloé', '58', 3, false, false, null],
    ]);
    expect(aaa).toMatchObject({ location: 'Home', durationMin: 40, notes: 'Close one', expansions: ['Azul: Crystal Mosaic'], mode: 'manual' });
    expect(bbb.players.map((p) => [p.name, p.team, p.rank, p.winner])).toEqual([
      ['Anna', 'Red', 2, false], ['Dev', 'Red', 2, false], ['Ben', 'Blue', 1, true], ['Chloé', 'Blue', 1, true],
    ]);
    expect(ccc).toMatchObject({ manualWinner: true, excludeFromStats: true });
    expect(ccc.players.map((p) => [p.name, p.rank, p.winner])).toEqual([['Ben', 1, true], ['Dev', 2, false]]);
    const catalog = call(handlers, 'history:catalog', {});
    expect(catalog.locations.map((l) => l.name)).toEqual(['Cafe Meeple', 'Home']);
  });

  test('unknown fields are kept and written back; export → import → export is stable', () => {
    const one = fresh().handlers;
    call(one, 'history:import', { format: 'bgstats', text: bgstats });
    const first = call(one, 'history:export', { format: 'bgstats' }).text;
    const exported = JSON.parse(first);
    expect(exported.plays[0]).toMatchObject({ uuid: 'play-aaa', entryDate: '2024-02-01 22:00:00', rating: 8, rounds: 5, bggId: 9001 });
    expect(exported.plays[0].playerScores[0]).toMatchObject({ scoreDetails: 'a+b', score: '62', winner: true, startPlayer: true });
    expect(exported.games.find((g: { name: string }) => g.name === 'Azul')).toMatchObject({ uuid: 'g-1', bggYear: 2017, bggId: 230802 });
    expect(exported.players.find((p: { name: string }) => p.name === 'Anna')).toMatchObject({ uuid: 'p-1', isAnonymous: false, bggUsername: 'annab' });
    expect(exported.locations.find((l: { name: string }) => l.name === 'Home')).toMatchObject({ uuid: 'l-1' });
    const two = fresh().handlers;
    call(two, 'history:import', { format: 'bgstats', text: first });
    expect(call(two, 'history:export', { format: 'bgstats' }).text).toBe(first);
    const reparsed = parseBgStats(first);
    const original = parseBgStats(bgstats);
    const core = (p: (typeof original.plays)[number]) => ({ uid: p.uid, playedAt: p.playedAt, game: p.game.name, location: p.location, players: p.players.map((x) => [x.name, x.scoreText, x.winner, x.team]) });
    expect(reparsed.plays.map(core)).toEqual(original.plays.map(core));
  });

  test('importing the same file again adds nothing; BGG plays already imported from BG Stats are skipped', () => {
    const { handlers, db } = fresh();
    call(handlers, 'history:import', { format: 'bgstats', text: bgstats });
    const again = call(handlers, 'history:import', { format: 'bgstats', text: bgstats });
    expect(again).toMatchObject({ imported: 0, alreadyPresent: 3, playersCreated: 0 });
    const viaBgg = call(handlers, 'history:import', { format: 'bgg', text: bgg });
    expect(viaBgg).toMatchObject({ imported: 1, alreadyPresent: 1 });
    expect(playCount(db)).toBe(4);
  });

  test('a bad file reports every problem with its location and imports nothing', () => {
    const { handlers, db } = fresh();
    recordPlay(handlers, 'Azul', '2024-01-01 10:00', [['Zed', '1'], ['Yan', '2']]);
    const broken = JSON.parse(bgstats);
    broken.plays[0].playDate = '2024-02-31 20:00:00';
    broken.plays[1].playerScores[2].playerRefId = 99;
    broken.plays[2].gameRefId = 42;
    broken.plays[2].durationMin = 'long';
    const text = JSON.stringify(broken, null, 2);
    const preview = call(handlers, 'history:import-preview', { format: 'bgstats', text });
    expect(plain(preview.problems)).toEqual([
      { where: 'plays[0].playDate', message: '"2024-02-31 20:00:00" is not a date and time (YYYY-MM-DD HH:MM:SS)' },
      { where: 'plays[1].playerScores[2].playerRefId', message: 'no player has id 99' },
      { where: 'plays[2].gameRefId', message: 'no game has id 42' },
      { where: 'plays[2].durationMin', message: 'should be a number, not "long"' },
    ]);
    const outcome = call(handlers, 'history:import', { format: 'bgstats', text });
    expect(outcome.imported).toBe(0);
    expect(outcome.problems).toHaveLength(4);
    expect(playCount(db)).toBe(1);
    expect(call(handlers, 'history:catalog', {}).players.map((p) => p.name)).toEqual(['Yan', 'Zed']);
  });

  test('broken JSON, and JSON that is not an export, say where', () => {
    const syntax = parseBgStats('{\n  "plays": [\n    { "uuid": "x", }\n  ]\n}');
    expect(syntax.problems[0].where).toMatch(/^line 3, column \d+$/);
    expect(plain(parseBgStats('[1,2]').problems)).toEqual([{ where: 'the whole file', message: 'should be a JSON object with "plays", "players" and "games"' }]);
    expect(parseBgStats('{}').problems.map((p) => p.where)).toEqual(['games', 'players', 'plays']);
  });

  test('the review step: case-only, exact and similar names, and the reviewer choices are used', () => {
    const { handlers } = fresh();
    recordPlay(handlers, 'Azul', '2024-01-01 10:00', [['anna', '1'], ['Chloe', '2'], ['Benjamin Ford', '3']]);
    const id = ids(handlers);
    const preview = call(handlers, 'history:import-preview', { format: 'bgstats', text: bgstats });
    expect(preview.people.map((p) => [p.importName, p.kind, p.playerName])).toEqual([
      ['Anna', 'case', 'anna'], ['Ben', 'new', null], ['Chloé', 'similar', 'Chloe'], ['Dev', 'new', null],
    ]);
    const outcome = call(handlers, 'history:import', {
      format: 'bgstats', text: bgstats,
      people: [{ importName: 'Chloé', playerId: id.player('Chloe') }, { importName: 'Ben', playerId: id.player('Benjamin Ford') }],
    });
    expect(outcome.playersCreated).toBe(1);
    const stats = call(handlers, 'history:player-stats', { playerId: id.player('Chloe') });
    expect(stats.plays).toBe(3);
    const clash = callError(handlers, 'history:import', {
      format: 'bgstats', text: bgstats.replace(/play-/g, 'other-').replace('"bggId": 9001', '"bggId": 0'),
      people: [{ importName: 'Ben', playerId: id.player('anna') }],
    });
    expect(clash.message).toMatch(/matched to the same player/);
  });
});

describe('BGG plays XML', () => {
  test('reads the listed attributes', () => {
    const parsed = parseBggXml(bgg);
    expect(parsed.problems).toEqual([]);
    const [first, second] = parsed.plays;
    expect(first).toMatchObject({ uid: 'bgg:9001', bggPlayId: 9001, playedAt: '2024-02-01 00:00:00', quantity: 1, durationMin: 40, incomplete: false, excludeFromStats: false, location: 'Home', notes: 'Close one & fun' });
    expect(first.game).toMatchObject({ name: 'Azul', bggId: 230802 });
    expect(first.players[0]).toMatchObject({ name: 'Anna', bggUsername: 'annab', startPosition: 1, colour: 'blue', scoreText: '62', score: 62, newToGame: false, winner: true, extra: { userid: '12345', rating: '8' } });
    expect(second).toMatchObject({ quantity: 2, durationMin: null, incomplete: true, excludeFromStats: true, location: '' });
  });

  test('import → export → import → export is stable and keeps every listed attribute', () => {
    const one = fresh().handlers;
    expect(call(one, 'history:import', { format: 'bgg', text: bgg })).toMatchObject({ imported: 2, playersCreated: 3 });
    const first = call(one, 'history:export', { format: 'bgg' }).text;
    expect(first).toContain('<play id="9002" date="2024-02-09" quantity="2" length="0" incomplete="1" nowinstats="1" location="">');
    expect(first).toContain('<player username="annab" name="Anna" startposition="1" color="blue" score="62" new="0" win="1" userid="12345" rating="8"/>');
    expect(first).toContain('<comments>Close one &amp; fun</comments>');
    const two = fresh().handlers;
    call(two, 'history:import', { format: 'bgg', text: first });
    expect(call(two, 'history:export', { format: 'bgg' }).text).toBe(first);
  });

  test('malformed XML and bad values are reported with their place; nothing is imported', () => {
    const syntax = parseBggXml('<plays>\n  <play id="1" date="2024-01-01">\n</plays>');
    expect(syntax.problems).toHaveLength(1);
    expect(syntax.problems[0].where).toMatch(/^line \d+, column \d+$/);
    const bad = bgg.replace('date="2024-02-09"', 'date="yesterday"').replace('quantity="2"', 'quantity="two"').replace('win="1"/>', 'win="yes"/>');
    const parsed = parseBggXml(bad);
    expect(plain(parsed.problems)).toEqual([
      { where: '<play> #1 (id="9001") <player> #1 win', message: 'should be 0 or 1, not "yes"' },
      { where: '<play> #2 (id="9002") date', message: '"yesterday" is not a date (YYYY-MM-DD)' },
      { where: '<play> #2 (id="9002") quantity', message: 'should be a whole number, not "two"' },
    ]);
    const { handlers, db } = fresh();
    expect(call(handlers, 'history:import', { format: 'bgg', text: bad }).imported).toBe(0);
    expect(playCount(db)).toBe(0);
  });
});

describe('CSV import (a spreadsheet, or our player-scores export)', () => {
  test('a spreadsheet with only date, game, player, score: rows make plays, the scores name the winners', () => {
    const { handlers } = fresh();
    const sheet = [
      'Date,Game,Player,Score,Location',
      '2024-03-01,Azul,Anna,61,Club',
      '2024-03-01,Azul,Ben,70,Club',
      '2024-03-01,Azul,Anna,44,Club', // Anna again: a second play of the same evening
      '2024-03-01,Azul,Ben,39,Club',
      '2024-03-02 20:15,Paris Paris,Chloé,31,',
      '2024-03-02 20:15,Paris Paris,Anna,"28",',
    ].join('\n');
    const outcome = call(handlers, 'history:import', { format: 'csv', text: sheet });
    expect(outcome).toMatchObject({ imported: 3, playersCreated: 3, gamesCreated: 2, problems: [] });
    const plays = call(handlers, 'history:plays', {}).plays.map((p) => [p.game.name, p.playedAt, p.location, p.players.map((x) => [x.name, x.score, x.rank, x.winner])]);
    expect(plays.sort()).toEqual([
      ['Paris Paris', '2024-03-02 20:15:00', '', [['Chloé', 31, 1, true], ['Anna', 28, 2, false]]],
      ['Azul', '2024-03-01 00:00:00', 'Club', [['Anna', 61, 2, false], ['Ben', 70, 1, true]]],
      ['Azul', '2024-03-01 00:00:00', 'Club', [['Anna', 44, 1, true], ['Ben', 39, 2, false]]],
    ].sort());
    expect(call(handlers, 'history:import', { format: 'csv', text: sheet })).toMatchObject({ imported: 0, alreadyPresent: 3 });
  });

  test('our player-scores export imports into another history with the same plays, and again adds nothing', () => {
    const one = fresh().handlers;
    recordPlay(one, 'Azul', '2024-01-01 10:00', [['=cmd', '12'], ['Ben, Jr.', '-3']], { location: 'Home' });
    recordPlay(one, 'Golf', '2024-01-02 11:30', [['Anna', '72'], ['Cleo', '68']], { location: 'Club', notes: 'windy, "short" course', durationMin: 95, incomplete: true });
    recordPlay(one, 'Azul', '2024-01-03 19:00', [['Anna', '40'], ['Cleo', '40']], { manualWinner: true, players: [{ name: 'Anna', scoreText: '40', winner: true }, { name: 'Cleo', scoreText: '40' }] } as never);
    const text = call(one, 'history:export', { format: 'csv-scores' }).text;
    const two = fresh().handlers;
    expect(call(two, 'history:import', { format: 'csv', text })).toMatchObject({ imported: 3, problems: [] });
    const seats = (h: typeof one) => call(h, 'history:plays', {}).plays.map((p) => [p.uid, p.game.name, p.playedAt, p.location, p.notes, p.durationMin, p.incomplete, p.players.map((x) => [x.name, x.scoreText, x.rank, x.winner])]);
    expect(seats(two)).toEqual(seats(one));
    expect(call(two, 'history:import', { format: 'csv', text })).toMatchObject({ imported: 0, alreadyPresent: 3 });
  });

  test('columns of the plays export, spreadsheet spellings, yes/no flags and unknown columns', () => {
    const parsed = parseScoresCsv(
      'play id,date,game,bgg_id,Seat,Name,Color,Team,Win,new_to_game,quantity,duration_min,notes,expansions,Table\r\n' +
        'p1,2024-05-05 14:00,Azul,230802,2,Ben,blue,,no,yes,2,45,"fun, long",Crystal Mosaic; Summer Pavilion,3\r\n' +
        'p1,2024-05-05 14:00,Azul,230802,1,Anna,red,,yes,no,2,45,"fun, long",Crystal Mosaic; Summer Pavilion,3\r\n',
    );
    expect(parsed.problems).toEqual([]);
    const [play] = parsed.plays;
    expect(play).toMatchObject({ uid: 'p1', quantity: 2, durationMin: 45, notes: 'fun, long', expansions: ['Crystal Mosaic', 'Summer Pavilion'], game: { name: 'Azul', bggId: 230802 } });
    expect(play.players.map((p) => [p.name, p.colour, p.winner, p.newToGame, p.extra])).toEqual([['Anna', 'red', true, false, { Table: '3' }], ['Ben', 'blue', false, true, { Table: '3' }]]);
  });

  test('every problem names its line and column, and nothing is imported', () => {
    const { handlers, db } = fresh();
    const text = [
      'date,game,player,score,winner,play_id',
      '2024-02-30,Azul,Anna,10,1,',
      '2024-03-01,Azul,Ben,ten,maybe,',
      '2024-03-01,Azul,Ben,3,0,',
      '2024-03-02,Golf,Cleo,70,0,g1',
      '2024-03-03,Golf,Dev,71,0,g1',
      '2024-03-04,Golf,Eve,72,0,,extra',
    ].join('\n');
    const outcome = call(handlers, 'history:import', { format: 'csv', text });
    expect(outcome.imported).toBe(0);
    expect(playCount(db)).toBe(0);
    expect(plain(outcome.problems)).toEqual([
      { where: 'line 7', message: 'has 7 cells but the header row names 6 columns' },
      { where: 'line 6, column "play_id"', message: 'belongs to play "g1" (line 5) but gives another date or game' },
      { where: 'line 2, column "date"', message: '"2024-02-30" is not a date (YYYY-MM-DD)' },
      { where: 'line 3, column "score"', message: 'should be a number, not "ten"' },
      { where: 'line 3, column "winner"', message: 'should be 0 or 1, not "maybe"' },
    ]);
    expect(outcome.problems[0].at).toEqual({ kind: 'row', line: 7 });
    expect(plain(parseScoresCsv('play_id,date,game,player\nx,2024-01-01,Azul,Ben\nx,2024-01-01,Azul,ben\n').problems)).toEqual([{ where: 'line 3, column "player"', message: 'ben is in this play twice' }]);
    expect(plain(parseScoresCsv('game,player\nAzul,Anna\n').problems)).toEqual([{ where: 'line 1', message: 'the header row needs a "date" column' }]);
    expect(plain(parseScoresCsv('date,game,player\n2024-01-01,"Azul,Anna\n').problems)).toEqual([{ where: 'line 2', message: 'a quoted cell starts here and is never closed' }]);
    expect(plain(parseScoresCsv('\n\n').problems)).toEqual([{ where: 'the whole file', message: 'should start with a header row naming at least the columns date, game and player' }]);
  });

  test('any text, and any table under a valid header, gives plays or problems, never an exception', () => {
    const cellText = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('2024-01-01', '2024-02-30 10:00', 'Azul', '1', '0', 'yes', '-3', '"', "'=x", ''));
    const quoted = (c: string) => (/[",\n\r]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const parsed = parseScoresCsv(text);
        if (parsed.problems.length) expect(parsed.plays).toEqual([]);
        else expect(parsed.plays.every((p) => p.players.length > 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.array(fc.array(cellText, { minLength: 0, maxLength: 7 }), { maxLength: 8 }), (rows) => {
        const text = ['date,game,player,score,winner,play_id', ...rows.map((r) => r.map(quoted).join(','))].join('\r\n');
        const parsed = parseScoresCsv(text);
        // A file with problems offers nothing to import; a clean one names a game, a date and players for every play.
        if (parsed.problems.length) expect(parsed.plays).toEqual([]);
        for (const play of parsed.plays) {
          expect(play.game.name).not.toBe('');
          expect(play.players.length).toBeGreaterThan(0);
          expect(new Set(play.players.map((p) => p.name.toLowerCase())).size).toBe(play.players.length);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('CSV and the push-play link', () => {
  test('plays CSV and player-scores CSV', () => {
    const { handlers } = fresh();
    recordPlay(handlers, 'Azul', '2024-01-01 10:00', [['=cmd', '12'], ['Ben, Jr.', '-3']], { location: 'Home', notes: 'line one\nline "two"' });
    const plays = readCsv(call(handlers, 'history:export', { format: 'csv-plays' }).text);
    expect(plays[0]).toEqual(['play_id', 'date', 'game', 'bgg_id', 'mode', 'duration_min', 'location', 'players', 'winners', 'incomplete', 'excluded_from_stats', 'quantity', 'expansions', 'notes']);
    expect(plays[1].slice(1)).toEqual(['2024-01-01 10:00:00', 'Azul', '', 'manual', '', 'Home', "'=cmd; Ben, Jr.", "'=cmd", '0', '0', '1', '', 'line one\nline "two"']);
    const scores = readCsv(call(handlers, 'history:export', { format: 'csv-scores' }).text);
    expect(scores.map((r) => [r[5], r[10], r[11], r[12], r[13]])).toEqual([
      ['player', 'score_text', 'score', 'rank', 'winner'], ["'=cmd", '12', '12', '1', '1'], ['Ben, Jr.', "'-3", '-3', '2', '0'],
    ]);
  });

  test("a single play as BG Stats' createPlay link", () => {
    const { handlers } = fresh();
    const play = recordPlay(handlers, 'Azul', '2024-01-01 10:00', [['Anna', '12'], ['Ben', '9']], { location: 'Home', durationMin: 30 });
    const { url } = call(handlers, 'history:push-link', { playId: play.id });
    expect(url.startsWith('https://app.bgstatsapp.com/createPlay.html?data=')).toBe(true);
    const data = JSON.parse(decodeURIComponent(url.split('?data=')[1]));
    expect(data).toMatchObject({
      sourceName: 'Tablekeeper', sourcePlayId: play.uid, playDate: '2024-01-01 10:00:00', durationMin: 30, location: 'Home',
      game: { name: 'Azul', highestWins: true, noPoints: false },
      players: [{ name: 'Anna', score: 12, rank: 1, winner: true }, { name: 'Ben', score: 9, rank: 2, winner: false }],
    });
  });
});
