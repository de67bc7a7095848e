import { describe, expect, it } from 'vitest';
import { spanishLexicon } from '../spanish-lexicon';
import { OVER_REGULARISED } from './irregular-verb-forms';

describe('the list of irregular verbs given regular endings', () => {
  it('names slips only: no listed form is a word of the dictionary, and every right form is', () => {
    const lexicon = spanishLexicon()!;
    expect(Object.keys(OVER_REGULARISED).filter((slip) => lexicon.isWord(slip))).toEqual([]);
    expect(Object.values(OVER_REGULARISED).filter((right) => !lexicon.isWord(right))).toEqual([]);
  });
});
