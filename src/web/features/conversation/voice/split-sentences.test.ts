import { describe, expect, it } from 'vitest';
import { takeCompleteSentences } from './split-sentences';

describe('takeCompleteSentences', () => {
  it('returns finished sentences and keeps the unfinished rest', () => {
    expect(takeCompleteSentences('Hello there! How are you today? I am')).toEqual({ sentences: ['Hello there!', 'How are you today?'], rest: 'I am' });
  });
  it('waits for the space after the stop, since more punctuation or text may follow', () => {
    expect(takeCompleteSentences('That is great.')).toEqual({ sentences: [], rest: 'That is great.' });
    expect(takeCompleteSentences('Really?! Yes')).toEqual({ sentences: ['Really?!'], rest: 'Yes' });
  });
  it('does not split after abbreviations or inside numbers', () => {
    expect(takeCompleteSentences('Dr. Smith paid 3.5 dollars, e.g. a coffee. Next')).toEqual({ sentences: ['Dr. Smith paid 3.5 dollars, e.g. a coffee.'], rest: 'Next' });
  });
  it('keeps closing quotes with their sentence', () => {
    expect(takeCompleteSentences('You could say: "I went there." Then')).toEqual({ sentences: ['You could say: "I went there."'], rest: 'Then' });
  });
});
