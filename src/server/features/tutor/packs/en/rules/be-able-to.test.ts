import { describe, expect, it } from 'vitest';
import { beAbleTo } from './be-able-to';
import { correctWithRule } from '../../../grammar/correct-with-rule';

describe('be-able-to', () => {
  it.each([
    ['Next year I will able to drive.', 'Next year I will be able to drive.'],
    ['You should not able to enter.', 'You should not be able to enter.'],
    ['I want to able to speak French.', 'I want to be able to speak French.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, beAbleTo)).toBe(right);
  });

  it.each([
    'Next year I will be able to drive.',
    'She is able to swim.',
    'I can able to help you.', // 'can' or 'will be able to'?
    'An able student finds a way.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, beAbleTo)).toBe(sentence);
  });
});
