import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { quantifierOf } from './quantifier-of';

describe('quantifier-of', () => {
  it.each([
    ['Most of people like holidays.', 'Most people like holidays.'],
    ['Many of students work at weekends.', 'Many students work at weekends.'],
    ['I think some of teachers are too strict.', 'I think some teachers are too strict.'],
      ['The most of people like it.', 'Most people like it.'],
])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, quantifierOf)).toBe(right);
  });

  it.each([
    'Most of the people like holidays.',
    'Many of my students work at weekends.',
    'Some of them are too strict.',
    'Most of London is expensive.',
    'All of us agreed.',
    'Many of cars parts are made abroad.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, quantifierOf)).toBe(sentence);
  });
});
