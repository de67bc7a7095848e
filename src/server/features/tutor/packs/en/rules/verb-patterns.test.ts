import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { verbPatterns } from './verb-patterns';

describe('verb-patterns', () => {
  it.each([
    ['She enjoys to cook for her family.', 'She enjoys cooking for her family.'],
    ['I finished to read the book.', 'I finished reading the book.'],
    ['We decided going by train.', 'We decided to go by train.'],
    ['She made me to wait.', 'She made me wait.'],
    ['I am thinking about buy a car.', 'I am thinking about buying a car.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, verbPatterns)).toBe(right);
  });

  it.each([
    'I like to swim in the morning.',
    'I like football.',
    'She stopped to buy some bread.',
    'I want to learn Spanish.',
    'I tried cooking Thai food.',
    // 'dance' is as much a noun as a verb here: unsure, so nothing is said.
    'They love dance.',
    'We cannot go on like this.',
    'Day after day the rain kept falling.',
    'The castle is considered to be the oldest in the region.',
    'I hope the words I learned will stay with me.',
    'If you want, come with us.',
    'She has a face like a film star.',
    // An adjective, a particle or a noun after keep/consider, a passive, a British 'need' + -ing.
    'Keep calm and study hard.',
    'They hired hunters to keep down the deer population.',
    'He considered misrule a justification for revolution.',
    'My shoes need cleaning.',
    "It's suggested to arrive early.",
    'I am not minded to answer any questions.',
    'Some people seem born to be leaders.',
    'Remove the cover before use.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, verbPatterns)).toBe(sentence);
  });
});
