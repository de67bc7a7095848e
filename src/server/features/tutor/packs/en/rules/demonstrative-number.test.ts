import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { demonstrativeNumber } from './demonstrative-number';

describe('demonstrative-number', () => {
  it.each([
    ['I bought this shoes in the sale.', 'I bought these shoes in the sale.'],
    ['This flowers need more water.', 'These flowers need more water.'],
    ['For this reasons, I stayed at home.', 'For these reasons, I stayed at home.'],
    ['My aunt grows this tomatoes.', 'My aunt grows these tomatoes.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, demonstrativeNumber)).toBe(right);
  });

  it.each([
    'This helps students a lot.', // a verb with its object
    'This works well for me.',
    'This means we have to leave early.',
    'These shoes are new.',
    'This news surprised everyone.',
    'This series is popular with teenagers.',
    'I know that cars are expensive.',
    'This bus goes to the station.',
    // Verbs of the senses.
    'This tastes of nutmeg.',
    'This looks like rain.',
    'This sounds great.',
    // At the start of a clause, a verb with the preposition or -ing form it takes.
    'This results in a lot of stress.',
    'This results in Vim editing the file list.',
    'This limits editing of files in the local directory only.',
    'When the disk is full, this leads to errors.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, demonstrativeNumber)).toBe(sentence);
  });
});
