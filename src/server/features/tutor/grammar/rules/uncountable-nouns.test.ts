import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule';
import { uncountableNouns } from './uncountable-nouns';

describe('uncountable-nouns', () => {
  it.each([
    ['I have many homeworks.', 'I have a lot of homework.'],
    ['These informations are wrong.', 'This information is wrong.'],
    ['He gave me an advice.', 'He gave me a piece of advice.'],
    ['We need new equipments.', 'We need new equipment.'],
    // Describing words between the article and the noun: the article still cannot go with the noun.
    ['She gave me an useful information.', 'She gave me a useful piece of information.'],
    ['He gave me a very good advice.', 'He gave me a very good piece of advice.'],
    ['She sent me an interesting informations.', 'She sent me an interesting piece of information.'],
    ['I need one useful advice.', 'I need one useful piece of advice.'],
    ['We bought a new furniture.', 'We bought new furniture.'],
    ['A new furniture arrived yesterday.', 'New furniture arrived yesterday.'],
    ['It was a really expensive equipment.', 'It was really expensive equipment.'],
    ['That was an interesting news.', 'That was interesting news.'],
    ['We had a lovely weather.', 'We had lovely weather.'],
    ['He made a huge progress.', 'He made huge progress.'],
    ['It was an old, heavy furniture.', 'It was old, heavy furniture.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, uncountableNouns)).toBe(right);
  });

  it.each([
    'Thanks for the information.',
    'Can you give me some advice?',
    'The news is good.',
    'My work progresses slowly.',
    'She gave me a useful piece of information.',
    'He gave me a very good piece of advice.',
    'I read a good book.',
    'She is a good music teacher.',
    'We need a new software update.',
    'I got a little information.',
    'I need a little more advice.',
    'They have a lot more money now.',
    'He has a lot of useful information.',
    'He has a good knowledge of history.',
    'We bought some new furniture.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, uncountableNouns)).toBe(sentence);
  });
});
