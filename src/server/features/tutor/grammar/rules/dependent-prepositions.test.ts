import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule';
import { dependentPrepositions } from './dependent-prepositions';

describe('dependent-prepositions', () => {
  it.each([
    ['He got married with his girlfriend.', 'He got married to his girlfriend.'],
    ['Let us discuss about your plans.', 'Let us discuss your plans.'],
    ['Everything depends of you.', 'Everything depends on you.'],
    ['We are proud for our son.', 'We are proud of our son.'],
    ['I always listen the radio.', 'I always listen to the radio.'],
    ['Please wait me here.', 'Please wait for me here.'],
    ['We waited the bus for an hour.', 'We waited for the bus for an hour.'],
    ['I am waiting my friend.', 'I am waiting for my friend.'],
    ['She entered in the classroom.', 'She entered the classroom.'],
    ['I contacted with him yesterday.', 'I contacted him yesterday.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, dependentPrepositions)).toBe(right);
  });

  it.each([
    'I am married to Tom.',
    'We discussed the plan.',
    'I listen to podcasts.',
    'It depends on the weather.',
    'She is good at tennis.',
    'I will wait here.',
    // How long, not what for.
    'They do not like to wait much.',
    'Please wait a moment.',
    'We had to wait two hours at the airport.',
    'I waited a long time for the bus.',
    'Wait a second, I am coming.',
    "I can't wait any longer.",
    'They waited ages for a table.',
    'I waited an hour in the rain.',
    "Let's wait a few days before deciding.",
    'I listen every morning.',
    // 'enter into' an agreement or a field is right.
    'He entered into an agreement with the bank.',
    'She wants to enter into politics.',
    // 'contact' as a noun.
    'We came into contact with a new culture.',
    'I am in contact with my old teacher.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, dependentPrepositions)).toBe(sentence);
  });
});
