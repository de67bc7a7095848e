import { describe, expect, it } from 'vitest';
import { chooseDrillMistakes, DRILL_MISTAKES, type NotedCorrection } from './choose-drill-mistakes';

let n = 0;
const at = (day: number) => new Date(Date.UTC(2026, 10, day));
const noted = (rule: string | null, day: number, front = `said ${++n}`, back = `better ${n}`): NotedCorrection => ({ id: `c${n}`, front, back, note: '', rule, createdAt: at(day) });

describe('chooseDrillMistakes', () => {
  it('puts the most frequent kind of mistake first, its latest example first', () => {
    const mistakes = chooseDrillMistakes([noted('article', 1), noted('agreement', 2), noted('agreement', 5), noted('agreement', 3)]);
    expect(mistakes[0]).toMatchObject({ said: 'said 3', rule_count: 3 });
    expect(mistakes[1]).toMatchObject({ said: 'said 1', rule_count: 1 });
    expect(mistakes.map((m) => m.said)).toEqual(['said 3', 'said 1', 'said 4', 'said 2']);
  });
  it(`takes at most ${DRILL_MISTAKES}, and kinds take turns`, () => {
    const many = [...Array.from({ length: 8 }, (_, i) => noted('tense', i + 1)), ...Array.from({ length: 3 }, (_, i) => noted('article', i + 1))];
    const mistakes = chooseDrillMistakes(many);
    expect(mistakes).toHaveLength(DRILL_MISTAKES);
    expect(mistakes.filter((m) => m.rule_count === 3)).toHaveLength(3);
  });
  it('leaves out a note whose better form is what was said, and counts a missing rule as one kind', () => {
    expect(chooseDrillMistakes([noted(null, 1, 'same', 'same')])).toEqual([]);
    expect(chooseDrillMistakes([noted(null, 1), noted(null, 2)]).every((m) => m.rule_count === 2)).toBe(true);
  });
  it('has nothing for a learner with no corrections', () => {
    expect(chooseDrillMistakes([])).toEqual([]);
  });
});
