import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
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
    // A group, a unit of weight or height, a plural without -s.
    'He became one of their number.',
    'She lost a lot of weight and now weighs nine stone.',
    'A heavy chap who must have weighed more than twenty stone.',
    'She was the mother of many offspring.',
    // 'both' after its noun, 'these' on its own: the next word is a verb.
    'When two nations both resort to nuclear deterrence the consequence could be mutual destruction.',
    'The reason these exist is simple.',
    'These fail on every target, but seem to hang occasionally.',
    // Half of a hyphened compound that describes the next noun.
    'Many middle-class families live here.',
    'The package contains a few command-line tools such as dbus-launch.',
    'The distribution includes six production-quality tools.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, pluralAfterQuantifier)).toBe(sentence);
  });
});
