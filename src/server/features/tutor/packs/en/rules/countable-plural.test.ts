import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { countablePlural } from './countable-plural';

describe('countable-plural', () => {
  it.each([
    ['I had lots of problem with maths.', 'I had lots of problems with maths.'],
    ['We visited a lot of interesting place in Rome.', 'We visited a lot of interesting places in Rome.'],
    ['I met plenty of friendly person there.', 'I met plenty of friendly people there.'],
    ['She looks after many young child every day.', 'She looks after many young children every day.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, countablePlural)).toBe(right);
  });

  it.each([
    'A lot of work is needed.',
    'We had lots of fun at the beach.',
    'There was a lot of car traffic.',
    'It gives us a lot of opportunity to think.',
    'Lots of problem is caused by cars.', // the verb would have to change too
    'There are many car parks in town.',
    // Nouns with a sense that does not count.
    'She has a lot of class.',
    'There is plenty of choice in the market.',
    'It takes a lot of skill.',
    'There was a lot of activity in the square.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, countablePlural)).toBe(sentence);
  });
});
