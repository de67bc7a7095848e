import { describe, expect, it } from 'vitest';
import { aWithPlural } from './a-with-plural';
import { correctWithRule } from './correct-with-rule';

describe('a-with-plural', () => {
  it.each([
    ['Everyone in my family has a cars.', 'Everyone in my family has a car.'],
    ['She wants to become an engineers.', 'She wants to become an engineer.'],
    ['I met a very kind women at the station.', 'I met a very kind woman at the station.'],
    ['He gave me a good reasons to stay.', 'He gave me a good reason to stay.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, aWithPlural)).toBe(right);
  });

  it.each([
    'He is a sports teacher.',
    'They opened a savings account.',
    'We need a means of transport.',
    'The town is at a crossroads.',
    'I read a series of books.',
    'I have a lot of friends.',
    'A few students stayed late.',
    'She bought a pair of glasses.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, aWithPlural)).toBe(sentence);
  });
});
