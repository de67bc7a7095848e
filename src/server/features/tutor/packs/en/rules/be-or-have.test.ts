import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { beOrHave } from './be-or-have';

describe('be-or-have', () => {
  it.each([
    ['My brother has 30 years.', 'My brother is 30 years old.'],
    ['I have 25 years old.', 'I am 25 years old.'],
    ['I have 20 years and I live in Madrid.', 'I am 20 years old and I live in Madrid.'],
    ['He had 18 years when he left home.', 'He was 18 years old when he left home.'],
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
    // Time someone has left, not an age.
    'I have two years left.',
    'I have two years left before I finish university.',
    'We have two more years.',
    'She has two years to go.',
    'They have three years until the election.',
    'I have 2 years more at school.',
    'He has 10 years working here.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, beOrHave)).toBe(sentence);
  });
});
