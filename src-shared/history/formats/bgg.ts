/**
 * BoardGameGeek plays XML (what /xmlapi2/plays returns): <plays><play id date quantity length
 * incomplete nowinstats location><item name objectid/><comments/><players><player username name
 * startposition color score new win …/></players></play></plays>. Unknown attributes are kept.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseScore } from '../score';
import { atPosition, fileProblem, wholeFile } from '../problems';
import { isRealDate, type ExchangePlay, type ExchangePlayer, type Extra, type FileProblem, type ParsedFile } from '../types';
import { catalogues, contentId, isRecord, unknownFields } from './common';

const PLAY_ATTRS = ['id', 'date', 'quantity', 'length', 'incomplete', 'nowinstats', 'location'];
const PLAYER_ATTRS = ['username', 'name', 'startposition', 'color', 'score', 'new', 'win'];
const ITEM_ATTRS = ['name', 'objectid'];

type Node = Record<string, unknown>;

export function parseBggXml(text: string): ParsedFile {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    return { ...EMPTY, problems: [atPosition(valid.err.line, valid.err.col, 'notXml', { detail: valid.err.msg })] };
  }
  const parser = new XMLParser({
    ignoreAttributes: false, attributeNamePrefix: '', parseAttributeValue: false, parseTagValue: false, trimValues: true,
    isArray: (name) => name === 'play' || name === 'player' || name === 'subtype',
  });
  const doc = parser.parse(text) as Node;
  const root = doc.plays === '' ? {} : doc.plays;
  if (!isRecord(root)) return { ...EMPTY, problems: [wholeFile('noPlaysElement')] };
  const problems: FileProblem[] = [];
  const plays: ExchangePlay[] = [];
  const list = (root.play as Node[] | undefined) ?? [];
  list.forEach((node, i) => {
    const where = `<play> #${i + 1}${node.id ? ` (id="${String(node.id)}")` : ''}`;
    const before = problems.length;
    const play = readPlay(node, where, problems);
    if (play && problems.length === before) plays.push(play);
  });
  return { plays, ...catalogues(plays), problems };
}

const EMPTY = { plays: [], people: [], games: [], locations: [] };

function attr(node: Node, name: string): string {
  const v = node[name];
  return typeof v === 'string' ? v.trim() : '';
}

function intAttr(node: Node, name: string, where: string, problems: FileProblem[], fallback: number | null): number | null {
  const raw = attr(node, name);
  if (raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) {
    problems.push(fileProblem(`${where} ${name}`, 'notWhole', { value: raw }));
    return fallback;
  }
  return Number(raw);
}

function flagAttr(node: Node, name: string, where: string, problems: FileProblem[]): boolean {
  const raw = attr(node, name);
  if (raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  problems.push(fileProblem(`${where} ${name}`, 'notZeroOne', { value: raw }));
  return false;
}

function readPlay(node: Node, where: string, problems: FileProblem[]): ExchangePlay | null {
  const date = attr(node, 'date');
  if (!isRealDate(`${date} 00:00`)) problems.push(fileProblem(`${where} date`, 'notDate', { value: date }));
  const id = intAttr(node, 'id', where, problems, null);
  const quantity = intAttr(node, 'quantity', where, problems, 1) ?? 1;
  if (quantity < 1) problems.push(fileProblem(`${where} quantity`, 'quantity'));
  const length = intAttr(node, 'length', where, problems, 0) ?? 0;
  if (length < 0) problems.push(fileProblem(`${where} length`, 'lengthNegative'));
  const item = node.item;
  const itemName = isRecord(item) ? attr(item, 'name') : '';
  if (!itemName) problems.push(fileProblem(`${where} <item>`, 'itemName'));
  const objectId = isRecord(item) ? intAttr(item, 'objectid', `${where} <item>`, problems, null) : null;
  const playersNode = node.players;
  const playerNodes = isRecord(playersNode) && Array.isArray(playersNode.player) ? (playersNode.player as Node[]) : [];
  if (playerNodes.length === 0) problems.push(fileProblem(`${where} <players>`, 'noPlayerElements'));
  const seen = new Set<string>();
  const players = playerNodes.map((p, j) => readPlayer(p, `${where} <player> #${j + 1}`, problems, seen));
  const comments = typeof node.comments === 'string' ? node.comments : '';
  const extra: Extra = unknownFields(node, [...PLAY_ATTRS, 'item', 'comments', 'players']);
  if (isRecord(item)) {
    const itemExtra = unknownFields(item, ITEM_ATTRS);
    if (Object.keys(itemExtra).length) extra.item = itemExtra;
  }
  if (problems.length && players.some((p) => p === null)) return null;
  const playedAt = `${date} 00:00:00`;
  const valid = players.filter((p): p is ExchangePlayer => p !== null);
  return {
    uid: id && id > 0 ? `bgg:${id}` : contentId('bggx', JSON.stringify([date, itemName, attr(node, 'location'), valid.map((p) => [p.name, p.scoreText])])),
    bggPlayId: id && id > 0 ? id : null,
    game: { name: itemName, bggId: objectId && objectId > 0 ? objectId : null, highestWins: true, noPoints: false, cooperative: false, usesTeams: false, extra: {} },
    mode: 'manual', playedAt, durationMin: length > 0 ? length : null, location: attr(node, 'location'), notes: comments,
    incomplete: flagAttr(node, 'incomplete', where, problems), excludeFromStats: flagAttr(node, 'nowinstats', where, problems),
    quantity: Math.max(1, quantity), expansions: [], board: '', manualWinner: false, players: valid, extra,
  };
}

function readPlayer(node: Node, where: string, problems: FileProblem[], seen: Set<string>): ExchangePlayer | null {
  const name = attr(node, 'name') || attr(node, 'username');
  if (!name) {
    problems.push(fileProblem(where, 'needsName'));
    return null;
  }
  if (name.length > 60) problems.push(fileProblem(`${where} name`, 'tooLong'));
  if (seen.has(name.toLowerCase())) problems.push(fileProblem(`${where} name`, 'twiceInPlay', { name }));
  seen.add(name.toLowerCase());
  const start = attr(node, 'startposition');
  const startPosition = /^\d+$/.test(start) && Number(start) > 0 ? Number(start) : null;
  const extra = unknownFields(node, PLAYER_ATTRS);
  if (start && startPosition === null) extra.startposition = start;
  const scoreText = attr(node, 'score');
  return {
    name, bggUsername: attr(node, 'username'), startPosition, colour: attr(node, 'color'), team: '', role: '', scoreText, score: parseScore(scoreText),
    rank: null, winner: flagAttr(node, 'win', where, problems), newToGame: flagAttr(node, 'new', where, problems), personExtra: {}, extra,
  };
}

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\n/g, '&#10;');

function attrs(values: [string, string | number][], extra: Extra): string {
  const all = [...values.map(([k, v]) => [k, String(v)] as const)];
  for (const [k, v] of Object.entries(extra)) if (typeof v === 'string' || typeof v === 'number') all.push([k, String(v)]);
  return all.map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
}

export function serialiseBggXml(plays: readonly ExchangePlay[]): string {
  const lines = ['<?xml version="1.0" encoding="utf-8"?>', `<plays total="${plays.length}" termsofuse="https://boardgamegeek.com/xmlapi/termsofuse">`];
  for (const play of plays) {
    const { item, ...playExtra } = play.extra;
    lines.push(
      `  <play${attrs([
        ['id', play.bggPlayId ?? 0], ['date', play.playedAt.slice(0, 10)], ['quantity', play.quantity], ['length', play.durationMin ?? 0],
        ['incomplete', play.incomplete ? 1 : 0], ['nowinstats', play.excludeFromStats ? 1 : 0], ['location', play.location],
      ], playExtra)}>`,
      `    <item${attrs([['name', play.game.name], ['objecttype', 'thing'], ['objectid', play.game.bggId ?? 0]], isRecord(item) ? withoutKey(item, 'objecttype') : {})}/>`,
    );
    if (play.notes) lines.push(`    <comments>${escape(play.notes)}</comments>`);
    lines.push('    <players>');
    for (const p of play.players) {
      lines.push(
        `      <player${attrs([
          ['username', p.bggUsername], ['name', p.name], ['startposition', p.startPosition ?? ''], ['color', p.colour], ['score', p.scoreText],
          ['new', p.newToGame ? 1 : 0], ['win', p.winner ? 1 : 0],
        ], p.startPosition === null ? p.extra : withoutKey(p.extra, 'startposition'))}/>`,
      );
    }
    lines.push('    </players>', '  </play>');
  }
  lines.push('</plays>', '');
  return lines.join('\n');
}

function withoutKey(obj: Record<string, unknown>, key: string): Extra {
  const { [key]: _drop, ...rest } = obj;
  return rest;
}
