import { describe, expect, test } from 'vitest';
import { buildGraph, checkBoard, parseBoard, roadTiles } from './board';
import { DEFAULT_BOARD } from './data';
import { optionsSchema } from './types';

const graph = buildGraph(DEFAULT_BOARD);
const clone = () => structuredClone(DEFAULT_BOARD);

describe('the reconstructed board keeps every confirmed fact (reference: "Confirmed")', () => {
  test('it is marked as a reconstruction and has no problems at all', () => {
    expect(DEFAULT_BOARD.reconstruction).toBe(true);
    expect(checkBoard(DEFAULT_BOARD)).toEqual([]);
  });

  test('5 lines of 7 stops', () => {
    expect(DEFAULT_BOARD.lines).toHaveLength(5);
    for (const line of DEFAULT_BOARD.lines) expect(line.stops).toHaveLength(7);
  });

  test('every pair of lines crosses exactly once, so each line has 4 intersections', () => {
    for (const a of DEFAULT_BOARD.lines) {
      for (const b of DEFAULT_BOARD.lines) {
        if (a === b) continue;
        expect(a.stops.filter((s) => b.stops.includes(s)), `${a.id} × ${b.id}`).toHaveLength(1);
      }
      expect(graph.intersectionsOf(a.id)).toHaveLength(4);
    }
  });

  test('25 stops: 10 intersections holding 2 shops, 15 single stops holding 1, none on three lines', () => {
    expect(DEFAULT_BOARD.stops).toHaveLength(25);
    const intersections = DEFAULT_BOARD.stops.filter((s) => graph.isIntersection(s.id));
    expect(intersections).toHaveLength(10);
    for (const stop of DEFAULT_BOARD.stops) {
      expect(graph.linesAt(stop.id).length).toBeLessThanOrEqual(2);
      expect(graph.capacity(stop.id)).toBe(graph.isIntersection(stop.id) ? 2 : 1);
    }
  });

  test('each stop has as many tiles as neighbouring stops (1 to 4), 60 in all, 12 per colour', () => {
    let total = 0;
    for (const stop of DEFAULT_BOARD.stops) {
      const tiles = DEFAULT_BOARD.tiles.filter((t) => t.stop === stop.id).reduce((sum, t) => sum + t.count, 0);
      expect(tiles, stop.id).toBe(graph.neighbours(stop.id).length);
      expect(tiles).toBeGreaterThanOrEqual(1);
      expect(tiles).toBeLessThanOrEqual(4);
      total += tiles;
    }
    expect(total).toBe(60);
    const counts = new Set(DEFAULT_BOARD.tiles.map((t) => t.count));
    expect([...counts].sort()).toEqual([1, 2]);
    for (const line of DEFAULT_BOARD.lines) {
      expect(DEFAULT_BOARD.tiles.filter((t) => t.line === line.id).reduce((s, t) => s + t.count, 0)).toBe(12);
    }
    // The rulebook's tile table shows stops with 1, 2, 3 and 4 tiles.
    const perStop = DEFAULT_BOARD.stops.map((s) => graph.neighbours(s.id).length);
    expect(new Set(perStop)).toEqual(new Set([1, 2, 3, 4]));
  });

  test('the 12 known names are there and marked confirmed; the others are marked invented', () => {
    const known = ['Luxembourg', 'Montmartre', 'Pompidou', 'St-Nicolas', 'Pont Neuf', 'Hôtel de Ville', 'Quartier Latin', 'Odéon', 'Opéra', 'Notre Dame', 'Les Halles', 'Montparnasse'];
    const confirmed = DEFAULT_BOARD.stops.filter((s) => s.nameConfirmed).map((s) => s.name);
    expect(confirmed.sort()).toEqual(known.sort());
    expect(DEFAULT_BOARD.stops.filter((s) => !s.nameConfirmed)).toHaveLength(13);
  });

  test('the green line meets the others at Montmartre, Pompidou, Hôtel de Ville and Quartier Latin', () => {
    expect(graph.intersectionsOf('green')).toEqual(['montmartre', 'pompidou', 'hotel-de-ville', 'quartier-latin']);
  });

  test('St-Nicolas and Pont Neuf are next to Pompidou', () => {
    expect(graph.neighbours('pompidou')).toEqual(expect.arrayContaining(['st-nicolas', 'pont-neuf']));
  });

  test('5 P spaces (Japanese rulebook)', () => {
    expect(DEFAULT_BOARD.pSpaces).toBe(5);
  });
});

describe('board validation gives clear errors', () => {
  test('a tile total other than 60 is an error naming both numbers', () => {
    const board = clone();
    board.tiles[0].count += 1;
    const result = parseBoard(board);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.message.text)).toContain('The board has 61 tiles; the stacks need exactly 60.');
  });

  test('a line naming a missing stop, a stop on three lines, a tile of a line that misses its stop', () => {
    const board = clone();
    board.lines[0].stops[0] = 'nowhere';
    board.lines[1].stops[0] = 'opera'; // opera is already on red and brown
    board.tiles.push({ stop: 'etoile', line: 'green', count: 0 });
    const result = parseBoard(board);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const texts = result.errors.map((e) => e.message.text);
      expect(texts).toContain('Line Green names a stop "nowhere" that does not exist.');
      expect(texts).toContain('Opéra is on 3 lines; a stop may be on at most 2.');
      expect(texts).toContain('A green tile names etoile, which that line does not serve.');
    }
  });

  test('shape errors name the field', () => {
    const result = parseBoard({ ...clone(), lines: [{ id: 'x', name: 'X', colour: 'red', stops: [] }] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0].message.text).toMatch(/^lines/);
  });

  test('a playable board that differs from the printed facts only warns', () => {
    const board = clone();
    // Move one tile from one stop to another: still 60, but the counts no longer equal the neighbours.
    board.tiles[0].count -= 1;
    board.tiles[1].count += 1;
    const result = parseBoard(board);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.warnings.map((w) => w.message.key)).toEqual(['board.problem.tilesPerStop', 'board.problem.tilesPerStop']);
  });

  test('fewer P spaces than lines is an error (the P row could overflow)', () => {
    const result = parseBoard({ ...clone(), pSpaces: 4 });
    expect(result.ok).toBe(false);
  });

  test('roadTiles gives one tile per road into a stop', () => {
    const tiles = roadTiles([{ id: 'a', name: 'A', colour: '#000000', stops: ['x', 'y', 'z'] }]);
    expect(tiles).toEqual([
      { stop: 'x', line: 'a', count: 1 },
      { stop: 'y', line: 'a', count: 2 },
      { stop: 'z', line: 'a', count: 1 },
    ]);
  });

  test('a stop or line id that every object already has ("constructor") is refused where it is written', () => {
    const renamedStop = (to: string) => {
      const board = clone();
      const from = board.stops[0].id;
      board.stops[0].id = to;
      for (const line of board.lines) line.stops = line.stops.map((s) => (s === from ? to : s));
      for (const tile of board.tiles) if (tile.stop === from) tile.stop = to;
      return board;
    };
    const stop = renamedStop('constructor');
    const parsed = optionsSchema.safeParse({ board: stop });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'board.stops.0.id', 'this id is a word JavaScript keeps for itself ("constructor"): choose another',
    ]);
    const line = clone();
    line.lines[0].id = 'constructor';
    expect(optionsSchema.safeParse({ board: line }).success).toBe(false);
    // An id merely containing the word is fine.
    expect(optionsSchema.safeParse({ board: renamedStop('constructor-2') }).success).toBe(true);
  });

  test('the options reject an invalid board with the reason, and accept a corrected one', () => {
    const bad = clone();
    bad.tiles[0].count = 5;
    const parsed = optionsSchema.safeParse({ board: bad });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues[0].message).toMatch(/^Board: The board has 64 tiles/);
    const renamed = clone();
    renamed.stops[0].name = 'Barbès';
    expect(optionsSchema.parse({ board: renamed }).board?.stops[0].name).toBe('Barbès');
  });
});
