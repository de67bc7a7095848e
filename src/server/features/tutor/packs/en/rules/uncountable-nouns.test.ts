import { describe, expect, it } from 'vitest';
import { correctWithRule, correctWithRules } from '../../../grammar/correct-with-rule';
import { uncountableNouns } from './uncountable-nouns';

describe('uncountable-nouns', () => {
  it.each([
    ['I have many homeworks.', 'I have a lot of homework.'],
    ['These informations are wrong.', 'This information is wrong.'],
    // The smallest change: the article goes ('a piece of' is in the reason).
    ['He gave me an advice.', 'He gave me advice.'],
    ['An information was missing.', 'Information was missing.'],
    ['Our teacher gives us a homework every day.', 'Our teacher gives us homework every day.'],
    ['We need new equipments.', 'We need new equipment.'],
    // Describing words between the article and the noun: the article still cannot go with the noun.
    ['She gave me an useful information.', 'She gave me useful information.'],
    ['He gave me a very good advice.', 'He gave me very good advice.'],
    ['She sent me an interesting informations.', 'She sent me interesting information.'],
    ['Some books have an old information.', 'Some books have old information.'],
    // 'one' counts: then the noun is counted by the piece.
    ['I need one useful advice.', 'I need one useful piece of advice.'],
    ['She gave me one advice.', 'She gave me one piece of advice.'],
    // We ask someone for advice.
    ['Can I ask you an advice?', 'Can I ask you for advice?'],
    ['I asked an information at the desk.', 'I asked for information at the desk.'],
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

  it("names 'a piece of' in the reason where the noun is counted that way", () => {
    expect(correctWithRules('He gave me an advice.', [uncountableNouns]).whys[0]).toMatch(/a piece of advice/);
    expect(correctWithRules('There was a heavy traffic.', [uncountableNouns]).whys[0]).not.toMatch(/piece/);
  });

  it('leaves a sentence alone where a verb is missing after "to", not only the article', () => {
    expect(correctWithRule('Students need to a knowledge.', uncountableNouns)).toBe('Students need to a knowledge.');
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
    'She has a deep knowledge of music.',
    'The job requires a more specific knowledge than a degree gives.',
    'He has a thorough knowledge.',
    'I asked her for advice.',
    'Information wants to be free.',
    'We shared information and ideas.',
    'He introduced a wide vocabulary of techniques.',
    'They reached an accommodation with Japan.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, uncountableNouns)).toBe(sentence);
  });
});
