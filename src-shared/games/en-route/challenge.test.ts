/** The solo challenge shared by both scorers (rulebook "ソロモード", Paris "パリのソロモード"), and its table across games. */
import { describe, expect, test } from 'vitest';
import { challengeLine, challengeOf, challengeResult, type ChallengeCity, type ChallengeResult } from './challenge';
import { challengeTables, type ChallengePlay } from './challenge-table';
import { SOLO_GOAL_TARGETS, SOLO_PP_TARGETS } from './data';
import { templateParams } from '../../engine/message';
import { messages } from './messages';
import { CHALLENGE_PP_ASSUMED, CHALLENGE_REQUIRED_ASSUMED } from './sheets/unconfirmed';

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('challengeResult (rulebook: "必要なPPに達し、必要な目標をすべて達成すると、あなたの勝利です")', () => {
  const cell = { city: 'london' as const, requiredPp: 90, required: 2 };
  test('met only when both the PP and the goal count are reached (equal is enough)', () => {
    expect(challengeResult(cell, { pp: 90, achieved: 2 }).met).toBe(true);
    expect(challengeResult(cell, { pp: 120, achieved: 3 }).met).toBe(true);
    expect(challengeResult(cell, { pp: 89, achieved: 3 }).met).toBe(false);
    expect(challengeResult(cell, { pp: 120, achieved: 1 }).met).toBe(false);
  });

  test('Paris counts thematic tours instead of goal cards ("パリのソロモード": 勝利条件)', () => {
    expect(challengeResult({ ...cell, city: 'paris' }, { pp: 90, achieved: 2 }).measure).toBe('tours');
    expect(challengeResult(cell, { pp: 90, achieved: 2 }).measure).toBe('goals');
  });
});

describe('challengeLine: one line for both scorers', () => {
  const result = challengeResult({ city: 'rio', requiredPp: 75, required: 1 }, { pp: 81, achieved: 1 });

  test('no PP; the whole record in the params; the key says the measure and the verdict', () => {
    const line = challengeLine(result);
    expect(line).toMatchObject({ category: 'challenge', points: 0, label: { key: 'score.challenge' } });
    expect(line.reason.key).toBe('reason.challenge.goals.met');
    expect(line.reason.params).toEqual({ city: 'rio', requiredPp: 75, required: 1, count: 1, measure: 'goals', pp: 81, achieved: 1, met: 1 });
    expect(line.reason.text).toBe('cell 75 PP, 1 goal card to achieve: 81 PP and 1 achieved; challenge met: record 81 PP in the cell');
    expect(challengeLine({ ...result, met: false }).reason.key).toBe('reason.challenge.goals.missed');
  });

  test('every key it can emit is translated in en, ja and fr, with every {param} slot filled', () => {
    for (const measure of ['goals', 'tours'] as const) {
      for (const met of [true, false]) {
        const { reason, label } = challengeLine({ ...result, measure, met });
        for (const lang of ['en', 'ja', 'fr'] as const) {
          const text = lookup(messages[lang], reason.key!);
          expect(typeof text, `${lang}: ${reason.key}`).toBe('string');
          expect(typeof lookup(messages[lang], label.key!)).toBe('string');
          const needed = templateParams(text);
          expect(needed.every((p) => p in reason.params!), `${lang}: ${reason.key}`).toBe(true);
        }
      }
    }
  });
});

describe('challengeOf: reading the challenge back from a stored breakdown', () => {
  const stored = (result: ChallengeResult) => JSON.parse(JSON.stringify([{ category: 'yellow', label: { text: 'x' }, points: 10, reason: { text: 'y' } }, challengeLine(result)]));

  test('round trip through JSON', () => {
    const result = challengeResult({ city: 'paris', requiredPp: 60, required: 3 }, { pp: 64, achieved: 2 });
    expect(challengeOf(stored(result))).toEqual(result);
  });

  test('nothing for a breakdown without a challenge line, a damaged one, or no breakdown at all', () => {
    expect(challengeOf([{ category: 'yellow', label: { text: 'x' }, points: 3, reason: { text: 'y' } }])).toBeNull();
    expect(challengeOf(null)).toBeNull();
    expect(challengeOf('not a list')).toBeNull();
    const damaged = stored(challengeResult({ city: 'cairo', requiredPp: 60, required: 1 }, { pp: 70, achieved: 1 }));
    damaged[1].reason.params.city = 'atlantis';
    expect(challengeOf(damaged)).toBeNull();
  });

  test('digital games saved before the shared line (reason.challenge.won|lost) are Lanternport games', () => {
    const line = { category: 'challenge', label: { text: 'Solo challenge' }, points: 0, reason: { text: '…', key: 'reason.challenge.lost', params: { pp: 90, goals: 2, total: 84, achieved: 2 } } };
    expect(challengeOf([line])).toEqual({ city: 'lanternport', requiredPp: 90, required: 2, measure: 'goals', pp: 84, achieved: 2, met: false });
    expect(challengeOf([{ ...line, reason: { ...line.reason, key: 'reason.challenge.won' } }])?.met).toBe(true);
  });

  test('score sheets saved before the shared line (sheet.reason.challenge) take their city from the sheet, or are left out', () => {
    const line = {
      category: 'challenge', label: { text: 'Challenge cell' }, points: 0,
      reason: { text: '…', key: 'sheet.reason.challenge', params: { requiredPp: 60, requiredGoals: 2, what: 'thematic tours completed', pp: 71, achieved: 2, verdict: 'met' } },
    };
    expect(challengeOf([line], 'paris')).toEqual({ city: 'paris', requiredPp: 60, required: 2, measure: 'tours', pp: 71, achieved: 2, met: true });
    expect(challengeOf([line], null)).toBeNull();
    expect(challengeOf([line], 'lanternport')).toBeNull();
  });
});

describe('challengeTables: the table across games ("セルにスコアを記録し、チャレンジテーブルを完全に埋めてみてください")', () => {
  let nextId = 1;
  const play = (city: ChallengeCity, playedAt: string, player: string, requiredPp: number, required: number, pp: number, achieved: number): ChallengePlay => ({
    playId: nextId++, playedAt, playerId: player.length, player, result: challengeResult({ city, requiredPp, required }, { pp, achieved }),
  });
  const plays = [
    play('lanternport', '2025-01-02 20:00:00', 'Aiko', 75, 1, 80, 1), // met
    play('lanternport', '2025-01-05 20:00:00', 'Aiko', 75, 1, 92, 2), // met, better
    play('lanternport', '2025-01-09 20:00:00', 'Ben', 75, 1, 92, 1), // met, same PP, fewer goals: not the best
    play('lanternport', '2025-01-03 20:00:00', 'Ben', 90, 2, 95, 1), // not met (goals)
    play('london', '2025-02-01 19:00:00', 'Aiko', 75, 2, 88, 2), // met
    play('london', '2025-02-03 19:00:00', 'Aiko', 110, 3, 104, 3), // not met, outside the assumed grid
  ];
  const tables = challengeTables(plays);
  const at = (city: ChallengeCity, requiredPp: number, required: number) =>
    tables.find((t) => t.city === city)!.cells.find((c) => c.requiredPp === requiredPp && c.required === required)!;

  test('one table per city, Lanternport (ours) first with its own card, printed cities with the assumed grid', () => {
    expect(tables.map((t) => t.city)).toEqual(['lanternport', 'first-city', 'london', 'rio', 'cairo', 'hong-kong', 'paris', 'new-york']);
    const lanternport = tables[0];
    expect(lanternport).toMatchObject({ name: 'Lanternport', gridSource: 'ours', measure: 'goals', plays: 4, cellsMet: 1 });
    expect(lanternport.ppTargets).toEqual([...SOLO_PP_TARGETS]);
    expect(lanternport.requiredTargets).toEqual([...SOLO_GOAL_TARGETS]);
    expect(lanternport.cells).toHaveLength(SOLO_PP_TARGETS.length * SOLO_GOAL_TARGETS.length);
    const rio = tables.find((t) => t.city === 'rio')!;
    expect(rio).toMatchObject({ name: 'Rio de Janeiro', gridSource: 'assumed', plays: 0, cellsMet: 0 });
    expect(rio.ppTargets).toEqual([...CHALLENGE_PP_ASSUMED]);
    expect(rio.requiredTargets).toEqual([...CHALLENGE_REQUIRED_ASSUMED]);
    expect(rio.cells.every((c) => c.attempts.length === 0 && c.best === null)).toBe(true);
    expect(tables.find((t) => t.city === 'paris')!.measure).toBe('tours');
  });

  test('a cell keeps every attempt, counts the met ones, and its best met score (most PP, then most goals) with date and player', () => {
    const cell = at('lanternport', 75, 1);
    expect(cell.attempts.map((a) => a.pp)).toEqual([80, 92, 92]);
    expect(cell.metCount).toBe(3);
    expect(cell.best).toMatchObject({ pp: 92, achieved: 2, player: 'Aiko', playedAt: '2025-01-05 20:00:00' });
    expect(cell.players).toEqual(['Aiko', 'Ben']);
  });

  test('attempted but not met: attempts and no best; untouched cells are empty', () => {
    expect(at('lanternport', 90, 2)).toMatchObject({ metCount: 0, best: null, players: ['Ben'] });
    expect(at('lanternport', 90, 2).attempts).toHaveLength(1);
    expect(at('lanternport', 105, 3)).toMatchObject({ attempts: [], metCount: 0, best: null, players: [] });
  });

  test('a cell outside the default grid extends the axes (a real card read off the table)', () => {
    const london = tables.find((t) => t.city === 'london')!;
    expect(london.ppTargets).toEqual([60, 75, 90, 105, 110]);
    expect(london.requiredTargets).toEqual([0, 1, 2, 3]);
    expect(london.cells).toHaveLength(5 * 4);
    expect(at('london', 110, 3)).toMatchObject({ metCount: 0, best: null });
    expect(at('london', 75, 2).best).toMatchObject({ pp: 88, player: 'Aiko' });
    expect(london).toMatchObject({ plays: 2, cellsMet: 1 });
  });

  test('on a full tie the earlier play keeps the record', () => {
    const tie = challengeTables([play('cairo', '2025-05-02 10:00:00', 'Cleo', 60, 0, 70, 0), play('cairo', '2025-05-01 10:00:00', 'Dan', 60, 0, 70, 0)], ['cairo']);
    expect(tie[0].cells.find((c) => c.requiredPp === 60 && c.required === 0)!.best!.player).toBe('Dan');
  });
});
