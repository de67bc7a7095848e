import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { edOrIngAdjective } from './ed-or-ing-adjective';

describe('ed-or-ing-adjective', () => {
  it.each([
    ['I am so exciting!', 'I am so excited!'],
    ['We were disappointing with the hotel.', 'We were disappointed with the hotel.'],
    ['The lesson was confused.', 'The lesson was confusing.'],
    ["I'm very tiring today.", "I'm very tired today."],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, edOrIngAdjective)).toBe(right);
  });

  it.each([
    'I am relaxing at home.',
    'The film was boring.',
    'I was bored.',
    'He is interesting.',
    'I am interested in art.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, edOrIngAdjective)).toBe(sentence);
  });
});
