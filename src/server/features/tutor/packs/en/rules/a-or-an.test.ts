import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { aOrAn } from './a-or-an';

describe('a-or-an', () => {
  it.each([
    ['I need a umbrella.', 'I need an umbrella.'],
    ['It takes a hour.', 'It takes an hour.'],
    ['She wants an uniform.', 'She wants a uniform.'],
    ['He is an good man.', 'He is a good man.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, aOrAn)).toBe(right);
  });

  it.each([
    'I ate an orange.',
    'She is a European citizen.',
    'It was an honest mistake.',
    // 'un' before a word of its own is said 'un'.
    'He was an uninvited guest.',
    'It is an unimportant detail.',
    'The film was an uninteresting mess.',
    'It was a usual day.',
    'This is a useful tool with a unique design.',
    'He has a one-year contract.',
    'The word a on its own is an article.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, aOrAn)).toBe(sentence);
  });
});
