import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { itsOrItIs } from './its-or-it-is';

describe('its-or-it-is', () => {
  it.each([
    ['I like this town because its very quiet.', "I like this town because it's very quiet."],
    ['Its a good idea to book early.', "It's a good idea to book early."],
    ['Cooking at home is cheaper, but its hard to find the time.', "Cooking at home is cheaper, but it's hard to find the time."],
    ['The bus is late again and its not the first time.', "The bus is late again and it's not the first time."],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, itsOrItIs)).toBe(right);
  });

  it.each([
    'The company changed its name last year.',
    'The cat licked its paw.',
    'The town has its own beach.',
    'The house lost its old roof in the storm.',
    "It's very quiet here.",
    'The city is proud of its history.',
    'Each region has its time zone.',
    'The dog wagged its long, fluffy tail.',
])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, itsOrItIs)).toBe(sentence);
  });
});
