import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { makeOrDo } from './make-or-do';

describe('make-or-do', () => {
  it.each([
    ['I do a lot of mistakes.', 'I make a lot of mistakes.'],
    ['She has made her homework.', 'She has done her homework.'],
    ['We need to do a plan.', 'We need to make a plan.'],
    ['He makes yoga on Mondays.', 'He does yoga on Mondays.'],
    ['I made my best.', 'I did my best.'],
    ['She always makes her best to help us.', 'She always does her best to help us.'],
    ['When I make homework I listen to music.', 'When I do homework I listen to music.'],
    ['I do mistakes every day.', 'I make mistakes every day.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, makeOrDo)).toBe(right);
  });

  it.each([
    'I made a cake.',
    'Do you make your own bread?',
    'I did the dishes.',
    'She made a decision.',
    'We made money online.',
    // 'do one's best' has no noun after 'best'; 'the best' + noun is made like any other thing.
    'I made the best decision of my life.',
    'She made the best cake I have ever eaten.',
    'We made the best of a bad situation.',
    'He made his best effort.',
    'She made the best score on compulsory figures.',
    'They make the best pizza in town.',
    'He made his best friend a cake.',
    // The word describes the noun after it.
    'We make business decisions every day.',
    'She made a shopping list.',
    'He did a money transfer.',
    // 'did' stresses the verb.
    'They did plan the trip.',
    'We did call them.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, makeOrDo)).toBe(sentence);
  });
});
