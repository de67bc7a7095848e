/** Newer words fill WordNet's gaps only: each is one WordNet lacks, and a learner asking about it gets its meaning. */
import { describe, expect, it } from 'vitest';
import { bestEntry, defineWord, lookUpSenses } from '../define-word';
import { findKeyPhrase } from '../find-key-phrase';
import { findNewerWord, NEWER_WORDS } from './newer-words';

describe('newer words', () => {
  it.each(Object.keys(NEWER_WORDS))('%j is one WordNet has no entry for', (word) => {
    expect(bestEntry(word)).toBeNull();
  });

  it('are defined where WordNet has nothing, plurals too', () => {
    expect(defineWord('burnout').definition).toMatch(/^The state of being so tired and stressed by work/);
    expect(lookUpSenses('selfies')?.lemma).toBe('selfie');
    expect(findNewerWord('Social  Media')?.lemma).toBe('social media');
    expect(findNewerWord('teacher')).toBeNull();
  });

  it('are nouns to echo', () => {
    expect(findKeyPhrase('I think social media is dangerous for children.')).toBe('social media');
    expect(findKeyPhrase('My smartphone is always with me.')).toBe('your smartphone');
  });
});

describe("'that' beginning a clause", () => {
  it.each([
    ['My opinion is that social media is bad for teenagers.', 'social media'],
    ['I think that cities are too noisy.', 'cities'],
  ])('is no determiner in %j', (message, phrase) => {
    expect(findKeyPhrase(message)).toBe(phrase);
  });

  it('still is one before its noun', () => {
    expect(findKeyPhrase('That film was great.')).toBe('that film');
  });
});
