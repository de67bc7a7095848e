import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { everyEachPlural } from './every-each-plural';

describe('every-each-plural', () => {
  it.each([
    ['Every children needs love.', 'Every child needs love.'],
    ['I swim every mornings.', 'I swim every morning.'],
    ['Each players have a number.', 'Each player has a number.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, everyEachPlural)).toBe(right);
  });

  it.each([
    'I go there every two weeks.',
    'Each of the students has a book.',
    'Every day is different.',
    'Every class has a teacher.',
    "Each pupil's desk has a lamp.",
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, everyEachPlural)).toBe(sentence);
  });
});
