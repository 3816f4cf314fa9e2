/**
 * Final scoring of a digital game in Lanternport (rulebook "名声ポイントの獲得", steps 1–9), the ranking
 * with its tie-breaks (longest route, most tourists, most landmarks), team mode and the solo challenge.
 */
import { counted, listInEveryLanguage, message, type Lang } from '../../engine/message';
import { rankSeats, seatScore, type TieBreakRule } from '../../engine/ranking';
import type { ScoreLine, ScoreReport, SeatScore, TieBreak } from '../../engine/types';
import { CAFE_UNUSED_PP, COLOURS, FESTIVAL_TABLE, GOAL_BY_ID, PERSONAL_GOALS, type GoalCard } from './data';
import { LANDMARK_AT } from './board';
import { challengeLine, challengeResult } from './challenge';
import { coverageOf, festivalOnRoute, goalMetric, landmarksOnRoute, specialisedOnRoute, touristsOnRoute, type Coverage } from './coverage';
import { boardsSecret, unusedCafes, usesCafes } from './helpers';
import { messages } from './messages';
import { iconicPp, sectionsOf } from './route-model';
import { intersectionKey, longestBetween, trailVisits } from './route';
import type { State } from './types';


interface SeatFacts {
  coverage: Coverage;
  lines: ScoreLine[];
  routeLength: number;
  tourists: number;
  landmarks: number;
}

export function score(state: State): ScoreReport {
  if (boardsSecret(state)) return secretReport(state);
  const final = state.phase === 'over';
  const facts = state.seats.map((_, seat) => seatFacts(state, seat, final));
  addGoalLines(state, facts);
  const totals = facts.map((f) => f.lines.reduce((sum, line) => sum + line.points, 0));
  if (state.players === 1) return soloReport(state, facts[0], totals[0], final);
  const { rankOf, tieBreaks } = state.team ? teamRanking(state, totals) : playerRanking(state, facts, totals);
  const seats: SeatScore[] = facts.map((f, seat) => seatScore(seat, totals[seat], f.lines, rankOf));
  return { seats, tieBreaks, final };
}

function seatFacts(state: State, seat: number, final: boolean): SeatFacts {
  const player = state.seats[seat];
  const coverage = coverageOf(player, player.finalTrail);
  const lines: ScoreLine[] = [];
  const estimate = !player.finalTrail;
  for (const colour of COLOURS) {
    const tourists = touristsOnRoute(player, coverage, colour);
    const landmarks = specialisedOnRoute(coverage, colour);
    lines.push({
      category: colour,
      label: message(`${colour} landmarks`, `score.${colour}`),
      points: tourists * landmarks,
      reason: message(`${tourists} × ${landmarks} (${colour} tourists × ${colour} landmarks on the route)`, `reason.product.${colour}`, { tourists, landmarks }),
    });
  }
  lines.push(yellowLine(coverage), iconicLine(state, coverage));
  if (usesCafes(state)) {
    const unused = (['tourist', 'section', 'coordinate'] as const).reduce((sum, kind) => sum + unusedCafes(player, kind).length, 0);
    lines.push({ category: 'cafes', label: message('Unused cafés', 'score.cafes'), points: unused * CAFE_UNUSED_PP, reason: message(`${counted(unused, 'unused café bonus', 'unused café bonuses')} × ${CAFE_UNUSED_PP}`, 'reason.cafes', { count: unused }) });
  }
  const festival = festivalOnRoute(coverage);
  lines.push({ category: 'festival', label: message('Lantern Festival', 'score.festival'), points: FESTIVAL_TABLE[festival], reason: message(`${counted(festival, 'festival point', 'festival points')} on the route`, 'reason.festival', { count: festival }) });
  if (player.personalGoal) lines.push(personalLine(state, seat));
  if (estimate && !final) lines.push({ category: 'estimate', label: message('Estimate', 'score.estimate'), points: 0, reason: message('every drawn section counts until the final route is chosen', 'reason.estimate') });
  return { coverage, lines, routeLength: coverage.roads.length, tourists: touristsOnRoute(player, coverage), landmarks: landmarksOnRoute(coverage) };
}

function yellowLine(coverage: Coverage): ScoreLine {
  const values = [...LANDMARK_AT.entries()].flatMap(([index, l]) => (coverage.onRoute[index] && l.landmark.kind === 'yellow' ? [l.landmark.pp] : []));
  const points = values.reduce((sum, pp) => sum + pp, 0);
  const label = message('Yellow landmarks', 'score.yellow');
  if (values.length === 0) return { category: 'yellow', label, points, reason: message('no popular landmark on the route', 'reason.noYellow') };
  // By their PP, as the map shows them (Lanternport's landmark names are only in the map's labels).
  const params = { count: values.length, values: values.join(' + '), points };
  return { category: 'yellow', label, points, reason: message(`${values.length} popular landmarks on the route: ${params.values} = ${points}`, 'reason.yellow', params) };
}

function iconicLine(state: State, coverage: Coverage): ScoreLine {
  const rated = [...LANDMARK_AT.entries()].flatMap(([index, l]) =>
    coverage.onRoute[index] && l.landmark.kind === 'iconic' ? [{ id: l.landmark.iconic, pp: iconicPp(state, l.landmark.iconic) }] : [],
  );
  const points = rated.reduce((sum, r) => sum + r.pp, 0);
  const label = message('Iconic landmarks', 'score.iconic');
  if (rated.length === 0) return { category: 'iconic', label, points, reason: message('no iconic landmark on the route', 'reason.noIconic') };
  // Iconic landmarks have translated names (they are named on cards and the round board too).
  const list = (lang: Lang) => rated.map((r) => `${messages[lang].iconic[r.id]} ${r.pp}`);
  return { category: 'iconic', label, points, reason: message(`on the route, at their current rating: ${list('en').join(', ')}`, 'reason.iconic', listInEveryLanguage('list', list)) };
}

function personalLine(state: State, seat: number): ScoreLine {
  const player = state.seats[seat];
  const goal = PERSONAL_GOALS.find((g) => g.id === player.personalGoal)!;
  const label = message('Personal goal', 'score.personal');
  if (!player.finalTrail || player.finalTrail.sections.length === 0) {
    return { category: 'personal', label, points: 0, reason: message('counted along the final route', 'reason.personalLater') };
  }
  const visits = trailVisits(sectionsOf(player), player.finalTrail);
  const points = longestBetween(visits, goal.intersections.map(intersectionKey));
  return { category: 'personal', label, points, reason: message(`${counted(points, 'section', 'sections')} between two marked intersections of ${goal.id}`, 'reason.personal', { count: points, goal: goal.id }) };
}

function achieved(goal: GoalCard, result: number): boolean {
  return goal.sign === '+' ? result >= goal.target : result <= goal.target;
}

/**
 * A goal can be judged for a seat once its result cannot change for the worse: a "+" card (at least n) as
 * soon as it is met on the drawn sections, a "−" card (at most n) only on the final route, since more
 * sections, erasing and lost tourists can still break it. Unjudged cards score 0 ("judged at the end").
 */
function judged(state: State, goal: GoalCard, seat: number): boolean {
  return goal.sign === '+' || state.seats[seat].finalTrail !== null;
}

/** Step 9: achievers get the achiever PP; the best achiever(s) get the winner PP instead (lowest for "−" cards). */
function addGoalLines(state: State, facts: SeatFacts[]): void {
  for (const id of state.goals) {
    const goal = GOAL_BY_ID.get(id)!;
    const results = facts.map((f, seat) => goalMetric(goal.metric, state.seats[seat], f.coverage));
    const qualifying = results.filter((r, seat) => judged(state, goal, seat) && achieved(goal, r));
    const best = goal.sign === '+' ? Math.max(...qualifying) : Math.min(...qualifying);
    results.forEach((result, seat) => {
      const pending = !judged(state, goal, seat);
      const ok = !pending && achieved(goal, result);
      const winner = ok && result === best;
      const points = state.players === 1 ? 0 : winner ? goal.winnerPp : ok ? goal.achieverPp : 0;
      const need = `${goal.sign === '+' ? 'at least' : 'at most'} ${goal.target}`;
      const verdict = pending ? 'pending' : !ok ? 'missed' : state.players === 1 ? 'solo' : winner ? 'winner' : 'achieved';
      const words = { pending: 'judged on the final route', missed: 'not achieved', solo: 'achieved (solo: counts for the challenge)', winner: 'goal winner', achieved: 'achieved' }[verdict];
      facts[seat].lines.push({
        category: `goal:${goal.id}`,
        label: message(`Goal ${goal.id}: ${goal.name}`, `goal.${goal.id}`),
        points,
        reason: message(`${pending ? 'so far' : 'result'} ${result}, needs ${need}: ${words}`, `reason.goal.${goal.sign === '+' ? 'min' : 'max'}.${verdict}`, { result, target: goal.target }),
      });
    });
  }
}

function tieRules(facts: SeatFacts[]): TieBreakRule[] {
  return [
    { rule: message('longest route', 'tie.route'), value: (s) => facts[s].routeLength, unit: 'sections' },
    { rule: message('most tourists', 'tie.tourists'), value: (s) => facts[s].tourists, unit: 'tourists' },
    { rule: message('most landmarks on the route', 'tie.landmarks'), value: (s) => facts[s].landmarks, unit: 'landmarks' },
  ];
}

function playerRanking(state: State, facts: SeatFacts[], totals: number[]) {
  return rankSeats(totals.map((total, seat) => ({ seat, total })), tieRules(facts), state.names);
}

/** Team mode: teammates sit opposite (seats 0 & 2, 1 & 3); ties go to the team whose members are closest. */
function teamRanking(state: State, totals: number[]): { rankOf: Map<number, number>; tieBreaks: TieBreak[] } {
  const teams = [[0, 2], [1, 3]];
  const names = teams.map((members) => members.map((s) => state.names[s]).join(' & '));
  const teamTotal = (t: number) => teams[t].reduce((sum, s) => sum + totals[s], 0);
  const ranking = rankSeats(
    teams.map((_, t) => ({ seat: t, total: teamTotal(t) })),
    [{ rule: message('smallest difference between teammates', 'tie.teamDifference'), value: (t) => Math.abs(totals[teams[t][0]] - totals[teams[t][1]]), lowerWins: true, unit: 'PP apart' }],
    names,
  );
  const rankOf = new Map<number, number>();
  teams.forEach((members, t) => members.forEach((s) => rankOf.set(s, ranking.rankOf.get(t)!)));
  const tieBreaks = ranking.tieBreaks.map((tb) => ({ ...tb, seats: tb.seats.flatMap((t) => teams[t]) }));
  return { rankOf, tieBreaks };
}

/**
 * Solo: goal cards give no PP; the chosen challenge cell (PP and goals achieved) decides the win. A cell asking
 * more goals than the game has goal cards (simple or intermediate level) asks for all of them.
 */
function soloReport(state: State, facts: SeatFacts, total: number, final: boolean): ScoreReport {
  const goalsAchieved = state.goals.filter((id) => {
    const goal = GOAL_BY_ID.get(id)!;
    return judged(state, goal, 0) && achieved(goal, goalMetric(goal.metric, state.seats[0], facts.coverage));
  }).length;
  const cell = { city: 'lanternport' as const, requiredPp: state.options.soloPp, required: Math.min(state.options.soloGoals, state.goals.length) };
  const result = challengeResult(cell, { pp: total, achieved: goalsAchieved });
  facts.lines.push(challengeLine(result));
  return { seats: [{ seat: 0, total, breakdown: facts.lines, rank: 1, winner: result.met }], tieBreaks: [], final };
}

/**
 * During the secret starting rounds the score (shown to everyone) must not reveal anyone's board, so the
 * provisional report says only that it is hidden.
 */
function secretReport(state: State): ScoreReport {
  const reason = message('hidden until the starting rounds end', 'reason.secret');
  return {
    final: false,
    hidden: true,
    tieBreaks: [],
    seats: state.seats.map((_, seat) => ({
      seat,
      total: 0,
      rank: 1,
      winner: false,
      breakdown: [{ category: 'secret', label: message('Starting rounds', 'score.secret'), points: 0, reason }],
    })),
  };
}
