import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule';
import { doubleSubject } from './double-subject';

describe('double-subject', () => {
  it.each([
    ['My mother she works in a school.', 'My mother works in a school.'],
    ['The students they are tired.', 'The students are tired.'],
    ['Our car it is very old.', 'Our car is very old.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, doubleSubject)).toBe(right);
  });

  it.each([
    'My mother works in a school.',
    'Yesterday he called me.',
    'My friend, he is great.',
    'The book that he wrote is great.',
    'After lunch, he/she can leave early.',
    // A time said before the subject is no subject.
    'This time he succeeded.',
    'One day she decided to leave.',
    'This morning she called me.',
    'Last year they moved to Rome.',
    'Every day it rains here.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, doubleSubject)).toBe(sentence);
  });
});
