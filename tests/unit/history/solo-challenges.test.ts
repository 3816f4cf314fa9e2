/**
 * En Route's solo challenge table across games (`history:solo-challenges`), on a history filled the way the app
 * fills it: score sheets saved from the end-state screen, a digital solo game played to the end, plus plays
 * that must stay out (a two-player game, a solo play logged by hand, an incomplete one).
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { main } from '../../../src-cli/main';
import { MatchesRepo } from '../../../src-main/db/matches-repo';
import type { Db } from '../../../src-main/db/native';
import { openDatabase } from '../../../src-main/db/open';
import { createHandlers, type Handlers } from '../../../src-main/services/app-services';
import { localStamp } from '../../../src-main/services/history/context';
import { getGame, listGames } from '../../../src-shared/games/registry';
import { contract, type ChannelOutput } from '../../../src-shared/ipc/contract';
import { projectRoot, tempDir } from '../helpers';
import { call, callError } from './fixture';

type Tables = ChannelOutput<'history:solo-challenges'>['tables'];

let handlers: Handlers;
let db: Db;
let dir: string;
let clock = new Date('2025-03-01T12:00:00');
const at = (day: string): void => {
  clock = new Date(`${day}T20:00:00`);
};

/** A solo score sheet of `city`, saved to the history: `pp` from yellow landmarks, `achieved` of the goal cards. */
function saveSolo(city: string, name: string, cell: [pp: number, required: number], pp: number, achieved: number): void {
  const paris = city === 'paris';
  const goals = paris ? [] : (['A', 'B', 'C'] as const).map((letter) => ({ letter, name: letter, sign: '+', requirement: 1, winnerPp: 10, achieverPp: 5 }));
  const tours = { red: achieved > 0, green: achieved > 1, blue: achieved > 2 };
  const yellow = [...Array(Math.floor(pp / 50)).fill(50), pp % 50]; // yellow landmarks are worth at most 50 PP each
  const player = { name, yellow, ...(paris ? { toursCompleted: tours } : { goalResults: goals.map((_, i) => (i < achieved ? 1 : 0)) }) };
  const input = { game: 'en-route', city, mode: 'solo', goals, ...(city === 'first-city' ? { variant: 'full' } : {}), solo: { requiredPp: cell[0], requiredGoals: cell[1] }, players: [player] };
  const reply = call(handlers, 'score:save-end-state', { input });
  expect(reply.alreadySaved).toBe(false);
}

/** A digital solo game in Lanternport, played to the end (first legal action each time; chance drawn from the seed). */
function playDigitalSolo(name: string, soloPp: number): void {
  let snap = call(handlers, 'match:create', { gameId: 'en-route', mode: 'digital', seed: 'solo-table', options: { level: 'simple', soloPp, soloGoals: 0 }, seats: [{ name, colour: '#d32f2f' }] });
  while (snap.status === 'active') {
    snap = call(handlers, 'match:apply', { matchId: snap.matchId, viewer: 0, expectedVersion: snap.version, action: snap.legalActions[0] });
  }
  expect(snap.status).toBe('finished');
}

/** A score sheet saved before the challenge line carried its city (its old params), as an older app left it. */
function saveLegacySheet(city: string, name: string): void {
  const matches = new MatchesRepo(db);
  const stamp = clock.toISOString();
  const line = {
    category: 'challenge', label: { text: 'Challenge cell', key: 'sheet.challenge' }, points: 0,
    reason: { text: 'cell asks 60 PP and 1 goal cards achieved; scored 66 PP and 1: challenge met, record it in the cell', key: 'sheet.reason.challenge', params: { requiredPp: 60, requiredGoals: 1, what: 'goal cards achieved', pp: 66, achieved: 1, verdict: 'met' } },
  };
  const matchId = matches.create({
    gameId: 'en-route', mode: 'assist', source: 'end-state', options: {}, seed: '', status: 'finished', startedAt: stamp,
    state: { game: 'en-route', city, mode: 'solo', solo: { requiredPp: 60, requiredGoals: 1 }, players: [{ name }] }, seats: [{ playerId: null, name, colour: '#d32f2f' }],
  });
  matches.saveResults(matchId, { seats: [{ seat: 0, total: 66, rank: 1, winner: true, breakdown: [{ category: 'yellow', label: { text: 'Yellow' }, points: 66, reason: { text: '66' } }, line] }], tieBreaks: [], final: true });
  matches.markStatus(matchId, 'finished', stamp);
}

const tableOf = (tables: Tables, city: string) => tables.find((t) => t.city === city)!;
const cellOf = (tables: Tables, city: string, requiredPp: number, required: number) =>
  tableOf(tables, city).cells.find((c) => c.requiredPp === requiredPp && c.required === required)!;

beforeAll(() => {
  dir = tempDir();
  ({ db } = openDatabase(dir, projectRoot));
  handlers = createHandlers(db, { version: 'test', host: 'browser', dataDir: dir, notices: [] }, () => clock, { get: getGame, list: listGames });
  at('2025-01-04'); saveSolo('london', 'Aiko', [75, 1], 80, 1); // met
  at('2025-01-11'); saveSolo('london', 'Aiko', [75, 1], 97, 2); // met: the best of the cell
  at('2025-01-18'); saveSolo('london', 'Ben', [75, 1], 70, 3); // PP short
  at('2025-01-25'); saveSolo('london', 'Ben', [90, 2], 95, 1); // goals short
  at('2025-02-01'); saveSolo('london', 'Aiko', [120, 3], 121, 3); // met, a row the default grid does not have
  at('2025-02-08'); saveSolo('paris', 'Ben', [60, 2], 64, 2); // met, thematic tours
  at('2025-02-15'); saveSolo('paris', 'Ben', [60, 2], 64, 1); // one tour short
  at('2025-02-22'); playDigitalSolo('Aiko', 0); // Lanternport, cell 0 PP / 0 goals: met whatever happens
  at('2025-03-01'); saveLegacySheet('cairo', 'Cleo');
  // Not solo challenges: a two-player sheet, a solo play logged by hand, an incomplete solo play.
  at('2025-03-08');
  call(handlers, 'score:save-end-state', { input: { game: 'en-route', city: 'london', players: [{ name: 'Aiko', yellow: [50] }, { name: 'Ben', yellow: [40] }] } });
  call(handlers, 'history:record', { game: { name: 'En Route' }, playedAt: '2025-03-09 10:00', players: [{ name: 'Aiko', scoreText: '99' }] });
  at('2025-03-15');
  saveSolo('rio', 'Ben', [60, 0], 70, 0);
  const rioPlay = call(handlers, 'history:plays', { limit: 1 }).plays[0];
  expect(rioPlay.players[0].breakdown?.some((l) => l.category === 'challenge')).toBe(true);
  call(handlers, 'history:edit', { playId: rioPlay.id, play: { game: { name: rioPlay.game.name }, playedAt: rioPlay.playedAt, incomplete: true, players: [{ name: 'Ben', scoreText: '70' }] } });
  const ben = call(handlers, 'history:catalog', {}).players.find((p) => p.name === 'Ben')!.id;
  call(handlers, 'groups:save', { name: 'Ben alone', memberIds: [ben] });
}, 120_000);

describe('history:solo-challenges', () => {
  test('per city, each cell: attempts, met count, best score recorded with its date and player', () => {
    const { tables } = call(handlers, 'history:solo-challenges', {});
    expect(tables.map((t) => t.city)).toEqual(['lanternport', 'first-city', 'london', 'rio', 'cairo', 'hong-kong', 'paris', 'new-york']);
    const cell = cellOf(tables, 'london', 75, 1);
    expect(cell.attempts.map((a) => [a.player, a.pp, a.met])).toEqual([['Aiko', 80, true], ['Aiko', 97, true], ['Ben', 70, false]]);
    expect(cell.metCount).toBe(2);
    expect(cell.best).toMatchObject({ player: 'Aiko', pp: 97, achieved: 2, playedAt: localStamp(new Date('2025-01-11T20:00:00')) });
    expect(cell.players).toEqual(['Aiko', 'Ben']);
    expect(cellOf(tables, 'london', 90, 2)).toMatchObject({ metCount: 0, best: null, players: ['Ben'] });
    expect(cellOf(tables, 'london', 90, 2).attempts).toHaveLength(1);
    expect(cellOf(tables, 'london', 60, 0)).toMatchObject({ attempts: [], best: null });
    expect(tableOf(tables, 'london')).toMatchObject({ plays: 5, cellsMet: 2, gridSource: 'assumed', measure: 'goals' });
  });

  test('a cell outside the default grid extends the axes', () => {
    const london = tableOf(call(handlers, 'history:solo-challenges', { city: 'london' }).tables, 'london');
    expect(london.ppTargets).toEqual([60, 75, 90, 105, 120]);
    expect(london.requiredTargets).toEqual([0, 1, 2, 3]);
    expect(london.cells).toHaveLength(20);
  });

  test('Paris counts thematic tours; the digital game is Lanternport; an older score sheet takes its city from the sheet', () => {
    const { tables } = call(handlers, 'history:solo-challenges', {});
    expect(tableOf(tables, 'paris')).toMatchObject({ measure: 'tours', plays: 2, cellsMet: 1 });
    expect(cellOf(tables, 'paris', 60, 2)).toMatchObject({ metCount: 1, best: { pp: 64, achieved: 2 } });
    const lanternport = tableOf(tables, 'lanternport');
    expect(lanternport).toMatchObject({ gridSource: 'ours', plays: 1, cellsMet: 1 });
    expect(cellOf(tables, 'lanternport', 0, 0).best?.player).toBe('Aiko');
    expect(lanternport.ppTargets).toEqual([0, 60, 75, 90, 105]);
    expect(cellOf(tables, 'cairo', 60, 1)).toMatchObject({ metCount: 1, best: { pp: 66, player: 'Cleo' } });
  });

  test('a two-player game, a play logged by hand and an incomplete play are not in the table', () => {
    const { tables } = call(handlers, 'history:solo-challenges', {});
    expect(tables.reduce((n, t) => n + t.plays, 0)).toBe(5 + 2 + 1 + 1);
    expect(tableOf(tables, 'rio').plays).toBe(0);
  });

  test('one city only, and one player only (the players list stays whole for the filter)', () => {
    const catalog = call(handlers, 'history:catalog', {});
    const ben = catalog.players.find((p) => p.name === 'Ben')!.id;
    const only = call(handlers, 'history:solo-challenges', { city: 'london', playerId: ben });
    expect(only.tables.map((t) => t.city)).toEqual(['london']);
    expect(only.tables[0].plays).toBe(2);
    expect(only.tables[0].cellsMet).toBe(0);
    expect(only.players.map((p) => p.name)).toEqual(['Aiko', 'Ben', 'Cleo']);
  });

  test('the history filter narrows the table: a date range, a group (plays where a member took part)', () => {
    const january = call(handlers, 'history:solo-challenges', { city: 'london', filter: { from: '2025-01-10', to: '2025-01-20' } });
    expect(cellOf(january.tables, 'london', 75, 1).attempts.map((a) => [a.player, a.pp])).toEqual([['Aiko', 97], ['Ben', 70]]);
    expect(january.tables[0].plays).toBe(2);
    const group = call(handlers, 'history:catalog', {}).groups.find((g) => g.name === 'Ben alone')!;
    const bens = call(handlers, 'history:solo-challenges', { filter: { groupId: group.id } });
    expect(bens.tables.filter((t) => t.plays > 0).map((t) => [t.city, t.plays])).toEqual([['london', 2], ['paris', 2]]);
    expect(callError(handlers, 'history:solo-challenges', { filter: { from: '2025-02-01', to: '2025-01-01' } })).toMatchObject({ code: 'input/invalid', path: ['filter', 'to'] });
  });

  test('bad payloads get a typed error naming the field', () => {
    expect(callError(handlers, 'history:solo-challenges', { city: 'atlantis' })).toMatchObject({ code: 'input/invalid', path: ['city'] });
    expect(callError(handlers, 'history:solo-challenges', { playerId: 0 })).toMatchObject({ code: 'input/invalid', path: ['playerId'] });
    expect(callError(handlers, 'history:solo-challenges', { playerId: 'Ben' })).toMatchObject({ code: 'input/invalid', path: ['playerId'] });
    expect(callError(handlers, 'history:solo-challenges', { city: 'london', mode: 'solo' }).code).toBe('input/invalid');
    expect(callError(handlers, 'history:solo-challenges', { playerId: 9999 })).toMatchObject({ code: 'player/not-found', path: ['playerId'] });
  });

  test('the reply matches the contract', () => {
    expect(contract['history:solo-challenges'].output.safeParse(call(handlers, 'history:solo-challenges', {})).success).toBe(true);
  });
});

describe('tablekeeper history solo-challenges', () => {
  async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(['history', 'solo-challenges', ...argv, '--data-dir', dir], { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  test('--city prints that city\'s grid: met cells with best score, player and date; attempts; empty cells', async () => {
    const { code, out } = await run('--city', 'london');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toBe('London: solo challenge table. Rows: PP to reach; columns: goal cards to achieve.');
    expect(lines[1]).toBe('Default rows assumed (the printed card is not public); every cell played is added.');
    expect(lines[2]).toMatch(/^PP \\ goals \| 0 \| 1\s+\| 2\s+\| 3$/);
    expect(lines.find((l) => l.trimStart().startsWith('75 |'))).toMatch(/^\s+75 \| · \| ✓ 97 Aiko 2025-01-11 \| · +\| ·$/);
    expect(lines.find((l) => l.trimStart().startsWith('90 |'))).toMatch(/\| ✗ 1 attempt +\|/);
    expect(lines.find((l) => l.trimStart().startsWith('120 |'))).toMatch(/✓ 121 Aiko 2025-02-01$/);
    expect(lines.at(-1)).toMatch(/^5 solo plays; 2 of 20 cells met\./);
  });

  test('without --city, every city played (and only those); --player and --json', async () => {
    const all = await run();
    expect(all.out.split('\n').filter((l) => l.includes(': solo challenge table')).map((l) => l.split(':')[0])).toEqual(['Lanternport', 'London', 'Cairo', 'Paris']);
    expect(all.out).toMatch(/^PP \\ tours/m);
    const ben = JSON.parse((await run('--player', 'ben', '--city', 'london', '--json')).out);
    expect(ben.tables).toHaveLength(1);
    expect(ben.tables[0]).toMatchObject({ city: 'london', plays: 2, cellsMet: 0 });
  });

  test('--from/--to and --group filter the plays like the history pages', async () => {
    const january = JSON.parse((await run('--city', 'london', '--from', '2025-01-10', '--to', '2025-01-20', '--json')).out);
    expect(january.tables[0].plays).toBe(2);
    const none = await run('--from', '2030-01-01');
    expect(none).toMatchObject({ code: 0, out: expect.stringMatching(/^No solo En Route challenge on record/) });
    const group = JSON.parse((await run('--group', 'ben alone', '--json')).out);
    expect(group.tables.map((t: { city: string }) => t.city)).toEqual(['london', 'paris']);
  });

  test('bad arguments: exit 2 with what was wrong', async () => {
    expect(await run('--city', 'atlantis')).toMatchObject({ code: 2, err: expect.stringMatching(/--city must be one of lanternport, first-city, london/) });
    expect(await run('--player', 'Nobody')).toMatchObject({ code: 2, err: expect.stringMatching(/no player called "Nobody"/) });
    expect(await run('london')).toMatchObject({ code: 2, err: expect.stringMatching(/unexpected "london"/) });
    expect(await run('--format', 'csv')).toMatchObject({ code: 2, err: expect.stringMatching(/unknown option --format/) });
    expect((await run('--city')).code).toBe(2);
    expect(await run('--from', '1 March')).toMatchObject({ code: 2, err: expect.stringMatching(/--from: .*YYYY-MM-DD/) });
    expect(await run('--from', '2025-02-01', '--to', '2025-01-01')).toMatchObject({ code: 2, err: expect.stringMatching(/--to: The range ends before it starts/) });
    expect(await run('--group', 'Nobody')).toMatchObject({ code: 2, err: expect.stringMatching(/no group called "Nobody"/) });
  });
});
