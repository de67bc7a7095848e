import { describe, expect, it } from 'vitest';
import { isGerund } from './find-lemma';

describe('isGerund', () => {
  it.each(['cooking', 'running', 'making', 'swimming', 'singing', 'reading', 'Travelling'])('%s is a verb’s -ing form', (word) => {
    expect(isGerund(word)).toBe(true);
  });

  it.each(['bring', 'sing', 'string', 'thing', 'spring', 'king', 'morning', 'cook'])('%s is not', (word) => {
    expect(isGerund(word)).toBe(false);
  });
});
