import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { fixedExpressions } from './fixed-expressions';

describe('fixed-expressions', () => {
  it.each([
    ['In the other hand, cars are expensive.', 'On the other hand, cars are expensive.'],
    ['In nowadays, people use phones.', 'Nowadays, people use phones.'],
    ['People work too much in nowadays.', 'People work too much nowadays.'],
    ['On my opinion, it is wrong.', 'In my opinion, it is wrong.'],
    ['I study and work in the same time.', 'I study and work at the same time.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, fixedExpressions)).toBe(right);
  });

  it.each([
    'On the other hand, cars are expensive.',
    'He held a coin in the other hand and a key in this one.', // a hand
    'They arrived in the same time zone as us.',
    'In my opinion, it is right.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, fixedExpressions)).toBe(sentence);
  });
});
