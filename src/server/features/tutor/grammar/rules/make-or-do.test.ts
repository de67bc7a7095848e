import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule';
import { makeOrDo } from './make-or-do';

describe('make-or-do', () => {
  it.each([
    ['I do a lot of mistakes.', 'I make a lot of mistakes.'],
    ['She has made her homework.', 'She has done her homework.'],
    ['We need to do a plan.', 'We need to make a plan.'],
    ['He makes yoga on Mondays.', 'He does yoga on Mondays.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, makeOrDo)).toBe(right);
  });

  it.each([
    'I made a cake.',
    'Do you make your own bread?',
    'I did the dishes.',
    'She made a decision.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, makeOrDo)).toBe(sentence);
  });
});
