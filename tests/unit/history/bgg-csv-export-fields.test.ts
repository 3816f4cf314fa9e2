/**
 * What the BGG plays XML and the two CSV exports write, against files written out here by hand. BGG: every play attribute
 * (id, date without the time, quantity, length, incomplete, nowinstats, location), the item, comments, and
 * every player attribute (username, name, start position, colour, score text, new, win), the anonymous seat
 * under BGG's own name, kept attributes given back, characters XML forbids left out. CSV: every column of
 * the plays and player-scores exports, the formula guard on text cells only, quoting only where needed.
 */
import { expect, test } from 'vitest';
import { serialiseBggXml } from '../../../src-shared/history/formats/bgg';
import { playsCsv, scoresCsv } from '../../../src-shared/history/formats/csv';
import type { ExchangePlay, ExchangePlayer } from '../../../src-shared/history/types';

function seat(name: string, overrides: Partial<ExchangePlayer> = {}): ExchangePlayer {
  return {
    key: `name:${name.toLowerCase()}`, anonymous: false, name, bggUsername: '', scoreText: '', score: null, startPosition: null, colour: '', team: '', role: '',
    rank: null, winner: false, newToGame: false, personExtra: {}, extra: {}, ...overrides,
  };
}

const azul = { name: 'Azul', bggId: 230802, highestWins: true, noPoints: false, cooperative: false, usesTeams: false, extra: {} };

const plays: ExchangePlay[] = [
  {
    uid: 'u-1', bggPlayId: 777, game: azul, mode: 'manual', playedAt: '2024-05-01 19:30:00', durationMin: 45, location: 'Club', notes: 'close\u0007 one',
    incomplete: true, excludeFromStats: true, quantity: 2, expansions: [], board: '', manualWinner: false, extra: { item: { subtypes: { subtype: { value: 'boardgame' } } } },
    players: [
      seat('Anna', { bggUsername: 'anna_b', startPosition: 2, colour: 'blue', scoreText: '61', winner: false, newToGame: true }),
      seat('Ben', { startPosition: 1, scoreText: '12+3', winner: true, extra: { rating: '8' } }),
      seat('', { key: 'anonymous', anonymous: true, scoreText: '40' }),
    ],
  },
  {
    uid: 'tk-2', bggPlayId: null, game: { ...azul, name: 'Hanabi', bggId: null }, mode: 'manual', playedAt: '2024-05-08 20:00:00', durationMin: null, location: '',
    notes: '', incomplete: false, excludeFromStats: false, quantity: 1, expansions: [], board: '', manualWinner: false, extra: {}, players: [],
  },
];

test('every attribute of every play and player, as BGG writes them', () => {
  expect(serialiseBggXml(plays)).toBe(
    [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<plays total="2" termsofuse="https://boardgamegeek.com/xmlapi/termsofuse">',
      '  <play id="777" date="2024-05-01" quantity="2" length="45" incomplete="1" nowinstats="1" location="Club">',
      '    <item name="Azul" objecttype="thing" objectid="230802">',
      '      <subtypes>',
      '        <subtype value="boardgame"/>',
      '      </subtypes>',
      '    </item>',
      '    <comments>close one</comments>',
      '    <players>',
      '      <player username="anna_b" name="Anna" startposition="2" color="blue" score="61" new="1" win="0"/>',
      '      <player username="" name="Ben" startposition="1" color="" score="12+3" new="0" win="1" rating="8"/>',
      '      <player username="" name="Anonymous player" startposition="" color="" score="40" new="0" win="0"/>',
      '    </players>',
      '  </play>',
      '  <play id="0" date="2024-05-08" quantity="1" length="0" incomplete="0" nowinstats="0" location="">',
      '    <item name="Hanabi" objecttype="thing" objectid="0"/>',
      '  </play>',
      '</plays>',
      '',
    ].join('\n'),
  );
});

const csvPlays: ExchangePlay[] = [
  {
    ...plays[0], location: 'Club, upstairs', notes: '=SUM(A1)', incomplete: true, excludeFromStats: false, expansions: ['Summer', 'Glazed'],
    players: [
      seat('Anna', { bggUsername: 'anna_b', startPosition: 2, colour: 'blue', scoreText: '61', score: 61, rank: 2, newToGame: true }),
      seat('Ben', { startPosition: 1, team: 'Red', scoreText: '-3', score: -3, rank: 1, winner: true }),
      seat('', { key: 'anonymous', anonymous: true, scoreText: '40', score: 40, winner: true }),
    ],
  },
  plays[1],
];

test('the plays CSV: one row per play, lists joined with "; ", flags as 1/0, a formula-looking text guarded, quotes only where needed', () => {
  expect(playsCsv(csvPlays)).toBe(
    '\ufeffplay_id,date,game,bgg_id,mode,duration_min,location,players,winners,incomplete,excluded_from_stats,quantity,expansions,notes\r\n' +
      `u-1,2024-05-01 19:30:00,Azul,230802,manual,45,"Club, upstairs",Anna; Ben; (anonymous),Ben; (anonymous),1,0,2,Summer; Glazed,'=SUM(A1)\r\n` +
      'tk-2,2024-05-08 20:00:00,Hanabi,,manual,,,,,0,0,1,,\r\n',
  );
});

test('the player-scores CSV: one row per seat with the play repeated; a score text "-3" is guarded, the number is not', () => {
  const play = `Azul,"Club, upstairs"`;
  // The last column is the bot level of a seat a computer played, empty for these people.
  const tail = `230802,45,1,0,2,Summer; Glazed,'=SUM(A1),`;
  expect(scoresCsv(csvPlays)).toBe(
    '\ufeffplay_id,date,game,location,seat,player,bgg_username,start_position,colour,team,score_text,score,rank,winner,new_to_game,anonymous,bgg_id,duration_min,incomplete,excluded_from_stats,quantity,expansions,notes,bot\r\n' +
      `u-1,2024-05-01 19:30:00,${play},1,Anna,anna_b,2,blue,,61,61,2,0,1,0,${tail}\r\n` +
      `u-1,2024-05-01 19:30:00,${play},2,Ben,,1,,Red,'-3,-3,1,1,0,0,${tail}\r\n` +
      `u-1,2024-05-01 19:30:00,${play},3,,,,,,40,40,,1,0,1,${tail}\r\n`,
  );
});
