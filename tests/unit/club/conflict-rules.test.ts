/**
 * Which versions of a record are listed for review, and which settled a conflict, from the versions
 * alone (every laptop computes the same from the same versions).
 */
import { describe, expect, it } from 'vitest';
import { choicesAmong, losers, pickWinner } from '../../../src-main/club/sync-engine';
import type { VersionRow } from '../../../src-main/db/club/sync-repo';

/** A version `revision@laptop` with a body, edited from `parent` ('' for the first). */
function v(key: string, body: string | null, parent = ''): VersionRow {
  const [revision, laptop] = key.split('@');
  const [parentRevision, parentLaptop] = parent ? parent.split('@') : [null, null];
  return {
    kind: 'play', uid: 'p', revision: Number(revision), laptop, parent_revision: parentRevision === null ? null : Number(parentRevision),
    parent_laptop: parentLaptop, body, seq: null, sent: 1,
  };
}

const listed = (versions: VersionRow[]) => losers(versions, pickWinner(versions)).map((k) => `${k.revision}@${k.laptop}`);
const choices = (versions: VersionRow[]) => choicesAmong(versions).map((c) => `${c.by.revision}@${c.by.laptop} kept ${c.kept.revision}@${c.kept.laptop} over ${c.dropped.revision}@${c.dropped.laptop}`);

describe('conflicts and choices', () => {
  const base = [v('1@a', 'O'), v('2@a', 'A', '1@a'), v('2@b', 'B', '1@a')];

  it('lists the concurrent edit that lost, and nothing once the winner was edited from both', () => {
    expect(listed(base)).toEqual(['2@a']);
    expect(choices(base)).toEqual([]);
    // Only the last of a run of lost edits.
    expect(listed([...base, v('3@a', 'A2', '2@a'), v('4@b', 'B2', '2@b')])).toEqual(['3@a']);
  });

  it('a choice of the listed version copies it as an edit of the shown one: settled, and it stays settled after later edits', () => {
    const chosen = [...base, v('3@a', 'A', '2@b')];
    expect(pickWinner(chosen).body).toBe('A');
    expect(listed(chosen)).toEqual([]);
    expect(choices(chosen)).toEqual(['3@a kept 2@a over 2@b']);
    expect(listed([...chosen, v('4@b', 'C', '3@a')])).toEqual([]);
  });

  it('a choice of the shown version copies it as an edit of the listed one', () => {
    const chosen = [...base, v('3@a', 'B', '2@a')];
    expect(pickWinner(chosen).body).toBe('B');
    expect(listed(chosen)).toEqual([]);
    expect(choices(chosen)).toEqual(['3@a kept 2@b over 2@a']);
    expect(listed([...chosen, v('4@a', 'D', '3@a')])).toEqual([]);
  });

  it('two laptops choosing differently at once make a new conflict; choosing alike does not', () => {
    const differ = [...base, v('3@a', 'A', '2@b'), v('3@b', 'B', '2@a')];
    expect(listed(differ)).toEqual(['3@a']);
    const alike = [...base, v('3@a', 'A', '2@b'), v('3@b', 'A', '2@b')];
    expect(listed(alike)).toEqual([]);
    expect(choices(alike)).toEqual(['3@a kept 2@a over 2@b', '3@b kept 2@a over 2@b']);
  });

  it('twin edits (the same change on two laptops) are no conflict and no choice, also after the next edit', () => {
    const twins = [v('1@a', 'O'), v('2@a', 'A', '1@a'), v('2@b', 'A', '1@a')];
    expect(listed(twins)).toEqual([]);
    expect(choices(twins)).toEqual([]);
    expect(listed([...twins, v('3@a', 'C', '2@b')])).toEqual([]);
    expect(choices([...twins, v('3@a', 'C', '2@b')])).toEqual([]);
  });

  it('an undo back to an earlier content is no choice, and a lost deletion is listed', () => {
    expect(choices([v('1@a', 'O'), v('2@a', 'A', '1@a'), v('3@a', 'O', '2@a')])).toEqual([]);
    expect(listed([v('1@a', 'O'), v('2@a', null, '1@a'), v('2@b', 'B', '1@a')])).toEqual(['2@a']);
  });
});
