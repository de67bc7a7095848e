import { describe, expect, it } from 'vitest';
import { beWithBaseVerb } from './be-with-base-verb';
import { correctWithRule } from '../../../grammar/correct-with-rule';

describe('be-with-base-verb', () => {
  it.each([
    ['Most of the noise is produce by lorries.', 'Most of the noise is produced by lorries.'],
    ['The bridge was build by Roman soldiers.', 'The bridge was built by Roman soldiers.'],
    ['Supermarkets are sell cheap bread.', 'Supermarkets sell cheap bread.'],
    ['My parents are not understand me.', 'My parents do not understand me.'],
    ['She isn\'t know the way.', 'She doesn\'t know the way.'],
    ['My brother was also break his arm.', 'My brother also broke his arm.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, beWithBaseVerb)).toBe(right);
  });

  it.each([
    'What they did is reduce the price.', // a cleft: the base form is right
    'The best way is travel by train.',
    'My hobby is collect stamps.',
    'It is also take the bus.', // maybe 'It is also possible to take'
    'The number would be decrease in the future.', // 'decrease' or 'be decreased'?
    'We are open on Sundays.',
    'I was born in a small village.',
    'They are not ready.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, beWithBaseVerb)).toBe(sentence);
  });
});
