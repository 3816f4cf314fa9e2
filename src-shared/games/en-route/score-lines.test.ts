/**
 * Every line of Lanternport's score report, field by field for every seat: the product, popular (yellow),
 * iconic (grey), café, festival, personal goal and goal-card lines with their reasons' parameters, the
 * tie-break rules' values, team and solo reports, provisional scores during play and the secret report.
 * Each figure is worked out by hand from the map in data.ts (landmark positions, PP, festival points); the
 * comments say how. Every report is scored inside its test (a mutation run switches its mutant on then).
 */
import { describe, expect, test } from 'vitest';
import { locationIndex } from './board';
import { challengeOf } from './challenge';
import { boardsSecret } from './helpers';
import { score } from './scoring';
import { act, edit, finished, legalOfType, start, tourists as t, walk } from './test-helpers';
import type { ScoreLine } from '../../engine/types';

/** A line as [category, label key, points, reason key, reason params]. */
const brief = (l: ScoreLine) => [l.category, l.label.key, l.points, l.reason.key, l.reason.params];

/** Intersection number i of a path snaking over the 7×7 grid row by row: (0,0)→(6,0)↓(6,1)→(0,1)↓(0,2)→… */
function snake(i: number): [number, number] {
  const row = Math.floor(i / 7);
  const col = i % 7;
  return [row % 2 === 0 ? col : 6 - col, row];
}
const snakeTo = (n: number): [number, number][] => Array.from({ length: n + 1 }, (_, i) => snake(i));

// Along the line y = 2 from (0,2) to (6,2), down the east edge to (6,5), west to (4,5): 11 sections. On the
// route: all of rows 1 and 2 (the line runs between them), (5,3) and (5,4) (east sides), (5,5) and (4,4)
// (both sides of the last two sections). Landmarks there: red Lantern Fair (0,2) and Stadium (5,3); green
// Cliff Gardens (5,1); blue Maritime Museum (1,1) and Opera House (4,2); yellow Old Town Square (3,2) 8 PP and
// Tea Pier (5,5) 6 PP; iconic Clocktower (3,1) and Lighthouse (4,4): 9 landmarks. Festival point (2,2) only.
const lineRoute = walk([[0, 2], [1, 2], [2, 2], [3, 2], [4, 2], [5, 2], [6, 2], [6, 3], [6, 4], [6, 5], [5, 5], [4, 5]]);
// The snake's first 20 sections cover rows 0, 1 and 2 whole: red Fish Market (4,0), Lantern Fair (0,2); green
// Willow Park (0,0), Cliff Gardens (5,1); blue Museum (1,1), Opera House (4,2); yellow Rope Bridge (2,0) 6 PP
// and Old Town Square (3,2) 8 PP; the Clocktower: 9 landmarks. Festival point (2,2) only.
const snake20 = walk(snakeTo(20));
// The same and two more, (6,2)→(6,3)→(5,3): the Stadium (5,3) too, 22 sections and 10 landmarks.
const snake22 = walk([...snakeTo(20), [6, 3], [5, 3]]);

describe('three players, full game: every line of every seat', () => {
  const state = () =>
    finished(3, { level: 'full' }, (x) => {
      x.goals = ['A1', 'B1', 'C3']; // at least 8 landmarks (10/5), at least 20 sections (12/6), at most 2 tourists lost (8/4)
      x.ratings.clocktower = 2; // 8 PP on the track 4, 6, 8, 10, 12
      x.ratings.lighthouse = 4; // 12 PP
      const routes = [lineRoute, snake20, snake22];
      x.seats.forEach((p, seat) => {
        p.finalTrail = routes[seat];
        p.sections = routes[seat].sections;
        p.personalGoal = null;
      });
      const [ann, ben, cid] = x.seats;
      ann.tourists[locationIndex(1, 2)] = t(3, 0, 0);
      ann.tourists[locationIndex(2, 1)] = t(0, 2, 0);
      ann.tourists[locationIndex(4, 5)] = t(0, 0, 4);
      ann.tourists[locationIndex(0, 5)] = t(5, 0, 0); // off the route: 5 lost
      ann.cafesVisited = ['cafe-b']; // its bonus (a green tourist) never used
      ben.tourists[locationIndex(0, 0)] = t(0, 1, 0);
      ben.tourists[locationIndex(0, 5)] = t(0, 0, 2); // off the route: 2 lost, exactly the C3 limit
      cid.tourists[locationIndex(4, 0)] = t(2, 0, 0);
    });

  test('Ann: 3 red × 2 + 2 green × 1 + 4 blue × 2, popular 8 + 6, iconic 8 + 12, one café; A1 achieved (9, not the best)', () => {
    const ann = score(state()).seats[0];
    expect(ann.breakdown.map(brief)).toEqual([
      ['red', 'score.red', 6, 'reason.product.red', { tourists: 3, landmarks: 2 }],
      ['green', 'score.green', 2, 'reason.product.green', { tourists: 2, landmarks: 1 }],
      ['blue', 'score.blue', 8, 'reason.product.blue', { tourists: 4, landmarks: 2 }],
      ['yellow', 'score.yellow', 14, 'reason.yellow', { count: 2, values: '8 + 6', points: 14 }],
      ['iconic', 'score.iconic', 20, 'reason.iconic', { list: 'Harbour Clocktower 8, Old Lighthouse 12', listJa: '港の時計塔 8、古い灯台 12', listFr: 'Horloge du port 8, Vieux phare 12' }],
      ['cafes', 'score.cafes', 2, 'reason.cafes', { count: 1 }],
      ['festival', 'score.festival', 0, 'reason.festival', { count: 1 }], // one festival point scores nothing
      ['goal:A1', 'goal.A1', 5, 'reason.goal.min.achieved', { result: 9, target: 8 }],
      ['goal:B1', 'goal.B1', 0, 'reason.goal.min.missed', { result: 11, target: 20 }],
      ['goal:C3', 'goal.C3', 0, 'reason.goal.max.missed', { result: 5, target: 2 }],
    ]);
    expect([ann.total, ann.rank, ann.winner]).toEqual([57, 2, false]);
  });

  test('Ben: exactly 20 sections and exactly 2 tourists lost achieve B1 and C3 (the limits count), behind the best', () => {
    const ben = score(state()).seats[1];
    expect(ben.breakdown.map(brief)).toEqual([
      ['red', 'score.red', 0, 'reason.product.red', { tourists: 0, landmarks: 2 }],
      ['green', 'score.green', 2, 'reason.product.green', { tourists: 1, landmarks: 2 }],
      ['blue', 'score.blue', 0, 'reason.product.blue', { tourists: 0, landmarks: 2 }],
      ['yellow', 'score.yellow', 14, 'reason.yellow', { count: 2, values: '6 + 8', points: 14 }],
      ['iconic', 'score.iconic', 8, 'reason.iconic', { list: 'Harbour Clocktower 8', listJa: '港の時計塔 8', listFr: 'Horloge du port 8' }],
      ['cafes', 'score.cafes', 0, 'reason.cafes', { count: 0 }],
      ['festival', 'score.festival', 0, 'reason.festival', { count: 1 }],
      ['goal:A1', 'goal.A1', 5, 'reason.goal.min.achieved', { result: 9, target: 8 }],
      ['goal:B1', 'goal.B1', 6, 'reason.goal.min.achieved', { result: 20, target: 20 }],
      ['goal:C3', 'goal.C3', 4, 'reason.goal.max.achieved', { result: 2, target: 2 }],
    ]);
    expect([ben.total, ben.rank, ben.winner]).toEqual([39, 3, false]);
  });

  test('Cid: the best result on every card wins its winner PP (most landmarks, longest route, fewest lost)', () => {
    const report = score(state());
    const cid = report.seats[2];
    expect(cid.breakdown.map(brief)).toEqual([
      ['red', 'score.red', 6, 'reason.product.red', { tourists: 2, landmarks: 3 }],
      ['green', 'score.green', 0, 'reason.product.green', { tourists: 0, landmarks: 2 }],
      ['blue', 'score.blue', 0, 'reason.product.blue', { tourists: 0, landmarks: 2 }],
      ['yellow', 'score.yellow', 14, 'reason.yellow', { count: 2, values: '6 + 8', points: 14 }],
      ['iconic', 'score.iconic', 8, 'reason.iconic', { list: 'Harbour Clocktower 8', listJa: '港の時計塔 8', listFr: 'Horloge du port 8' }],
      ['cafes', 'score.cafes', 0, 'reason.cafes', { count: 0 }],
      ['festival', 'score.festival', 0, 'reason.festival', { count: 1 }],
      ['goal:A1', 'goal.A1', 10, 'reason.goal.min.winner', { result: 10, target: 8 }],
      ['goal:B1', 'goal.B1', 12, 'reason.goal.min.winner', { result: 22, target: 20 }],
      ['goal:C3', 'goal.C3', 8, 'reason.goal.max.winner', { result: 0, target: 2 }],
    ]);
    expect([cid.total, cid.rank, cid.winner]).toEqual([58, 1, true]);
    expect(report.final).toBe(true);
    expect(report.tieBreaks).toEqual([]);
    for (const seat of report.seats) expect(seat.total).toBe(seat.breakdown.reduce((sum, l) => sum + l.points, 0));
  });

  test('the English words of the product, popular, iconic, café and festival lines', () => {
    const ann = score(state()).seats[0].breakdown;
    expect(ann.slice(0, 7).map((l) => [l.label.text, l.reason.text])).toEqual([
      ['red landmarks', '3 × 2 (red tourists × red landmarks on the route)'],
      ['green landmarks', '2 × 1 (green tourists × green landmarks on the route)'],
      ['blue landmarks', '4 × 2 (blue tourists × blue landmarks on the route)'],
      ['Yellow landmarks', '2 popular landmarks on the route: 8 + 6 = 14'],
      ['Iconic landmarks', 'on the route, at their current rating: Harbour Clocktower 8, Old Lighthouse 12'],
      ['Unused cafés', '1 unused café bonus × 2'],
      ['Lantern Festival', '1 festival point on the route'],
    ]);
    expect(ann.slice(7).map((l) => [l.label.text, l.reason.text])).toEqual([
      ['Goal A1: Landmark Lover', 'result 9, needs at least 8: achieved'],
      ['Goal B1: Long Walk', 'result 11, needs at least 20: not achieved'],
      ['Goal C3: Nobody Left Behind', 'result 5, needs at most 2: not achieved'],
    ]);
  });
});

describe('an empty route at the simple level', () => {
  test('no popular and no iconic landmark, no festival point; no café, personal goal or goal-card line', () => {
    const report = score(finished(2, { level: 'simple' }, () => {}));
    for (const seat of report.seats) {
      expect(seat.breakdown.map(brief)).toEqual([
        ['red', 'score.red', 0, 'reason.product.red', { tourists: 0, landmarks: 0 }],
        ['green', 'score.green', 0, 'reason.product.green', { tourists: 0, landmarks: 0 }],
        ['blue', 'score.blue', 0, 'reason.product.blue', { tourists: 0, landmarks: 0 }],
        ['yellow', 'score.yellow', 0, 'reason.noYellow', {}],
        ['iconic', 'score.iconic', 0, 'reason.noIconic', {}],
        ['festival', 'score.festival', 0, 'reason.festival', { count: 0 }],
      ]);
      expect(seat.breakdown.slice(3, 5).map((l) => l.reason.text)).toEqual(['no popular landmark on the route', 'no iconic landmark on the route']);
    }
  });

  test('the three festival points score 24; only landmarks of the line\'s colour count', () => {
    // (2,2)→(4,2)→(4,3) then (2,2)↓(2,5): every festival point, (2,2), (4,3) and (2,5), is visited.
    const route = walk([[4, 3], [4, 2], [3, 2], [2, 2], [2, 3], [2, 4], [2, 5]]);
    const report = score(finished(1, { level: 'simple', soloPp: 0, soloGoals: 0 }, (x) => {
      x.seats[0].finalTrail = route;
      x.seats[0].sections = route.sections;
      // (3,1) and (3,2) border (3,2)–(4,2); (1,3), (2,3), (1,4), (2,4) border (2,3)–(2,5). Green Botanic Walk
      // (2,3) is on the route, red Stadium (5,3) is not: the red tourists multiply no red landmark.
      x.seats[0].tourists[locationIndex(3, 1)] = t(4, 3, 0);
    }));
    const lines = report.seats[0].breakdown;
    expect(lines.find((l) => l.category === 'festival')).toMatchObject({ points: 24, reason: { params: { count: 3 } } });
    expect(lines.find((l) => l.category === 'red')).toMatchObject({ points: 0, reason: { params: { tourists: 4, landmarks: 0 } } });
    expect(lines.find((l) => l.category === 'green')).toMatchObject({ points: 3, reason: { params: { tourists: 3, landmarks: 1 } } });
  });
});

describe('tie-break rules: each value, unit and verdict', () => {
  // Both routes are one section with no tourists: totals 0, routes 1 section each. Ann's runs along Fish
  // Market's (4,0) top side, Ben's along (3,0), which has no landmark.
  const level = () =>
    finished(2, { level: 'simple' }, (x) => {
      x.seats[0].finalTrail = walk([[4, 0], [5, 0]]);
      x.seats[1].finalTrail = walk([[3, 0], [4, 0]]);
      x.seats.forEach((p) => (p.sections = p.finalTrail!.sections));
    });

  test('level on route and tourists, the landmark on Ann\'s route puts her first', () => {
    const report = score(level());
    expect(report.seats.map((s) => [s.total, s.rank, s.winner])).toEqual([[0, 1, true], [0, 2, false]]);
    expect(report.tieBreaks.map((b) => [b.seats, b.rank, b.rule.key, b.decided, b.explanation.params!.unit, b.explanation.params!.value0, b.explanation.params!.value1])).toEqual([
      [[0, 1], 1, 'tie.route', false, 'sections', 1, 1],
      [[0, 1], 1, 'tie.tourists', false, 'tourists', 0, 0],
      [[0, 1], 1, 'tie.landmarks', true, 'landmarks', 1, 0],
    ]);
    expect(report.tieBreaks[2].explanation.params!.ahead0).toBe('Ann');
  });

  test('tourists on the route count for the tie whatever their colour; lost ones do not', () => {
    const report = score(edit(level(), (x) => {
      x.seats[1].tourists[locationIndex(3, 0)] = t(0, 2, 1); // on Ben's route, no green or blue landmark there: 0 PP
      x.seats[0].tourists[locationIndex(0, 5)] = t(9, 0, 0); // off Ann's route
    }));
    expect(report.seats.map((s) => [s.total, s.rank])).toEqual([[0, 2], [0, 1]]);
    expect(report.tieBreaks.map((b) => [b.rule.key, b.decided, b.explanation.params!.value0, b.explanation.params!.value1])).toEqual([
      ['tie.route', false, 1, 1],
      ['tie.tourists', true, 0, 3],
    ]);
  });
});

describe('team mode', () => {
  test('a team tie is decided by the smallest gap between teammates, named by both members', () => {
    const report = score(finished(4, { team: true, level: 'intermediate' }, (x) => {
      x.seats.forEach((p) => (p.personalGoal = null));
      x.seats[0].cafesVisited = ['cafe-a', 'cafe-b']; // Ann 4 PP, Cid 0: 4 apart
      x.seats[1].cafesVisited = ['cafe-a']; // Ben 2 PP, Dee 2 PP: 0 apart
      x.seats[3].cafesVisited = ['cafe-a'];
    }));
    expect(report.seats.map((s) => [s.total, s.rank, s.winner])).toEqual([[4, 2, false], [2, 1, true], [0, 2, false], [2, 1, true]]);
    expect(report.tieBreaks).toHaveLength(1);
    const [tie] = report.tieBreaks;
    expect([tie.seats, tie.rank, tie.rule.key, tie.decided]).toEqual([[0, 2, 1, 3], 1, 'tie.teamDifference', true]);
    expect(tie.explanation.params).toMatchObject({ unit: 'PP apart', name0: 'Ann & Cid', value0: 4, name1: 'Ben & Dee', value1: 0, ahead0: 'Ben & Dee' });
  });
});

describe('team mode without a tie', () => {
  test('each team\'s total is its members\' sum: Ann 4 + Cid 2 = 6 ahead of Ben 2 + Dee 0 = 2; no tie-break', () => {
    const report = score(finished(4, { team: true, level: 'intermediate' }, (x) => {
      x.seats.forEach((p) => (p.personalGoal = null));
      x.seats[0].cafesVisited = ['cafe-a', 'cafe-b']; // two unused café bonuses: 4 PP
      x.seats[2].cafesVisited = ['cafe-c']; // 2 PP
      x.seats[1].cafesVisited = ['cafe-d']; // 2 PP
    }));
    expect(report.seats.map((s) => [s.total, s.rank, s.winner])).toEqual([[4, 1, true], [2, 2, false], [2, 1, true], [0, 2, false]]);
    expect(report.tieBreaks).toEqual([]);
  });
});

describe('provisional scores during play', () => {
  test('a seat without a final route is estimated on every drawn section; one with a final route is not', () => {
    // The final phase: Ben has chosen his final route, Ann has not yet.
    const running = edit(start(2, { level: 'intermediate' }), (x) => {
      x.phase = 'final';
      x.seats[0].sections = snake20.sections; // drawn, no final route yet: rows 0–2 count
      x.seats[0].finalTrail = null;
      x.seats[0].tourists = Array.from({ length: 36 }, () => null);
      x.seats[0].tourists[locationIndex(4, 0)] = t(1, 0, 0);
      x.seats[1].sections = [...lineRoute.sections, ...snake20.sections.slice(0, 2)];
      x.seats[1].finalTrail = lineRoute;
      x.seats[1].tourists = Array.from({ length: 36 }, () => null);
      x.seats[0].personalGoal = 'pg-4';
      x.seats[1].personalGoal = 'pg-4';
    });
    expect(boardsSecret(running)).toBe(false);
    const report = score(running);
    expect(report.final).toBe(false);
    const [ann, ben] = report.seats.map((s) => s.breakdown);
    expect(ann.find((l) => l.category === 'red')!.reason.params).toEqual({ tourists: 1, landmarks: 2 });
    expect(ann.slice(-2).map(brief)).toEqual([
      ['personal', 'score.personal', 0, 'reason.personalLater', {}],
      ['estimate', 'score.estimate', 0, 'reason.estimate', {}],
    ]);
    // pg-4 marks (2,2), (4,4) and (6,0); the line passes (2,2) and then (6,2)↓(6,5)→(4,5), never (4,4) or (6,0).
    expect(ben.slice(-1).map(brief)).toEqual([['personal', 'score.personal', 0, 'reason.personal', { count: 0, goal: 'pg-4' }]]);
    expect(ben.some((l) => l.category === 'estimate')).toBe(false);
  });

  test('at the end a seat without a final route gets no estimate line, and an empty final route no personal goal', () => {
    const report = score(finished(2, { level: 'intermediate' }, (x) => {
      x.seats[0].finalTrail = null;
      x.seats[0].sections = snake20.sections;
      x.seats[1].personalGoal = 'pg-4';
    }));
    expect(report.seats[0].breakdown.some((l) => l.category === 'estimate')).toBe(false);
    expect(report.seats[0].breakdown.find((l) => l.category === 'personal')!.reason.key).toBe('reason.personalLater');
    expect(report.seats[1].breakdown.find((l) => l.category === 'personal')!.reason.key).toBe('reason.personalLater');
  });

  test('a "+" card is judged as soon as it is met; a "−" card only for seats with a final route, and only they compete', () => {
    const running = edit(start(2, { level: 'full' }), (x) => {
      x.phase = 'final';
      x.goals = ['A3', 'B1']; // at most 4 erased sections (10/5); at least 20 sections (12/6)
      x.seats[0].sections = snake20.sections; // no final route: 20 drawn sections, 0 erased so far
      x.seats[0].finalTrail = null;
      x.seats[1].finalTrail = lineRoute;
      x.seats[1].sections = [...lineRoute.sections, ...snake20.sections.slice(0, 3)]; // 3 erased
    });
    const goals = score(running).seats.map((s) => s.breakdown.filter((l) => l.category.startsWith('goal:')).map(brief));
    expect(goals).toEqual([
      [
        ['goal:A3', 'goal.A3', 0, 'reason.goal.max.pending', { result: 0, target: 4 }],
        ['goal:B1', 'goal.B1', 12, 'reason.goal.min.winner', { result: 20, target: 20 }],
      ],
      [
        ['goal:A3', 'goal.A3', 10, 'reason.goal.max.winner', { result: 3, target: 4 }],
        ['goal:B1', 'goal.B1', 0, 'reason.goal.min.missed', { result: 11, target: 20 }],
      ],
    ]);
    expect(score(running).seats[0].breakdown.find((l) => l.category === 'goal:A3')!.reason.text).toBe('so far 0, needs at most 4: judged on the final route');
  });
});

describe('solo', () => {
  // Ann's route is the snake's 20 sections; she keeps 2 tourists off it. A1 (at least 8 landmarks): 9,
  // achieved; B1 (at least 20 sections): 20, achieved; C3 (at most 2 lost): 2, achieved; only judged cards count.
  const solo = (options: Record<string, unknown>, change: (x: Parameters<Parameters<typeof finished>[2]>[0]) => void = () => {}) =>
    finished(1, { level: 'full', ...options }, (x) => {
      x.goals = ['A1', 'B1', 'C3'];
      x.seats[0].personalGoal = null;
      x.seats[0].finalTrail = snake20;
      x.seats[0].sections = snake20.sections;
      x.seats[0].tourists[locationIndex(0, 0)] = t(0, 1, 0);
      x.seats[0].tourists[locationIndex(0, 5)] = t(0, 0, 2);
      change(x);
    });

  test('goal cards give no PP: an achieved card reads "solo", a missed one "missed"; the cell counts the achieved', () => {
    const report = score(solo({ soloPp: 30, soloGoals: 3 }, (x) => (x.seats[0].tourists[locationIndex(0, 4)] = t(1, 0, 0))));
    const seat = report.seats[0];
    expect(seat.breakdown.filter((l) => l.category.startsWith('goal:')).map(brief)).toEqual([
      ['goal:A1', 'goal.A1', 0, 'reason.goal.min.solo', { result: 9, target: 8 }],
      ['goal:B1', 'goal.B1', 0, 'reason.goal.min.solo', { result: 20, target: 20 }],
      ['goal:C3', 'goal.C3', 0, 'reason.goal.max.missed', { result: 3, target: 2 }],
    ]);
    // 1 green tourist × 2 green landmarks + popular 6 + 8 + Clocktower 4 (not upgraded): 20 PP, under the
    // cell's 30; 2 goals of 3.
    expect(seat.total).toBe(20);
    expect(challengeOf(seat.breakdown)).toEqual({ city: 'lanternport', requiredPp: 30, required: 3, measure: 'goals', pp: 20, achieved: 2, met: false });
    expect([seat.rank, seat.winner, report.tieBreaks, report.final]).toEqual([1, false, [], true]);
  });

  test('a cell asking fewer goals than the game has asks for that many; its PP exactly reached is enough', () => {
    const seat = score(solo({ soloPp: 20, soloGoals: 2 })).seats[0];
    expect(challengeOf(seat.breakdown)).toEqual({ city: 'lanternport', requiredPp: 20, required: 2, measure: 'goals', pp: 20, achieved: 3, met: true });
    expect(seat.winner).toBe(true);
  });

  test('while the route is not chosen a met "−" card does not count yet', () => {
    const running = edit(solo({ soloPp: 0, soloGoals: 3 }), (x) => {
      x.phase = 'final';
      x.seats[0].finalTrail = null;
    });
    const seat = score(running).seats[0];
    expect(seat.breakdown.find((l) => l.category === 'goal:C3')!.reason.key).toBe('reason.goal.max.pending');
    expect(challengeOf(seat.breakdown)).toMatchObject({ required: 3, achieved: 2, met: false });
  });
});

describe('the secret starting rounds', () => {
  test('every seat: total 0, rank 1, no winner, one hidden line; no tie-break, not final', () => {
    // The first starting round, after the tourist cards are placed and one is picked and located.
    let secret = start(3, {});
    for (let i = 0; i < 3; i++) secret = act(secret, legalOfType(secret, 'place')[0]);
    secret = act(secret, legalOfType(secret, 'pick')[0]);
    secret = act(secret, legalOfType(secret, 'locate')[0]);
    expect(boardsSecret(secret)).toBe(true);
    const reason = { text: 'hidden until the starting rounds end', key: 'reason.secret', params: {} };
    const line = { category: 'secret', label: { text: 'Starting rounds', key: 'score.secret', params: {} }, points: 0, reason };
    expect(score(secret)).toEqual({
      final: false,
      hidden: true,
      tieBreaks: [],
      seats: [0, 1, 2].map((seat) => ({ seat, total: 0, rank: 1, winner: false, breakdown: [line] })),
    });
  });
});
