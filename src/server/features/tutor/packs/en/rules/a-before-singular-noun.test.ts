import { describe, expect, it } from 'vitest';
import { aBeforeSingularNoun } from './a-before-singular-noun';
import { correctWithRule } from '../../../grammar/correct-with-rule';

describe('a-before-singular-noun', () => {
  it.each([
    ['This is important thing.', 'This is an important thing.'],
    ['They have good idea.', 'They have a good idea.'],
    ['It is not good idea.', 'It is not a good idea.'],
    ['She is really nice person.', 'She is a really nice person.'],
    ['He made big mistake yesterday.', 'He made a big mistake yesterday.'],
    ['There is big problem here.', 'There is a big problem here.'],
    ['Computers play important role in our life.', 'Computers play an important role in our life.'],
    ['She read interesting book.', 'She read an interesting book.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, aBeforeSingularNoun)).toBe(right);
  });

  it.each([
    'This is a good idea.',
    'It was the first time.',
    'It is the same thing.',
    'He is good school teacher.', // the noun describes the next one
    'They are good friend.', // 'friends' or 'a good friend'? the subject decides
    'We have chronic disease.', // a disease may not count
    'She has good ideas.',
    'He is my best friend.',
    'That was so unstable trip.', // 'such an unstable trip': more than an article
    'Their house is big.',
    'They had good reason to rejoice.', // 'reason' need not count
    'They will have better chance to win.', // 'a better chance' or 'better chances'?
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, aBeforeSingularNoun)).toBe(sentence);
  });
});
