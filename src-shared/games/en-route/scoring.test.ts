/** Final scoring of Lanternport games: the rulebook's worked example rebuilt on our map, goals, ties, teams, solo. */
import { beforeAll, describe, expect, test } from 'vitest';
import { locationIndex } from './board';
import { roadKey } from './route/types';
import { challengeOf } from './challenge';
import { score } from './scoring';
import { edit, finished, start, tourists, walk } from './test-helpers';

const t = tourists;
const road = (ax: number, ay: number, bx: number, by: number) => roadKey({ x: ax, y: ay }, { x: bx, y: by });

describe('rulebook scoring example ("名声ポイントの獲得例": 105 PP), rebuilt on Lanternport', () => {
  // A route found on our map with the example's figures: 2 red, 2 green and 3 blue landmarks, three 6-PP
  // yellow landmarks, one iconic landmark rated 10, two festival points and a 10-section personal goal.
  const route = '85-86 84-85 68-84 68-69 69-70 54-70 53-54 52-53 52-68 67-68 66-67 66-82 81-82 65-81 64-65 48-64 32-48 32-33 17-33 1-17 1-2 2-18 17-18 16-17 16-32'.split(' ');
  const state = finished(1, { level: 'intermediate' }, (s) => {
    const p = s.seats[0];
    p.personalGoal = 'pg-2';
    p.sections = [...route, road(0, 0, 1, 0), road(3, 5, 3, 6)]; // two sections left off the route (③–⑤)
    p.finalTrail = { start: { x: 6, y: 5 }, sections: route };
    p.tourists[16] = t(3, 0, 0);
    p.tourists[17] = t(3, 0, 0);
    p.tourists[20] = t(0, 5, 0);
    p.tourists[21] = t(0, 5, 0);
    p.tourists[22] = t(0, 0, 4);
    p.tourists[23] = t(0, 0, 3);
    p.tourists[locationIndex(3, 0)] = t(4, 0, 0); // ⑥ a tourist location off the route: lost
    p.cafesVisited = ['cafe-d'];
    s.ratings.lighthouse = 3;
  });
  // Scored in a beforeAll, not while the tests are collected: a mutation run switches its mutant on in a beforeAll.
  let report: ReturnType<typeof score>;
  beforeAll(() => {
    report = score(state);
  });
  const line = (category: string) => report.seats[0].breakdown.find((l) => l.category === category)!.points;

  test('1. red: 2 landmarks × 6 tourists = 12', () => expect(line('red')).toBe(12));
  test('2. green: 2 × 10 = 20', () => expect(line('green')).toBe(20));
  test('3. blue: 3 × 7 = 21', () => expect(line('blue')).toBe(21));
  test('4. yellow: 6 + 6 + 6 = 18', () => expect(line('yellow')).toBe(18));
  test('5. grey: one iconic landmark at 10', () => expect(line('iconic')).toBe(10));
  test('6. one unused café bonus: 2', () => expect(line('cafes')).toBe(2));
  test('7. two festival points: 12', () => expect(line('festival')).toBe(12));
  test('8. personal goal segment of 10 sections: 10', () => expect(line('personal')).toBe(10));
  test('total 105 PP', () => expect(report.seats[0].total).toBe(105));
});

describe('on the route', () => {
  test('a location only touched at a corner is not on the route ("コーナーにのみ接している場合")', () => {
    const s = finished(1, { level: 'simple' }, (x) => {
      const p = x.seats[0];
      p.sections = [road(1, 1, 1, 2), road(1, 2, 0, 2)]; // corners of (0, 0)'s neighbours only
      p.finalTrail = walk([[1, 1], [1, 2], [0, 2]]);
      p.tourists[locationIndex(0, 0)] = t(0, 5, 0); // green park at (0,0), corner (1,1) only
    });
    expect(score(s).seats[0].breakdown.find((l) => l.category === 'green')!.points).toBe(0);
  });
});

describe('goal cards (step 9)', () => {
  // B1 Long Walk: + at least 20 sections; A3 Clean Map: − at most 4 erased sections.
  const lengths = [22, 25, 18];
  const erased = [3, 1, 1];
  const s = finished(3, {}, (x) => {
    x.goals = ['A3', 'B1'];
    x.seats.forEach((p, seat) => {
      const points: [number, number][] = [];
      for (let i = 0; i <= lengths[seat]; i++) points.push(snake(i));
      p.finalTrail = walk(points);
      p.sections = [...p.finalTrail.sections, ...extraRoads(erased[seat])];
      p.personalGoal = null;
    });
  });
  const goal = (seat: number, id: string) => score(s).seats[seat].breakdown.find((l) => l.category === `goal:${id}`)!;

  test('"+" card: achievers get the achiever PP, the highest result the winner PP', () => {
    expect(goal(1, 'B1').points).toBe(12);
    expect(goal(0, 'B1').points).toBe(6);
    expect(goal(2, 'B1').points).toBe(0);
  });

  test('"−" card: the lowest result wins; ties all get the winner PP', () => {
    expect(goal(1, 'A3').points).toBe(10);
    expect(goal(2, 'A3').points).toBe(10);
    expect(goal(0, 'A3').points).toBe(5);
  });
});

/** Walks the map row by row like a snake: intersection number i of a path over the 7×7 grid. */
function snake(i: number): [number, number] {
  const row = Math.floor(i / 7);
  const col = i % 7;
  return [row % 2 === 0 ? col : 6 - col, row];
}

/** Roads far from any snake prefix used here (the snake uses horizontal roads of rows 0–3 and a few verticals). */
function extraRoads(n: number): string[] {
  return [road(0, 5, 0, 6), road(1, 5, 1, 6), road(2, 5, 2, 6)].slice(0, n);
}

describe('ranking', () => {
  test('ties break by the longest route ("最も長いルート")', () => {
    const s = finished(2, { level: 'simple' }, (x) => {
      x.seats[0].sections = [road(1, 2, 2, 2), road(2, 2, 2, 3)];
      x.seats[0].finalTrail = walk([[1, 2], [2, 2], [2, 3]]);
      x.seats[1].sections = [road(1, 2, 2, 2), road(2, 2, 2, 3), road(2, 3, 3, 3)];
      x.seats[1].finalTrail = walk([[1, 2], [2, 2], [2, 3], [3, 3]]);
    });
    const report = score(s);
    expect(report.seats[0].total).toBe(report.seats[1].total);
    expect(report.seats.map((x) => x.rank)).toEqual([2, 1]);
    expect(report.tieBreaks[0].rule.text).toBe('longest route');
  });

  test('then most tourists, then most landmarks; otherwise shared', () => {
    const s = finished(2, { level: 'simple' }, (x) => {
      for (const p of x.seats) {
        p.sections = [road(1, 2, 2, 2)];
        p.finalTrail = walk([[1, 2], [2, 2]]);
      }
    });
    const shared = score(s);
    expect(shared.seats.map((x) => x.rank)).toEqual([1, 1]);
    expect(shared.tieBreaks.map((b) => b.rule.text)).toEqual(['longest route', 'most tourists', 'most landmarks on the route']);
    const more = edit(s, (x) => (x.seats[1].tourists[locationIndex(1, 2)] = t(1, 0, 0)));
    expect(score(more).seats.map((x) => x.rank)).toEqual([2, 1]);
  });

  test('team mode: team totals; a tie goes to the team whose members are closest', () => {
    const s = finished(4, { team: true, level: 'intermediate' }, (x) => {
      x.seats.forEach((p) => (p.personalGoal = null));
      x.seats[0].cafesVisited = ['cafe-a', 'cafe-b']; // 4 PP
      x.seats[1].cafesVisited = ['cafe-a']; // 2 PP
      x.seats[3].cafesVisited = ['cafe-a']; // 2 PP
    });
    const report = score(s);
    expect(report.seats.map((x) => x.rank)).toEqual([2, 1, 2, 1]);
    expect(report.tieBreaks[0].rule.text).toBe('smallest difference between teammates');
    expect(report.tieBreaks[0].seats.sort()).toEqual([0, 1, 2, 3]);
  });

  test('solo: the challenge cell (PP and goals achieved) decides the win; goal cards give no PP', () => {
    const base = finished(1, { soloPp: 4, soloGoals: 1 }, (x) => {
      x.seats[0].personalGoal = null;
      x.goals = ['C3']; // at most 2 tourists lost: achieved with none
      x.seats[0].cafesVisited = ['cafe-a', 'cafe-b'];
    });
    const won = score(base);
    expect(won.seats[0].total).toBe(4);
    expect(won.seats[0].winner).toBe(true);
    expect(won.seats[0].breakdown.find((l) => l.category === 'goal:C3')!.points).toBe(0);
    expect(challengeOf(won.seats[0].breakdown)).toEqual({ city: 'lanternport', requiredPp: 4, required: 1, measure: 'goals', pp: 4, achieved: 1, met: true });
    const lost = score(edit(base, (x) => (x.options.soloPp = 5)));
    expect(lost.seats[0].winner).toBe(false);
    expect(lost.seats[0].breakdown.find((l) => l.category === 'challenge')!.reason.key).toBe('reason.challenge.goals.missed');
  });

  test('solo: a cell asking more goals than the game has goal cards asks for all of them (none at the simple level)', () => {
    const simple = finished(1, { level: 'simple', soloPp: 0, soloGoals: 2 }, () => {});
    expect(simple.goals).toEqual([]);
    expect(challengeOf(score(simple).seats[0].breakdown)).toMatchObject({ requiredPp: 0, required: 0, achieved: 0, met: true });
  });
});

describe('provisional scores during play', () => {
  test('an unmet "at most" goal card scores nothing before the final route: 0 PP at the start, not 20', () => {
    const state = edit(start(2, {}), (s) => {
      s.goals = ['A3', 'B3', 'C3'];
    });
    const report = score(state);
    expect(report.final).toBe(false);
    for (const seat of report.seats) {
      expect(seat.total).toBe(0);
      const goals = seat.breakdown.filter((l) => l.category.startsWith('goal:'));
      expect(goals.map((l) => [l.category, l.points, l.reason.key])).toEqual([
        ['goal:A3', 0, 'reason.goal.max.pending'],
        ['goal:B3', 0, 'reason.goal.max.pending'],
        ['goal:C3', 0, 'reason.goal.max.pending'],
      ]);
    }
  });

  test('once a final route is chosen the same card is judged: both players on an empty route win it', () => {
    const state = finished(2, {}, (s) => {
      s.goals = ['A3'];
    });
    const goal = score(state).seats.map((seat) => seat.breakdown.find((l) => l.category === 'goal:A3')!);
    expect(goal.map((l) => [l.points, l.reason.key])).toEqual([[10, 'reason.goal.max.winner'], [10, 'reason.goal.max.winner']]);
  });
});
