import { describe, expect, it } from 'vitest';
import type { PlacementItem, PlacementLevel } from '#/shared/course/placement-item';
import { chooseNextItem, staircaseLevel } from './choose-next-item';
import { estimateSkillLevel } from './estimate-skill-level';

const item = (level: PlacementLevel, n = 1, skill: PlacementItem['skill'] = 'grammar'): PlacementItem => ({
  id: `en-${skill}-${level.toLowerCase()}-0${n}`,
  skill,
  level,
  prompt: `A ${level} question`,
  options: ['a', 'b', 'c'],
  answer: 0,
});
const right = (level: PlacementLevel, n = 1) => ({ item: item(level, n), choice: 0 });
const wrong = (level: PlacementLevel, n = 1) => ({ item: item(level, n), choice: 1 });

describe('the staircase', () => {
  it('starts at A2, goes up after a right answer and down after a wrong one, within A1-C1', () => {
    expect(staircaseLevel([])).toBe('A2');
    expect(staircaseLevel([right('A2')])).toBe('B1');
    expect(staircaseLevel([right('A2'), wrong('B1')])).toBe('A2');
    expect(staircaseLevel([wrong('A2'), wrong('A1')])).toBe('A1');
    expect(staircaseLevel([right('C1')])).toBe('C1');
  });

  it('asks each skill in turn, at the staircase level, never the same item twice', () => {
    const bank = (['vocabulary', 'grammar', 'listening'] as const).flatMap((skill) => (['A1', 'A2', 'B1', 'B2', 'C1'] as const).flatMap((level) => [item(level, 1, skill), item(level, 2, skill)]));
    const first = chooseNextItem(bank, [], 7)!;
    expect(first).toMatchObject({ skill: 'vocabulary', level: 'A2' });
    const second = chooseNextItem(bank, [{ item: first, choice: 0 }], 7)!;
    expect(second).toMatchObject({ skill: 'vocabulary', level: 'B1' });
    const answers = [first, second, chooseNextItem(bank, [{ item: first, choice: 0 }, { item: second, choice: 0 }], 7)!].map((i) => ({ item: i, choice: 0 }));
    answers.push({ item: chooseNextItem(bank, answers, 7)!, choice: 0 });
    expect(chooseNextItem(bank, answers, 7)!.skill).toBe('grammar');
    expect(new Set(answers.map((a) => a.item.id)).size).toBe(4);
  });
});

describe('a skill level', () => {
  it('is the highest level answered right with nothing wrong at or below it', () => {
    expect(estimateSkillLevel([right('A2'), right('B1'), wrong('B2'), right('B1', 2)]).level).toBe('B1');
    expect(estimateSkillLevel([right('A2'), right('B1'), right('B2'), right('C1')]).level).toBe('C1');
    expect(estimateSkillLevel([wrong('A2'), right('A1'), wrong('A2', 2), right('A1', 2)]).level).toBe('A1');
  });

  it('says why in plain words', () => {
    expect(estimateSkillLevel([right('A2'), right('B1'), wrong('B2'), right('B1', 2)]).reason).toBe('You answered the B1 questions right and found the B2 ones hard.');
    expect(estimateSkillLevel([wrong('A2'), wrong('A1')]).reason).toBe('The A1 questions were hard for you, so we start at A1.');
  });
});
