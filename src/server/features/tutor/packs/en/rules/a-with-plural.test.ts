import { describe, expect, it } from 'vitest';
import { aWithPlural } from './a-with-plural';
import { correctWithRule } from '../../../grammar/correct-with-rule';

describe('a-with-plural', () => {
  it.each([
    ['Everyone in my family has a cars.', 'Everyone in my family has a car.'],
    ['She wants to become an engineers.', 'She wants to become an engineer.'],
    ['I met a very kind women at the station.', 'I met a very kind woman at the station.'],
    ['He gave me a good reasons to stay.', 'He gave me a good reason to stay.'],
    ['They now have a new leaders.', 'They now have a new leader.'],
    ['A tonic syllables carries the main stress.', 'A tonic syllable carries the main stress.'],
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
    // A word that is one thing in the dictionary ('omen' is no plural of 'oman').
    'He looked for an omen before going into battle.',
    'The ship was caught in an eddy of water.',
    // A plural describing the next noun, even one the tagger reads as a verb.
    'The banker who handles a rights offering agrees to buy any shares.',
    'We did it all in black and white in a very funky sixties style.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, aWithPlural)).toBe(sentence);
  });
});
