import { describe, expect, test } from 'vitest';
import { fitName, squeezeTo, wrapName } from '../../src-renderer/games/paris/labels';

describe('Paris board texts fit their boxes', () => {
  test('a label that would run past its box is squeezed to the box; one that fits is left alone', () => {
    // "boulangerie" at 13 px is about 86 px: wider than a 52 px building space.
    expect(squeezeTo('boulangerie', 13, 52)).toBe(52);
    expect(squeezeTo('shop', 13, 52)).toBeUndefined();
    // Japanese characters take a full em: 4 of them at 13 px (52 px) just fit, 5 do not.
    expect(squeezeTo('パン屋さ', 13, 52)).toBeUndefined();
    expect(squeezeTo('パン屋さん', 13, 52)).toBe(52);
  });

  test('names are cut with an ellipsis before they are squeezed, counting a Japanese character as two letters', () => {
    expect(fitName('Jardin du Luxembourg', 14)).toBe('Jardin du Lux…');
    expect(fitName('ノートルダム大聖堂', 13)).toBe('ノートルダ…');
  });

  test('a landmark name takes two lines where it is too long for one, broken where its language breaks', () => {
    // Every landmark the editions print, at the supply box's 6 ems (a Latin letter 0.6 em, a Japanese character 1 em).
    const lines = (name: string) => wrapName(name, 6);
    expect(lines('Louvre')).toEqual(['Louvre']);
    expect(lines('エッフェル塔')).toEqual(['エッフェル塔']);
    expect(lines('Moulin Rouge')).toEqual(['Moulin ', 'Rouge']);
    expect(lines('Jardin du Luxembourg')).toEqual(['Jardin du ', 'Luxembourg']);
    expect(lines('Opéra Garnier')).toEqual(['Opéra ', 'Garnier']);
    // Japanese: after the middle dot, else where katakana meets kanji, else where a line may begin.
    expect(lines('ムーラン・ルージュ')).toEqual(['ムーラン・', 'ルージュ']);
    expect(lines('サクレ・クール寺院')).toEqual(['サクレ・', 'クール寺院']);
    expect(lines('ノートルダム大聖堂')).toEqual(['ノートルダム', '大聖堂']);
    expect(lines('ルーヴル美術館')).toEqual(['ルーヴル', '美術館']);
    expect(lines('リュクサンブール公園')).toEqual(['リュクサン', 'ブール公園']);
    // Never a long-vowel mark or a small kana at the start of a line.
    expect(lines('アイウエオカーキク')).toEqual(['アイウエオ', 'カーキク']);
    // A name typed by the group: a word with no place to break is broken at the box; a rest too long is cut.
    expect(lines('Montparnassetower')).toEqual(['Montparnas', 'setower']);
    expect(lines('Tour Montparnasse de Paris')).toEqual(['Tour ', 'Montparna…']);
    // The lines read back as the name whenever nothing was cut.
    expect(lines('Jardin du Luxembourg').join('')).toBe('Jardin du Luxembourg');
  });
});
