import { describe, expect, test } from 'vitest';
import { dispatch } from '../../src-main/ipc/dispatch';
import { getGame, listGames } from '../../src-shared/games/registry';
import { openTestHandlers, tempDir } from './helpers';

const realGames = () => openTestHandlers(tempDir(), { get: getGame, list: listGames });

/** A 2×1 loop of six sections plus a spur: the best route takes the loop and the spur. */
const sections = [
  { id: 'a', a: { x: 0, y: 0 }, b: { x: 1, y: 0 } },
  { id: 'b', a: { x: 1, y: 0 }, b: { x: 2, y: 0 } },
  { id: 'c', a: { x: 2, y: 0 }, b: { x: 2, y: 1 } },
  { id: 'd', a: { x: 2, y: 1 }, b: { x: 1, y: 1 } },
  { id: 'e', a: { x: 1, y: 1 }, b: { x: 0, y: 1 } },
  { id: 'f', a: { x: 0, y: 1 }, b: { x: 0, y: 0 } },
  { id: 'g', a: { x: 2, y: 1 }, b: { x: 3, y: 1 } },
];
const model = {
  features: [
    { id: 'far', label: '(3, 1)', intersections: [3 + 16] },
    { id: 'corner', label: '(0, 1)', intersections: [16] },
  ],
  terms: [{ kind: 'sum', id: 'points', label: 'Intersections', features: [{ feature: 'far', points: 5 }, { feature: 'corner', points: 3 }] }],
};

describe('game calculators (game:calculate)', () => {
  test('En Route: the proven-best route for copied sections, computed in main', () => {
    const { handlers } = realGames();
    const reply = dispatch(handlers, 'game:calculate', { gameId: 'en-route', calculator: 'best-route', input: { sections, model } });
    if (!reply.ok) throw new Error(reply.error.message);
    const result = reply.value as { value: number; proof: { optimal: boolean } };
    expect(result.value).toBe(8);
    expect(result.proof.optimal).toBe(true);
  });

  test('En Route, printed cities: a Hong Kong board with a grey landmark is refused at its place, through the IPC', () => {
    const { handlers } = realGames();
    const input = { city: 'hong-kong', sections: [], locations: [{ col: 2, row: 3, landmark: { colour: 'grey', pp: 5 } }] };
    const reply = dispatch(handlers, 'game:calculate', { gameId: 'en-route', calculator: 'city-route', input });
    expect(reply).toMatchObject({ ok: false, error: { code: 'input/invalid', path: ['input', 'locations', 0, 'landmark', 'colour'] } });
    const fine = dispatch(handlers, 'game:calculate', { gameId: 'en-route', calculator: 'city-route', input: { city: 'hong-kong', sections: [sections[0]], locations: [{ col: 1, row: 1, landmark: { colour: 'historic' } }], ratings: { historic: 7 } } });
    expect(fine).toMatchObject({ ok: true, value: { total: 7, optimised: expect.arrayContaining(['historic']) } });
  });

  test('En Route: a chosen route is checked for continuity', () => {
    const { handlers } = realGames();
    const good = dispatch(handlers, 'game:calculate', { gameId: 'en-route', calculator: 'check-route', input: { sections, chosen: ['a', 'b', 'c'] } });
    expect(good).toMatchObject({ ok: true, value: { ok: true } });
    const broken = dispatch(handlers, 'game:calculate', { gameId: 'en-route', calculator: 'check-route', input: { sections, chosen: ['a', 'd'] } });
    expect(broken).toMatchObject({ ok: true, value: { ok: false } });
  });

  test('bad input names its field; an unknown calculator or game is refused', () => {
    const { handlers } = realGames();
    const bad = dispatch(handlers, 'game:calculate', { gameId: 'en-route', calculator: 'best-route', input: { sections: [{ id: 'a', a: { x: 99, y: 0 }, b: { x: 1, y: 0 } }], model } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'input/invalid', path: ['input', 'sections', 0, 'a', 'x'] } });
    expect(dispatch(handlers, 'game:calculate', { gameId: 'en-route', calculator: 'nope', input: {} })).toMatchObject({ ok: false, error: { code: 'game/unknown' } });
    expect(dispatch(handlers, 'game:calculate', { gameId: 'paris', calculator: 'best-route', input: {} })).toMatchObject({ ok: false, error: { code: 'game/unknown' } });
  });
});
