import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule';
import { beOrHave } from './be-or-have';

describe('be-or-have', () => {
  it.each([
    ['My brother has 30 years.', 'My brother is 30 years old.'],
    ['They are agree with us.', 'They agree with us.'],
    ["She's not agree.", "She doesn't agree."],
    ['We have thirsty.', 'We are thirsty.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, beOrHave)).toBe(right);
  });

  it.each([
    'I have 25 years of experience.',
    'I am 25 years old.',
    'I agree with you.',
    'I have a cold.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, beOrHave)).toBe(sentence);
  });
});
