import { describe, expect, it } from 'vitest';
import { challengeOf } from './challenge';
import { endState, type EnRouteEndState } from './end-state';
import { cityExamples } from './sheets/examples';
import { goalOutcome, type GoalCard } from './sheets/goals';

function score(input: Record<string, unknown>) {
  const parsed = endState.schema.safeParse(input);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return endState.score(parsed.data);
}
const points = (report: ReturnType<typeof score>, seat: number, category: string): number => report.seats[seat].breakdown.find((l) => l.category === category)!.points;
const rejects = (input: Record<string, unknown>): string => {
  const parsed = endState.schema.safeParse(input);
  expect(parsed.success).toBe(false);
  return parsed.success ? '' : parsed.error.issues.map((i) => i.message).join(' ');
};

const plain = (name: string, extra: Record<string, unknown> = {}) => ({ name, ...extra });
const game = (city: string, players: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({ game: 'en-route', city, players, ...extra });

describe('first city sheet', () => {
  it('scores the rulebook example at 105 PP (rulebook 名声ポイントの獲得例: 12+20+21+18+10+2+12+10)', () => {
    const rulebook = {
      name: 'Example',
      tourists: { red: 6, green: 10, blue: 7 },
      landmarks: { red: 2, green: 2, blue: 3 },
      yellow: [6, 6, 6],
      grey: [10],
      unusedCafes: 1,
      festivalPoints: 2,
      personalGoalSections: 10,
      routeLength: 20,
    };
    const report = score(game('first-city', [rulebook, plain('Other')], { variant: 'intermediate' }));
    expect(report.seats[0].breakdown.map((l) => l.points)).toEqual([12, 20, 21, 18, 10, 2, 12, 10]);
    expect(report.seats[0].total).toBe(105);
    // Each reason shows its own sum, and a count of one reads in the singular ("1 unused café bonus").
    const reason = (category: string) => report.seats[0].breakdown.find((l) => l.category === category)!.reason.text;
    expect(reason('red-landmarks')).toBe('6 × 2 = 12 (red tourists × red landmarks on the route)');
    expect(reason('cafes')).toBe('1 unused café bonus × 2 = 2');
    expect(reason('personal-goal')).toBe('10 sections between two marked intersections = 10');
  });

  it('Handcraft Festival: 1 point 0 PP, 2 points 12 PP, 3 points 24 PP (rulebook step 7)', () => {
    const report = score(game('first-city', [0, 1, 2, 3].map((n) => plain(`P${n}`, { festivalPoints: n }))));
    expect([0, 1, 2, 3].map((s) => points(report, s, 'visit-them-all'))).toEqual([0, 0, 12, 24]);
  });

  it('the simple game has no cafés or personal goal; goal cards only in the full game', () => {
    const report = score(game('first-city', [plain('A', { unusedCafes: 3, personalGoalSections: 5, routeLength: 9 }), plain('B')], { variant: 'simple' }));
    expect(report.seats[0].breakdown.some((l) => l.category === 'cafes' || l.category === 'personal-goal')).toBe(false);
    const goal: GoalCard = { letter: 'A', name: 'A', sign: '+', requirement: 1, winnerPp: 5, achieverPp: 2 };
    expect(rejects(game('first-city', [plain('A', { goalResults: [1] }), plain('B', { goalResults: [1] })], { variant: 'intermediate', goals: [goal] }))).toMatch(/full first-city/);
  });

  it('accepts the bare minimum { game, players: [{ name }] } as a first-city sheet', () => {
    const parsed = endState.schema.safeParse({ game: 'en-route', players: [{ name: 'A' }, { name: 'B' }] });
    expect(parsed.success).toBe(true);
    if (parsed.success) expect(parsed.data.city).toBe('first-city');
  });
});

describe('world city special rules', () => {
  it('London: bridges 7 PP each, tube stations 4 PP each', () => {
    const report = score(game('london', [plain('A', { bridges: 2, tubeStations: 3 }), plain('B')]));
    expect(points(report, 0, 'bridges')).toBe(14);
    expect(points(report, 0, 'tube')).toBe(12);
  });

  it('Rio: remote landmarks at their 0–9 rating, coloured ones also specialised; carnival × rating; Christ 6 + 3 per space up to 24', () => {
    const a = plain('A', { tourists: { green: 5 }, landmarks: { green: 1 }, remoteLandmarks: [{ rating: 6, colour: 'green' }, { rating: 0 }], carnivalSections: 3, christOnRoute: true });
    const report = score(game('rio', [a, plain('B')], { carnivalRating: 4, christMarkedSpaces: 2 }));
    expect(points(report, 0, 'green-landmarks')).toBe(10);
    expect(points(report, 0, 'remote')).toBe(6);
    expect(points(report, 0, 'carnival')).toBe(12);
    expect(points(report, 0, 'christ')).toBe(12);
    expect(points(report, 1, 'christ')).toBe(0);
    const full = score(game('rio', [plain('A', { christOnRoute: true }), plain('B')], { christMarkedSpaces: 6 }));
    expect(points(full, 0, 'christ')).toBe(24);
    expect(rejects(game('rio', [plain('A'), plain('B')], { advanced: true }))).toMatch(/advanced/);
    expect(rejects(game('rio', [plain('A'), plain('B')], { carnivalRating: 6 }))).toBeTruthy();
  });

  it('Cairo: tourists at a remote landmark count only when its meeting point is on the route', () => {
    const a = plain('A', {
      tourists: { red: 1 },
      landmarks: { red: 2 },
      remoteSpaces: [
        { name: 'Pyramids', meetingPointOnRoute: true, red: 3 },
        { name: 'Saqqara', meetingPointOnRoute: false, red: 5 },
      ],
    });
    const report = score(game('cairo', [a, plain('B')]));
    expect(points(report, 0, 'red-landmarks')).toBe((1 + 3) * 2);
  });

  it('Hong Kong: each landmark of a group at the group rating; viewpoints 1/2/3/4+ → 4/9/16/25', () => {
    const players = [0, 1, 2, 3].map((n) => plain(`P${n}`, { viewpoints: n + (n === 3 ? 2 : 0), historicOnRoute: n, modernOnRoute: 1 }));
    const report = score(game('hong-kong', players, { historicRating: 7, modernRating: 5 }));
    expect([0, 1, 2, 3].map((s) => points(report, s, 'visit-them-all'))).toEqual([0, 4, 9, 25]);
    expect(points(report, 2, 'historic')).toBe(14);
    expect(points(report, 2, 'modern')).toBe(5);
  });

  it('Hong Kong tram goal B as a per-unit card: PP for each tram section, no winner; in solo it counts when the requirement is met', () => {
    const tram = { letter: 'B', name: 'Tram', sign: '+', requirement: 2, winnerPp: 0, achieverPp: 0, kind: 'perUnit', ppEach: 3 };
    const report = score(game('hong-kong', [plain('A', { goalResults: [4] }), plain('B', { goalResults: [1] })], { historicRating: 7, modernRating: 5, goals: [tram] }));
    expect([0, 1].map((seat) => points(report, seat, 'goal-B'))).toEqual([12, 3]);
    expect(report.seats[0].breakdown.find((l) => l.category === 'goal-B')!.reason).toMatchObject({ text: '4 × 3 PP = 12 PP', key: 'sheet.reason.goalPerUnit' });
    const solo = score(game('hong-kong', [plain('Solo', { yellow: [30], goalResults: [2] })], { historicRating: 7, modernRating: 5, mode: 'solo', goals: [tram], solo: { requiredPp: 30, requiredGoals: 1 } }));
    expect(points(solo, 0, 'goal-B')).toBe(0);
    expect(challengeOf(solo.seats[0].breakdown)).toMatchObject({ achieved: 1, met: true });
  });

  it('Paris: completed thematic tours add their remote landmark, diversity by the board table, personal goal doubled, no goal cards', () => {
    const a = plain('A', { tourists: { blue: 4 }, landmarks: { blue: 1 }, toursCompleted: { blue: true }, diversityRuns: 2, personalGoalSections: 7, routeLength: 15 });
    const report = score(game('paris', [a, plain('B')], { advanced: true, diversityTable: [0, 3, 7, 12] }));
    expect(points(report, 0, 'blue-landmarks')).toBe(8);
    expect(points(report, 0, 'diversity')).toBe(7);
    expect(points(report, 0, 'personal-goal')).toBe(14);
    expect(rejects(game('paris', [plain('A'), plain('B')], { advanced: false }))).toMatch(/advanced/);
    expect(rejects(game('paris', [plain('A', { goalResults: [1] }), plain('B', { goalResults: [1] })], { advanced: true, goals: [{ letter: 'A', name: 'A', sign: '+', requirement: 1, winnerPp: 1, achieverPp: 1 }] }))).toMatch(/without goal cards/);
  });

  it('New York: purple tourists × purple landmarks, Broadway × rating, bridge intersections, the statue once per player, café PP at 8', () => {
    const both = { whitehall: true, corlearsHook: true };
    const a = plain('A', { tourists: { purple: 5 }, landmarks: { purple: 2 }, broadwaySections: 3, bridgeIntersections: [5, 3], tickets: both, docksOnRoute: both, ppCafes: 2 });
    const wrongDock = plain('B', { tickets: { whitehall: true }, docksOnRoute: { corlearsHook: true } });
    const report = score(game('new-york', [a, wrongDock], { broadwayRating: 4, statueRating: 11 }));
    expect(points(report, 0, 'purple-landmarks')).toBe(10);
    expect(points(report, 0, 'broadway')).toBe(12);
    expect(points(report, 0, 'bridges')).toBe(8);
    expect(points(report, 0, 'statue')).toBe(11);
    expect(points(report, 1, 'statue')).toBe(0);
    expect(points(report, 0, 'cafe-pp')).toBe(16);
  });

  it('every city example parses and scores', () => {
    for (const [city, example] of Object.entries(cityExamples)) {
      const report = score(example);
      expect(report.seats.length, city).toBeGreaterThan(0);
      for (const seat of report.seats) expect(seat.total).toBe(seat.breakdown.reduce((sum, l) => sum + l.points, 0));
    }
  });
});

describe('goal cards: winner and achiever', () => {
  const plus: GoalCard = { letter: 'A', name: 'Plus', sign: '+', requirement: 3, winnerPp: 10, achieverPp: 5 };
  const minus: GoalCard = { letter: 'C', name: 'Minus', sign: '-', requirement: 2, winnerPp: 8, achieverPp: 4 };

  it('"+": at least the requirement achieves, the highest wins, tied highest all win', () => {
    expect(goalOutcome(plus, [5, 3, 2, 5]).standings).toEqual(['winner', 'achiever', 'missed', 'winner']);
  });

  it('"−": at most the requirement achieves, the lowest wins', () => {
    expect(goalOutcome(minus, [0, 2, 3, 1]).standings).toEqual(['winner', 'achiever', 'missed', 'achiever']);
  });

  it('nobody wins a card nobody achieves', () => {
    expect(goalOutcome(plus, [1, 2]).standings).toEqual(['missed', 'missed']);
  });

  it('scores winner and achiever PP on the sheet', () => {
    const report = score(game('london', [plain('A', { goalResults: [5, 1] }), plain('B', { goalResults: [3, 0] }), plain('C', { goalResults: [1, 2] })], { goals: [plus, minus] }));
    expect([0, 1, 2].map((s) => points(report, s, 'goal-A'))).toEqual([10, 5, 0]);
    expect([0, 1, 2].map((s) => points(report, s, 'goal-C'))).toEqual([4, 8, 4]);
  });

  it('needs one result per goal card', () => {
    expect(rejects(game('london', [plain('A', { goalResults: [5] }), plain('B', { goalResults: [] })], { goals: [plus] }))).toMatch(/one goal result per goal card/);
  });
});

describe('ranking and tie-breaks (rulebook: longest route, most tourists, most landmarks, shared)', () => {
  const level = { yellow: [10] };
  it('longest route first', () => {
    const report = score(game('first-city', [plain('A', { ...level, routeLength: 10 }), plain('B', { ...level, routeLength: 12 })]));
    expect(report.seats.map((s) => s.rank)).toEqual([2, 1]);
    expect(report.tieBreaks[0].rule.text).toBe('longest route');
    expect(report.tieBreaks[0].decided).toBe(true);
  });

  it('then most tourists, then most landmarks', () => {
    const report = score(
      game('first-city', [
        plain('A', { yellow: [5, 5], routeLength: 10, tourists: { red: 1 } }),
        plain('B', { yellow: [10], routeLength: 10, tourists: { red: 1 } }),
        plain('C', { yellow: [10], routeLength: 10, tourists: { red: 0 } }),
      ]),
    );
    expect(report.seats.map((s) => s.rank)).toEqual([1, 2, 3]);
    expect(report.tieBreaks.map((t) => t.rule.text)).toEqual(['longest route', 'most tourists', 'most landmarks on the route']);
  });

  it('otherwise the place is shared (1, 1, 3)', () => {
    const report = score(game('first-city', [plain('A', level), plain('B', level), plain('C')]));
    expect(report.seats.map((s) => s.rank)).toEqual([1, 1, 3]);
    expect(report.tieBreaks.at(-1)!.decided).toBe(false);
    expect(report.seats.filter((s) => s.winner)).toHaveLength(2);
  });
});

describe('team mode (rulebook チームモード)', () => {
  const team = (totals: number[]) => game('first-city', totals.map((t, i) => plain(`P${i + 1}`, { yellow: [t] })), { mode: 'team' });

  it('adds partners opposite each other (seats 1+3 against 2+4)', () => {
    const report = score(team([10, 20, 15, 1]));
    expect(report.seats.map((s) => s.rank)).toEqual([1, 2, 1, 2]);
  });

  it('breaks a tie in favour of the smaller difference between teammates', () => {
    const report = score(team([10, 19, 10, 1]));
    expect(report.seats.map((s) => s.rank)).toEqual([1, 2, 1, 2]);
    expect(report.tieBreaks[0].rule.text).toBe('smallest difference between teammates');
    expect(report.tieBreaks[0].seats).toEqual([0, 2, 1, 3]);
  });

  it('shares the win when the differences are equal too', () => {
    const report = score(team([12, 12, 8, 8]));
    expect(report.seats.map((s) => s.rank)).toEqual([1, 1, 1, 1]);
  });

  it('needs four players in two pairs', () => {
    expect(rejects(game('first-city', [plain('A'), plain('B')], { mode: 'team' }))).toMatch(/four players/);
  });
});

describe('solo mode (rulebook ソロモード)', () => {
  const goal: GoalCard = { letter: 'A', name: 'A', sign: '+', requirement: 3, winnerPp: 10, achieverPp: 5 };
  it('records the challenge cell: PP and goals both needed; goal cards give no PP', () => {
    const met = score(game('first-city', [plain('Solo', { yellow: [50], goalResults: [4] })], { mode: 'solo', goals: [goal], solo: { requiredPp: 50, requiredGoals: 1 } }));
    expect(met.seats[0].total).toBe(50);
    expect(met.seats[0].winner).toBe(true);
    expect(met.seats[0].breakdown.find((l) => l.category === 'challenge')!.reason.text).toMatch(/challenge met/);
    expect(challengeOf(met.seats[0].breakdown)).toEqual({ city: 'first-city', requiredPp: 50, required: 1, measure: 'goals', pp: 50, achieved: 1, met: true });
    const missed = score(game('first-city', [plain('Solo', { yellow: [40, 40], goalResults: [2] })], { mode: 'solo', goals: [goal], solo: { requiredPp: 50, requiredGoals: 1 } }));
    expect(missed.seats[0].winner).toBe(false);
    expect(challengeOf(missed.seats[0].breakdown)).toMatchObject({ pp: 80, achieved: 0, met: false });
  });

  it('Paris solo counts completed thematic tours instead of goal cards', () => {
    const report = score(game('paris', [plain('Solo', { yellow: [40], toursCompleted: { red: true, green: true } })], { mode: 'solo', solo: { requiredPp: 40, requiredGoals: 2 } }));
    expect(report.seats[0].winner).toBe(true);
    const line = report.seats[0].breakdown.find((l) => l.category === 'challenge')!;
    expect(line.reason.key).toBe('reason.challenge.tours.met');
    expect(challengeOf(report.seats[0].breakdown)).toEqual({ city: 'paris', requiredPp: 40, required: 2, measure: 'tours', pp: 40, achieved: 2, met: true });
  });

  it('has exactly one player and a challenge cell', () => {
    expect(rejects(game('first-city', [plain('A'), plain('B')], { mode: 'solo', solo: { requiredPp: 1, requiredGoals: 0 } }))).toMatch(/one player/);
    expect(rejects(game('first-city', [plain('A')], { mode: 'solo' }))).toMatch(/challenge cell/);
  });
});

it('the documented example is a valid first-city sheet', () => {
  const example: EnRouteEndState = endState.example;
  expect(example.city).toBe('first-city');
  expect(endState.schema.safeParse(example).success).toBe(true);
});

describe('fields a city does not use are located errors, not silent zeros', () => {
  const issuesOf = (input: Record<string, unknown>) => {
    const parsed = endState.schema.safeParse(input);
    expect(parsed.success).toBe(false);
    return parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  };

  it('Hong Kong has no grey landmarks: a grey value is reported at its place', () => {
    expect(issuesOf(game('hong-kong', [plain('Ann', { grey: [10] }), plain('Ben')]))).toEqual([
      { path: 'players.0.grey', message: 'Ann: Hong Kong has no grey on its score sheet; leave it empty (its landmarks are entered in the city’s own fields).' },
    ]);
  });

  it('Rio has no grey landmarks; purple tourists exist only in New York', () => {
    expect(issuesOf(game('rio', [plain('Ann'), plain('Ben', { grey: [4], tourists: { purple: 2 } })])).map((i) => i.path)).toEqual([
      'players.1.grey',
      'players.1.tourists.purple',
    ]);
    expect(endState.schema.safeParse(game('new-york', [plain('Ann', { tourists: { purple: 2 }, landmarks: { purple: 1 } }), plain('Ben')])).success).toBe(true);
  });

  it('Paris solo uses the standard rating adjustment: advanced is rejected at "advanced"', () => {
    const solo = { mode: 'solo', solo: { requiredPp: 60, requiredGoals: 1 } };
    expect(issuesOf(game('paris', [plain('Ann')], { ...solo, advanced: true }))).toEqual([
      { path: 'advanced', message: 'Paris solo uses the standard rating adjustment, not advanced mode.' },
    ]);
    expect(endState.schema.safeParse(game('paris', [plain('Ann')], solo)).success).toBe(true);
  });
});
