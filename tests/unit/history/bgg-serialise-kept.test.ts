/**
 * What the BGG plays XML writer gives back of what it kept, against files written out here by hand: a real play
 * (bgg-excali8ur.xml, Excali8ur/BGG_PlayViewer, commit 7077a88) read and written again, and kept values of every
 * shape a file or another format can leave in a play's extra (lists, numbers, text content, names XML does not
 * allow, fields named like the ones Tablekeeper writes itself, a start position BGG wrote and Tablekeeper could not read).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { parseBggXml, serialiseBggXml } from '../../../src-shared/history/formats/bgg';
import type { ExchangePlay, ExchangePlayer } from '../../../src-shared/history/types';

const excali8ur = readFileSync(join(__dirname, '..', '..', 'fixtures', 'history', 'bgg-excali8ur.xml'), 'utf8');

function realPlay(id: string): string {
  const start = excali8ur.indexOf(`<play id="${id}"`);
  return excali8ur.slice(start, excali8ur.indexOf('</play>', start) + '</play>'.length);
}

const HEAD = ['<?xml version="1.0" encoding="utf-8"?>'];

test('two real plays read and written again: every attribute, the kept ones after, the item\'s subtypes as BGG had them', () => {
  const parsed = parseBggXml(`<plays>${realPlay('95581007')}${realPlay('89719852')}</plays>`);
  expect(serialiseBggXml(parsed.plays)).toBe(
    [
      ...HEAD,
      '<plays total="2" termsofuse="https://boardgamegeek.com/xmlapi/termsofuse">',
      '  <play id="95581007" date="2025-02-19" quantity="1" length="0" incomplete="0" nowinstats="0" location="H.">',
      '    <item name="Kluster" objecttype="thing" objectid="277458">',
      '      <subtypes>',
      '        <subtype value="boardgame"/>',
      '        <subtype value="boardgameintegration"/>',
      '      </subtypes>',
      '    </item>',
      '    <players>',
      '      <player username="" name="Anonymous player" startposition="" color="" score="" new="0" win="1" userid="0" rating="0"/>',
      '      <player username="" name="Anonymous player" startposition="" color="" score="" new="0" win="1" userid="0" rating="0"/>',
      '      <player username="" name="Anonymous player" startposition="" color="" score="" new="0" win="0" userid="0" rating="0"/>',
      '      <player username="" name="Anonymous player" startposition="" color="" score="" new="0" win="0" userid="0" rating="0"/>',
      '      <player username="" name="Margo" startposition="" color="" score="" new="0" win="1" userid="0" rating="0"/>',
      '      <player username="Excali8ur" name="Rianne" startposition="" color="" score="" new="0" win="0" userid="2237308" rating="0"/>',
      '    </players>',
      '  </play>',
      '  <play id="89719852" date="2024-10-04" quantity="1" length="0" incomplete="0" nowinstats="0" location="S.">',
      '    <item name="Goryō" objecttype="thing" objectid="277902">',
      '      <subtypes>',
      '        <subtype value="boardgame"/>',
      '      </subtypes>',
      '    </item>',
      '    <players>',
      '      <player username="Excali8ur" name="Rianne" startposition="" color="Samurai" score="" new="1" win="0" userid="2237308" rating="0"/>',
      '      <player username="" name="Tom" startposition="" color="Goryo" score="" new="0" win="1" userid="0" rating="0"/>',
      '    </players>',
      '  </play>',
      '</plays>',
      '',
    ].join('\n'),
  );
});

test('a start position BGG wrote and Tablekeeper could not read goes back as written; a read one wins over a kept one', () => {
  const read = parseBggXml(`<plays>${realPlay('95585043').replace('startposition=""', 'startposition="1.5"')}</plays>`).plays;
  expect(read[0].players[0].startPosition).toBeNull();
  expect(serialiseBggXml(read)).toContain('<player username="Excali8ur" name="Rianne" startposition="1.5" color="" score="" new="0" win="0" userid="2237308" rating="0"/>');
  const renumbered = [{ ...read[0], players: [{ ...read[0].players[0], startPosition: 2 }] }];
  expect(serialiseBggXml(renumbered)).toContain('<player username="Excali8ur" name="Rianne" startposition="2" color="" score="" new="0" win="0" userid="2237308" rating="0"/>');
});

function seat(overrides: Partial<ExchangePlayer>): ExchangePlayer {
  return {
    key: 'name:ann', anonymous: false, name: 'Ann', bggUsername: '', scoreText: '', score: null, startPosition: null, colour: '', team: '', role: '',
    rank: null, winner: false, newToGame: false, personExtra: {}, extra: {}, ...overrides,
  };
}

const play = (overrides: Partial<ExchangePlay>): ExchangePlay => ({
  uid: 'tk-1', bggPlayId: 5, game: { name: 'Azul', bggId: 230802, highestWins: true, noPoints: false, cooperative: false, usesTeams: false, extra: {} },
  mode: 'manual', playedAt: '2024-05-01 19:30:00', durationMin: null, location: '', notes: '', incomplete: false, excludeFromStats: false, quantity: 1,
  expansions: [], board: '', manualWinner: false, players: [], extra: {}, ...overrides,
});

test('kept values of every shape: lists, numbers, text content, names XML refuses, fields Tablekeeper writes itself, characters XML forbids', () => {
  const kept: ExchangePlay = play({
    extra: {
      tag: ['a\u0007b', 'c', 7],
      note: { '#text': 'hel\u0001lo', lang: 'e\u0002n', size: 3 },
      counted: { '#text': 12 },
      'two words': 'dropped',
      '1st': { value: 'dropped' },
      location: { value: 'an element named like an attribute Tablekeeper writes' },
      quantity: '9',
    },
    players: [
      seat({ name: 'An\u0007n', colour: 're\u0008d', extra: { score: '99', win: '1', rating: 8, 'not a name': 'x', name: { first: 'A' } } }),
    ],
  });
  expect(serialiseBggXml([kept])).toBe(
    [
      ...HEAD,
      '<plays total="1" termsofuse="https://boardgamegeek.com/xmlapi/termsofuse">',
      '  <play id="5" date="2024-05-01" quantity="1" length="0" incomplete="0" nowinstats="0" location="">',
      '    <tag>ab</tag>',
      '    <tag>c</tag>',
      '    <tag>7</tag>',
      '    <note lang="en" size="3">hello</note>',
      '    <counted>12</counted>',
      '    <item name="Azul" objecttype="thing" objectid="230802"/>',
      '    <players>',
      '      <player username="" name="Ann" startposition="" color="red" score="" new="0" win="0" rating="8"/>',
      '    </players>',
      '  </play>',
      '</plays>',
      '',
    ].join('\n'),
  );
});

test('an item kept as something other than a record is left out; the written item stands alone', () => {
  expect(serialiseBggXml([play({ extra: { item: 'Azul' } })])).toContain('    <item name="Azul" objecttype="thing" objectid="230802"/>\n  </play>');
});
