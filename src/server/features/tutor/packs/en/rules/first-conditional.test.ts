import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { firstConditional } from './first-conditional';

describe('first-conditional', () => {
  it.each([
    ['If we will win, we will celebrate.', 'If we win, we will celebrate.'],
    ['Unless you will hurry, you will miss the bus.', 'Unless you hurry, you will miss the bus.'],
    ['Before he will leave, he will call.', 'Before he leaves, he will call.'],
    ['If I will be late, I will text you.', 'If I am late, I will text you.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, firstConditional)).toBe(right);
  });

  it.each([
    'If I have time, I will call you.',
    'I will call you when I arrive.',
    'I wonder if she will come.',
    'If you will excuse me, I have to go.',
    'If it will help, I can bring the documents tomorrow.',
    'If that will make things easier, I can call them myself.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, firstConditional)).toBe(sentence);
  });
});
