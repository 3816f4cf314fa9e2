/**
 * BoardGameGeek plays XML (what /xmlapi2/plays returns): <plays><play id date quantity length
 * incomplete nowinstats location><item name objectid/><comments/><players><player username name
 * startposition color score new win …/></players></play></plays>. Unknown attributes and elements are kept.
 *
 * Read with fast-xml-parser after three refusals, each a located problem: a DOCTYPE or entity declaration
 * (so no entity is ever expanded and nothing outside the file is read), nesting deeper than CAPS.depth, and
 * anything the validator rejects (truncated files included). Character references and HTML entities are
 * decoded. Written with fast-xml-parser's XMLBuilder, without the characters XML forbids.
 */
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseScore } from '../score';
import { atPosition, fileProblem, wholeFile } from '../problems';
import { ANONYMOUS_KEY, isRealDate, type ExchangePlay, type ExchangePlayer, type Extra, type FileProblem, type ParsedFile } from '../types';
import { catalogues, contentId, isRecord, unknownFields } from './common';
import { fileTooBig, withoutMarks } from './kept';
import { CAPS } from './limits';

/** What BGG (and BG Stats when it logs to BGG) calls an unnamed seat. */
const ANONYMOUS_NAME = 'Anonymous player';
const PLAY_ATTRS = ['id', 'date', 'quantity', 'length', 'incomplete', 'nowinstats', 'location'];
const PLAYER_ATTRS = ['username', 'name', 'startposition', 'color', 'score', 'new', 'win'];
const ITEM_ATTRS = ['name', 'objectid'];

type Node = Record<string, unknown>;

const EMPTY = { plays: [], people: [], games: [], locations: [] };

export function parseBggXml(text: string): ParsedFile {
  if (text.length > CAPS.fileChars) return { ...EMPTY, problems: [fileTooBig()] };
  const refused = declarationProblem(text) ?? nestingProblem(text);
  if (refused) return { ...EMPTY, problems: [refused] };
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    return { ...EMPTY, problems: [atPosition(valid.err.line, valid.err.col, 'notXml', { detail: valid.err.msg })] };
  }
  const parser = new XMLParser({
    ignoreAttributes: false, attributeNamePrefix: '', parseAttributeValue: false, parseTagValue: false, trimValues: true,
    processEntities: true, htmlEntities: true,
    isArray: (name) => name === 'play' || name === 'player' || name === 'subtype',
  });
  let doc: Node;
  try {
    doc = parser.parse(text) as Node;
  } catch (error) {
    return { ...EMPTY, problems: [wholeFile('notXml', { detail: (error as Error).message })] };
  }
  const root = doc.plays === '' ? {} : doc.plays;
  if (!isRecord(root)) return { ...EMPTY, problems: [wholeFile('noPlaysElement')] };
  const problems: FileProblem[] = [];
  const plays: ExchangePlay[] = [];
  const list = Array.isArray(root.play) ? (root.play as unknown[]) : [];
  list.forEach((node, i) => {
    const where = `<play> #${i + 1}${isRecord(node) && node.id ? ` (id="${String(node.id)}")` : ''}`;
    if (!isRecord(node)) return problems.push(fileProblem(where, 'notObject'));
    const before = problems.length;
    const play = readPlay(node, where, problems);
    if (problems.length === before) plays.push(play);
  });
  return { plays, ...catalogues(plays), problems };
}

/** The first DOCTYPE or ENTITY declaration, refused before any parser sees the file. */
function declarationProblem(text: string): FileProblem | null {
  const at = /<!(DOCTYPE|ENTITY)/i.exec(text);
  if (!at) return null;
  const { line, column } = positionOf(text, at.index);
  return atPosition(line, column, 'doctype', { detail: `<!${at[1].toUpperCase()}` });
}

/** The first element opened deeper than CAPS.depth (the parser's tree would be built by recursion). */
function nestingProblem(text: string): FileProblem | null {
  const tags = /<(\/?)[A-Za-z_][^>]*?(\/?)>|<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g;
  let depth = 0;
  for (let m = tags.exec(text); m; m = tags.exec(text)) {
    if (m[0].startsWith('<!')) continue;
    if (m[1]) depth--;
    else if (!m[2]) depth++;
    if (depth > CAPS.depth) {
      const { line, column } = positionOf(text, m.index);
      return atPosition(line, column, 'tooDeep', { max: CAPS.depth });
    }
  }
  return null;
}

function positionOf(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
}

function attr(node: Node, name: string): string {
  const v = node[name];
  return typeof v === 'string' ? v.trim() : '';
}

function cappedAttr(node: Node, name: string, where: string, max: number, problems: FileProblem[]): string {
  const v = attr(node, name);
  if (v.length > max) problems.push(fileProblem(`${where} ${name}`, 'tooLong', { max }));
  return v;
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

function readPlay(node: Node, where: string, problems: FileProblem[]): ExchangePlay {
  const date = attr(node, 'date');
  if (!isRealDate(`${date} 00:00`)) problems.push(fileProblem(`${where} date`, 'notDate', { value: date }));
  const id = intAttr(node, 'id', where, problems, null);
  const quantity = intAttr(node, 'quantity', where, problems, 1) ?? 1;
  if (quantity < 1) problems.push(fileProblem(`${where} quantity`, 'quantity'));
  const length = intAttr(node, 'length', where, problems, 0) ?? 0;
  if (length < 0) problems.push(fileProblem(`${where} length`, 'lengthNegative'));
  const item = node.item;
  const itemName = isRecord(item) ? cappedAttr(item, 'name', `${where} <item>`, CAPS.gameName, problems) : '';
  if (!itemName) problems.push(fileProblem(`${where} <item>`, 'itemName'));
  const objectId = isRecord(item) ? intAttr(item, 'objectid', `${where} <item>`, problems, null) : null;
  const location = cappedAttr(node, 'location', where, CAPS.location, problems);
  // BGG lists no <players> when nobody was logged: such a play counts for the game, not for any person.
  const playersNode = node.players;
  const playerNodes = isRecord(playersNode) && Array.isArray(playersNode.player) ? (playersNode.player as unknown[]) : [];
  const seen = new Set<string>();
  const players: ExchangePlayer[] = [];
  playerNodes.forEach((p, j) => {
    const at = `${where} <player> #${j + 1}`;
    // `<player/>` (no attributes) is a seat nobody named: an anonymous seat, never dropped. Text instead of attributes is refused.
    if (p === '') players.push(readPlayer({}, at, problems, seen));
    else if (isRecord(p)) players.push(readPlayer(p, at, problems, seen));
    else problems.push(fileProblem(at, 'notObject'));
  });
  const comments = typeof node.comments === 'string' ? node.comments : '';
  if (comments.length > CAPS.notes) problems.push(fileProblem(`${where} <comments>`, 'tooLong', { max: CAPS.notes }));
  const extra: Extra = unknownFields(node, [...PLAY_ATTRS, 'item', 'comments', 'players']);
  if (isRecord(item)) {
    const itemExtra = unknownFields(item, ITEM_ATTRS);
    if (Object.keys(itemExtra).length) extra.item = itemExtra;
  }
  const playedAt = `${date} 00:00:00`;
  return {
    uid: id && id > 0 ? `bgg:${id}` : contentId('bggx', JSON.stringify([date, itemName, location, players.map((p) => [p.name, p.scoreText])])),
    bggPlayId: id && id > 0 ? id : null,
    game: { name: itemName, bggId: objectId && objectId > 0 ? objectId : null, highestWins: true, noPoints: false, cooperative: false, usesTeams: false, extra: {} },
    mode: 'manual', playedAt, durationMin: length > 0 ? length : null, location, notes: comments,
    incomplete: flagAttr(node, 'incomplete', where, problems), excludeFromStats: flagAttr(node, 'nowinstats', where, problems),
    quantity: Math.max(1, quantity), expansions: [], board: '', manualWinner: false, players, extra,
  };
}

/** One person per BGG username (whatever name, or none, each play gives them); without a username, one per name. */
export function bggPersonKey(username: string, name: string): string {
  return username ? `user:${username.toLowerCase()}` : `name:${name.toLowerCase()}`;
}

function readPlayer(node: Node, where: string, problems: FileProblem[], seen: Set<string>): ExchangePlayer {
  const username = cappedAttr(node, 'username', where, CAPS.personName, problems);
  const name = cappedAttr(node, 'name', where, CAPS.personName, problems) || username;
  // A player with neither name nor username, or BGG's own "Anonymous player" (no username), is an unnamed seat:
  // kept as an anonymous seat, never a person.
  const anonymous = !name || (!username && name.toLowerCase() === ANONYMOUS_NAME.toLowerCase());
  const key = anonymous ? ANONYMOUS_KEY : bggPersonKey(username, name);
  if (!anonymous && seen.has(key)) problems.push(fileProblem(`${where} name`, 'twiceInPlay', { name }));
  seen.add(key);
  const start = attr(node, 'startposition');
  const startPosition = /^\d+$/.test(start) && Number(start) > 0 ? Number(start) : null;
  const extra = unknownFields(node, PLAYER_ATTRS);
  if (start && startPosition === null) extra.startposition = start;
  const scoreText = cappedAttr(node, 'score', where, CAPS.score, problems);
  return {
    key, anonymous, name: anonymous ? '' : name, bggUsername: username, startPosition, colour: cappedAttr(node, 'color', where, CAPS.seatText, problems), team: '', role: '',
    scoreText, score: parseScore(scoreText), rank: null, winner: flagAttr(node, 'win', where, problems), newToGame: flagAttr(node, 'new', where, problems),
    personExtra: {}, extra,
  };
}

/** Characters XML 1.0 forbids (most control characters, U+FFFE/U+FFFF, unpaired surrogates): left out of the export. */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlSafe(text: string): string {
  return text.replace(FORBIDDEN, '');
}

const A = '@_';
const XML_NAME = /^[A-Za-z_][\w.-]*$/;

/** A kept node back into builder form: text values are attributes, objects and lists are child elements. */
function keptNode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keptNode);
  if (!isRecord(value)) return typeof value === 'string' ? xmlSafe(value) : value;
  const out: Node = {};
  for (const [k, v] of Object.entries(withoutMarks(value))) {
    // Fields kept from other formats (a BG Stats play's) may not be XML names: those stay out of a BGG file.
    if (k !== '#text' && !XML_NAME.test(k)) continue;
    if (k === '#text') out[k] = typeof v === 'string' ? xmlSafe(v) : v;
    else if (typeof v === 'string' || typeof v === 'number') out[A + k] = typeof v === 'string' ? xmlSafe(v) : v;
    else out[k] = keptNode(v);
  }
  return out;
}

function attrs(values: [string, string | number][], extra: Extra): Node {
  const out = keptNode(extra) as Node;
  const known: Node = {};
  for (const [k, v] of values) known[A + k] = typeof v === 'string' ? xmlSafe(v) : v;
  return { ...known, ...withoutKnown(out, values.map(([k]) => k)) };
}

function withoutKnown(node: Node, known: readonly string[]): Node {
  const out: Node = {};
  for (const [k, v] of Object.entries(node)) if (!known.includes(k.startsWith(A) ? k.slice(A.length) : k)) out[k] = v;
  return out;
}

export function serialiseBggXml(plays: readonly ExchangePlay[]): string {
  const builder = new XMLBuilder({
    ignoreAttributes: false, attributeNamePrefix: A, format: true, indentBy: '  ', suppressEmptyNode: true, processEntities: true,
  });
  const doc = {
    '?xml': { [`${A}version`]: '1.0', [`${A}encoding`]: 'utf-8' },
    plays: {
      [`${A}total`]: plays.length, [`${A}termsofuse`]: 'https://boardgamegeek.com/xmlapi/termsofuse',
      play: plays.map((play) => {
        const { item, ...playExtra } = play.extra;
        const node: Node = attrs([
          ['id', play.bggPlayId ?? 0], ['date', play.playedAt.slice(0, 10)], ['quantity', play.quantity], ['length', play.durationMin ?? 0],
          ['incomplete', play.incomplete ? 1 : 0], ['nowinstats', play.excludeFromStats ? 1 : 0], ['location', play.location],
        ], playExtra);
        node.item = attrs([['name', play.game.name], ['objecttype', 'thing'], ['objectid', play.game.bggId ?? 0]], isRecord(item) ? item : {});
        if (play.notes) node.comments = xmlSafe(play.notes);
        if (play.players.length) {
          node.players = {
            player: play.players.map((p) =>
              attrs([
                ['username', p.bggUsername], ['name', p.anonymous ? ANONYMOUS_NAME : p.name], ['startposition', p.startPosition ?? keptText(p.extra.startposition)],
                ['color', p.colour], ['score', p.scoreText], ['new', p.newToGame ? 1 : 0], ['win', p.winner ? 1 : 0],
              ], p.extra),
            ),
          };
        }
        return node;
      }),
    },
  };
  return `${builder.build(doc) as string}`;
}

/** A start position the reader could not read ("1.5", "0") is kept as the file wrote it and given back. */
function keptText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
