import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule';
import { uncountableNouns } from './uncountable-nouns';

describe('uncountable-nouns', () => {
  it.each([
    ['I have many homeworks.', 'I have a lot of homework.'],
    ['These informations are wrong.', 'This information is wrong.'],
    ['He gave me an advice.', 'He gave me a piece of advice.'],
    ['We need new equipments.', 'We need new equipment.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, uncountableNouns)).toBe(right);
  });

  it.each([
    'Thanks for the information.',
    'Can you give me some advice?',
    'The news is good.',
    'My work progresses slowly.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, uncountableNouns)).toBe(sentence);
  });
});
