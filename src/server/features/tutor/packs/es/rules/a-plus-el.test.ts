import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule-in-spanish';
import { aPlusEl } from './a-plus-el';

describe('a-plus-el', () => {
  it.each([
    ['Vamos a el museo.', 'Vamos al museo.'],
    ['Salgo de el trabajo a las cinco.', 'Salgo del trabajo a las cinco.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, aPlusEl)).toBe(right);
  });

  it.each([
    'Le di el libro a él.',
    'Voy al museo.',
    'Es de El Salvador.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, aPlusEl)).toBe(sentence);
  });
});
