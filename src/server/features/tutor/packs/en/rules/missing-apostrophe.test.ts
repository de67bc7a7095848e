import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { missingApostrophe } from './missing-apostrophe';

describe('missing-apostrophe', () => {
  it.each([
    ['In todays society everyone has a phone.', "In today's society everyone has a phone."],
    ['The childrens books are upstairs.', "The children's books are upstairs."],
    ['It was nobodys fault.', "It was nobody's fault."],
    ['My sister cant swim.', "My sister can't swim."],
    ['They wont listen to me.', "They won't listen to me."],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, missingApostrophe)).toBe(right);
  });

  it.each([
    'As is his wont, he left early.', // 'wont', a habit
    'The speech was full of political cant.',
    "Today's news is good.",
    'Todays are never the same.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, missingApostrophe)).toBe(sentence);
  });
});
