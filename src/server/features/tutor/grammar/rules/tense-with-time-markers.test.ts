import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule';
import { tenseWithTimeMarkers } from './tense-with-time-markers';

describe('tense-with-time-markers', () => {
  it.each([
    ['Last week he buy a new phone.', 'Last week he bought a new phone.'],
    ['Two years ago I move to Berlin.', 'Two years ago I moved to Berlin.'],
    ['She works here since 2019.', 'She has worked here since 2019.'],
    ['We have met them last summer.', 'We met them last summer.'],
    ['I am married for five years.', 'I have been married for five years.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, tenseWithTimeMarkers)).toBe(right);
  });

  it.each([
    'Last year I visited Rome.',
    'I have lived here since 2010.',
    'Tomorrow I go to the dentist.',
    'I usually run for two hours on Sundays.',
    'What did you do last weekend?',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, tenseWithTimeMarkers)).toBe(sentence);
  });
});
