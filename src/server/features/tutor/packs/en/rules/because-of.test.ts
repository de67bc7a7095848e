import { describe, expect, it } from 'vitest';
import { becauseOf } from './because-of';
import { correctWithRule } from '../../../grammar/correct-with-rule';

describe('because-of', () => {
  it.each([
    ['We stayed at home because the storm.', 'We stayed at home because of the storm.'],
    ['The match was cancelled because heavy snow.', 'The match was cancelled because of heavy snow.'],
    ['Because my new job, I moved to Leeds.', 'Because of my new job, I moved to Leeds.'],
    ['Many birds died because the heat and lack of water.', 'Many birds died because of the heat and lack of water.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, becauseOf)).toBe(right);
  });

  it.each([
    'We stayed at home because the weather was bad.',
    'We stayed at home because the weather bad.', // a verb is missing, not 'of'
    'I like her because she is kind.',
    'I went because my friends asked me.',
    'We left early because of the traffic.',
    'Because the shop that sells bread closed, we ate rice.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, becauseOf)).toBe(sentence);
  });
});
