/** Small helpers shared by the file formats: JSON error positions, unknown-field splitting, ids. */
import { atPosition, fileProblem, wholeFile } from '../problems';
import type { ExchangePerson, ExchangePlay, Extra, FileProblem, ParsedFile } from '../types';

export function jsonProblem(text: string, error: unknown): FileProblem {
  const message = (error as Error).message;
  const lineCol = /line (\d+) column (\d+)/.exec(message);
  if (lineCol) return atPosition(Number(lineCol[1]), Number(lineCol[2]), 'notJson', { detail: message });
  const at = /position (\d+)/.exec(message);
  if (at) {
    const before = text.slice(0, Number(at[1]));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    return atPosition(line, column, 'notJson', { detail: message });
  }
  return wholeFile('notJson', { detail: message });
}

/** Splits an object into the fields we know and the rest, which is kept verbatim. */
export function unknownFields(value: Record<string, unknown>, known: readonly string[]): Extra {
  const extra: Extra = {};
  for (const [key, v] of Object.entries(value)) if (!known.includes(key)) extra[key] = v;
  return extra;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stable id from content, for plays whose file gives none (FNV-1a, 2 × 32 bits). */
export function contentId(prefix: string, content: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < content.length; i++) {
    const c = content.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return `${prefix}:${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}

/** Reads a typed field, recording a problem (and returning the fallback) when it has the wrong type. */
export class FieldReader {
  constructor(readonly problems: FileProblem[]) {}

  string(obj: Record<string, unknown>, key: string, where: string, fallback = ''): string {
    const v = obj[key];
    if (v === undefined || v === null) return fallback;
    if (typeof v === 'string') return v;
    if (typeof v === 'number') return String(v);
    this.problems.push(fileProblem(`${where}.${key}`, 'notText', { value: JSON.stringify(v) }));
    return fallback;
  }

  number(obj: Record<string, unknown>, key: string, where: string, fallback: number | null = null): number | null {
    const v = obj[key];
    if (v === undefined || v === null || v === '') return fallback;
    const n = typeof v === 'string' ? Number(v) : v;
    if (typeof n === 'number' && Number.isFinite(n)) return n;
    this.problems.push(fileProblem(`${where}.${key}`, 'notNumber', { value: JSON.stringify(v) }));
    return fallback;
  }

  bool(obj: Record<string, unknown>, key: string, where: string, fallback = false): boolean {
    const v = obj[key];
    if (v === undefined || v === null) return fallback;
    if (typeof v === 'boolean') return v;
    if (v === 0 || v === 1 || v === '0' || v === '1') return Number(v) === 1;
    this.problems.push(fileProblem(`${where}.${key}`, 'notBoolean', { value: JSON.stringify(v) }));
    return fallback;
  }
}

/** The people, games and locations a file names only through its plays (BGG XML and CSV have no lists of them). */
export function catalogues(plays: readonly ExchangePlay[]): Omit<ParsedFile, 'plays' | 'problems'> {
  const people = new Map<string, ExchangePerson>();
  for (const p of plays.flatMap((x) => x.players)) {
    if (p.anonymous || people.has(p.key)) continue;
    people.set(p.key, { key: p.key, name: p.name, bggUsername: p.bggUsername, extra: {} });
  }
  // Every seat of one person carries the name the person is first given (BGG: a username with other or no names).
  for (const play of plays) for (const p of play.players) if (!p.anonymous) p.name = people.get(p.key)!.name;
  const games = new Map(plays.map((p) => [p.game.name.toLowerCase(), p.game]));
  const locations = [...new Set(plays.map((p) => p.location).filter(Boolean))].map((name) => ({ name, extra: {} }));
  return { people: [...people.values()], games: [...games.values()], locations };
}
