import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule';
import { pluralAfterQuantifier } from './plural-after-quantifier';

describe('plural-after-quantifier', () => {
  it.each([
    ['There are many tree in our street.', 'There are many trees in our street.'],
    ['I have two sister.', 'I have two sisters.'],
    ['One of the problem is the noise.', 'One of the problems is the noise.'],
    ['We visited several museum in Rome.', 'We visited several museums in Rome.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, pluralAfterQuantifier)).toBe(right);
  });

  it.each([
    'Many bus drivers start early.',
    'These help me relax.',
    'I waited two hours.',
    'Many people came.',
    'I bought a lot of bread.',
    'It happened many times.',
    'Both oil and coal are expensive.',
    'Both men and women can apply.',
    'These data are new.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, pluralAfterQuantifier)).toBe(sentence);
  });
});
