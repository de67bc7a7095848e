import { describe, expect, it } from 'vitest';
import type { Goal, Lesson } from '#/shared/course/unit';
import { scriptedReply } from './scripted-teacher';

const goal = (id: string): Goal => ({
  id,
  label: `Goal ${id}`,
  prompt: `Prompt ${id}?`,
  hint: `Hint ${id}.`,
  acknowledgement: `Well done ${id}.`,
  forms: [],
  meanings: [],
  examples: ['a', 'b'],
  counterExamples: ['c', 'd'],
});
const [first, second] = [goal('one'), goal('two')];
const lesson = { scenario: { goals: [first, second], closing: 'Goodbye!' } } as unknown as Lesson;

describe('the scripted teacher', () => {
  it('acknowledges a goal just reached and leads to the next', () => {
    expect(scriptedReply({ lesson, newGoals: [first!], next: second, correctionLines: [] })).toBe('Well done one. Prompt two?');
  });
  it('nudges with the hint when the turn reached nothing', () => {
    expect(scriptedReply({ lesson, newGoals: [], next: first, correctionLines: [] })).toBe('Hint one. Prompt one?');
  });
  it('says the correction before leading on, and closes the scene when every goal is met', () => {
    expect(scriptedReply({ lesson, newGoals: [second!], next: undefined, correctionLines: ["You could say: 'I am here'."] })).toBe("Well done two. You could say: 'I am here'. Goodbye!");
  });
});
