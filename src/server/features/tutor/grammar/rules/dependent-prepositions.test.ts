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
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, dependentPrepositions)).toBe(sentence);
  });
});
