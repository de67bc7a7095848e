import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { comparatives } from './comparatives';

describe('comparatives', () => {
  it.each([
    ['My sister is more older than me.', 'My sister is older than me.'],
    ['This is the most best day of my life.', 'This is the best day of my life.'],
    ['The bus is more cheap than the train.', 'The bus is cheaper than the train.'],
    ['It is the most big park in the city.', 'It is the biggest park in the city.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, comparatives)).toBe(right);
  });

  it.each([
    'This film is more interesting than the book.',
    'She is the most famous singer in Spain.',
    'I want more time.',
    'He is taller than me.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, comparatives)).toBe(sentence);
  });
});
