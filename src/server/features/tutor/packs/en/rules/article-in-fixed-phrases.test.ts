import { describe, expect, it } from 'vitest';
import { articleInFixedPhrases } from './article-in-fixed-phrases';
import { correctWithRule } from '../../../grammar/correct-with-rule';

describe('article-in-fixed-phrases', () => {
  it.each([
    ['My cousins drink lot of tea.', 'My cousins drink a lot of tea.'],
    ['Lot of tourists visit the castle.', 'A lot of tourists visit the castle.'],
    ['The queue moved for long time.', 'The queue moved for a long time.'],
    ['You have to make decision today.', 'You have to make a decision today.'],
    ['She was in hurry this morning.', 'She was in a hurry this morning.'],
    ['People come here from all over world.', 'People come here from all over the world.'],
    ['I found the recipe on internet.', 'I found the recipe on the internet.'],
    ['Please take look at my essay.', 'Please take a look at my essay.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, articleInFixedPhrases)).toBe(right);
  });

  it.each([
    'My cousins drink a lot of tea.',
    'The car park was a huge lot of gravel.',
    'I learned to cook for a long time.',
    'Decision making is hard for teenagers.',
    'They make decisions together.',
    'I use internet banking every week.',
    'My grandfather fought in World War Two.',
    'He waited for while others slept.',
    'She lives in a third world country.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, articleInFixedPhrases)).toBe(sentence);
  });
});
