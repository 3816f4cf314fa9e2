/**
 * The CSV reader field by field. No public spreadsheet of plays in this layout was found, so the rows carry
 * real plays: those of bgg-ddmits.xml (Jikkenteki/BGG-PickToPlay, commit 7a6e8a7; tests/fixtures/history/README.md),
 * written here by hand the way Tablekeeper's player-scores export writes them and the way spreadsheet apps save
 * a sheet (semicolons, a byte-order mark, CRLF or CR line ends, their own column spellings). Then hostile files:
 * every cap at its limit and one over, cells beyond the header, blank rows.
 */
import { describe, expect, test } from 'vitest';
import { parseScoresCsv } from '../../../src-shared/history/formats/csv-import';
import { readCsvRecords } from '../../../src-shared/history/formats/csv';
import { CAPS } from '../../../src-shared/history/formats/limits';
import type { ExchangePlayer } from '../../../src-shared/history/types';

const brief = (problems: { where: string; key?: string; params?: Record<string, string | number> }[]) => problems.map((p) => [p.where, p.key, p.params]);

const SCORE_HEADER =
  'play_id,date,game,location,seat,player,bgg_username,start_position,colour,team,score_text,score,rank,winner,new_to_game,anonymous,bgg_id,duration_min,incomplete,excluded_from_stats,quantity,expansions,notes,bot';

function seat(fields: Partial<ExchangePlayer> & Pick<ExchangePlayer, 'key' | 'name'>): ExchangePlayer {
  return {
    anonymous: false, bggUsername: '', startPosition: null, colour: '', team: '', role: '', scoreText: '', score: null, rank: null, winner: false, newToGame: false,
    personExtra: {}, extra: {}, ...fields,
  };
}

describe("Tablekeeper's player-scores layout", () => {
  test('Orléans of 2020-03-11 (bgg-ddmits.xml, play 41582786): every column of every seat, seats put back in order', () => {
    const tail = '164928,95,1,0,1,Orléans: Invasion; Orléans: Trade & Intrigue,"Kyriakos\'s first game, ""close"" at the end",';
    const text = [
      SCORE_HEADER,
      `bgg:41582786,2020-03-11,Orléans,Athens,2,Andreas,adranidis,2,red,,169,169,1,1,0,0,${tail}`,
      `bgg:41582786,2020-03-11,Orléans,Athens,1,Dimitris Dranidis,ddmits,1,blue,,86,86,4,0,0,0,${tail}normal`,
      `bgg:41582786,2020-03-11,Orléans,Athens,4,Kyriakos,,0,green,,93,93,0,0,1,0,${tail}`,
      `bgg:41582786,2020-03-11,Orléans,Athens,3,Stavros,Escrow,3,,,'-3+115,112,2,0,0,0,${tail}`,
      '',
    ].join('\r\n');
    const parsed = parseScoresCsv(`\ufeff${text}`);
    expect(parsed.problems).toEqual([]);
    expect(parsed.plays).toEqual([
      {
        uid: 'bgg:41582786', bggPlayId: 41582786,
        game: { name: 'Orléans', bggId: 164928, highestWins: true, noPoints: false, cooperative: false, usesTeams: false, extra: {} },
        mode: 'manual', playedAt: '2020-03-11 00:00:00', durationMin: 95, location: 'Athens', notes: 'Kyriakos\'s first game, "close" at the end',
        incomplete: true, excludeFromStats: false, quantity: 1, expansions: ['Orléans: Invasion', 'Orléans: Trade & Intrigue'], board: '', manualWinner: false,
        players: [
          seat({ key: 'user:ddmits', name: 'Dimitris Dranidis', bggUsername: 'ddmits', startPosition: 1, colour: 'blue', scoreText: '86', score: 86, rank: 4, extra: { bot: 'normal' } }),
          seat({ key: 'user:adranidis', name: 'Andreas', bggUsername: 'adranidis', startPosition: 2, colour: 'red', scoreText: '169', score: 169, rank: 1, winner: true }),
          seat({ key: 'user:escrow', name: 'Stavros', bggUsername: 'Escrow', startPosition: 3, scoreText: '-3+115', score: 112, rank: 2 }),
          seat({ key: 'name:kyriakos', name: 'Kyriakos', colour: 'green', scoreText: '93', score: 93, newToGame: true }),
        ],
        extra: {},
      },
    ]);
    expect(parsed.people.map((p) => p.key)).toEqual(['user:ddmits', 'user:adranidis', 'user:escrow', 'name:kyriakos']);
    expect(parsed.locations).toEqual([{ name: 'Athens', extra: {} }]);
  });

  test('teams, an anonymous seat, a play id that is not BGG\'s, a score column without score_text', () => {
    const parsed = parseScoresCsv(
      'play_id,date,game,player,team,score,anonymous,excluded_from_stats,quantity\n' +
        'tk-9,2021-01-01 18:30,Maracaibo,Andreas,A,145,0,1,2\n' +
        'tk-9,2021-01-01 18:30,Maracaibo,,B,142,1,1,2\n',
    );
    expect(parsed.problems).toEqual([]);
    const [play] = parsed.plays;
    expect([play.uid, play.bggPlayId, play.playedAt, play.excludeFromStats, play.quantity, play.game.usesTeams, play.game.bggId, play.durationMin]).toEqual(['tk-9', null, '2021-01-01 18:30:00', true, 2, true, null, null]);
    expect(play.players).toEqual([
      seat({ key: 'name:andreas', name: 'Andreas', team: 'A', scoreText: '145', score: 145 }),
      seat({ key: 'anonymous', anonymous: true, name: '', team: 'B', scoreText: '142', score: 142 }),
    ]);
    expect(parsed.people.map((p) => p.key)).toEqual(['name:andreas']);
  });

  test('only a play id of the form bgg:<digits> is a BGG play; a team on any seat makes a team play; expansions listed without blanks', () => {
    const read = (id: string) => parseScoresCsv(`play_id,date,game,player\n${id},2021-01-01,Maracaibo,Andreas\n`).plays[0];
    expect([read('bgg:48077780').bggPlayId, read('x-bgg:48077780').bggPlayId, read('bgg:48077780x').bggPlayId, read('bgg:').bggPlayId]).toEqual([48077780, null, null, null]);
    expect(read('x-bgg:48077780').uid).toBe('x-bgg:48077780');
    const mixed = parseScoresCsv('date,game,player,team,expansions\n2021-01-01,Maracaibo,Andreas,A,A; ;B;\n2021-01-01,Maracaibo,Dimitris,,A; ;B;\n').plays[0];
    expect([mixed.game.usesTeams, mixed.expansions]).toEqual([true, ['A', 'B']]);
    expect(read('p').expansions).toEqual([]);
  });

  test('ids of 0 or below, a duration of 0, and plays without a play id get an id from their content', () => {
    const row = (fields: Partial<Record<'date' | 'game' | 'location' | 'player' | 'score', string>> = {}) => {
      const f = { date: '2021-01-01', game: 'Maracaibo', location: 'Home', player: 'Andreas', score: '145', ...fields };
      return `${f.date},${f.game},${f.location},${f.player},${f.score},0,0`;
    };
    const uid = (line: string) => {
      const parsed = parseScoresCsv(`date,game,location,player,score,bgg_id,duration_min\n${line}\n`);
      expect(parsed.problems).toEqual([]);
      expect([parsed.plays[0].game.bggId, parsed.plays[0].durationMin, parsed.plays[0].bggPlayId]).toEqual([null, null, null]);
      return parsed.plays[0].uid;
    };
    const same = uid(row());
    expect(same).toMatch(/^csv:[0-9a-f]{16}$/);
    expect(uid(row())).toBe(same);
    expect(uid(row({ game: 'MARACAIBO' }))).toBe(same);
    for (const other of [{ date: '2021-01-02' }, { game: 'Orléans' }, { location: 'Club' }, { player: 'Andrea' }, { score: '146' }]) expect(uid(row(other))).not.toBe(same);
    expect(parseScoresCsv('date,game,player,bgg_id\n2021-01-01,Maracaibo,Andreas,-4\n').plays[0].game.bggId).toBeNull();
    expect(parseScoresCsv('date,game,player,start_position,rank\n2021-01-01,Maracaibo,Andreas,-1,-2\n').plays[0].players[0]).toMatchObject({ startPosition: null, rank: null });
  });
});

describe('spreadsheets as apps save them', () => {
  test('a sheet saved with semicolons, CRLF and a byte-order mark, with its own column spellings', () => {
    const text = '\ufeff Date ;Game;Name;Username;Color;Win;Won by\r\n2020-12-24;Maracaibo;Dimitris Dranidis;ddmits;blue;no;\r\n2020-12-24;Maracaibo;Andreas;adranidis;red;YES;55\r\n';
    const parsed = parseScoresCsv(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.plays).toHaveLength(1);
    expect(parsed.plays[0].players).toEqual([
      seat({ key: 'user:ddmits', name: 'Dimitris Dranidis', bggUsername: 'ddmits', colour: 'blue' }),
      seat({ key: 'user:adranidis', name: 'Andreas', bggUsername: 'adranidis', colour: 'red', winner: true, extra: { 'Won by': '55' } }),
    ]);
  });

  test('column names with spaces, dashes and capitals; the first of two columns meaning the same wins; unknown columns kept by their own name when filled', () => {
    const parsed = parseScoresCsv(
      'Play - ID,DATE,Game,Player,Duration  Min,New-To-Game,colour,color, Table ,Comment\n' +
        'p1,2020-03-15,Archipelago,Andreas,120,true,red,blue,3,\n',
    );
    expect(parsed.problems).toEqual([]);
    const [play] = parsed.plays;
    expect([play.uid, play.durationMin]).toEqual(['p1', 120]);
    expect(play.players).toEqual([seat({ key: 'name:andreas', name: 'Andreas', colour: 'red', newToGame: true, extra: { Table: '3' } })]);
  });

  test('cells are trimmed; the export\'s formula-guard apostrophe is dropped only at the start of a cell', () => {
    const parsed = parseScoresCsv(
      'date,game,player,score_text,notes\n 2020-03-15 , Archipelago ,  Andreas ,\'-3,\'=SUM(A1)\n2020-03-15,Archipelago,Dimitris,10,won by \'+3\'\n',
    );
    expect(parsed.problems).toEqual([]);
    const [play] = parsed.plays;
    expect([play.game.name, play.notes, play.players[0].name, play.players[0].scoreText, play.players[0].score]).toEqual(['Archipelago', '=SUM(A1)', 'Andreas', '-3', -3]);
    const later = parseScoresCsv('date,game,player,notes\n2020-03-15,Archipelago,Andreas,won by \'+3\'\n').plays[0];
    expect(later.notes).toBe("won by '+3'");
  });

  test('without play ids: rows of one date, game and location (any capitals) are one play until a name comes back; anonymous seats never end a play', () => {
    const parsed = parseScoresCsv(
      [
        'date,game,location,player,anonymous,score',
        '2020-03-15,Archipelago,Home,Andreas,,10',
        '2020-03-15,ARCHIPELAGO,HOME,Dimitris,,10',
        '2020-03-15,Archipelago,Home,,yes,5',
        '2020-03-15,Archipelago,Home,,Yes,4',
        '2020-03-15,Archipelago,Home,andreas,,12',
        '2020-03-15,Archipelago,Club,Dimitris,,9',
        '2020-03-16,Archipelago,Club,Dimitris,,8',
      ].join('\n'),
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.plays.map((p) => [p.playedAt.slice(0, 10), p.location, p.players.map((x) => x.name || '(anonymous)')])).toEqual([
      ['2020-03-15', 'Home', ['Andreas', 'Dimitris', '(anonymous)', '(anonymous)']],
      ['2020-03-15', 'Home', ['Andreas']],
      ['2020-03-15', 'Club', ['Dimitris']],
      ['2020-03-16', 'Club', ['Dimitris']],
    ]);
  });

  test('names, games and places are told apart by their lower case ("Straße" and "STRASSE" are two)', () => {
    const plays = (rows: string[]) => parseScoresCsv(['date,game,location,player', ...rows].join('\n')).plays.map((p) => p.players.map((x) => x.name));
    expect(plays(['2020-03-15,Straße,Home,Andreas', '2020-03-15,STRASSE,Home,Dimitris'])).toEqual([['Andreas'], ['Dimitris']]);
    expect(plays(['2020-03-15,Azul,Straße 1,Andreas', '2020-03-15,Azul,STRASSE 1,Dimitris'])).toEqual([['Andreas'], ['Dimitris']]);
    expect(plays(['2020-03-15,Azul,Home,Strauß', '2020-03-15,Azul,Home,STRAUSS'])).toEqual([['Strauß', 'STRAUSS']]);
    // Two such plays without a play id are two plays to import, not one play seen twice.
    const uids = parseScoresCsv('date,game,player\n2020-03-15,Straße,Andreas\n2020-03-15,STRASSE,Andreas\n').plays.map((p) => p.uid);
    expect(new Set(uids).size).toBe(2);
  });

  test('blank rows (empty or spaces only) are skipped; empty cells past the header are not extra cells', () => {
    const parsed = parseScoresCsv('date,game,player\n\n , , \n2020-03-15,Archipelago,Andreas,,\n2020-03-15,Archipelago,Dimitris, , \n');
    expect(parsed.problems).toEqual([]);
    expect(parsed.plays.map((p) => p.players.length)).toEqual([2]);
  });

  test('line ends of old Macs (CR alone), and lines counted past a cell that spans lines', () => {
    expect(readCsvRecords('a,b\r"x\ry",2\rz,3\r')).toEqual({ records: [{ line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['x\ry', '2'] }, { line: 4, cells: ['z', '3'] }], unclosedAt: null, delimiter: ',' });
    expect(readCsvRecords('a\tb\n1\t2')).toEqual({ records: [{ line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['1', '2'] }], unclosedAt: null, delimiter: '\t' });
    const problems = parseScoresCsv('date,game,player,notes\r2020-03-15,Archipelago,Andreas,"two\rlines"\r2020-02-30,Archipelago,Dimitris,\r').problems;
    expect(brief(problems)).toEqual([['line 4, column "date"', 'notDate', { value: '2020-02-30' }]]);
    expect(brief(parseScoresCsv('date,game,player,notes\n2020-03-15,Azul,Anna,"a\nb"\n2020-03-15,Azul,Ben,"never closed\n').problems)).toEqual([['line 4', 'csvUnclosedQuote', {}]]);
  });
});

describe('hostile files: located problems, nothing imported', () => {
  const base = { date: '2020-03-15', game: 'Archipelago', player: 'Andreas' };
  const oneRow = (column: string, value: string) => {
    const cells: Record<string, string> = { ...base, [column]: value };
    return parseScoresCsv(`${Object.keys(cells).join(',')}\n${Object.values(cells).join(',')}\n`);
  };

  test('every capped column at its cap is read, one character over is refused', () => {
    const cases: [string, number][] = [
      ['player', CAPS.personName], ['bgg_username', CAPS.personName], ['location', CAPS.location], ['colour', CAPS.seatText], ['team', CAPS.seatText],
      ['score_text', CAPS.score], ['notes', CAPS.notes], ['Table', CAPS.keptText],
    ];
    for (const [column, max] of cases) {
      expect(oneRow(column, 'x'.repeat(max)).problems).toEqual([]);
      const over = oneRow(column, 'x'.repeat(max + 1));
      expect(brief(over.problems)).toEqual([[`line 2, column "${column}"`, 'tooLong', { max }]]);
      expect(over.plays).toEqual([]);
    }
    expect(brief(oneRow('score', '1'.repeat(CAPS.score + 1)).problems)).toEqual([['line 2, column "score"', 'tooLong', { max: CAPS.score }]]);
    expect(oneRow('game', 'g'.repeat(CAPS.gameName)).plays[0].game.name).toHaveLength(CAPS.gameName);
    expect(brief(oneRow('game', 'g'.repeat(CAPS.gameName + 1)).problems)).toEqual([['line 2, column "game"', 'tooLong', { max: CAPS.gameName }]]);
    // A column of the file's own is named as its header says, spaces around it left out.
    const own = parseScoresCsv(`date,game,player, Table \n2020-03-15,Archipelago,Andreas,${'t'.repeat(CAPS.keptText + 1)}\n`);
    expect(brief(own.problems)).toEqual([['line 2, column "Table"', 'tooLong', { max: CAPS.keptText }]]);
    expect(oneRow('expansions', `${'e'.repeat(CAPS.gameName)}; Other`).plays[0].expansions).toEqual(['e'.repeat(CAPS.gameName), 'Other']);
    expect(brief(oneRow('expansions', `Other; ${'e'.repeat(CAPS.gameName + 1)}`).problems)).toEqual([['line 2, column "expansions"', 'tooLong', { max: CAPS.gameName }]]);
  });

  test('a file of exactly the cap is read; one character more is refused before any parsing', () => {
    // Padded with a quoted cell that never closes: the file is read (that problem, not the cap's) in well under a second.
    const head = 'date,game,player\n2020-03-15,Archipelago,"';
    const padded = (n: number) => `${head}${'x'.repeat(n - head.length)}`;
    expect(padded(CAPS.fileChars)).toHaveLength(CAPS.fileChars);
    expect(brief(parseScoresCsv(padded(CAPS.fileChars)).problems)).toEqual([['line 2', 'csvUnclosedQuote', {}]]);
    expect(brief(parseScoresCsv(padded(CAPS.fileChars + 1)).problems)).toEqual([['the whole file', 'fileTooBig', { max: CAPS.fileChars }]]);
  });

  test('cells past the header: refused when any is filled, with how many there are', () => {
    expect(brief(parseScoresCsv('date,game,player\n2020-03-15,Archipelago,Andreas,,x\n').problems)).toEqual([['line 2', 'csvTooManyCells', { count: 5, expected: 3 }]]);
    expect(brief(parseScoresCsv('date,game,player\n2020-03-15,Archipelago,Andreas,x,\n').problems)).toEqual([['line 2', 'csvTooManyCells', { count: 5, expected: 3 }]]);
  });

  test('numbers that are not whole, a seat without a name, a play spread over two dates', () => {
    expect(brief(oneRow('start_position', 'first').problems)).toEqual([['line 2, column "start_position"', 'notWhole', { value: 'first' }]]);
    expect(brief(oneRow('quantity', '1.5').problems)).toEqual([['line 2, column "quantity"', 'notWhole', { value: '1.5' }]]);
    expect(brief(oneRow('quantity', '0').problems)).toEqual([['line 2, column "quantity"', 'quantity', {}]]);
    expect(brief(oneRow('duration_min', '-1').problems)).toEqual([['line 2, column "duration_min"', 'notMinutes', {}]]);
    expect(brief(oneRow('player', '').problems)).toEqual([['line 2, column "player"', 'missing', {}]]);
    expect(brief(oneRow('game', '').problems)).toEqual([['line 2, column "game"', 'missing', {}]]);
    expect(brief(oneRow('incomplete', 'maybe').problems)).toEqual([['line 2, column "incomplete"', 'notZeroOne', { value: 'maybe' }]]);
    expect(brief(parseScoresCsv('play_id,date,game,player\np1,2020-03-15,Azul,Anna\np1,2020-03-16,Azul,Ben\np1,2020-03-15,AZUL,Cleo\np1,2020-03-15,Kluster,Dev\n').problems)).toEqual([
      ['line 3, column "play_id"', 'csvPlayMismatch', { id: 'p1', line: 2 }],
      ['line 5, column "play_id"', 'csvPlayMismatch', { id: 'p1', line: 2 }],
    ]);
    expect(oneRow('score', 'ten').problems[0].at).toEqual({ kind: 'row', line: 2, column: 'score' });
    expect(parseScoresCsv('date,game,player\n2020-03-15,Archipelago,Andreas,,x\n').problems[0].at).toEqual({ kind: 'row', line: 2 });
    expect(brief(oneRow('score', 'ten').problems)).toEqual([['line 2, column "score"', 'notNumber', { value: '"ten"' }]]);
    expect(oneRow('score_text', 'ten').plays[0].players[0]).toMatchObject({ scoreText: 'ten', score: null });
    expect(brief(parseScoresCsv('play_id,date,game,player\np1,2020-03-15,Azul,Anna\np1,2020-03-15,Azul,anna\n').problems)).toEqual([['line 3, column "player"', 'twiceInPlay', { name: 'anna' }]]);
  });

  test('no header, or a header without the columns every play needs', () => {
    for (const text of ['', '\n\n', ' , ,\n']) expect(brief(parseScoresCsv(text).problems)).toEqual([['the whole file', 'csvNoHeader', {}]]);
    expect(brief(parseScoresCsv('\ngame,when,who\nAzul,2020-03-15,Anna\n').problems)).toEqual([
      ['line 2', 'csvMissingColumn', { column: 'date' }],
      ['line 2', 'csvMissingColumn', { column: 'player' }],
    ]);
  });
});
